import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  addDays,
  areaNoticeLinks,
  formatJstDateJa,
  formatYmd,
  jstInstant,
  jstToday,
  paths,
} from '@hikari/shared/domain';
import { messages } from '@hikari/shared/forms';
import { memoryKeyValueStorage, readyStore, renderWithStore } from '@hikari/shared/testing';
import { installationAddress } from '@hikari/shared/testing/fixtures';
import { transferFailureCopy } from '../../content/transfer-content';
import {
  mockFetch,
  type MockHandler,
  type MockReply,
  type RecordedCall,
} from '../../test-support/fetch-mock';
import { TransferPage } from './components/transfer-page';
import { selectCheckDraft, selectTransferReceived } from './state/transfer-slice';
import { prepareTransferState } from './state/transfer-storage';

const checkOk = (amount = 27500, deadline = '2025-09-10'): MockReply => ({
  body: {
    data: {
      checkTransferRequest: {
        status: 'ok',
        title: '移転のお手続きが可能です',
        message: `移転の手数料は${amount.toLocaleString('ja-JP')}円（税込）です。${deadline}までにお申し込みください。`,
        amount,
        deadline,
      },
    },
  },
});

const checkNg: MockReply = {
  body: {
    data: {
      checkTransferRequest: {
        status: 'ng',
        title: 'お手続き中です',
        message:
          'このご契約には受付済みの移転・名義変更があります。内容の変更はサポート窓口までお電話でお問い合わせください。',
        amount: null,
        deadline: null,
      },
    },
  },
};

const requestOk = (receptionId = 'TR-20250801-7KQ3MZ'): MockReply => ({
  body: {
    data: {
      transferRequest: {
        status: 'ok',
        title: 'お申し込みを受け付けました',
        message: `受付番号は ${receptionId} です。内容を確認のうえ、担当者よりご連絡いたします。`,
        receptionId,
      },
    },
  },
});

const requestPending: MockReply = {
  body: {
    data: {
      transferRequest: {
        status: 'ng',
        title: 'お手続き中です',
        message: 'このご契約には受付済みの移転・名義変更があります。',
        receptionId: null,
      },
    },
  },
};

const badInput = (fields: Record<string, string>): MockReply => ({
  body: {
    errors: [
      {
        message: '入力内容に誤りがあります。各項目をご確認ください。',
        extensions: { code: 'BAD_USER_INPUT', fields },
      },
    ],
  },
});

const postalSakae: MockReply = {
  body: {
    postalCode: '4600008',
    prefecture: '愛知県',
    city: '名古屋市中区',
    town: '栄',
    prefectureKana: 'アイチケン',
    cityKana: 'ナゴヤシナカク',
    towns: [
      {
        prefecture: '愛知県',
        city: '名古屋市中区',
        town: '栄',
        prefectureKana: 'アイチケン',
        cityKana: 'ナゴヤシナカク',
      },
    ],
  },
};

type Answer = MockReply | Promise<MockReply> | (() => MockReply | Promise<MockReply>);

/** A fake API: each operation answers from its list in turn (the last answer repeats). */
function fakeApi(answers: { check?: Answer[]; request?: Answer[] }): MockHandler {
  const served = { check: 0, request: 0 };
  const next = (kind: 'check' | 'request') => {
    const list = answers[kind] ?? [];
    const answer = list[Math.min(served[kind], list.length - 1)];
    served[kind] += 1;
    return typeof answer === 'function' ? answer() : answer;
  };
  return (call) => {
    if (call.url === '/postal/4600008') return postalSakae;
    if (call.operation === 'CheckTransferRequest') return next('check');
    if (call.operation === 'TransferRequest') return next('request');
    return undefined;
  };
}

async function renderTransfer(handler: MockHandler, storage = memoryKeyValueStorage()) {
  const calls = mockFetch(handler);
  const bundle = await readyStore();
  prepareTransferState(bundle, storage);
  const view = renderWithStore(<TransferPage />, { path: paths.transfer, bundle });
  return { calls, storage, view, bundle };
}

const byOperation = (calls: RecordedCall[], operation: string) =>
  calls.filter((call) => call.operation === operation);
const inputOf = (call: RecordedCall | undefined) =>
  (call?.body as { variables: { input: unknown } }).variables.input;
const keyOf = (call: RecordedCall | undefined) =>
  (call?.body as { variables: { idempotencyKey: string } }).variables.idempotencyKey;

const field = (label: RegExp) => screen.getByLabelText(label);
const checkButton = () => screen.getByRole('button', { name: 'お手続きできるか確認する' });
const requestButton = () => screen.getByRole('button', { name: 'この内容で申し込む' });
const desiredDate = formatYmd(addDays(jstToday(new Date()), 20));

async function fillCheck(user: UserEvent, type: 'move' | 'handover' = 'move') {
  await user.type(field(/^ご契約番号/), 'C00000001');
  await user.type(field(/^ご契約者名（カナ）/), 'ヤマダ タロウ');
  await user.type(field(/^ご契約時の電話番号/), '0521234567');
  await user.click(screen.getByRole('radio', { name: type === 'move' ? /お引っ越し（移転）/ : /名義変更/ }));
}

async function passCheck(user: UserEvent, type: 'move' | 'handover' = 'move') {
  await fillCheck(user, type);
  await user.click(checkButton());
  await screen.findByRole('heading', { name: 'お手続き内容の入力' });
}

async function fillMove(user: UserEvent) {
  await user.type(field(/^郵便番号/), '4600008');
  await user.click(screen.getByRole('button', { name: '住所を検索' }));
  await waitFor(() => expect(field(/^市区町村/)).toHaveValue('名古屋市中区'));
  await user.type(field(/^丁目・番地/), '3丁目1-1');
  await user.type(field(/^ご希望日/), desiredDate);
  await user.type(field(/^メールアドレス/), 'taro@example.jp');
}

describe('/transfer/ step 1: the contract check', () => {
  it("shows the schema's messages next to each field, moves the focus to the first, and sends nothing", async () => {
    const { calls } = await renderTransfer(fakeApi({ check: [checkOk()] }));
    await userEvent.click(checkButton());

    const contract = field(/^ご契約番号/);
    await waitFor(() => expect(contract).toHaveFocus());
    expect(contract).toHaveAttribute('aria-invalid', 'true');
    expect(contract).toHaveAccessibleDescription(expect.stringContaining(messages.required('ご契約番号')));
    expect(field(/^ご契約者名（カナ）/)).toHaveAccessibleDescription(
      expect.stringContaining(messages.required('ご契約者名（カナ）')),
    );
    expect(field(/^ご契約時の電話番号/)).toHaveAccessibleDescription(
      expect.stringContaining(messages.required('ご契約時の電話番号')),
    );
    expect(screen.getByRole('group', { name: /お手続きの種類/ })).toHaveAccessibleDescription(
      expect.stringContaining(messages.select('お手続きの種類')),
    );
    expect(calls).toHaveLength(0);
  });

  it('refuses answers in the wrong form with the messages of the schema', async () => {
    await renderTransfer(fakeApi({ check: [checkOk()] }));
    const user = userEvent.setup({ delay: null });
    await user.type(field(/^ご契約番号/), 'C123');
    await user.type(field(/^ご契約者名（カナ）/), 'Yamada');
    await user.type(field(/^ご契約時の電話番号/), '12345');
    await user.click(checkButton());
    expect(await screen.findByText(messages.contractNumber)).toBeInTheDocument();
    expect(field(/^ご契約者名（カナ）/)).toHaveAccessibleDescription(
      expect.stringContaining(messages.katakana('ご契約者名（カナ）')),
    );
    expect(field(/^ご契約時の電話番号/)).toHaveAccessibleDescription(expect.stringContaining(messages.phone));
  });

  it('accepts full-width digits, hyphens and hiragana and sends them normalised', async () => {
    const { calls } = await renderTransfer(fakeApi({ check: [checkOk(770)] }));
    const user = userEvent.setup({ delay: null });
    await user.type(field(/^ご契約番号/), 'ｃ００００－０００１');
    await user.type(field(/^ご契約者名（カナ）/), 'やまだ　たろう');
    await user.type(field(/^ご契約時の電話番号/), '０５２－１２３－４５６７');
    await user.click(screen.getByRole('radio', { name: /名義変更/ }));
    await user.click(checkButton());

    await screen.findByTestId('transfer-check-title');
    expect(inputOf(byOperation(calls, 'CheckTransferRequest')[0])).toEqual({
      contractNumber: 'C00000001',
      holderNameKana: 'ヤマダ\u3000タロウ',
      phone: '0521234567',
      transferType: 'handover',
    });
  });

  it('shows a refusal with the reason, the support window and its hours, and keeps the answers', async () => {
    await renderTransfer(fakeApi({ check: [checkNg] }));
    const user = userEvent.setup({ delay: null });
    await fillCheck(user);
    await user.click(checkButton());

    const title = await screen.findByTestId('transfer-refusal-title');
    expect(title).toHaveTextContent('お手続き中です');
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText(/受付済みの移転・名義変更があります/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'サポート窓口のページへ' })).toHaveAttribute(
      'href',
      paths.support,
    );
    expect(screen.getByText(/受付時間 10:00～18:00/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'お手続き内容の入力' })).not.toBeInTheDocument();
    expect(field(/^ご契約番号/)).toHaveValue('C00000001');

    // An edited answer is no longer the one refused.
    await user.type(field(/^ご契約番号/), '{Backspace}2');
    expect(screen.queryByTestId('transfer-refusal-title')).not.toBeInTheDocument();
  });

  it("puts the server's message next to the field it names until the answer changes", async () => {
    const notMatching = 'ご契約時の電話番号をご確認ください';
    await renderTransfer(fakeApi({ check: [badInput({ phone: notMatching })] }));
    const user = userEvent.setup({ delay: null });
    await fillCheck(user);
    await user.click(checkButton());

    expect(await screen.findByText(transferFailureCopy.invalidInput)).toBeInTheDocument();
    const phone = field(/^ご契約時の電話番号/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining(notMatching)));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(field(/^ご契約番号/)).toHaveValue('C00000001');

    await user.type(phone, '8');
    await waitFor(() => expect(phone).not.toHaveAccessibleDescription(expect.stringContaining(notMatching)));
  });
});

describe('/transfer/ check → request', () => {
  it('shows the fee and the deadline, then sends the move with the looked-up address and shows the reception', async () => {
    const { calls, bundle } = await renderTransfer(
      fakeApi({ check: [checkOk(27500, '2025-09-10')], request: [requestOk()] }),
    );
    const user = userEvent.setup({ delay: null });
    await fillCheck(user);
    await user.click(checkButton());

    const title = await screen.findByTestId('transfer-check-title');
    expect(title).toHaveTextContent('移転のお手続きが可能です');
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText(/移転の手数料は27,500円（税込）です。/)).toBeInTheDocument();
    expect(screen.getByTestId('transfer-fee')).toHaveTextContent('27,500円');
    expect(screen.getByTestId('transfer-deadline')).toHaveTextContent('2025年9月10日（水）');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('お手続き内容の入力');

    // The hint's example dates are today's: the first day the request can name, in both spellings.
    const earliest = addDays(jstToday(new Date()), 14);
    expect(field(/^ご希望日/)).toHaveAccessibleDescription(
      new RegExp(
        `${formatJstDateJa(jstInstant(earliest.year, earliest.month, earliest.day)).replace(/[()（）]/g, '.')}以降の日付をお選びください。日付は「${formatYmd(earliest)}」の形でも入力できます。`,
      ),
    );

    await fillMove(user);
    expect(field(/^都道府県/)).toHaveValue('愛知県');
    expect(field(/^町名/)).toHaveValue('栄');
    await user.click(requestButton());

    const received = await screen.findByTestId('transfer-received-title');
    await waitFor(() => expect(received).toHaveFocus());
    expect(screen.getByTestId('transfer-received-message')).toHaveTextContent(
      '受付番号は TR-20250801-7KQ3MZ です。',
    );
    // The number ops find the request under, shown on its own to be noted down.
    expect(screen.getByText('受付番号')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-reception-id')).toHaveTextContent(/^TR-20250801-7KQ3MZ$/);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('受付完了');

    const [request] = byOperation(calls, 'TransferRequest');
    expect(inputOf(request)).toEqual({
      contractNumber: 'C00000001',
      holderNameKana: 'ヤマダ\u3000タロウ',
      phone: '0521234567',
      transferType: 'move',
      mail: 'taro@example.jp',
      desiredDate,
      // The 栄3丁目1-1 the test typed, as the site keeps an address.
      newAddress: installationAddress({ line3: '' }),
    });
    expect(calls.filter((call) => call.url === '/postal/4600008')).toHaveLength(1);
    // The personal answers leave the tab once the request is stored.
    expect(selectCheckDraft(bundle.store.getState()).contractNumber).toBe('');
    expect(selectTransferReceived(bundle.store.getState())?.answer.status).toBe('ok');
  });

  it('sends a handover with the new holder only, normalised', async () => {
    const { calls } = await renderTransfer(fakeApi({ check: [checkOk(770)], request: [requestOk()] }));
    const user = userEvent.setup({ delay: null });
    await passCheck(user, 'handover');
    expect(screen.queryByLabelText(/^郵便番号/)).not.toBeInTheDocument();

    await user.click(requestButton());
    expect(await screen.findByText(messages.required('新しいご契約者の姓'))).toBeInTheDocument();

    await user.type(field(/^姓/), '山田');
    await user.type(field(/^名/), '花子');
    await user.type(field(/^セイ/), 'やまだ');
    await user.type(field(/^メイ/), 'ﾊﾅｺ');
    await user.type(field(/^新しいご契約者さまの電話番号/), '０９０－１２３４－５６７８');
    await user.type(field(/^ご希望日/), desiredDate);
    await user.type(field(/^メールアドレス/), 'ｈａｎａｋｏ@example.jp');
    await user.click(requestButton());

    await screen.findByTestId('transfer-received-title');
    expect(inputOf(byOperation(calls, 'TransferRequest')[0])).toEqual({
      contractNumber: 'C00000001',
      holderNameKana: 'ヤマダ\u3000タロウ',
      phone: '0521234567',
      transferType: 'handover',
      mail: 'hanako@example.jp',
      desiredDate,
      newHolder: {
        lastName: '山田',
        firstName: '花子',
        lastNameKana: 'ヤマダ',
        firstNameKana: 'ハナコ',
        phone: '09012345678',
      },
    });
  });

  it('shows a refused request with its reason, keeps the answers, and sends a changed request under a new key', async () => {
    const { calls } = await renderTransfer(
      fakeApi({ check: [checkOk()], request: [requestPending, requestOk()] }),
    );
    const user = userEvent.setup({ delay: null });
    await passCheck(user);
    await fillMove(user);
    await user.click(requestButton());

    const refusal = await screen.findByTestId('transfer-refusal-title');
    expect(refusal).toHaveTextContent('お手続き中です');
    await waitFor(() => expect(refusal).toHaveFocus());
    expect(screen.getByRole('link', { name: 'サポート窓口のページへ' })).toHaveAttribute(
      'href',
      paths.support,
    );
    expect(field(/^丁目・番地/)).toHaveValue('3丁目1-1');

    const later = formatYmd(addDays(jstToday(new Date()), 30));
    await user.clear(field(/^ご希望日/));
    await user.type(field(/^ご希望日/), later);
    await user.click(requestButton());
    await screen.findByTestId('transfer-received-title');

    const [first, second] = byOperation(calls, 'TransferRequest');
    expect((inputOf(second) as { desiredDate: string }).desiredDate).toBe(later);
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it('gives a move outside the area the advice that fits (notice, cancellation, support) and the number it was recorded under', async () => {
    const outside: MockReply = {
      body: {
        data: {
          transferRequest: {
            status: 'ng',
            title: 'お引っ越し先は提供エリア外です',
            message: 'ご入力のお引っ越し先は、現在の提供エリアの外にあるため、移転のお手続きはできません。',
            receptionId: 'TR-20250801-9XYZ23',
          },
        },
      },
    };
    await renderTransfer(fakeApi({ check: [checkOk()], request: [outside] }));
    const user = userEvent.setup({ delay: null });
    await passCheck(user);
    await fillMove(user);
    await user.click(requestButton());

    const advice = await screen.findByTestId('transfer-outside-area');
    const title = within(advice).getByTestId('transfer-refusal-title');
    expect(title).toHaveTextContent('お引っ越し先は提供エリア外です');
    await waitFor(() => expect(title).toHaveFocus());
    // Changing the date cannot help a move out of the area, so it is not suggested.
    expect(advice).not.toHaveTextContent('ご希望日などを変更して');
    expect(advice).toHaveTextContent('受付番号 TR-20250801-9XYZ23 で記録しました');
    expect(within(advice).getByRole('link', { name: '提供開始のお知らせを申し込む' })).toHaveAttribute(
      'href',
      areaNoticeLinks.notice,
    );
    expect(within(advice).getByRole('heading', { name: 'いまのご契約の解約について' })).toBeInTheDocument();
    expect(advice).toHaveTextContent('契約解除料');
    expect(within(advice).getByRole('link', { name: 'サポート窓口のページへ' })).toHaveAttribute(
      'href',
      paths.support,
    );
  });

  it('sends one request for a double click, even while the first is on its way', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const held = () => new Promise<MockReply>((resolve) => (answer = resolve));
    const { calls } = await renderTransfer(fakeApi({ check: [checkOk()], request: [held] }));
    const user = userEvent.setup({ delay: null });
    await passCheck(user);
    await fillMove(user);

    await user.dblClick(requestButton());
    const sending = screen.getByRole('button', { name: '送信しています…' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    answer(requestOk('TR-20250801-AAAAAA'));

    expect(await screen.findByTestId('transfer-received-message')).toHaveTextContent('TR-20250801-AAAAAA');
    expect(byOperation(calls, 'TransferRequest')).toHaveLength(1);
    expect(keyOf(byOperation(calls, 'TransferRequest')[0])).toMatch(/^[A-Za-z0-9._:-]{8,200}$/);
  });

  it('after a lost connection keeps every answer, says what to do, and retries under the same key', async () => {
    const lost = () => {
      throw new TypeError('Failed to fetch');
    };
    const { calls } = await renderTransfer(
      fakeApi({ check: [checkOk()], request: [lost, requestOk('TR-20250801-BBBBBB')] }),
    );
    const user = userEvent.setup({ delay: null });
    await passCheck(user);
    await fillMove(user);
    await user.click(requestButton());

    expect(await screen.findByText(transferFailureCopy.networkError)).toBeInTheDocument();
    expect(screen.getByText(transferFailureCopy.keptAnswers)).toBeInTheDocument();
    expect(field(/^郵便番号/)).toHaveValue('4600008');
    expect(field(/^丁目・番地/)).toHaveValue('3丁目1-1');
    expect(field(/^メールアドレス/)).toHaveValue('taro@example.jp');
    expect(requestButton()).toBeEnabled();

    await user.click(requestButton());
    expect(await screen.findByTestId('transfer-received-message')).toHaveTextContent('TR-20250801-BBBBBB');
    const [first, second] = byOperation(calls, 'TransferRequest');
    expect(byOperation(calls, 'TransferRequest')).toHaveLength(2);
    expect(keyOf(second)).toBe(keyOf(first));
    expect(inputOf(second)).toEqual(inputOf(first));
  });
});

describe('/transfer/ across a reload', () => {
  it('keeps every keystroke of step 1', async () => {
    const first = await renderTransfer(fakeApi({ check: [checkOk()] }));
    const user = userEvent.setup({ delay: null });
    await user.type(field(/^ご契約番号/), 'C0000');
    await user.type(field(/^ご契約者名（カナ）/), 'ヤマ');
    await user.click(screen.getByRole('radio', { name: /名義変更/ }));
    first.view.unmount();

    await renderTransfer(fakeApi({ check: [checkOk()] }), first.storage);
    expect(field(/^ご契約番号/)).toHaveValue('C0000');
    expect(field(/^ご契約者名（カナ）/)).toHaveValue('ヤマ');
    expect(screen.getByRole('radio', { name: /名義変更/ })).toBeChecked();
  });

  it('comes back to step 2 with the check answer and the answers typed, without moving the focus', async () => {
    const first = await renderTransfer(fakeApi({ check: [checkOk()] }));
    const user = userEvent.setup({ delay: null });
    await passCheck(user);
    await user.type(field(/^郵便番号/), '460');
    await user.type(field(/^メールアドレス/), 'taro@');
    first.view.unmount();

    await renderTransfer(fakeApi({ check: [checkOk()] }), first.storage);
    expect(screen.getByTestId('transfer-check-title')).not.toHaveFocus();
    expect(screen.getByTestId('transfer-fee')).toHaveTextContent('27,500円');
    expect(field(/^郵便番号/)).toHaveValue('460');
    expect(field(/^メールアドレス/)).toHaveValue('taro@');

    // 修正する: back to step 1 with the contract answers as typed.
    await user.click(screen.getByRole('button', { name: 'ご契約内容を修正する' }));
    expect(field(/^ご契約番号/)).toHaveValue('C00000001');
  });

  it('resends a request whose answer was lost before a reload under the same key', async () => {
    const lost = () => {
      throw new TypeError('Failed to fetch');
    };
    const first = await renderTransfer(fakeApi({ check: [checkOk()], request: [lost] }));
    const user = userEvent.setup({ delay: null });
    await passCheck(user);
    await fillMove(user);
    await user.click(requestButton());
    await screen.findByText(transferFailureCopy.networkError);
    const lostKey = keyOf(byOperation(first.calls, 'TransferRequest')[0]);
    first.view.unmount();

    const second = await renderTransfer(
      fakeApi({ request: [requestOk('TR-20250801-CCCCCC')] }),
      first.storage,
    );
    await user.click(requestButton());
    expect(await screen.findByTestId('transfer-received-message')).toHaveTextContent('TR-20250801-CCCCCC');
    expect(keyOf(byOperation(second.calls, 'TransferRequest')[0])).toBe(lostKey);
  });
});

describe('/transfer/ request: the desired date', () => {
  const earliest = addDays(jstToday(new Date()), 14);
  const earliestJa = formatJstDateJa(jstInstant(earliest.year, earliest.month, earliest.day));
  const tooSoon = messages.leadDays('ご希望日', 14, earliestJa);

  it('refuses a day less than 14 days ahead at the date field, before sending', async () => {
    const { calls } = await renderTransfer(fakeApi({ check: [checkOk()], request: [requestOk()] }));
    const user = userEvent.setup({ delay: null });
    await passCheck(user);
    await fillMove(user);
    const date = field(/^ご希望日/);
    await user.clear(date);
    await user.type(date, formatYmd(addDays(earliest, -1)));
    await user.click(requestButton());

    await waitFor(() => expect(date).toHaveAccessibleDescription(expect.stringContaining(tooSoon)));
    expect(byOperation(calls, 'TransferRequest')).toHaveLength(0);
  });

  it('puts the server’s refusal of the day next to the date field, not below the form', async () => {
    await renderTransfer(
      fakeApi({ check: [checkOk()], request: [badInput({ desiredDate: tooSoon }), requestOk()] }),
    );
    const user = userEvent.setup({ delay: null });
    await passCheck(user);
    await fillMove(user);
    await user.click(requestButton());

    const date = field(/^ご希望日/);
    await waitFor(() => expect(date).toHaveAccessibleDescription(expect.stringContaining(tooSoon)));
    await waitFor(() => expect(date).toHaveFocus());
    // The notice above the button says to look at the fields; it does not repeat the date's message.
    const notice = screen.getByText(transferFailureCopy.invalidInput).closest('.notice') as HTMLElement;
    expect(notice).not.toHaveTextContent(tooSoon);
    expect(screen.queryByTestId('transfer-refusal-title')).not.toBeInTheDocument();

    // Another day clears the message and the request goes through.
    await user.clear(date);
    await user.type(date, formatYmd(addDays(jstToday(new Date()), 30)));
    expect(date).not.toHaveAccessibleDescription(expect.stringContaining(tooSoon));
    await user.click(requestButton());
    await screen.findByTestId('transfer-received-title');
  });
});

describe('/transfer/ request: the new address refused by the server', () => {
  it.each([
    ['郵便番号', 'newAddress.postalCode', messages.postalCodeMismatch],
    ['町名', 'newAddress.town', messages.areaUnidentified],
  ])('puts the message next to the %s field, keeping the answers', async (label, path, message) => {
    await renderTransfer(fakeApi({ check: [checkOk()], request: [badInput({ [path]: message })] }));
    const user = userEvent.setup({ delay: null });
    await passCheck(user);
    await fillMove(user);
    await user.click(requestButton());

    expect(await screen.findByText(transferFailureCopy.invalidInput)).toBeInTheDocument();
    const refused = field(new RegExp(`^${label}`));
    await waitFor(() => expect(refused).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(field(/^丁目・番地/)).toHaveValue('3丁目1-1');
  });
});
