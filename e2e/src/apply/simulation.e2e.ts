// The fee simulation in the built site: for several sets of choices, the
// totals the page shows are the ones the shared domain functions compute,
// and 10G cannot be chosen after an area search that found no 10G.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  buildPriceBreakdown,
  computeEstimate,
  defaultPlanData,
  formatYen,
  type EstimateInput,
  type PlanData,
} from '@hikari/shared/domain';
import { newPage } from '../support/browser';
import type { SiteServer } from '../support/site-server';
import { withSiteAndBrowser } from '../support/suite';
import { AreaStep, SimulationStep, type SimulationFigures } from './apply-pages';

let site: SiteServer;
let browser: Browser;
withSiteAndBrowser((suite) => ({ site, browser } = suite));

const noBase = { isChangeCP: false, isOneYear980CP: false, is50000CP: false };

/** What the page must show: computeEstimate, the visitor's other choices on top, then buildPriceBreakdown. */
function expectedFigures(input: Partial<EstimateInput>, extra: Partial<PlanData> = {}): SimulationFigures {
  const now = new Date();
  const estimate = computeEstimate(
    {
      isAreaChecked: false,
      buildingType: 0,
      selectedPlan: 'plan10G',
      baseMenu: 0,
      campaignPolicy: 'benefits',
      baseCampaign: noBase,
      ...input,
    },
    now,
  );
  const b = buildPriceBreakdown({ ...estimate.planData, ...extra }, estimate.campaignData, now);
  return {
    firstYear: formatYen(b.monthlyTotal.firstYear),
    afterFirstYear: formatYen(b.monthlyTotal.afterFirstYear),
    oneTime: formatYen(b.oneTimeTotal),
    cashBack: formatYen(b.cashBackTotal),
    effective: formatYen(b.effectiveMonthly),
  };
}

test('the shown totals follow every choice and match the domain functions', async () => {
  const { page, context, consoleErrors } = await newPage(browser, site.url);
  const sim = new SimulationStep(page);
  await sim.open();

  // 1. The defaults: home, 10G, net only; the paid 安心サポートPlus starts unticked.
  assert.equal(defaultPlanData.isAnshinSupport, false);
  assert.equal(await sim.checkbox(/^安心サポートPlus/).isChecked(), false);
  assert.deepEqual(await sim.figures(), expectedFigures({}));

  // 2. Apartment, 1G, net + phone + TV, mesh Wi-Fi, Netflix premium, DAZN annual, gigazo.
  await sim.building('マンション');
  await sim.plan('1ギガ');
  await sim.menu(2);
  await sim.setOption(/メッシュWi-Fi/, true);
  await sim.choose(/Netflixパック プレミアム/);
  await sim.setOption(/DAZN/, true);
  await sim.choose(/年間プラン/);
  await sim.setOption(/ギガぞう/, true);
  assert.deepEqual(
    await sim.figures(),
    expectedFigures(
      {
        buildingType: 1,
        selectedPlan: 'plan1G',
        baseMenu: 2,
        selectedOptions: ['isMeshWiFi'],
        netflixPlan: 'premium',
      },
      { isDazn: true, daznPlan: 'annual', isGigazo: true },
    ),
  );
  assert.equal(await page.getByTestId('summary-yearly').innerText(), formatYen(32000));

  // 3. Home, 10G, net + phone, switching with the monthly-discount benefit, phone options with
  //    setup fees, holiday installation, security pack, no 安心サポートPlus, kurashi support (home).
  await sim.choose(/^申し込まない/);
  await sim.setOption(/DAZN/, false);
  await sim.setOption(/ギガぞう/, false);
  await sim.setOption(/メッシュWi-Fi/, false);
  await sim.building('戸建て');
  await sim.plan('10ギガ');
  await sim.menu(1);
  await sim.setOption(/お乗り換えを予定している/, true);
  await sim.choose(/^月額割引/);
  await sim.setOption(/^割引パック/, true);
  await sim.setOption(/^転送電話/, true);
  await sim.setOption(/^050番号/, true);
  await sim.setOption(/土日・祝日の工事/, true);
  await sim.setOption(/^セキュリティパック/, true);
  await sim.setOption(/^安心サポートPlus/, false);
  await sim.setOption(/くらしサポート/, true);
  await sim.choose(/^住まいのみ/);
  assert.deepEqual(
    await sim.figures(),
    expectedFigures(
      {
        baseMenu: 1,
        selectedOptions: ['isSecurityPack'],
        campaignPolicy: 'price',
        baseCampaign: { ...noBase, isChangeCP: true },
      },
      {
        isWaribikiPack: true,
        isTensou: true,
        is050: true,
        isHolidayConstruction: true,
        isAnshinSupport: false,
        isKurashiSupport: true,
        kurashiSupportPlan: 'home',
      },
    ),
  );
  const campaigns = await sim.campaigns();
  assert.ok(campaigns.includes('1年割'), campaigns.join(', '));
  assert.ok(campaigns.includes('乗り換えキャンペーン'), campaigns.join(', '));

  // The choices are the shared store's: they survive a reload.
  await page.reload();
  await sim.heading.waitFor();
  assert.equal(await sim.checkbox(/^割引パック/).isChecked(), true);
  assert.equal(await sim.radio(/^月額割引/).isChecked(), true);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test('after an area search without 10G, only 1G can be chosen and priced', async () => {
  const { page, context } = await newPage(browser, site.url);
  const area = new AreaStep(page);
  await area.open();
  // 津市栄町 (514-0004): served, 1G only.
  await area.searchHome({ postalCode: '5140004', chome: '', banchi: '1-1' });

  const sim = new SimulationStep(page);
  await sim.heading.waitFor();
  assert.equal(new URL(page.url()).pathname, '/apply/form/');
  assert.equal(await sim.radio(/^10ギガ/).isDisabled(), true);
  assert.equal(await sim.radio(/^1ギガ/).isChecked(), true);
  await page.getByText('10ギガの提供エリア外のため', { exact: false }).first().waitFor();
  assert.deepEqual(
    await sim.figures(),
    expectedFigures({ isAreaChecked: true, selectedPlan: 'plan1G', is10GArea: false }),
  );
  await context.close();
});
