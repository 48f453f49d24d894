import {
  addDays,
  compareYmd,
  endOfJstDay,
  formatJstDateJa,
  formatJstIso,
  formatYmd,
  isRealDate,
  jstInstant,
  jstParts,
  jstToday,
  parseJstDateTime,
  startOfJstDay,
} from './japan-time';

describe('jstParts / jstInstant', () => {
  it.each([
    // A UTC evening is already the next morning in Japan.
    ['2025-07-10T15:00:00.000Z', { year: 2025, month: 7, day: 11, hour: 0, weekday: 5 }],
    ['2025-07-10T14:59:59.999Z', { year: 2025, month: 7, day: 10, hour: 23, weekday: 4 }],
    ['2024-12-31T15:00:00.000Z', { year: 2025, month: 1, day: 1, hour: 0, weekday: 3 }],
  ])('%s reads as %j in Japan', (iso, expected) => {
    expect(jstParts(new Date(iso))).toMatchObject(expected);
  });

  it('builds the instant of a Japanese wall-clock reading', () => {
    expect(jstInstant(2025, 7, 11).toISOString()).toBe('2025-07-10T15:00:00.000Z');
    expect(jstInstant(2025, 9, 30, 23, 59, 59, 999).toISOString()).toBe('2025-09-30T14:59:59.999Z');
  });
});

describe('day bounds', () => {
  it.each([
    ['2025-09-30T00:00:00+09:00', '2025-09-29T15:00:00.000Z', '2025-09-30T14:59:59.999Z'],
    ['2025-09-30T23:59:59+09:00', '2025-09-29T15:00:00.000Z', '2025-09-30T14:59:59.999Z'],
    // 20:00 UTC is 05:00 the next day in Japan.
    ['2025-09-30T20:00:00Z', '2025-09-30T15:00:00.000Z', '2025-10-01T14:59:59.999Z'],
  ])('%s lies in the Japanese day %s … %s', (iso, start, end) => {
    expect(startOfJstDay(new Date(iso)).toISOString()).toBe(start);
    expect(endOfJstDay(new Date(iso)).toISOString()).toBe(end);
  });

  it('gives today in Japan, not in the machine zone', () => {
    expect(jstToday(new Date('2025-03-31T15:30:00Z'))).toEqual({ year: 2025, month: 4, day: 1 });
  });
});

describe('isRealDate', () => {
  it.each([
    [2024, 2, 29, true],
    [2025, 2, 29, false],
    [2025, 4, 31, false],
    [2025, 12, 31, true],
    [2025, 13, 1, false],
    [2025, 0, 10, false],
    [2025, 1, 0, false],
    [2025, 1.5, 1, false],
  ])('%i-%i-%i real: %s', (y, m, d, expected) => {
    expect(isRealDate(y, m, d)).toBe(expected);
  });
});

describe('addDays / compareYmd / formatYmd', () => {
  it('crosses month and year ends', () => {
    expect(addDays({ year: 2025, month: 12, day: 31 }, 1)).toEqual({ year: 2026, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2025, month: 1, day: 1 }, 60)).toEqual({ year: 2025, month: 3, day: 2 });
  });
  it('orders days', () => {
    expect(compareYmd({ year: 2025, month: 1, day: 2 }, { year: 2025, month: 1, day: 1 })).toBeGreaterThan(0);
    expect(compareYmd({ year: 2024, month: 12, day: 31 }, { year: 2025, month: 1, day: 1 })).toBeLessThan(0);
    expect(compareYmd({ year: 2025, month: 1, day: 1 }, { year: 2025, month: 1, day: 1 })).toBe(0);
  });
  it('prints YYYY-MM-DD', () => {
    expect(formatYmd({ year: 2025, month: 7, day: 1 })).toBe('2025-07-01');
  });
});

describe('parseJstDateTime', () => {
  it.each([
    ['2025-09-30', '2025-09-29T15:00:00.000Z'],
    ['2025-09-30T10:00', '2025-09-30T01:00:00.000Z'],
    ['2025-09-30 10:00:30', '2025-09-30T01:00:30.000Z'],
    ['2025-09-30T10:00:30.5', '2025-09-30T01:00:30.500Z'],
    ['2025-09-30T10:00:00Z', '2025-09-30T10:00:00.000Z'],
    ['2025-09-30T10:00:00+09:00', '2025-09-30T01:00:00.000Z'],
    [' 2025-09-30 ', '2025-09-29T15:00:00.000Z'],
  ])('%s is %s', (text, iso) => {
    expect(parseJstDateTime(text)?.toISOString()).toBe(iso);
  });

  it.each([['2025-02-30'], ['2025/09/30'], ['tomorrow'], [''], ['2025-09-30T25:00']])(
    '%s is not a date',
    (text) => {
      expect(parseJstDateTime(text)).toBeNull();
    },
  );

  it('treats null and undefined as no date', () => {
    expect(parseJstDateTime(null)).toBeNull();
    expect(parseJstDateTime(undefined)).toBeNull();
  });
});

describe('formatting', () => {
  it('writes ISO with the Japanese offset', () => {
    expect(formatJstIso(new Date('2025-07-10T15:04:05.006Z'))).toBe('2025-07-11T00:04:05.006+09:00');
  });
  it('writes a Japanese date with the weekday', () => {
    expect(formatJstDateJa(new Date('2025-09-28T15:00:00Z'))).toBe('2025年9月29日（月）');
  });
});
