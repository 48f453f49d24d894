// Tells a database that cannot be reached (server down, restarting, pool
// unable to connect) from every other failure, so that the API answers it
// with 503 and Retry-After instead of a bare 500, and can say whether it is
// ready to take traffic (/readyz).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Database } from './client';
import { migrationsFolder } from './migrate';

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'ただいまシステムに接続できません。お手数ですが、しばらくしてからもう一度お試しください。入力内容は保存されています。';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs meaning "the server is going away or not there yet":
// class 08 (connection exception), 57P01-57P03 (shutdown, crash shutdown,
// cannot connect now), 53300 (too many connections).
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'the database system is starting up',
  'the database system is shutting down',
];

/** true when `error` (or what caused it, however deep) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const candidate = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      originalError?: unknown;
    };
    if (typeof candidate.code === 'string') {
      if (NETWORK_CODES.has(candidate.code) || isUnavailableSqlState(candidate.code)) return true;
    }
    if (
      typeof candidate.message === 'string' &&
      UNAVAILABLE_MESSAGES.some((m) => candidate.message === m || (candidate.message as string).startsWith(m))
    ) {
      return true;
    }
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    current = candidate.originalError ?? candidate.cause;
  }
  return false;
}

/** The GraphQL error a visitor gets while the database is unreachable: HTTP 503 with Retry-After. */
export function databaseUnavailableError(): GraphQLError {
  return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      http: { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } },
    },
  });
}

export interface Readiness {
  ready: boolean;
  /** Why not, in a line ops can read. */
  reason?: string;
  /** Migrations applied / shipped with this build. */
  migrations?: { applied: number; expected: number };
}

function expectedMigrations(): { count: number; lastWhen: number } {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  return {
    count: journal.entries.length,
    lastWhen: Math.max(0, ...journal.entries.map((entry) => entry.when)),
  };
}

/**
 * Ready means: the database answers, and every migration this build ships
 * has been applied (drizzle's journal keeps each migration's `when` in
 * created_at). A probe that takes longer than `timeoutMs` counts as down.
 */
export async function checkReadiness(database: Database, timeoutMs = 2000): Promise<Readiness> {
  const expected = expectedMigrations();
  const probe = async (): Promise<Readiness> => {
    const journal = sql.raw(`"${database.migrationsSchema}"."__drizzle_migrations"`);
    const rows = (await database.db.execute(
      sql`select count(*)::int as applied, coalesce(max(created_at), 0)::bigint as last from ${journal}`,
    )) as unknown as
      { rows?: { applied: number; last: string | number }[] } | { applied: number; last: string | number }[];
    const row = Array.isArray(rows) ? rows[0] : rows.rows?.[0];
    const applied = Number(row?.applied ?? 0);
    const last = Number(row?.last ?? 0);
    const migrations = { applied, expected: expected.count };
    if (last < expected.lastWhen) {
      return { ready: false, reason: 'migrations not applied', migrations };
    }
    return { ready: true, migrations };
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(
      () => resolve({ ready: false, reason: `database did not answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([probe(), timeout]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ready: false, reason: `database unreachable: ${message}` };
  } finally {
    clearTimeout(timer);
  }
}
