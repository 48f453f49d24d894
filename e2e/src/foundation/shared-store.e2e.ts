// One store across the shell and the remotes: a choice made on a remote's page
// is seen by the shell and by another remote, and survives a reload.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

test('the plan picked on /apply/form/ is shown by the shell and by mfe-campaign, and survives a reload', async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.goto('/apply/form/');
  await page.getByRole('heading', { level: 1, name: '料金シミュレーション' }).waitFor();

  // The simulation's defaults are not a choice: no 「選択中」 chip yet.
  const badge = page.getByTestId('plan-badge');
  assert.equal(await badge.count(), 0);

  await page.getByRole('radio', { name: /1ギガ/ }).check();
  await page.getByRole('radio', { name: /マンション/ }).check();
  assert.match(await badge.innerText(), /マンション・1ギガ/);

  // client-side navigation into another remote
  await page.getByRole('link', { name: 'キャンペーン', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/campaign/');
  assert.match(await page.getByTestId('campaign-plan').innerText(), /1ギガ/);
  assert.match(await badge.innerText(), /マンション・1ギガ/);

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();
  assert.match(await page.getByTestId('campaign-plan').innerText(), /1ギガ/);
  assert.match(await page.getByTestId('plan-badge').innerText(), /マンション・1ギガ/);
  await context.close();
});
