// Migration 0008: submissions get the four states (新規・対応中・完了・取消).
// Rows marked 対応済み before it read as 完了, changed when they were handled;
// the others stay 新規.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-app';
import type { Database } from './client';
import { migrationsFolder } from './migrate';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase('empty');
});
afterAll(() => database.close());

const statements = (file: string) =>
  readFileSync(path.join(migrationsFolder(), file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

const run = async (files: string[]) => {
  for (const file of files)
    for (const statement of statements(file)) await database.db.execute(sql.raw(statement));
};

it('maps contacts marked handled to 完了 at the time they were handled, and leaves the rest 新規', async () => {
  const files = readdirSync(migrationsFolder())
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const target = files.findIndex((name) => name.startsWith('0008_'));
  expect(target).toBeGreaterThan(0);
  await run(files.slice(0, target));
  await database.db.execute(sql`
    insert into contacts (reception_id, idempotency_key, payload, handled_at) values
      ('CT-20260101-AAAAAA', 'k1', '{}'::jsonb, '2026-01-02T03:04:05Z'),
      ('CT-20260101-BBBBBB', 'k2', '{}'::jsonb, null)`);
  await run([files[target]!]);
  const result = await database.db.execute(
    sql`select reception_id, status, status_changed_at, assignee from contacts order by reception_id`,
  );
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    id: row.reception_id,
    status: row.status,
    changed: row.status_changed_at ? new Date(row.status_changed_at as string).toISOString() : null,
    assignee: row.assignee,
  }));
  expect(rows).toEqual([
    { id: 'CT-20260101-AAAAAA', status: 'done', changed: '2026-01-02T03:04:05.000Z', assignee: null },
    { id: 'CT-20260101-BBBBBB', status: 'new', changed: null, assignee: null },
  ]);
});
