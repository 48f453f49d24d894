// Guest tokens, the ops token, rate limits and the request guards, through
// the in-process server.
import {
  ContactDocument,
  GetSettingLambdaDocument,
  NotifyClientErrorDocument,
} from '@hikari/shared/operations';
import { count } from 'drizzle-orm';
import { FIXTURE_NOW } from '@hikari/shared/testing/fixtures';
import { contacts } from '../db/schema';
import { createGuestTokens } from '../modules/auth/guest-token';
import { contactInput, newKey } from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';

const SETTINGS = GetSettingLambdaDocument;

describe('guest session and guards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: {
        RATE_LIMIT_MUTATIONS_PER_GUEST: '3',
        RATE_LIMIT_MUTATIONS_PER_ADDRESS: '5',
        RATE_LIMIT_GUEST_TOKENS_PER_ADDRESS: '1000',
        MAX_BODY_BYTES: '20000',
      },
    });
  });
  afterAll(() => t.close());

  it('issues a signed guest token valid for 60 minutes', async () => {
    const before = Date.now();
    const res = await fetch(`${t.url}/auth/guest`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { token: string; expiresAt: string };
    expect(body.token.split('.')).toHaveLength(3);
    const ttl = Date.parse(body.expiresAt) - before;
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
    const { status } = await t.gql(SETTINGS, {}, { token: body.token });
    expect(status).toBe(200);
  });

  it('renews a still-valid token for the same guest; an expired, forged or missing one starts a new guest', async () => {
    const guestOf = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    const renew = async (authorization?: string) => {
      const res = await fetch(`${t.url}/auth/guest`, {
        method: 'POST',
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { token: string }).token;
    };
    const current = await t.app.guestTokens.issue(new Date(Date.now() - 55 * 60 * 1000));
    const renewed = await renew(`Bearer ${current.token}`);
    expect(renewed).not.toBe(current.token);
    expect(guestOf(renewed)).toBe(guestOf(current.token));
    expect((await t.gql(SETTINGS, {}, { token: renewed })).status).toBe(200);

    const expired = await t.app.guestTokens.issue(new Date(Date.now() - 61 * 60 * 1000));
    const forged = (await createGuestTokens('another-secret-0123456789abcdef', 3600).issue()).token;
    const others = [
      await renew(`Bearer ${expired.token}`),
      await renew(`Bearer ${forged}`),
      await renew(),
    ].map(guestOf);
    for (const other of others) {
      expect(other).not.toBe(guestOf(expired.token));
      expect(other).not.toBe(guestOf(forged));
    }
    expect(new Set(others).size).toBe(3);
  });

  it('refuses GET on /auth/guest', async () => {
    expect((await fetch(`${t.url}/auth/guest`)).status).toBe(405);
  });

  it("answers 401 'No credentials' without a token", async () => {
    const { status, body } = await t.gql(SETTINGS, {}, { token: null });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.message).toBe('No credentials');
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['another secret', 'other'],
    ['expired', 'expired'],
    ['the ops token', 'ops'],
  ])("answers 401 'Unauthorized' for a token that is %s", async (_label, kind) => {
    let token = kind;
    if (kind === 'other')
      token = (await createGuestTokens('another-secret-0123456789abcdef', 3600).issue()).token;
    if (kind === 'expired') {
      token = (await t.app.guestTokens.issue(new Date(Date.now() - 61 * 60 * 1000))).token;
    }
    if (kind === 'ops') token = t.config.opsToken!;
    const { status, body } = await t.gql(SETTINGS, {}, { token });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.message).toBe('Unauthorized');
  });

  it('accepts a token 59 minutes old and refuses one 61 minutes old', async () => {
    const fresh = await t.app.guestTokens.issue(new Date(Date.now() - 59 * 60 * 1000));
    expect((await t.gql(SETTINGS, {}, { token: fresh.token })).status).toBe(200);
    const stale = await t.app.guestTokens.issue(new Date(Date.now() - 61 * 60 * 1000));
    expect((await t.gql(SETTINGS, {}, { token: stale.token })).status).toBe(401);
  });

  it('refuses a body over the size limit with 413', async () => {
    const token = await t.token();
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: SETTINGS, variables: { pad: 'x'.repeat(30000) } }),
    });
    expect(res.status).toBe(413);
  });

  it('answers GET /graphql with 405 (operations are POSTed)', async () => {
    expect((await fetch(`${t.url}/graphql?query={__typename}`)).status).toBe(405);
  });

  it('rate-limits mutations per guest with 429 and Retry-After, and per address', async () => {
    const token = await t.token();
    const notify = () =>
      t.gql(NotifyClientErrorDocument, { title: 't', text: 'x', idempotencyKey: newKey() }, { token });
    for (let i = 0; i < 3; i += 1) expect((await notify()).status).toBe(200);
    const limited = await notify();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // Queries are not counted as mutations.
    expect((await t.gql(SETTINGS, {}, { token })).status).toBe(200);
    // Every attempt counts for the address (5): a second guest there gets one more.
    const other = await t.token();
    const byOther = () =>
      t.gql(NotifyClientErrorDocument, { title: 't', text: 'x', idempotencyKey: newKey() }, { token: other });
    expect((await byOther()).status).toBe(200);
    expect((await byOther()).status).toBe(429);
  });
});

describe('every mutation field counts against the limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { RATE_LIMIT_MUTATIONS_PER_GUEST: '5', RATE_LIMIT_MUTATIONS_PER_ADDRESS: '1000' },
    });
    t.setNow(FIXTURE_NOW);
  });
  afterAll(() => t.close());

  const stored = async () => Number((await t.database.db.select({ n: count() }).from(contacts))[0]!.n);
  /** One request asking for `n` (3 or more) contacts, each under an alias and a key of its own: plain, in a fragment, inline. */
  function aliased(n: number) {
    const fields = Array.from(
      { length: n },
      (_, i) => `c${i}: contact(input: $input, idempotencyKey: "${newKey()}") { result receptionId }`,
    );
    const [first = '', second = '', ...rest] = fields;
    const query =
      `mutation Many($input: ContactInput!) { ${first} ...More ... on Mutation { ${rest.join(' ')} } }` +
      ` fragment More on Mutation { ${second} }`;
    return { query, variables: { input: contactInput() } };
  }
  const send = async (token: string, n: number) => {
    const { query, variables } = aliased(n);
    return t.gql<Record<string, unknown>>(query, variables, { token });
  };

  it('refuses one request of 6 aliased mutations under a limit of 5, storing none of them', async () => {
    const token = await t.token();
    const before = await stored();
    const answer = await send(token, 6);
    expect(answer.status).toBe(429);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await stored()).toBe(before);
  });

  it('takes 5 in one request, and then not one more', async () => {
    const token = await t.token();
    const before = await stored();
    const answer = await send(token, 5);
    expect(answer.body.errors).toBeUndefined();
    expect(Object.keys(answer.body.data!)).toHaveLength(5);
    expect(await stored()).toBe(before + 5);
    const one = await t.gql(ContactDocument, { input: contactInput(), idempotencyKey: newKey() }, { token });
    expect(one.status).toBe(429);
    expect(await stored()).toBe(before + 5);
  });
});

describe('a guest token remembered as verified', () => {
  it('still expires, and a token altered after its first use is still refused', async () => {
    let clock = new Date('2026-11-26T10:00:00Z');
    const tokens = createGuestTokens('remembered-secret-0123456789abcdef', 3600, () => clock);
    const { token } = await tokens.issue();
    const header = `Bearer ${token}`;
    const first = await tokens.verify(header);
    expect(first.ok).toBe(true);
    // Second call answered from memory: the same guest.
    expect(await tokens.verify(header)).toEqual(first);
    // A changed signature is a different token: verified on its own, refused.
    const altered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect(await tokens.verify(`Bearer ${altered}`)).toEqual({ ok: false, reason: 'Unauthorized' });
    // Within the 5 s tolerance after expiry: accepted; beyond it: refused, from memory too.
    clock = new Date(clock.getTime() + 3600_000 + 4_000);
    expect((await tokens.verify(header)).ok).toBe(true);
    clock = new Date(clock.getTime() + 2_000);
    expect(await tokens.verify(header)).toEqual({ ok: false, reason: 'Unauthorized' });
  });
});
