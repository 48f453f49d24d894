import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  addDays,
  formatJstDateJa,
  formatYmd,
  jstToday,
  parseJstDateTime,
  paths,
} from '@hikari/shared/domain';
import { CONTACT_MAX_DAYS_AHEAD, messages } from '@hikari/shared/forms';
import { memoryKeyValueStorage, readyStore, renderWithStore } from '@hikari/shared/testing';
import { contactFailureCopy, contactReceivedCopy } from '../../content/contact-content';
import {
  maintenanceReply,
  mockFetch,
  type MockHandler,
  type MockReply,
  type RecordedCall,
} from '../../test-support/fetch-mock';
import { ContactPage } from './components/contact-page';
import { selectContactDraft } from './state/contact-slice';
import { prepareContactState } from './state/contact-storage';

const received = (receptionId = 'CT-20250801-7KQ3MZ'): MockReply => ({
  body: { data: { contact: { result: 'success', receptionId } } },
});

/** Answers Contact from the list in turn (the last one repeats); a function may throw or hold the answer. */
function fakeApi(...answers: (MockReply | (() => MockReply | Promise<MockReply>))[]): MockHandler {
  let served = 0;
  return (call) => {
    if (call.operation !== 'Contact') return undefined;
    const answer = answers[Math.min(served, answers.length - 1)];
    served += 1;
    return typeof answer === 'function' ? answer() : answer;
  };
}

async function renderContact(handler: MockHandler, storage = memoryKeyValueStorage()) {
  const calls = mockFetch(handler);
  const bundle = await readyStore();
  prepareContactState(bundle, storage);
  const view = renderWithStore(<ContactPage />, { path: paths.contact, bundle });
  return { calls, storage, view, bundle };
}

const contactCalls = (calls: RecordedCall[]) => calls.filter((call) => call.operation === 'Contact');
const variablesOf = (call: RecordedCall | undefined) =>
  (call?.body as { variables: { input: Record<string, unknown>; idempotencyKey: string } }).variables;

const field = (label: RegExp) => screen.getByLabelText(label);
const group = (name: RegExp) => screen.getByRole('group', { name });
const submitButton = () => screen.getByRole('button', { name: 'この内容で予約を申し込む' });
const day = (n: number) => formatYmd(addDays(jstToday(new Date()), n));
const firstDate = day(10);
const secondDate = day(11);

async function fillValid(user: UserEvent) {
  await user.type(field(/^姓/), '山田');
  await user.type(field(/^名/), '太郎');
  await user.type(field(/^セイ/), 'ヤマダ');
  await user.type(field(/^メイ/), 'タロウ');
  await user.type(field(/^電話番号/), '0521234567');
  await user.type(field(/^メールアドレス/), 'taro@example.jp');
  await user.click(screen.getByRole('radio', { name: '開通工事日のご予約・変更' }));
  await user.type(field(/^郵便番号/), '4600008');
  await user.type(field(/^ご住所/), '愛知県名古屋市中区栄3丁目1-1');
  await user.type(field(/^第1希望日/), firstDate);
  await user.click(within(group(/第1希望の時間帯/)).getByRole('radio', { name: '10時～12時' }));
  await user.type(field(/^第2希望日/), secondDate);
  await user.click(within(group(/第2希望の時間帯/)).getByRole('radio', { name: '15時～18時' }));
}

describe('/contact/', () => {
  it('asks no visit address or dates for その他, needs the question, and accepts a reception number as the reference', async () => {
    const { calls } = await renderContact(fakeApi(received('CT-20250801-2B3C4D')));
    const user = userEvent.setup();
    // Before a topic is chosen, nothing about a visit is asked.
    expect(screen.queryByLabelText(/^第1希望日/)).not.toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() =>
      expect(group(/ご用件/)).toHaveAccessibleDescription(expect.stringContaining(messages.select('ご用件'))),
    );

    await user.type(field(/^姓/), '山田');
    await user.type(field(/^名/), '太郎');
    await user.type(field(/^セイ/), 'ヤマダ');
    await user.type(field(/^メイ/), 'タロウ');
    await user.type(field(/^電話番号/), '0521234567');
    await user.type(field(/^メールアドレス/), 'taro@example.jp');
    await user.type(field(/^ご契約番号または/), 'ap-２０２６１１２４-７kq3mz');
    await user.click(screen.getByRole('radio', { name: 'その他' }));
    expect(screen.queryByLabelText(/^第1希望日/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^第2希望日/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^ご住所/)).not.toBeInTheDocument();
    expect(screen.getByTestId('contact-no-visit-note')).toHaveTextContent('ご訪問の日時やご住所は伺いません');

    await user.click(submitButton());
    await waitFor(() =>
      expect(field(/^お問い合わせ内容/)).toHaveAccessibleDescription(
        expect.stringContaining(messages.required('お問い合わせ内容')),
      ),
    );
    expect(contactCalls(calls)).toHaveLength(0);

    await user.type(field(/^お問い合わせ内容/), '申し込んだプランを変更したい');
    await user.click(submitButton());
    await screen.findByTestId('contact-reception-id');
    const input = variablesOf(contactCalls(calls)[0]).input;
    expect(input).toMatchObject({
      topic: 'other',
      contractNumber: 'AP-20261124-7KQ3MZ',
      firstChoiceDate: '',
      secondChoiceDate: '',
      address: '',
      message: '申し込んだプランを変更したい',
    });
    // The reception page lists no visit dates for a question.
    expect(screen.queryByText(contactReceivedCopy.firstChoice)).not.toBeInTheDocument();
    expect(screen.getByText(contactReceivedCopy.nextNoVisit[0]!)).toBeInTheDocument();
  });

  it('fills the address from the postal code, as the other forms do, keeping what follows the town', async () => {
    const sakae = {
      postalCode: '4600008',
      prefecture: '愛知県',
      city: '名古屋市中区',
      town: '栄',
      prefectureKana: 'アイチケン',
      cityKana: 'ナゴヤシナカク',
    };
    const postal: MockReply = { body: { ...sakae, towns: [sakae] } };
    const { calls } = await renderContact((call) => (call.url === '/postal/4600008' ? postal : undefined));
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '訪問サポートのご予約' }));
    await user.type(field(/^郵便番号/), '４６０－０００８');
    await user.click(screen.getByRole('button', { name: '住所を検索' }));

    const address = field(/^ご住所/);
    await waitFor(() => expect(address).toHaveValue('愛知県名古屋市中区栄'));
    expect(address).toHaveFocus();
    expect(screen.getByText(/「愛知県名古屋市中区栄」を入力しました。/)).toBeInTheDocument();
    await user.type(address, '3丁目1-1');
    expect(address).toHaveValue('愛知県名古屋市中区栄3丁目1-1');
    // Looking the code up again keeps the block typed after the town.
    await user.click(screen.getByRole('button', { name: '住所を検索' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/postal/4600008')).toHaveLength(2));
    expect(address).toHaveValue('愛知県名古屋市中区栄3丁目1-1');
  });

  it("shows the schema's messages next to each field, moves the focus to the first, and sends nothing", async () => {
    const { calls } = await renderContact(fakeApi(received()));
    await userEvent.click(screen.getByRole('radio', { name: '開通工事日のご予約・変更' }));
    await userEvent.click(submitButton());

    const lastName = field(/^姓/);
    await waitFor(() => expect(lastName).toHaveFocus());
    expect(lastName).toHaveAccessibleDescription(expect.stringContaining(messages.required('姓')));
    expect(field(/^セイ/)).toHaveAccessibleDescription(expect.stringContaining(messages.required('セイ')));
    expect(field(/^電話番号/)).toHaveAccessibleDescription(
      expect.stringContaining(messages.required('電話番号')),
    );
    expect(field(/^郵便番号/)).toHaveAccessibleDescription(
      expect.stringContaining('郵便番号を入力してください'),
    );
    expect(field(/^ご住所/)).toHaveAccessibleDescription(
      expect.stringContaining(messages.required('ご住所')),
    );
    expect(field(/^第1希望日/)).toHaveAccessibleDescription(
      expect.stringContaining(messages.select('第1希望日')),
    );
    expect(group(/第2希望の時間帯/)).toHaveAccessibleDescription(
      expect.stringContaining(messages.select('第2希望の時間帯')),
    );
    expect(field(/^ご契約番号/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('asks for a second choice that differs from the first and a date inside the bookable days', async () => {
    const { calls } = await renderContact(fakeApi(received()));
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.clear(field(/^第2希望日/));
    await user.type(field(/^第2希望日/), firstDate);
    await user.click(within(group(/第2希望の時間帯/)).getByRole('radio', { name: '10時～12時' }));
    await user.clear(field(/^第1希望日/));
    await user.type(field(/^第1希望日/), day(CONTACT_MAX_DAYS_AHEAD + 1));
    await user.click(submitButton());

    expect(
      await screen.findByText(messages.withinDays('第1希望日', CONTACT_MAX_DAYS_AHEAD)),
    ).toBeInTheDocument();
    await user.clear(field(/^第1希望日/));
    await user.type(field(/^第1希望日/), firstDate);
    await user.click(submitButton());
    expect(group(/第2希望の時間帯/)).toHaveAccessibleDescription(
      expect.stringContaining('第2希望は第1希望と異なる日時を選択してください'),
    );
    expect(calls).toHaveLength(0);
  });

  it('accepts full-width digits, hyphens and hiragana and sends them normalised', async () => {
    const { calls } = await renderContact(fakeApi(received()));
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.clear(field(/^セイ/));
    await user.type(field(/^セイ/), 'やまだ');
    await user.clear(field(/^電話番号/));
    await user.type(field(/^電話番号/), '０５２－１２３－４５６７');
    await user.clear(field(/^郵便番号/));
    await user.type(field(/^郵便番号/), '４６０－０００８');
    await user.type(field(/^ご契約番号/), 'ｃ１２３４５６７８');
    await user.type(field(/^お問い合わせ内容/), '  駐車場はありません。  ');
    await user.click(submitButton());

    await screen.findByTestId('contact-reception-id');
    expect(variablesOf(contactCalls(calls)[0]).input).toEqual({
      lastName: '山田',
      firstName: '太郎',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'タロウ',
      phone: '0521234567',
      mail: 'taro@example.jp',
      postalCode: '4600008',
      address: '愛知県名古屋市中区栄3丁目1-1',
      contractNumber: 'C12345678',
      topic: 'construction',
      firstChoiceDate: firstDate,
      firstChoiceTime: '10-12',
      secondChoiceDate: secondDate,
      secondChoiceTime: '15-18',
      message: '駐車場はありません。',
    });
  });

  it('shows the reception number, the requested dates and what happens next, and forgets the answers', async () => {
    const { bundle } = await renderContact(fakeApi(received('CT-20250801-AAAAAA')));
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByTestId('contact-reception-id')).toHaveTextContent('CT-20250801-AAAAAA');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: contactReceivedCopy.title })).toHaveFocus(),
    );
    const firstDay = formatJstDateJa(parseJstDateTime(firstDate) as Date);
    expect(screen.getByText(`${firstDay} 10時～12時`)).toBeInTheDocument();
    expect(screen.getByText('開通工事日のご予約・変更')).toBeInTheDocument();
    expect(screen.getByText(contactReceivedCopy.next[0] as string)).toBeInTheDocument();
    expect(selectContactDraft(bundle.store.getState()).lastName).toBe('');
  });

  it('books once for a double click, even while the first request is on its way', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const { calls } = await renderContact(
      fakeApi(() => new Promise<MockReply>((resolve) => (answer = resolve))),
    );
    const user = userEvent.setup({ delay: null });
    await fillValid(user);

    await user.dblClick(submitButton());
    const sending = screen.getByRole('button', { name: '送信しています…' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    answer(received('CT-20250801-BBBBBB'));

    expect(await screen.findByTestId('contact-reception-id')).toHaveTextContent('CT-20250801-BBBBBB');
    expect(contactCalls(calls)).toHaveLength(1);
  });

  it('after a lost connection keeps every answer, says what to do, and retries under the same key', async () => {
    const lost = () => {
      throw new TypeError('Failed to fetch');
    };
    const { calls } = await renderContact(fakeApi(lost, received('CT-20250801-CCCCCC')));
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByText(contactFailureCopy.networkError)).toBeInTheDocument();
    expect(screen.getByText(contactFailureCopy.keptAnswers, { exact: false })).toBeInTheDocument();
    expect(field(/^姓/)).toHaveValue('山田');
    expect(field(/^ご住所/)).toHaveValue('愛知県名古屋市中区栄3丁目1-1');
    expect(within(group(/第2希望の時間帯/)).getByRole('radio', { name: '15時～18時' })).toBeChecked();

    await user.click(submitButton());
    expect(await screen.findByTestId('contact-reception-id')).toHaveTextContent('CT-20250801-CCCCCC');
    const [first, second] = contactCalls(calls);
    expect(contactCalls(calls)).toHaveLength(2);
    expect(variablesOf(second).idempotencyKey).toBe(variablesOf(first).idempotencyKey);
  });

  it('when maintenance began while the page was open, says so, keeps every answer and sends them afterwards', async () => {
    const { calls } = await renderContact(fakeApi(maintenanceReply, received('CT-20250801-DDDDDD')));
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByText(contactFailureCopy.maintenance)).toBeInTheDocument();
    expect(field(/^姓/)).toHaveValue('山田');
    expect(field(/^ご住所/)).toHaveValue('愛知県名古屋市中区栄3丁目1-1');
    // The settings are read again so the shell can show its maintenance notice.
    await waitFor(() => expect(calls.some((call) => call.operation === 'GetSettingLambda')).toBe(true));

    await user.click(submitButton());
    expect(await screen.findByTestId('contact-reception-id')).toHaveTextContent('CT-20250801-DDDDDD');
    expect(contactCalls(calls)).toHaveLength(2);
  });

  it("puts the server's messages next to their fields and keeps the answers", async () => {
    const refused = 'この郵便番号は見つかりませんでした';
    const { calls } = await renderContact(
      fakeApi(
        {
          body: {
            errors: [
              {
                message: '入力内容に誤りがあります。',
                extensions: { code: 'BAD_USER_INPUT', fields: { postalCode: refused } },
              },
            ],
          },
        },
        received(),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByText(contactFailureCopy.invalidInput)).toBeInTheDocument();
    const postal = field(/^郵便番号/);
    await waitFor(() => expect(postal).toHaveAccessibleDescription(expect.stringContaining(refused)));
    await waitFor(() => expect(postal).toHaveFocus());
    expect(postal).toHaveValue('4600008');

    await user.clear(postal);
    await user.type(postal, '4600001');
    expect(postal).not.toHaveAccessibleDescription(expect.stringContaining(refused));
    await user.click(submitButton());
    await screen.findByTestId('contact-reception-id');
    // A changed booking is a new submission, under a new key.
    const [first, second] = contactCalls(calls);
    expect(variablesOf(second).idempotencyKey).not.toBe(variablesOf(first).idempotencyKey);
  });

  it('keeps every answer across a reload, and the reception after it', async () => {
    const first = await renderContact(fakeApi(received('CT-20250801-DDDDDD')));
    const user = userEvent.setup({ delay: null });
    await user.type(field(/^姓/), '山田');
    await user.type(field(/^電話番号/), '052');
    await user.click(screen.getByRole('radio', { name: '訪問サポートのご予約' }));
    await user.type(field(/^お問い合わせ内容/), '午前中希望');
    first.view.unmount();

    const second = await renderContact(fakeApi(received('CT-20250801-DDDDDD')), first.storage);
    expect(field(/^姓/)).toHaveValue('山田');
    expect(field(/^電話番号/)).toHaveValue('052');
    expect(screen.getByRole('radio', { name: '訪問サポートのご予約' })).toBeChecked();
    expect(field(/^お問い合わせ内容/)).toHaveValue('午前中希望');
    expect(field(/^お問い合わせ内容/)).toHaveAccessibleDescription(expect.stringContaining('5／1000文字'));

    await user.clear(field(/^電話番号/));
    await fillValid(user);
    await user.clear(field(/^姓/));
    await user.type(field(/^姓/), '山田');
    await user.click(submitButton());
    await screen.findByTestId('contact-reception-id');
    second.view.unmount();

    await renderContact(fakeApi(received()), first.storage);
    expect(screen.getByTestId('contact-reception-id')).toHaveTextContent('CT-20250801-DDDDDD');
    expect(screen.getByRole('heading', { name: contactReceivedCopy.title })).not.toHaveFocus();
  });
});
