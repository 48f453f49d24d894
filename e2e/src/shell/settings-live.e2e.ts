// Settings reach open pages through the realtime channel: ops switch
// maintenance on and the modal appears on a page that never reloads; ops
// change the settings version and the page reloads exactly once, on the next
// navigation, with ?v=<version>.
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { navigateInApp, newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import { postSettingsChange } from '../support/ops-change';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

async function ops(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await postSettingsChange(site, path, body);
  const answer = (await res.json()) as Record<string, unknown>;
  assert.equal(res.status, 200, JSON.stringify(answer));
  return answer;
}

beforeEach(async () => {
  await ops('/ops/maintenance', { on: false });
});

/** The diagnostics page shows the realtime state; wait until the channel is up. */
async function waitForChannel(page: Page) {
  await page.goto('/test/');
  await page.getByTestId('realtime-state').filter({ hasText: '（Connected）' }).waitFor({ timeout: 20_000 });
  await page
    .getByTestId('realtime-subscription')
    .filter({ hasText: /^connected$/ })
    .waitFor();
}

test('the diagnostics page shows the settings version and source and the realtime state', async () => {
  const { page, context } = await newPage(browser, site.url);
  await waitForChannel(page);
  assert.match(await page.getByTestId('settings-version').innerText(), /^\d+\.\d+\.\d+/);
  assert.match(await page.getByTestId('settings-source').innerText(), /APIから取得|リアルタイム配信/);
  assert.match(await page.getByTestId('shell-version').innerText(), /^\d+\.\d+\.\d+$/);
  await context.close();
});

test('maintenance switched on through the ops side shows the modal on an open page without a reload', async () => {
  const { page, context } = await newPage(browser, site.url);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await waitForChannel(page);
  await page.getByRole('link', { name: /^東海ひかりネット.*（トップへ）$/ }).click();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(() => Object.assign(window, { __stillTheSamePage: true }));
  assert.equal(await page.getByRole('alertdialog').count(), 0);

  const text =
    '9月10日 1:00～5:00 にシステムメンテナンスを行います。この間はWebからのお申し込みができません。';
  await ops('/ops/maintenance', { on: true, text });

  // Maintenance is on now, so the one notice says so (not the announcement of an upcoming one).
  const modal = page.getByRole('alertdialog', { name: 'ただいまメンテナンス中です' });
  await modal.waitFor({ timeout: 10_000 });
  assert.match(await modal.innerText(), /9月10日 1:00～5:00 にシステムメンテナンスを行います。/);
  assert.equal(
    await page.evaluate(() => (window as unknown as { __stillTheSamePage?: boolean }).__stillTheSamePage),
    true,
  );
  assert.equal(loads, 1);

  // Maintenance mode: the application shows the maintenance page with the same text.
  await modal.getByRole('button', { name: '確認しました' }).click();
  await navigateInApp(page, '/apply/form2/');
  await page.getByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' }).waitFor();
  assert.match(await page.locator('main').innerText(), /この間はWebからのお申し込みができません。/);

  // Switched off again: the modal stays away and the application is back.
  await ops('/ops/maintenance', { on: false });
  await page
    .getByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' })
    .waitFor({ state: 'detached' });
  await context.close();
});

test('a new settings version reloads the page exactly once, on the next navigation, with ?v=', async () => {
  const current = (await (
    await fetch(`${site.url}/ops/settings`, { headers: { Authorization: `Bearer ${site.opsApiToken}` } })
  ).json()) as { version: string };
  const [major, minor, patch] = current.version.split('.').map(Number);
  const next = `${major}.${minor}.${(patch ?? 0) + 1}`;

  const { page, context } = await newPage(browser, site.url);
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await waitForChannel(page);
  assert.equal(loads.length, 1);

  await ops('/ops/settings', { version: next });
  // The open page learns the version live, without a reload ...
  await page.getByTestId('settings-version').filter({ hasText: next }).waitFor({ timeout: 10_000 });
  assert.equal(loads.length, 1);

  // ... and reloads when the visitor moves on, with the version in v.
  await page.getByRole('link', { name: /^東海ひかりネット.*（トップへ）$/ }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('v') === next, {
    timeout: 15_000,
  });
  await page.getByRole('heading', { level: 1 }).first().waitFor();

  // Settle, move around, and count: exactly one load more than before, no loop.
  await page.waitForTimeout(2_000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'よくあるご質問' }).click();
  await page.getByRole('heading', { level: 1, name: 'よくあるご質問' }).waitFor();
  await page.waitForTimeout(1_000);
  assert.equal(loads.length, 2, loads.join('\n'));
  assert.equal(new URL(loads[1]!).searchParams.get('v'), next);
  await context.close();
});
