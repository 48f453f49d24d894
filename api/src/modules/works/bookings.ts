// Works slots taken: holds (a visitor chose a slot on the application's
// installation step, 20 minutes) and bookings (an application's slot). Every
// write that takes a place first locks that slot (a transaction-scoped
// advisory lock on prefecture|date|band) and counts again, so however many
// visitors race for the last place in a band, exactly one gets it and the
// slot never takes more than its crews; the others get the nearest free
// slots instead.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  addDays,
  crewsOf,
  formatYmd,
  isClosedDay,
  isHolidayDate,
  freeWorksSlots,
  jstToday,
  slotKey,
  slotRefusal,
  WORKS_HOLD_MINUTES,
  WORKS_HORIZON_DAYS,
  worksSlotLabel,
  type SlotQuery,
  type WorksBand,
  type WorksCalendar,
  type WorksSlot,
  type YearMonthDay,
} from '@hikari/shared/domain';
import type { Db } from '../../db/client';
import { worksBookings } from '../../db/schema';
import { isPublicHoliday, readWorksCalendar } from './calendar-store';

/** A slot as the API answers it. */
export interface SlotAnswer extends WorksSlot {
  label: string;
}

export const slotAnswer = (slot: WorksSlot): SlotAnswer => ({ ...slot, label: worksSlotLabel(slot) });

/** How many nearest free slots a visitor is offered when theirs is gone. */
const ALTERNATIVES = 6;

/** Holds that have not run out and bookings, counted per slotKey from today on. */
async function takenCounts(db: Db, prefecture: string, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: worksBookings.date, band: worksBookings.band, n: sql<number>`count(*)::int` })
    .from(worksBookings)
    .where(
      and(
        eq(worksBookings.prefecture, prefecture),
        gte(worksBookings.date, formatYmd(jstToday(now))),
        or(isNull(worksBookings.expiresAt), gt(worksBookings.expiresAt, now)),
      ),
    )
    .groupBy(worksBookings.date, worksBookings.band);
  return new Map(rows.map((r) => [slotKey(prefecture, r.date, r.band as WorksBand), Number(r.n)]));
}

async function takenIn(
  db: Db,
  prefecture: string,
  date: string,
  band: WorksBand,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(worksBookings)
    .where(
      and(
        eq(worksBookings.prefecture, prefecture),
        eq(worksBookings.date, date),
        eq(worksBookings.band, band),
        or(isNull(worksBookings.expiresAt), gt(worksBookings.expiresAt, now)),
      ),
    );
  return Number(row?.n ?? 0);
}

const context = (now: Date) => ({ now, isHoliday: isPublicHoliday, horizonDays: WORKS_HORIZON_DAYS });

/** Free slots for an address, earliest first. */
export async function freeSlots(
  db: Db,
  query: SlotQuery,
  now: Date,
  calendar?: WorksCalendar,
): Promise<SlotAnswer[]> {
  const cal = calendar ?? (await readWorksCalendar(db));
  const taken = await takenCounts(db, query.prefecture, now);
  return freeWorksSlots(cal, query, { ...context(now), taken }).map(slotAnswer);
}

/** The nearest free slots to `date` (before or after), nearest first. */
export async function alternativesTo(
  db: Db,
  query: SlotQuery,
  date: string,
  now: Date,
): Promise<SlotAnswer[]> {
  const slots = await freeSlots(db, query, now);
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`);
  return [...slots]
    .sort(
      (a, b) =>
        Math.abs(day(a.date) - day(date)) - Math.abs(day(b.date) - day(date)) || a.date.localeCompare(b.date),
    )
    .slice(0, ALTERNATIVES)
    .sort((a, b) => a.date.localeCompare(b.date) || a.band.localeCompare(b.band));
}

/** Serialises every write to one slot until the transaction ends. */
async function lockSlot(tx: Db, prefecture: string, date: string, band: WorksBand): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`works|${slotKey(prefecture, date, band)}`}))`,
  );
}

export type TakeOutcome =
  { ok: true; slot: SlotAnswer } | { ok: false; message: string; alternatives: SlotAnswer[] };

export const SLOT_TAKEN_MESSAGE =
  'お選びの工事日は、ほかのお客さまのご予約で埋まりました。下の空いている日からお選びください。';
export const HOLD_GONE_MESSAGE =
  'お選びの工事日の確保時間（20分）が過ぎ、その間にほかのお客さまのご予約で埋まりました。下の空いている日からお選びください。ほかの入力内容はそのまま残っています。';

/**
 * Checks the slot against the calendar, then takes a place in it under its
 * lock: `write` inserts or moves the row once the count says there is room.
 * `own` is a row of the caller already counted in the slot (their hold).
 */
async function takePlace(
  tx: Db,
  query: SlotQuery,
  slot: { date: string; band: WorksBand },
  now: Date,
  own: number,
  write: () => Promise<void>,
  takenMessage = SLOT_TAKEN_MESSAGE,
): Promise<TakeOutcome> {
  const calendar = await readWorksCalendar(tx);
  const refusal = slotRefusal(calendar, query, slot, context(now));
  if (refusal)
    return { ok: false, message: refusal, alternatives: await alternativesTo(tx, query, slot.date, now) };
  await lockSlot(tx, query.prefecture, slot.date, slot.band);
  // Holds of this slot that ran out are of no use to anyone: gone before counting.
  await tx
    .delete(worksBookings)
    .where(
      and(
        eq(worksBookings.prefecture, query.prefecture),
        eq(worksBookings.date, slot.date),
        eq(worksBookings.band, slot.band),
        lte(worksBookings.expiresAt, now),
      ),
    );
  const taken = (await takenIn(tx, query.prefecture, slot.date, slot.band, now)) - own;
  if (taken >= crewsOf(calendar, query.prefecture, slot.band)) {
    return {
      ok: false,
      message: takenMessage,
      alternatives: await alternativesTo(tx, query, slot.date, now),
    };
  }
  await write();
  return { ok: true, slot: slotAnswer({ ...slot, holiday: isHolidaySlot(slot.date) }) };
}

const isHolidaySlot = (date: string): boolean => isHolidayDate(date, isPublicHoliday);

export type HoldOutcome =
  | { ok: true; slot: SlotAnswer; holdId: string; expiresAt: Date }
  | { ok: false; message: string; alternatives: SlotAnswer[] };

/** Holds a slot for WORKS_HOLD_MINUTES, in the caller's transaction; the visitor's previous hold (if any) is given back first. */
export async function holdSlot(
  tx: Db,
  query: SlotQuery,
  slot: { date: string; band: WorksBand },
  previousHoldId: string | null,
  now: Date,
): Promise<HoldOutcome> {
  if (previousHoldId) await releaseHold(tx, previousHoldId);
  const holdId = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + WORKS_HOLD_MINUTES * 60_000);
  const outcome = await takePlace(tx, query, slot, now, 0, async () => {
    await tx.insert(worksBookings).values({ prefecture: query.prefecture, ...slot, holdId, expiresAt });
  });
  return outcome.ok ? { ...outcome, holdId, expiresAt } : outcome;
}

/** Gives a hold back; a booking (no expiry) is never released this way. */
export async function releaseHold(db: Db, holdId: string): Promise<boolean> {
  const gone = await db
    .delete(worksBookings)
    .where(and(eq(worksBookings.holdId, holdId), isNull(worksBookings.receptionId)))
    .returning({ id: worksBookings.id });
  return gone.length > 0;
}

/**
 * Books the visitor's chosen slot for the application, in the application's
 * transaction: the hold becomes the booking; a hold that ran out is booked
 * anyway if the slot still has room, else the visitor is offered others.
 */
export async function bookForApplication(
  tx: Db,
  receptionId: string,
  query: SlotQuery,
  choice: { date: string; band: WorksBand; holdId: string },
  now: Date,
): Promise<TakeOutcome> {
  const [hold] = await tx
    .select()
    .from(worksBookings)
    .where(and(eq(worksBookings.holdId, choice.holdId), isNull(worksBookings.receptionId)));
  const sameSlot =
    hold && hold.prefecture === query.prefecture && hold.date === choice.date && hold.band === choice.band;
  const live = sameSlot && hold.expiresAt !== null && hold.expiresAt.getTime() > now.getTime();
  return takePlace(
    tx,
    query,
    choice,
    now,
    live ? 1 : 0,
    async () => {
      if (hold) await tx.delete(worksBookings).where(eq(worksBookings.id, hold.id));
      await tx
        .insert(worksBookings)
        .values({ prefecture: query.prefecture, date: choice.date, band: choice.band, receptionId });
    },
    live ? SLOT_TAKEN_MESSAGE : HOLD_GONE_MESSAGE,
  );
}

/** The slot booked for an application, or null. */
/** The booked works day of each of these applications, as its label (by reception number). */
export async function bookingLabelsOf(db: Db, receptionIds: string[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  if (receptionIds.length === 0) return labels;
  const rows = await db.select().from(worksBookings).where(inArray(worksBookings.receptionId, receptionIds));
  for (const row of rows) {
    if (row.receptionId) {
      labels.set(row.receptionId, worksSlotLabel({ date: row.date, band: row.band as WorksBand }));
    }
  }
  return labels;
}

export async function bookingOf(db: Db, receptionId: string): Promise<SlotAnswer | null> {
  const [row] = await db.select().from(worksBookings).where(eq(worksBookings.receptionId, receptionId));
  return row
    ? slotAnswer({ date: row.date, band: row.band as WorksBand, holiday: isHolidaySlot(row.date) })
    : null;
}

/**
 * Books, moves (slot given) or cancels (null) an application's slot, in the
 * caller's transaction (with the mail that tells the visitor). The caller
 * checks who may and until when.
 */
export async function changeBooking(
  tx: Db,
  receptionId: string,
  query: SlotQuery,
  slot: { date: string; band: WorksBand } | null,
  now: Date,
): Promise<TakeOutcome | { ok: true; slot: null }> {
  if (slot === null) {
    await tx.delete(worksBookings).where(eq(worksBookings.receptionId, receptionId));
    return { ok: true, slot: null };
  }
  const [current] = await tx.select().from(worksBookings).where(eq(worksBookings.receptionId, receptionId));
  const same =
    current &&
    current.date === slot.date &&
    current.band === slot.band &&
    current.prefecture === query.prefecture;
  return takePlace(tx, query, slot, now, same ? 1 : 0, async () => {
    if (current) await tx.delete(worksBookings).where(eq(worksBookings.id, current.id));
    await tx.insert(worksBookings).values({ prefecture: query.prefecture, ...slot, receptionId });
  });
}

/** Per day from `from` for `days` days: crews, bookings and live holds of each prefecture and band (the console). */
export async function bookingReport(db: Db, from: YearMonthDay, days: number, now: Date) {
  const calendar = await readWorksCalendar(db);
  const start = formatYmd(from);
  const end = formatYmd(addDays(from, days - 1));
  const rows = await db
    .select({
      prefecture: worksBookings.prefecture,
      date: worksBookings.date,
      band: worksBookings.band,
      booked: sql<number>`count(*) filter (where ${worksBookings.expiresAt} is null)::int`,
      held: sql<number>`count(*) filter (where ${worksBookings.expiresAt} > ${now.toISOString()})::int`,
    })
    .from(worksBookings)
    .where(and(gte(worksBookings.date, start), lte(worksBookings.date, end)))
    .groupBy(worksBookings.prefecture, worksBookings.date, worksBookings.band);
  const counts = new Map(rows.map((r) => [slotKey(r.prefecture, r.date, r.band as WorksBand), r]));
  return Array.from({ length: days }, (_, i) => {
    const date = formatYmd(addDays(from, i));
    return {
      date,
      holiday: isHolidaySlot(date),
      // Closed everywhere; a day closed in one prefecture shows as no crews there.
      closed: calendar.closedDays.some((c) => c.date === date && c.prefecture === null),
      slots: calendar.capacity.map((c) => {
        const n = counts.get(slotKey(c.prefecture, date, c.band));
        return {
          prefecture: c.prefecture,
          band: c.band,
          crews: isClosedDay(calendar, date, c.prefecture) ? 0 : c.crews,
          booked: Number(n?.booked ?? 0),
          held: Number(n?.held ?? 0),
        };
      }),
    };
  });
}
