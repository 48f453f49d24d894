import { FIXTURE_NOW as INSIDE_PERIOD } from '@hikari/shared/testing/fixtures';
import { defaultCampaignOffer } from './campaign-offer';
import { priceCatalog } from './catalog';
import { defaultPlanData } from './entities';
import { computeEstimate, type EstimateInput } from './estimate';

const OUTSIDE_PERIOD = new Date('2025-11-01T12:00:00+09:00');

const base: EstimateInput = {
  isAreaChecked: true,
  is10GArea: true,
  buildingType: 0,
  selectedPlan: 'plan10G',
  baseMenu: 0,
  selectedOptions: [],
  netflixPlan: null,
  campaignPolicy: 'benefits',
  baseCampaign: { isChangeCP: false, isOneYear980CP: false, is50000CP: false },
};

const run = (overrides: Partial<EstimateInput>, now = OUTSIDE_PERIOD) =>
  computeEstimate({ ...base, ...overrides }, now);

describe('reset (estimate data reset, the area-checked flag kept)', () => {
  it.each([true, false])('keeps isAreaChecked=%s', (isAreaChecked) => {
    expect(run({ isAreaChecked }).planData.isAreaChecked).toBe(isAreaChecked);
  });

  it('starts every other flag from the defaults', () => {
    const { planData } = run({});
    expect(planData).toEqual({
      ...defaultPlanData,
      isAreaChecked: true,
      selectedPlan: 'plan10G',
      simulationType: 0,
    });
  });

  it('carries the area facts through', () => {
    const { planData } = run({
      buildingType: 1,
      prefecture: '愛知県',
      mansionPlanType: 'VDSL',
      isMansionHome: true,
    });
    expect(planData).toMatchObject({
      buildingType: 1,
      prefecture: '愛知県',
      mansionPlanType: 'VDSL',
      isMansionHome: true,
    });
  });
});

describe('simulationType and ereaType', () => {
  it.each([
    [true, 0],
    [false, 1],
    [null, 0],
    [undefined, 0],
  ] as const)('is10GArea %p gives ereaType %i', (is10GArea, ereaType) => {
    const { planData } = run({ is10GArea });
    expect(planData.ereaType).toBe(ereaType);
    expect(planData.simulationType).toBe(0);
  });
});

describe('menu', () => {
  it.each([
    [0, false, false],
    [1, true, false],
    [2, true, true],
  ] as const)('baseMenu %i: isPhone %s, isTV %s', (baseMenu, isPhone, isTV) => {
    const { planData } = run({ baseMenu });
    expect(planData).toMatchObject({ baseMenu, isPhone, isTV });
  });
});

describe('options from the selected list', () => {
  it.each([
    [['isMeshWiFi'], { isMeshWiFi: true, isVideo: false, isPhone: false, isSecurityPack: false }],
    [
      ['isVideo', 'isSecurityPack'],
      { isMeshWiFi: false, isVideo: true, isPhone: false, isSecurityPack: true },
    ],
    [['isPhone'], { isPhone: true }],
    // Only the four listed options can be switched on this way.
    [['isTV', 'isGigazo', 'isAnshinSupport'], { isTV: false, isGigazo: false, isAnshinSupport: false }],
  ])('%j sets %j', (selectedOptions, expected) => {
    expect(run({ selectedOptions }).planData).toMatchObject(expected);
  });
});

describe('switching campaign and benefit policy', () => {
  it.each([
    // isChangeCP, menu, policy → isChangeCP, is25000CP, isOneYearWariCP
    [true, 1, 'benefits', true, true, false],
    [true, 2, 'price', true, false, true],
    [true, 0, 'benefits', false, false, false],
    [true, 0, 'price', false, false, false],
    [false, 1, 'benefits', false, false, false],
    [false, 2, 'price', false, false, false],
  ] as const)(
    'base isChangeCP %s, menu %i, policy %s → change %s, 25000 %s, one-year discount %s',
    (isChangeCP, baseMenu, campaignPolicy, change, cp25000, wari) => {
      const { campaignData } = run({
        baseMenu,
        campaignPolicy,
        baseCampaign: { isChangeCP, isOneYear980CP: false, is50000CP: false },
      });
      expect(campaignData).toMatchObject({ isChangeCP: change, is25000CP: cp25000, isOneYearWariCP: wari });
      expect(campaignData.campaignPolicy).toBe(campaignPolicy);
    },
  );
});

describe('980 campaigns by plan', () => {
  it.each([
    [{ isOneYear980CP: true, is50000CP: false }, 'plan10G', true, false],
    [{ isOneYear980CP: true, is50000CP: false }, 'plan1G', false, true],
    // The 50,000-yen cash back is the other choice, not an extra on top of the 980 price.
    [{ isOneYear980CP: false, is50000CP: true }, 'plan10G', false, false],
    [{ isOneYear980CP: false, is50000CP: true }, 'plan1G', false, false],
    [{ isOneYear980CP: false, is50000CP: false }, 'plan10G', false, false],
  ] as const)('base %j with %s → 10G980 %s, 1G980 %s', (flags, selectedPlan, is10G, is1G) => {
    const { campaignData } = run({ selectedPlan, baseCampaign: { isChangeCP: false, ...flags } });
    expect(campaignData.is10GAnd980CP6).toBe(is10G);
    expect(campaignData.is1GAnd980CP6).toBe(is1G);
    expect(campaignData.baseCampaign).toEqual({ isChangeCP: false, ...flags });
    // The chosen base campaign is itself a campaign of the estimate.
    expect(campaignData.isOneYear980CP).toBe(flags.isOneYear980CP);
    expect(campaignData.is50000CP).toBe(flags.is50000CP);
  });
});

describe('site-original cash back', () => {
  const change = { isChangeCP: true, isOneYear980CP: false, is50000CP: false };
  it.each([
    // plan, menu, policy, change → 30000, 25000, 5000
    ['plan10G', 1, 'price', change, true, false, false],
    ['plan10G', 1, 'benefits', change, true, false, false],
    ['plan1G', 1, 'price', change, false, true, false],
    ['plan1G', 2, 'benefits', change, false, true, false],
    ['plan10G', 0, 'benefits', change, false, false, true],
    ['plan1G', 1, 'benefits', { ...change, isChangeCP: false }, false, false, true],
  ] as const)(
    '%s menu %i policy %s → 30000 %s, 25000 %s, 5000 %s',
    (selectedPlan, baseMenu, campaignPolicy, baseCampaign, cp30000, cp25000, cp5000) => {
      const { campaignData } = run({ selectedPlan, baseMenu, campaignPolicy, baseCampaign });
      expect(campaignData.isOriginal30000CP).toBe(cp30000);
      expect(campaignData.isOriginal25000CP).toBe(cp25000);
      expect(campaignData.isOriginal5000CP).toBe(cp5000);
    },
  );
});

describe('streaming campaigns', () => {
  it.each([
    [null, 'plan10G', [], false, false, false],
    ['normal', 'plan10G', [], false, false, false],
    ['premium', 'plan1G', [], true, false, false],
    ['premium', 'plan10G', [], true, false, true],
    // The VOD campaign follows the video option, never the Netflix pack.
    [null, 'plan1G', ['isVideo'], false, true, false],
    ['premium', 'plan10G', ['isVideo'], true, true, true],
  ] as const)(
    'netflixPlan %p with %s and %j → streaming %s, VOD %s, 10G streaming %s',
    (netflixPlan, selectedPlan, selectedOptions, nf, vod, nf10G) => {
      const { campaignData, planData } = run({ netflixPlan, selectedPlan, selectedOptions });
      expect(planData.netflixPlan).toBe(netflixPlan);
      expect(campaignData).toMatchObject({ isNetflixCP: nf, isVODCP: vod, is10GAndNetflixCP: nf10G });
    },
  );
});

describe('phone sets the coupon campaign', () => {
  it.each([
    [0, [], false],
    [1, [], true],
    [2, [], true],
    [0, ['isPhone'], true],
  ] as const)('menu %i options %j → coupon %s', (baseMenu, selectedOptions, coupon) => {
    expect(run({ baseMenu, selectedOptions }).campaignData.isAuCouponCP).toBe(coupon);
  });
});

describe('limited and additional amounts', () => {
  it('adds the additional 10,000 yen only inside its period', () => {
    expect(run({}, INSIDE_PERIOD).campaignData).toMatchObject({
      isOriginalAddCP: true,
      originalAddCPCost: 10000,
    });
    expect(run({}, OUTSIDE_PERIOD).campaignData).toMatchObject({
      isOriginalAddCP: false,
      originalAddCPCost: 0,
    });
    expect(run({}, new Date('2025-09-30T00:00:00+09:00')).campaignData.isOriginalAddCP).toBe(false);
    expect(run({}, new Date('2025-09-29T23:59:59.999+09:00')).campaignData.isOriginalAddCP).toBe(true);
  });

  it('adds the area-limited amount for a visitor in the limited area', () => {
    const campaignAddress = { prefecture: '長野県', city: '松本市' };
    expect(run({ campaignAddress }).campaignData).toMatchObject({
      isOriginalLimitedAddCP: true,
      originalLimitedAddCPCost: priceCatalog.campaigns.limitedAdditional,
    });
    expect(run({}).campaignData).toMatchObject({
      isOriginalLimitedAddCP: false,
      originalLimitedAddCPCost: 0,
    });
  });

  it('takes the amounts from the offer it is given', () => {
    const offer = {
      ...defaultCampaignOffer,
      amounts: { ...priceCatalog.campaigns, additional: 8000, limitedAdditional: 3000 },
    };
    const campaignAddress = { prefecture: '愛知県', city: '豊田市' };
    const { campaignData } = computeEstimate({ ...base, campaignAddress }, INSIDE_PERIOD, { offer });
    expect(campaignData.originalAddCPCost).toBe(8000);
    expect(campaignData.originalLimitedAddCPCost).toBe(3000);
  });
});

describe('a full case', () => {
  it('apartment, 1G, phone + TV, switching with the discount, premium Netflix, in the period', () => {
    const { planData, campaignData } = computeEstimate(
      {
        ...base,
        buildingType: 1,
        selectedPlan: 'plan1G',
        baseMenu: 2,
        selectedOptions: ['isMeshWiFi'],
        netflixPlan: 'premium',
        campaignPolicy: 'price',
        baseCampaign: { isChangeCP: true, isOneYear980CP: true, is50000CP: false },
        introducerId: 'AB12CD34',
      },
      INSIDE_PERIOD,
    );
    expect(planData).toMatchObject({
      buildingType: 1,
      isPhone: true,
      isTV: true,
      isMeshWiFi: true,
      netflixPlan: 'premium',
    });
    expect(campaignData).toMatchObject({
      isChangeCP: true,
      isOneYearWariCP: true,
      is25000CP: false,
      is1GAnd980CP6: true,
      is10GAnd980CP6: false,
      isOriginal25000CP: true,
      isOriginal30000CP: false,
      isOriginal5000CP: false,
      isNetflixCP: true,
      // No video option chosen: no VOD campaign.
      isVODCP: false,
      is10GAndNetflixCP: false,
      isAuCouponCP: true,
      isOriginalAddCP: true,
      originalAddCPCost: 10000,
      introducerId: 'AB12CD34',
      // The chosen base campaign; gigazo was not chosen.
      is50000CP: false,
      isOneYear980CP: true,
      is10GAndGigazoCP3: false,
      // The referral code the form checked: its cash back, priced from the offer.
      isOriginalFriendCP: true,
      originalFriendCPCost: 2000,
    });
  });

  it('grants no referral cash back without a code', () => {
    const { campaignData } = computeEstimate({ ...base, introducerId: '' }, INSIDE_PERIOD);
    expect(campaignData).toMatchObject({ isOriginalFriendCP: false, originalFriendCPCost: 0 });
  });

  it('does not mutate its input', () => {
    const input: EstimateInput = {
      ...base,
      baseCampaign: { isChangeCP: true, isOneYear980CP: false, is50000CP: false },
    };
    const { campaignData } = computeEstimate(input, OUTSIDE_PERIOD);
    campaignData.baseCampaign.isChangeCP = false;
    expect(input.baseCampaign.isChangeCP).toBe(true);
  });
});
