import {
  campaignDefinitionsFor,
  defaultCampaignData,
  defaultCampaignOffer,
  defaultPlanData,
  priceCatalog,
  type CampaignData,
  type PlanData,
} from '@hikari/shared/domain';
import { tripleComparison } from './triple-comparison';

const now = new Date('2025-08-01T12:00:00+09:00');
const context = {
  now,
  offer: defaultCampaignOffer,
  definitions: campaignDefinitionsFor(defaultCampaignOffer),
};
const ids = (campaigns: { id: string }[]) => campaigns.map((campaign) => campaign.id);

describe('tripleComparison', () => {
  it.each([
    ['a 10G home', { buildingType: 0, selectedPlan: 'plan10G' }],
    ['a 1G apartment', { buildingType: 1, selectedPlan: 'plan1G' }],
  ] as const)('prices the phone and the TV on top of the internet for %s', (_label, plan) => {
    const result = tripleComparison(
      { ...defaultPlanData, ...plan } as PlanData,
      defaultCampaignData,
      context,
    );
    const { isPhone, isTV } = priceCatalog.options;
    expect(result.triple.monthlyAfterFirstYear - result.netOnly.monthlyAfterFirstYear).toBe(
      isPhone.monthly + isTV.monthly,
    );
    // The TV's installation is the one initial cost no standing campaign waives.
    expect(result.triple.oneTimeTotal - result.netOnly.oneTimeTotal).toBe(priceCatalog.fees.tvInstallation);
  });

  it('names the campaigns only the three services earn: the au PAY coupon and the antenna loan', () => {
    const result = tripleComparison(defaultPlanData, defaultCampaignData, context);
    expect(ids(result.added)).toEqual(['isAuCouponCP', 'antenna']);
    expect(result.triple.couponTotal - result.netOnly.couponTotal).toBe(priceCatalog.campaigns.auCoupon);
  });

  it('says what switching from another carrier adds to the three services, only when the visitor has not said so', () => {
    const staying = tripleComparison(defaultPlanData, defaultCampaignData, context);
    expect(ids(staying.addedBySwitching)).toContain('isChangeCP');

    const switching: CampaignData = {
      ...defaultCampaignData,
      baseCampaign: { ...defaultCampaignData.baseCampaign, isChangeCP: true },
    };
    const result = tripleComparison(defaultPlanData, switching, context);
    expect(result.addedBySwitching).toEqual([]);
    // Switching needs the phone: with the internet alone the refund does not apply.
    expect(ids(result.added)).toContain('isChangeCP');
    expect(result.triple.cashBackTotal).toBeGreaterThan(result.netOnly.cashBackTotal);
  });
});
