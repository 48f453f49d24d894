// What several API instances rely on, and how an instance behaves around
// what it depends on: guest tokens across instances, rate limits counted in
// one Redis by every instance (exact however the requests are spread) and
// let through while Redis cannot be reached, /healthz and /readyz, and a 503
// with Retry-After (never a bare 500) while the database cannot be reached,
// recovering by itself.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import {
  GetSettingLambdaDocument,
  NotifyClientErrorDocument,
  OnSettingsChangedDocument,
  SearchCommufaAreaDocument,
} from '@hikari/shared/operations';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createClient } from 'graphql-ws/client';
import { Redis } from 'ioredis';
import pg from 'pg';
import WebSocket from 'ws';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { DATABASE_UNAVAILABLE_MESSAGE, checkReadiness, isDatabaseUnavailable } from '../db/availability';
import { areaSearchInput } from '@hikari/shared/testing/fixtures';
import { newKey } from '../testing/fixtures';
import { openTestDatabase, startTestApp, usingPostgres, type TestApp } from '../testing/test-app';
import { asSeenNow } from '../testing/ops-state';

const AREA_INPUT = areaSearchInput({ postalCode: '', chome: '', banchi: '3-1-1' });

describe('two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ database: a.database });
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
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${a.opsApiToken}` },
        body: JSON.stringify(await asSeenNow(a.url, a.opsApiToken, '/ops/settings', { version: '9.8.7' })),
      });
      expect(res.status).toBe(200);
      await changed;
      expect(versions.at(-1)).toBe('9.8.7');
    } finally {
      await client.dispose();
    }
  });
});

describe('REDIS_URL', () => {
  it('counts in the process without it, and refuses an address that is not a Redis one without repeating it', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    for (const wrong of ['127.0.0.1:6379', 'http://:secret@127.0.0.1:6379']) {
      expect(() => loadConfig({ REDIS_URL: wrong })).toThrow(ConfigError);
      expect(() => loadConfig({ REDIS_URL: wrong })).toThrow(/^((?!secret).)*$/);
    }
  });
});

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** CI starts Redis before the tests (.ci/run): there a Redis that does not answer fails these tests instead of skipping them. */
const redisRequired = process.env.CI === 'true';

/** Whether a Redis answers PING at `url` (asked from a child process: jest decides what runs before any await). */
function redisAnswers(url: string): boolean {
  const probe = `
    const { hostname, port } = new URL(process.argv[1]);
    const socket = require('node:net').connect(Number(port || 6379), hostname.replace(/^\\[|\\]$/g, ''));
    socket.setTimeout(2000, () => process.exit(1));
    socket.on('error', () => process.exit(1));
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (data) => process.exit(/^(\\+PONG|-NOAUTH)/.test(String(data)) ? 0 : 1));`;
  const { hostname, port } = new URL(url);
  const target = `redis://${hostname}:${port || 6379}`;
  return spawnSync(process.execPath, ['-e', probe, target], { timeout: 5_000 }).status === 0;
}

const redisUp = redisAnswers(REDIS_URL);
if (!redisUp && !redisRequired) {
  console.warn(`No Redis answers at ${REDIS_URL} (set REDIS_URL): the Redis rate-limit tests are skipped`);
}
const describeRedis = redisUp || redisRequired ? describe : describe.skip;

function assertRedisUp() {
  if (!redisUp) {
    throw new Error(`no Redis answers at ${REDIS_URL}, and CI=true: .ci/run starts one before npm test`);
  }
}

/** A key prefix of this test file's own, so that parallel runs on one Redis never share a counter. */
const runPrefix = (what: string) => `hikari-test:${what}:${randomBytes(6).toString('hex')}:`;

/** Deletes every key under `prefix`. */
async function dropKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

const notifyVariables = () => ({ title: 't', text: 'x', idempotencyKey: newKey() });

describeRedis('three instances counting their limits in one Redis', () => {
  const N = 5;
  const prefix = runPrefix('fleet');
  let apps: TestApp[] = [];
  let errors: jest.SpyInstance;
  /** What the limits logged of Redis failures: a hit let through for want of Redis would make a count look exact by chance. */
  const outages = () =>
    errors.mock.calls.map((call) => String(call[0])).filter((l) => l.includes('[rate-limit]'));
  beforeAll(async () => {
    assertRedisUp();
    errors = jest.spyOn(console, 'error');
    const env = {
      REDIS_URL,
      RATE_LIMIT_REDIS_PREFIX: prefix,
      RATE_LIMIT_GUEST_TOKENS_PER_ADDRESS: String(N),
      RATE_LIMIT_MUTATIONS_PER_GUEST: String(N),
      RATE_LIMIT_OPS_AUTH_FAILURES_PER_ADDRESS: String(N),
      // Three servers and their client share this process's event loop: a stall of the whole
      // machine must not pass for a Redis that does not answer (the next suite tests that).
      RATE_LIMIT_REDIS_TIMEOUT_MS: '30000',
    };
    const first = await startTestApp({ env });
    apps = [first];
    for (let i = 0; i < 2; i += 1) apps.push(await startTestApp({ env, database: first.database }));
  });
  afterAll(async () => {
    errors?.mockRestore();
    for (const t of [...apps].reverse()) await t.close();
    if (redisUp) await dropKeys(prefix);
  });

  /** `count` calls of `send`, all at once, spread over the instances in turn. */
  const roundRobin = <T>(count: number, send: (t: TestApp) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, i) => send(apps[i % apps.length]!)));

  it('counts in Redis, not in the instance', () => {
    for (const t of apps) expect(t.app.services.rateLimits.kind).toBe('redis');
  });

  it(`allows exactly ${N} guest tokens per address of ${3 * N + 2} asked for at once from three instances`, async () => {
    const answers = await roundRobin(3 * N + 2, (t) => fetch(`${t.url}/auth/guest`, { method: 'POST' }));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(N);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * N + 2);
    for (const res of answers.filter((r) => r.status === 429)) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(outages()).toEqual([]);
  });

  it(`allows exactly ${N} mutations of one guest of ${3 * N + 1} sent at once to three instances`, async () => {
    // Minted without POST /auth/guest, whose own limit the previous test used up.
    const { token } = await apps[0]!.app.guestTokens.issue();
    const answers = await roundRobin(3 * N + 1, (t) =>
      t.gql(NotifyClientErrorDocument, notifyVariables(), { token }),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(N);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(2 * N + 1);
    for (const a of refused) expect(a.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(outages()).toEqual([]);
    // Another guest has a count of its own.
    const other = await apps[1]!.app.guestTokens.issue();
    expect((await apps[2]!.gql(NotifyClientErrorDocument, notifyVariables(), other)).status).toBe(200);
  });

  it(`refuses ops on every instance once an address has sent more than ${N} wrong tokens to any of them`, async () => {
    const ops = (t: TestApp, token: string) =>
      fetch(`${t.url}/ops/settings`, { headers: { Authorization: `Bearer ${token}` } });
    const wrong: number[] = [];
    for (let i = 0; i <= N; i += 1) wrong.push((await ops(apps[i % 3]!, `wrong-${i}`)).status);
    expect(wrong).toEqual([...Array<number>(N).fill(401), 429]);
    // Now even the right token is refused from that address, whichever instance it reaches.
    for (const t of apps) expect((await ops(t, t.opsApiToken)).status).toBe(429);
  });
});

/**
 * A TCP relay to the Redis of the tests, which can stop relaying (a Redis
 * that hangs) and close (a Redis that is down) without touching that Redis.
 */
async function redisRelay() {
  const { hostname, port } = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  let frozen = false;
  let server: Server | null = null;
  let listenPort = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(port || 6379), hostname);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', end);
          socket.on('error', end);
        }
        client.on('data', (data: Buffer) => frozen || upstream.write(new Uint8Array(data)));
        upstream.on('data', (data: Buffer) => frozen || client.write(new Uint8Array(data)));
      });
      server.listen(listenPort, '127.0.0.1', () => {
        listenPort = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    url: () => `redis://127.0.0.1:${listenPort}`,
    /** Connections stay open, and nothing reaches Redis or comes back. */
    freeze: () => {
      frozen = true;
    },
    /** Nothing listens any more and every connection is closed. */
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server!.close(() => resolve());
      }),
    /** Listening again on the same port, relaying. */
    start: async () => {
      frozen = false;
      await listen();
    },
  };
}

describeRedis('while Redis cannot be reached', () => {
  const prefix = runPrefix('outage');
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  let t: TestApp;
  let errors: jest.SpyInstance;
  let warnings: jest.SpyInstance;
  beforeAll(async () => {
    assertRedisUp();
    relay = await redisRelay();
    t = await startTestApp({
      env: {
        REDIS_URL: relay.url(),
        RATE_LIMIT_REDIS_PREFIX: prefix,
        RATE_LIMIT_GUEST_TOKENS_PER_ADDRESS: '2',
        RATE_LIMIT_MUTATIONS_PER_GUEST: '1',
        RATE_LIMIT_REDIS_TIMEOUT_MS: '2000',
      },
    });
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    errors?.mockRestore();
    warnings?.mockRestore();
    await t?.close();
    await relay?.stop();
    if (redisUp) await dropKeys(prefix);
  });

  // A bound on each request, so that one held by a hanging Redis fails the test rather than waiting for jest.
  const guestToken = () =>
    fetch(`${t.url}/auth/guest`, { method: 'POST', signal: AbortSignal.timeout(10_000) });
  const mutation = (token: string) => t.gql(NotifyClientErrorDocument, notifyVariables(), { token });

  it('lets requests through (fails open), says so once, and limits again once Redis is back', async () => {
    // Counted in Redis: the limits hold.
    const { token } = await t.app.guestTokens.issue();
    expect((await mutation(token)).status).toBe(200);
    expect((await mutation(token)).status).toBe(429);
    expect([(await guestToken()).status, (await guestToken()).status]).toEqual([200, 200]);
    expect((await guestToken()).status).toBe(429);

    // Redis hangs: each hit gives up after the command timeout and the request goes on.
    relay.freeze();
    expect((await guestToken()).status).toBe(200);
    expect((await mutation(token)).status).toBe(200);

    // Redis is down: the same, at once.
    await relay.stop();
    expect((await guestToken()).status).toBe(200);
    expect((await mutation(token)).status).toBe(200);
    const outage = errors.mock.calls.flat().join('\n');
    expect(outage).toMatch(
      /\[rate-limit\] the counters in Redis .* cannot be reached; limits are not enforced/,
    );
    expect(errors.mock.calls.filter((call) => /\[rate-limit\]/.test(String(call[0])))).toHaveLength(1);

    // Redis is back, with the counts it kept: the address is over its limit again.
    await relay.start();
    let status = 0;
    for (let i = 0; i < 100 && status !== 429; i += 1) {
      status = (await guestToken()).status;
      if (status !== 429) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(429);
    expect((await mutation(token)).status).toBe(429);
    expect(warnings.mock.calls.flat().join('\n')).toMatch(/\[rate-limit\] Redis .* answers again/);
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
