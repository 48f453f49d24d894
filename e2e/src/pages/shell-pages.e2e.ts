// The shell's own pages in the built site: each one mounts with its heading
// and title (no 404), keeps its headings in order and its table headers
// scoped, and the FAQ search filters in a real browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { NOT_FOUND_HEADING, SITE_NAME } from '@hikari/shared/domain';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';

/** path, h1, document title before the site name (the route table's title). */
const PAGES: [path: string, heading: string, title: string][] = [
  ['/', '東海5県の光回線なら、東海ひかりネット', '光回線のお申し込み・料金シミュレーション'],
  ['/plan/', '料金プラン', '料金プラン'],
  ['/plan/home/', '戸建てプラン', '戸建てプラン'],
  ['/plan/mansion/', 'マンションプラン', 'マンションプラン'],
  ['/faq/', 'よくあるご質問', 'よくあるご質問'],
  ['/company/', '会社概要', '会社概要'],
  ['/privacy/', '個人情報の取り扱いについて', '個人情報の取り扱いについて'],
  ['/support/', 'ご契約中のお客さまサポート', 'ご契約中のお客さまサポート'],
  ['/service/netflix/', 'Netflixパック', 'Netflixパック'],
  ['/service/cancellation/', '解約時の費用について', '解約時の費用について'],
  ['/service/caution-notes/', 'お申し込み時の注意事項', 'お申し込み時の注意事項'],
  ['/service/construction/home/', '戸建ての開通工事について', '戸建ての開通工事について'],
  ['/service/construction/mansion/', 'マンションの開通工事について', 'マンションの開通工事について'],
  ['/special/apartment/', 'マンションにお引っ越しの方へ', 'マンションにお引っ越しの方へ'],
  ['/special/shinchiku/', '新築の戸建てにお住まいの方へ', '新築の戸建てにお住まいの方へ'],
];

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

/** Heading levels inside main never skip one going down, and th cells carry a scope. */
async function structureProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const main = document.querySelector('main');
    if (!main) return ['no main element'];
    let previous = 0;
    for (const heading of Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
      const level = Number(heading.tagName.slice(1));
      if (previous && level > previous + 1)
        problems.push(`h${level} after h${previous}: ${heading.textContent}`);
      previous = level;
    }
    for (const th of Array.from(main.querySelectorAll('th'))) {
      if (!th.getAttribute('scope')) problems.push(`th without scope: ${th.textContent}`);
    }
    return problems;
  });
}

test('every shell page mounts with its h1 and title, and no 404', async () => {
  const { page, context } = await newPage(browser, site.url);
  // The pages' own failures: uncaught errors and chunks or styles that did
  // not load. API answers are another suite's concern (the shell falls back
  // to default settings by design).
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && /\.(js|css)$/.test(new URL(response.url()).pathname)) {
      failures.push(`${response.status()} ${response.url()}`);
    }
  });
  for (const [path, heading, title] of PAGES) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    assert.equal(await page.locator('main h1').count(), 1, `${path}: one h1`);
    assert.equal(await page.title(), `${title} | ${SITE_NAME}`, `${path}: title`);
    assert.equal(await page.getByText(NOT_FOUND_HEADING).count(), 0, `${path}: no 404 text`);
    assert.deepEqual(await structureProblems(page), [], `${path}: headings and tables`);
  }
  assert.deepEqual(failures, []);
  await context.close();
});

test('the FAQ search filters as the visitor types and announces the count', async () => {
  const { page, context } = await newPage(browser, site.url, { mobile: true });
  await page.goto('/faq/');
  const items = page.locator('details.faq-item');
  await items.first().waitFor();
  const total = await items.count();
  assert.ok(total >= 30, `at least 30 questions, got ${total}`);

  const box = page.getByRole('searchbox', { name: 'キーワードで探す' });
  const status = page.getByRole('status').filter({ hasText: /ご質問/ });
  await box.pressSequentially('工事');
  await status.filter({ hasText: /「工事」に一致するご質問が\d+件見つかりました。/ }).waitFor();
  const announced = Number((await status.innerText()).match(/(\d+)件/)?.[1]);
  assert.equal(await items.count(), announced);
  assert.ok(announced > 0 && announced < total);
  assert.equal(await status.getAttribute('aria-live'), 'polite');

  await box.fill('宇宙旅行');
  await status.filter({ hasText: '「宇宙旅行」に一致するご質問は見つかりませんでした。' }).waitFor();
  assert.equal(await items.count(), 0);

  await page.getByRole('button', { name: '入力を消す' }).click();
  assert.equal(await items.count(), total);
  await context.close();
});

test("the menus' /company/#info lands on the company outline, and the top page links into the plans", async () => {
  const { page, context } = await newPage(browser, site.url);
  await page.goto('/company/#info');
  const info = page.locator('#info');
  await info.getByRole('rowheader', { name: '商号' }).waitFor();
  await page.waitForFunction(() => {
    const top = document.getElementById('info')?.getBoundingClientRect().top ?? -1;
    return top >= 0 && top < window.innerHeight / 2;
  });

  await page.goto('/');
  await page.getByRole('link', { name: '戸建てプランの詳細' }).click();
  await page.getByRole('heading', { level: 1, name: '戸建てプラン' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/plan/home/');
  await context.close();
});
