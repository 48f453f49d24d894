import { defaultCampaignData, defaultPlanData, type AreaSearchResult, type PlanData } from './entities';
import { simulate } from './estimate-from-choices';
import { effectiveMonthlyExplanation } from './price-breakdown';
import { holidayWorksFromWishedDays, isUnregisteredBuilding, pricedBuildingType } from './quote-terms';

const NOW = new Date('2026-11-26T12:00:00+09:00');
const plan = (o: Partial<PlanData>): PlanData => ({ ...defaultPlanData, isAreaChecked: true, ...o });

describe('holiday works fee from the wished works days', () => {
  it.each([
    [['sat', 'sun'], true],
    [['sun'], true],
    [['sat', 'mon'], false],
    [['mon', 'tue', 'wed', 'thu', 'fri'], false],
    [[], undefined],
    [null, undefined],
  ])('%j gives %s', (days, expected) => {
    expect(holidayWorksFromWishedDays(days)).toBe(expected);
  });

  it('puts 休日工事費 3,300円 into the estimate when only 土曜日 and 日曜日 are wished', () => {
    const { estimate, breakdown } = simulate(plan({}), defaultCampaignData, {
      now: NOW,
      wishedWorksDays: ['sat', 'sun'],
    });
    expect(estimate.planData.isHolidayConstruction).toBe(true);
    expect(breakdown.oneTimeCosts.find((c) => c.id === 'holidayInstallation')?.payable).toBe(3300);
    expect(breakdown.oneTimeTotal).toBe(3300);
  });

  it('drops the fee the visitor ticked in the simulation once a weekday is wished', () => {
    const { estimate } = simulate(plan({ isHolidayConstruction: true }), defaultCampaignData, {
      now: NOW,
      wishedWorksDays: ['sat', 'mon'],
    });
    expect(estimate.planData.isHolidayConstruction).toBe(false);
  });

  it('keeps the simulation choice before the days are asked', () => {
    const { estimate } = simulate(plan({ isHolidayConstruction: true }), defaultCampaignData, { now: NOW });
    expect(estimate.planData.isHolidayConstruction).toBe(true);
  });
});

describe('an unregistered building is priced as a home', () => {
  const area = (
    isRegister: boolean | null,
    result: 'success' | 'failed' = 'success',
  ): Pick<AreaSearchResult, 'result' | 'isRegister'> => ({
    result,
    isRegister,
  });
  it.each([
    [1, area(false), true],
    [1, area(null), true],
    [1, area(true), false],
    [0, area(false), false],
    [1, area(false, 'failed'), false],
    [1, null, false],
  ])('buildingType %s with %j: unregistered %s', (buildingType, answer, expected) => {
    expect(isUnregisteredBuilding(buildingType, answer)).toBe(expected);
  });

  it('charges 5,940円 (home) for 10ギガ in an unregistered building, 5,280円 in a registered one', () => {
    expect(pricedBuildingType({ buildingType: 1, isMansionHome: true })).toBe(0);
    const unregistered = simulate(plan({ buildingType: 1, isMansionHome: true }), defaultCampaignData, {
      now: NOW,
    }).breakdown;
    expect(unregistered.monthlyLines[0]).toMatchObject({ label: '10ギガプラン（戸建て）', amount: 5940 });
    expect(unregistered.conditions.map((c) => c.id)).toContain('unregisteredBuilding');
    const registered = simulate(plan({ buildingType: 1 }), defaultCampaignData, { now: NOW }).breakdown;
    expect(registered.monthlyLines[0]).toMatchObject({ amount: 5280 });
    expect(registered.conditions.map((c) => c.id)).not.toContain('unregisteredBuilding');
  });

  it('lets a trusted source (the API search) decide over the browser', () => {
    const { breakdown } = simulate(plan({ buildingType: 1, isMansionHome: false }), defaultCampaignData, {
      now: NOW,
      isMansionHome: true,
    });
    expect(breakdown.monthlyLines[0]?.amount).toBe(5940);
  });
});

describe('what a quote names and explains', () => {
  it('names 初期費用0円 only when nothing is paid once', () => {
    const free = simulate(plan({}), defaultCampaignData, { now: NOW }).breakdown;
    expect(free.oneTimeTotal).toBe(0);
    expect(free.appliedCampaigns.map((c) => c.name)).toContain('初期費用0円');

    const withTv = simulate(
      plan({ baseMenu: 2, isWarikomi: true, isHolidayConstruction: true }),
      defaultCampaignData,
      {
        now: NOW,
      },
    ).breakdown;
    expect(withTv.oneTimeTotal).toBe(20570 + 3300 + 1100);
    const names = withTv.appliedCampaigns.map((c) => c.name);
    expect(names).not.toContain('初期費用0円');
    expect(names).toContain('契約事務手数料 無料');
  });

  it('explains 実質月額 with the very figures it is computed from, free months named', () => {
    const b = simulate(plan({ isAnshinSupport: true }), defaultCampaignData, { now: NOW }).breakdown;
    // 5,940 × 24 + 770 × 21 = 158,730; (158,730 − 5,000) / 24 = 6,405
    expect(b.monthlyTermTotal).toBe(158730);
    expect(b.effectiveMonthly).toBe(Math.round((b.oneTimeTotal + b.monthlyTermTotal - b.cashBackTotal) / 24));
    const text = effectiveMonthlyExplanation(b);
    expect(text).toContain('158,730円');
    expect(text).toContain('安心サポートPlus 3ヶ月無料');
    expect(text).toContain('キャッシュバック5,000円');
  });

  it('says why 1年割 gives nothing next to the 980円 price, instead of dropping it silently', () => {
    const b = simulate(
      plan({ baseMenu: 1 }),
      {
        ...defaultCampaignData,
        campaignPolicy: 'price',
        baseCampaign: { isChangeCP: true, isOneYear980CP: true, is50000CP: false },
      },
      { now: NOW },
    ).breakdown;
    expect(b.notApplied).toEqual([
      expect.objectContaining({
        id: 'isOneYearWariCP',
        reason: expect.stringContaining('重ねて適用されません'),
      }),
    ]);
  });
});
