import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  formatYmd,
  jstToday,
  parseYmd,
  WORKS_BANDS,
  type WorksCalendar,
} from '@hikari/shared/domain';
import type { WorksBookingDay, WorksCalendarAnswer } from '../../api/types';
import { fakeOpsApi, type FakeAnswer } from '../../testing/fake-ops-api';
import { CSRF, renderConsole } from '../../testing/render-console';

const day = (n: number) => formatYmd(addDays(jstToday(new Date()), n));
/** '12月8日' of a YYYY-MM-DD, as the bookings table writes it (with the year and the weekday around it). */
const monthDay = (date: string) => {
  const d = parseYmd(date)!;
  return `${d.month}月${d.day}日`;
};

const calendar: WorksCalendar = {
  capacity: [
    { prefecture: '愛知県', band: 'am', crews: 3 },
    { prefecture: '愛知県', band: 'pm', crews: 4 },
    { prefecture: '岐阜県', band: 'am', crews: 2 },
    { prefecture: '岐阜県', band: 'pm', crews: 2 },
  ],
  closedDays: [
    { date: day(3), prefecture: null, note: '設備点検' },
    { date: day(0), prefecture: '岐阜県', note: '' },
  ],
  leadDays: { home: 10, apartment: 6 },
};

const answer: WorksCalendarAnswer = {
  calendar,
  updatedAt: '2026-11-20T01:00:00.000Z',
  prefectures: ['愛知県', '岐阜県'],
  bands: [...WORKS_BANDS],
};

const bookings: WorksBookingDay[] = [
  {
    date: day(0),
    holiday: false,
    closed: false,
    slots: [
      { prefecture: '愛知県', band: 'am', crews: 3, booked: 1, held: 1 },
      { prefecture: '愛知県', band: 'pm', crews: 4, booked: 3, held: 1 },
      { prefecture: '岐阜県', band: 'am', crews: 0, booked: 0, held: 0 },
      { prefecture: '岐阜県', band: 'pm', crews: 0, booked: 0, held: 0 },
    ],
  },
  {
    date: day(3),
    holiday: true,
    closed: true,
    slots: [
      { prefecture: '愛知県', band: 'am', crews: 0, booked: 0, held: 0 },
      { prefecture: '愛知県', band: 'pm', crews: 0, booked: 0, held: 0 },
    ],
  },
];

function api(put?: FakeAnswer) {
  return fakeOpsApi({
    'GET /ops/works/calendar': { body: answer },
    'PUT /ops/works/calendar':
      put ??
      ((req) => {
        const { seenUpdatedAt: _seen, ...saved } = JSON.parse(req.body!) as Record<string, unknown>;
        return { body: { calendar: saved, updatedAt: '2026-11-20T02:00:00.000Z' } };
      }),
    'GET /ops/works/bookings': { body: { days: bookings } },
  });
}

async function openForm(fake = api()) {
  renderConsole(fake, '#/works');
  const form = await screen.findByRole('form', { name: '工事カレンダーの設定' });
  return { fake, form };
}

const save = () => userEvent.click(screen.getByRole('button', { name: '工事カレンダーを保存する' }));

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('the calendar', () => {
  it('shows the stored crews, lead days and closed days, and saves what was edited', async () => {
    const { fake, form } = await openForm();
    expect(screen.getByRole('heading', { level: 1, name: '工事カレンダー' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '工事カレンダー' })).toHaveAttribute('aria-current', 'page');
    const table = within(form).getByRole('table', { name: '都道府県・時間帯ごとの工事班の数' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['都道府県', '午前（9:00～12:00）', '午後（13:00～17:00）']);
    expect(within(table).getByRole('rowheader', { name: '岐阜県' })).toBeInTheDocument();
    expect(within(table).getByLabelText('愛知県 午前の工事班')).toHaveValue(3);
    expect(within(table).getByLabelText('岐阜県 午後の工事班')).toHaveValue(2);
    expect(within(form).getByLabelText('戸建ての準備期間（日）')).toHaveValue(10);
    const first = within(form).getByRole('group', { name: '休業日 1' });
    expect(within(first).getByLabelText('日付')).toHaveValue(day(3));
    expect(within(first).getByLabelText('地域')).toHaveValue('');
    expect(within(first).getByRole('option', { name: '全域' })).toBeInTheDocument();

    await retype(within(table).getByLabelText('愛知県 午前の工事班'), '5');
    await retype(within(table).getByLabelText('岐阜県 午後の工事班'), '0');
    await retype(within(form).getByLabelText('マンションの準備期間（日）'), '7');
    // The second closed day goes; a new one is added, its date taking the focus.
    await userEvent.click(within(form).getByRole('button', { name: '削除（休業日 2）' }));
    await userEvent.click(within(form).getByRole('button', { name: '休業日を追加する' }));
    const added = within(form).getByRole('group', { name: '休業日 2' });
    expect(within(added).getByLabelText('日付')).toHaveFocus();
    await userEvent.type(within(added).getByLabelText('日付'), day(20));
    await userEvent.selectOptions(within(added).getByLabelText('地域'), '岐阜県');
    await userEvent.type(within(added).getByLabelText('メモ（例：年末年始）'), ' 年末年始 ');
    await save();

    expect(await screen.findByText('工事カレンダーを保存しました。')).toBeInTheDocument();
    const calls = fake.calls('PUT /ops/works/calendar');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!.body!)).toEqual({
      capacity: [
        { prefecture: '愛知県', band: 'am', crews: 5 },
        { prefecture: '愛知県', band: 'pm', crews: 4 },
        { prefecture: '岐阜県', band: 'am', crews: 2 },
        { prefecture: '岐阜県', band: 'pm', crews: 0 },
      ],
      closedDays: [
        { date: day(3), prefecture: null, note: '設備点検' },
        { date: day(20), prefecture: '岐阜県', note: '年末年始' },
      ],
      leadDays: { home: 10, apartment: 7 },
      // The version the form was filled from: the server refuses it (409) once saved over.
      seenUpdatedAt: '2026-11-20T01:00:00.000Z',
    });
    expect(calls[0]!.headers['x-csrf-token']).toBe(CSRF);
    // The counts are read again with the new crews.
    expect(fake.calls('GET /ops/works/bookings')).toHaveLength(2);
  });

  it('refuses crews that are not whole numbers, lead days over 60, a missing date and the same closed day twice', async () => {
    const { fake, form } = await openForm();
    const table = within(form).getByRole('table', { name: '都道府県・時間帯ごとの工事班の数' });
    await retype(within(table).getByLabelText('愛知県 午前の工事班'), '-1');
    await retype(within(table).getByLabelText('岐阜県 午後の工事班'), '1.5');
    await retype(within(form).getByLabelText('戸建ての準備期間（日）'), '61');
    await userEvent.click(within(form).getByRole('button', { name: '休業日を追加する' }));
    await userEvent.type(
      within(within(form).getByRole('group', { name: '休業日 3' })).getByLabelText('日付'),
      day(3),
    );
    await userEvent.click(within(form).getByRole('button', { name: '休業日を追加する' }));
    await save();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '入力内容に誤りがあるため、保存していません。',
    );
    const crews = within(table).getByLabelText('愛知県 午前の工事班');
    expect(crews).toHaveAttribute('aria-invalid', 'true');
    expect(crews).toHaveAccessibleDescription('0以上の整数で入力してください');
    expect(within(table).getByLabelText('岐阜県 午後の工事班')).toHaveAccessibleDescription(
      '0以上の整数で入力してください',
    );
    expect(within(table).getByLabelText('愛知県 午後の工事班')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText('戸建ての準備期間（日）')).toHaveAccessibleDescription(
      '戸建ての準備期間は0から60までの整数で入力してください',
    );
    expect(
      within(within(form).getByRole('group', { name: '休業日 3' })).getByLabelText('日付'),
    ).toHaveAccessibleDescription('休業日 1 と同じ日・同じ地域です。どちらかを削除してください');
    expect(
      within(within(form).getByRole('group', { name: '休業日 4' })).getByLabelText('日付'),
    ).toHaveAccessibleDescription('日付を入力してください');
    expect(fake.calls('PUT /ops/works/calendar')).toHaveLength(0);

    // The same day for one prefecture only is another closed day.
    await userEvent.selectOptions(
      within(within(form).getByRole('group', { name: '休業日 3' })).getByLabelText('地域'),
      '愛知県',
    );
    await userEvent.click(within(form).getByRole('button', { name: '削除（休業日 4）' }));
    await retype(within(table).getByLabelText('愛知県 午前の工事班'), '2');
    await retype(within(table).getByLabelText('岐阜県 午後の工事班'), '1');
    await retype(within(form).getByLabelText('戸建ての準備期間（日）'), '60');
    await save();
    expect(await screen.findByText('工事カレンダーを保存しました。')).toBeInTheDocument();
    expect(JSON.parse(fake.calls('PUT /ops/works/calendar')[0]!.body!).closedDays).toEqual([
      ...calendar.closedDays,
      { date: day(3), prefecture: '愛知県', note: '' },
    ]);
  });

  it('shows the server’s message and each problem it lists when it refuses the calendar', async () => {
    const { form } = await openForm(
      api({
        status: 400,
        body: {
          message: '工事カレンダーを保存できませんでした',
          problems: ['静岡県はサービスの提供地域ではありません', '休業日が多すぎます'],
        },
      }),
    );
    await retype(within(form).getByLabelText('愛知県 午前の工事班'), '4');
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('サーバーが受け付けませんでした：工事カレンダーを保存できませんでした');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['静岡県はサービスの提供地域ではありません', '休業日が多すぎます']);
    expect(screen.queryByText('工事カレンダーを保存しました。')).not.toBeInTheDocument();
  });

  it('says so when the calendar cannot be read', async () => {
    const fake = fakeOpsApi({
      'GET /ops/works/calendar': { status: 503, body: { message: 'database is busy' } },
      'GET /ops/works/bookings': { body: { days: [] } },
    });
    renderConsole(fake, '#/works');
    expect(await screen.findByText(/工事カレンダーを表示できませんでした。/)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByRole('form', { name: '工事カレンダーの設定' })).not.toBeInTheDocument();
  });
});

describe('the bookings', () => {
  it('asks for every bookable day from today (a booking 45 days ahead included) and shows booked, held and crews per prefecture and band, with closed days and holidays', async () => {
    const fake = api();
    renderConsole(fake, '#/works');
    const table = await screen.findByRole('table', { name: '日ごと・都道府県ごとの予約状況' });
    expect(Object.fromEntries(fake.calls('GET /ops/works/bookings')[0]!.query)).toEqual({
      from: day(0),
      days: '46',
    });
    expect(
      screen.getByRole('heading', { name: '予約状況（今日から予約を受け付ける最後の日までの46日間）' }),
    ).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['日付', '愛知県', '岐阜県']);

    const [today, closed] = within(table).getAllByRole('row').slice(1);
    const todayHeader = within(today!).getByRole('rowheader');
    expect(todayHeader).toHaveTextContent(monthDay(day(0)));
    expect(todayHeader).not.toHaveTextContent('休業日');
    expect(
      within(today!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '午前 予約 1 / 仮押さえ 1 / 工事班 3午後 予約 3 / 仮押さえ 1 / 工事班 4（満）',
      '休業日午前 予約 0 / 仮押さえ 0 / 工事班 0午後 予約 0 / 仮押さえ 0 / 工事班 0',
    ]);
    const closedHeader = within(closed!).getByRole('rowheader');
    expect(closedHeader).toHaveTextContent(monthDay(day(3)));
    expect(closedHeader).toHaveTextContent('土日・祝日');
    expect(closedHeader).toHaveTextContent('休業日（設備点検）');
    // 岐阜県 has no slot that day: a dash, not a zero.
    expect(within(closed!).getAllByRole('cell')[1]).toHaveTextContent('午前 —午後 —');

    await userEvent.click(screen.getByRole('button', { name: '最新の状態にする' }));
    await screen.findByRole('table', { name: '日ごと・都道府県ごとの予約状況' });
    expect(fake.calls('GET /ops/works/bookings')).toHaveLength(2);
  });

  it('shows no counts, only the reason, when the bookings cannot be read', async () => {
    const fake = api();
    fake.on('GET /ops/works/bookings', { status: 500, body: { message: '集計に失敗しました' } });
    renderConsole(fake, '#/works');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '予約状況を表示できませんでした。サーバーが受け付けませんでした：集計に失敗しました',
    );
    expect(screen.queryByRole('table', { name: '日ごと・都道府県ごとの予約状況' })).not.toBeInTheDocument();
  });
});
