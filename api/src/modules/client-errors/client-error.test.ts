// NotifyClientError cannot steer the ops figures: each report names its
// reporter as a keyed hash of the guest session (never the token or the
// address), the same report from one visitor is stored once per window, and
// reports have limits per guest and per address over which they are
// acknowledged but not stored.
import { eq } from 'drizzle-orm';
import { NotifyClientErrorDocument } from '@hikari/shared/operations';
import { buildClientErrorReport } from '@hikari/shared/domain';
import { clientErrors } from '../../db/schema';
import { FIXTURE_NOW } from '@hikari/shared/testing/fixtures';
import { newKey } from '../../testing/fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DUPLICATE_WINDOW_MS } from './resolvers';

const PER_GUEST = 5;
const PER_ADDRESS = 8;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: {
      // Each test sends from addresses of its own (X-Forwarded-For), so the limits of one do not reach another.
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_CLIENT_ERRORS_PER_GUEST: String(PER_GUEST),
      RATE_LIMIT_CLIENT_ERRORS_PER_ADDRESS: String(PER_ADDRESS),
    },
  });
  t.setNow(FIXTURE_NOW);
});
afterAll(() => t.close());

let addressCounter = 0;
/** An address no other test sends from. */
const freshAddress = () => `203.0.113.${(addressCounter += 1)}`;

const guestIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

/** The rows of one version (each test reports a version of its own). */
const rowsOf = (version: string) =>
  t.database.db.select().from(clientErrors).where(eq(clientErrors.remoteVersion, version));

function report(
  token: string,
  address: string,
  options: { version: string; title?: string; message?: string; kind?: 'fallback' },
) {
  return t.gql<{ notifyClientError: { result: string } }>(
    NotifyClientErrorDocument,
    {
      ...buildClientErrorReport({
        title: options.title,
        path: '/option/',
        previousPath: '/',
        message: options.message ?? 'TypeError: x is undefined',
        code: null,
      }),
      idempotencyKey: newKey(),
      remote: 'mfe-option',
      remoteVersion: options.version,
      ...(options.kind ? { kind: 'fallback', servedVersion: '0.0.1-r1' } : {}),
    },
    { token, headers: { 'X-Forwarded-For': address } },
  );
}

const ACKNOWLEDGED = { notifyClientError: { result: 'success' } };

it('names the reporter with a keyed hash of the guest session: the same for one guest, never its token or address', async () => {
  const address = freshAddress();
  const [one, two] = [await t.token(), await t.token()];
  await report(one, address, { version: '1.0.0-r1', title: 'first' });
  await report(one, address, { version: '1.0.0-r1', title: 'second' });
  await report(two, address, { version: '1.0.0-r1', title: 'first' });
  const rows = await rowsOf('1.0.0-r1');
  expect(rows).toHaveLength(3);
  const [a, b, c] = rows.map((row) => row.reporter!);
  expect(a).toBe(t.app.services.guestPseudonym(guestIdOf(one)));
  expect(b).toBe(a);
  expect(c).not.toBe(a);
  for (const row of rows) {
    expect(row.reporter).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = JSON.stringify(row);
    for (const secret of [one, two, guestIdOf(one), guestIdOf(two), address]) {
      expect(stored).not.toContain(secret);
    }
  }
});

it('stores the same report from one visitor once within the window, and again after it', async () => {
  const address = freshAddress();
  const token = await t.token();
  const at = (ms: number) => t.setNow(new Date(FIXTURE_NOW.getTime() + ms));
  try {
    at(0);
    expect((await report(token, address, { version: '1.0.0-r2', message: 'a' })).body.data).toEqual(
      ACKNOWLEDGED,
    );
    // The same remote, version, kind and title, with another text and key: acknowledged, not stored.
    at(DUPLICATE_WINDOW_MS - 60_000);
    expect((await report(token, address, { version: '1.0.0-r2', message: 'b' })).body.data).toEqual(
      ACKNOWLEDGED,
    );
    expect(await rowsOf('1.0.0-r2')).toHaveLength(1);
    // Anything that differs is another report: the kind, the title, the visitor.
    await report(token, address, { version: '1.0.0-r2', kind: 'fallback' });
    await report(token, address, { version: '1.0.0-r2', title: 'チャンクの読み込みに失敗しました' });
    await report(await t.token(), address, { version: '1.0.0-r2' });
    expect(await rowsOf('1.0.0-r2')).toHaveLength(4);
    // After the window the same report is stored again.
    at(DUPLICATE_WINDOW_MS + 60_000);
    await report(token, address, { version: '1.0.0-r2', message: 'c' });
    expect(await rowsOf('1.0.0-r2')).toHaveLength(5);
  } finally {
    t.setNow(FIXTURE_NOW);
  }
});

it('stores one of the same report sent several times at once', async () => {
  const address = freshAddress();
  const token = await t.token();
  const answers = await Promise.all(
    Array.from({ length: 4 }, (_, n) => report(token, address, { version: '1.0.0-r5', message: `${n}` })),
  );
  expect(answers.map((answer) => answer.body.data)).toEqual(Array(4).fill(ACKNOWLEDGED));
  expect(await rowsOf('1.0.0-r5')).toHaveLength(1);
});

it('acknowledges but does not store reports over the limit per guest', async () => {
  const address = freshAddress();
  const token = await t.token();
  for (let n = 1; n <= PER_GUEST + 2; n += 1) {
    const { status, body } = await report(token, address, { version: '1.0.0-r3', title: `エラー ${n}` });
    expect([status, body.data]).toEqual([200, ACKNOWLEDGED]);
  }
  expect((await rowsOf('1.0.0-r3')).map((row) => (row.payload as { title: string }).title)).toEqual(
    Array.from({ length: PER_GUEST }, (_, i) => `エラー ${i + 1}`),
  );
  // Another visitor at the same address (which has room for one more) is not held back by this one.
  await report(await t.token(), address, { version: '1.0.0-r3', title: 'other' });
  expect(await rowsOf('1.0.0-r3')).toHaveLength(PER_GUEST + 1);
});

it('acknowledges but does not store reports over the limit per address, whichever guest sends them', async () => {
  const address = freshAddress();
  for (let n = 1; n <= PER_ADDRESS + 2; n += 1) {
    const { body } = await report(await t.token(), address, { version: '1.0.0-r4' });
    expect(body.data).toEqual(ACKNOWLEDGED);
  }
  expect(await rowsOf('1.0.0-r4')).toHaveLength(PER_ADDRESS);
  // Another address is counted on its own.
  await report(await t.token(), freshAddress(), { version: '1.0.0-r4' });
  expect(await rowsOf('1.0.0-r4')).toHaveLength(PER_ADDRESS + 1);
});
