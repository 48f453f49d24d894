import { FIXTURE_NOW as INSIDE } from '@hikari/shared/testing/fixtures';
import { priceCatalog } from './catalog';
import { defaultCampaignData, defaultPlanData, type CampaignData, type PlanData } from './entities';
import { computeEstimate } from './estimate';
import { simulate } from './estimate-from-choices';
import { buildPriceBreakdown, monthlyLinePriceText } from './price-breakdown';
import { formatYen } from './yen';

const OUTSIDE = new Date('2025-11-01T12:00:00+09:00');
const noBase = { isChangeCP: false, isOneYear980CP: false, is50000CP: false };

const plan = (overrides: Partial<PlanData>): PlanData => ({ ...defaultPlanData, ...overrides });
const campaigns = (overrides: Partial<CampaignData>): CampaignData => ({
  ...defaultCampaignData,
  ...overrides,
});

describe('home 10G, net only, no switching (original 5,000 only)', () => {
  const estimate = computeEstimate(
    {
      isAreaChecked: true,
      buildingType: 0,
      selectedPlan: 'plan10G',
      baseMenu: 0,
      campaignPolicy: 'benefits',
      baseCampaign: noBase,
    },
    OUTSIDE,
  );
  // 安心サポートPlus starts unticked; this visitor ticked it.
  const b = buildPriceBreakdown({ ...estimate.planData, isAnshinSupport: true }, estimate.campaignData);

  it('charges the base fee and 安心サポートPlus after its 3 free months', () => {
    expect(b.monthlyLines.map((l) => [l.id, l.amount, l.freeMonths])).toEqual([
      ['plan', 5940, 0],
      ['isAnshinSupport', 770, 3],
    ]);
    expect(b.monthlySchedule.slice(0, 4)).toEqual([5940, 5940, 5940, 6710]);
    expect(b.monthlySchedule).toHaveLength(24);
    expect(b.monthlyTotal).toEqual({ firstYear: 6710, afterFirstYear: 6710 });
  });

  it('waives the admin fee and writes off the installation', () => {
    expect(b.oneTimeCosts).toEqual([
      {
        id: 'adminFee',
        label: '契約事務手数料',
        amount: 770,
        waivedBy: 'initialCost',
        payable: 0,
        waiverLabel: '無料',
        condition: null,
      },
      {
        id: 'installation',
        label: '開通工事費',
        amount: 27500,
        waivedBy: 'construction',
        payable: 0,
        waiverLabel: '実質無料',
        condition:
          '開通工事費27,500円は24回の分割（初回1,165円、2回目以降1,145円）でご請求し、毎月同じ額を割り引くため実質無料です。24ヶ月以内に解約された場合は、残りの分割払い分（割引はなくなります）を一括でご請求します。',
      },
    ]);
    expect(b.conditions.map((c) => c.id)).toEqual(['construction']);
    expect(b.oneTimeTotal).toBe(0);
  });

  it('computes the effective monthly cost over 24 months', () => {
    expect(b.cashBackTotal).toBe(5000);
    expect(b.termTotal).toBe(5940 * 3 + 6710 * 21);
    // (158,730 − 5,000) / 24 = 6,405.4
    expect(b.effectiveMonthly).toBe(6405);
  });

  it('lists the campaigns with their reasons', () => {
    expect(b.appliedCampaigns.map((c) => [c.id, c.reason])).toEqual([
      ['isOriginal5000CP', 'Webからのお申し込みのため'],
      ['construction', '新規お申し込みのため（24ヶ月ご利用で実質無料）'],
      ['initialCost', '新規お申し込みのため'],
    ]);
  });
});

describe('home 10G, phone + TV, switching with the discount, 980 campaign, inside the additional period', () => {
  const estimate = computeEstimate(
    {
      isAreaChecked: true,
      buildingType: 0,
      selectedPlan: 'plan10G',
      baseMenu: 2,
      campaignPolicy: 'price',
      baseCampaign: { isChangeCP: true, isOneYear980CP: true, is50000CP: false },
    },
    INSIDE,
  );
  const b = buildPriceBreakdown(
    { ...estimate.planData, isAnshinSupport: true },
    estimate.campaignData,
    INSIDE,
  );

  it('uses the 980 price, which beats the 1,100-yen discount (they do not stack)', () => {
    expect(b.monthlyLines[0]).toMatchObject({
      id: 'plan',
      label: '10ギガプラン（戸建て）',
      amount: 5940,
      promo: { months: 12, amount: 980, campaignId: 'is10GAnd980CP6' },
      discountedMonths: 12,
    });
  });

  it('gives the monthly totals of the first year and after', () => {
    expect(b.monthlySchedule[0]).toBe(980 + 0 + 330 + 550);
    expect(b.monthlySchedule[3]).toBe(980 + 770 + 330 + 550);
    expect(b.monthlyTotal).toEqual({ firstYear: 2630, afterFirstYear: 7590 });
  });

  it('charges the TV installation once', () => {
    expect(b.oneTimeCosts.find((c) => c.id === 'tvInstallation')).toMatchObject({
      amount: 20570,
      payable: 20570,
    });
    expect(b.oneTimeTotal).toBe(20570);
  });

  it('adds the 10G original 30,000 and the additional 10,000; the coupon stays apart', () => {
    expect(b.cashBack.map((c) => [c.campaignId, c.amount])).toEqual([
      ['isOriginal30000CP', 30000],
      ['isOriginalAddCP', 10000],
    ]);
    expect(b.cashBackTotal).toBe(40000);
    expect(b.couponTotal).toBe(10000);
  });

  it('computes the effective monthly cost', () => {
    expect(b.termTotal).toBe(20570 + 1860 * 3 + 2630 * 9 + 7590 * 12);
    // (140,900 − 40,000) / 24 = 4,204.2
    expect(b.effectiveMonthly).toBe(4204);
  });

  it('lists only campaigns that change something, in a fixed order', () => {
    expect(b.appliedCampaigns.map((c) => c.id)).toEqual([
      'isOriginal30000CP',
      'isOriginalAddCP',
      'is10GAnd980CP6',
      'isChangeCP',
      'isAuCouponCP',
      'construction',
      'initialCost',
    ]);
    expect(b.appliedCampaigns.find((c) => c.id === 'is10GAnd980CP6')?.reason).toBe(
      '10ギガプランと同時申込のため',
    );
  });

  it('drops the additional cash back once its period is over', () => {
    const later = buildPriceBreakdown(
      estimate.planData,
      estimate.campaignData,
      new Date('2025-09-30T00:00:00+09:00'),
    );
    expect(later.cashBackTotal).toBe(30000);
    expect(later.appliedCampaigns.map((c) => c.id)).not.toContain('isOriginalAddCP');
  });
});

describe('base fee promotions', () => {
  it.each([
    // buildingType, plan, campaign flags → promo amount, months, campaign
    [1, 'plan1G', { isOneYearWariCP: true }, 4070 - 1100, 12, 'isOneYearWariCP'],
    [0, 'plan1G', { is1GAnd980CP6: true }, 980, 12, 'is1GAnd980CP6'],
    [1, 'plan10G', { is10GAnd980CP6: true, isOneYearWariCP: true }, 980, 12, 'is10GAnd980CP6'],
  ] as const)(
    'buildingType %i %s with %j: %i yen for %i months (%s)',
    (buildingType, selectedPlan, flags, amount, months, id) => {
      const b = buildPriceBreakdown(
        plan({ buildingType, selectedPlan, isAnshinSupport: false }),
        campaigns(flags),
      );
      expect(b.monthlyLines[0]?.promo).toEqual({ amount, months, campaignId: id });
      expect(b.monthlySchedule[11]).toBe(amount);
      expect(b.monthlySchedule[12]).toBe(
        priceCatalog.plans[buildingType === 1 ? 'apartment' : 'home'][selectedPlan].monthly,
      );
    },
  );

  it('ignores a 980 flag of the other plan', () => {
    const b = buildPriceBreakdown(plan({ selectedPlan: 'plan1G' }), campaigns({ is10GAnd980CP6: true }));
    expect(b.monthlyLines[0]?.promo).toBeNull();
    expect(b.appliedCampaigns.map((c) => c.id)).not.toContain('is10GAnd980CP6');
  });
});

describe('phone options', () => {
  const phone = {
    isPhone: true,
    isAnshinSupport: false,
    isNumberDisplay: true,
    isWarikomi: true,
    isTensou: true,
    isUnannounced: true,
  };

  it('prices each phone option on its own', () => {
    const b = buildPriceBreakdown(plan(phone), campaigns({}));
    expect(b.monthlyLines.slice(1).map((l) => [l.id, l.amount])).toEqual([
      ['isPhone', 330],
      ['isNumberDisplay', 440],
      ['isWarikomi', 330],
      ['isTensou', 550],
      ['isUnannounced', 220],
    ]);
  });

  it('lets 割引パック replace display, waiting, forwarding and rejection, but not their setup', () => {
    const b = buildPriceBreakdown(
      plan({ ...phone, isWaribikiPack: true, isRejectNuisanceCall: true }),
      campaigns({}),
    );
    expect(b.monthlyLines.slice(1).map((l) => [l.id, l.amount])).toEqual([
      ['isPhone', 330],
      ['isWaribikiPack', 880],
      ['isUnannounced', 220],
    ]);
    expect(b.oneTimeCosts.filter((c) => c.payable > 0).map((c) => [c.id, c.payable])).toEqual([
      ['isWarikomiSetup', 1100],
      ['isTensouSetup', 1100],
    ]);
  });

  it('prices no phone option without the phone itself', () => {
    const b = buildPriceBreakdown(plan({ ...phone, isPhone: false }), campaigns({}));
    expect(b.monthlyLines.map((l) => l.id)).toEqual(['plan']);
    expect(b.oneTimeTotal).toBe(0);
  });
});

describe('streaming and other options', () => {
  it.each([
    ['premium', 'plan10G', { is10GAndNetflixCP: true, isNetflixCP: true, isVODCP: true }, 2290, 12],
    ['premium', 'plan1G', { isNetflixCP: true, isVODCP: true }, 2290, 6],
    ['normal', 'plan10G', {}, 1590, 0],
  ] as const)(
    'Netflix %s with %s and %j: %i a month, %i months free',
    (netflixPlan, selectedPlan, flags, amount, freeMonths) => {
      const b = buildPriceBreakdown(plan({ netflixPlan, selectedPlan }), campaigns(flags));
      expect(b.monthlyLines.find((l) => l.id === 'netflixPlan')).toMatchObject({ amount, freeMonths });
    },
  );

  it('lists a streaming campaign only when a pack is ordered', () => {
    const b = buildPriceBreakdown(
      plan({ netflixPlan: null }),
      campaigns({ isNetflixCP: true, isVODCP: true }),
    );
    expect(b.appliedCampaigns.map((c) => c.id)).not.toContain('isNetflixCP');
  });

  it('bills DAZN annual once a year, outside the monthly totals', () => {
    const b = buildPriceBreakdown(
      plan({ isDazn: true, daznPlan: 'annual', isAnshinSupport: false }),
      campaigns({}),
    );
    expect(b.yearlyTotal).toBe(32000);
    expect(b.monthlyTotal.firstYear).toBe(5940);
    expect(b.termTotal).toBe(5940 * 24 + 32000 * 2);
  });

  it.each([
    ['plan10G', 3],
    ['plan1G', 0],
  ] as const)('gigazo with the 10G gigazo campaign on %s: %i free months', (selectedPlan, free) => {
    const b = buildPriceBreakdown(
      plan({ selectedPlan, isGigazo: true }),
      campaigns({ is10GAndGigazoCP3: true }),
    );
    expect(b.monthlyLines.find((l) => l.id === 'isGigazo')).toMatchObject({ amount: 330, freeMonths: free });
  });

  it.each([
    [{ isMeshWiFi: true }, 'isMeshWiFi', 550],
    [{ isSecurityPack: true }, 'isSecurityPack', 550],
    [{ isSmartHome: true }, 'isSmartHome', 1078],
    [{ isGamingCustom: true }, 'isGamingCustom', 550],
    [{ isVideo: true }, 'videoPlan', 990],
    [{ isDazn: true }, 'daznPlan', 4200],
    [{ isKurashiSupport: true }, 'kurashiSupportPlan', 550],
    [{ isKurashiSupport: true, kurashiSupportPlan: 'home' as const }, 'kurashiSupportPlan', 330],
  ])('%j adds %s at %i', (flags, id, amount) => {
    const b = buildPriceBreakdown(plan({ ...flags, isAnshinSupport: false }), campaigns({}));
    expect(b.monthlyLines.map((l) => [l.id, l.amount])).toEqual([
      ['plan', 5940],
      [id, amount],
    ]);
    expect(b.monthlyTotal.afterFirstYear).toBe(5940 + amount);
  });

  it('charges holiday installation', () => {
    const b = buildPriceBreakdown(plan({ isHolidayConstruction: true }), campaigns({}));
    expect(b.oneTimeCosts.find((c) => c.id === 'holidayInstallation')?.payable).toBe(3300);
  });
});

describe('cash back flags', () => {
  it.each([
    [{ is50000CP: true }, 50000],
    [{ is25000CP: true, isOriginal25000CP: true }, 50000],
    [{ isOriginalLimitedAddCP: true, originalLimitedAddCPCost: 5000 }, 5000],
    [{ isOriginalFriendCP: true, originalFriendCPCost: 3000 }, 3000],
    [{ isOriginalAddCP: true, originalAddCPCost: 10000 }, 10000],
  ])('%j: %i yen', (flags, total) => {
    expect(buildPriceBreakdown(plan({}), campaigns(flags)).cashBackTotal).toBe(total);
  });
});

describe('data-driven', () => {
  it('puts the installation back when the business ends the free-installation campaign', () => {
    const catalog = { ...priceCatalog, standing: { freeInstallation: false, zeroInitialCost: true } };
    const b = buildPriceBreakdown(plan({ isAnshinSupport: false }), campaigns({}), undefined, { catalog });
    expect(b.oneTimeTotal).toBe(27500);
    expect(b.effectiveMonthly).toBe(Math.round((27500 + 5940 * 24) / 24));
    expect(b.appliedCampaigns.map((c) => c.id)).not.toContain('construction');
  });
});

describe('formatYen', () => {
  it.each([
    [5940, '5,940円'],
    [0, '0円'],
    [1234567, '1,234,567円'],
    [-1100, '-1,100円'],
  ])('%i → %s', (n, text) => {
    expect(formatYen(n)).toBe(text);
  });
});

describe('the streaming options are charged as their pages promise', () => {
  const quote = (changes: Partial<PlanData>) =>
    simulate(
      { ...defaultPlanData, isAreaChecked: true, selectedPlan: 'plan1G', ...changes },
      defaultCampaignData,
      {
        now: OUTSIDE,
      },
    ).breakdown;
  const lineOf = (b: ReturnType<typeof quote>, id: string) => b.monthlyLines.find((l) => l.id === id)!;
  const names = (b: ReturnType<typeof quote>) => b.appliedCampaigns.map((c) => c.name);

  it('ポイント＋ビデオ990: free for the months /option/video/ promises, charged from the month after', () => {
    const b = quote({ isVideo: true });
    const months = priceCatalog.campaigns.netflixFreeMonths;
    expect(monthlyLinePriceText(lineOf(b, 'videoPlan'))).toBe(`990円／月（最初の${months}ヶ月は無料）`);
    const plain = quote({});
    expect(b.monthlySchedule[0]! - plain.monthlySchedule[0]!).toBe(0);
    expect(b.monthlySchedule[months]! - plain.monthlySchedule[months]!).toBe(990);
    expect(names(b)).toContain('動画配信サービス 無料キャンペーン');
  });

  it.each([
    ['normal', '1,590円／月', []],
    ['premium', '2,290円／月（最初の6ヶ月は無料）', ['Netflixパック 無料キャンペーン']],
  ] as const)(
    'Netflix %s alone lists no video campaign it was not chosen for',
    (netflixPlan, text, listed) => {
      const b = quote({ netflixPlan });
      expect(monthlyLinePriceText(lineOf(b, 'netflixPlan'))).toBe(text);
      expect(names(b)).not.toContain('動画配信サービス 無料キャンペーン');
      expect(names(b).filter((name) => name.includes('Netflix'))).toEqual(listed);
    },
  );

  it('Netflix premium with 10G: the 12 free months replace the 6, and only that campaign is listed', () => {
    const b = quote({ netflixPlan: 'premium', selectedPlan: 'plan10G' });
    expect(monthlyLinePriceText(lineOf(b, 'netflixPlan'))).toBe('2,290円／月（最初の12ヶ月は無料）');
    expect(names(b).filter((name) => name.includes('Netflix'))).toEqual([
      '10ギガ×Netflixプレミアム キャンペーン',
    ]);
  });
});

describe('monthlyLinePriceText', () => {
  it('names every change of a price over time: 安心サポートPlus free, then 770円, then 880円 from month 25', () => {
    const b = simulate(
      { ...defaultPlanData, isAreaChecked: true, isAnshinSupport: true },
      defaultCampaignData,
      {
        now: OUTSIDE,
      },
    ).breakdown;
    const line = b.monthlyLines.find((l) => l.id === 'isAnshinSupport')!;
    expect(monthlyLinePriceText(line)).toBe('770円／月（最初の3ヶ月は無料、25ヶ月目から880円）');
  });
});
