// Starts the API in-process for a test file: a fresh database (in-memory
// PGlite, or a private schema of DATABASE_URL's PostgreSQL), migrated and
// seeded with a small master, and the app behind an ephemeral local port.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { loadConfig, type ApiConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../seed/seed';
import { createApp, type App } from '../server';
import { TEMPLATE_ENV, TEST_PREFECTURES } from './templates';
import { addOpsPerson, firstOpsAdmin, type OpsPerson } from './ops-person';
import type { OpsRole } from '@hikari/shared/domain/ops-roles';

export { TEST_PREFECTURES } from './templates';

export interface TestApp {
  url: string;
  app: App;
  database: Database;
  config: ApiConfig;
  /** A fresh guest token. */
  token(): Promise<string>;
  /** POST /graphql with a guest token (a new one unless given). */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string | null; headers?: Record<string, string> },
  ): Promise<{ status: number; body: GqlBody<T>; headers: Headers }>;
  /**
   * The first administrator, with every role, whom the suite drives the ops
   * API as (registered with OPS_TOKEN, as in production); null when ops is
   * off or the suite asked for none (`opsPerson: false`).
   */
  opsPerson: OpsPerson | null;
  /** opsPerson's personal API token (throws when there is none). */
  readonly opsApiToken: string;
  /** Another ops person with `roles`, made by opsPerson, with their own API token. */
  addOpsPerson(roles: readonly OpsRole[], options?: { login?: string; name?: string }): Promise<OpsPerson>;
  /** Sets the clock the server reads. */
  setNow(now: Date | null): void;
  close(): Promise<void>;
}

export interface GqlBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Seed the demo data. Default true. */
  seed?: boolean;
  /**
   * Another instance on this (already migrated) database: the suite's first
   * app keeps it and drops it on close, this one only stops itself.
   */
  database?: Database;
  /**
   * Register the first administrator (TestApp.opsPerson). Default true; an
   * app on a shared database takes the first app's.
   */
  opsPerson?: boolean;
}

/** The first administrator of each suite's database, for the apps that share it (a PostgreSQL schema, or a PGlite). */
const firstAdmins = new Map<Database | string, OpsPerson>();
const firstAdminKey = (database: Database) =>
  database.kind === 'postgres' ? database.migrationsSchema : database;

/** The ops token of every test app (at least 32 characters, as the server requires). */
export const TEST_OPS_TOKEN = 'test-ops-token-0123456789abcdefghijkl';

export const usingPostgres = () => Boolean(process.env.DATABASE_URL);

/**
 * A fresh database for one suite: a private schema on DATABASE_URL, else an
 * in-memory PGlite loaded from global-setup's template ('empty': a bare
 * cluster; 'seeded': migrated and seeded with the test master).
 */
export async function openTestDatabase(template: keyof typeof TEMPLATE_ENV): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL ?? null;
  if (databaseUrl) {
    return openDatabase({ databaseUrl, schema: `test_${randomBytes(6).toString('hex')}`, poolSize: 5 });
  }
  const file = process.env[TEMPLATE_ENV[template]];
  return openDatabase({
    pgliteDir: null,
    pgliteLoadDataDir: file ? new Blob([new Uint8Array(readFileSync(file))]) : null,
  });
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.database ?? null;
  const database = shared ?? (await openTestDatabase(options.seed === false ? 'empty' : 'seeded'));
  if (!shared) {
    await migrateDatabase(database);
    if (options.seed !== false) await seedDatabase(database, { prefectures: TEST_PREFECTURES });
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent-test-data-dir',
    DEPLOY_DIR: '/nonexistent-test-deploy-dir',
    OPS_TOKEN: TEST_OPS_TOKEN,
    // Suites try many wrong tokens from one address on purpose; guards.test.ts checks the limit itself.
    RATE_LIMIT_OPS_AUTH_FAILURES_PER_ADDRESS: '10000',
    ...options.env,
  });
  let now: Date | null = null;
  const app = await createApp({
    config,
    database,
    guestTokenSecret: 'test-guest-secret-0123456789abcdef0123456789',
    now: () => now ?? new Date(),
  });
  // On loopback unless a suite asks for the server's own HOST ('::' takes IPv4 clients as '::ffff:…'); reached over IPv4.
  await app.fastify.listen({ port: 0, host: options.env?.HOST ? config.host : '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`;

  const token = async () => {
    const res = await fetch(`${url}/auth/guest`, { method: 'POST' });
    const body = (await res.json()) as { token: string };
    return body.token;
  };

  let opsPerson = firstAdmins.get(firstAdminKey(database)) ?? null;
  if (!shared && config.opsToken && options.opsPerson !== false) {
    opsPerson = await firstOpsAdmin(url, config.opsToken);
    firstAdmins.set(firstAdminKey(database), opsPerson);
  }

  return {
    url,
    app,
    database,
    config,
    token,
    opsPerson,
    get opsApiToken() {
      if (!opsPerson) throw new Error('this test app has no ops person (OPS_TOKEN off, or opsPerson: false)');
      return opsPerson.apiToken;
    },
    addOpsPerson(roles, opts = {}) {
      if (!opsPerson) throw new Error('this test app has no administrator to add people with');
      return addOpsPerson(url, opsPerson, roles, opts);
    },
    async gql(query, variables = {}, opts = {}) {
      const bearer = opts.token === undefined ? await token() : opts.token;
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
          ...opts.headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: await res.json(), headers: res.headers };
    },
    setNow(value) {
      now = value;
    },
    async close() {
      app.fastify.server.closeAllConnections();
      await app.close();
      if (shared) return;
      firstAdmins.delete(firstAdminKey(database));
      if (database.kind === 'postgres') {
        await database.db
          .execute(sql.raw(`drop schema ${database.migrationsSchema} cascade`))
          .catch(() => undefined);
      }
      await database.close();
    },
  };
}

/**
 * startTestApp for a suite that sends as one visitor: the server clock at
 * `now` (default: the real clock) and one guest token to reuse.
 */
/** A started app with its clock set (when `now` is given) and a guest token of it. */
async function withGuestToken(t: TestApp, now?: Date): Promise<AppWithToken> {
  if (now) t.setNow(now);
  return { t, token: await t.token() };
}

export async function startTestAppWithToken(
  options: TestAppOptions & { now?: Date } = {},
): Promise<AppWithToken> {
  return withGuestToken(await startTestApp(options), options.now);
}

/** A running test app and a guest token of it (see testAppPerFile). */
export interface AppWithToken {
  t: TestApp;
  token: string;
}

/**
 * The test app of the enclosing describe (or file), with a guest token:
 * started before its tests, closed after them. The object is filled in by
 * then; read `app.t` and `app.token` inside the tests and hooks.
 */
export function testAppPerFile(options: TestAppOptions & { now?: Date } = {}): AppWithToken {
  const app = {} as AppWithToken;
  startTestAppAround(options, async (t) => {
    Object.assign(app, await withGuestToken(t, options.now));
  });
  return app;
}

/**
 * startTestApp around the enclosing describe (or file): started before its
 * tests and handed to `receive`, closed after them.
 */
export function startTestAppAround(
  options: TestAppOptions | undefined,
  receive: (t: TestApp) => unknown,
): void {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(options);
    await receive(app);
  });
  afterAll(() => app.close());
}
