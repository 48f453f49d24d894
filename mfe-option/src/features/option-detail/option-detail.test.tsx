import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultCampaignData,
  defaultPlanData,
  formatYen,
  getCampaign,
  paths,
  priceCatalog,
  simulate,
  type PlanData,
  type PriceCatalog,
} from '@hikari/shared/domain';
import { planDataChanged, selectPlanData, type AppStoreBundle } from '@hikari/shared/store';
import { readyStore, renderWithStore } from '@hikari/shared/testing';
import { optionPages } from '../../content/option-pages';
import { optionPaths, type OptionPageId } from '../../content/option-paths';
import { OptionDetailPage } from './components/option-detail-page';
import { simulationPatches } from './simulation-patch';

const SIMULATE = 'このオプションを付けてシミュレーション';

async function renderPage(id: OptionPageId, bundle?: AppStoreBundle) {
  return renderWithStore(<OptionDetailPage id={id} />, {
    path: optionPaths[id],
    otherPaths: [paths.applyForm, paths.support, paths.optionApply],
    bundle: bundle ?? (await readyStore()),
  });
}

/** The cells of the price-table row whose header is `item`. */
function rowCells(item: string): string[] {
  const header = screen.getByRole('rowheader', { name: item });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${item}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

const o = priceCatalog.options;
const anshin = o.isAnshinSupport;

describe('option pages: prices come from the catalog', () => {
  // [page, row header, figures the row must show], every figure read from priceCatalog.
  const cases: [OptionPageId, string, number[]][] = [
    ['tv', o.isTV.label, [o.isTV.monthly]],
    ['tv', '光テレビ工事費', [priceCatalog.fees.tvInstallation]],
    ['tv', '撤去工事費（光テレビ）', [priceCatalog.fees.removalTV]],
    ['dazn', priceCatalog.daznPlans.monthly.label, [priceCatalog.daznPlans.monthly.monthly!]],
    ['dazn', priceCatalog.daznPlans.annual.label, [priceCatalog.daznPlans.annual.yearly!]],
    ['phone', '光電話 基本料', [o.isPhone.monthly]],
    ['phone', o.isNumberDisplay.label, [o.isNumberDisplay.monthly]],
    ['phone', o.isWarikomi.label, [o.isWarikomi.monthly, o.isWarikomi.setupFee!]],
    ['phone', o.isTensou.label, [o.isTensou.monthly, o.isTensou.setupFee!]],
    ['phone', o.isRejectNuisanceCall.label, [o.isRejectNuisanceCall.monthly]],
    ['phone', o.isUnannounced.label, [o.isUnannounced.monthly]],
    ['phone', o.isAnshinPhone.label, [o.isAnshinPhone.monthly]],
    ['phone', o.isPlusNumber.label, [o.isPlusNumber.monthly]],
    ['phone', o.isPlusChannel.label, [o.isPlusChannel.monthly]],
    ['phone', o.isWaribikiPack.label, [o.isWaribikiPack.monthly]],
    ['phone', o.is050.label, [o.is050.monthly]],
    [
      'video',
      priceCatalog.videoPlans['point+video990'].label,
      [priceCatalog.videoPlans['point+video990'].monthly!],
    ],
    ['video', priceCatalog.netflixPlans.normal.label, [priceCatalog.netflixPlans.normal.monthly!]],
    ['video', priceCatalog.netflixPlans.premium.label, [priceCatalog.netflixPlans.premium.monthly!]],
    ['gigazo', o.isGigazo.label, [o.isGigazo.monthly]],
    ['meshWifi', o.isMeshWiFi.label, [o.isMeshWiFi.monthly]],
    ['smartHome', o.isSmartHome.label, [o.isSmartHome.monthly]],
    ['gamingCustom', o.isGamingCustom.label, [o.isGamingCustom.monthly]],
    ['securityPack', o.isSecurityPack.label, [o.isSecurityPack.monthly]],
    [
      'kurashiSupport',
      priceCatalog.kurashiSupportPlans['bike+home'].label,
      [priceCatalog.kurashiSupportPlans['bike+home'].monthly!],
    ],
    [
      'kurashiSupport',
      priceCatalog.kurashiSupportPlans.home.label,
      [priceCatalog.kurashiSupportPlans.home.monthly!],
    ],
    [
      'anshinSupport',
      `${anshin.freeMonthsWithLine! + 1}～${anshin.later!.fromMonth - 1}ヶ月目`,
      [anshin.monthly],
    ],
    ['anshinSupport', `${anshin.later!.fromMonth}ヶ月目以降`, [anshin.later!.monthly]],
  ];

  it.each(cases)('%s: the row "%s" shows %j yen', async (id, item, figures) => {
    await renderPage(id);
    const text = rowCells(item).join(' ');
    for (const figure of figures) expect(text).toContain(formatYen(figure));
  });

  it('安心サポートPlus is free for the first months when ordered with the line', async () => {
    await renderPage('anshinSupport');
    const [price, note] = rowCells(`1～${anshin.freeMonthsWithLine}ヶ月目`);
    expect(price).toBe('無料');
    expect(note).toContain('光回線と同時');
  });

  it('安心サポートPlus is a paid option the visitor chooses, never one that comes already ticked', async () => {
    await renderPage('anshinSupport');
    const conditions = screen.getByRole('region', { name: 'ご利用条件・ご注意' });
    expect(conditions).toHaveTextContent(
      '安心サポートPlusは、ご希望の方がお選びいただく有料のオプションです。光回線と一緒にお申し込みの場合は、料金シミュレーションの画面でお選びください。',
    );
    expect(conditions).not.toHaveTextContent(/はじめから付いて|外せます/);
    const paidFrom = (anshin.freeMonthsWithLine ?? 0) + 1;
    const paidTo = (anshin.later?.fromMonth ?? 0) - 1;
    expect(rowCells(`${paidFrom}～${paidTo}ヶ月目`)[0]).toBe(`月額${formatYen(anshin.monthly)}`);
  });

  it("ゲーミングカスタム and ギガぞう（公衆Wi-Fi） go by the catalog's names", async () => {
    await renderPage('gamingCustom');
    expect(screen.getByRole('heading', { level: 1, name: o.isGamingCustom.label })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: `${o.isGamingCustom.label}の料金` })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('ゲーミングカスタマイズ');
  });

  it('割引パック lists what it includes at their own prices and the saving against them', async () => {
    await renderPage('waribikiPack');
    const separately = priceCatalog.waribikiPackIncludes.reduce((sum, flag) => sum + o[flag].monthly, 0);
    for (const flag of priceCatalog.waribikiPackIncludes) {
      expect(rowCells(o[flag].label)[0]).toBe(`月額${formatYen(o[flag].monthly)}`);
    }
    const packRow = rowCells(o.isWaribikiPack.label).join(' ');
    expect(packRow).toContain(formatYen(o.isWaribikiPack.monthly));
    expect(packRow).toContain(formatYen(separately - o.isWaribikiPack.monthly));
  });

  it('DAZN states the saving of the annual plan over twelve monthly payments', async () => {
    await renderPage('dazn');
    const saving = priceCatalog.daznPlans.monthly.monthly! * 12 - priceCatalog.daznPlans.annual.yearly!;
    expect(rowCells(priceCatalog.daznPlans.annual.label).join(' ')).toContain(`${formatYen(saving)}おトク`);
  });

  it('no figure is typed by hand: another edition of the catalog changes every price on every page', () => {
    const scaled = scaleYen(priceCatalog, 3);
    for (const id of Object.keys(optionPages) as OptionPageId[]) {
      const before = optionPages[id].priceTables(priceCatalog).flatMap((table) => table.rows);
      const after = optionPages[id].priceTables(scaled).flatMap((table) => table.rows);
      expect(after).toHaveLength(before.length);
      before.forEach((row, index) => {
        if (!/\d/.test(row.price)) return;
        expect(after[index]?.price).not.toBe(row.price);
      });
    }
  });

  it.each([
    ['wSupport', 'Wサポートの料金は、ご契約の内容によって異なるため、このページには掲載していません。'],
    ['repairSupport', '修理の費用は、機器や故障の内容によって異なるため、このページには掲載していません。'],
  ] as const)(
    '%s, which the catalog does not price, says why there is no figure, how to learn it and how to apply',
    async (id, why) => {
      await renderPage(id);
      const prices = screen.getByRole('region', { name: '料金' });
      expect(within(prices).queryByRole('table')).not.toBeInTheDocument();
      expect(prices).toHaveTextContent(why);
      expect(within(prices).getByRole('heading', { level: 3, name: '料金の確かめ方' })).toBeInTheDocument();
      // No yen figure of its own: only a catalog price may appear, and only for another service.
      expect(prices).not.toHaveTextContent('料金はお問い合わせください');
      const desk = within(prices).getByRole('link', { name: '0120-000-222' });
      expect(desk).toHaveAttribute('href', 'tel:0120000222');
      expect(prices).toHaveTextContent('受付時間 10:00～18:00（年末年始を除く）');

      const apply = screen.getByRole('region', { name: 'お申し込み' });
      const steps = within(apply).getByRole('list', { name: 'お申し込みの流れ' });
      expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent('サポートセンターにお電話');
      expect(screen.queryByRole('link', { name: SIMULATE })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'サポート窓口へのお問い合わせ' }));
      expect(screen.getByTestId('location')).toHaveTextContent(paths.support);
    },
  );

  it('Wサポート names what is charged apart and, for a fixed price, 安心サポートPlus at its catalog price', async () => {
    await renderPage('wSupport');
    const prices = screen.getByRole('region', { name: '料金' });
    const extra = within(prices).getByRole('heading', { level: 3, name: 'サービスの料金とは別にかかる費用' });
    expect(extra.nextElementSibling).toHaveTextContent('機器の修理が必要になった場合の修理代');
    expect(prices).toHaveTextContent(
      `${anshin.label}（月額${formatYen(anshin.monthly)}、${anshin.later!.fromMonth}ヶ月目以降は月額${formatYen(anshin.later!.monthly)}）`,
    );
  });

  it('a page the catalog does not price has its price section written, and every other page has a table', () => {
    for (const id of Object.keys(optionPages) as OptionPageId[]) {
      const page = optionPages[id];
      if (page.priceTables(priceCatalog).length > 0) continue;
      expect(page.priceOnRequest?.(priceCatalog).how.length).toBeGreaterThan(0);
      expect(page.applySteps?.length).toBeGreaterThan(0);
    }
  });
});

describe('option pages: related campaigns', () => {
  it.each([
    ['video', ['isVODCP', 'isNetflixCP', 'is10GAndNetflixCP']],
    ['gigazo', ['is10GAndGigazoCP3']],
    ['tv', ['antenna']],
    ['phone', ['isAuCouponCP', 'isChangeCP']],
  ] as const)('%s shows %j from the campaign definitions, linked to their pages', async (id, campaignIds) => {
    await renderPage(id);
    for (const campaignId of campaignIds) {
      const campaign = getCampaign(campaignId);
      const card = screen
        .getByRole('heading', { level: 3, name: campaign.name })
        .closest('li') as HTMLElement;
      expect(card).toHaveTextContent(campaign.description);
      expect(card).toHaveTextContent(campaign.eligibility);
      expect(within(card).getByRole('link')).toHaveAttribute('href', campaign.route);
    }
  });
});

describe('option pages: "このオプションを付けてシミュレーション"', () => {
  // Every flag the test expects starts off, so a button that wrote nothing would fail.
  const allOff: Partial<PlanData> = {
    baseMenu: 0,
    isPhone: false,
    isTV: false,
    isAnshinSupport: false,
  };

  it.each([
    ['tv', { isTV: true, isPhone: true, baseMenu: 2 }],
    ['phone', { isPhone: true, baseMenu: 1 }],
    ['waribikiPack', { isWaribikiPack: true, isPhone: true, baseMenu: 1 }],
    ['dazn', { isDazn: true }],
    ['video', { isVideo: true }],
    ['gigazo', { isGigazo: true }],
    ['meshWifi', { isMeshWiFi: true }],
    ['smartHome', { isSmartHome: true }],
    ['gamingCustom', { isGamingCustom: true }],
    ['securityPack', { isSecurityPack: true }],
    ['anshinSupport', { isAnshinSupport: true }],
    ['kurashiSupport', { isKurashiSupport: true }],
  ] as [OptionPageId, Partial<PlanData>][])(
    '%s sets %j in planData and opens the simulation',
    async (id, expected) => {
      const bundle = await readyStore();
      bundle.store.dispatch(planDataChanged(allOff));
      await renderPage(id, bundle);
      await userEvent.click(screen.getByRole('link', { name: SIMULATE }));
      expect(screen.getByTestId('location')).toHaveTextContent(paths.applyForm);
      expect(selectPlanData(bundle.store.getState())).toMatchObject(expected);
    },
  );

  it('光電話 keeps a base menu that already has TV', async () => {
    const bundle = await readyStore();
    bundle.store.dispatch(planDataChanged({ baseMenu: 2, isPhone: true, isTV: true }));
    await renderPage('phone', bundle);
    await userEvent.click(screen.getByRole('link', { name: SIMULATE }));
    expect(selectPlanData(bundle.store.getState())).toMatchObject({ baseMenu: 2, isPhone: true, isTV: true });
  });

  it('says when the option is already in the simulation', async () => {
    const bundle = await readyStore();
    await renderPage('meshWifi', bundle);
    expect(
      screen.queryByText('このオプションは、現在のシミュレーションに含まれています。'),
    ).not.toBeInTheDocument();
    act(() => {
      bundle.store.dispatch(planDataChanged({ isMeshWiFi: true }));
    });
    expect(
      await screen.findByText('このオプションは、現在のシミュレーションに含まれています。'),
    ).toBeInTheDocument();
  });
});

/** The catalog with every yen figure multiplied by `k` (month counts untouched). */
function scaleYen(catalog: PriceCatalog, k: number): PriceCatalog {
  const variants = <T extends string>(
    table: Record<T, { label: string; monthly?: number; yearly?: number }>,
  ) =>
    Object.fromEntries(
      Object.entries(table).map(([key, v]) => {
        const variant = v as { label: string; monthly?: number; yearly?: number };
        return [
          key,
          {
            ...variant,
            ...(variant.monthly !== undefined ? { monthly: variant.monthly * k } : {}),
            ...(variant.yearly !== undefined ? { yearly: variant.yearly * k } : {}),
          },
        ];
      }),
    ) as Record<T, { label: string; monthly?: number; yearly?: number }>;
  return {
    ...catalog,
    fees: Object.fromEntries(
      Object.entries(catalog.fees).map(([key, yen]) => [key, yen * k]),
    ) as PriceCatalog['fees'],
    options: Object.fromEntries(
      Object.entries(catalog.options).map(([key, option]) => [
        key,
        {
          ...option,
          monthly: option.monthly * k,
          ...(option.setupFee !== undefined ? { setupFee: option.setupFee * k } : {}),
          ...(option.later ? { later: { ...option.later, monthly: option.later.monthly * k } } : {}),
        },
      ]),
    ) as PriceCatalog['options'],
    netflixPlans: variants(catalog.netflixPlans),
    daznPlans: variants(catalog.daznPlans),
    videoPlans: variants(catalog.videoPlans),
    kurashiSupportPlans: variants(catalog.kurashiSupportPlans),
  };
}

describe('option pages: what a page promises is what the quote charges', () => {
  // The monthly line the simulation prices for the service each page sells.
  const lineOfPage: Partial<Record<OptionPageId, string>> = {
    tv: 'isTV',
    phone: 'isPhone',
    waribikiPack: 'isWaribikiPack',
    dazn: 'daznPlan',
    video: 'videoPlan',
    gigazo: 'isGigazo',
    meshWifi: 'isMeshWiFi',
    smartHome: 'isSmartHome',
    gamingCustom: 'isGamingCustom',
    securityPack: 'isSecurityPack',
    anshinSupport: 'isAnshinSupport',
    kurashiSupport: 'kurashiSupportPlan',
  };
  const now = new Date('2026-12-02T12:00:00+09:00');

  it.each(Object.entries(lineOfPage) as [OptionPageId, string][])(
    '%s: the button’s choice is charged the page’s price, with the free months the page names',
    async (id, lineId) => {
      const base: PlanData = { ...defaultPlanData, isAreaChecked: true, selectedPlan: 'plan10G' };
      const plan = { ...base, ...simulationPatches[id]!(base) };
      const line = simulate(plan, defaultCampaignData, { now }).breakdown.monthlyLines.find(
        (l) => l.id === lineId,
      );
      expect(line).toBeDefined();
      await renderPage(id);
      const page = document.body.textContent ?? '';
      expect(page).toContain(formatYen(line!.amount));
      if (line!.promo?.amount === 0) {
        // 「6ヶ月間無料」 on a campaign card, or 「1～3ヶ月目 無料」 in the price table.
        expect(page).toMatch(new RegExp(`${line!.promo.months}ヶ月間無料|1～${line!.promo.months}ヶ月目`));
      }
      if (line!.later) expect(page).toContain(`${line!.later.fromMonth}ヶ月目以降`);
    },
  );

  it('video: ポイント＋ビデオ990 is free for the 6 months the page promises, and charged from month 7', () => {
    const base: PlanData = { ...defaultPlanData, isAreaChecked: true };
    const { breakdown } = simulate({ ...base, ...simulationPatches.video!(base) }, defaultCampaignData, {
      now,
    });
    const video = breakdown.monthlyLines.find((l) => l.id === 'videoPlan')!;
    expect(video.promo).toMatchObject({ months: getCampaign('isVODCP').months, amount: 0 });
    expect(breakdown.appliedCampaigns.map((c) => c.name)).toContain(getCampaign('isVODCP').name);
  });
});
