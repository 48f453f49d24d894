// The estimate calculation of spec section 4, rule by rule. The browser runs
// it when the visitor confirms the simulation; the API runs it again on the
// submitted choices and stores its own result, so a price or campaign flag
// sent by the browser is never trusted.

import { isAdditionalCampaignActive, additionalCampaignPeriod, type CampaignPeriod } from './campaigns';
import { priceCatalog, type PriceCatalog } from './catalog';
import {
  defaultCampaignData,
  defaultPlanData,
  type BaseCampaign,
  type BaseMenu,
  type BuildingType,
  type CampaignData,
  type CampaignPolicy,
  type NetflixPlan,
  type PlanData,
  type SelectedPlan,
} from './entities';

/** The options the simulation offers as a list of checkboxes (spec: "from a selected list"). */
export const ESTIMATE_OPTION_FLAGS = ['isMeshWiFi', 'isVideo', 'isPhone', 'isSecurityPack'] as const;
export type EstimateOptionFlag = (typeof ESTIMATE_OPTION_FLAGS)[number];

export interface EstimateInput {
  /** The previous estimate's area-checked flag: the one field the reset keeps. */
  isAreaChecked: boolean;
  /** From the area search. Only an explicit false means "not a 10G area"; null/undefined (not searched) does not. */
  is10GArea?: boolean | null;
  buildingType: BuildingType;
  selectedPlan: SelectedPlan;
  baseMenu: BaseMenu;
  /** Checked options; flags outside ESTIMATE_OPTION_FLAGS are ignored. Default none. */
  selectedOptions?: readonly string[];
  /** Streaming pack; null or undefined: none. Default null. */
  netflixPlan?: NetflixPlan | null;
  /** What the visitor chose as the switching benefit. */
  campaignPolicy: CampaignPolicy;
  /** The campaigns currently offered as the base (from the site's campaign configuration). */
  baseCampaign: BaseCampaign;
  /** The visitor's area is in the area-limited campaign (banner type 'area'). Default false. */
  isLimitedCampaignArea?: boolean;
  /** Carried into the campaign data untouched; the referral campaign is decided after the introducer check. Default ''. */
  introducerId?: string;
  /** Area facts carried through the reset. Defaults: '', null, false. */
  prefecture?: string;
  mansionPlanType?: string | null;
  isMansionHome?: boolean;
}

export interface EstimateOptions {
  /** Default `priceCatalog`. */
  catalog?: PriceCatalog;
  /** Default `additionalCampaignPeriod`. */
  additionalPeriod?: CampaignPeriod;
}

export interface Estimate {
  planData: PlanData;
  campaignData: CampaignData;
}

/**
 * Spec section 4 "Estimate calculation". `now` decides whether the
 * additional campaign applies; pass the request time (server) or the
 * click time (browser), never a cached one.
 */
export function computeEstimate(input: EstimateInput, now: Date, options: EstimateOptions = {}): Estimate {
  const catalog = options.catalog ?? priceCatalog;
  const period = options.additionalPeriod ?? additionalCampaignPeriod;

  // Reset: every flag starts from its default, so nothing chosen in an
  // earlier simulation leaks into this one. Only isAreaChecked survives.
  const planData: PlanData = {
    ...defaultPlanData,
    isAreaChecked: input.isAreaChecked,
    buildingType: input.buildingType,
    selectedPlan: input.selectedPlan,
    baseMenu: input.baseMenu,
    netflixPlan: input.netflixPlan ?? null,
    prefecture: input.prefecture ?? defaultPlanData.prefecture,
    mansionPlanType: input.mansionPlanType ?? defaultPlanData.mansionPlanType,
    isMansionHome: input.isMansionHome ?? defaultPlanData.isMansionHome,
  };
  const campaignData: CampaignData = {
    ...defaultCampaignData,
    baseCampaign: { ...input.baseCampaign },
    campaignPolicy: input.campaignPolicy,
    introducerId: input.introducerId ?? '',
  };

  planData.simulationType = 0;
  planData.ereaType = input.is10GArea === false ? 1 : 0;

  if (input.baseMenu === 1) planData.isPhone = true;
  if (input.baseMenu === 2) {
    planData.isPhone = true;
    planData.isTV = true;
  }

  for (const flag of input.selectedOptions ?? []) {
    if ((ESTIMATE_OPTION_FLAGS as readonly string[]).includes(flag)) {
      planData[flag as EstimateOptionFlag] = true;
    }
  }

  // The benefit choice belongs to the switching campaign: it is read only
  // when that campaign applies (base campaign on, phone in the menu).
  // Reading it unconditionally would make "otherwise the original 5000"
  // unreachable, since the policy is always benefits or price.
  if (input.baseCampaign.isChangeCP && input.baseMenu !== 0) {
    campaignData.isChangeCP = true;
    if (input.campaignPolicy === 'benefits') campaignData.is25000CP = true;
    if (input.campaignPolicy === 'price') campaignData.isOneYearWariCP = true;
  }

  const is10G = input.selectedPlan === 'plan10G';
  if (input.baseCampaign.isOneYear980CP || input.baseCampaign.is50000CP) {
    if (is10G) campaignData.is10GAnd980CP6 = true;
    else campaignData.is1GAnd980CP6 = true;
  }

  if (campaignData.isOneYearWariCP || campaignData.is25000CP) {
    if (is10G) campaignData.isOriginal30000CP = true;
    else campaignData.isOriginal25000CP = true;
  } else {
    campaignData.isOriginal5000CP = true;
  }

  // 'normal' is the standard Netflix pack and null means no pack; "a
  // non-normal streaming plan" is therefore a chosen plan other than normal.
  if (planData.netflixPlan !== null && planData.netflixPlan !== 'normal') {
    campaignData.isNetflixCP = true;
    campaignData.isVODCP = true;
    if (planData.netflixPlan === 'premium' && is10G) campaignData.is10GAndNetflixCP = true;
  }

  if (planData.isPhone) campaignData.isAuCouponCP = true;

  if (input.isLimitedCampaignArea) {
    campaignData.isOriginalLimitedAddCP = true;
    campaignData.originalLimitedAddCPCost = catalog.campaigns.limitedAdditional;
  }
  if (isAdditionalCampaignActive(now, period)) {
    campaignData.isOriginalAddCP = true;
    campaignData.originalAddCPCost = catalog.campaigns.additional;
  }

  return { planData, campaignData };
}
