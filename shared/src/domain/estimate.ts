// The estimate calculation of docs/business-rules.md#estimate, rule by rule. The browser runs
// it when the visitor confirms the simulation; the API runs it again on the
// submitted choices and stores its own result, so a price or campaign flag
// sent by the browser is never trusted.
//
// Every campaign flag is granted only while the campaign offer (campaign-offer.ts,
// held by the API with the settings) lists the campaign, inside its period and,
// for an area-limited one, for an address the area search confirmed there.

import {
  defaultCampaignOffer,
  isCampaignOffered,
  type CampaignAddress,
  type CampaignOffer,
  type OfferCampaignId,
} from './campaign-offer';
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

/** The options the simulation offers as a list of checkboxes (docs/business-rules.md#estimate, rule 4). */
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
  /** The base campaigns the visitor chose; one that is not on offer is dropped. */
  baseCampaign: BaseCampaign;
  /** ギガぞう chosen (10G + gigazo campaign). Default false. */
  isGigazo?: boolean;
  /**
   * The served address of the visitor's area search (the server's own search on
   * the API), for area-limited campaigns. Default null: no area-limited campaign.
   */
  campaignAddress?: CampaignAddress | null;
  /** Carried into the campaign data untouched; the referral campaign is decided after the introducer check. Default ''. */
  introducerId?: string;
  /** Area facts carried through the reset. Defaults: '', null, false. */
  prefecture?: string;
  mansionPlanType?: string | null;
  isMansionHome?: boolean;
}

export interface EstimateOptions {
  /** Campaigns on offer with their figures, periods and areas. Default `defaultCampaignOffer`. */
  offer?: CampaignOffer;
}

export interface Estimate {
  planData: PlanData;
  campaignData: CampaignData;
}

/**
 * docs/business-rules.md#estimate. `now` decides which campaigns run
 * (their periods); pass the request time (server) or the click time
 * (browser), never a cached one.
 */
export function computeEstimate(input: EstimateInput, now: Date, options: EstimateOptions = {}): Estimate {
  const offer = options.offer ?? defaultCampaignOffer;
  const amounts = offer.amounts;
  const address = input.campaignAddress ?? null;
  const on = (id: OfferCampaignId) => isCampaignOffered(offer, id, now, address);
  // A base campaign counts only while it is on offer (a stale or hand-made choice is dropped).
  // The two base campaigns exclude each other (combinationRule('baseCampaign')):
  // the simulation offers them as one choice; a request naming both keeps the first.
  const oneYear980 = input.baseCampaign.isOneYear980CP === true && on('isOneYear980CP');
  const baseCampaign: BaseCampaign = {
    isChangeCP: input.baseCampaign.isChangeCP === true && on('isChangeCP'),
    isOneYear980CP: oneYear980,
    is50000CP: !oneYear980 && input.baseCampaign.is50000CP === true && on('is50000CP'),
  };

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
    baseCampaign,
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
  if (baseCampaign.isChangeCP && input.baseMenu !== 0) {
    campaignData.isChangeCP = true;
    if (input.campaignPolicy === 'benefits') campaignData.is25000CP = on('is25000CP');
    if (input.campaignPolicy === 'price') campaignData.isOneYearWariCP = on('isOneYearWariCP');
  }

  // The base campaign itself is a campaign of the estimate (the 50,000-yen cash
  // back, the one-year 980 offer); only the 980 offer sets the plan's 980 flag
  // (rule 6): the cash back is the other choice, not an extra on top of it.
  campaignData.isOneYear980CP = baseCampaign.isOneYear980CP;
  campaignData.is50000CP = baseCampaign.is50000CP;
  const is10G = input.selectedPlan === 'plan10G';
  if (baseCampaign.isOneYear980CP) {
    if (is10G) campaignData.is10GAnd980CP6 = on('is10GAnd980CP6');
    else campaignData.is1GAnd980CP6 = on('is1GAnd980CP6');
  }

  if (campaignData.isOneYearWariCP || campaignData.is25000CP) {
    if (is10G) campaignData.isOriginal30000CP = on('isOriginal30000CP');
    else campaignData.isOriginal25000CP = on('isOriginal25000CP');
  } else {
    campaignData.isOriginal5000CP = on('isOriginal5000CP');
  }

  // Rule 8: the Netflix pack (premium) has its own free months, longer with
  // 10G; the video option (ポイント＋ビデオ990) has the VOD campaign's. Each
  // campaign follows the service it makes free, so one chosen alone never
  // lists the other's campaign.
  if (planData.netflixPlan === 'premium') {
    campaignData.isNetflixCP = on('isNetflixCP');
    if (is10G) campaignData.is10GAndNetflixCP = on('is10GAndNetflixCP');
  }
  if (planData.isVideo) campaignData.isVODCP = on('isVODCP');

  if (planData.isPhone) campaignData.isAuCouponCP = on('isAuCouponCP');

  // Not among the original rules, but a campaign of the catalog with a page that
  // promises it: 10G and ギガぞう ordered together.
  if (is10G && input.isGigazo === true) campaignData.is10GAndGigazoCP3 = on('is10GAndGigazoCP3');

  if (on('isOriginalLimitedAddCP') && amounts.limitedAdditional > 0) {
    campaignData.isOriginalLimitedAddCP = true;
    campaignData.originalLimitedAddCPCost = amounts.limitedAdditional;
  }
  if (on('isOriginalAddCP') && amounts.additional > 0) {
    campaignData.isOriginalAddCP = true;
    campaignData.originalAddCPCost = amounts.additional;
  }
  // The referral cash back, for the code the application form checked; the
  // server grants it only for a code it accepts itself (recompute-estimate).
  if (campaignData.introducerId !== '' && amounts.friend > 0) {
    campaignData.isOriginalFriendCP = true;
    campaignData.originalFriendCPCost = amounts.friend;
  }

  return { planData, campaignData };
}
