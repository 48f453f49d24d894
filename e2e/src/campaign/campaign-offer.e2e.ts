// The campaign offer end to end: ops set it on the API, the area search puts
// the visitor in (or out of) the area-limited campaign, the simulation lets
// them reach the campaigns on offer, and every campaign page's "applies to
// you" statement agrees with the campaigns the estimate lists as applied.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { defaultCampaignOffer, type CampaignOffer } from '@hikari/shared/domain';
import { SimulationStep } from '../apply/apply-pages';
import { openAreaSearch, SAKAE_HOME } from '../area/area-search-page';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import { postSettingsChange } from '../support/ops-change';

let site: SiteServer;
let browser: Browser;

const STATUS_REGION = '現在のシミュレーションでの判定';

/**
 * The campaign pages that explain campaigns of the estimate. /campaign/router/,
 * /campaign/antenna/, /campaign/start-wari/ and /campaign/giga-triple/ explain
 * a loan or a price rule, which the estimate does not list as a campaign.
 */
const ESTIMATE_CAMPAIGN_PAGES = [
  '/campaign/original/',
  '/campaign/cash-back/',
  '/campaign/cash-back-2/',
  '/campaign/web-cash-back/',
  '/campaign/change/',
  '/campaign/one-year-980/',
  '/campaign/one-year-wari/',
  '/campaign/construction/',
  '/campaign/initial-cost/',
  '/campaign/video/',
  '/campaign/option/',
  '/campaign/gigazo/',
  '/campaign/au-coupon/',
];

/** The seeded offer with the area-limited cash back moved to Nagoya (the demo address 〒460-0008 栄). */
const NAGOYA_OFFER: CampaignOffer = {
  ...defaultCampaignOffer,
  campaigns: defaultCampaignOffer.campaigns.map((c) =>
    c.id === 'isOriginalLimitedAddCP'
      ? { ...c, area: { prefectures: [], cities: [{ prefecture: '愛知県', city: '名古屋市' }] } }
      : c,
  ),
};

async function setOffer(offer: CampaignOffer): Promise<void> {
  const res = await postSettingsChange(site, '/ops/campaigns', { ...offer });
  assert.equal(res.status, 200, await res.text());
}

// The offer is set once the site runs (a second before() here could run before the site had started).
withSiteAndBrowser(async (suite) => {
  ({ site, browser } = suite);
  await setOffer(NAGOYA_OFFER);
});

async function searchSakae(page: Page): Promise<void> {
  const form = await openAreaSearch(page);
  await form.fillByPostalCode(SAKAE_HOME);
  await form.search();
  await page.getByRole('button', { name: 'この内容で料金シミュレーションへ' }).click();
}

/** The pages (routes) of the campaigns the estimate on /apply/form/ lists as applied. */
async function appliedRoutes(page: Page): Promise<string[]> {
  const links = page.getByTestId('summary-campaigns').getByRole('link');
  const hrefs = await links.evaluateAll((nodes) =>
    nodes.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  return [...new Set(hrefs)];
}

/** Visits every campaign page and compares its verdict with the estimate's list. */
async function assertPagesAgree(page: Page, applied: string[], label: string): Promise<void> {
  for (const path of ESTIMATE_CAMPAIGN_PAGES) {
    await page.goto(path);
    const region = page.getByRole('region', { name: STATUS_REGION });
    await region.waitFor();
    const text = await region.innerText();
    const says = /では対象です/.test(text) ? true : /では対象外です/.test(text) ? false : null;
    assert.notEqual(says, null, `${label} ${path}: a verdict is shown`);
    assert.equal(
      says,
      applied.includes(path),
      `${label} ${path}: page says applies=${says}, estimate lists it: ${applied.includes(path)}\n${text}`,
    );
  }
}

test('after an area search in the limited area and a simulation with every kind of campaign, each campaign page agrees with the estimate', async () => {
  const { page, context } = await newPage(browser, site.url);
  await searchSakae(page);
  const simulation = new SimulationStep(page);
  await simulation.heading.waitFor();

  // The banner type follows the area search: Nagoya is in the limited area now.
  await page
    .getByRole('link', { name: /エリア限定/ })
    .first()
    .waitFor();

  await simulation.plan('10ギガ');
  await simulation.menu(1);
  await simulation.choose(/^50,000円キャッシュバック/);
  await simulation.choose(/^Netflixパック プレミアム/);
  await simulation.setOption(/^ギガぞう/, true);
  await simulation.setOption(/お乗り換えを予定している/, true);

  const names = await simulation.campaigns();
  for (const expected of [
    '50,000円キャッシュバック',
    'Web限定 30,000円キャッシュバック',
    '10ギガ×ギガぞう キャンペーン',
    '10ギガ×Netflixプレミアム キャンペーン',
    'エリア限定 5,000円追加キャッシュバック',
    '乗り換えキャンペーン',
  ]) {
    assert.ok(names.includes(expected), `the estimate lists ${expected}: ${names.join(', ')}`);
  }
  // The 50,000-yen cash back is the other choice to the 980 price, and is not paid with the switching 25,000.
  for (const excluded of ['10ギガ 1年間 月額980円', '25,000円キャッシュバック']) {
    assert.ok(!names.includes(excluded), `the estimate leaves out ${excluded}: ${names.join(', ')}`);
  }
  const applied = await appliedRoutes(page);
  await assertPagesAgree(page, applied, 'rich simulation:');

  // A plain simulation: 1G, net only, no base campaign.
  await simulation.open();
  await simulation.plan('1ギガ');
  await simulation.menu(0);
  await simulation.choose(/^選ばない/);
  await simulation.choose(/^申し込まない/);
  await simulation.setOption(/^ギガぞう/, false);
  await simulation.setOption(/お乗り換えを予定している/, false);
  await assertPagesAgree(page, await appliedRoutes(page), 'plain simulation:');
  await context.close();
});

test('without an area search the area-limited cash back is not applied, and the banner is the other-campaign one', async () => {
  const { page, context } = await newPage(browser, site.url);
  const simulation = new SimulationStep(page);
  await simulation.open();
  await page.getByTestId('summary-campaigns').waitFor();
  assert.equal(await page.getByRole('link', { name: /エリア限定/ }).count(), 0);
  assert.ok(!(await simulation.campaigns()).includes('エリア限定 5,000円追加キャッシュバック'));
  // The banner bar (outside the application flow) shows the other-campaign banner.
  await page.goto('/');
  await page
    .getByRole('complementary', { name: 'キャンペーンのお知らせ' })
    .getByRole('link', { name: /最大[\d,]+円キャッシュバック/ })
    .waitFor();
  assert.equal(await page.getByRole('link', { name: /エリア限定/ }).count(), 0);
  await context.close();
});

test('an ops change of the offer reaches an open simulation without a reload', async () => {
  const { page, context } = await newPage(browser, site.url);
  const simulation = new SimulationStep(page);
  await simulation.open();
  await simulation.choose(/^50,000円キャッシュバック/);
  assert.ok((await simulation.campaigns()).includes('50,000円キャッシュバック'));
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await setOffer({
    ...NAGOYA_OFFER,
    campaigns: NAGOYA_OFFER.campaigns.filter((c) => c.id !== 'is50000CP'),
  });
  await simulation.radio(/^50,000円キャッシュバック/).waitFor({ state: 'detached' });
  assert.ok(!(await simulation.campaigns()).includes('50,000円キャッシュバック'));
  assert.equal(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    true,
    'the change arrived without a reload',
  );
  await page.goto('/campaign/cash-back/');
  assert.match(
    await page.getByRole('region', { name: STATUS_REGION }).innerText(),
    /このキャンペーンは現在実施していません/,
  );
  await setOffer(NAGOYA_OFFER);
  await context.close();
});
