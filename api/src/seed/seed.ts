// Fills an empty database with the demo data: the settings record, the area
// master of the five prefectures, registered buildings, contracts and
// introducer codes. Each part is written only when its table is empty, so it
// runs on every start at the cost of five counts; `force` replaces the demo
// parts (never the submissions).
import { count } from 'drizzle-orm';
import type { DemoPart } from '../config';
import { bulkInsert } from '../db/bulk-insert';
import type { Database, Db } from '../db/client';
import { areaChanged } from '../modules/area/area-index';
import { areaTowns, buildings, contracts, introducers, settings } from '../db/schema';
import { buildingNameKey, normalizeChome } from '@hikari/shared/domain';
import { DEFAULT_SETTINGS_ROW, DEFAULT_SITE_NAME } from '../modules/settings/settings-store';
import { demoAreaTowns, type AreaTownRow } from './demo-area';
import { demoBuildings, type BuildingRow } from './demo-buildings';
import { demoContracts, demoIntroducers } from './demo-people';

export interface SeedOptions {
  /** Replace the area master, buildings, contracts and introducer codes with the demo ones. */
  force?: boolean;
  /** Limit the master to these prefectures (tests seed one to stay fast). Default: all five. */
  prefectures?: readonly string[];
  /**
   * The demo parts to write: `area` (towns and buildings), `people`
   * (contracts and introducer codes). Default both. The settings record is
   * always written: the site cannot run without it.
   */
  parts?: readonly DemoPart[];
}

export interface SeedReport {
  settings: number;
  areaTowns: number;
  buildings: number;
  contracts: number;
  introducers: number;
}

export function areaTownValues(rows: AreaTownRow[]) {
  return rows.map((r) => ({ ...r, chome: normalizeChome(r.chome) }));
}

export function buildingValues(rows: BuildingRow[]) {
  return rows.map((r) => ({
    ...r,
    chome: normalizeChome(r.chome),
    nameKey: buildingNameKey(r.buildingName),
  }));
}

async function isEmpty(
  db: Db,
  table: typeof areaTowns | typeof buildings | typeof contracts | typeof introducers | typeof settings,
) {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0) === 0;
}

export async function seedDatabase(database: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const report: SeedReport = { settings: 0, areaTowns: 0, buildings: 0, contracts: 0, introducers: 0 };
  await database.withLock('hikari:seed', async () => {
    await database.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(settings)
        .values({ name: DEFAULT_SITE_NAME, ...DEFAULT_SETTINGS_ROW })
        .onConflictDoNothing()
        .returning({ name: settings.name });
      report.settings = inserted.length;

      let towns: AreaTownRow[] | null = null;
      const demoTowns = () => {
        towns ??= demoAreaTowns().filter(
          (t) => !options.prefectures || options.prefectures.includes(t.prefecture),
        );
        return towns;
      };

      const parts = new Set(options.parts ?? ['area', 'people']);
      if (parts.has('area') && (options.force || (await isEmpty(tx, areaTowns)))) {
        await tx.delete(areaTowns);
        const rows = areaTownValues(demoTowns());
        await bulkInsert(tx, areaTowns, rows);
        report.areaTowns = rows.length;
      }
      if (parts.has('area') && (options.force || (await isEmpty(tx, buildings)))) {
        await tx.delete(buildings);
        const rows = buildingValues(
          demoBuildings(demoTowns()).filter(
            (b) => !options.prefectures || options.prefectures.includes(b.prefecture),
          ),
        );
        await bulkInsert(tx, buildings, rows);
        report.buildings = rows.length;
      }
      if (parts.has('people') && (options.force || (await isEmpty(tx, contracts)))) {
        await tx.delete(contracts);
        const rows = demoContracts();
        await bulkInsert(tx, contracts, rows);
        report.contracts = rows.length;
      }
      if (parts.has('people') && (await isEmpty(tx, introducers))) {
        const rows = demoIntroducers();
        await bulkInsert(tx, introducers, rows);
        report.introducers = rows.length;
      }
    });
  });
  // The master changed: every running instance reads it again.
  if (report.areaTowns > 0 || report.buildings > 0) await areaChanged(database);
  return report;
}
