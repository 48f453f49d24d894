// Runs once before the suites, outside jest's module sandbox, where PGlite's
// initdb takes 4 s instead of 15: builds two PGlite templates (an empty
// cluster, and one migrated and seeded with the test master) that every
// suite loads in about a second. PostgreSQL runs (DATABASE_URL) need none.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../seed/seed';
import { TEMPLATE_ENV, TEST_PREFECTURES } from './templates';

async function dump(client: PGlite, file: string) {
  const blob = (await client.dumpDataDir('none')) as Blob;
  writeFileSync(file, new Uint8Array(await blob.arrayBuffer()));
}

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'hikari-api-test-'));
  const emptyFile = path.join(dir, 'empty.tar');
  const seededFile = path.join(dir, 'seeded.tar');

  const empty = await PGlite.create();
  await dump(empty, emptyFile);
  await empty.close();

  const database = await openDatabase({ pgliteDir: null });
  await migrateDatabase(database);
  await seedDatabase(database, { prefectures: TEST_PREFECTURES });
  await dump(database.pglite!, seededFile);
  await database.close();

  process.env[TEMPLATE_ENV.empty] = emptyFile;
  process.env[TEMPLATE_ENV.seeded] = seededFile;
  process.env.HIKARI_TEST_TEMPLATE_DIR = dir;
}
