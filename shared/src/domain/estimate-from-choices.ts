// From the visitor's choices (planData/campaignData as the store holds them)
// to the estimate of docs/business-rules.md#estimate and its price. One function for the
// simulation page, the campaign pages and the API's recompute, so the quote a
// visitor sees is the quote the server stores.
//
// computeEstimate resets the plan data and only sets the flags its rules
// know (menu, the "selected list" of options, streaming); the options it
// does not price as campaigns (DAZN, gigazo, kurashi support, phone
// sub-options, holiday installation …) are the visitor's own choices and are
// carried over from the store after the reset, so they still reach the price
// breakdown and the application.

import {
  campaignDefinitionsFor,
  catalogWithOffer,
  defaultCampaignOffer,
  offerPeriod,
  type CampaignAddress,
  type CampaignOffer,
} from './campaign-offer';
import { PHONE_SUB_OPTION_FLAGS } from './catalog';
import type { CampaignData, PlanData } from './entities';
import { ESTIMATE_OPTION_FLAGS, computeEstimate, type Estimate } from './estimate';
import { buildPriceBreakdown, type PriceBreakdown } from './price-breakdown';
import { holidayWorksFromWishedDays } from './quote-terms';

/** Choices computeEstimate resets but does not decide; they come from the visitor. */
const CARRIED_CHOICES = [
  'recommendPackageId',
  'isPinGoogleMap',
  'isNoAddress',
  'isAnshinSupport',
  'isOtherPhoneOp',
  'isDazn',
  'daznPlan',
  'isGamingCustom',
  'isSmartHome',
  'videoPlan',
  'isGigazo',
  'isKurashiSupport',
  'kurashiSupportPlan',
  'isHolidayConstruction',
] as const satisfies readonly (keyof PlanData)[];

export interface SimulationContext {
  /** The moment the estimate is for (decides which campaigns run). */
  now: Date;
  /** The campaigns on offer (from the settings). Default `defaultCampaignOffer`. */
  offer?: CampaignOffer;
  /**
   * The served address the area search confirmed (browser: the search the
   * visitor ran; API: its own search of the installation address). Default
   * null: no area-limited campaign.
   */
  campaignAddress?: CampaignAddress | null;
  /**
   * Whether the address is a 10G area, when a trusted source knows it (the API
   * reads its area master). Default: from the choices, false when ereaType is 1.
   */
  is10GArea?: boolean | null;
  /**
   * The works days the visitor wished (customer.dowConstruction). When given,
   * they decide the holiday works fee: only weekend days means the fee.
   * Default: not asked yet, the visitor's own choice (isHolidayConstruction).
   */
  wishedWorksDays?: readonly string[] | null;
  /**
   * An apartment building the area master does not know (priced as a home),
   * when a trusted source knows it (the API's own area search). Default: the
   * choices' isMansionHome (the visitor's area search).
   */
  isMansionHome?: boolean;
}

/** The plan the visitor can have: 10G only where the area allows it. */
export function allowedPlan(planData: PlanData): PlanData['selectedPlan'] {
  return planData.ereaType === 1 ? 'plan1G' : planData.selectedPlan;
}

export function estimateFromChoices(
  planData: PlanData,
  campaignData: CampaignData,
  context: SimulationContext,
): Estimate {
  const hasPhone = planData.baseMenu !== 0;
  const estimate = computeEstimate(
    {
      isAreaChecked: planData.isAreaChecked,
      is10GArea: context.is10GArea !== undefined ? context.is10GArea : planData.ereaType === 1 ? false : null,
      buildingType: planData.buildingType,
      selectedPlan: allowedPlan(planData),
      baseMenu: planData.baseMenu,
      selectedOptions: ESTIMATE_OPTION_FLAGS.filter((flag) => flag !== 'isPhone' && planData[flag]),
      netflixPlan: planData.netflixPlan,
      campaignPolicy: campaignData.campaignPolicy,
      baseCampaign: campaignData.baseCampaign,
      isGigazo: planData.isGigazo,
      campaignAddress: context.campaignAddress ?? null,
      introducerId: campaignData.introducerId,
      prefecture: planData.prefecture,
      mansionPlanType: planData.mansionPlanType,
      isMansionHome: context.isMansionHome ?? planData.isMansionHome,
    },
    context.now,
    { offer: context.offer ?? defaultCampaignOffer },
  );

  const carried: Partial<PlanData> = {};
  for (const key of CARRIED_CHOICES) Object.assign(carried, { [key]: planData[key] });
  for (const flag of PHONE_SUB_OPTION_FLAGS) carried[flag] = hasPhone && planData[flag];
  carried.isTensouTel = hasPhone && planData.isTensou ? planData.isTensouTel : '';
  carried.isTensouSelected = carried.isTensouTel !== '';
  carried.isHolidayConstruction =
    holidayWorksFromWishedDays(context.wishedWorksDays) ?? planData.isHolidayConstruction;

  return {
    planData: { ...estimate.planData, ...carried },
    campaignData: estimate.campaignData,
  };
}

export interface Simulation {
  estimate: Estimate;
  breakdown: PriceBreakdown;
}

export function simulate(
  planData: PlanData,
  campaignData: CampaignData,
  context: SimulationContext,
): Simulation {
  const estimate = estimateFromChoices(planData, campaignData, context);
  return { estimate, breakdown: breakdownFor(estimate, context) };
}

/** Prices an estimate with the figures and periods of the offer it was computed with. */
export function breakdownFor(
  estimate: Estimate,
  context: Pick<SimulationContext, 'now' | 'offer'>,
): PriceBreakdown {
  const offer = context.offer ?? defaultCampaignOffer;
  return buildPriceBreakdown(estimate.planData, estimate.campaignData, context.now, {
    catalog: catalogWithOffer(offer),
    additionalPeriod: offerPeriod(offer, 'isOriginalAddCP') ?? undefined,
    definitions: campaignDefinitionsFor(offer),
  });
}
