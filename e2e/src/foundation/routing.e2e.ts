// The one route table: trailing-slash redirect (query and hash kept, history
// entry replaced), remote routes not built yet and unknown paths show the real 404 page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import { NOT_FOUND_HEADING } from '@hikari/shared/domain';
import { navigateInApp, newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

let site: SiteServer;
let browser: Browser;

withSiteAndBrowser((suite) => ({ site, browser } = suite));

test('a path without the trailing slash is replaced by the slashed one, keeping query and hash', async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const lengthBefore = await page.evaluate(() => window.history.length);
  await navigateInApp(page, '/campaign?utm_source=line#set-wari');
  await page.getByRole('heading', { level: 1, name: 'キャンペーン・特典' }).waitFor();
  const url = new URL(page.url());
  assert.equal(url.pathname, '/campaign/');
  assert.equal(url.search, '?utm_source=line');
  assert.equal(url.hash, '#set-wari');
  // pushState added one entry; the redirect replaced it instead of adding another.
  assert.equal(await page.evaluate(() => window.history.length), lengthBefore + 1);

  await page.goto('/apply/form?plan=plan1G');
  await page.getByRole('heading', { level: 1, name: '料金シミュレーション' }).waitFor();
  assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/apply/form/?plan=plan1G');
  await context.close();
});

test('unknown paths show the 404 page inside the site frame, with a way back to the top', async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.goto('/no-such-page/');
  await page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING }).waitFor();
  assert.ok(await page.getByRole('banner').isVisible());
  assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex,nofollow');
  await page.getByRole('link', { name: 'TOPに戻る' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});
