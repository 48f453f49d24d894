// The header and the mobile drawer in a real browser: the drawer is a modal
// dialog (focus in, trapped, Escape, focus back, closes on navigation), the
// header hides while scrolling down and comes back on scrolling up, the
// phone button opens the consultation modal.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

test('mobile: the menu opens a full-width dialog from the right that traps focus and closes on Escape and on navigation', async () => {
  const { page, context } = await newPage(browser, site.url, { mobile: true });
  await page.goto('/plan/');
  await page.getByRole('heading', { level: 1, name: '料金プラン' }).waitFor();
  // PC buttons give way to the menu button on a phone.
  assert.equal(await page.getByRole('navigation', { name: '主なメニュー' }).isVisible(), false);
  const menuButton = page.getByRole('button', { name: 'メニュー', exact: true });
  await menuButton.click();

  const drawer = page.getByRole('dialog', { name: 'メニュー' });
  await drawer.waitFor();
  const box = await drawer.boundingBox();
  assert.ok(box && Math.round(box.x + box.width) === 390 && box.width === 390, JSON.stringify(box));
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    'メニューを閉じる',
  );

  // Tab from the last control wraps to the first.
  await drawer.getByRole('button', { name: '閉じる', exact: true }).focus();
  await page.keyboard.press('Tab');
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    'メニューを閉じる',
  );

  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'メニュー');

  await menuButton.click();
  await drawer.getByRole('link', { name: 'よくあるご質問' }).click();
  await page.getByRole('heading', { level: 1, name: 'よくあるご質問' }).waitFor();
  assert.equal(await drawer.count(), 0);
  await context.close();
});

test('the header hides while scrolling down and comes back on scrolling up', async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.goto('/faq/');
  await page.getByRole('heading', { level: 1, name: 'よくあるご質問' }).waitFor();
  const header = page.getByRole('banner');
  await page.mouse.wheel(0, 800);
  await page.waitForFunction(
    () => document.querySelector('.site-header')?.getAttribute('data-hidden') === 'true',
  );
  await page.mouse.wheel(0, -200);
  await page.waitForFunction(
    () => document.querySelector('.site-header')?.getAttribute('data-hidden') === 'false',
  );
  assert.ok(await header.isVisible());
  await context.close();
});

test('the phone button opens the consultation modal with the call hours from the settings', async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'お電話でのご相談' }).click();
  const modal = page.getByRole('dialog', { name: 'お電話でのご相談' });
  await modal.waitFor();
  assert.match(await modal.innerText(), /\d{1,2}:00～\d{1,2}:00/);
  await modal.getByRole('button', { name: '閉じる' }).click();
  await modal.waitFor({ state: 'detached' });
  await context.close();
});
