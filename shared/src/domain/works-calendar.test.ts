import {
  canChangeSlot,
  DEFAULT_WORKS_CALENDAR,
  freeWorksSlots,
  isHolidayWorks,
  slotChangeDeadline,
  slotRefusal,
  worksSlotLabel,
  type SlotQuery,
} from './works-calendar';
import { formatYmd, type YearMonthDay } from './japan-time';

// 2025-08-01 (Fri) noon in Japan; 2025-09-15 (Mon) is 敬老の日.
const now = new Date('2025-08-01T12:00:00+09:00');
const isHoliday = (d: YearMonthDay) => formatYmd(d) === '2025-09-15';
const context = { now, isHoliday };
const query = (wishedDays: string[], buildingType = 0): SlotQuery => ({
  prefecture: '愛知県',
  buildingType,
  wishedDays,
});

describe('slotRefusal', () => {
  it.each([
    ['2025-08-11', 'am', ['mon'], 0, /準備期間/],
    ['2025-08-12', 'am', ['tue'], 0, null],
    ['2025-08-07', 'am', ['thu'], 1, /準備期間/],
    ['2025-08-08', 'am', ['fri'], 1, null],
    ['2025-08-16', 'am', ['mon', 'tue'], 0, /土日・祝日の工事は/],
    ['2025-08-16', 'pm', ['sat'], 0, null],
    ['2025-09-15', 'am', ['mon'], 0, /土日・祝日の工事は/],
    ['2025-09-15', 'am', ['sat', 'sun'], 0, null],
    ['2025-08-13', 'am', ['sat'], 0, /休日工事をご希望のため/],
    ['2025-08-13', 'am', ['mon'], 0, /ご希望の曜日ではありません/],
    ['2025-10-01', 'am', ['wed'], 0, /まだご予約を受け付けていません/],
    ['2025-02-30', 'am', ['wed'], 0, /正しくありません/],
    ['2025-08-13', 'night', ['wed'], 0, /正しくありません/],
  ])('%s %s wished %j (building %d): %s', (date, band, days, building, expected) => {
    const refusal = slotRefusal(
      DEFAULT_WORKS_CALENDAR,
      query(days, building),
      { date, band: band as 'am' },
      context,
    );
    if (expected === null) expect(refusal).toBeNull();
    else expect(refusal).toMatch(expected);
  });

  it('refuses a closed day (everywhere or in the prefecture) and a band without crews', () => {
    const closed = {
      ...DEFAULT_WORKS_CALENDAR,
      closedDays: [
        { date: '2025-08-12', prefecture: null, note: '' },
        { date: '2025-08-19', prefecture: '愛知県', note: '' },
        { date: '2025-08-26', prefecture: '岐阜県', note: '' },
      ],
      capacity: [{ prefecture: '愛知県', band: 'am' as const, crews: 2 }],
    };
    expect(slotRefusal(closed, query(['tue']), { date: '2025-08-12', band: 'am' }, context)).toMatch(
      /工事を行っていません/,
    );
    expect(slotRefusal(closed, query(['tue']), { date: '2025-08-19', band: 'am' }, context)).toMatch(
      /工事を行っていません/,
    );
    expect(slotRefusal(closed, query(['tue']), { date: '2025-08-26', band: 'am' }, context)).toBeNull();
    expect(slotRefusal(closed, query(['tue']), { date: '2025-08-26', band: 'pm' }, context)).toMatch(
      /時間帯は工事を行っていません/,
    );
  });
});

describe('freeWorksSlots', () => {
  it('lists the bookable slots earliest first, leaving out full ones', () => {
    const taken = new Map([['愛知県|2025-08-12|am', 3]]);
    const slots = freeWorksSlots(DEFAULT_WORKS_CALENDAR, query(['tue']), { ...context, taken });
    expect(slots.slice(0, 3)).toEqual([
      { date: '2025-08-12', band: 'pm', holiday: false },
      { date: '2025-08-19', band: 'am', holiday: false },
      { date: '2025-08-19', band: 'pm', holiday: false },
    ]);
    expect(slots.at(-1)!.date).toBe('2025-09-09');
  });
});

describe('the change deadline: 19:00 Japan time four days before', () => {
  it.each([
    ['2025-08-16', '2025-08-12T19:00:00+09:00'],
    ['2025-09-01', '2025-08-28T19:00:00+09:00'],
    ['2026-01-03', '2025-12-30T19:00:00+09:00'],
  ])('%s until %s', (date, deadline) => {
    expect(slotChangeDeadline(date)!.toISOString()).toBe(new Date(deadline).toISOString());
    expect(canChangeSlot(date, new Date(new Date(deadline).getTime() - 1))).toBe(true);
    expect(canChangeSlot(date, new Date(deadline))).toBe(false);
  });
});

it.each([
  [['sat'], true],
  [['sat', 'sun'], true],
  [['sat', 'mon'], false],
  [[], false],
])('holiday works for wished days %j: %s', (days, expected) => {
  expect(isHolidayWorks(days)).toBe(expected);
});

it('labels a slot the Japanese way', () => {
  expect(worksSlotLabel({ date: '2025-08-16', band: 'pm' })).toBe('2025年8月16日（土）午後 13:00～17:00');
});
