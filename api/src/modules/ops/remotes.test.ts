// The console's Remotes and Health endpoints: the ops token, refused input that
// changes nothing, the rollback rules of release/src/releases.ts through HTTP,
// the audit entries, and error rates from stored NotifyClientError reports.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NotifyClientErrorDocument } from '@hikari/shared/operations';
import { buildClientErrorReport } from '@hikari/shared/domain';
import { eq } from 'drizzle-orm';
import { publishRemoteVersion, publishShellVersion } from '@hikari/release/releases';
import { auditLog, clientErrors } from '../../db/schema';
import { newKey } from '../../testing/fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let work: string;
let deployDir: string;
const HOUR = 3_600_000;
const R2 = '0.1.0-r2';

interface Item {
  name: string;
  label: string;
  live: { version: string; since: string } | null;
  lastKnownGood: string | null;
  versions: {
    version: string;
    releasedAt: string;
    live: boolean;
    withdrawn: boolean;
    rolledAwayAt: string | null;
  }[];
  history: { at: string; action: string; version: string; from: string | null; by: string }[];
}

interface Health {
  name: string;
  live: string | null;
  liveSince: string | null;
  errors: number;
  errorsPerHour: number;
  previous: { version: string; errors: number; errorsPerHour: number } | null;
  fallbacksServed: number;
  latest: { at: string; message: string; version: string | null; path: string | null }[];
}

/** A release made with `npm run release` (by 'cli'), at a given time. */
function release(remote: 'mfe-option' | 'mfe-apply' | 'mfe-campaign', version: string, at = new Date()) {
  const dist = path.join(work, `dist-${remote}-${version}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var x = "${version}";`);
  publishRemoteVersion(deployDir, remote, version, dist, { now: at });
}

const manifestText = () => readFileSync(path.join(deployDir, 'remotes.json'), 'utf8');

const ops = (url: string, init: RequestInit = {}, token: string | null = t.opsApiToken) =>
  fetch(`${t.url}${url}`, {
    ...init,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers },
  });
const post = (url: string, body: unknown, token?: string | null) =>
  ops(url, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) }, token);

async function item(name: string): Promise<Item> {
  const res = await ops('/ops/remotes');
  const body = (await res.json()) as { items: Item[] };
  return body.items.find((i) => i.name === name)!;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'hikari-ops-remotes-'));
  deployDir = path.join(work, 'deploy');
  // Every visitor of these tests sends from 127.0.0.1: the per-address limits are lifted. Limits
  // count in windows aligned to the clock; an hour-long one keeps a window's end from falling in
  // the middle of the fifty reports of one guest (with 60 s it did, now and then, on a slow run).
  t = await startTestApp({
    env: {
      DEPLOY_DIR: deployDir,
      RATE_LIMIT_WINDOW_SECONDS: '3600',
      RATE_LIMIT_CLIENT_ERRORS_PER_ADDRESS: '0',
      RATE_LIMIT_QUERIES_PER_ADDRESS: '0',
      RATE_LIMIT_MUTATIONS_PER_ADDRESS: '0',
      RATE_LIMIT_GUEST_TOKENS_PER_ADDRESS: '0',
    },
  });
});

afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the ops token', () => {
  beforeAll(() => {
    release('mfe-campaign', '0.1.0-r1');
    release('mfe-campaign', '0.1.0-r2');
  });

  it.each([
    ['GET', '/ops/remotes'],
    ['GET', '/ops/health'],
    ['POST', '/ops/remotes/mfe-campaign/rollback'],
    ['POST', '/ops/remotes/mfe-campaign/activate'],
    ['POST', '/ops/remotes/mfe-campaign/withdraw'],
  ])('%s %s answers 401 without a token and with a guest token, changing nothing', async (method, url) => {
    const before = manifestText();
    const body = method === 'POST' ? JSON.stringify({ version: '0.1.0-r1' }) : undefined;
    expect((await ops(url, { method, body }, null)).status).toBe(401);
    const guest = await t.token();
    expect((await ops(url, { method, body }, guest)).status).toBe(401);
    expect((await ops(url, { method, body }, 'not-the-ops-token')).status).toBe(401);
    expect(manifestText()).toBe(before);
  });
});

describe('GET /ops/remotes', () => {
  it('lists the shell and every remote with live version, versions and history', async () => {
    const res = await ops('/ops/remotes');
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: Item[] };
    expect(items.map((i) => i.name)).toEqual([
      'shell',
      'mfe-apply',
      'mfe-campaign',
      'mfe-option',
      'mfe-area',
    ]);
    expect(items.find((i) => i.name === 'mfe-campaign')).toMatchObject({
      label: 'キャンペーン',
      live: { version: '0.1.0-r2' },
      lastKnownGood: '0.1.0-r1',
      versions: [
        { version: '0.1.0-r1', live: false, withdrawn: false, rolledAwayAt: null },
        { version: '0.1.0-r2', live: true, withdrawn: false, rolledAwayAt: null },
      ],
      history: [
        { action: 'release', version: '0.1.0-r1', from: null, by: 'cli' },
        { action: 'release', version: '0.1.0-r2', from: '0.1.0-r1', by: 'cli' },
      ],
    });
    expect(items.find((i) => i.name === 'mfe-area')).toMatchObject({ live: null, versions: [], history: [] });
  });
});

describe('changes from the console', () => {
  beforeAll(() => {
    release('mfe-option', '0.1.0-r1');
    release('mfe-option', '0.1.0-r2');
  });

  it('refuses bad input with 400 and a message, changing nothing', async () => {
    const before = manifestText();
    const cases: [string, unknown, RegExp][] = [
      ['/ops/remotes/mfe-nope/rollback', {}, /mfe-nope」というリモートはありません/],
      ['/ops/remotes/mfe-option/activate', { version: '9.9.9-r9', from: R2 }, /版 9\.9\.9-r9 はありません/],
      ['/ops/remotes/mfe-option/activate', { from: R2 }, /version に版を指定してください/],
      ['/ops/remotes/mfe-option/activate', { version: 42, from: R2 }, /version に版を指定してください/],
      ['/ops/remotes/mfe-option/activate', { version: '0.1.0-r2', from: R2 }, /すでに公開中/],
      ['/ops/remotes/mfe-option/withdraw', { version: '9.9.9-r9', from: R2 }, /版 9\.9\.9-r9 はありません/],
      // What the person saw must come with the change.
      ['/ops/remotes/mfe-option/rollback', {}, /from に、画面に表示していた公開中の版を指定してください/],
      ['/ops/remotes/mfe-option/activate', { version: '0.1.0-r1' }, /from に、画面に表示していた/],
      ['/ops/remotes/mfe-option/activate', '{not json', /JSON ではありません/],
      ['/ops/remotes/mfe-option/activate', '["0.1.0-r1"]', /JSON のオブジェクト/],
    ];
    for (const [url, body, message] of cases) {
      const res = await post(url, body);
      expect([url, res.status]).toEqual([url, 400]);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    expect((await ops('/ops/health?hours=0')).status).toBe(400);
    expect((await ops('/ops/health?hours=abc')).status).toBe(400);
    expect((await post('/ops/remotes/mfe-option/explode', {})).status).toBe(404);
    // Promoting needs a running canary.
    expect((await post('/ops/remotes/mfe-option/promote', { from: R2, canary: null })).status).toBe(400);
    expect(manifestText()).toBe(before);
    expect((await item('mfe-option')).history).toHaveLength(2);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'mfe-option'))).toEqual([]);
  });

  it('r1 live, release r2, rollback, release r3: a rollback gives r1, and each change is audited', async () => {
    let res = await post('/ops/remotes/mfe-option/rollback', { from: R2 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Item).live?.version).toBe('0.1.0-r1');
    release('mfe-option', '0.1.0-r3');
    res = await post('/ops/remotes/mfe-option/rollback', { from: '0.1.0-r3' });
    const answered = (await res.json()) as Item;
    expect(answered.live?.version).toBe('0.1.0-r1');
    expect(JSON.parse(manifestText()).remotes['mfe-option']).toMatchObject({
      version: '0.1.0-r1',
      entry: '/remotes/mfe-option/0.1.0-r1/remoteEntry.js',
    });
    expect(answered.versions.filter((v) => v.rolledAwayAt).map((v) => v.version)).toEqual([
      '0.1.0-r2',
      '0.1.0-r3',
    ]);
    expect(answered.history.slice(-1)[0]).toMatchObject({
      action: 'rollback',
      from: '0.1.0-r3',
      by: 'console',
    });
    // Nothing good left before r1: refused, nothing changed.
    res = await post('/ops/remotes/mfe-option/rollback', { from: '0.1.0-r1' });
    expect(res.status).toBe(400);
    expect((await item('mfe-option')).live?.version).toBe('0.1.0-r1');

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'mfe-option'));
    expect(audit.map((a) => [a.action, a.description])).toEqual([
      ['rollback', 'オプション（mfe-option）を 0.1.0-r2 から 0.1.0-r1 に戻した'],
      ['rollback', 'オプション（mfe-option）を 0.1.0-r3 から 0.1.0-r1 に戻した'],
    ]);
  });

  it('activates a named version (forward too), and withdraws a live one by rolling back first', async () => {
    let res = await post('/ops/remotes/mfe-option/activate', { version: '0.1.0-r3', from: '0.1.0-r1' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Item).history.slice(-1)[0]).toMatchObject({
      action: 'activate',
      version: '0.1.0-r3',
      by: 'console',
    });
    res = await post('/ops/remotes/mfe-option/withdraw', { version: '0.1.0-r3', from: '0.1.0-r3' });
    expect(res.status).toBe(200);
    const answered = (await res.json()) as Item;
    expect(answered.live?.version).toBe('0.1.0-r1');
    expect(answered.versions.find((v) => v.version === '0.1.0-r3')?.withdrawn).toBe(true);
    expect(JSON.parse(manifestText()).remotes['mfe-option'].withdrawn).toEqual(['0.1.0-r3']);
    // A withdrawn version is never made live again, not even by name.
    res = await post('/ops/remotes/mfe-option/activate', { version: '0.1.0-r3', from: '0.1.0-r1' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/取り下げた版/);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'mfe-option'));
    expect(audit.slice(-3).map((a) => a.action)).toEqual(['activate', 'rollback', 'withdraw']);
  });

  it('refuses with 409 a rollback confirmed in a stale tab: r4 -> r2 once, never on to r1', async () => {
    for (const v of ['0.2.0-r1', '0.2.0-r2', '0.2.0-r4']) {
      release('mfe-campaign', v);
    }
    // Two tabs both showed 「0.2.0-r4 から 0.2.0-r2 に戻します」 and both confirmed.
    const first = await post('/ops/remotes/mfe-campaign/rollback', { from: '0.2.0-r4' });
    expect(first.status).toBe(200);
    const second = await post('/ops/remotes/mfe-campaign/rollback', { from: '0.2.0-r4' });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { message: string }).message).toBe(
      'キャンペーン（mfe-campaign）は、画面に表示していた公開中の版 0.2.0-r4 から、いまは公開中の版 0.2.0-r2 に変わっています（別の画面か担当者が変更しました）。何も変更していません',
    );
    expect((await item('mfe-campaign')).live?.version).toBe('0.2.0-r2');
    expect(JSON.parse(manifestText()).remotes['mfe-campaign'].version).toBe('0.2.0-r2');
    // Activating or withdrawing from the stale view is refused the same way.
    for (const [url, body] of [
      ['/ops/remotes/mfe-campaign/activate', { version: '0.2.0-r1', from: '0.2.0-r4' }],
      ['/ops/remotes/mfe-campaign/withdraw', { version: '0.2.0-r1', from: '0.2.0-r4' }],
    ] as const) {
      expect((await post(url, body)).status).toBe(409);
    }
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, 'mfe-campaign'));
    expect(audit.map((a) => a.description)).toEqual([
      'キャンペーン（mfe-campaign）を 0.2.0-r4 から 0.2.0-r2 に戻した',
    ]);
  });

  it('rolls the shell back to the build before, swapping the served files', async () => {
    for (const build of ['build-a', 'build-b']) {
      const dist = path.join(work, `shell-${build}`);
      mkdirSync(dist, { recursive: true });
      writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>${build}</title>`);
      writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ buildId: build }));
      publishShellVersion(deployDir, dist);
    }
    const res = await post('/ops/remotes/shell/rollback', { from: 'build-b' });
    expect(res.status).toBe(200);
    expect(JSON.parse(manifestText()).shell.build).toBe('build-a');
    expect(readFileSync(path.join(deployDir, 'shell', 'index.html'), 'utf8')).toContain('build-a');
  });
});

describe('GET /ops/health', () => {
  beforeAll(async () => {
    const now = Date.now();
    release('mfe-apply', '0.1.0-r1', new Date(now - 3 * HOUR));
    release('mfe-apply', '0.1.0-r2', new Date(now - HOUR));
    // r1's own live period, two hours: four errors, and one from a page still open after the change.
    const stored = (version: string, at: number, kind = 'error') => ({
      receptionId: `CE-test-${version}-${at}-${kind}`,
      idempotencyKey: newKey(),
      payload: { title: 'クライアントサイドでエラーが発生しました', text: `エラー内容: r1 の失敗 ${at}` },
      remote: 'mfe-apply',
      remoteVersion: version,
      kind,
      createdAt: new Date(at),
    });
    await t.database.db
      .insert(clientErrors)
      .values([
        stored('0.1.0-r1', now - 2.5 * HOUR),
        stored('0.1.0-r1', now - 2 * HOUR),
        stored('0.1.0-r1', now - 1.5 * HOUR),
        stored('0.1.0-r1', now - 1.2 * HOUR),
        stored('0.1.0-r1', now - 0.5 * HOUR),
      ]);
  });

  it('stores where a report came from, and refuses an unknown remote storing nothing', async () => {
    const token = await t.token();
    const ok = await t.gql(
      NotifyClientErrorDocument,
      {
        ...buildClientErrorReport({ path: '/apply/', previousPath: null, message: 'x', code: null }),
        idempotencyKey: newKey(),
        remote: 'mfe-nope',
        remoteVersion: '0.1.0-r2',
      },
      { token },
    );
    expect(ok.body.errors?.[0]?.extensions?.fields).toEqual({
      remote: 'リモートは shell、mfe-apply、mfe-campaign、mfe-option、mfe-area のいずれかです',
    });
    expect(
      await t.database.db.select().from(clientErrors).where(eq(clientErrors.remoteVersion, '0.1.0-r2')),
    ).toEqual([]);
  });

  it('errors per hour of the live version since it went live, next to the previous version over its own period', async () => {
    // Each report from a visitor of its own: the figures count visitors.
    const send = async (message: string, variables: Record<string, string>) =>
      t.gql(
        NotifyClientErrorDocument,
        {
          ...buildClientErrorReport({ path: '/apply/form/', previousPath: '/', message, code: null }),
          idempotencyKey: newKey(),
          ...variables,
        },
        { token: await t.token() },
      );
    for (const n of [1, 2, 3]) {
      const { body } = await send(`TypeError: 申し込み画面の失敗 ${n}`, {
        remote: 'mfe-apply',
        remoteVersion: '0.1.0-r2',
      });
      expect(body.errors).toBeUndefined();
    }
    // Visitors served r1 because r2's entry failed to load: a fallback, not an error.
    await send('remoteEntry の読み込みに失敗', {
      remote: 'mfe-apply',
      remoteVersion: '0.1.0-r2',
      kind: 'fallback',
      servedVersion: '0.1.0-r1',
    });
    // Another remote's error counts for it only.
    await send('campaign の失敗', { remote: 'mfe-campaign', remoteVersion: '0.1.0-r1' });

    const res = await ops('/ops/health?hours=24');
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: Health[] };
    const apply = items.find((i) => i.name === 'mfe-apply')!;
    expect(apply).toMatchObject({
      live: '0.1.0-r2',
      errors: 3,
      fallbacksServed: 1,
      previous: { version: '0.1.0-r1', errors: 4, errorsPerHour: 2 },
    });
    // Three errors in (just over) the hour r2 has been live.
    expect(apply.errorsPerHour).toBeGreaterThan(2.9);
    expect(apply.errorsPerHour).toBeLessThanOrEqual(3);
    expect(apply.latest.slice(0, 3).map((l) => [l.message, l.version, l.path])).toEqual([
      ['TypeError: 申し込み画面の失敗 3', '0.1.0-r2', '/apply/form/'],
      ['TypeError: 申し込み画面の失敗 2', '0.1.0-r2', '/apply/form/'],
      ['TypeError: 申し込み画面の失敗 1', '0.1.0-r2', '/apply/form/'],
    ]);
    expect(apply.latest[3]).toMatchObject({ version: '0.1.0-r1' });
    expect(items.find((i) => i.name === 'mfe-area')).toMatchObject({ live: null, errors: 0, previous: null });

    // The latest texts come from the window asked for: the last hour holds r2's three and one of r1.
    const recent = (await (await ops('/ops/health?hours=1')).json()) as { items: Health[] };
    const lastHour = recent.items.find((i) => i.name === 'mfe-apply')!;
    expect(lastHour).toMatchObject({ errors: 3 });
    expect(lastHour.latest.map((l) => l.version)).toEqual(['0.1.0-r2', '0.1.0-r2', '0.1.0-r2', '0.1.0-r1']);
  });

  it('counts visitors, not reports: fifty reports from one guest raise the figure by one, a second guest by one more', async () => {
    release('mfe-campaign', '0.3.0-r1', new Date(Date.now() - HOUR));
    const campaign = async () => {
      const { items } = (await (await ops('/ops/health?hours=24')).json()) as { items: Health[] };
      return items.find((i) => i.name === 'mfe-campaign')!;
    };
    const stored = async () =>
      (await t.database.db.select().from(clientErrors).where(eq(clientErrors.remoteVersion, '0.3.0-r1')))
        .length;
    const send = (token: string, n: number, kind?: 'fallback') =>
      t.gql(
        NotifyClientErrorDocument,
        {
          // Every report a different error, so none is a duplicate of another.
          ...buildClientErrorReport({
            title: `TypeError ${n}`,
            path: '/campaign/',
            previousPath: '/',
            message: `TypeError: キャンペーン画面の失敗 ${n}`,
            code: null,
          }),
          idempotencyKey: newKey(),
          remote: 'mfe-campaign',
          remoteVersion: '0.3.0-r1',
          ...(kind ? { kind, servedVersion: '0.1.0-r1' } : {}),
        },
        { token },
      );
    expect(await campaign()).toMatchObject({ live: '0.3.0-r1', errors: 0, fallbacksServed: 0 });

    const one = await t.token();
    for (let n = 1; n <= 50; n += 1) {
      const { body } = await send(one, n);
      expect(body.data).toEqual({ notifyClientError: { result: 'success' } });
    }
    expect(await campaign()).toMatchObject({ errors: 1 });
    // Over its limit (20 in a window) the same guest's reports were acknowledged, not stored.
    expect(await stored()).toBe(20);
    await send(one, 51, 'fallback');
    expect(await stored()).toBe(20);

    const two = await t.token();
    await send(two, 1);
    await send(two, 2, 'fallback');
    expect(await campaign()).toMatchObject({ errors: 2, fallbacksServed: 1 });
  });
});
