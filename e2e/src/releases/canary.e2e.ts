// Issue 19, points 1, 3 and 6: a canary of mfe-campaign that breaks its pages
// reaches only its share of visitors (the same ones on every page load), the
// real visitors' figures reach the API, and the server's own check withdraws
// it by itself, with the figures in the audit log; the visitors it reached
// get the live version again.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { canaryBucket } from '@hikari/shared/domain';
import { launchBrowser, newPage } from '../support/browser';
import { startSite, type SiteServer } from '../support/site-server';
import { manifestRemote, releaseBrokenCanary, versionLoaded } from './test-releases';

let site: SiteServer;
let browser: Browser;

before(async () => {
  // The check every 2 seconds instead of every minute, so the test need not wait; every
  // browser here comes from 127.0.0.1, which would otherwise count for 5 visitors a cohort.
  site = await startSite({ CANARY_CHECK_SECONDS: '2', CANARY_VISITORS_PER_ADDRESS: '100' });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

const REMOTE = 'mfe-campaign';
const PERCENT = 50;
// The sequential test tells every canary visitor failing from none of control's at 8 a cohort.
const MIN_VISITORS = 8;
const FALLBACK_HEADING = /のページを表示できませんでした/;
const CAMPAIGN_HEADING = 'キャンペーン・特典';

async function ops(method: string, url: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${site.url}${url}`, {
    method,
    headers: { Authorization: `Bearer ${site.opsApiToken}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  assert.ok(res.ok, `${method} ${url}: ${res.status} ${text}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

async function until<T>(what: string, ms: number, probe: () => Promise<T | null>): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function visitorId(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'hikari_vid');
  assert.ok(cookie, 'the first page answer sets the hikari_vid cookie');
  assert.equal(cookie.httpOnly, false);
  return cookie.value;
}

interface Visitor {
  id: string;
  cohort: 'canary' | 'control';
  page: Page;
  context: BrowserContext;
}

interface Figures {
  items: {
    name: string;
    canary: { version: string } | null;
    control: { visitors: number; errorVisitors: number } | null;
    canaryCohort: { visitors: number; errorVisitors: number } | null;
  }[];
}

test('a canary that breaks its pages is withdrawn by itself, and its visitors get the live version again', async () => {
  const live = manifestRemote(site.deployDir, REMOTE).version;
  await ops('PUT', '/ops/canary/policy', {
    minVisitors: MIN_VISITORS,
    sampleRate: 1,
    autoPromote: false,
    windowMinutes: 600,
  });
  const canary = releaseBrokenCanary(site.deployDir, REMOTE, PERCENT);
  assert.equal(manifestRemote(site.deployDir, REMOTE).version, live);

  // Visitors arrive, each on a device of their own, until each cohort has enough of them.
  const visitors: Visitor[] = [];
  const count = (cohort: Visitor['cohort']) => visitors.filter((v) => v.cohort === cohort).length;
  while (count('canary') < MIN_VISITORS || count('control') < MIN_VISITORS) {
    assert.ok(visitors.length < 60, 'sixty visitors without enough of both cohorts');
    const { page, context } = await newPage(browser, site.url);
    await page.goto('/campaign/');
    const id = await visitorId(context);
    const cohort = canaryBucket(id, REMOTE) < PERCENT ? 'canary' : 'control';
    // The canary's visitors meet its error; the others the live page. Both loaded what their HTML named.
    await page
      .getByRole('heading', { level: 1, name: cohort === 'canary' ? FALLBACK_HEADING : CAMPAIGN_HEADING })
      .waitFor();
    assert.equal(await versionLoaded(page, REMOTE), cohort === 'canary' ? canary : live);
    visitors.push({ id, cohort, page, context });
  }

  // The same visitor keeps the same version on the next page loads.
  const sticky = visitors.find((v) => v.cohort === 'canary')!;
  for (let load = 0; load < 2; load += 1) {
    await sticky.page.goto('/campaign/');
    await sticky.page.getByRole('heading', { level: 1, name: FALLBACK_HEADING }).waitFor();
    assert.equal(await versionLoaded(sticky.page, REMOTE), canary);
  }

  // Their pages send page views and errors (a sampled share of visitors: all of them here).
  const item = await until('the figures of both cohorts', 60_000, async () => {
    const figures = (await ops('GET', '/ops/canary')) as Figures;
    const entry = figures.items.find((i) => i.name === REMOTE);
    // Withdrawn already (the check runs every 2 s): the audit row holds the figures.
    if (!entry?.canary) return 'withdrawn' as const;
    const enough =
      (entry.control?.visitors ?? 0) >= MIN_VISITORS && (entry.canaryCohort?.visitors ?? 0) >= MIN_VISITORS;
    return enough ? entry : null;
  });
  if (item !== 'withdrawn') {
    assert.equal(item.control?.errorVisitors, 0);
    assert.ok((item.canaryCohort?.errorVisitors ?? 0) >= MIN_VISITORS);
  }

  // The server's check withdraws it by itself.
  await until('the automatic withdrawal', 30_000, async () => {
    const entry = manifestRemote(site.deployDir, REMOTE) as { canary?: unknown; withdrawn?: string[] };
    return entry.canary === undefined && entry.withdrawn?.includes(canary) ? true : null;
  });
  const manifest = JSON.parse(readFileSync(path.join(site.deployDir, 'remotes.json'), 'utf8')) as {
    remotes: Record<string, { version: string }>;
  };
  assert.equal(manifest.remotes[REMOTE]?.version, live);

  const { entries } = (await ops('GET', '/ops/audit?limit=50')) as {
    entries: { action: string; address: string | null; description: string }[];
  };
  const row = entries.find((e) => e.action === 'withdraw' && e.address === 'canary-check');
  assert.ok(row, 'an audit row of the automatic withdrawal');
  assert.match(row.description, new RegExp(`${canary.replace(/\./g, '\\.')} を取り下げた`));
  assert.match(row.description, /自動判定で取り下げ：エラーのあった訪問者の割合が 0\.0% → 100\.0%/);
  assert.match(row.description, /訪問者 現行版 \d+ 人 \/ カナリア \d+ 人/);

  // Every visitor the canary reached gets the live version again, on the same device.
  for (const visitor of visitors.filter((v) => v.cohort === 'canary').slice(0, 2)) {
    await visitor.page.goto('/campaign/');
    await visitor.page.getByRole('heading', { level: 1, name: CAMPAIGN_HEADING }).waitFor();
    assert.equal(await versionLoaded(visitor.page, REMOTE), live);
    assert.equal(await visitorId(visitor.context), visitor.id);
  }
  for (const visitor of visitors) await visitor.context.close();
});
