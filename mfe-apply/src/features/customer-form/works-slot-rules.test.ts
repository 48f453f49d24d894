// When a hold made for some answers still fits after they change (the API's
// rules of works-calendar.ts: holiday works only on weekends and holidays,
// otherwise only the wished weekdays), and whose slots are asked for at all.
import { holdFits, withHeldSlot, worksQueryOf } from './components/works-slot-rules';

const query = (prefecture: string, buildingType: number, wishedDays: string[]) => ({
  prefecture,
  buildingType,
  wishedDays,
});

describe('worksQueryOf', () => {
  it.each([
    ['愛知県', ['mon'], query('愛知県', 0, ['mon'])],
    [' 長野県 ', ['sat', 'sun'], query('長野県', 0, ['sat', 'sun'])],
    ['東京都', ['mon'], null],
    ['愛知', ['mon'], null],
    ['愛知県', [], null],
  ])('%s %j → %j', (prefecture, days, expected) => {
    expect(worksQueryOf(prefecture, 0, days)).toEqual(expected);
  });
});

describe('holdFits', () => {
  // 2026-12-07 is a Monday, 2026-12-05 a Saturday.
  const monday = { date: '2026-12-07' };
  const saturday = { date: '2026-12-05' };
  it.each([
    ['same answers', monday, query('愛知県', 0, ['mon']), query('愛知県', 0, ['mon']), true],
    ['another weekday added', monday, query('愛知県', 0, ['mon']), query('愛知県', 0, ['mon', 'tue']), true],
    [
      'its weekday no longer wished',
      monday,
      query('愛知県', 0, ['mon', 'tue']),
      query('愛知県', 0, ['tue']),
      false,
    ],
    ['another prefecture', monday, query('愛知県', 0, ['mon']), query('岐阜県', 0, ['mon']), false],
    ['another building type', monday, query('愛知県', 0, ['mon']), query('愛知県', 1, ['mon']), false],
    [
      'holiday works, Sunday added',
      saturday,
      query('愛知県', 0, ['sat']),
      query('愛知県', 0, ['sat', 'sun']),
      true,
    ],
    [
      'holiday works no more',
      saturday,
      query('愛知県', 0, ['sat']),
      query('愛知県', 0, ['mon', 'sat']),
      false,
    ],
    ['holiday works now', monday, query('愛知県', 0, ['mon']), query('愛知県', 0, ['sun']), false],
  ])('%s', (_name, choice, heldFor, now, fits) => {
    expect(holdFits(choice, heldFor, now)).toBe(fits);
  });
});

describe('withHeldSlot', () => {
  const offered = [
    { date: '2026-12-05', band: 'am', label: 'a', holiday: true },
    { date: '2026-12-12', band: 'pm', label: 'b', holiday: true },
  ];
  it('puts the visitor’s own held slot among the offered ones, in date order, once', () => {
    const held = { date: '2026-12-05', band: 'pm' as const, holdId: 'h', expiresAt: '2099-01-01T00:00:00Z' };
    expect(withHeldSlot(offered, held).map((s) => `${s.date}|${s.band}`)).toEqual([
      '2026-12-05|am',
      '2026-12-05|pm',
      '2026-12-12|pm',
    ]);
    expect(withHeldSlot(offered, { ...held, band: 'am' })).toHaveLength(2);
  });
});
