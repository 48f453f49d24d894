// Each campaign page's claim (its card: amount, free months, who qualifies),
// proved by making the choice the page names in the simulation and reading
// what the quote charges. The cards print the definitions (campaigns.ts), so
// a definition whose figure the engine does not price fails here.
import { getCampaign, type CampaignId } from './campaigns';
import { priceCatalog } from './catalog';
import { defaultCampaignData, defaultPlanData, type CampaignData, type PlanData } from './entities';
import { simulate } from './estimate-from-choices';
import type { PriceBreakdown } from './price-breakdown';

const IN_PERIOD = new Date('2025-08-01T12:00:00+09:00');
const AFTER_PERIOD = new Date('2026-12-02T12:00:00+09:00');
const noBase = { isChangeCP: false, isOneYear980CP: false, is50000CP: false };
const switching = { isChangeCP: true, isOneYear980CP: false, is50000CP: false };

interface Claim {
  id: CampaignId;
  plan: Partial<PlanData>;
  campaign: Partial<CampaignData>;
  now?: Date;
  address?: { prefecture: string; city: string };
  /** What the quote charges for the claim to hold. */
  check: (b: PriceBreakdown, c: ReturnType<typeof getCampaign>) => void;
}

const cashBackOf = (b: PriceBreakdown, id: CampaignId) =>
  b.cashBack.find((item) => item.campaignId === id)?.amount;
const lineOf = (b: PriceBreakdown, id: string) => b.monthlyLines.find((l) => l.id === id);
const paysCashBack: Claim['check'] = (b, c) => expect(cashBackOf(b, c.id)).toBe(c.amount);
const freeMonths =
  (lineId: string): Claim['check'] =>
  (b, c) =>
    expect(lineOf(b, lineId)?.promo).toMatchObject({ months: c.months, amount: 0, campaignId: c.id });
const basePrice: Claim['check'] = (b, c) =>
  expect(lineOf(b, 'plan')?.promo).toMatchObject({ months: c.months, amount: c.amount, campaignId: c.id });

const claims: Claim[] = [
  {
    id: 'is50000CP',
    plan: {},
    campaign: { baseCampaign: { ...noBase, is50000CP: true } },
    check: paysCashBack,
  },
  {
    id: 'is25000CP',
    plan: { baseMenu: 1 },
    campaign: { baseCampaign: switching, campaignPolicy: 'benefits' },
    check: paysCashBack,
  },
  {
    id: 'isOriginal30000CP',
    plan: { baseMenu: 1, selectedPlan: 'plan10G' },
    campaign: { baseCampaign: switching, campaignPolicy: 'benefits' },
    check: paysCashBack,
  },
  {
    id: 'isOriginal25000CP',
    plan: { baseMenu: 1, selectedPlan: 'plan1G' },
    campaign: { baseCampaign: switching, campaignPolicy: 'price' },
    check: paysCashBack,
  },
  { id: 'isOriginal5000CP', plan: {}, campaign: { baseCampaign: noBase }, check: paysCashBack },
  { id: 'isOriginalAddCP', plan: {}, campaign: {}, now: IN_PERIOD, check: paysCashBack },
  {
    id: 'isOriginalLimitedAddCP',
    plan: {},
    campaign: {},
    address: { prefecture: '長野県', city: '松本市' },
    check: paysCashBack,
  },
  {
    id: 'is10GAnd980CP6',
    plan: { selectedPlan: 'plan10G' },
    campaign: { baseCampaign: { ...noBase, isOneYear980CP: true } },
    check: basePrice,
  },
  {
    id: 'is1GAnd980CP6',
    plan: { selectedPlan: 'plan1G' },
    campaign: { baseCampaign: { ...noBase, isOneYear980CP: true } },
    check: basePrice,
  },
  {
    id: 'isOneYearWariCP',
    plan: { baseMenu: 1, selectedPlan: 'plan1G' },
    campaign: { baseCampaign: switching, campaignPolicy: 'price' },
    check: (b, c) =>
      expect(lineOf(b, 'plan')?.promo).toMatchObject({
        months: c.months,
        amount: priceCatalog.plans.home.plan1G.monthly - c.amount!,
        campaignId: c.id,
      }),
  },
  {
    id: 'isChangeCP',
    plan: { baseMenu: 1 },
    campaign: { baseCampaign: switching },
    // A refund of the other carrier's fees against receipts: named on the quote, never priced in it.
    check: (b, c) => expect(b.appliedCampaigns.map((a) => a.id)).toContain(c.id),
  },
  {
    id: 'isNetflixCP',
    plan: { netflixPlan: 'premium', selectedPlan: 'plan1G' },
    campaign: {},
    check: freeMonths('netflixPlan'),
  },
  {
    id: 'is10GAndNetflixCP',
    plan: { netflixPlan: 'premium', selectedPlan: 'plan10G' },
    campaign: {},
    check: freeMonths('netflixPlan'),
  },
  { id: 'isVODCP', plan: { isVideo: true }, campaign: {}, check: freeMonths('videoPlan') },
  {
    id: 'is10GAndGigazoCP3',
    plan: { isGigazo: true, selectedPlan: 'plan10G' },
    campaign: {},
    check: freeMonths('isGigazo'),
  },
  {
    id: 'isAuCouponCP',
    plan: { baseMenu: 1 },
    campaign: {},
    check: (b, c) => expect(b.couponTotal).toBe(c.amount),
  },
  {
    // /campaign/original/: a checked referral code adds its cash back to the others.
    id: 'isOriginalFriendCP',
    plan: {},
    campaign: { introducerId: 'HIKARI01' },
    check: paysCashBack,
  },
  {
    id: 'construction',
    plan: {},
    campaign: {},
    check: (b, c) =>
      expect(b.oneTimeCosts.find((cost) => cost.id === 'installation')).toMatchObject({
        amount: c.amount,
        payable: 0,
        waivedBy: c.id,
      }),
  },
  {
    id: 'initialCost',
    plan: {},
    campaign: {},
    check: (b, c) =>
      expect(b.oneTimeCosts.find((cost) => cost.id === 'adminFee')).toMatchObject({
        amount: c.amount,
        payable: 0,
        waivedBy: c.id,
      }),
  },
];

describe('every campaign claim, priced by the engine for the choice its page names', () => {
  it.each(claims.map((claim) => [claim.id, getCampaign(claim.id).description, claim] as const))(
    '%s 「%s」',
    (id, _words, claim) => {
      const { breakdown } = simulate(
        { ...defaultPlanData, isAreaChecked: true, ...claim.plan },
        { ...defaultCampaignData, ...claim.campaign },
        { now: claim.now ?? AFTER_PERIOD, campaignAddress: claim.address ?? null },
      );
      claim.check(breakdown, getCampaign(id));
      expect(breakdown.effectiveMonthly).toBeGreaterThanOrEqual(0);
    },
  );
});

describe('/campaign/start-wari/: the 10G monthly fee its table states', () => {
  it.each([
    [0, 'home'],
    [1, 'apartment'],
  ] as const)(
    'is what a 10G quote charges in every month of the term (buildingType %s)',
    (buildingType, kind) => {
      const { breakdown } = simulate(
        { ...defaultPlanData, isAreaChecked: true, buildingType, selectedPlan: 'plan10G', baseMenu: 0 },
        { ...defaultCampaignData, baseCampaign: noBase },
        { now: AFTER_PERIOD, campaignAddress: null },
      );
      const plan = lineOf(breakdown, 'plan');
      expect(plan?.amount).toBe(priceCatalog.plans[kind].plan10G.monthly);
      expect(plan?.promo ?? null).toBeNull();
      expect(plan?.later ?? null).toBeNull();
    },
  );
});
