// Every route of the route table in the built site: the server answers, the page
// mounts (neither the 404 text nor a remote failure), in the layout the route
// table assigns, with the table's title; unknown paths get the error page;
// the trailing-slash redirect keeps query and hash and replaces the entry.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  findRoute,
  GENERIC_ERROR_HEADING,
  NOT_FOUND_HEADING,
  routeTable,
  SITE_NAME,
} from '@hikari/shared/domain';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

const REMOTE_FAILED = /のページを表示できませんでした/;

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

test(`all ${routeTable.length} routes answer, mount their page in their layout and carry their title`, async () => {
  const { page, context, consoleErrors } = await newPage(browser, site.url);
  const problems: string[] = [];
  for (const route of routeTable) {
    const response = await page.goto(route.path);
    if (response?.status() !== 200) problems.push(`${route.path}: HTTP ${response?.status()}`);
    const heading = page.locator('main h1').first();
    await heading.waitFor({ timeout: 15_000 });
    // A remote page may start with the loading line; wait until the page itself is there.
    await page.waitForFunction(() => !document.querySelector('main .loading'), undefined, {
      timeout: 15_000,
    });
    // The application's later steps send a visitor without the earlier ones back to
    // the first; what is checked is the page the browser ends on.
    const landed = new URL(page.url()).pathname;
    const shown = findRoute(landed);
    if (!shown) {
      problems.push(`${route.path}: ended on ${landed}, which is not a route`);
      continue;
    }
    if (landed !== route.path && !route.path.startsWith('/apply/')) {
      problems.push(`${route.path}: redirected to ${landed}`);
    }
    const h1 = (await heading.innerText()).trim();
    if (h1 === NOT_FOUND_HEADING || h1 === GENERIC_ERROR_HEADING || REMOTE_FAILED.test(h1))
      problems.push(`${route.path}: shows "${h1}"`);
    const layout = await page.locator('.site').getAttribute('data-layout');
    if (layout !== shown.layout) problems.push(`${route.path}: layout ${layout}, expected ${shown.layout}`);
    const title = await page.title();
    if (title !== `${shown.title} | ${SITE_NAME}`) problems.push(`${route.path}: title "${title}"`);
    const robots = await page.locator('meta[name="robots"]').getAttribute('content');
    if (robots !== (shown.noindex ? 'noindex,nofollow' : 'index,follow')) {
      problems.push(`${route.path}: robots ${robots}`);
    }
    if (!(await page.getByRole('banner').isVisible())) problems.push(`${route.path}: no header`);
    if (!(await page.getByRole('contentinfo').isVisible())) problems.push(`${route.path}: no footer`);
  }
  assert.deepEqual(problems, []);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test('an unknown path shows the 404 error page, noindex, with header, footer and TOPに戻る', async () => {
  const { page, context } = await newPage(browser, site.url);
  const response = await page.goto('/no-such-page/');
  // The status a crawler understands; the page itself is the shell's.
  assert.equal(response?.status(), 404);
  await page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING }).waitFor();
  assert.ok(await page.getByText('アクセスしようとしたページは現在ご利用できません。').isVisible());
  assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex,nofollow');
  assert.equal(await page.title(), `ページが見つかりません | ${SITE_NAME}`);
  assert.ok(await page.getByRole('banner').isVisible());
  assert.ok(await page.getByRole('contentinfo').isVisible());
  assert.equal(await page.getByRole('link', { name: 'TOPに戻る' }).getAttribute('href'), '/');
  await context.close();
});

test('a direct visit without the trailing slash lands on the slashed path with query and hash, replacing the entry', async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.goto('/faq/');
  await page.getByRole('heading', { level: 1, name: 'よくあるご質問' }).waitFor();
  const lengthBefore = await page.evaluate(() => window.history.length);

  await page.goto('/company?utm_source=line&columnId=c1#info');
  await page.getByRole('heading', { level: 1, name: '会社概要' }).waitFor();
  const url = new URL(page.url());
  assert.equal(url.pathname, '/company/');
  assert.equal(url.search, '?utm_source=line&columnId=c1');
  assert.equal(url.hash, '#info');
  // goto added one entry; the redirect replaced it rather than adding a second.
  assert.equal(await page.evaluate(() => window.history.length), lengthBefore + 1);
  // The anchor is scrolled to once the page content is there.
  await page.waitForFunction(() => {
    const info = document.getElementById('info');
    return info !== null && Math.abs(info.getBoundingClientRect().top) < window.innerHeight;
  });
  await context.close();
});
