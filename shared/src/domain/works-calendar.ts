// The installation works (開通工事) calendar: which slots (a day and a time
// band, Japan time) a visitor may book for an address. Ops keep the calendar
// (crews per prefecture and band, closed days, lead time per building type);
// the API counts what is booked and held, and asks these rules what is free.
// Public holidays come from the caller (the API reads a kept data package),
// so the browser never carries the holiday table.
import {
  addDays,
  compareYmd,
  formatJstDateJa,
  formatYmd,
  jstInstant,
  jstParts,
  jstToday,
  parseYmd,
  type YearMonthDay,
} from './japan-time';
import { SLOT_CHANGE_DAYS_BEFORE, SLOT_CHANGE_HOUR } from './contract-terms';
import { PREFECTURES_SERVED } from './entities';
import { holidayWorksFromWishedDays } from './quote-terms';

export type WorksBand = 'am' | 'pm';

export const WORKS_BANDS: readonly { id: WorksBand; label: string; from: string; to: string }[] = [
  { id: 'am', label: '午前', from: '9:00', to: '12:00' },
  { id: 'pm', label: '午後', from: '13:00', to: '17:00' },
];

export const isWorksBand = (value: unknown): value is WorksBand => value === 'am' || value === 'pm';

/** Minutes a chosen slot is held for a visitor who has not sent the application yet. */
export const WORKS_HOLD_MINUTES = 20;
/** Days ahead the slots are offered (from today): more than a month, whatever the lead time. */
export const WORKS_HORIZON_DAYS = 45;

export interface WorksCapacity {
  /** A prefecture the service covers, e.g. '愛知県'. */
  prefecture: string;
  band: WorksBand;
  /** Works crews on that band of an open day: the most bookings it takes. */
  crews: number;
}

export interface ClosedDay {
  /** YYYY-MM-DD. */
  date: string;
  /** Closed in this prefecture only; null: everywhere. */
  prefecture: string | null;
  note: string;
}

export interface WorksCalendar {
  capacity: WorksCapacity[];
  closedDays: ClosedDay[];
  /** Whole days between today and the first bookable day: a home needs a survey and longer wiring. */
  leadDays: { home: number; apartment: number };
}

/** The calendar a new site starts with; ops change it in the console. */
export const DEFAULT_WORKS_CALENDAR: WorksCalendar = {
  capacity: PREFECTURES_SERVED.flatMap((prefecture) =>
    WORKS_BANDS.map((band) => ({ prefecture, band: band.id, crews: band.id === 'am' ? 3 : 4 })),
  ),
  closedDays: [],
  leadDays: { home: 10, apartment: 6 },
};

export interface WorksSlot {
  /** YYYY-MM-DD, Japan time. */
  date: string;
  band: WorksBand;
  /** A Saturday, Sunday or public holiday: booked only with holiday works (休日工事). */
  holiday: boolean;
}

const WEEKDAY_IDS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Noon of the day in Japan: an instant safely inside it. */
const noonOf = (d: YearMonthDay) => jstInstant(d.year, d.month, d.day, 12);

function weekdayOf(d: YearMonthDay): number {
  return jstParts(noonOf(d)).weekday;
}

/** '2026年12月8日（火）午前 9:00～12:00'. */
export function worksSlotLabel(slot: Pick<WorksSlot, 'date' | 'band'>): string {
  const d = parseYmd(slot.date);
  const band = WORKS_BANDS.find((b) => b.id === slot.band);
  if (!d || !band) return `${slot.date} ${slot.band}`;
  return `${formatJstDateJa(noonOf(d))}${band.label} ${band.from}～${band.to}`;
}

/** The key a slot's bookings are counted under. */
export const slotKey = (prefecture: string, date: string, band: WorksBand): string =>
  `${prefecture}|${date}|${band}`;

export interface SlotQuery {
  prefecture: string;
  /** 0 home (戸建て), 1 apartment (マンション). */
  buildingType: number;
  /**
   * The visitor's wished works days (customer.dowConstruction: 'mon'…'sun').
   * Only weekend days: holiday works (休日工事, with its fee), so Saturdays,
   * Sundays and public holidays; otherwise the wished weekdays that are not
   * public holidays. Empty: every weekday.
   */
  wishedDays: readonly string[];
}

export interface SlotContext {
  now: Date;
  isHoliday: (date: YearMonthDay) => boolean;
  /** Bookings and live holds per slotKey. */
  taken: ReadonlyMap<string, number>;
  horizonDays?: number;
}

/** Holiday works (休日工事): only weekend days wished, the same rule the fee follows (quote-terms.ts). */
export const isHolidayWorks = (wishedDays: readonly string[]): boolean =>
  holidayWorksFromWishedDays(wishedDays) === true;

/** 'mon'…'sun' of a 'YYYY-MM-DD' (customer.dowConstruction's ids), or null when it names no day. */
export function weekdayIdOf(date: string): string | null {
  const d = parseYmd(date);
  return d ? WEEKDAY_IDS[weekdayOf(d)]! : null;
}

/** A Saturday, Sunday or public holiday: a day of holiday works. */
export function isHolidayDate(date: string, isHoliday: (day: YearMonthDay) => boolean): boolean {
  const d = parseYmd(date);
  if (!d) return false;
  const weekday = weekdayOf(d);
  return weekday === 0 || weekday === 6 || isHoliday(d);
}

/** Closed for works on that day in that prefecture (everywhere, or there). */
export const isClosedDay = (calendar: WorksCalendar, date: string, prefecture: string): boolean =>
  calendar.closedDays.some((c) => c.date === date && (c.prefecture === null || c.prefecture === prefecture));

/** Why a slot cannot be booked for this query, or null when it can (capacity aside). */
export function slotRefusal(
  calendar: WorksCalendar,
  query: SlotQuery,
  slot: Pick<WorksSlot, 'date' | 'band'>,
  context: Omit<SlotContext, 'taken'>,
): string | null {
  const d = parseYmd(slot.date);
  if (!d || !isWorksBand(slot.band)) return '工事日の指定が正しくありません';
  const today = jstToday(context.now);
  const lead = query.buildingType === 1 ? calendar.leadDays.apartment : calendar.leadDays.home;
  if (compareYmd(d, addDays(today, lead + 1)) < 0)
    return 'この日はお申し込みから工事までの準備期間のため、ご予約いただけません';
  if (compareYmd(d, addDays(today, context.horizonDays ?? WORKS_HORIZON_DAYS)) > 0)
    return 'この日はまだご予約を受け付けていません';
  if (isClosedDay(calendar, slot.date, query.prefecture)) return 'この日は工事を行っていません';
  if (crewsOf(calendar, query.prefecture, slot.band) <= 0) return 'この地域・時間帯は工事を行っていません';
  const holiday = isHolidayDate(slot.date, context.isHoliday);
  if (isHolidayWorks(query.wishedDays)) {
    if (!holiday) return '休日工事をご希望のため、土日・祝日の工事日からお選びください';
  } else {
    if (holiday)
      return '土日・祝日の工事は、工事のご希望曜日で土曜日・日曜日だけを選んだ場合（休日工事）にお選びいただけます';
    if (query.wishedDays.length > 0 && !query.wishedDays.includes(weekdayIdOf(slot.date)!)) {
      return 'ご希望の曜日ではありません';
    }
  }
  return null;
}

/** The crews of a slot's prefecture and band. */
export function crewsOf(calendar: WorksCalendar, prefecture: string, band: WorksBand): number {
  return calendar.capacity.find((c) => c.prefecture === prefecture && c.band === band)?.crews ?? 0;
}

/** Every free slot for the query, earliest first. */
export function freeWorksSlots(calendar: WorksCalendar, query: SlotQuery, context: SlotContext): WorksSlot[] {
  const today = jstToday(context.now);
  const out: WorksSlot[] = [];
  for (let i = 1; i <= (context.horizonDays ?? WORKS_HORIZON_DAYS); i += 1) {
    const d = addDays(today, i);
    const date = formatYmd(d);
    for (const band of WORKS_BANDS) {
      if (slotRefusal(calendar, query, { date, band: band.id }, context) !== null) continue;
      const left =
        crewsOf(calendar, query.prefecture, band.id) -
        (context.taken.get(slotKey(query.prefecture, date, band.id)) ?? 0);
      if (left <= 0) continue;
      out.push({ date, band: band.id, holiday: isHolidayDate(date, context.isHoliday) });
    }
  }
  return out;
}

/** Until when a booked slot can be changed or cancelled: 19:00 Japan time four days before the works day. */
export function slotChangeDeadline(date: string): Date | null {
  const d = parseYmd(date);
  if (!d) return null;
  const before = addDays(d, -SLOT_CHANGE_DAYS_BEFORE);
  return jstInstant(before.year, before.month, before.day, SLOT_CHANGE_HOUR);
}

export function canChangeSlot(date: string, now: Date): boolean {
  const deadline = slotChangeDeadline(date);
  return deadline !== null && now.getTime() < deadline.getTime();
}
