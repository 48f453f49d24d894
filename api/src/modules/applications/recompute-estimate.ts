// The estimate the API stores with an application, recomputed with the
// shared domain code from the visitor's choices and the server's own facts
// (its area search of the installation address, the campaign offer it holds,
// the clock). Prices and campaign flags sent by the browser are never taken
// as they are: only the visitor's choices (plan, menu, options, the base
// campaign and benefit they chose) are read, and a base campaign that is not
// on offer is dropped.
import {
  breakdownFor,
  estimateFromChoices,
  type CampaignAddress,
  type CampaignData,
  type CampaignOffer,
  type PlanData,
  type PriceBreakdown,
} from '@hikari/shared/domain';

export interface SubmittedChoices {
  planData: PlanData;
  campaignData: CampaignData;
}

export interface ServerFacts {
  /** From the server's area search for the installation address; null when it does not know it. */
  is10GArea: boolean | null;
  /** The served address of that search (prefecture, city), for area-limited campaigns; null when not served. */
  campaignAddress: CampaignAddress | null;
  /** The campaign offer stored with the settings. */
  offer: CampaignOffer;
  /** The works days the visitor wished (customer.dowConstruction): only weekend days mean the holiday works fee. */
  wishedWorksDays: readonly string[];
  /** The server's area search found the apartment building unregistered: priced as a home. */
  isMansionHome: boolean;
  /** The referral code was checked and counted. */
  introducerAccepted: boolean;
  now: Date;
}

export interface StoredEstimate {
  planData: PlanData;
  campaignData: CampaignData;
  breakdown: PriceBreakdown;
}

export function recomputeEstimate(submitted: SubmittedChoices, facts: ServerFacts): StoredEstimate {
  const { planData: plan, campaignData: campaign } = submitted;
  // The same mapping from choices to the estimate as the simulation page
  // (estimateFromChoices resets every campaign flag and grants them again
  // from the offer), with the server's facts in place of the browser's.
  const context = {
    now: facts.now,
    is10GArea: facts.is10GArea,
    offer: facts.offer,
    campaignAddress: facts.campaignAddress,
    wishedWorksDays: facts.wishedWorksDays,
    isMansionHome: facts.isMansionHome,
  };
  const computed = estimateFromChoices(plan, campaign, context);
  const planData: PlanData = computed.planData;
  // The referral cash back, priced from the offer: only for a code the server accepted.
  const friend = facts.introducerAccepted && computed.campaignData.isOriginalFriendCP;
  const campaignData: CampaignData = {
    ...computed.campaignData,
    isOriginalFriendCP: friend,
    originalFriendCPCost: friend ? computed.campaignData.originalFriendCPCost : 0,
  };
  return {
    planData,
    campaignData,
    breakdown: breakdownFor({ planData, campaignData }, context),
  };
}
