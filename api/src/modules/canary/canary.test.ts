// Canaries on a temporary deploy folder: the ops routes (token, changes
// through release/src/releases.ts, audit rows, the policy, the preview cookie),
// the figures of seeded RUM rows, and the check that withdraws a regressed
// canary or promotes a healthy one, with the figures in its audit row.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { publishRemoteVersion, rollback, targetStatus } from '@hikari/release/releases';
import { previewCookieValue } from '@hikari/release/canary-preview';
import { advisoryLockName, DEPLOY_LOCK, withAdvisoryLock } from '@hikari/release/deploy-lock';
import pg from 'pg';
import type { RemoteName } from '@hikari/shared/domain';
import { auditLog, rumEvents } from '../../db/schema';
import { startTestApp, usingPostgres, type TestApp } from '../../testing/test-app';
import type { CanaryFigures } from './figures';
import { runCanaryCheck } from './job';

let t: TestApp;
let work: string;
let deployDir: string;

const T0 = Date.parse('2026-11-27T05:00:00.000Z');
const T = new Date('2026-11-27T06:00:00.000Z');
const minutes = (n: number) => new Date(T.getTime() + n * 60_000);

function release(remote: RemoteName, version: string, at: Date, canaryPercent?: number) {
  const dist = path.join(work, `dist-${remote}-${version}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var x = "${version}";`);
  publishRemoteVersion(deployDir, remote, version, dist, { now: at, canaryPercent });
}

const ops = (url: string, init: RequestInit = {}, token: string | null = t.opsApiToken) =>
  fetch(`${t.url}${url}`, {
    ...init,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers },
  });
const send = (method: string, url: string, body: unknown, token?: string | null) =>
  ops(url, { method, body: JSON.stringify(body) }, token);

const manifestText = () => readFileSync(path.join(deployDir, 'remotes.json'), 'utf8');

async function overview() {
  const res = await ops('/ops/canary');
  expect(res.status).toBe(200);
  return (await res.json()) as { policy: Record<string, unknown>; items: CanaryFigures[] };
}

/**
 * Runs `work` while another change holds the deploy lock: on PostgreSQL
 * another host's advisory lock (release/src/deploy-lock.ts), on PGlite the lock file.
 */
async function holdingDeployLock(work: () => Promise<void>): Promise<void> {
  if (usingPostgres()) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await withAdvisoryLock(client, advisoryLockName(t.database.migrationsSchema, DEPLOY_LOCK), work);
    } finally {
      await client.end();
    }
    return;
  }
  const lock = path.join(deployDir, '.lock');
  writeFileSync(lock, String(process.pid));
  try {
    await work();
  } finally {
    rmSync(lock);
  }
}

/** What the console saw before the canary started: r1 live, no canary. */
const SEEN = { from: '0.1.0-r1', canary: null };

const auditRows = (target: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id));

type Row = typeof rumEvents.$inferInsert;

/** One page view (and the given vitals and errors) per visitor `${prefix}${i}` of a cohort. */
function cohortRows(
  remote: RemoteName,
  version: string,
  cohort: 'canary' | 'control',
  visitors: number,
  options: { prefix: string; at?: Date; errorVisitors?: number; lcp?: (i: number) => number },
): Row[] {
  const at = options.at ?? minutes(1);
  const rows: Row[] = [];
  const base = { remote, version, cohort, createdAt: at, route: '/campaign/' };
  for (let i = 0; i < visitors; i += 1) {
    const visitor = `${options.prefix}${i}`;
    rows.push({ ...base, kind: 'pageview', visitor });
    if (i < (options.errorVisitors ?? 0))
      rows.push({ ...base, kind: 'error', visitor, message: 'TypeError' });
    if (options.lcp) rows.push({ ...base, kind: 'vital', metric: 'LCP', value: options.lcp(i), visitor });
  }
  return rows;
}

async function insert(rows: Row[]) {
  for (let i = 0; i < rows.length; i += 500)
    await t.database.db.insert(rumEvents).values(rows.slice(i, i + 500));
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'hikari-canary-'));
  deployDir = path.join(work, 'deploy');
  t = await startTestApp({ env: { DEPLOY_DIR: deployDir } });
  // The tests step the check themselves.
  await t.app.canaryJob?.stop();
  t.setNow(T);
  release('mfe-campaign', '0.1.0-r1', new Date(T0));
  release('mfe-campaign', '0.1.0-r2', new Date(T0 + 60_000));
  // r2 released, r1 live again: r2 can be started as a canary.
  rollback(deployDir, 'mfe-campaign', { now: new Date(T0 + 120_000) });
});

afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the ops token', () => {
  it.each([
    ['GET', '/ops/canary'],
    ['POST', '/ops/remotes/mfe-campaign/canary'],
    ['POST', '/ops/remotes/mfe-campaign/canary-percent'],
    ['POST', '/ops/remotes/mfe-campaign/promote'],
    ['POST', '/ops/remotes/mfe-campaign/withdraw-canary'],
    ['PUT', '/ops/canary/policy'],
    ['POST', '/ops/canary/preview'],
  ])('%s %s answers 401 without the ops token, changing nothing', async (method, url) => {
    const before = manifestText();
    const body =
      method === 'GET' ? undefined : JSON.stringify({ version: '0.1.0-r2', percent: 10, on: true });
    for (const token of [null, await t.token(), 'not-the-ops-token']) {
      const res = await ops(url, { method, body }, token);
      expect(res.status).toBe(401);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect(manifestText()).toBe(before);
  });
});

describe('GET /ops/canary', () => {
  it('lists every remote (not the shell) with the default policy, and no figures while no canary runs', async () => {
    const { policy, items } = await overview();
    expect(policy).toEqual({
      sampleRate: 1,
      minVisitors: 200,
      windowMinutes: 1440,
      autoPromote: false,
      errorMarginPer1000: 5,
      vitalMarginPercent: 10,
    });
    expect(items.map((i) => i.name)).toEqual(['mfe-apply', 'mfe-campaign', 'mfe-option', 'mfe-area']);
    expect(items.find((i) => i.name === 'mfe-campaign')).toEqual({
      name: 'mfe-campaign',
      label: 'キャンペーン',
      live: '0.1.0-r1',
      canary: null,
      control: null,
      canaryCohort: null,
      verdict: null,
    });
    expect(items.find((i) => i.name === 'mfe-apply')!.live).toBeNull();
  });
});

describe('starting and changing a canary', () => {
  it.each([
    [
      'the shell',
      '/ops/remotes/shell/canary',
      { version: '0.1.0-r2', percent: 10, ...SEEN },
      /リモートはありません/,
    ],
    ['no version', '/ops/remotes/mfe-campaign/canary', { percent: 10, ...SEEN }, /version/],
    [
      'no live version seen',
      '/ops/remotes/mfe-campaign/canary',
      { version: '0.1.0-r2', percent: 10 },
      /from に/,
    ],
    ['no canary seen', '/ops/remotes/mfe-campaign/canary-percent', { percent: 20 }, /canary に/],
    [
      'a share over 100',
      '/ops/remotes/mfe-campaign/canary',
      { version: '0.1.0-r2', percent: 101, ...SEEN },
      /percent/,
    ],
    [
      'a share with decimals',
      '/ops/remotes/mfe-campaign/canary',
      { version: '0.1.0-r2', percent: 2.5, ...SEEN },
      /percent/,
    ],
    [
      'an unknown version',
      '/ops/remotes/mfe-campaign/canary',
      { version: '9.9.9', percent: 10, ...SEEN },
      /版 9\.9\.9 はありません/,
    ],
    [
      'the live version',
      '/ops/remotes/mfe-campaign/canary',
      { version: '0.1.0-r1', percent: 10, ...SEEN },
      /公開中/,
    ],
    [
      'no running canary',
      '/ops/remotes/mfe-campaign/canary-percent',
      { percent: 20, canary: null },
      /カナリアがありません/,
    ],
    ['promoting no canary', '/ops/remotes/mfe-campaign/promote', SEEN, /カナリアがありません/],
  ])('refuses %s with 400 in Japanese, changing nothing', async (_name, url, body, message) => {
    const before = manifestText();
    const res = await send('POST', url, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
    expect(manifestText()).toBe(before);
  });

  it('starts one, changes its share, and writes an audit row for each', async () => {
    const res = await send('POST', '/ops/remotes/mfe-campaign/canary', {
      version: '0.1.0-r2',
      percent: 10,
      ...SEEN,
    });
    expect(res.status).toBe(200);
    const status = (await res.json()) as ReturnType<typeof targetStatus>;
    expect(status).toMatchObject({
      name: 'mfe-campaign',
      live: { version: '0.1.0-r1' },
      canary: { version: '0.1.0-r2', percent: 10, since: T.toISOString() },
    });
    expect(status.history.at(-1)).toMatchObject({
      action: 'canary',
      version: '0.1.0-r2',
      by: 'console',
      percent: 10,
    });

    const changed = await send('POST', '/ops/remotes/mfe-campaign/canary-percent', {
      percent: 20,
      canary: { version: '0.1.0-r2', percent: 10 },
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { canary: unknown }).canary).toEqual({
      version: '0.1.0-r2',
      percent: 20,
      since: T.toISOString(),
    });
    const rows = await auditRows('mfe-campaign');
    expect(rows.slice(0, 2).map((r) => [r.action, r.address])).toEqual([
      ['canary-percent', '127.0.0.1'],
      ['canary', '127.0.0.1'],
    ]);
    expect(rows[0]!.description).toContain('20%');
    expect(rows[1]!.description).toContain('0.1.0-r2');
    // A second canary of the same remote is refused; the rest of the ops remote routes still answer.
    const again = await send('POST', '/ops/remotes/mfe-campaign/canary', {
      version: '0.1.0-r2',
      percent: 5,
      from: '0.1.0-r1',
      canary: { version: '0.1.0-r2', percent: 20 },
    });
    expect(again.status).toBe(400);
    // A tab still showing 10% (or no canary) is refused with 409, changing nothing.
    const before = manifestText();
    for (const [url, body] of [
      ['canary-percent', { percent: 50, canary: { version: '0.1.0-r2', percent: 10 } }],
      ['canary', { version: '0.1.0-r2', percent: 5, ...SEEN }],
      ['withdraw-canary', { canary: { version: '0.1.0-r2', percent: 10 } }],
    ] as const) {
      const stale = await send('POST', `/ops/remotes/mfe-campaign/${url}`, body);
      expect([url, stale.status]).toEqual([url, 409]);
    }
    expect(manifestText()).toBe(before);
    const refused = await send('POST', '/ops/remotes/mfe-campaign/canary-percent', {
      percent: 50,
      canary: { version: '0.1.0-r2', percent: 10 },
    });
    expect(((await refused.json()) as { message: string }).message).toBe(
      'キャンペーン（mfe-campaign）は、画面に表示していたカナリア 0.1.0-r2（訪問者の 10%）から、いまはカナリア 0.1.0-r2（訪問者の 20%）に変わっています（別の画面か担当者が変更しました）。何も変更していません',
    );
    expect((await send('POST', '/ops/remotes/mfe-campaign/explode', {})).status).toBe(404);
  });

  it('answers 409 while another change holds the deploy lock', async () => {
    await holdingDeployLock(async () => {
      const res = await send('POST', '/ops/remotes/mfe-campaign/canary-percent', {
        percent: 30,
        canary: { version: '0.1.0-r2', percent: 20 },
      });
      expect(res.status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toMatch(/別のリリース/);
    });
  });
});

describe('PUT /ops/canary/policy', () => {
  it.each([
    [{ minVisitors: 0 }, /minVisitors は 1 から/],
    [{ autoPromote: 'yes' }, /autoPromote は true か false/],
    [{ colour: 'red' }, /colour という設定はありません/],
    [{}, /変更する設定を指定してください/],
  ])('refuses %j with 400 in Japanese', async (patch, message) => {
    const before = manifestText();
    const res = await send('PUT', '/ops/canary/policy', patch);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
    expect(manifestText()).toBe(before);
  });

  it('changes the given settings, keeps the others, and writes an audit row', async () => {
    const res = await send('PUT', '/ops/canary/policy', { minVisitors: 50, windowMinutes: 30 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { policy: unknown }).policy).toEqual({
      sampleRate: 1,
      minVisitors: 50,
      windowMinutes: 30,
      autoPromote: false,
      errorMarginPer1000: 5,
      vitalMarginPercent: 10,
    });
    expect((await overview()).policy).toMatchObject({ minVisitors: 50, windowMinutes: 30 });
    const [row] = await auditRows('canary-policy');
    expect(row).toMatchObject({ action: 'settings', address: '127.0.0.1' });
    expect(row!.description).toContain('判定に必要な訪問者数 200 → 50');
  });
});

describe('POST /ops/canary/preview', () => {
  it('sets the preview cookie for 8 hours, readable by the shell, and clears it', async () => {
    const on = await send('POST', '/ops/canary/preview', { on: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ on: true });
    const cookie = on.headers.get('set-cookie')!;
    expect(cookie).toBe(
      `hikari_preview=${previewCookieValue(t.config.opsToken!)}; Max-Age=28800; Path=/; SameSite=Strict`,
    );
    expect(cookie).not.toContain(t.config.opsToken!);

    const off = await send('POST', '/ops/canary/preview', { on: false });
    expect(await off.json()).toEqual({ on: false });
    expect(off.headers.get('set-cookie')).toBe(
      'hikari_preview=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict',
    );

    const bad = await send('POST', '/ops/canary/preview', { on: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('set-cookie')).toBeNull();
    // Each switch is a row of the audit log; the refused one is not.
    expect((await auditRows('canary-preview')).map((row) => [row.action, row.description])).toEqual([
      ['canary-preview', 'この端末でのカナリアの表示をやめた'],
      ['canary-preview', 'この端末でカナリアを表示する設定にした（8時間、公開中のすべてのカナリア）'],
    ]);
  });
});

describe('the figures and the check', () => {
  beforeAll(async () => {
    // Canary r2: 120 visitors, 24 of them with an error; one of those sends 50 more, and one
    // visitor sends twenty very slow LCPs: each still counts once.
    const canary = cohortRows('mfe-campaign', '0.1.0-r2', 'canary', 120, {
      prefix: 'c',
      errorVisitors: 24,
      lcp: (i) => 1000 + i * 10,
    });
    const flood = Array.from({ length: 50 }, (): Row => ({
      kind: 'error',
      route: '/campaign/',
      remote: 'mfe-campaign',
      version: '0.1.0-r2',
      cohort: 'canary',
      visitor: 'c0',
      createdAt: minutes(2),
    }));
    const slow = Array.from({ length: 20 }, (): Row => ({
      kind: 'vital',
      metric: 'LCP',
      value: 60_000,
      route: '/campaign/',
      remote: 'mfe-campaign',
      version: '0.1.0-r2',
      cohort: 'canary',
      visitor: 'c119',
      createdAt: minutes(2),
    }));
    // Control (live r1): 120 visitors, no error, the same LCPs.
    const control = cohortRows('mfe-campaign', '0.1.0-r1', 'control', 120, {
      prefix: 'k',
      lcp: (i) => 1000 + i * 10,
    });
    // Rows that belong to neither cohort: before the canary started, the wrong cohort for the version, another remote.
    const noise = [
      ...cohortRows('mfe-campaign', '0.1.0-r2', 'canary', 30, {
        prefix: 'old',
        errorVisitors: 30,
        at: minutes(-1),
      }),
      ...cohortRows('mfe-campaign', '0.1.0-r2', 'control', 5, { prefix: 'x', errorVisitors: 5 }),
      ...cohortRows('mfe-campaign', '0.1.0-r1', 'canary', 5, { prefix: 'y', errorVisitors: 5 }),
      ...cohortRows('mfe-option', '0.1.0-r2', 'canary', 5, { prefix: 'z', errorVisitors: 5 }),
    ];
    await insert([...canary, ...flood, ...slow, ...control, ...noise]);
  });

  it('counts each cohort since the canary started, visitors distinct, p75 over per-visitor medians', async () => {
    t.setNow(minutes(10));
    const item = (await overview()).items.find((i) => i.name === 'mfe-campaign')!;
    expect(item.canary).toEqual({ version: '0.1.0-r2', percent: 20, since: T.toISOString() });
    const none = { p75: null, samples: 0, visitors: 0 };
    expect(item.canaryCohort).toEqual({
      pageViews: 120,
      visitors: 120,
      errorVisitors: 24,
      errorsPer1000PageViews: 616.67,
      // Medians 1000…2180 and one of 60,000: the 75th percentile (rank 89.25 of 0…119) is 1892.5.
      vitals: { LCP: { p75: 1892.5, samples: 140, visitors: 120 }, INP: none, CLS: none, TTFB: none },
    });
    expect(item.control).toEqual({
      pageViews: 120,
      visitors: 120,
      errorVisitors: 0,
      errorsPer1000PageViews: 0,
      vitals: { LCP: { p75: 1892.5, samples: 120, visitors: 120 }, INP: none, CLS: none, TTFB: none },
    });
    expect(item.verdict!.state).toBe('regressed');
    expect(item.verdict!.reasons).toEqual([
      expect.stringMatching(/^エラーのあった訪問者の割合が 0\.0% → 20\.0%（p [=<] /),
    ]);
    expect(item.verdict!.tests).toEqual([
      {
        metric: 'errors',
        control: 0,
        canary: 0.2,
        z: expect.any(Number),
        pValue: expect.any(Number),
        regressed: true,
      },
      { metric: 'INP', control: null, canary: null, z: null, pValue: null, regressed: false },
      {
        metric: 'LCP',
        control: 1892.5,
        canary: 1892.5,
        // The same values: 11 of 120 above control's p75 + 10%, far below the 25% a worse p75 needs.
        z: -4.006,
        pValue: expect.closeTo(1, 4),
        regressed: false,
      },
    ]);
  });

  it('skips a deploy folder without remotes.json', async () => {
    const services = t.app.services;
    const elsewhere = { ...services, config: { ...services.config, deployDir: path.join(work, 'none') } };
    expect(await runCanaryCheck(elsewhere, minutes(10))).toEqual([]);
  });

  it('leaves the canary to another change holding the deploy lock', async () => {
    await holdingDeployLock(async () => {
      const outcomes = await runCanaryCheck(t.app.services, minutes(10));
      expect(outcomes).toEqual([
        { name: 'mfe-campaign', version: '0.1.0-r2', state: 'regressed', action: null },
      ]);
    });
    expect(targetStatus(deployDir, 'mfe-campaign').canary).not.toBeNull();
  });

  it('withdraws a regressed canary by itself, with the figures in the audit row', async () => {
    const outcomes = await runCanaryCheck(t.app.services, minutes(10));
    expect(outcomes).toEqual([
      { name: 'mfe-campaign', version: '0.1.0-r2', state: 'regressed', action: 'withdrawn' },
    ]);
    const status = targetStatus(deployDir, 'mfe-campaign');
    expect(status.canary).toBeNull();
    expect(status.live?.version).toBe('0.1.0-r1');
    expect(status.versions.find((v) => v.version === '0.1.0-r2')!.withdrawn).toBe(true);
    expect(status.history.at(-1)).toMatchObject({ action: 'withdraw', version: '0.1.0-r2', by: 'auto' });

    const [row] = await auditRows('mfe-campaign');
    expect(row).toMatchObject({ action: 'withdraw', address: 'canary-check' });
    expect(row!.description).toContain('0.1.0-r2 を取り下げた');
    expect(row!.description).toContain('自動判定で取り下げ：エラーのあった訪問者の割合が 0.0% → 20.0%');
    expect(row!.description).toContain('訪問者 現行版 120 人 / カナリア 120 人');
    expect(row!.description).toMatch(/エラーのあった訪問者 0\.0% → 20\.0%、p [=<] [0-9.<]/);
    expect(row!.description).toContain('LCP p75 1,893 ms → 1,893 ms、p = 1');

    // The next pass (or another instance) finds nothing to do.
    expect(await runCanaryCheck(t.app.services, minutes(11))).toEqual([]);
    expect((await auditRows('mfe-campaign'))[0]!.id).toBe(row!.id);
  });

  it('promotes a canary healthy for the window only when the policy says autoPromote', async () => {
    release('mfe-option', '0.2.0-r1', new Date(T0));
    release('mfe-option', '0.2.0-r2', T, 50);
    await insert([
      ...cohortRows('mfe-option', '0.2.0-r2', 'canary', 60, { prefix: 'oc', errorVisitors: 1 }),
      ...cohortRows('mfe-option', '0.2.0-r1', 'control', 60, { prefix: 'ok', errorVisitors: 1 }),
    ]);
    // Healthy, not yet 30 minutes.
    expect(await runCanaryCheck(t.app.services, minutes(20))).toEqual([
      { name: 'mfe-option', version: '0.2.0-r2', state: 'healthy', action: null },
    ]);
    // Ready, but ops promote by hand.
    expect(await runCanaryCheck(t.app.services, minutes(31))).toEqual([
      { name: 'mfe-option', version: '0.2.0-r2', state: 'ready', action: null },
    ]);
    expect(targetStatus(deployDir, 'mfe-option').live?.version).toBe('0.2.0-r1');

    expect((await send('PUT', '/ops/canary/policy', { autoPromote: true })).status).toBe(200);
    expect(await runCanaryCheck(t.app.services, minutes(32))).toEqual([
      { name: 'mfe-option', version: '0.2.0-r2', state: 'ready', action: 'promoted' },
    ]);
    const status = targetStatus(deployDir, 'mfe-option');
    expect(status.live?.version).toBe('0.2.0-r2');
    expect(status.canary).toBeNull();
    expect(status.history.at(-1)).toMatchObject({ action: 'promote', version: '0.2.0-r2', by: 'auto' });
    const [row] = await auditRows('mfe-option');
    expect(row).toMatchObject({ action: 'promote', address: 'canary-check' });
    expect(row!.description).toContain('自動判定で全員に公開');
    expect(row!.description).toContain('訪問者 現行版 60 人 / カナリア 60 人');
    expect(row!.description).toMatch(/エラーのあった訪問者 1\.7% → 1\.7%、p = /);
    expect((await send('PUT', '/ops/canary/policy', { autoPromote: false })).status).toBe(200);
  });
});

describe('promote and withdraw from the console', () => {
  it('promotes a running canary and withdraws another, each with its audit row', async () => {
    t.setNow(minutes(45));
    release('mfe-area', '0.3.0-r1', new Date(T0));
    release('mfe-area', '0.3.0-r2', minutes(40), 0);
    const promoted = await send('POST', '/ops/remotes/mfe-area/promote', {
      from: '0.3.0-r1',
      canary: { version: '0.3.0-r2', percent: 0 },
    });
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ live: { version: '0.3.0-r2' }, canary: null });
    expect((await auditRows('mfe-area'))[0]).toMatchObject({ action: 'promote', address: '127.0.0.1' });

    release('mfe-area', '0.3.0-r3', minutes(41), 5);
    const withdrawn = await send('POST', '/ops/remotes/mfe-area/withdraw-canary', {
      canary: { version: '0.3.0-r3', percent: 5 },
    });
    expect(withdrawn.status).toBe(200);
    const body = (await withdrawn.json()) as ReturnType<typeof targetStatus>;
    expect(body).toMatchObject({ live: { version: '0.3.0-r2' }, canary: null });
    expect(body.versions.find((v) => v.version === '0.3.0-r3')!.withdrawn).toBe(true);
    const [row] = await auditRows('mfe-area');
    expect(row).toMatchObject({ action: 'withdraw', address: '127.0.0.1' });
    expect(row!.description).toContain('0.3.0-r3 を取り下げた');

    const again = await send('POST', '/ops/remotes/mfe-area/withdraw-canary', { canary: null });
    expect(again.status).toBe(400);
  });
});
