import { FIXTURE_NOW as IN_ADDITIONAL } from '@hikari/shared/testing/fixtures';
import {
  campaignLastDayLabel,
  defaultCampaignOffer,
  isCampaignAdvertised,
  type CampaignOffer,
} from './campaign-offer';
import {
  campaignHeadline,
  compareBaseCampaigns,
  compareCampaignPolicies,
  maxReachableCashBack,
  nextCampaignChange,
} from './campaign-headlines';
import { headlineHolds, renderedHeadlineTotal } from './headline-figure';
import { defaultCampaignData, defaultPlanData } from './entities';
import { simulate } from './estimate-from-choices';

const TODAY = new Date('2026-11-26T12:00:00+09:00');

describe('maxReachableCashBack', () => {
  it.each([
    // 50,000 + the Web-only 30,000 of 10G with switching; the 25,000 of switching is not paid with the 50,000.
    ['today (additional campaign ended)', TODAY, null, 80000],
    ['inside the additional period', IN_ADDITIONAL, null, 90000],
    ['today, in the area-limited campaign area', TODAY, { prefecture: '長野県', city: '松本市' }, 85000],
  ])('%s: %s円', (_label, now, address, total) => {
    expect(maxReachableCashBack(defaultCampaignOffer, now, address).total).toBe(total);
  });

  it('is a total the simulation really gives for the choices it names', () => {
    const reach = maxReachableCashBack(defaultCampaignOffer, TODAY);
    const c = reach.choices;
    const { breakdown } = simulate(
      {
        ...defaultPlanData,
        buildingType: c.buildingType,
        selectedPlan: c.selectedPlan,
        baseMenu: c.baseMenu,
      },
      {
        ...defaultCampaignData,
        campaignPolicy: c.campaignPolicy,
        baseCampaign: {
          isChangeCP: c.isChangeCP,
          isOneYear980CP: c.base === 'isOneYear980CP',
          is50000CP: c.base === 'is50000CP',
        },
      },
      { now: TODAY },
    );
    expect(breakdown.cashBackTotal).toBe(reach.total);
  });

  it('follows the offer: without the 50,000円 campaign the headline drops by 50,000円', () => {
    const offer: CampaignOffer = {
      ...defaultCampaignOffer,
      campaigns: defaultCampaignOffer.campaigns.filter((c) => c.id !== 'is50000CP'),
    };
    expect(maxReachableCashBack(offer, TODAY).total).toBe(55000);
  });
});

describe('the headline at every moment of the offer', () => {
  // The additional campaign's period in the default offer: 2025-07-11 to 2025-09-30 (Japan time).
  const instants = [
    '2025-07-10T23:59:00+09:00',
    '2025-07-11T00:00:00+09:00',
    '2025-07-11T00:01:00+09:00',
    '2025-09-29T23:59:00+09:00',
    '2025-09-30T00:00:00+09:00',
    '2025-09-30T00:01:00+09:00',
    '2026-11-26T12:00:00+09:00',
  ].map((iso) => new Date(iso));
  const address = { prefecture: '長野県', city: '松本市' };

  /** The largest cash back, by running the simulation for every choice here, with no memory. */
  function largestBySimulation(offer: CampaignOffer, now: Date, where: typeof address | null): number {
    let largest = 0;
    for (const buildingType of [0, 1] as const)
      for (const selectedPlan of ['plan10G', 'plan1G'] as const)
        for (const baseMenu of [0, 1, 2] as const)
          for (const base of [null, 'isOneYear980CP', 'is50000CP'] as const)
            for (const isChangeCP of [false, true])
              for (const campaignPolicy of ['benefits', 'price'] as const) {
                const { breakdown } = simulate(
                  {
                    ...defaultPlanData,
                    buildingType,
                    selectedPlan,
                    baseMenu,
                    isPhone: baseMenu !== 0,
                    isTV: baseMenu === 2,
                  },
                  {
                    ...defaultCampaignData,
                    campaignPolicy,
                    baseCampaign: {
                      isChangeCP,
                      isOneYear980CP: base === 'isOneYear980CP',
                      is50000CP: base === 'is50000CP',
                    },
                  },
                  { now, offer, campaignAddress: where, is10GArea: true },
                );
                largest = Math.max(largest, breakdown.cashBackTotal);
              }
    return largest;
  }

  it.each(instants.map((now) => [now.toISOString(), now]))(
    'at %s the headline is what the simulation gives',
    (_label, now) => {
      for (const where of [null, address]) {
        expect(campaignHeadline(defaultCampaignOffer, now, where).maxCashBack).toBe(
          largestBySimulation(defaultCampaignOffer, now, where),
        );
      }
    },
  );

  // The additional campaign runs strictly after 2025-07-11 00:00 and strictly before 2025-09-30 00:00.
  it.each<[string, string | null]>([
    ['2025-07-10T23:59:00+09:00', '2025-07-10T15:00:00.001Z'],
    ['2025-07-11T00:00:00+09:00', '2025-07-10T15:00:00.001Z'],
    ['2025-07-11T00:01:00+09:00', '2025-09-29T15:00:00.000Z'],
    ['2025-09-29T23:59:00+09:00', '2025-09-29T15:00:00.000Z'],
    ['2025-09-30T00:00:00+09:00', null],
    ['2026-11-26T12:00:00+09:00', null],
  ])('at %s the figure holds until %s', (at, until) => {
    const now = new Date(at);
    expect(nextCampaignChange(defaultCampaignOffer, now)?.toISOString() ?? null).toBe(until);
    const headline = campaignHeadline(defaultCampaignOffer, now);
    expect(headline.validUntil).toBe(until);
    expect(headlineHolds(headline, now)).toBe(true);
    if (until) {
      // From that instant the figure may be another: it no longer holds, and asked again it is right.
      const then = new Date(until);
      expect(headlineHolds(headline, then)).toBe(false);
      expect(campaignHeadline(defaultCampaignOffer, then).maxCashBack).toBe(
        largestBySimulation(defaultCampaignOffer, then, null),
      );
    }
  });

  it.each<[string | null, number | undefined]>([
    ['105000', 105000],
    ['0', 0],
    ['', undefined],
    ['x', undefined],
    ['-5', undefined],
    ['1.5', undefined],
    [null, undefined],
  ])('the figure a page shows: %j gives %j', (rendered, total) => {
    expect(renderedHeadlineTotal(rendered)).toBe(total);
  });
});

describe('comparisons of overlapping choices', () => {
  const plan = { ...defaultPlanData, isAreaChecked: true, baseMenu: 1 as const };
  it('shows 1年間 月額980円 lowers the first year and 50,000円キャッシュバック pays 50,000円 at the regular price', () => {
    const [none, only980, cash] = compareBaseCampaigns(plan, defaultCampaignData, { now: TODAY }, [
      null,
      'isOneYear980CP',
      'is50000CP',
    ]);
    expect(only980!.firstYear).toBeLessThan(cash!.firstYear);
    expect(cash!.firstYear).toBe(none!.firstYear);
    expect(cash!.cashBackTotal - only980!.cashBackTotal).toBe(50000);
    // For a 10G home the 980 price saves more than the cash back pays.
    expect(only980!.effectiveMonthly).toBeLessThan(cash!.effectiveMonthly);
  });

  it('shows the policy 月額割引 gives 25,000円 less cash back for the same first-year price next to 980円', () => {
    const [benefits, price] = compareCampaignPolicies(
      plan,
      { ...defaultCampaignData, baseCampaign: { isChangeCP: true, isOneYear980CP: true, is50000CP: false } },
      { now: TODAY },
    );
    expect(benefits!.cashBackTotal - price!.cashBackTotal).toBe(25000);
    expect(benefits!.firstYear).toBe(price!.firstYear);
  });
});

describe('isCampaignAdvertised', () => {
  it.each([
    ['isOriginalAddCP', IN_ADDITIONAL, true],
    ['isOriginalAddCP', TODAY, false],
    ['is50000CP', TODAY, true],
    ['construction', TODAY, true],
  ])('%s at %s: %s', (id, now, expected) => {
    expect(isCampaignAdvertised(defaultCampaignOffer, id, now)).toBe(expected);
  });

  it('is not advertised once ops take it out of the offer, and its last day is named', () => {
    const offer: CampaignOffer = {
      ...defaultCampaignOffer,
      campaigns: defaultCampaignOffer.campaigns.filter((c) => c.id !== 'is50000CP'),
    };
    expect(isCampaignAdvertised(offer, 'is50000CP', TODAY)).toBe(false);
    expect(campaignLastDayLabel(defaultCampaignOffer, 'isOriginalAddCP')).toBe('2025年9月29日（月）');
  });
});
