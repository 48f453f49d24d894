import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS, formatYen, paths, priceCatalog, type SettingsRecord } from '@hikari/shared/domain';
import { settingsReceived, type AppStoreBundle } from '@hikari/shared/store';
import { messages, UPSELL_OPTION_FLAGS } from '@hikari/shared/forms';
import { readyStore, renderWithStore } from '@hikari/shared/testing';
import { applyCopy } from '../../content/option-apply-content';
import {
  mockFetch,
  type MockHandler,
  type MockReply,
  type RecordedCall,
} from '../../test-support/fetch-mock';
import { OptionApplyPage } from './components/option-apply-page';

const received = (receptionId = 'UP-20250801-7KQ3MZ'): MockReply => ({
  body: { data: { applicationUpSell: { result: 'success', receptionId } } },
});

const graphqlError = (
  code: string,
  message: string,
  fields?: Record<string, string>,
  status = 200,
): MockReply => ({
  status,
  body: { errors: [{ message, extensions: { code, fields } }] },
});

async function renderForm(handler: MockHandler, bundle?: AppStoreBundle) {
  const calls = mockFetch(handler);
  renderWithStore(<OptionApplyPage />, { path: paths.optionApply, bundle: bundle ?? (await readyStore()) });
  return calls;
}

const settings = (isAlwaysDisplay: boolean): SettingsRecord => ({
  ...DEFAULT_SETTINGS,
  name: 'hikari',
  maintenance: { ...DEFAULT_SETTINGS.maintenance, isAlwaysDisplay },
});

const contractField = () => screen.getByLabelText(/ご契約番号/);
const phoneField = () => screen.getByLabelText(/ご契約者さまの電話番号/);
const submitButton = () => screen.getByRole('button', { name: applyCopy.submit });
const reviewButton = () => screen.getByRole('button', { name: applyCopy.toReview });

/** From the form: to the review, then 「この内容で申し込む」. */
async function send(user: ReturnType<typeof userEvent.setup>) {
  await user.click(reviewButton());
  await screen.findByRole('heading', { name: applyCopy.reviewHeading });
  await user.click(submitButton());
}

async function fillValid(user = userEvent.setup()) {
  await user.type(contractField(), 'C00000001');
  await user.type(phoneField(), '0521234567');
  await user.click(screen.getByRole('checkbox', { name: /メッシュWi-Fi/ }));
  return user;
}

const upsellCalls = (calls: RecordedCall[]) => calls.filter((call) => call.operation === 'ApplicationUpSell');

describe('/option/apply/', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows what is ordered and its monthly total before sending, and lists the order once received', async () => {
    const calls = await renderForm(() => received('UP-20250801-DDDDDD'));
    const user = await fillValid();
    await user.click(screen.getByRole('checkbox', { name: /セキュリティパック/ }));
    await user.click(screen.getByRole('checkbox', { name: /DAZN/ }));
    await user.click(reviewButton());

    const heading = await screen.findByRole('heading', { name: applyCopy.reviewHeading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(upsellCalls(calls)).toHaveLength(0);
    const order = screen.getByTestId('upsell-order');
    const mesh = priceCatalog.options.isMeshWiFi.monthly;
    const security = priceCatalog.options.isSecurityPack.monthly;
    expect(within(order).getByRole('rowheader', { name: /メッシュWi-Fi/ })).toBeInTheDocument();
    expect(within(order).getByRole('rowheader', { name: /セキュリティパック/ })).toBeInTheDocument();
    expect(within(order).getByRole('rowheader', { name: /DAZN/ })).toBeInTheDocument();
    // DAZN's fee depends on the plan asked on the call: it is named and left out of the total.
    expect(screen.getByTestId('upsell-monthly-total')).toHaveTextContent(`月額${formatYen(mesh + security)}`);
    expect(
      screen.getByText(/「DAZN.*」は、お選びになるプランによって料金が異なるため、合計には含めていません/),
    ).toBeInTheDocument();

    // Back to the form with every answer, and the change shows in the review.
    await user.click(screen.getByRole('button', { name: applyCopy.edit }));
    expect(contractField()).toHaveValue('C00000001');
    await user.click(screen.getByRole('checkbox', { name: /DAZN/ }));
    await user.click(reviewButton());
    await screen.findByRole('heading', { name: applyCopy.reviewHeading });
    expect(within(screen.getByTestId('upsell-order')).queryByRole('rowheader', { name: /DAZN/ })).toBeNull();
    await user.click(submitButton());

    expect(await screen.findByTestId('reception-id')).toHaveTextContent('UP-20250801-DDDDDD');
    const ordered = screen.getByTestId('upsell-order');
    expect(within(ordered).getByRole('rowheader', { name: /メッシュWi-Fi/ })).toBeInTheDocument();
    expect(within(ordered).getByRole('rowheader', { name: /セキュリティパック/ })).toBeInTheDocument();
    expect(screen.getByTestId('upsell-monthly-total')).toHaveTextContent(`月額${formatYen(mesh + security)}`);
    expect(upsellCalls(calls)).toHaveLength(1);
  });

  it("shows the upsell schema's messages next to each field, tied by aria-describedby, and sends nothing", async () => {
    const calls = await renderForm(() => received());
    await userEvent.click(reviewButton());

    expect(await screen.findByText(messages.required('ご契約番号'))).toBeInTheDocument();
    expect(contractField()).toHaveAccessibleDescription(
      expect.stringContaining(messages.required('ご契約番号')),
    );
    expect(contractField()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneField()).toHaveAccessibleDescription(
      expect.stringContaining(messages.required('ご契約者さまの電話番号')),
    );
    const optionsMessage = messages.atLeastOne('お申し込みになるオプション');
    expect(screen.getByRole('group', { name: /お申し込みになるオプション/ })).toHaveAccessibleDescription(
      expect.stringContaining(optionsMessage),
    );
    expect(screen.getByRole('checkbox', { name: /メッシュWi-Fi/ })).toHaveAccessibleDescription(
      expect.stringContaining(optionsMessage),
    );
    expect(calls).toHaveLength(0);
  });

  it('during maintenance shows the notice, sends nothing, and keeps what was typed for afterwards', async () => {
    const bundle = await readyStore();
    const calls = await renderForm(() => received(), bundle);
    const user = await fillValid();
    await user.click(reviewButton());
    act(() => {
      bundle.store.dispatch(settingsReceived({ record: settings(true), source: 'realtime' }));
    });
    expect(screen.getByTestId('maintenance-notice')).toHaveTextContent(applyCopy.maintenanceBody);
    expect(submitButton()).toBeDisabled();
    expect(upsellCalls(calls)).toHaveLength(0);

    act(() => {
      bundle.store.dispatch(settingsReceived({ record: settings(false), source: 'realtime' }));
    });
    expect(screen.queryByTestId('maintenance-notice')).toBeNull();
    await user.click(screen.getByRole('button', { name: applyCopy.edit }));
    expect(contractField()).toHaveValue('C00000001');
    expect(phoneField()).toHaveValue('0521234567');
    await send(user);
    expect(await screen.findByTestId('reception-id')).toHaveTextContent('UP-20250801-7KQ3MZ');
  });

  it('when the API refuses because maintenance began, says so, keeps the answers and shows the notice', async () => {
    const calls = await renderForm((call) => {
      if (call.operation === 'ApplicationUpSell') {
        return graphqlError('MAINTENANCE', 'ただいまシステムメンテナンス中です。', undefined, 503);
      }
      // GetSettingLambda, read again after the refusal.
      return { body: { data: { getSettingLambda: settings(true) } } };
    });
    const user = await fillValid();
    await send(user);

    expect(await screen.findByText(applyCopy.maintenance)).toBeInTheDocument();
    expect(await screen.findByTestId('maintenance-notice')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: applyCopy.edit }));
    expect(contractField()).toHaveValue('C00000001');
    expect(screen.getByRole('checkbox', { name: /メッシュWi-Fi/ })).toBeChecked();
    expect(upsellCalls(calls)).toHaveLength(1);
  });

  it('refuses a contract number or phone number in the wrong form', async () => {
    await renderForm(() => received());
    const user = userEvent.setup();
    await user.type(contractField(), 'C123');
    await user.type(phoneField(), '12345');
    await user.click(reviewButton());
    expect(await screen.findByText(messages.contractNumber)).toBeInTheDocument();
    expect(phoneField()).toHaveAccessibleDescription(expect.stringContaining(messages.phone));
  });

  it('accepts full-width input and sends it half-width, with every option the schema knows', async () => {
    const calls = await renderForm(() => received());
    const user = userEvent.setup();
    await user.type(contractField(), 'ｃ１２３４－５６７８');
    await user.type(phoneField(), '０５２－１２３－４５６７');
    await user.click(screen.getByRole('checkbox', { name: /DAZN/ }));
    await user.click(reviewButton());
    // The review shows the answers as they will be sent.
    expect(await screen.findByText('C12345678')).toBeInTheDocument();
    await user.click(submitButton());

    await screen.findByText(applyCopy.successTitle);
    const [call] = upsellCalls(calls);
    const expectedOptions = Object.fromEntries(UPSELL_OPTION_FLAGS.map((flag) => [flag, flag === 'isDazn']));
    expect(call?.variables.input).toEqual({
      contractNumber: 'C12345678',
      phone: '0521234567',
      options: expectedOptions,
    });
  });

  it('a double click, even while the first request is on its way, sends one application', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const calls = await renderForm(() => new Promise<MockReply>((resolve) => (answer = resolve)));
    const user = await fillValid();
    await user.click(reviewButton());
    await user.dblClick(await screen.findByRole('button', { name: applyCopy.submit }));
    await user.click(screen.getByRole('button', { name: applyCopy.submitting }));
    answer(received('UP-20250801-AAAAAA'));

    expect(await screen.findByTestId('reception-id')).toHaveTextContent('UP-20250801-AAAAAA');
    expect(upsellCalls(calls)).toHaveLength(1);
    expect(upsellCalls(calls)[0]?.variables.idempotencyKey).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
  });

  it('after a lost connection keeps every answer, says what to do, and retries with the same key', async () => {
    let attempt = 0;
    const calls = await renderForm(() => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return received('UP-20250801-BBBBBB');
    });
    const user = await fillValid();
    await send(user);

    expect(await screen.findByText(applyCopy.networkError)).toBeInTheDocument();
    expect(screen.getByText(applyCopy.keptAnswers, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: applyCopy.edit }));
    expect(contractField()).toHaveValue('C00000001');
    expect(phoneField()).toHaveValue('0521234567');
    expect(screen.getByRole('checkbox', { name: /メッシュWi-Fi/ })).toBeChecked();

    await send(user);
    expect(await screen.findByTestId('reception-id')).toHaveTextContent('UP-20250801-BBBBBB');
    const [first, second] = upsellCalls(calls);
    expect(upsellCalls(calls)).toHaveLength(2);
    expect(second?.variables.idempotencyKey).toBe(first?.variables.idempotencyKey);
  });

  it('after a lost answer and a reload, sends the same answers with the same key (one order, not two)', async () => {
    let attempt = 0;
    const handler = () => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return received('UP-20250801-CCCCCC');
    };
    const calls = await renderForm(handler);
    await send(await fillValid());
    expect(await screen.findByText(applyCopy.networkError)).toBeInTheDocument();

    // The visitor reloads the page: a new page and store, the same tab.
    cleanup();
    const again = await renderForm(handler);
    await send(await fillValid());
    expect(await screen.findByTestId('reception-id')).toHaveTextContent('UP-20250801-CCCCCC');
    const first = upsellCalls(calls)[0];
    const second = upsellCalls(again)[0];
    expect(second?.variables.idempotencyKey).toBe(first?.variables.idempotencyKey);
  });

  it('draws a new key for changed answers, and for the next order once one is received', async () => {
    let attempt = 0;
    const calls = await renderForm(() => {
      attempt += 1;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      return received(`UP-20250801-D0000${attempt}`);
    });
    const user = await fillValid();
    await send(user);
    expect(await screen.findByText(applyCopy.networkError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: applyCopy.edit }));
    await user.click(screen.getByRole('checkbox', { name: /メッシュWi-Fi/ }));
    await user.click(screen.getByRole('checkbox', { name: /ギガぞう/ }));
    await send(user);
    expect(await screen.findByTestId('reception-id')).toBeInTheDocument();

    cleanup();
    const next = await renderForm(() => received('UP-20250801-EEEEEE'));
    await send(await fillValid());
    expect(await screen.findByTestId('reception-id')).toHaveTextContent('UP-20250801-EEEEEE');
    const keys = [...upsellCalls(calls), ...upsellCalls(next)].map((call) => call.variables.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });

  it("puts the server's answer about the contract next to the contract number and keeps the answers", async () => {
    const notFound = 'ご契約を確認できませんでした。ご契約番号とご契約者さまの電話番号をご確認ください';
    await renderForm(() =>
      graphqlError('BAD_USER_INPUT', '入力内容に誤りがあります。', { contractNumber: notFound }),
    );
    const user = await fillValid();
    await send(user);

    expect(await screen.findByText(applyCopy.invalidInput)).toBeInTheDocument();
    expect(contractField()).toHaveAccessibleDescription(expect.stringContaining(notFound));
    expect(contractField()).toHaveValue('C00000001');
    expect(screen.getByRole('checkbox', { name: /メッシュWi-Fi/ })).toBeChecked();
  });

  it("keeps the server's message at its field while other answers change, and drops it once that answer changes", async () => {
    const notFound = 'ご契約を確認できませんでした。ご契約番号とご契約者さまの電話番号をご確認ください';
    await renderForm(() =>
      graphqlError('BAD_USER_INPUT', '入力内容に誤りがあります。', { contractNumber: notFound }),
    );
    const user = await fillValid();
    await send(user);
    await waitFor(() =>
      expect(contractField()).toHaveAccessibleDescription(expect.stringContaining(notFound)),
    );

    // Another answer changes: the contract number is still the refused one, so its message stays.
    await user.click(screen.getByRole('checkbox', { name: /セキュリティパック/ }));
    await user.type(phoneField(), '{backspace}7');
    expect(contractField()).toHaveAccessibleDescription(expect.stringContaining(notFound));

    await user.clear(contractField());
    await user.type(contractField(), 'C00000002');
    expect(contractField()).not.toHaveAccessibleDescription(expect.stringContaining(notFound));
  });

  it('says the application is already received when the key was used for the earlier answers', async () => {
    await renderForm(() =>
      graphqlError(
        'IDEMPOTENCY_KEY_REUSED',
        'この受付キーは別の内容ですでに使われています。',
        undefined,
        409,
      ),
    );
    const user = await fillValid();
    await send(user);
    expect(await screen.findByText(applyCopy.alreadyReceived)).toBeInTheDocument();
  });

  it('moves focus to the reception number once the application is received', async () => {
    await renderForm(() => received('UP-20250801-CCCCCC'));
    const user = await fillValid();
    await send(user);
    const reception = await screen.findByTestId('reception-id');
    await waitFor(() => expect(reception.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByRole('button', { name: applyCopy.submit })).not.toBeInTheDocument();
  });
});
