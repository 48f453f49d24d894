// The front door as a hostile client meets it: addresses it cannot choose,
// an ops token it cannot guess, limits that hold over the WebSocket too, a
// production start without demo data, and a readiness answer that names
// nothing of the database.
import { WebSocket } from 'ws';
import { count } from 'drizzle-orm';
import { GetSettingLambdaDocument, OnSettingsChangedDocument } from '@hikari/shared/operations';
import { ConfigError, loadConfig } from '../config';
import { migrateDatabase } from '../db/migrate';
import { auditLog, contracts, introducers, settings } from '../db/schema';
import { seedDatabase } from '../seed/seed';
import { openTestDatabase, startTestApp, startTestAppAround, type TestApp } from '../testing/test-app';

/** An ops read with the suite's administrator's API token, or `token`. */
const opsGet = (t: TestApp, path: string, headers: Record<string, string> = {}, token?: string) =>
  fetch(`${t.url}${path}`, { headers: { Authorization: `Bearer ${token ?? t.opsApiToken}`, ...headers } });

async function lastAuditAddress(t: TestApp): Promise<string | null> {
  const res = await opsGet(t, '/ops/audit?limit=1');
  const { entries } = (await res.json()) as { entries: { address: string | null }[] };
  return entries[0]?.address ?? null;
}

describe('configuration a production start refuses', () => {
  it('refuses an OPS_TOKEN shorter than 32 characters', () => {
    expect(() => loadConfig({ OPS_TOKEN: 'a'.repeat(31) })).toThrow(ConfigError);
    expect(() => loadConfig({ OPS_TOKEN: 'a'.repeat(31) })).toThrow(/at least 32 characters/);
    expect(loadConfig({ OPS_TOKEN: 'a'.repeat(32) }).opsToken).toHaveLength(32);
  });

  it('refuses TRUST_PROXY=1: the proxies to believe must be named', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/names the proxies/);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({}).trustProxy).toEqual([]);
  });

  it.each([
    [{}, ['area', 'people']],
    [{ NODE_ENV: 'production' }, []],
    [{ DATABASE_URL: 'postgres://db/site' }, []],
    [{ NODE_ENV: 'production', SEED_DEMO: 'area' }, ['area']],
    [{ SEED_DEMO: 'none' }, []],
  ])('seeds demo data by name only: %p gives %p', (env, parts) => {
    expect(loadConfig(env).seedDemo).toEqual(parts);
  });

  it('refuses an unknown demo part', () => {
    expect(() => loadConfig({ SEED_DEMO: 'everything' })).toThrow(/SEED_DEMO/);
  });
});

describe('a production database', () => {
  it('gets the settings record and no demo referral codes or contracts', async () => {
    const database = await openTestDatabase('empty');
    try {
      await migrateDatabase(database);
      await seedDatabase(database, { parts: loadConfig({ NODE_ENV: 'production' }).seedDemo });
      const n = async (table: typeof settings | typeof contracts | typeof introducers) =>
        Number((await database.db.select({ n: count() }).from(table))[0]?.n ?? 0);
      expect(await n(settings)).toBe(1);
      expect(await n(introducers)).toBe(0);
      expect(await n(contracts)).toBe(0);
    } finally {
      await database.close();
    }
  });
});

describe('the client address, without a trusted proxy', () => {
  let t: TestApp;
  startTestAppAround({ env: { RATE_LIMIT_GUEST_TOKENS_PER_ADDRESS: '3' } }, (app) => (t = app));

  it('ignores X-Forwarded-For: a client inventing one per request meets the same limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await fetch(`${t.url}/auth/guest`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('writes the socket address into the audit log, whatever the header says', async () => {
    await opsGet(t, '/ops/submissions?format=rows', { 'X-Forwarded-For': '203.0.113.9' });
    expect(await lastAuditAddress(t)).toBe('127.0.0.1');
  });
});

describe('the client address on a server listening on every interface', () => {
  let t: TestApp;
  startTestAppAround({ env: { HOST: '::' } }, (app) => (t = app));

  it('writes an IPv4 client as IPv4 (not ::ffff:127.0.0.1) into the audit log', async () => {
    await opsGet(t, '/ops/submissions?format=rows');
    expect(await lastAuditAddress(t)).toBe('127.0.0.1');
  });
});

describe('the client address behind a trusted proxy', () => {
  let t: TestApp;
  startTestAppAround(
    { env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_GUEST_TOKENS_PER_ADDRESS: '2' } },
    (app) => (t = app),
  );

  it('is the right-most hop the proxy did not add itself: what a client prepends changes nothing', async () => {
    // nginx appends the address it saw; a client may have put anything before it.
    await opsGet(t, '/ops/submissions?format=rows', { 'X-Forwarded-For': '203.0.113.9, 192.0.2.44' });
    expect(await lastAuditAddress(t)).toBe('192.0.2.44');
    const statuses: number[] = [];
    for (const invented of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const res = await fetch(`${t.url}/auth/guest`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': `${invented}, 192.0.2.44` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Another visitor behind the same proxy has a budget of its own.
    const other = await fetch(`${t.url}/auth/guest`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': '192.0.2.45' },
    });
    expect(other.status).toBe(200);
  });
});

describe('per-address limits for IPv6 clients', () => {
  let t: TestApp;
  startTestAppAround(
    { env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_GUEST_TOKENS_PER_ADDRESS: '2' } },
    (app) => (t = app),
  );
  const guestFrom = async (address: string) =>
    (await fetch(`${t.url}/auth/guest`, { method: 'POST', headers: { 'X-Forwarded-For': address } })).status;

  it('count a whole /64 as one address: changing the last 64 bits buys no new budget', async () => {
    const statuses = [];
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:fffe',
      '2001:0db8:0001:0002::abcd',
    ]) {
      statuses.push(await guestFrom(address));
    }
    expect(statuses).toEqual([200, 200, 429]);
    // The next /64 is another subscriber.
    expect(await guestFrom('2001:db8:1:3::1')).toBe(200);
  });
});

describe('a body that is not JSON', () => {
  let t: TestApp;
  startTestAppAround(undefined, (app) => (t = app));

  it("is answered 400 without the parser's message or the body quoted back", async () => {
    const res = await fetch(`${t.url}/client-errors`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"secret": tru',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Bad Request' });
  });

  it("is answered on /graphql with yoga's message only, nothing of the parser", async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json',
        Authorization: `Bearer ${await t.token()}`,
      },
      body: '{"secret": tru',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [{ message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});

describe('the ops token cannot be guessed', () => {
  let t: TestApp;
  let warn: jest.SpyInstance;
  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_OPS_AUTH_FAILURES_PER_ADDRESS: '3' } });
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    warn.mockRestore();
    await t.close();
  });

  it('answers 401 to three wrong tokens, then 429 to the address, even with the right one; each is logged', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await opsGet(t, '/ops/session', {}, `guess-${i}-${'x'.repeat(32)}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const right = await opsGet(t, '/ops/session');
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await right.json()) as { message: string }).message).toMatch(/誤ったトークンが続いた/);
    const logged = warn.mock.calls.flat().join('\n');
    expect(logged).toMatch(/\[ops\] refused GET \/ops\/session from 127\.0\.0\.1: Unauthorized/);
    expect(logged).toMatch(/127\.0\.0\.1 is refused every ops request/);
    // The token itself is never written to the log.
    expect(logged).not.toMatch(/guess-0/);
  });
});

describe('requests that carry no token do not lock ops out', () => {
  let t: TestApp;
  startTestAppAround({ env: { RATE_LIMIT_OPS_AUTH_FAILURES_PER_ADDRESS: '3' } }, (app) => (t = app));

  it('answers 401 to twenty requests without Authorization (an <img> on any page) and still takes the right token', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 20; i += 1) statuses.add((await fetch(`${t.url}/ops/session`)).status);
    // A Basic header, or a Bearer with nothing after it, is no token either.
    for (const authorization of ['Basic b3BzOm9wcw==', 'Bearer ']) {
      statuses.add(
        (await fetch(`${t.url}/ops/session`, { headers: { Authorization: authorization } })).status,
      );
    }
    expect([...statuses]).toEqual([401]);
    expect((await opsGet(t, '/ops/session')).status).toBe(200);
  });

  it('does not count CORS preflights, which never carry a token', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await fetch(`${t.url}/ops/settings`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://evil.example',
          'Access-Control-Request-Method': 'PATCH',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
      // No CORS for ops: the preflight gets no Access-Control-Allow-Origin.
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect((await opsGet(t, '/ops/session')).status).toBe(200);
  });
});

describe('ops reads that return personal data', () => {
  let t: TestApp;
  startTestAppAround(undefined, (app) => (t = app));

  it.each([
    ['/ops/submissions?format=rows', 'export'],
    ['/ops/submissions?format=csv', 'export'],
  ])('%s writes an audit row with the caller', async (path, action) => {
    expect((await opsGet(t, path)).status).toBe(200);
    const rows = await t.database.db.select().from(auditLog);
    const last = rows.sort((a, b) => a.id - b.id).at(-1)!;
    expect(last).toMatchObject({ action, address: '127.0.0.1' });
  });
});

describe('a subscription over plain HTTP', () => {
  let t: TestApp;
  let subscribe: jest.SpyInstance;
  startTestAppAround(undefined, (app) => (t = app));
  beforeEach(() => (subscribe = jest.spyOn(t.app.services.settingsBus, 'subscribe')));
  afterEach(() => subscribe.mockRestore());

  /** `n` settingsChanged subscriptions POSTed at once, each read to its end. */
  async function subscribeOverHttp(accept: string, n: number) {
    const token = await t.token();
    return Promise.all(
      Array.from({ length: n }, () =>
        fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: accept, Authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: OnSettingsChangedDocument, variables: { siteName: 'hikari' } }),
        }).then(async (res) => ({ status: res.status, text: await res.text() })),
      ),
    );
  }

  it.each([
    ['text/event-stream', 'one event with the error, then the stream ends'],
    ['application/json', 'the error'],
    ['application/graphql-response+json', 'the error'],
  ])('is answered at once (Accept: %s: %s) and registers no listener', async (accept) => {
    const answers = await subscribeOverHttp(accept, 30);
    // Every answer ended (its text was read to the end) and says where subscriptions are served.
    for (const answer of answers) expect(answer.text).toContain('SUBSCRIPTION_OVER_HTTP');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('refuses multipart/mixed (a stream yoga does not offer here) with 406 at once', async () => {
    const answers = await subscribeOverHttp('multipart/mixed', 5);
    expect(answers.map((answer) => answer.status)).toEqual([406, 406, 406, 406, 406]);
    expect(subscribe).not.toHaveBeenCalled();
  });
});

describe('GraphQL over the WebSocket', () => {
  let t: TestApp;
  startTestAppAround({ env: { RATE_LIMIT_QUERIES_PER_ADDRESS: '3' } }, (app) => (t = app));

  /** A bare graphql-transport-ws socket: resolves once acknowledged, with a way to run one operation. */
  async function connect(token: string) {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const messages: { type: string; id?: string; payload?: unknown }[] = [];
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, why) => resolve({ code, reason: why.toString() })),
    );
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise<void>((resolve) => socket.on('open', () => resolve()));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
    for (let i = 0; i < 100 && !messages.some((m) => m.type === 'connection_ack'); i += 1) {
      await new Promise((r) => setTimeout(r, 20));
    }
    let next = 0;
    const run = async (query: string) => {
      const id = String((next += 1));
      socket.send(JSON.stringify({ type: 'subscribe', id, payload: { query } }));
      for (let i = 0; i < 200; i += 1) {
        const answer = messages.find((m) => m.id === id && (m.type === 'error' || m.type === 'next'));
        if (answer) return answer;
        if (socket.readyState !== socket.OPEN) return null;
        await new Promise((r) => setTimeout(r, 10));
      }
      return null;
    };
    return { socket, closed, run };
  }

  it('counts each operation against the per-address query limit, as HTTP does', async () => {
    // The socket's upgrade is one request of the address; then one per operation.
    const { socket, run } = await connect(await t.token());
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await run(GetSettingLambdaDocument));
    socket.close();
    expect(answers.map((a) => a?.type)).toEqual(['next', 'next', 'error']);
    expect(JSON.stringify(answers[2]?.payload)).toMatch(/RATE_LIMITED/);
  });
});

describe('a guest token that expires on an open socket', () => {
  let t: TestApp;
  startTestAppAround({ env: { GUEST_TOKEN_TTL_SECONDS: '2' } }, (app) => (t = app));

  it('closes the socket with 4401 when the token expires', async () => {
    const token = await t.token();
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, why) => resolve({ code, reason: why.toString() })),
    );
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
    );
    const started = Date.now();
    await expect(closed).resolves.toEqual({ code: 4401, reason: 'Token expired' });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('releases the settings listener of a subscription when the client closes and when the token expires', async () => {
    const bus = t.app.services.settingsBus;
    const subscribe = bus.subscribe.bind(bus);
    let listening = 0;
    const spy = jest.spyOn(bus, 'subscribe').mockImplementation((siteName, listener) => {
      const unsubscribe = subscribe(siteName, listener);
      listening += 1;
      return () => {
        listening -= 1;
        unsubscribe();
      };
    });
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 200 && !done(); i += 1) await new Promise((r) => setTimeout(r, 20));
      return done();
    };
    /** A socket with settingsChanged subscribed, once its first record (the current settings) arrived. */
    async function subscribed(token: string) {
      const socket = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
      const messages: { type: string }[] = [];
      const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
      socket.on('message', (data) => messages.push(JSON.parse(String(data))));
      await new Promise<void>((resolve) => socket.on('open', () => resolve()));
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
      expect(await until(() => messages.some((m) => m.type === 'connection_ack'))).toBe(true);
      socket.send(
        JSON.stringify({
          type: 'subscribe',
          id: '1',
          payload: { query: OnSettingsChangedDocument, variables: { siteName: 'hikari' } },
        }),
      );
      expect(await until(() => messages.some((m) => m.type === 'next'))).toBe(true);
      return { socket, closed };
    }
    try {
      const left = await subscribed(await t.token());
      expect(listening).toBe(1);
      left.socket.close();
      expect(await until(() => listening === 0)).toBe(true);

      const expiring = await subscribed(await t.token());
      expect(listening).toBe(1);
      expect(await expiring.closed).toBe(4401);
      expect(await until(() => listening === 0)).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses an operation sent after the token expired', async () => {
    const token = await t.token();
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const messages: { type: string; payload?: unknown }[] = [];
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise<void>((resolve) => socket.on('open', () => resolve()));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
    for (let i = 0; i < 100 && !messages.some((m) => m.type === 'connection_ack'); i += 1) {
      await new Promise((r) => setTimeout(r, 20));
    }
    // The server's clock moves past the token's expiry before the timer fires.
    t.setNow(new Date(Date.now() + 10_000));
    socket.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query: GetSettingLambdaDocument } }));
    expect(await closed).toBe(4401);
    expect(messages.some((m) => m.type === 'next')).toBe(false);
    t.setNow(null);
  });
});
