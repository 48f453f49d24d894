// The campaign and bundle-discount pages of mfe-campaign in the built site:
// every route renders its own page (not the 404 page) with the route table's
// title and layout, a page says whether it applies to the plan chosen on
// /apply/form/, and the bundle-discount calculator multiplies in the browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { routesOf } from '@hikari/shared/domain';
import { newPage } from '../support/browser';
import { openOwnPage } from '../support/route-page';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

let site: SiteServer;
let browser: Browser;

const STATUS_REGION = '現在のシミュレーションでの判定';

withSiteAndBrowser((suite) => ({ site, browser } = suite));

test('every campaign and set-wari route shows its own page: one h1 with the route title, the document title, no 404', async () => {
  const { page, context, consoleErrors } = await newPage(browser, site.url);
  const routes = routesOf('mfe-campaign');
  assert.equal(routes.length, 20, '/campaign/, its 17 pages and the 2 bundle discounts');
  for (const route of routes) {
    await openOwnPage(page, route);
    assert.equal(
      await page.locator('.site').getAttribute('data-layout'),
      route.layout,
      `${route.path}: layout`,
    );
  }
  // A failed request is the network's report about the API, which other tests cover;
  // anything else printed as an error (React, federation, the pages) is ours.
  assert.deepEqual(
    consoleErrors.filter((message) => !message.startsWith('Failed to load resource')),
    [],
  );
  await context.close();
});

async function choosePlan(page: Page, plan: RegExp): Promise<void> {
  await page.goto('/apply/form/');
  await page.getByRole('heading', { level: 1, name: '料金シミュレーション' }).waitFor();
  await page.getByRole('radio', { name: plan }).check();
}

/** Opens a campaign page the way a visitor does, through the header and the list, with the store in memory. */
async function verdictOn(page: Page, title: string): Promise<string> {
  await page.getByRole('link', { name: 'キャンペーン', exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await card.getByRole('link', { name: '詳しく見る' }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return page.getByRole('region', { name: STATUS_REGION }).innerText();
}

test('a 10G-only campaign says it does not apply after 1ギガ is chosen on /apply/form/, and applies again for 10ギガ', async () => {
  const { page, context } = await newPage(browser, site.url);

  await choosePlan(page, /1ギガ/);
  const gigazo = await verdictOn(page, '10ギガ×ギガぞう キャンペーン');
  assert.match(gigazo, /現在のシミュレーション（1ギガプラン（戸建て）・インターネットのみ）では対象外です/);
  assert.match(gigazo, /10ギガプランのみが対象です/);

  // After a reload the choice comes back from storage, and the page still says so.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: '10ギガ×ギガぞう キャンペーン' }).waitFor();
  assert.match(
    await page.getByRole('region', { name: STATUS_REGION }).innerText(),
    /1ギガプラン.*では対象外です/,
  );

  await choosePlan(page, /10ギガ/);
  assert.match(
    await verdictOn(page, 'スタート割・長期割引'),
    /現在のシミュレーション（10ギガプラン（戸建て）・インターネットのみ）では対象です/,
  );
  await context.close();
});

test('the campaign list links to a campaign page without a reload', async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.goto('/campaign/');
  await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: '開通工事費 実質無料' }) });
  await card.getByRole('link', { name: '詳しく見る' }).click();
  await page.getByRole('heading', { level: 1, name: '開通工事費 実質無料' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/campaign/construction/');
  assert.equal(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    true,
  );
  await context.close();
});

test('the au bundle calculator multiplies the chosen discount by the number of lines', async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.goto('/set-wari/smart-value/');
  await page.getByRole('heading', { level: 1, name: 'auスマートバリュー' }).waitFor();
  const total = page.getByRole('status', { name: '毎月の割引額の合計' });
  const oneLine = Number((await total.innerText()).replace(/[^0-9]/g, ''));
  assert.ok(oneLine > 0, 'one line gets a discount');
  await page.getByRole('combobox', { name: /割引を受ける回線数/ }).selectOption({ label: '3回線' });
  await page.waitForFunction(
    (expected) => document.querySelector('output')?.textContent?.replace(/[^0-9]/g, '') === expected,
    String(oneLine * 3),
  );
  await context.close();
});
