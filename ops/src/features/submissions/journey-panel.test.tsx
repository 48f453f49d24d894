import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  formatYmd,
  jstToday,
  stageChangeProblem,
  worksSlotLabel,
  type ApplicationStage,
  type WorksBand,
} from '@hikari/shared/domain';
import type { ApplicationJourney, FreeWorksSlot, SubmissionSummary } from '../../api/types';
import { fakeOpsApi, type FakeAnswer, type RecordedRequest } from '../../testing/fake-ops-api';
import { renderConsole } from '../../testing/render-console';

const RECEPTION = 'AP-20261124-7KQ3MZ';
const STAGE = `POST /ops/submissions/applications/${RECEPTION}/stage`;
const SLOT = `POST /ops/submissions/applications/${RECEPTION}/works-slot`;
const MAILED = 'お客さまにメールでお知らせします。';

const day = (n: number) => formatYmd(addDays(jstToday(new Date()), n));
const slot = (date: string, band: WorksBand): FreeWorksSlot => ({
  date,
  band,
  label: worksSlotLabel({ date, band }),
  holiday: false,
});

const item: SubmissionSummary = {
  kind: 'applications',
  id: 7,
  receptionId: RECEPTION,
  createdAt: '2026-11-24T03:15:00.000Z',
  status: 'in_progress',
  handledAt: null,
  assignee: '佐藤',
  name: 'ヤマダ タロウ',
  summary: '戸建て 1ギガ',
};

/** The journey the server answers at a stage, as the contract describes it. */
function journeyAt(stage: ApplicationStage, worksSlot: FreeWorksSlot | null = null): ApplicationJourney {
  const index = APPLICATION_STAGES.indexOf(stage);
  const next = APPLICATION_STAGES[index + 1];
  return {
    stage,
    stageLabel: APPLICATION_STAGE_LABELS[stage],
    stages: APPLICATION_STAGES.map((id, i) => ({
      id,
      label: APPLICATION_STAGE_LABELS[id],
      state: i < index ? 'done' : i === index ? 'current' : 'upcoming',
    })),
    nextStage: next ? { id: next, label: APPLICATION_STAGE_LABELS[next] } : null,
    worksSlot: worksSlot && { date: worksSlot.date, band: worksSlot.band, label: worksSlot.label },
    slotQuery: { prefecture: '愛知県', buildingType: 0, wishedDays: ['mon', 'sat'] },
  };
}

const free = [slot(day(12), 'am'), slot(day(12), 'pm'), slot(day(13), 'am')];

/** The server as the fake keeps it: the journey moves with each accepted change. */
function api(start: ApplicationJourney, answers: { stage?: FakeAnswer; slot?: FakeAnswer } = {}) {
  let journey = start;
  return fakeOpsApi({
    'GET /ops/submissions/applications/7': () => ({
      body: { ...item, payload: {}, fields: [], answers: [], journey },
    }),
    'GET /ops/works/slots': { body: { slots: free } },
    [STAGE]: (req: RecordedRequest) => {
      if (answers.stage) return answers.stage;
      const { stage } = JSON.parse(req.body!) as { stage: ApplicationStage };
      journey = journeyAt(stage, journey.worksSlot && { ...journey.worksSlot, holiday: false });
      return { body: { journey } };
    },
    [SLOT]: (req: RecordedRequest) => {
      if (answers.slot) return answers.slot;
      const { date, band } = JSON.parse(req.body!) as { date: string | null; band: WorksBand | null };
      journey = { ...journey, worksSlot: date && band ? slot(date, band) : null };
      return { body: { journey } };
    },
  });
}

async function openDetail(fake: ReturnType<typeof api>) {
  renderConsole(fake, '#/submissions/applications/7');
  const progress = await screen.findByRole('region', { name: 'お客さまへの進捗' });
  const works = screen.getByRole('region', { name: '工事日' });
  return { progress, works };
}

const steps = (progress: HTMLElement) =>
  within(within(progress).getByRole('list', { name: '進捗の段階' }))
    .getAllByRole('listitem')
    .map((li) => [li.textContent, li.getAttribute('aria-current')]);

describe('the progress', () => {
  it('lists the stages with the current one marked and moves to the next after a confirmation', async () => {
    const fake = api(journeyAt('received'));
    const { progress } = await openDetail(fake);
    expect(steps(progress)).toEqual([
      ['受付済み（現在の段階）', 'step'],
      ['内容確認中（これから）', null],
      ['工事日確定（これから）', null],
      ['工事完了（これから）', null],
      ['ご利用開始（これから）', null],
    ]);
    const move = within(progress).getByRole('button', { name: '「内容確認中」に進める' });
    expect(move).toHaveAccessibleDescription(MAILED);

    await userEvent.type(within(progress).getByLabelText('メモ（任意）'), ' 書類を確認しました ');
    await userEvent.click(move);
    const dialog = await screen.findByRole('alertdialog', { name: '「内容確認中」に進めますか' });
    expect(dialog).toHaveTextContent(`お客さまの進捗を「受付済み」から「内容確認中」に進めます。${MAILED}`);
    expect(dialog).toHaveTextContent('メモ：書類を確認しました');
    expect(fake.calls(STAGE)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '進める' }));

    expect(await within(progress).findByRole('status')).toHaveTextContent(
      `「内容確認中」に進めました。${MAILED}`,
    );
    expect(JSON.parse(fake.calls(STAGE)[0]!.body!)).toEqual({
      from: 'received',
      stage: 'reviewing',
      note: '書類を確認しました',
    });
    expect(steps(progress).slice(0, 3)).toEqual([
      ['受付済み（終わりました）', null],
      ['内容確認中（現在の段階）', 'step'],
      ['工事日確定（これから）', null],
    ]);
    expect(within(progress).getByRole('button', { name: '「工事日確定」に進める' })).toBeInTheDocument();
    expect(within(progress).getByLabelText('メモ（任意）')).toHaveValue('');
  });

  it('shows the server’s refusal (409) in an alert and stays at the stage', async () => {
    const fake = api(journeyAt('received'), {
      stage: { status: 409, body: { message: 'このお申し込みは取り消されているため、進捗を変更できません' } },
    });
    const { progress } = await openDetail(fake);
    await userEvent.click(within(progress).getByRole('button', { name: '「内容確認中」に進める' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '進める' }),
    );
    expect(await within(progress).findByRole('alert')).toHaveTextContent(
      'サーバーが受け付けませんでした：このお申し込みは取り消されているため、進捗を変更できません',
    );
    expect(fake.calls(STAGE)).toHaveLength(1);
    expect(steps(progress)[0]).toEqual(['受付済み（現在の段階）', 'step']);
  });

  it('says why 工事日確定 needs a works day before asking anything', async () => {
    const fake = api(journeyAt('reviewing'));
    const { progress } = await openDetail(fake);
    await userEvent.click(within(progress).getByRole('button', { name: '「工事日確定」に進める' }));
    expect(await within(progress).findByRole('alert')).toHaveTextContent(
      stageChangeProblem('reviewing', 'works-fixed', null, '2026-01-01')!,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.calls(STAGE)).toHaveLength(0);
  });

  it('refuses 工事完了 before the booked works day, asking nothing and sending nothing', async () => {
    const booked = slot(day(12), 'am');
    const fake = api(journeyAt('works-fixed', booked));
    const { progress } = await openDetail(fake);
    await userEvent.click(within(progress).getByRole('button', { name: '「工事完了」に進める' }));
    expect(await within(progress).findByRole('alert')).toHaveTextContent(
      /^工事日（\d+月\d+日）より前は「工事完了」にできません/,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.calls(STAGE)).toHaveLength(0);
  });
});

describe('the works day', () => {
  it('books a free slot chosen from the list, then offers to change it', async () => {
    const fake = api(journeyAt('reviewing'));
    const { works } = await openDetail(fake);
    expect(within(works).getByTestId('works-slot')).toHaveTextContent('未予約（お電話で調整）');
    const select = within(works).getByLabelText('空いている工事日');
    await within(select).findByRole('option', { name: free[1]!.label });
    expect(Object.fromEntries(fake.calls('GET /ops/works/slots')[0]!.query)).toEqual({
      prefecture: '愛知県',
      buildingType: '0',
      wishedDays: 'mon,sat',
    });
    expect(select).toHaveAccessibleDescription(
      'お客さまのご希望（愛知県・戸建て・工事のご希望曜日：月・土）で空いている日です。',
    );

    const book = within(works).getByRole('button', { name: 'この日で予約する' });
    expect(book).toHaveAccessibleDescription(MAILED);
    await userEvent.click(book);
    expect(await within(works).findByText('予約する工事日を選んでください')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls(SLOT)).toHaveLength(0);

    await userEvent.selectOptions(select, free[1]!.label);
    await userEvent.click(book);
    expect(await within(works).findByRole('status')).toHaveTextContent(
      `工事日を ${free[1]!.label} に予約しました。${MAILED}`,
    );
    expect(JSON.parse(fake.calls(SLOT)[0]!.body!)).toEqual({ from: null, date: day(12), band: 'pm' });
    expect(within(works).getByTestId('works-slot')).toHaveTextContent(free[1]!.label);
    expect(within(works).getByRole('button', { name: 'この日に変更する' })).toBeInTheDocument();
    expect(within(works).getByRole('button', { name: '予約を取り消す' })).toBeInTheDocument();
    // The booked day is no longer offered; the list was read again.
    expect(within(select).queryByRole('option', { name: free[1]!.label })).not.toBeInTheDocument();
    expect(fake.calls('GET /ops/works/slots')).toHaveLength(2);
    // With a works day, 工事日確定 can be asked for.
    const progress = screen.getByRole('region', { name: 'お客さまへの進捗' });
    await userEvent.click(within(progress).getByRole('button', { name: '「工事日確定」に進める' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows the server’s message and its alternatives when the slot is full, and puts a chosen one in the list', async () => {
    const alternative = slot(day(15), 'am');
    const fake = api(journeyAt('reviewing'), {
      slot: {
        status: 409,
        body: { message: 'この工事日は予約がいっぱいになりました', alternatives: [alternative] },
      },
    });
    const { works } = await openDetail(fake);
    const select = within(works).getByLabelText('空いている工事日');
    await within(select).findByRole('option', { name: free[0]!.label });
    await userEvent.selectOptions(select, free[0]!.label);
    await userEvent.click(within(works).getByRole('button', { name: 'この日で予約する' }));

    expect(await within(works).findByRole('alert')).toHaveTextContent(
      'サーバーが受け付けませんでした：この工事日は予約がいっぱいになりました',
    );
    const list = within(works).getByRole('list', { name: 'ほかに空いている工事日：' });
    expect(list).toHaveTextContent(alternative.label);
    expect(within(works).getByTestId('works-slot')).toHaveTextContent('未予約（お電話で調整）');

    await userEvent.click(within(list).getByRole('button', { name: `この日を選ぶ（${alternative.label}）` }));
    expect(select).toHaveValue(`${alternative.date}|am`);
    expect(select).toHaveFocus();
  });

  it('cancels the booked day after a confirmation', async () => {
    const booked = slot(day(12), 'am');
    const fake = api(journeyAt('works-fixed', booked));
    const { works } = await openDetail(fake);
    expect(within(works).getByTestId('works-slot')).toHaveTextContent(booked.label);
    await userEvent.click(within(works).getByRole('button', { name: '予約を取り消す' }));
    const dialog = await screen.findByRole('alertdialog', { name: '工事日の予約を取り消しますか' });
    expect(dialog).toHaveTextContent(
      `${booked.label} の予約を取り消し、「未予約（お電話で調整）」にします。`,
    );
    // The stage goes back with it, and the dialog says so.
    expect(dialog).toHaveTextContent('進捗も「工事日確定」から「内容確認中」に戻ります。');
    expect(fake.calls(SLOT)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '取り消す' }));

    expect(await within(works).findByRole('status')).toHaveTextContent(
      `工事日の予約を取り消しました。進捗は「内容確認中」に戻りました。${MAILED}`,
    );
    expect(JSON.parse(fake.calls(SLOT)[0]!.body!)).toEqual({
      from: { date: day(12), band: 'am' },
      date: null,
      band: null,
    });
    expect(within(works).getByTestId('works-slot')).toHaveTextContent('未予約（お電話で調整）');
    expect(within(works).queryByRole('button', { name: '予約を取り消す' })).not.toBeInTheDocument();
    expect(within(works).getByRole('button', { name: 'この日で予約する' })).toBeInTheDocument();
  });

  it('offers no booking once the works are done', async () => {
    const fake = api(journeyAt('works-done', slot(day(-2), 'pm')));
    const { works } = await openDetail(fake);
    expect(works).toHaveTextContent('工事が終わっているため、工事日の予約・変更はできません。');
    expect(within(works).queryByRole('button')).not.toBeInTheDocument();
    expect(fake.calls('GET /ops/works/slots')).toHaveLength(0);
  });
});

it('shows no progress for a submission without a journey', async () => {
  const fake = fakeOpsApi({
    'GET /ops/submissions/contacts/3': {
      body: { ...item, kind: 'contacts', id: 3, payload: {}, fields: [], answers: [] },
    },
  });
  renderConsole(fake, '#/submissions/contacts/3');
  await screen.findByRole('form', { name: '状態の変更' });
  expect(screen.queryByRole('region', { name: 'お客さまへの進捗' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '工事日' })).not.toBeInTheDocument();
});
