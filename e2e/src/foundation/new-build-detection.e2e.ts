// New build detection: an open page learns of a release of a remote or of a
// new shell build on navigation (the manifest is checked at most once a
// minute) and reloads once. The manifest itself is asked once more after a
// passing server failure and given up on when it hangs.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { Browser, Route } from 'playwright-core';
import { navigateInApp, newPage, pageReady } from '../support/browser';
import { opsCommand } from '../support/site';
import { ROOT, type SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

interface LiveManifest {
  remotes: Record<string, { version: string }>;
  shell?: { build: string };
}

const liveManifest = () =>
  JSON.parse(readFileSync(path.join(site.deployDir, 'remotes.json'), 'utf8')) as LiveManifest;

function liveVersion(remote: string): string {
  return liveManifest().remotes[remote].version;
}

test('a release is picked up on the next navigation after a minute, with exactly one reload', async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.clock.install();
  let loads = 0;
  page.on('load', () => (loads += 1));
  const manifestChecks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/remotes.json') manifestChecks.push(request.url());
  });

  await page.goto('/campaign/');
  await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();
  assert.equal(loads, 1);
  const checksAtStart = manifestChecks.length;

  // Navigations inside the minute do not even ask for the manifest.
  await navigateInApp(page, '/option/');
  await page.getByRole('heading', { level: 1, name: 'オプションサービス' }).waitFor();
  assert.equal(manifestChecks.length, checksAtStart);

  opsCommand(site.deployDir, ['release', 'mfe-campaign']);
  const released = liveVersion('mfe-campaign');

  await page.clock.fastForward(61_000);
  const reloaded = page.waitForEvent('load');
  await navigateInApp(page, '/campaign/');
  await reloaded;
  await pageReady(page);
  await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();
  assert.equal(loads, 2, 'exactly one reload');

  await page.goto('/test/');
  await page.getByTestId('version-mfe-campaign').waitFor();
  assert.equal((await page.getByTestId('version-mfe-campaign').innerText()).trim(), released);
  await context.close();
});

test('a new shell build is picked up on the next navigation after a minute, with exactly one reload', async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.clock.install();
  let loads = 0;
  page.on('load', () => (loads += 1));
  let manifestChecks = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/remotes.json') manifestChecks += 1;
  });
  const before = liveManifest().shell?.build;
  assert.ok(before, 'publishing names the shell build in remotes.json');

  await page.goto('/campaign/');
  await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();

  // A real new build of the shell, published into this site's deploy folder.
  const build = `e2e-${Date.now().toString(36)}`;
  execFileSync('npm', ['run', 'build', '--workspace', '@hikari/shell'], {
    cwd: ROOT,
    env: { ...process.env, SHELL_BUILD_ID: build },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  opsCommand(site.deployDir, ['publish-shell']);
  assert.equal(liveManifest().shell?.build, build);
  const published = JSON.parse(readFileSync(path.join(site.deployDir, 'shell', 'build.json'), 'utf8')) as {
    buildId: string;
  };
  assert.equal(published.buildId, build);

  await page.clock.fastForward(61_000);
  const reloaded = page.waitForEvent('load');
  await navigateInApp(page, '/option/');
  await reloaded;
  await pageReady(page);
  await page.getByRole('heading', { level: 1, name: 'オプションサービス' }).waitFor();
  assert.equal(loads, 2, 'exactly one reload');

  // The page now runs the live build: the next check finds nothing new and the page stays.
  const checksBefore = manifestChecks;
  await page.clock.fastForward(61_000);
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/remotes.json');
  await navigateInApp(page, '/campaign/');
  await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();
  await checked;
  await page.waitForTimeout(500);
  assert.ok(manifestChecks > checksBefore, 'the manifest was checked again');
  assert.equal(loads, 2, 'no second reload');

  await page.goto('/test/');
  assert.equal((await page.getByTestId('shell-build').innerText()).trim(), build);
  await context.close();
});

test('remotes.json answering 503 once is asked again, and the page loads', async () => {
  const { page, context } = await newPage(browser, site.url);
  let served = 0;
  await page.route('**/remotes.json', async (route) => {
    served += 1;
    if (served === 1) return route.fulfill({ status: 503, body: 'Service Unavailable' });
    return route.continue();
  });
  // A prerendered page shows its heading before the manifest is read: wait for the answer that counts.
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/remotes.json' && response.status() === 200,
  );
  await page.goto('/campaign/');
  await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();
  await answered;
  assert.equal(served, 2);
  await context.close();
});

test('a remotes.json that hangs ends in the fallback with a retry, not an endless wait', async () => {
  const { page, context } = await newPage(browser, site.url);
  const hanging: Route[] = [];
  await page.route('**/remotes.json', (route) => {
    hanging.push(route); // never answered while broken
  });
  const started = Date.now();
  await page.goto('/campaign/');
  await page
    .getByRole('heading', { level: 1, name: /のページを表示できませんでした/ })
    .waitFor({ timeout: 15_000 });
  // The manifest's own 3 s limit ends the wait, well before a remote page's 8 s limit would.
  assert.ok(Date.now() - started < 7_500, `fallback after ${Date.now() - started} ms`);
  assert.ok(await page.getByRole('banner').isVisible(), 'header visible');

  await page.unroute('**/remotes.json');
  for (const route of hanging) await route.abort().catch(() => undefined);
  await page.getByRole('button', { name: 'もう一度読み込む' }).click();
  await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();
  await context.close();
});
