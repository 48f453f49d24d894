// Calendar arithmetic in Japan time. Japan has used UTC+9 without daylight
// saving since 1951, so a fixed offset is exact; going through the machine's
// local zone would shift every boundary on a server running in UTC.

export const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day: month 1-12, day 1-31. */
export interface YearMonthDay {
  year: number;
  month: number;
  day: number;
}

export interface JstParts extends YearMonthDay {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 0 Sunday … 6 Saturday, as Date#getDay. */
  weekday: number;
}

/** The wall-clock reading in Japan at an instant. */
export function jstParts(instant: Date): JstParts {
  const shifted = new Date(instant.getTime() + JST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    millisecond: shifted.getUTCMilliseconds(),
    weekday: shifted.getUTCDay(),
  };
}

/** The instant a Japanese wall clock shows the given reading. Out-of-range parts roll over like Date.UTC. */
export function jstInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, millisecond) - JST_OFFSET_MS);
}

/** 00:00:00.000 Japan time of the day the instant falls on. */
export function startOfJstDay(instant: Date): Date {
  const { year, month, day } = jstParts(instant);
  return jstInstant(year, month, day);
}

/** 23:59:59.999 Japan time of the day the instant falls on (the last representable millisecond). */
export function endOfJstDay(instant: Date): Date {
  return new Date(startOfJstDay(instant).getTime() + DAY_MS - 1);
}

/** Today's date in Japan. */
export function jstToday(now: Date): YearMonthDay {
  const { year, month, day } = jstParts(now);
  return { year, month, day };
}

/** True when year/month/day name a day that exists in the Gregorian calendar (no 2月30日). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** Calendar day n days after (or before, n < 0) the given one. */
export function addDays(date: YearMonthDay, days: number): YearMonthDay {
  const probe = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: probe.getUTCFullYear(), month: probe.getUTCMonth() + 1, day: probe.getUTCDate() };
}

/** Negative, zero or positive like a sort comparator. */
export function compareYmd(a: YearMonthDay, b: YearMonthDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads a settings date. 'YYYY-MM-DD' is 00:00 Japan time of that day; a
 * date-time without an offset is a Japanese wall-clock reading; a date-time
 * with Z or an offset is that instant. Anything else (or an impossible date)
 * gives null, so a typo in the settings never switches maintenance on.
 */
export function parseJstDateTime(text: string | null | undefined): Date | null {
  if (typeof text !== 'string') return null;
  const value = text.trim();
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [y, m, d] = dateOnly.slice(1, 4).map(Number) as [number, number, number];
    return isRealDate(y, m, d) ? jstInstant(y, m, d) : null;
  }
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) {
    const [y, m, d, h, mi] = local.slice(1, 6).map(Number) as [number, number, number, number, number];
    const s = Number(local[6] ?? 0);
    const ms = Number((local[7] ?? '0').padEnd(3, '0'));
    if (!isRealDate(y, m, d) || h > 23 || mi > 59 || s > 59) return null;
    return jstInstant(y, m, d, h, mi, s, ms);
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(value) && WITH_OFFSET.test(value)) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : new Date(time);
  }
  return null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** ISO 8601 with the +09:00 offset, e.g. '2025-07-11T09:30:00.000+09:00' (what the access log stores). */
export function formatJstIso(instant: Date): string {
  const p = jstParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}.${pad(p.millisecond, 3)}+09:00`;
}

const WEEKDAYS_JA = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** '2025年7月11日（金）' — the way Japanese pages print a day. */
export function formatJstDateJa(instant: Date): string {
  const p = jstParts(instant);
  return `${p.year}年${p.month}月${p.day}日（${WEEKDAYS_JA[p.weekday]}）`;
}

/** The calendar day of 'YYYY-MM-DD', or null when it is not one (2026-02-30). */
export function parseYmd(text: string): YearMonthDay | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** 'YYYY-MM-DD' of a calendar day (the value of an <input type="date">). */
export function formatYmd(date: YearMonthDay): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}
