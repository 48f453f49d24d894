// Tracking events for ops: the latest rows and what they add up to (arrivals
// per traffic source, clicks and modal events per target and label).
import { and, desc, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trackingEvents } from '../../db/schema';

export interface EventsReport {
  count: number;
  /** Arrivals per traffic source, most first. */
  arrivalsBySource: { source: string; count: number }[];
  /** Clicks and modal events per kind, target and label, most first. */
  interactions: {
    kind: string;
    area: string | null;
    action: string | null;
    target: string;
    label: string;
    count: number;
  }[];
  events: (typeof trackingEvents.$inferSelect)[];
}

/**
 * @param options.limit rows listed (the counts cover the whole period). Default 200, at most 10,000.
 */
export async function eventsReport(
  db: Db,
  options: { from?: Date | null; to?: Date | null; limit?: number } = {},
): Promise<EventsReport> {
  const where: SQL[] = [];
  if (options.from) where.push(gte(trackingEvents.createdAt, options.from));
  if (options.to) where.push(lt(trackingEvents.createdAt, options.to));
  const rows = await db
    .select()
    .from(trackingEvents)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(trackingEvents.createdAt), desc(trackingEvents.id));
  const sources = new Map<string, number>();
  const interactions = new Map<string, EventsReport['interactions'][number]>();
  for (const row of rows) {
    if (row.kind === 'arrival') {
      const source = row.source ?? 'direct';
      sources.set(source, (sources.get(source) ?? 0) + 1);
      continue;
    }
    const key = JSON.stringify([row.kind, row.area, row.action, row.target, row.label]);
    const entry = interactions.get(key) ?? {
      kind: row.kind,
      area: row.area,
      action: row.action,
      target: row.target,
      label: row.label,
      count: 0,
    };
    entry.count += 1;
    interactions.set(key, entry);
  }
  const limit = Math.min(Math.max(options.limit ?? 200, 1), 10000);
  return {
    count: rows.length,
    arrivalsBySource: [...sources]
      .map(([source, count]) => ({ source, count }))
      .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source)),
    interactions: [...interactions.values()].sort((a, b) => b.count - a.count),
    events: rows.slice(0, limit),
  };
}
