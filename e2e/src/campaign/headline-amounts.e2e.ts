// Every 「最大…円キャッシュバック」 headline on every page of the route table
// (the banner bar is on every page) names exactly the largest cash back the
// simulation on this site can reach: the test drives the simulation to it
// and reads the cash back the estimate shows. A headline written into copy
// instead of computed from the campaign offer would disagree the day the
// offer changes (issue 16, point 1). Checked on a desktop and on a phone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { defaultCampaignOffer, formatYen, maxReachableCashBack, routeTable } from '@hikari/shared/domain';
import { SimulationStep } from '../apply/apply-pages';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import { postSettingsChange } from '../support/ops-change';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

/** 「最大80,000円キャッシュバック」, 「最大80,000円をキャッシュバック」 and the like. */
const HEADLINE = /最大\s*([\d,]+)\s*円(?:[^。\n]{0,12}?)キャッシュバック/g;

async function headlinesOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('main .loading'), undefined, { timeout: 15_000 });
  const text = await page.locator('body').innerText();
  return [...text.matchAll(HEADLINE)].map((m) => `${m[1]}円`);
}

/** The cash back the simulation shows for the choices that reach the largest total. */
async function reachInSimulation(page: Page): Promise<string> {
  const { choices } = maxReachableCashBack(defaultCampaignOffer, new Date());
  const sim = new SimulationStep(page);
  await sim.open();
  await sim.building(choices.buildingType === 1 ? 'マンション' : '戸建て');
  await sim.plan(choices.selectedPlan === 'plan10G' ? '10ギガ' : '1ギガ');
  await sim.menu(choices.baseMenu);
  if (choices.base === 'is50000CP') await sim.choose(/^50,000円キャッシュバック/);
  else if (choices.base === 'isOneYear980CP') await sim.choose(/^1年間 月額980円/);
  else await sim.choose(/^選ばない/);
  await sim.setOption(/お乗り換えを予定している/, choices.isChangeCP);
  await sim.choose(choices.campaignPolicy === 'benefits' ? /^キャッシュバック/ : /^月額割引/);
  return (await sim.figures()).cashBack;
}

for (const mobile of [false, true]) {
  const width = mobile ? '390 px' : '1280 px';
  test(`at ${width} every 最大…円キャッシュバック headline on every page is the largest cash back the simulation reaches`, async () => {
    const { page, context, consoleErrors } = await newPage(browser, site.url, { mobile });
    const reached = await reachInSimulation(page);
    // The domain's figure for the seeded offer today: 50,000 + 30,000 (10ギガ, お乗り換え特典); the
    // switching 25,000 is not paid with the 50,000 (docs/business-rules.md#combining-campaigns).
    assert.equal(reached, formatYen(maxReachableCashBack(defaultCampaignOffer, new Date()).total));
    assert.equal(reached, '80,000円');

    const wrong: string[] = [];
    const withHeadline = new Set<string>();
    for (const route of routeTable) {
      for (const amount of await headlinesOn(page, route.path)) {
        withHeadline.add(route.path);
        if (amount !== reached)
          wrong.push(`${route.path}: 最大${amount} (the simulation reaches ${reached})`);
      }
    }
    assert.deepEqual(wrong, []);
    // The banner bar carries the headline on the pages outside the application flow.
    for (const path of ['/', '/campaign/', '/campaign/original/', '/plan/', '/faq/']) {
      assert.ok(withHeadline.has(path), `${path} shows the headline`);
    }
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
}

test('an ops change of the offer moves every headline with it: without the 50,000円 campaign it is 55,000円', async () => {
  const offer = {
    ...defaultCampaignOffer,
    campaigns: defaultCampaignOffer.campaigns.filter((c) => c.id !== 'is50000CP'),
  };
  const res = await postSettingsChange(site, '/ops/campaigns', offer);
  assert.equal(res.status, 200, await res.text());
  const { page, context } = await newPage(browser, site.url);
  // The banner bar is on every page outside the application flow.
  for (const path of ['/', '/campaign/', '/campaign/original/', '/plan/']) {
    await page.goto(path);
    // The offer arrives with the settings after the first paint.
    await page
      .getByText(/最大55,000円/)
      .first()
      .waitFor();
    const headlines = await headlinesOn(page, path);
    assert.ok(headlines.length > 0, `${path} shows a headline`);
    for (const amount of headlines) assert.equal(amount, '55,000円', path);
  }
  await context.close();
});
