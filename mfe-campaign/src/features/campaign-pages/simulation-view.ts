// What the visitor's current simulation earns, read from the shared store.
//
// The campaign flags in campaignData are written only when the visitor
// confirms the simulation, so after a later change of plan they are stale.
// The pages therefore run the estimate of spec section 4 (computeEstimate)
// on the choices the store holds now, with the same inputs the simulation
// page and the API pass, and read the flags it grants.

import { useMemo } from 'react';
import {
  ESTIMATE_OPTION_FLAGS,
  computeEstimate,
  type CampaignData,
  type PlanData,
} from '@hikari/shared/domain';
import { selectBanner, selectCampaignData, selectPlanData, useAppSelector } from '@hikari/shared/store';

export interface SimulationView {
  planData: PlanData;
  /** The visitor's own campaign choices (base campaign, benefit policy). */
  campaignData: CampaignData;
  /** The campaign flags the estimate grants for these choices at `now`. */
  offered: CampaignData;
  now: Date;
}

export interface OfferContext {
  now: Date;
  /** The visitor's area runs the area-limited campaign (banner type 'area'). */
  isLimitedCampaignArea: boolean;
}

/** The choices as the simulation treats them: it never keeps 10G outside a 10G area. */
export function effectivePlanData(planData: PlanData): PlanData {
  return planData.ereaType === 1 && planData.selectedPlan === 'plan10G'
    ? { ...planData, selectedPlan: 'plan1G' }
    : planData;
}

/** @param planData choices already passed through `effectivePlanData` */
export function campaignsOnOffer(
  planData: PlanData,
  campaignData: CampaignData,
  context: OfferContext,
): CampaignData {
  return computeEstimate(
    {
      isAreaChecked: planData.isAreaChecked,
      is10GArea: planData.ereaType === 1 ? false : null,
      buildingType: planData.buildingType,
      selectedPlan: planData.selectedPlan,
      baseMenu: planData.baseMenu,
      // Phone follows the menu inside computeEstimate; the list flag would contradict a net-only menu.
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
  ).campaignData;
}

/** The current simulation as the campaign pages judge it. */
export function useSimulationView(now: Date): SimulationView {
  const storedPlan = useAppSelector(selectPlanData);
  const campaignData = useAppSelector(selectCampaignData);
  const isLimitedCampaignArea = useAppSelector(selectBanner).type === 'area';
  return useMemo(() => {
    const planData = effectivePlanData(storedPlan);
    return {
      planData,
      campaignData,
      offered: campaignsOnOffer(planData, campaignData, { now, isLimitedCampaignArea }),
      now,
    };
  }, [storedPlan, campaignData, isLimitedCampaignArea, now]);
}
