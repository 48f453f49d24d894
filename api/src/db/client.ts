// Opens the database: a PostgreSQL server when DATABASE_URL is set, else an
// embedded PGlite kept on disk under the data folder (or in memory for tests).
// Both are driven through the same Drizzle query layer.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { advisoryLockName, withAdvisoryLock } from '@hikari/release/deploy-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Schema holding the migrations journal (drizzle's default is "drizzle"). */
  migrationsSchema: string;
  /** The embedded client (tests dump it as a template); null on PostgreSQL. */
  pglite: PGlite | null;
  /**
   * Runs `fn` while holding a database-wide lock (migrations, seeding, the
   * deploy lock) across instances. `waitMs`: wait at most that long, then
   * throw LockWaitTimeout (default: as long as it takes).
   */
  withLock<T>(name: string, fn: () => Promise<T>, options?: { waitMs?: number }): Promise<T>;
  /**
   * Subscribes to a notification channel. On PostgreSQL this is LISTEN on a
   * dedicated connection, so every API instance hears changes made by another.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    /** Called when a lost listening connection is back (PostgreSQL): catch up on missed changes. */
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; takes precedence over the PGlite folder. */
  databaseUrl?: string | null;
  /** PGlite folder; `memory://` (or null) keeps everything in memory. */
  pgliteDir?: string | null;
  /** Start PGlite from a dump (dumpDataDir) instead of an empty cluster: tests use a template. */
  pgliteLoadDataDir?: Blob | null;
  /** Pool size for PostgreSQL. Default 10. */
  poolSize?: number;
  /**
   * PostgreSQL schema to work in (created when missing); tests use one per
   * suite so they can share a database. Default: the server's search_path.
   */
  schema?: string | null;
}

/** Where PGlite keeps its files inside the data folder. */
export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.schema ?? null);
  }
  return openPglite(options.pgliteDir ?? null, options.pgliteLoadDataDir ?? null);
}

async function openPglite(dir: string | null, loadDataDir: Blob | null): Promise<Database> {
  const onDisk = dir !== null && dir !== 'memory://';
  if (onDisk) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({
    ...(onDisk ? { dataDir: dir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrationsSchema: 'drizzle',
    pglite: client,
    // One process owns a PGlite folder (see db/lock.ts), and PGlite runs one
    // statement at a time, so there is nobody to exclude. (The deploy lock of
    // this process and the commands of its host is releases.ts's lock file.)
    withLock: (_name, fn) => fn(),
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => {
        await unsubscribe();
      };
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number, pgSchema: string | null): Promise<Database> {
  if (pgSchema !== null && !/^[a-z_][a-z0-9_]*$/.test(pgSchema))
    throw new Error(`bad schema name ${pgSchema}`);
  const options = pgSchema ? `-c search_path=${pgSchema}` : undefined;
  // A database that does not answer must fail a request within seconds (503
  // with Retry-After), not hold it until the client gives up.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options, connectionTimeoutMillis: 3000 });
  // An idle connection dropped by the server must not crash the API; the pool reconnects.
  pool.on('error', (error) => console.error(`[db] idle connection lost: ${error.message}`));
  // Fail at start, not at the first visitor, when the server is unreachable.
  const probe = await pool.connect();
  try {
    if (pgSchema) await probe.query(`create schema if not exists ${pgSchema}`);
  } finally {
    probe.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  return {
    db,
    kind: 'postgres',
    migrationsSchema: pgSchema ?? 'drizzle',
    pglite: null,
    async withLock(name, fn, lockOptions) {
      // A session lock on a connection of its own, held until fn is done (release/src/deploy-lock.ts).
      const client = await pool.connect();
      try {
        return await withAdvisoryLock(
          client,
          advisoryLockName(pgSchema, name),
          fn,
          lockOptions?.waitMs ?? null,
        );
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload, onReconnect) {
      // A dedicated connection per channel. When it is lost (database
      // restarted, network cut) it is opened again with a growing pause, and
      // `onReconnect` lets the owner catch up on what it may have missed.
      let client: pg.Client | null = null;
      let closed = false;
      let attempt = 0;
      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString: url, options, connectionTimeoutMillis: 3000 });
        next.on('notification', (msg) => {
          if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
        });
        next.on('error', (error) => console.error(`[db] listen connection lost: ${error.message}`));
        next.on('end', () => {
          if (client !== next || closed) return;
          client = null;
          scheduleReconnect();
        });
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
        client = next;
        listeners.add(next);
      };
      const scheduleReconnect = () => {
        if (closed) return;
        const delay = Math.min(5000, 250 * 2 ** attempt);
        attempt += 1;
        const timer = setTimeout(() => {
          connect()
            .then(() => {
              attempt = 0;
              console.error(`[db] listen ${channel}: connected again`);
              onReconnect?.();
            })
            .catch(() => scheduleReconnect());
        }, delay);
        timer.unref();
      };
      await connect();
      return async () => {
        closed = true;
        const current = client;
        client = null;
        if (current) {
          listeners.delete(current);
          await current.end().catch(() => undefined);
        }
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      const open = [...listeners];
      listeners.clear();
      await Promise.all(open.map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
