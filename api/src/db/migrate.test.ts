// Migrations on an empty database, and the seed on top of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { PINNED_TOWNS, demoFlags } from '../seed/demo-area';
import { seedDatabase } from '../seed/seed';
import { openTestDatabase, TEST_PREFECTURES } from '../testing/test-app';
import type { Database } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';
import { areaTowns, buildings, contracts, introducers, settings } from './schema';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase('empty');
});
afterAll(async () => {
  if (database.kind === 'postgres') {
    await database.db.execute(sql.raw(`drop schema ${database.migrationsSchema} cascade`));
  }
  await database.close();
});

const tableNames = async () => {
  const result = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = current_schema() order by 1`,
  );
  return (result as unknown as { rows: { table_name: string }[] }).rows
    .map((r) => r.table_name)
    .filter((name) => !name.startsWith('__drizzle'));
};

const applied = async () => {
  const result = await database.db.execute(
    sql.raw(`select count(*)::int as n from ${database.migrationsSchema}.__drizzle_migrations`),
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

const rows = async (
  table: typeof settings | typeof areaTowns | typeof buildings | typeof contracts | typeof introducers,
) => Number((await database.db.select({ n: count() }).from(table))[0]!.n);

it('creates every table on an empty database, and a second run changes nothing', async () => {
  expect(await tableNames()).toEqual([]);
  await migrateDatabase(database);
  const expected = [
    'application_drafts',
    'applications',
    'area_notices',
    'area_towns',
    'audit_log',
    'buildings',
    'client_errors',
    'contacts',
    'contracts',
    'follow_tokens',
    'idempotency',
    'introducers',
    'mail_outbox',
    'ops_api_tokens',
    'ops_people',
    'ops_sessions',
    'rum_events',
    'settings',
    'tracking_events',
    'transfer_requests',
    'upsells',
    'works_bookings',
    'works_calendar',
  ];
  expect(await tableNames()).toEqual(expected);
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  expect(await applied()).toBe(journal.entries.length);
  await migrateDatabase(database);
  expect(await tableNames()).toEqual(expected);
  expect(await applied()).toBe(journal.entries.length);
});

it('seeds an empty database once; force replaces the demo master but not the referral codes', async () => {
  const first = await seedDatabase(database, { prefectures: TEST_PREFECTURES });
  expect(first.settings).toBe(1);
  expect(first.areaTowns).toBeGreaterThan(5000);
  expect(first.buildings).toBeGreaterThan(100);
  expect(first.contracts).toBe(300);
  expect(first.introducers).toBe(300);
  expect(await rows(areaTowns)).toBe(first.areaTowns);

  expect(await seedDatabase(database, { prefectures: TEST_PREFECTURES })).toEqual({
    settings: 0,
    areaTowns: 0,
    buildings: 0,
    contracts: 0,
    introducers: 0,
  });

  const forced = await seedDatabase(database, { prefectures: ['三重県'], force: true });
  expect(forced.areaTowns).toBeLessThan(first.areaTowns);
  expect(await rows(areaTowns)).toBe(forced.areaTowns);
  expect(await rows(introducers)).toBe(300);
});

describe('the demo area rule', () => {
  it('is fixed for pinned towns and for Nagoya', () => {
    for (const [key, flags] of Object.entries(PINNED_TOWNS)) {
      const [prefecture, city, town] = key.split('|') as [string, string, string];
      expect(demoFlags(prefecture, city, town)).toEqual(flags);
    }
    expect(demoFlags('愛知県', '名古屋市港区', '港町')).toMatchObject({
      isServiceArea: true,
      is10GArea: true,
      isTVArea: true,
    });
  });

  it('serves about 92 % of towns and never gives 10G or TV outside the area', async () => {
    const all = await database.db.select().from(areaTowns);
    const served = all.filter((t) => t.isServiceArea).length / all.length;
    expect(served).toBeGreaterThan(0.88);
    expect(served).toBeLessThan(0.97);
    expect(all.filter((t) => !t.isServiceArea && (t.is10GArea || t.isTVArea))).toEqual([]);
  });
});
