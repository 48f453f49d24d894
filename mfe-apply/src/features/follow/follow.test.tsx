import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGE_NEXT,
  APPLICATION_STAGES,
  SLOT_CHANGE_RULE,
  paths,
  worksSlotLabel,
  type WorksBand,
} from '@hikari/shared/domain';
import { messages } from '@hikari/shared/forms';
import { readyStore, renderWithStore } from '@hikari/shared/testing';
import { followCopy, worksSlotCopy, worksSlotFailureCopy } from '../../content/follow-content';
import {
  mockFetch,
  type MockHandler,
  type MockReply,
  type RecordedCall,
} from '../../test-support/fetch-mock';
import { StatusPage } from './components/status-page';
import { tokenFromHash } from './hash-token';

const TOKEN = 'fl_7Kq3MzX9bW2d';

const slot = (date: string, band: WorksBand, holiday = false) => ({
  date,
  band,
  label: worksSlotLabel({ date, band }),
  holiday,
});

function stagesAt(current: (typeof APPLICATION_STAGES)[number]) {
  const at = APPLICATION_STAGES.indexOf(current);
  return APPLICATION_STAGES.map((id, index) => ({
    id,
    label: APPLICATION_STAGE_LABELS[id],
    state: index < at ? 'done' : index === at ? 'current' : 'upcoming',
  }));
}

type Status = ReturnType<typeof applicationStatus>;

function applicationStatus(overrides: Record<string, unknown> = {}) {
  return {
    receptionId: 'AP-20261124-7KQ3MZ',
    // 14:05 in Japan.
    receivedAt: '2026-11-24T05:05:00.000Z',
    name: '山田 太郎',
    planLabel: 'ひかり 1ギガ（戸建て）',
    ordered: ['インターネット 1ギガ', '光電話（月額550円）'],
    monthlyFirstYear: 4180,
    monthlyAfterFirstYear: 5720,
    oneTimeTotal: 0,
    cashBack: ['Web限定 5,000円キャッシュバック 5,000円'] as string[],
    effectiveMonthly: 4742,
    termMonths: 24,
    stage: 'reviewing',
    stageLabel: APPLICATION_STAGE_LABELS.reviewing,
    stages: stagesAt('reviewing'),
    nextStep: APPLICATION_STAGE_NEXT.reviewing,
    worksSlot: slot('2026-12-08', 'am') as ReturnType<typeof slot> | null,
    canChangeSlot: true,
    // 19:00 in Japan, four days before.
    slotChangeDeadline: '2026-12-04T10:00:00.000Z' as string | null,
    slotChangeNote: SLOT_CHANGE_RULE,
    slotQuery: { prefecture: '愛知県', buildingType: 0, wishedDays: ['tue', 'wed', 'thu'] },
    ...overrides,
  };
}

const found = (status: Status): MockReply => ({
  body: { data: { applicationStatus: { result: 'found', message: null, status } } },
});

const FREE = [slot('2026-12-08', 'am'), slot('2026-12-09', 'pm'), slot('2026-12-10', 'am')];

const freeSlots = (slots = FREE): MockReply => ({
  body: { data: { worksSlots: { slots, message: null } } },
});

const changed = (
  result: string,
  message: string,
  status: Status | null,
  alternatives: ReturnType<typeof slot>[] = [],
): MockReply => ({
  body: { data: { changeWorksSlot: { result, message, status, alternatives } } },
});

interface Api {
  status?: MockReply;
  slots?: MockReply;
  /** A function may throw (a lost connection). */
  changes?: (MockReply | (() => MockReply))[];
}

/** Answers each operation; ChangeWorksSlot from the list in turn (the last one repeats). */
function fakeApi({
  status = found(applicationStatus()),
  slots = freeSlots(),
  changes = [],
}: Api): MockHandler {
  let served = 0;
  return (call) => {
    if (call.operation === 'ApplicationStatus') return status;
    if (call.operation === 'WorksSlots') return slots;
    if (call.operation === 'ChangeWorksSlot' && changes.length > 0) {
      const answer = changes[Math.min(served, changes.length - 1)]!;
      served += 1;
      return typeof answer === 'function' ? answer() : answer;
    }
    return undefined;
  };
}

async function renderStatus(api: Api, entry = `${paths.applyStatus}#t=${TOKEN}`) {
  const calls = mockFetch(fakeApi(api));
  const bundle = await readyStore();
  const view = renderWithStore(<StatusPage />, { path: paths.applyStatus, entry, bundle });
  return { calls, view, bundle };
}

const callsOf = (calls: RecordedCall[], operation: string) => calls.filter((c) => c.operation === operation);
const variablesOf = (call: RecordedCall | undefined) =>
  (call?.body as { variables: Record<string, unknown> }).variables;

describe('tokenFromHash', () => {
  it.each([
    ['#t=abc', 'abc'],
    ['#t=a%2Bb', 'a+b'],
    ['t=abc', 'abc'],
    ['#x=1&t=abc', 'abc'],
    ['', null],
    ['#t=', null],
    ['#token=abc', null],
  ])('%s gives %s', (hash, token) => {
    expect(tokenFromHash(hash)).toBe(token);
  });

  it('takes no token longer than any the API mints', () => {
    expect(tokenFromHash(`#t=${'a'.repeat(600)}`)).toBeNull();
  });
});

describe('/apply/status/', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('without a token says where the link is and asks nothing of the server, even with ?t= in the query', async () => {
    const { calls } = await renderStatus({}, `${paths.applyStatus}?t=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'お申し込み状況' })).toBeInTheDocument();
    expect(screen.getByText(followCopy.noTokenTitle)).toBeInTheDocument();
    expect(screen.getByText(followCopy.noTokenBody[0]!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: followCopy.contactLink })).toHaveAttribute('href', paths.contact);
    expect(calls).toHaveLength(0);
  });

  it('shows the application, its stages with the current one marked, what comes next and the booked works day', async () => {
    const { calls } = await renderStatus({});
    expect(await screen.findByTestId('status-reception-id')).toHaveTextContent('AP-20261124-7KQ3MZ');
    expect(variablesOf(callsOf(calls, 'ApplicationStatus')[0])).toEqual({ token: TOKEN });

    expect(screen.getByText('2026年11月24日（火）14:05')).toBeInTheDocument();
    expect(screen.getByText('山田 太郎')).toBeInTheDocument();
    expect(screen.getByText('ひかり 1ギガ（戸建て）')).toBeInTheDocument();
    const ordered = within(screen.getByTestId('status-ordered')).getAllByRole('listitem');
    expect(ordered.map((item) => item.textContent)).toEqual(['インターネット 1ギガ', '光電話（月額550円）']);
    const fees = screen.getByTestId('status-fees');
    expect(fees).toHaveTextContent('月額料金（1年目）4,180円');
    expect(fees).toHaveTextContent('月額料金（2年目以降）5,720円');
    expect(fees).toHaveTextContent('初期費用の合計0円');
    // The cash back and 実質月額 of the stored estimate, as the terms step showed them.
    expect(within(fees).getByTestId('status-cash-back')).toHaveTextContent(
      'Web限定 5,000円キャッシュバック 5,000円',
    );
    expect(fees).toHaveTextContent('実質月額（24ヶ月平均）4,742円');

    const stages = within(screen.getByRole('list', { name: followCopy.stageListLabel })).getAllByRole(
      'listitem',
    );
    expect(stages.map((stage) => stage.textContent)).toEqual([
      '受付済み（完了）',
      '内容確認中（現在の段階）',
      '工事日確定（これから）',
      '工事完了（これから）',
      'ご利用開始（これから）',
    ]);
    expect(stages[1]).toHaveAttribute('aria-current', 'step');
    expect(stages.filter((stage) => stage.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByTestId('status-stage')).toHaveTextContent('内容確認中');
    expect(screen.getByRole('heading', { name: followCopy.nextHeading })).toBeInTheDocument();
    expect(screen.getByTestId('status-next-step')).toHaveTextContent(APPLICATION_STAGE_NEXT.reviewing);

    expect(screen.getByTestId('works-slot')).toHaveTextContent('2026年12月8日（火）午前 9:00～12:00');
    expect(screen.getByText('2026年12月4日（金）19:00')).toBeInTheDocument();
    expect(screen.getByTestId('slot-change-note')).toHaveTextContent(SLOT_CHANGE_RULE);
  });

  it('lists the free slots without the booked one and changes to the chosen slot, then shows the new one', async () => {
    const after = applicationStatus({ worksSlot: slot('2026-12-10', 'am') });
    const { calls } = await renderStatus({
      changes: [
        changed('changed', '工事日を12月10日（木）午前に変更しました。確認のメールをお送りしました。', after),
      ],
    });
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: worksSlotCopy.chooseLegendChange });
    expect(variablesOf(callsOf(calls, 'WorksSlots')[0])).toEqual({
      input: { prefecture: '愛知県', buildingType: 0, wishedDays: ['tue', 'wed', 'thu'] },
    });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '2026年12月9日（水）午後 13:00～17:00',
      '2026年12月10日（木）午前 9:00～12:00',
    ]);

    await user.click(within(group).getByRole('radio', { name: /12月10日/ }));
    await user.click(screen.getByRole('button', { name: worksSlotCopy.change }));

    const message = await screen.findByText(
      '工事日を12月10日（木）午前に変更しました。確認のメールをお送りしました。',
    );
    expect(message.closest('[role="status"]')).toHaveTextContent(worksSlotCopy.resultTitle.changed!);
    expect(callsOf(calls, 'ChangeWorksSlot')).toHaveLength(1);
    expect(variablesOf(callsOf(calls, 'ChangeWorksSlot')[0])).toEqual({
      token: TOKEN,
      date: '2026-12-10',
      band: 'am',
      idempotencyKey: expect.stringMatching(/^slot-[0-9a-f]{32}$/),
    });
    // The page follows the status the answer carries.
    await waitFor(() =>
      expect(screen.getByTestId('works-slot')).toHaveTextContent('2026年12月10日（木）午前 9:00～12:00'),
    );
    // The free slots are read again after the change.
    await waitFor(() => expect(callsOf(calls, 'WorksSlots')).toHaveLength(2));
  });

  it('books a slot when none is booked, and asks for a choice before sending anything', async () => {
    const before = applicationStatus({ worksSlot: null, slotChangeDeadline: null });
    const after = applicationStatus({ worksSlot: slot('2026-12-09', 'pm'), stage: 'reviewing' });
    const { calls } = await renderStatus({
      status: found(before),
      changes: [changed('booked', '工事日を予約しました。', after)],
    });
    const user = userEvent.setup();
    expect(await screen.findByTestId('works-slot')).toHaveTextContent(worksSlotCopy.none);
    expect(screen.queryByRole('button', { name: worksSlotCopy.cancel })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: worksSlotCopy.book }));
    expect(await screen.findByText(messages.select('工事日'))).toBeInTheDocument();
    expect(callsOf(calls, 'ChangeWorksSlot')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: /12月8日/ }));
    await user.click(screen.getByRole('button', { name: worksSlotCopy.book }));
    expect(await screen.findByText('工事日を予約しました。')).toBeInTheDocument();
    expect(variablesOf(callsOf(calls, 'ChangeWorksSlot')[0])).toEqual({
      token: TOKEN,
      date: '2026-12-08',
      band: 'am',
      idempotencyKey: expect.stringMatching(/^slot-/),
    });
    await waitFor(() =>
      expect(screen.getByTestId('works-slot')).toHaveTextContent('2026年12月9日（水）午後 13:00～17:00'),
    );
  });

  it('on a taken slot shows the message and the nearest free slots, and books one of them', async () => {
    const alternatives = [slot('2026-12-15', 'am'), slot('2026-12-16', 'pm')];
    const after = applicationStatus({ worksSlot: slot('2026-12-16', 'pm') });
    const { calls } = await renderStatus({
      changes: [
        changed('taken', 'この日時は先に予約が入りました。近い日時からお選びください。', null, alternatives),
        changed('changed', '工事日を変更しました。', after),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /12月9日/ }));
    await user.click(screen.getByRole('button', { name: worksSlotCopy.change }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('この日時は先に予約が入りました。近い日時からお選びください。');
    const group = screen.getByRole('group', { name: worksSlotCopy.alternativesLegend });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['2026年12月15日（火）午前 9:00～12:00', '2026年12月16日（水）午後 13:00～17:00']);
    // The booked slot has not changed.
    expect(screen.getByTestId('works-slot')).toHaveTextContent('2026年12月8日（火）');

    await user.click(within(group).getByRole('radio', { name: /12月16日/ }));
    await user.click(screen.getByRole('button', { name: worksSlotCopy.change }));
    expect(await screen.findByText('工事日を変更しました。')).toBeInTheDocument();
    expect(variablesOf(callsOf(calls, 'ChangeWorksSlot')[1])).toEqual({
      token: TOKEN,
      date: '2026-12-16',
      band: 'pm',
      idempotencyKey: expect.stringMatching(/^slot-/),
    });
    await waitFor(() =>
      expect(screen.getByTestId('works-slot')).toHaveTextContent('2026年12月16日（水）午後'),
    );
    expect(screen.queryByRole('group', { name: worksSlotCopy.alternativesLegend })).not.toBeInTheDocument();
  });

  it('after the deadline shows the message and the new rule, and offers no more changes', async () => {
    const lateNote =
      '工事日の4日前の19:00を過ぎたため、このページでは変更できません。サポートセンターへお電話ください。';
    const after = applicationStatus({ canChangeSlot: false, slotChangeNote: lateNote });
    await renderStatus({
      changes: [changed('too-late', '変更の期限（12月4日（金）19:00）を過ぎています。', after)],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /12月9日/ }));
    await user.click(screen.getByRole('button', { name: worksSlotCopy.change }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '変更の期限（12月4日（金）19:00）を過ぎています。',
    );
    await waitFor(() => expect(screen.getByTestId('slot-change-note')).toHaveTextContent(lateNote));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: worksSlotCopy.cancel })).not.toBeInTheDocument();
    expect(screen.getByTestId('works-slot')).toHaveTextContent('2026年12月8日（火）');
  });

  it('cancels the slot only after the confirmation, giving the focus back when the visitor keeps it', async () => {
    const after = applicationStatus({ worksSlot: null, slotChangeDeadline: null });
    const { calls } = await renderStatus({
      changes: [changed('cancelled', '工事日の予約を取り消しました。', after)],
    });
    const user = userEvent.setup();
    const cancel = await screen.findByRole('button', { name: worksSlotCopy.cancel });
    await user.click(cancel);
    const question = screen.getByRole('heading', { name: worksSlotCopy.cancelTitle });
    expect(question).toHaveFocus();
    expect(
      screen.getByText(worksSlotCopy.cancelBody('2026年12月8日（火）午前 9:00～12:00')),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: worksSlotCopy.cancelKeep }));
    expect(screen.getByRole('button', { name: worksSlotCopy.cancel })).toHaveFocus();
    expect(callsOf(calls, 'ChangeWorksSlot')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: worksSlotCopy.cancel }));
    await user.click(screen.getByRole('button', { name: worksSlotCopy.cancelConfirm }));
    expect(await screen.findByText('工事日の予約を取り消しました。')).toBeInTheDocument();
    expect(variablesOf(callsOf(calls, 'ChangeWorksSlot')[0])).toEqual({
      token: TOKEN,
      date: null,
      band: null,
      idempotencyKey: expect.stringMatching(/^slot-/),
    });
    await waitFor(() => expect(screen.getByTestId('works-slot')).toHaveTextContent(worksSlotCopy.none));
    expect(screen.getByRole('button', { name: worksSlotCopy.book })).toBeInTheDocument();
  });

  it('after a lost connection says the outcome is unknown, reads the status again and retries under the same key', async () => {
    const lost = () => {
      throw new TypeError('Failed to fetch');
    };
    const after = applicationStatus({ worksSlot: slot('2026-12-10', 'am') });
    const { calls } = await renderStatus({
      changes: [lost, changed('changed', '工事日を変更しました。', after)],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /12月10日/ }));
    await user.click(screen.getByRole('button', { name: worksSlotCopy.change }));

    expect(await screen.findByRole('alert')).toHaveTextContent(worksSlotFailureCopy.networkError);
    await waitFor(() => expect(callsOf(calls, 'ApplicationStatus')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: worksSlotCopy.change }));
    expect(await screen.findByText('工事日を変更しました。')).toBeInTheDocument();
    const [first, second] = callsOf(calls, 'ChangeWorksSlot');
    expect(variablesOf(second).idempotencyKey).toBe(variablesOf(first).idempotencyKey);
  });

  it('offers no change when the rule does not allow one, and still shows the rule', async () => {
    const note = '工事日が確定したため、変更はサポートセンターへお電話ください。';
    const { calls } = await renderStatus({
      status: found(applicationStatus({ canChangeSlot: false, slotChangeNote: note, stage: 'works-fixed' })),
    });
    expect(await screen.findByTestId('slot-change-note')).toHaveTextContent(note);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: worksSlotCopy.cancel })).not.toBeInTheDocument();
    expect(callsOf(calls, 'WorksSlots')).toHaveLength(0);
  });

  it.each([
    ['not-found', followCopy.notFoundTitle],
    ['too-many', followCopy.tooManyTitle],
  ])('on %s says so plainly with a link to the contact page', async (result, title) => {
    const message = result === 'too-many' ? null : 'このリンクのお申し込みは見つかりませんでした。';
    await renderStatus({
      status: { body: { data: { applicationStatus: { result, message, status: null } } } },
    });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByTestId('status-lookup-message')).toHaveTextContent(message ?? followCopy.tooMany);
    expect(screen.getByRole('link', { name: followCopy.contactLink })).toHaveAttribute('href', paths.contact);
    expect(screen.queryByTestId('status-reception-id')).not.toBeInTheDocument();
  });
});
