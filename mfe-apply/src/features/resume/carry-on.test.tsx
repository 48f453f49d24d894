import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@hikari/shared/domain';
import { messages } from '@hikari/shared/forms';
import { applicationDetailsChanged, type AppStoreBundle } from '@hikari/shared/store';
import { renderWithStore } from '@hikari/shared/testing';
import { carryOnCopy, carryOnFailureCopy } from '../../content/resume-content';
import { applyStore, fillApplication, validCustomer } from '../../test-support/application-fixture';
import {
  maintenanceReply,
  mockFetch,
  type MockReply,
  type RecordedCall,
} from '../../test-support/fetch-mock';
import { ApplyStep, submissionSucceeded } from '../apply-flow';

const SENT = 'ご入力のメールアドレスに、続きを開くリンクをお送りしました。リンクは7日間有効です。';

const saved = (message = SENT): MockReply => ({
  body: { data: { saveApplicationDraft: { result: 'sent', message } } },
});

async function renderStep(
  answer: MockReply | (() => MockReply),
  path: string = paths.applyForm3,
  prepare?: (b: AppStoreBundle) => void,
) {
  const calls = mockFetch((call) => {
    if (call.operation !== 'SaveApplicationDraft') return undefined;
    return typeof answer === 'function' ? answer() : answer;
  });
  const bundle = await applyStore();
  fillApplication(bundle, { phone: true });
  prepare?.(bundle);
  renderWithStore(
    <ApplyStep path={path}>
      <p>step content</p>
    </ApplyStep>,
    { path, bundle },
  );
  return { calls, bundle };
}

const saveCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.operation === 'SaveApplicationDraft');
const variablesOf = (call: RecordedCall | undefined) =>
  (call?.body as { variables: { mail: string; step: string; draftJSON: string; idempotencyKey: string } })
    .variables;
const openButton = () => screen.getByRole('button', { name: carryOnCopy.open });
const mailField = () => screen.getByRole('textbox', { name: /メールアドレス/ });
const sendButton = () => screen.getByRole('button', { name: carryOnCopy.submit });

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('「メールで続きを送る」', () => {
  it('sends the answers without the account number, for the current step, and shows the server’s message', async () => {
    const { calls, bundle } = await renderStep(saved());
    const user = userEvent.setup();
    expect(bundle.store.getState().customer.applicationDetails.bankInfo.accountNo).toBe('1234567');

    await user.click(openButton());
    expect(openButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: carryOnCopy.heading });
    expect(panel).toHaveAccessibleDescription(carryOnCopy.note);
    expect(screen.getByText(carryOnCopy.note)).toBeInTheDocument();
    await waitFor(() => expect(mailField()).toHaveFocus());
    // Prefilled from the answers.
    expect(mailField()).toHaveValue('taro@example.jp');

    await user.click(sendButton());
    expect(await screen.findByTestId('carry-on-sent')).toHaveTextContent(SENT);
    expect(screen.getByTestId('carry-on-sent').closest('[role="status"]')).not.toBeNull();

    expect(saveCalls(calls)).toHaveLength(1);
    const { mail, step, draftJSON } = variablesOf(saveCalls(calls)[0]);
    expect(mail).toBe('taro@example.jp');
    expect(step).toBe(paths.applyForm3);
    const draft = JSON.parse(draftJSON) as Record<string, Record<string, unknown>>;
    expect(Object.keys(draft).sort()).toEqual(['campaignData', 'customer', 'planData']);
    const state = bundle.store.getState();
    const { _persist: _plan, ...planData } = state.planData as typeof state.planData & { _persist?: unknown };
    expect(draft.planData).toEqual(planData);
    expect(draft.planData).toMatchObject({ isAreaChecked: true, baseMenu: 1, isPhone: true });
    const { _persist: _campaign, ...campaignData } = state.campaignData as typeof state.campaignData & {
      _persist?: unknown;
    };
    expect(draft.campaignData).toEqual(campaignData);
    expect(draft.customer).toEqual({
      ...validCustomer,
      bankInfo: { ...validCustomer.bankInfo, accountNo: '' },
    });
    // The confirmation copy of the mail goes as it is; only the account number is left out.
    expect(draft.customer!.mailConfirm).toBe('taro@example.jp');
    expect((draft.customer!.bankInfo as Record<string, unknown>).bankCode).toBe('0005');
    // The store keeps the account number the visitor typed.
    expect(bundle.store.getState().customer.applicationDetails.bankInfo.accountNo).toBe('1234567');
  });

  it('checks the mail address as the other forms do, folding full-width characters', async () => {
    const { calls } = await renderStep(saved(), paths.applyForm2, (bundle) =>
      bundle.store.dispatch(applicationDetailsChanged({ mail: 'taro@' })),
    );
    const user = userEvent.setup();
    await user.click(openButton());
    await waitFor(() => expect(mailField()).toHaveFocus());
    // An invalid answer is not offered.
    expect(mailField()).toHaveValue('');

    await user.click(sendButton());
    await waitFor(() =>
      expect(mailField()).toHaveAccessibleDescription(
        expect.stringContaining(messages.required('メールアドレス')),
      ),
    );
    await user.type(mailField(), 'taro@example');
    await user.click(sendButton());
    await waitFor(() =>
      expect(mailField()).toHaveAccessibleDescription(expect.stringContaining(messages.mail)),
    );
    expect(saveCalls(calls)).toHaveLength(0);

    await user.clear(mailField());
    await user.type(mailField(), 'ｈａｎａ＠ｅｘａｍｐｌｅ．ｊｐ');
    await user.click(sendButton());
    await screen.findByTestId('carry-on-sent');
    expect(variablesOf(saveCalls(calls)[0])).toMatchObject({
      mail: 'hana@example.jp',
      step: paths.applyForm2,
    });
  });

  it('closes on Escape and on 閉じる, giving the focus back to the button', async () => {
    await renderStep(saved());
    const user = userEvent.setup();
    await user.click(openButton());
    await waitFor(() => expect(mailField()).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: carryOnCopy.heading })).not.toBeInTheDocument();
    expect(openButton()).toHaveFocus();
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(openButton());
    await user.click(await screen.findByRole('button', { name: carryOnCopy.close }));
    expect(screen.queryByRole('region', { name: carryOnCopy.heading })).not.toBeInTheDocument();
    expect(openButton()).toHaveFocus();
  });

  it('when maintenance refuses it, says so and keeps the address', async () => {
    const { calls } = await renderStep(maintenanceReply);
    const user = userEvent.setup();
    await user.click(openButton());
    await waitFor(() => expect(mailField()).toHaveFocus());
    await user.click(sendButton());
    expect(await screen.findByText(carryOnFailureCopy.maintenance)).toBeInTheDocument();
    expect(mailField()).toHaveValue('taro@example.jp');
    expect(screen.queryByTestId('carry-on-sent')).not.toBeInTheDocument();
    expect(saveCalls(calls)).toHaveLength(1);
  });

  it('after a lost connection keeps the address and sends again under the same key', async () => {
    let served = 0;
    const { calls } = await renderStep(() => {
      served += 1;
      if (served === 1) throw new TypeError('Failed to fetch');
      return saved();
    });
    const user = userEvent.setup();
    await user.click(openButton());
    await waitFor(() => expect(mailField()).toHaveFocus());
    await user.click(sendButton());
    expect(await screen.findByText(carryOnFailureCopy.networkError)).toBeInTheDocument();
    expect(mailField()).toHaveValue('taro@example.jp');

    await user.click(sendButton());
    await screen.findByTestId('carry-on-sent');
    const [first, second] = saveCalls(calls);
    expect(variablesOf(first).idempotencyKey).toMatch(/^draft-[0-9a-f]{32}$/);
    expect(variablesOf(second).idempotencyKey).toBe(variablesOf(first).idempotencyKey);
  });

  it('is on the open steps too', async () => {
    await renderStep(saved(), paths.applyForm);
    expect(openButton()).toBeInTheDocument();
  });

  it('is not on the completed page', async () => {
    await renderStep(saved(), paths.applyCompleted, (bundle) =>
      bundle.store.dispatch(
        submissionSucceeded({ receptionId: 'AP-20261124-7KQ3MZ', introductionId: 'AB12345' }),
      ),
    );
    expect(screen.getByText('step content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: carryOnCopy.open })).not.toBeInTheDocument();
  });
});
