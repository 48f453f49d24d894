// The area master as ops read it back: a search over the towns (提供エリア)
// or the registered buildings, and the whole master (or what a search finds)
// as a CSV in the very layout the import takes, so a file downloaded, edited
// and imported again round-trips.
import { asc, count, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areaTowns, buildings } from '../../db/schema';
import { toCsv } from '../../csv/csv';
import { BUILDING_COLUMNS, TOWN_COLUMNS, type ImportKind } from './import-area';
import { buildingNameKey, comparisonKey } from '@hikari/shared/domain';

export type TownRow = typeof areaTowns.$inferSelect;
export type BuildingRow = typeof buildings.$inferSelect;

/** Most rows one CSV holds. Default 200,000 (a prefecture-wide master is far smaller). */
export const AREA_EXPORT_LIMIT = 200_000;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Rows whose address (prefecture + city + town + chome, written together) or
 * building name contains q, spaces and widths ignored; every row when q is empty.
 */
function whereOf(kind: ImportKind, q: string): SQL | undefined {
  const text = comparisonKey(q).replace(/\s/g, '');
  if (text === '') return undefined;
  const pattern = likePattern(text);
  if (kind === 'towns') {
    const t = areaTowns;
    return sql`(${t.prefecture} || ${t.city} || ${t.town} || ${t.chome}) like ${pattern}`;
  }
  const b = buildings;
  const name = likePattern(buildingNameKey(q));
  return sql`((${b.prefecture} || ${b.city} || ${b.town} || ${b.chome} || ${b.banchi}) like ${pattern} or ${b.nameKey} like ${name})`;
}

export async function searchAreaMaster(
  db: Db,
  kind: ImportKind,
  q: string,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: (TownRow | BuildingRow)[] }> {
  const table = kind === 'towns' ? areaTowns : buildings;
  const where = whereOf(kind, q);
  const [counted] = await db.select({ n: count() }).from(table).where(where);
  const order =
    kind === 'towns'
      ? [asc(areaTowns.prefecture), asc(areaTowns.city), asc(areaTowns.town), asc(areaTowns.chome)]
      : [asc(buildings.prefecture), asc(buildings.city), asc(buildings.town), asc(buildings.buildingName)];
  const rows = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return { total: Number(counted?.n ?? 0), rows };
}

const flag = (value: boolean) => (value ? 1 : 0);

/** One row in the import's columns (booleans as 1 / 0). */
function cells(kind: ImportKind, row: TownRow | BuildingRow): unknown[] {
  // Both masters open with the place, in the same four columns.
  const place = [row.prefecture, row.city, row.town, row.chome];
  if (kind === 'towns') {
    const t = row as TownRow;
    return [
      ...place,
      t.postalCode ?? '',
      flag(t.isServiceArea),
      flag(t.is10GArea),
      flag(t.isTVArea),
      t.period ?? '',
      t.notes ?? '',
    ];
  }
  const b = row as BuildingRow;
  return [
    ...place,
    b.banchi,
    b.buildingName,
    flag(b.isApprovedMansion),
    flag(b.isNonAvailable),
    b.mansionPlanType ?? '',
    flag(b.isMansionWari12),
    flag(b.isKDDI),
    flag(b.isAllCommufaMansion),
    b.notes ?? '',
  ];
}

/** The CSV of the rows a search finds (all when q is empty), in the import's layout. */
export function areaMasterCsv(kind: ImportKind, rows: (TownRow | BuildingRow)[]): string {
  const header = [...(kind === 'towns' ? TOWN_COLUMNS : BUILDING_COLUMNS)];
  return toCsv(
    header,
    rows.map((row) => cells(kind, row)),
  );
}
