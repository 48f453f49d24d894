// WCAG 2.2 A/AA as axe-core checks it, on every route of the route table, on
// a phone (390 px) and a desktop (1280 px), and with the header's dialogs
// open. One browser, one context per width, every route in turn. Pages that need earlier steps (/apply/form2/ and
// later) show a visitor without them a notice and the way back; what is
// checked is what the visitor sees. The site's CSP forbids inline scripts, so the context
// bypasses CSP to inject axe's source.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { routeTable } from '@hikari/shared/domain';
import { describeViolations, runAxe } from '../support/axe';
import { pageReady } from '../support/browser';
import { SimulationStep } from '../apply/apply-pages';
import { AreaSearchForm, sakaeApartment } from '../area/area-search-page';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import { postSettingsChange } from '../support/ops-change';

const VIEWPORTS = [
  { name: '390px', width: 390, height: 844 },
  { name: '1280px', width: 1280, height: 900 },
] as const;

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

/** A context at `viewport` that bypasses CSP (to inject axe's source), and its page. */
async function newAxeContext(viewport: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({
    baseURL: site.url,
    bypassCSP: true,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: viewport.width, height: viewport.height },
  });
  return { context, page: await context.newPage() };
}

async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Hydrated, its parts each in their turn: before that the header's buttons do nothing yet.
  await pageReady(page);
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('main .loading'), undefined, {
    timeout: 15_000,
  });
  // Web fonts and late layout shifts change colours under overlays and sizes.
  await page.evaluate(() => document.fonts.ready);
}

for (const viewport of VIEWPORTS) {
  test(`axe-core finds no WCAG 2.2 A/AA violation on any of the ${routeTable.length} routes at ${viewport.name}`, async () => {
    const { context, page } = await newAxeContext(viewport);
    const problems: string[] = [];
    let violationCount = 0;
    for (const route of routeTable) {
      await openSettled(page, route.path);
      const landed = new URL(page.url()).pathname;
      const where = landed === route.path ? route.path : `${route.path} (-> ${landed})`;
      const results = await runAxe(page);
      violationCount += results.violations.reduce((sum, v) => sum + v.nodes.length, 0);
      problems.push(...describeViolations(`${viewport.name} ${where}`, results));
    }
    // The header's dialogs, open over a page: the phone consultation, and the menu on a phone.
    const dialogs = viewport.width < 960 ? ['お電話でのご相談', 'メニュー'] : ['お電話でのご相談'];
    for (const opener of dialogs) {
      await openSettled(page, '/');
      await page.getByRole('banner').getByRole('button', { name: opener, exact: true }).click();
      await page.getByRole('dialog').waitFor();
      const results = await runAxe(page);
      violationCount += results.violations.reduce((sum, v) => sum + v.nodes.length, 0);
      problems.push(...describeViolations(`${viewport.name} / with 「${opener}」 open`, results));
    }
    // The quote's states (issue 16): an unregistered building's caveat on the simulation,
    // the comparisons of overlapping choices, and a chosen benefit that gives nothing, named.
    await openSettled(page, '/area/');
    const area = new AreaSearchForm(page);
    await area.fillByPostalCode(sakaeApartment('グランドメゾン栄サンプル'));
    await area.search();
    await page.getByRole('button', { name: 'この内容で料金シミュレーションへ' }).click();
    await page.getByTestId('area-caveat').waitFor();
    const simulation = new SimulationStep(page);
    await simulation.menu(1);
    // 1年割 chosen with the 980 price: the lower base fee applies and 1年割 is named as not applied.
    await simulation.choose(/^1年間 月額980円/);
    await simulation.setOption(/お乗り換えを予定している/, true);
    await simulation.choose(/^月額割引/);
    await page.getByTestId('quote-not-applied').waitFor();
    const quoteResults = await runAxe(page);
    violationCount += quoteResults.violations.reduce((sum, v) => sum + v.nodes.length, 0);
    problems.push(
      ...describeViolations(
        `${viewport.name} /apply/form/ (unregistered building, comparisons)`,
        quoteResults,
      ),
    );
    if (problems.length > 0)
      console.log(`${viewport.name}: ${violationCount} failing nodes\n${problems.join('\n')}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

for (const viewport of VIEWPORTS) {
  test(`axe-core finds no violation in the maintenance states a visitor sees at ${viewport.name}`, async () => {
    const switchTo = async (on: boolean) => {
      const res = await postSettingsChange(site, '/ops/maintenance', { on });
      assert.equal(res.status, 200);
    };
    const { context, page } = await newAxeContext(viewport);
    const problems: string[] = [];
    await switchTo(true);
    try {
      // The simulation stays open, under the notice that maintenance is on.
      await openSettled(page, '/apply/form/');
      await page.getByRole('alertdialog', { name: 'ただいまメンテナンス中です' }).waitFor();
      problems.push(
        ...describeViolations(`${viewport.name} /apply/form/ with the notice`, await runAxe(page)),
      );
      await page.getByRole('button', { name: '確認しました' }).click();
      problems.push(
        ...describeViolations(`${viewport.name} /apply/form/ during maintenance`, await runAxe(page)),
      );
      // A page that submits: the maintenance page alone.
      await openSettled(page, '/contact/');
      await page.getByRole('heading', { level: 1, name: 'ただいまメンテナンス中です' }).waitFor();
      problems.push(...describeViolations(`${viewport.name} /contact/ maintenance page`, await runAxe(page)));
    } finally {
      await switchTo(false);
    }
    assert.deepEqual(problems, []);
    await context.close();
  });
}
