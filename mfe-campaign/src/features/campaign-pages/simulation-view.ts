// What the visitor's current simulation earns, read from the shared store.
//
// The campaign flags in campaignData are written only when the visitor
// confirms the simulation, so after a later change of plan they are stale.
// The pages therefore run the shared estimateFromChoices (the same function
// the simulation page and the API use) on the choices the store holds now,
// with the campaign offer served with the settings and the address of the
// visitor's area search, and read the flags it grants.

import { useMemo } from 'react';
import {
  allowedPlan,
  campaignDefinitionsFor,
  defaultCampaignOffer,
  estimateFromChoices,
  simulate,
  type CampaignAddress,
  type CampaignId,
  type CampaignData,
  type CampaignDefinition,
  type CampaignOffer,
  type PlanData,
} from '@hikari/shared/domain';
import {
  selectCampaignAddress,
  selectCampaignData,
  selectCampaignOffer,
  selectPlanData,
  useAppSelector,
} from '@hikari/shared/store';

export interface SimulationView {
  planData: PlanData;
  /** The visitor's own campaign choices (base campaign, benefit policy). */
  campaignData: CampaignData;
  /** The campaign flags the estimate grants for these choices at `now`. */
  offered: CampaignData;
  now: Date;
  /** The campaigns on offer (settings). */
  offer: CampaignOffer;
  /** The served address of the visitor's area search; null before one. */
  campaignAddress: CampaignAddress | null;
  /** The campaigns the estimate lists as applied (its price breakdown), in the list's order. */
  applied: CampaignId[];
  /** What the estimate charges once (0 when every initial cost is waived). */
  oneTimePayable: number;
  /** Names and figures as the offer prices them. */
  definitions: readonly CampaignDefinition[];
}

export interface OfferContext {
  now: Date;
  /** Default `defaultCampaignOffer`. */
  offer?: CampaignOffer;
  /** Default null (no area search). */
  campaignAddress?: CampaignAddress | null;
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

/** The view for given choices and context (tests and the hook below). */
export function simulationView(
  storedPlan: PlanData,
  campaignData: CampaignData,
  context: OfferContext,
): SimulationView {
  const planData = effectivePlanData(storedPlan);
  const offer = context.offer ?? defaultCampaignOffer;
  const campaignAddress = context.campaignAddress ?? null;
  const { estimate, breakdown } = simulate(planData, campaignData, {
    now: context.now,
    offer,
    campaignAddress,
  });
  return {
    planData,
    campaignData,
    offered: estimate.campaignData,
    applied: breakdown.appliedCampaigns.map((campaign) => campaign.id),
    oneTimePayable: breakdown.oneTimeTotal,
    now: context.now,
    offer,
    campaignAddress,
    definitions: campaignDefinitionsFor(offer),
  };
}

/** The current simulation as the campaign pages judge it. */
export function useSimulationView(now: Date): SimulationView {
  const storedPlan = useAppSelector(selectPlanData);
  const campaignData = useAppSelector(selectCampaignData);
  const offer = useAppSelector(selectCampaignOffer);
  const campaignAddress = useAppSelector(selectCampaignAddress);
  return useMemo(
    () => simulationView(storedPlan, campaignData, { now, offer, campaignAddress }),
    [storedPlan, campaignData, offer, campaignAddress, now],
  );
}
