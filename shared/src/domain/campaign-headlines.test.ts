import { FIXTURE_NOW as IN_ADDITIONAL } from '@hikari/shared/testing/fixtures';
import {
  campaignLastDayLabel,
  defaultCampaignOffer,
  isCampaignAdvertised,
  type CampaignOffer,
} from './campaign-offer';
import {
  compareBaseCampaigns,
  compareCampaignPolicies,
  knownHeadlineTotal,
  knownMaxCashBack,
  renderedHeadlineTotal,
  maxReachableCashBack,
  maxReachableCashBackSoon,
  renderedHeadlineContent,
} from './campaign-headlines';
import { defaultCampaignData, defaultPlanData } from './entities';
import { simulate } from './estimate-from-choices';

const TODAY = new Date('2026-11-26T12:00:00+09:00');

describe('maxReachableCashBack', () => {
  it.each([
    ['today (additional campaign ended)', TODAY, null, 105000],
    ['inside the additional period', IN_ADDITIONAL, null, 115000],
    ['today, in the area-limited campaign area', TODAY, { prefecture: '長野県', city: '松本市' }, 110000],
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

describe('the headline search kept per offer and moment', () => {
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

  /** An offer no search has met yet (its own au coupon amount), otherwise the default offer. */
  let unseen = 0;
  const unseenOffer = (): CampaignOffer => {
    unseen += 1;
    return {
      ...defaultCampaignOffer,
      amounts: { ...defaultCampaignOffer.amounts, auCoupon: defaultCampaignOffer.amounts.auCoupon + unseen },
    };
  };

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
    'at %s the answer kept from other instants is what the simulation gives',
    (_label, now) => {
      const offer = unseenOffer();
      // Fill the memory with every other instant first.
      for (const other of instants) maxReachableCashBack(offer, other, address);
      expect(maxReachableCashBack(offer, now, address).total).toBe(largestBySimulation(offer, now, address));
    },
  );

  it('searches again when a period starts, not every minute', () => {
    const offer = unseenOffer();
    maxReachableCashBack(offer, new Date('2025-07-11T00:01:00+09:00'));
    expect(knownMaxCashBack(offer, new Date('2025-08-20T15:37:00+09:00'))?.total).toBe(115000);
    expect(knownMaxCashBack(offer, new Date('2025-10-01T00:00:00+09:00'))).toBeUndefined();
  });

  it('knows an offer by its content: the same offer from the server, as a new object, is not searched again', () => {
    const offer = unseenOffer();
    const reach = maxReachableCashBack(offer, TODAY);
    expect(knownMaxCashBack(JSON.parse(JSON.stringify(offer)) as CampaignOffer, TODAY)).toBe(reach);
    const changed: CampaignOffer = { ...offer, amounts: { ...offer.amounts, is50000CP: 40000 } };
    expect(knownMaxCashBack(changed, TODAY)).toBeUndefined();
  });

  it('knows the figure a page names for its offer, moment and address, and no other', () => {
    const offer = unseenOffer();
    const page = renderedHeadlineContent(offer, TODAY, null, 123456);
    expect(page).toMatch(/^[0-9a-f]{16} 123456$/);
    // Nothing was searched for this offer: the figure is the page's.
    expect(knownHeadlineTotal(JSON.parse(JSON.stringify(offer)) as CampaignOffer, TODAY, null, page)).toBe(
      123456,
    );
    // Another minute of the same moment: the same headline.
    expect(knownHeadlineTotal(offer, new Date(TODAY.getTime() + 60_000), null, page)).toBe(123456);
    const changed: CampaignOffer = { ...offer, amounts: { ...offer.amounts, is50000CP: 40000 } };
    expect(knownHeadlineTotal(changed, TODAY, null, page)).toBeUndefined();
    expect(knownHeadlineTotal(offer, IN_ADDITIONAL, null, page)).toBeUndefined();
    expect(knownHeadlineTotal(offer, TODAY, { prefecture: '長野県', city: '松本市' }, page)).toBeUndefined();
    expect(knownHeadlineTotal(offer, TODAY, null, page.replace('123456', 'x'))).toBeUndefined();
    expect(knownHeadlineTotal(offer, TODAY, null, null)).toBeUndefined();
    // What this page searched comes first.
    const searched = maxReachableCashBack(offer, TODAY).total;
    expect(knownHeadlineTotal(offer, TODAY, null, page)).toBe(searched);
  });

  it.each<[string | null, number | undefined]>([
    ['0123456789abcdef 105000', 105000],
    ['0123456789abcdef 0', 0],
    ['0123456789abcdef', undefined],
    ['0123456789abcdef x', undefined],
    ['0123456789abcdef -5', undefined],
    ['0123456789abcdef 1.5', undefined],
    [null, undefined],
  ])('the figure a page shows, whatever its offer: %j gives %j', (rendered, total) => {
    expect(renderedHeadlineTotal(rendered)).toBe(total);
  });

  describe('in slices', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('gives the same answer as the search in one go, over many tasks, one promise per moment', async () => {
      const offer = unseenOffer();
      const first = maxReachableCashBackSoon(offer, TODAY, address, 0);
      expect(maxReachableCashBackSoon(offer, new Date(TODAY.getTime() + 60_000), address, 0)).toBe(first);
      expect(knownMaxCashBack(offer, TODAY, address)).toBeUndefined();
      let tasks = 0;
      while (!knownMaxCashBack(offer, TODAY, address)) {
        jest.advanceTimersByTime(1);
        tasks += 1;
        if (tasks > 1000) throw new Error('the search never ends');
      }
      // With no time allowed per slice, every simulation is its own task.
      expect(tasks).toBeGreaterThan(100);
      await expect(first).resolves.toEqual({
        total: largestBySimulation(offer, TODAY, address),
        choices: expect.anything(),
      });
      expect(maxReachableCashBackSoon(offer, TODAY, address, 0)).toBe(first);
      // A headline found in one go: a settled promise at once, the same one each time.
      const other = unseenOffer();
      const found = maxReachableCashBack(other, TODAY);
      const settled = maxReachableCashBackSoon(other, TODAY);
      expect(maxReachableCashBackSoon(other, TODAY)).toBe(settled);
      await expect(settled).resolves.toBe(found);
    });
  });
});

describe('comparisons of overlapping choices', () => {
  const plan = { ...defaultPlanData, isAreaChecked: true, baseMenu: 1 as const };
  it('shows 50,000円キャッシュバック gives the same first-year price as 1年間 月額980円, plus the cash back', () => {
    const [none, only980, cash] = compareBaseCampaigns(plan, defaultCampaignData, { now: TODAY }, [
      null,
      'isOneYear980CP',
      'is50000CP',
    ]);
    expect(only980!.firstYear).toBe(cash!.firstYear);
    expect(cash!.cashBackTotal - only980!.cashBackTotal).toBe(50000);
    expect(none!.firstYear).toBeGreaterThan(only980!.firstYear);
  });

  it('shows the policy 月額割引 gives 25,000円 less cash back for the same first-year price next to 980円', () => {
    const [benefits, price] = compareCampaignPolicies(
      plan,
      { ...defaultCampaignData, baseCampaign: { isChangeCP: true, isOneYear980CP: false, is50000CP: true } },
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
