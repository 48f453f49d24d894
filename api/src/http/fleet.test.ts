// What several API instances on one database rely on, and how an instance
// behaves around the database: guest tokens and rate limits that hold across
// instances, /healthz and /readyz, and a 503 with Retry-After (never a bare
// 500) while the database cannot be reached, recovering by itself.
import {
  GetSettingLambdaDocument,
  NotifyClientErrorDocument,
  OnSettingsChangedDocument,
  SearchCommufaAreaDocument,
} from '@hikari/shared/operations';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createClient } from 'graphql-ws/client';
import pg from 'pg';
import WebSocket from 'ws';
import { openDatabase, type Database, type Db } from '../db/client';
import { DATABASE_UNAVAILABLE_MESSAGE, checkReadiness, isDatabaseUnavailable } from '../db/availability';
import { areaSearchInput } from '@hikari/shared/testing/fixtures';
import { newKey } from '../testing/fixtures';
import { openTestDatabase, startTestApp, usingPostgres, type TestApp } from '../testing/test-app';
import { sharedRateLimits } from './shared-rate-limit';
import { asSeenNow } from '../testing/ops-state';

const AREA_INPUT = areaSearchInput({ postalCode: '', chome: '', banchi: '3-1-1' });

describe('two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT_MUTATIONS_PER_ADDRESS: '4', RATE_LIMIT_MUTATIONS_PER_GUEST: '100' };
    a = await startTestApp({ env });
    b = await startTestApp({ env, database: a.database });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('accepts on one instance a guest token issued by the other', async () => {
    const token = await a.token();
    const { status, body } = await b.gql(GetSettingLambdaDocument, {}, { token });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });

  // On PGlite one process owns the database, so an instance keeps its counters in memory.
  (usingPostgres() ? it : it.skip)(
    'holds a rate limit across instances: hits on either count for the address',
    async () => {
      const notify = (t: TestApp) =>
        t.gql(NotifyClientErrorDocument, { title: 't', text: 'x', idempotencyKey: newKey() });
      const statuses: number[] = [];
      for (const instance of [a, b, a, b, a, b]) {
        statuses.push((await notify(instance)).status);
        // What the instances exchange every 250 ms, at once here (a second
        // round lets the first to exchange hear what the other sent).
        for (const instance of [a, b, a]) await instance.app.services.rateLimits.flush();
      }
      // 4 per address and window, whichever instance took them.
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    },
  );
});

// On PostgreSQL each instance has its own pool and its own LISTEN connection,
// as separate processes do: only the database carries the change across.
(usingPostgres() ? describe : describe.skip)('an ops change through one instance', () => {
  let a: TestApp;
  let b: TestApp;
  let second: Database;
  beforeAll(async () => {
    a = await startTestApp();
    second = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      schema: a.database.migrationsSchema,
      poolSize: 2,
    });
    b = await startTestApp({ database: second });
  });
  afterAll(async () => {
    await b.close();
    await second.close();
    await a.close();
  });

  it('reaches a visitor whose page is connected to another instance', async () => {
    const client = createClient({
      url: `${b.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${await b.token()}` },
      retryAttempts: 0,
    });
    try {
      const versions: string[] = [];
      const changed = new Promise<void>((resolve, reject) => {
        client.subscribe<{ settingsChanged: { version: string } }>(
          { query: OnSettingsChangedDocument, variables: {} },
          {
            next: (result) => {
              versions.push(result.data!.settingsChanged.version);
              if (versions.includes('9.8.7')) resolve();
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
      for (let i = 0; i < 100 && versions.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      const res = await fetch(`${a.url}/ops/settings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${a.config.opsToken}` },
        body: JSON.stringify(
          await asSeenNow(a.url, a.config.opsToken!, '/ops/settings', { version: '9.8.7' }),
        ),
      });
      expect(res.status).toBe(200);
      await changed;
      expect(versions.at(-1)).toBe('9.8.7');
    } finally {
      await client.dispose();
    }
  });
});

describe('shared rate-limit counters', () => {
  it('add up the hits of two instances, refusing past the limit until the window ends', async () => {
    const database = await openTestDatabase('seeded');
    const { migrateDatabase } = await import('../db/migrate');
    await migrateDatabase(database);
    let now = 1_000_000;
    const one = sharedRateLimits(database, { flushMs: 60_000, now: () => now });
    const two = sharedRateLimits(database, { flushMs: 60_000, now: () => now });
    try {
      const first = one.limiter('queries', 3, 10_000);
      const second = two.limiter('queries', 3, 10_000);
      const decisions: boolean[] = [];
      for (const limiter of [first, second, first, second, first]) {
        decisions.push(limiter.hit('203.0.113.9').ok);
        for (const store of [one, two, one]) await store.flush();
      }
      expect(decisions).toEqual([true, true, true, false, false]);
      // Another address has its own count.
      expect(second.hit('198.51.100.7').ok).toBe(true);
      // The next window starts from zero on both.
      now += 10_000;
      expect(first.hit('203.0.113.9').ok).toBe(true);
      expect(second.hit('203.0.113.9').ok).toBe(true);
    } finally {
      await one.close();
      await two.close();
      await database.close();
    }
  });

  it('keep working after an exchange fails: the error goes to the caller only, and the next flush runs', async () => {
    const database = await openTestDatabase('seeded');
    const { migrateDatabase } = await import('../db/migrate');
    await migrateDatabase(database);
    const real = database.db;
    const unreachable = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/test' });
    const store = sharedRateLimits(database, { flushMs: 60_000 });
    try {
      const limiter = store.limiter('queries', 3, 10_000);
      database.db = drizzle(unreachable) as unknown as Db;
      limiter.hit('203.0.113.9');
      await expect(store.flush()).rejects.toThrow();
      // A rejection nobody handles would surface here and fail the test (in production: end the process).
      await new Promise((resolve) => setTimeout(resolve, 50));
      database.db = real;
      await expect(store.flush()).resolves.toBeUndefined();
    } finally {
      database.db = real;
      await store.close();
      await unreachable.end();
      if (database.kind === 'postgres') {
        await real.execute(sql.raw(`drop schema ${database.migrationsSchema} cascade`));
      }
      await database.close();
    }
  });
});

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz while the process is up and /readyz when the database is migrated', async () => {
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as {
      ready: boolean;
      migrations: { applied: number; expected: number };
    };
    expect(body.ready).toBe(true);
    expect(body.migrations.applied).toBe(body.migrations.expected);
  });

  it('is not ready on a database without the migrations', async () => {
    const bare = await openTestDatabase('empty');
    try {
      const readiness = await checkReadiness(bare);
      expect(readiness.ready).toBe(false);
    } finally {
      await bare.close();
    }
  });

  describe('while the database cannot be reached', () => {
    let real: Db;
    let unreachable: pg.Pool;
    beforeAll(() => {
      real = t.database.db;
      // Port 1 on this machine refuses connections, as a stopped PostgreSQL does.
      unreachable = new pg.Pool({
        connectionString: 'postgres://postgres@127.0.0.1:1/test',
        connectionTimeoutMillis: 1000,
      });
    });
    afterAll(async () => {
      t.database.db = real;
      await unreachable.end();
    });

    it('answers GraphQL with 503, Retry-After and a Japanese message, then recovers by itself', async () => {
      const token = await t.token();
      t.database.db = drizzle(unreachable) as unknown as Db;
      for (const document of [SearchCommufaAreaDocument]) {
        const res = await t.gql(document, { input: AREA_INPUT }, { token });
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(res.body.errors?.[0]?.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
        expect(res.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      }
      const mutation = await t.gql(
        `mutation ($input: ContactInput!, $idempotencyKey: String!) { contact(input: $input, idempotencyKey: $idempotencyKey) { result } }`,
        { input: {}, idempotencyKey: newKey() },
        { token },
      );
      expect(mutation.status).not.toBe(500);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const ready = await fetch(`${t.url}/readyz`);
      expect(ready.status).toBe(503);
      // Anyone may read /readyz: it says not ready and nothing of the database; the reason goes to the log.
      const text = await ready.text();
      expect(JSON.parse(text)).toEqual({ ready: false });
      expect(text).not.toMatch(/127\.0\.0\.1|postgres|ECONNREFUSED/);
      expect(warn.mock.calls.flat().join('\n')).toMatch(/\[readyz\] not ready: database unreachable/);
      warn.mockRestore();
      // /healthz is about the process, which is fine.
      expect((await fetch(`${t.url}/healthz`)).status).toBe(200);

      t.database.db = real;
      const back = await t.gql(SearchCommufaAreaDocument, { input: AREA_INPUT }, { token });
      expect(back.status).toBe(200);
      expect((await fetch(`${t.url}/readyz`)).status).toBe(200);
    });

    it('says "not ready" once the instance is shutting down, so the balancer sends no one new', async () => {
      t.app.beginShutdown();
      const res = await fetch(`${t.url}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ ready: false });
    });
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection from the PostgreSQL driver', async () => {
    const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:1/test' });
    const error = await client.connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [
      'server shutting down (57P01)',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    [
      'cannot connect now (57P03)',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['connection exception class 08', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['wrapped by GraphQL', { message: 'x', originalError: new Error('Connection terminated unexpectedly') }],
  ])('%s: unavailable', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', null],
  ])('%s: not unavailable', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
