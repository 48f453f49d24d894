// New build detection: an open page learns of a release on navigation (the
// manifest is checked at most once a minute) and reloads once.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { opsCommand } from '../support/site';
import { startSite, type SiteServer } from '../support/site-server';

let site: SiteServer;
let browser: Browser;

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await site?.stop();
});

function liveVersion(remote: string): string {
  const manifest = JSON.parse(readFileSync(path.join(site.deployDir, 'remotes.json'), 'utf8')) as {
    remotes: Record<string, { version: string }>;
  };
  return manifest.remotes[remote].version;
}

async function navigate(page: import('playwright-core').Page, to: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
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
  await navigate(page, '/option/');
  await page.getByRole('heading', { level: 1, name: 'オプションサービス' }).waitFor();
  assert.equal(manifestChecks.length, checksAtStart);

  opsCommand(site.deployDir, ['release', 'mfe-campaign']);
  const released = liveVersion('mfe-campaign');

  await page.clock.fastForward(61_000);
  const reloaded = page.waitForEvent('load');
  await navigate(page, '/campaign/');
  await reloaded;
  await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();
  assert.equal(loads, 2, 'exactly one reload');

  await page.goto('/test/');
  await page.getByTestId('version-mfe-campaign').waitFor();
  assert.equal((await page.getByTestId('version-mfe-campaign').innerText()).trim(), released);
  await context.close();
});
