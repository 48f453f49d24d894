// The deploy lock across hosts: PostgreSQL's session advisory lock. On
// PostgreSQL every API instance (its ops changes and its canary check) and
// every `npm run release|rollback|…` with DATABASE_URL take the lock named
// DEPLOY_LOCK in the same database, so one change of what is live runs at a
// time whichever host makes it. Without PostgreSQL (the embedded PGlite of
// `npm start`: one API process) releases.ts keeps its lock file, which
// excludes the processes of one host.
import pg from 'pg';
import { DeployError, LOCKED_MESSAGE, type SharedDeployLock } from './releases';

/** The lock's name (within the PostgreSQL schema the API works in, if any). */
export const DEPLOY_LOCK = 'deploy';

/** How long a change waits for the lock: a console request a few seconds, a command the length of a build. */
export const CONSOLE_LOCK_WAIT_MS = 5_000;
export const COMMAND_LOCK_WAIT_MS = 15 * 60_000;

/** What the lock needs of a connection (a pg.Client, a pooled client). */
export interface SessionClient {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/** A lock that was not had within the wait. */
export class LockWaitTimeout extends Error {
  constructor(readonly lockName: string) {
    super(`the advisory lock ${lockName} was not had in time`);
    this.name = 'LockWaitTimeout';
  }
}

/** The name of a lock in a PostgreSQL schema: tests share a database, one schema each. */
export const advisoryLockName = (schema: string | null, name: string) => `${schema ?? ''}:${name}`;

/**
 * Runs `work` holding the session advisory lock `name` on `client` (the key
 * is PostgreSQL's hashtext of the name, so every client computes the same).
 * Waits at most `waitMs` for it (null: as long as it takes), then throws
 * LockWaitTimeout. The lock is released on the same connection afterwards.
 */
export async function withAdvisoryLock<T>(
  client: SessionClient,
  name: string,
  work: () => Promise<T>,
  waitMs: number | null = null,
): Promise<T> {
  if (waitMs !== null) await client.query(`set lock_timeout = ${Math.max(1, Math.round(waitMs))}`);
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
  } catch (error) {
    // 55P03 lock_not_available: the wait ran out.
    if ((error as { code?: string }).code === '55P03') throw new LockWaitTimeout(name);
    throw error;
  } finally {
    if (waitMs !== null) await client.query('reset lock_timeout');
  }
  try {
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}

/**
 * The deploy lock over a way of holding the advisory lock DEPLOY_LOCK (the
 * API's database pool, a command's own connection): a change that waited in
 * vain is refused as DeployError 'locked', like a change meeting the lock file.
 */
export function deployLockOver(
  hold: <T>(name: string, work: () => Promise<T>) => Promise<T>,
): SharedDeployLock {
  return async (work) => {
    try {
      return await hold(DEPLOY_LOCK, work);
    } catch (error) {
      if (error instanceof LockWaitTimeout) throw new DeployError(LOCKED_MESSAGE, 'locked');
      throw error;
    }
  };
}

/**
 * The commands' deploy lock: a connection of its own to DATABASE_URL for the
 * change, in the schema of DATABASE_SCHEMA when the API instances use one.
 */
export function commandDeployLock(
  databaseUrl: string,
  schema: string | null = process.env.DATABASE_SCHEMA || null,
  waitMs = COMMAND_LOCK_WAIT_MS,
): SharedDeployLock {
  return deployLockOver(async (name, work) => {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      return await withAdvisoryLock(client, advisoryLockName(schema, name), work, waitMs);
    } finally {
      await client.end();
    }
  });
}
