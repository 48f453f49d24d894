import { priceCatalog, type PriceCatalog } from './catalog';
import {
  additionalCampaignPeriodLabel,
  buildCampaignDefinitions,
  campaignDefinitions,
  getCampaign,
  isAdditionalCampaignActive,
  isWithinPeriod,
  type CampaignId,
} from './campaigns';
import { findRoute } from './routes';

describe('isAdditionalCampaignActive (docs/business-rules.md#campaigns: 2025-07-11 to 2025-09-30, Japan time, strictly between)', () => {
  it.each([
    ['2025-07-10T23:59:59.999+09:00', false],
    ['2025-07-11T00:00:00.000+09:00', false], // the start bound itself is excluded
    ['2025-07-11T00:00:00.001+09:00', true],
    ['2025-07-10T15:00:00.001Z', true], // the same instant written in UTC
    ['2025-08-15T12:00:00+09:00', true],
    ['2025-09-29T23:59:59.999+09:00', true],
    ['2025-09-30T00:00:00.000+09:00', false], // the end bound itself is excluded
    ['2025-09-30T12:00:00+09:00', false],
    ['2025-10-01T00:00:00+09:00', false],
    // 2025-09-29 20:00 UTC is already 9月30日 05:00 in Japan.
    ['2025-09-29T20:00:00Z', false],
    // 2025-07-10 16:00 UTC is 7月11日 01:00 in Japan.
    ['2025-07-10T16:00:00Z', true],
  ])('at %s: %s', (iso, active) => {
    expect(isAdditionalCampaignActive(new Date(iso))).toBe(active);
  });

  it('follows an edited period', () => {
    const period = { startsAfter: '2025-09-30T00:00:00+09:00', endsBefore: '2025-10-01T00:00:00+09:00' };
    expect(isAdditionalCampaignActive(new Date('2025-09-30T12:00:00+09:00'), period)).toBe(true);
  });

  it('is never active on an unreadable period', () => {
    expect(
      isWithinPeriod(new Date('2025-08-01T00:00:00Z'), { startsAfter: 'x', endsBefore: '2026-01-01' }),
    ).toBe(false);
  });
});

describe('additionalCampaignPeriodLabel', () => {
  it('prints the first and the last day that qualify', () => {
    expect(additionalCampaignPeriodLabel()).toBe('2025年7月11日（金）～2025年9月29日（月）');
  });
  it('prints the edited end day when the end moves to the next midnight', () => {
    expect(
      additionalCampaignPeriodLabel({
        startsAfter: '2025-07-11T00:00:00+09:00',
        endsBefore: '2025-10-01T00:00:00+09:00',
      }),
    ).toBe('2025年7月11日（金）～2025年9月30日（火）');
  });
});

const allIds: CampaignId[] = [
  'is50000CP',
  'is25000CP',
  'isOriginal30000CP',
  'isOriginal25000CP',
  'isOriginal5000CP',
  'isOriginalAddCP',
  'isOriginalLimitedAddCP',
  'isOriginalFriendCP',
  'isOneYear980CP',
  'is10GAnd980CP6',
  'is1GAnd980CP6',
  'isOneYearWariCP',
  'isChangeCP',
  'isNetflixCP',
  'isVODCP',
  'is10GAndNetflixCP',
  'isAuCouponCP',
  'is10GAndGigazoCP3',
  'construction',
  'initialCost',
  'router',
  'antenna',
];

describe('campaign definitions', () => {
  it('define every campaign exactly once', () => {
    expect(campaignDefinitions.map((c) => c.id).sort()).toEqual([...allIds].sort());
  });

  it.each(allIds)('%s has Japanese texts and a campaign page that exists in the route table', (id) => {
    const campaign = getCampaign(id);
    for (const text of [campaign.name, campaign.description, campaign.eligibility, campaign.reason]) {
      expect(text).toMatch(/[ぁ-んァ-ヶ一-龯]/);
    }
    expect(campaign.route).toMatch(/^\/campaign\/[a-z0-9-]+\/$/);
    expect(findRoute(campaign.route)).toBeDefined();
  });

  it.each([
    ['is50000CP', 'cashBack', 50000, '/campaign/cash-back/'],
    ['is25000CP', 'cashBack', 25000, '/campaign/cash-back-2/'],
    ['isOriginal30000CP', 'cashBack', 30000, '/campaign/original/'],
    ['isOriginal25000CP', 'cashBack', 25000, '/campaign/original/'],
    ['isOriginal5000CP', 'cashBack', 5000, '/campaign/original/'],
    ['isOriginalAddCP', 'cashBack', 10000, '/campaign/web-cash-back/'],
    ['is10GAnd980CP6', 'monthlyPrice', 980, '/campaign/one-year-980/'],
    ['is1GAnd980CP6', 'monthlyPrice', 980, '/campaign/one-year-980/'],
    ['isOneYearWariCP', 'monthlyDiscount', 1100, '/campaign/one-year-wari/'],
    ['isChangeCP', 'refundCap', 60000, '/campaign/change/'],
    ['isAuCouponCP', 'coupon', 10000, '/campaign/au-coupon/'],
    ['construction', 'waiver', 27500, '/campaign/construction/'],
    ['initialCost', 'waiver', 770, '/campaign/initial-cost/'],
  ] as const)('%s: %s %i, page %s', (id, benefit, amount, route) => {
    expect(getCampaign(id)).toMatchObject({ benefit, amount, route });
  });

  it.each([
    ['is10GAnd980CP6', 12],
    ['isOneYearWariCP', 12],
    ['isNetflixCP', 6],
    ['is10GAndNetflixCP', 12],
    ['is10GAndGigazoCP3', 3],
    ['construction', 24],
  ] as const)('%s lasts %i months', (id, months) => {
    expect(getCampaign(id).months).toBe(months);
  });

  it('the 10G 980 campaign gives the reason the estimate shows', () => {
    expect(getCampaign('is10GAnd980CP6').reason).toBe('10ギガプランと同時申込のため');
  });

  it('takes its amounts from the catalog data', () => {
    const edited: PriceCatalog = {
      ...priceCatalog,
      campaigns: { ...priceCatalog.campaigns, is50000CP: 40000 },
    };
    const cashBack = buildCampaignDefinitions(edited).find((c) => c.id === 'is50000CP');
    expect(cashBack?.amount).toBe(40000);
    expect(cashBack?.name).toBe('40,000円キャッシュバック');
  });

  it('prints the additional period in its description', () => {
    expect(getCampaign('isOriginalAddCP').description).toContain('2025年9月29日（月）');
  });

  it('refuses an unknown id', () => {
    expect(() => getCampaign('nope' as CampaignId)).toThrow('Unknown campaign: nope');
  });
});
