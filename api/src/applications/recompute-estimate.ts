// The estimate the API stores with an application, recomputed with the
// shared domain code from the visitor's choices and the server's own facts
// (the area master, the clock). Prices and campaign flags sent by the browser
// are never taken as they are.
import {
  buildPriceBreakdown,
  estimateFromChoices,
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

export function recomputeEstimate(submitted: SubmittedChoices, facts: ServerFacts): StoredEstimate {
  const { planData: plan, campaignData: campaign } = submitted;
  const browserClaims = {
    baseCampaign: { ...campaign.baseCampaign },
    isLimitedCampaignArea: campaign.isOriginalLimitedAddCP === true,
  };
  // The same mapping from choices to the estimate as the simulation page, with the
  // server's own facts: the area master's 10G answer and the server clock.
  const computed = estimateFromChoices(
    plan,
    { ...campaign, baseCampaign: browserClaims.baseCampaign },
    {
      now: facts.now,
      is10GArea: facts.is10GArea,
      isLimitedCampaignArea: browserClaims.isLimitedCampaignArea,
    },
  );
  const planData: PlanData = computed.planData;
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
