// The works calendar ops keep (crews per prefecture and band, closed days,
// lead days per building type): one row per site, the shared default until
// ops first save it. Public holidays come from @holiday-jp/holiday_jp, a kept
// data package, never a hand-written list.
import holidayJp from '@holiday-jp/holiday_jp';
import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_WORKS_CALENDAR,
  formatYmd,
  isWorksBand,
  parseYmd,
  PREFECTURES_SERVED,
  type WorksCalendar,
  type YearMonthDay,
} from '@hikari/shared/domain';
import type { Db } from '../../db/client';
import { worksCalendar } from '../../db/schema';
import { DEFAULT_SITE_NAME } from '../settings/settings-store';

export function isPublicHoliday(day: YearMonthDay): boolean {
  return formatYmd(day) in holidayJp.holidays;
}

export async function readWorksCalendar(db: Db): Promise<WorksCalendar> {
  return (await readSavedWorksCalendar(db)).calendar;
}

/** The calendar and when ops last saved it (null: never, the shared default). */
export async function readSavedWorksCalendar(
  db: Db,
): Promise<{ calendar: WorksCalendar; updatedAt: string | null }> {
  const [row] = await db.select().from(worksCalendar).where(eq(worksCalendar.siteName, DEFAULT_SITE_NAME));
  return {
    calendar: (row?.calendar as WorksCalendar | undefined) ?? DEFAULT_WORKS_CALENDAR,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The problems of a calendar ops sent, in Japanese; empty when it can be saved. */
export function calendarProblems(input: unknown): { calendar: WorksCalendar | null; problems: string[] } {
  const problems: string[] = [];
  const value = (input ?? {}) as Partial<Record<keyof WorksCalendar, unknown>>;
  const whole = (n: unknown, max: number) =>
    typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;
  const served = PREFECTURES_SERVED as readonly string[];

  const capacity = Array.isArray(value.capacity) ? value.capacity : [];
  if (!Array.isArray(value.capacity)) problems.push('工事班の数（capacity）がありません');
  const seen = new Set<string>();
  for (const [i, row] of capacity.entries()) {
    const { prefecture, band, crews } = (row ?? {}) as Record<string, unknown>;
    const where = `工事班の${i + 1}行目`;
    if (typeof prefecture !== 'string' || !served.includes(prefecture))
      problems.push(`${where}：提供エリアの都道府県ではありません`);
    if (!isWorksBand(band)) problems.push(`${where}：時間帯は am か pm です`);
    if (!whole(crews, 100)) problems.push(`${where}：工事班の数は0～100の整数です`);
    const key = `${String(prefecture)}|${String(band)}`;
    if (seen.has(key)) problems.push(`${where}：${String(prefecture)}の同じ時間帯が2回あります`);
    seen.add(key);
  }

  const closedDays = Array.isArray(value.closedDays) ? value.closedDays : [];
  if (!Array.isArray(value.closedDays)) problems.push('休業日（closedDays）がありません');
  const closedSeen = new Set<string>();
  for (const [i, row] of closedDays.entries()) {
    const { date, prefecture, note } = (row ?? {}) as Record<string, unknown>;
    const where = `休業日の${i + 1}行目`;
    if (typeof date !== 'string' || !parseYmd(date)) problems.push(`${where}：日付は YYYY-MM-DD です`);
    if (prefecture !== null && (typeof prefecture !== 'string' || !served.includes(prefecture))) {
      problems.push(`${where}：都道府県は提供エリアのいずれか、または全域（null）です`);
    }
    if (note !== undefined && (typeof note !== 'string' || note.length > 100))
      problems.push(`${where}：メモは100文字までです`);
    const key = `${String(date)}|${String(prefecture)}`;
    if (closedSeen.has(key)) problems.push(`${where}：同じ日と地域が2回あります`);
    closedSeen.add(key);
  }

  const lead = (value.leadDays ?? {}) as Record<string, unknown>;
  if (!whole(lead.home, 60) || !whole(lead.apartment, 60))
    problems.push('準備期間（leadDays）は戸建て・マンションとも0～60日の整数です');

  if (problems.length > 0) return { calendar: null, problems };
  return {
    calendar: {
      capacity: capacity.map((row) => {
        const r = row as Record<string, unknown>;
        return { prefecture: r.prefecture as string, band: r.band as 'am' | 'pm', crews: r.crews as number };
      }),
      closedDays: closedDays.map((row) => {
        const r = row as Record<string, unknown>;
        return {
          date: r.date as string,
          prefecture: (r.prefecture as string | null) ?? null,
          note: (r.note as string | undefined) ?? '',
        };
      }),
      leadDays: { home: lead.home as number, apartment: lead.apartment as number },
    },
    problems,
  };
}

/**
 * Saves the calendar, only over the version the person read: `seenUpdatedAt`
 * is its updatedAt then (null: never saved). False when someone saved since.
 */
export async function saveWorksCalendar(
  db: Db,
  calendar: WorksCalendar,
  now: Date,
  seenUpdatedAt: string | null,
): Promise<boolean> {
  if (seenUpdatedAt === null) {
    const inserted = await db
      .insert(worksCalendar)
      .values({ siteName: DEFAULT_SITE_NAME, calendar, updatedAt: now })
      .onConflictDoNothing({ target: worksCalendar.siteName })
      .returning({ siteName: worksCalendar.siteName });
    return inserted.length > 0;
  }
  const updated = await db
    .update(worksCalendar)
    .set({ calendar, updatedAt: now })
    .where(
      and(
        eq(worksCalendar.siteName, DEFAULT_SITE_NAME),
        // To the millisecond, as it was read.
        sql`date_trunc('milliseconds', ${worksCalendar.updatedAt}) = ${new Date(seenUpdatedAt).toISOString()}::timestamptz`,
      ),
    )
    .returning({ siteName: worksCalendar.siteName });
  return updated.length > 0;
}
