// Issue 10, point 3: a broken release of one remote shows in the ops
// console's health as errors of that version, and ops roll it back from the
// same screen; the route works again for visitors.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { OpsConsole } from '../ops/ops-console';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import { manifestRemote, releaseBrokenVersion } from './test-releases';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

const FALLBACK_HEADING = /のページを表示できませんでした/;

interface HealthItem {
  name: string;
  live: string | null;
  errors: number;
  latest: { message: string; version: string | null; path: string | null }[];
}

async function health(name: string): Promise<HealthItem> {
  const res = await fetch(`${site.url}/ops/health?hours=24`, {
    headers: { Authorization: `Bearer ${site.opsApiToken}` },
  });
  assert.equal(res.status, 200);
  const item = ((await res.json()) as { items: HealthItem[] }).items.find((i) => i.name === name);
  assert.ok(item, `${name} in /ops/health`);
  return item;
}

/** Opens /campaign/ as a visitor and waits until the page's error report has been answered. */
async function visitBrokenCampaign(page: Page): Promise<string> {
  const reported = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('NotifyClientError'),
  );
  await page.goto('/campaign/');
  await page.getByRole('heading', { level: 1, name: FALLBACK_HEADING }).waitFor();
  const response = await reported;
  assert.equal(response.status(), 200);
  return response.request().postData() ?? '';
}

test('a broken release of mfe-campaign: its errors show in the console, ops roll it back there, the route works again', async () => {
  const good = manifestRemote(site.deployDir, 'mfe-campaign').version;
  const broken = releaseBrokenVersion(site.deployDir, 'mfe-campaign');
  assert.equal(manifestRemote(site.deployDir, 'mfe-campaign').version, broken);

  // Ops open the console before anything went wrong: no visitor has met an error of the new version.
  const opsTab = await newPage(browser, site.url);
  const ops = new OpsConsole(opsTab.page);
  await ops.openSignedIn(site);
  await ops.go('リリース/健全性');
  const section = opsTab.page.getByRole('region', { name: /mfe-campaign/ });
  const liveErrors = section.getByRole('definition').first();
  await section.getByText(`公開中：${broken}`).waitFor();
  assert.match(await liveErrors.innerText(), /（0人、/);

  // Two visitors open the campaign page: the fallback, and one report each naming the version.
  for (let visitor = 0; visitor < 2; visitor += 1) {
    const { page, context } = await newPage(browser, site.url);
    const report = await visitBrokenCampaign(page);
    const variables = (JSON.parse(report) as { variables: Record<string, unknown> }).variables;
    assert.equal(variables.remote, 'mfe-campaign');
    assert.equal(variables.remoteVersion, broken);
    assert.equal(variables.kind, 'error');
    await context.close();
  }
  const after = await health('mfe-campaign');
  assert.equal(after.live, broken);
  assert.equal(after.errors, 2);
  assert.match(after.latest[0]?.message ?? '', /cannot draw its page/);

  // The console shows the rise (two visitors), the broken version beside the error text, and rolls back.
  await opsTab.page.getByRole('button', { name: '最新の状態にする' }).click();
  await section
    .getByRole('definition')
    .first()
    .getByText(/（2人、/)
    .waitFor();
  const latest = section.getByRole('table', { name: /最新のエラー/ });
  assert.match(
    await latest.innerText(),
    new RegExp(`${broken.replace(/[.]/g, '\\.')}[\\s\\S]*cannot draw its page`),
  );
  await section.getByRole('button', { name: `${good} に切り戻す` }).click();
  const dialog = opsTab.page.getByRole('alertdialog');
  assert.match(
    await dialog.innerText(),
    new RegExp(`${broken.replace(/[.]/g, '\\.')} から ${good.replace(/[.]/g, '\\.')}`),
  );
  await dialog.getByRole('button', { name: `${good} に戻す` }).click();
  await opsTab.page
    .getByRole('status')
    .filter({ hasText: `公開中の版は ${good} です。` })
    .waitFor();
  assert.equal(manifestRemote(site.deployDir, 'mfe-campaign').version, good);

  // A visitor's next page load gets the good version: the page, and no error report.
  const { page, context } = await newPage(browser, site.url);
  const reports: string[] = [];
  page.on('request', (request) => {
    if ((request.postData() ?? '').includes('NotifyClientError')) reports.push(request.postData() ?? '');
  });
  await page.goto('/campaign/');
  await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();
  assert.equal(await page.getByRole('heading', { level: 1, name: FALLBACK_HEADING }).count(), 0);
  assert.deepEqual(reports, []);
  await context.close();
  await opsTab.context.close();
});
