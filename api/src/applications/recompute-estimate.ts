// The estimate the API stores with an application, recomputed with the
// shared domain code from the visitor's choices and the server's own facts
// (the area master, the clock). Prices and campaign flags sent by the browser
// are never taken as they are.
import {
  buildPriceBreakdown,
  computeEstimate,
  ESTIMATE_OPTION_FLAGS,
  type BaseCampaign,
  type CampaignData,
  type PlanData,
  type PriceBreakdown,
} from '@hikari/shared/domain';

export interface SubmittedChoices {
  planData: PlanData;
  campaignData: CampaignData;
}

export interface ServerFacts {
  /** From the area master for the installation address; null when the master does not know it. */
  is10GArea: boolean | null;
  /** The referral code was checked and counted. */
  introducerAccepted: boolean;
  now: Date;
}

export interface StoredEstimate {
  planData: PlanData;
  campaignData: CampaignData;
  breakdown: PriceBreakdown;
  /**
   * Inputs the server cannot check yet and took from the browser: the base
   * campaign on offer and the area-limited campaign (no server-side
   * configuration exists for them). Kept apart so ops can review them.
   */
  browserClaims: { baseCampaign: BaseCampaign; isLimitedCampaignArea: boolean };
}

/** Fields computeEstimate decides; everything else in planData is the visitor's own choice. */
const DECIDED_BY_ESTIMATE = [
  'simulationType',
  'ereaType',
  'isAreaChecked',
  'buildingType',
  'selectedPlan',
  'baseMenu',
  'netflixPlan',
  'prefecture',
  'mansionPlanType',
  'isMansionHome',
  'isPhone',
  'isTV',
  ...ESTIMATE_OPTION_FLAGS,
] as const;

export function recomputeEstimate(submitted: SubmittedChoices, facts: ServerFacts): StoredEstimate {
  const { planData: plan, campaignData: campaign } = submitted;
  const browserClaims = {
    baseCampaign: { ...campaign.baseCampaign },
    isLimitedCampaignArea: campaign.isOriginalLimitedAddCP === true,
  };
  const computed = computeEstimate(
    {
      isAreaChecked: plan.isAreaChecked,
      is10GArea: facts.is10GArea,
      buildingType: plan.buildingType,
      selectedPlan: plan.selectedPlan,
      baseMenu: plan.baseMenu,
      selectedOptions: ESTIMATE_OPTION_FLAGS.filter((flag) => plan[flag] === true),
      netflixPlan: plan.netflixPlan,
      campaignPolicy: campaign.campaignPolicy,
      baseCampaign: browserClaims.baseCampaign,
      isLimitedCampaignArea: browserClaims.isLimitedCampaignArea,
      introducerId: campaign.introducerId,
      prefecture: plan.prefecture,
      mansionPlanType: plan.mansionPlanType,
      isMansionHome: plan.isMansionHome,
    },
    facts.now,
  );
  const planData: PlanData = { ...plan };
  for (const key of DECIDED_BY_ESTIMATE) {
    (planData as unknown as Record<string, unknown>)[key] = computed.planData[key];
  }
  const campaignData: CampaignData = {
    ...computed.campaignData,
    // The referral cash back: only for a code the server accepted. The catalog
    // has no figure for it yet, so the amount is left to the back office (0).
    isOriginalFriendCP: facts.introducerAccepted,
    originalFriendCPCost: 0,
  };
  return {
    planData,
    campaignData,
    breakdown: buildPriceBreakdown(planData, campaignData, facts.now),
    browserClaims,
  };
}
