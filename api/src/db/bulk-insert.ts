// Inserts many rows in one statement: one array parameter per column, spread
// by unnest(). About five times faster than multi-row VALUES for the 17,000-row
// area master, on PGlite and PostgreSQL alike, and free of the 65535-parameter cap.
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

interface Executor {
  execute(query: SQL): Promise<unknown>;
}

export async function bulkInsert<T extends PgTable>(
  db: Executor,
  table: T,
  rows: Partial<T['$inferInsert']>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map(([key, column]) => {
      const values = rows.map((row) => (row as Record<string, unknown>)[key] ?? null);
      return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
    }),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${sql.identifier(getTableName(table))} (${names}) select * from unnest(${arrays})`,
  );
}
