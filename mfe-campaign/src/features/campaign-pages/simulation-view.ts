// What the visitor's current simulation earns, read from the shared store.
//
// The campaign flags in campaignData are written only when the visitor
// confirms the simulation, so after a later change of plan they are stale.
// The pages therefore run the shared estimateFromChoices (the same function
// the simulation page and the API use) on the choices the store holds now,
// and read the flags it grants.

import { useMemo } from 'react';
import { allowedPlan, estimateFromChoices, type CampaignData, type PlanData } from '@hikari/shared/domain';
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
  const selectedPlan = allowedPlan(planData);
  return selectedPlan === planData.selectedPlan ? planData : { ...planData, selectedPlan };
}

/** @param planData choices already passed through `effectivePlanData` */
export function campaignsOnOffer(
  planData: PlanData,
  campaignData: CampaignData,
  context: OfferContext,
): CampaignData {
  return estimateFromChoices(planData, campaignData, context).campaignData;
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
