// From the visitor's choices (planData/campaignData as the store holds them)
// to the estimate of spec section 4 and its price. One function for the
// simulation page, the campaign pages and the API's recompute, so the quote a
// visitor sees is the quote the server stores.
//
// computeEstimate resets the plan data and only sets the flags its rules
// know (menu, the "selected list" of options, streaming); the options it
// does not price as campaigns (DAZN, gigazo, kurashi support, phone
// sub-options, holiday installation …) are the visitor's own choices and are
// carried over from the store after the reset, so they still reach the price
// breakdown and the application.

import type { CampaignData, PlanData } from './entities';
import { ESTIMATE_OPTION_FLAGS, computeEstimate, type Estimate } from './estimate';
import { buildPriceBreakdown, type PriceBreakdown } from './price-breakdown';

/** Phone sub-options: they mean nothing without 光電話 and are dropped when it is not chosen. */
export const PHONE_SUB_OPTION_FLAGS = [
  'isWaribikiPack',
  'isNumberDisplay',
  'isWarikomi',
  'isTensou',
  'isRejectNuisanceCall',
  'isUnannounced',
  'isAnshinPhone',
  'isPlusNumber',
  'isPlusChannel',
  'is050',
] as const;

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
  /** The moment the estimate is for (decides the additional campaign). */
  now: Date;
  /** The visitor's area is in the area-limited campaign (banner type 'area'). */
  isLimitedCampaignArea: boolean;
  /**
   * Whether the address is a 10G area, when a trusted source knows it (the API
   * reads its area master). Default: from the choices, false when ereaType is 1.
   */
  is10GArea?: boolean | null;
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
      isLimitedCampaignArea: context.isLimitedCampaignArea,
      introducerId: campaignData.introducerId,
      prefecture: planData.prefecture,
      mansionPlanType: planData.mansionPlanType,
      isMansionHome: planData.isMansionHome,
    },
    context.now,
  );

  const carried: Partial<PlanData> = {};
  for (const key of CARRIED_CHOICES) Object.assign(carried, { [key]: planData[key] });
  for (const flag of PHONE_SUB_OPTION_FLAGS) carried[flag] = hasPhone && planData[flag];
  carried.isTensouTel = hasPhone && planData.isTensou ? planData.isTensouTel : '';
  carried.isTensouSelected = carried.isTensouTel !== '';

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
  return { estimate, breakdown: buildPriceBreakdown(estimate.planData, estimate.campaignData, context.now) };
}
