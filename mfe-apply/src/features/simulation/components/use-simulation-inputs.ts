import { useDeferredValue, useMemo } from 'react';
import { simulate } from '@hikari/shared/domain';
import {
  selectApplicationDetails,
  selectCampaignAddress,
  selectCampaignData,
  selectCampaignOffer,
  selectPlanData,
  useAppSelector,
} from '@hikari/shared/store';
import { usePageInstant } from '@hikari/shared/ui';

/** What the simulation computes from: the visitor's choices, the campaigns on offer and the page's instant. */
export function useSimulationInputs() {
  const plan = useAppSelector(selectPlanData);
  const campaign = useAppSelector(selectCampaignData);
  const offer = useAppSelector(selectCampaignOffer);
  const campaignAddress = useAppSelector(selectCampaignAddress);
  // Once step 3 has the wished works days, they decide the holiday works fee (as on the API).
  const wishedWorksDays = useAppSelector(selectApplicationDetails).dowConstruction;
  const now = usePageInstant();
  return { plan, campaign, offer, campaignAddress, wishedWorksDays, now };
}

export type SimulationInputs = ReturnType<typeof useSimulationInputs>;

/**
 * The inputs the figures are computed from: `inputs`, deferred (React's
 * useDeferredValue). A choice is drawn checked at once, and the estimate and
 * the comparisons beside it are computed again in a transition that yields to
 * the browser, so a tap answers at once on a slow phone.
 */
export function useDeferredInputs(inputs: SimulationInputs): SimulationInputs {
  const plan = useDeferredValue(inputs.plan);
  const campaign = useDeferredValue(inputs.campaign);
  const offer = useDeferredValue(inputs.offer);
  const campaignAddress = useDeferredValue(inputs.campaignAddress);
  const wishedWorksDays = useDeferredValue(inputs.wishedWorksDays);
  const now = useDeferredValue(inputs.now);
  return useMemo(
    () => ({ plan, campaign, offer, campaignAddress, wishedWorksDays, now }),
    [plan, campaign, offer, campaignAddress, wishedWorksDays, now],
  );
}

/** Whether the figures are still those of earlier choices (the transition has not drawn them yet). */
export function figuresPending(inputs: SimulationInputs, figures: SimulationInputs): boolean {
  return (Object.keys(inputs) as (keyof SimulationInputs)[]).some((key) => inputs[key] !== figures[key]);
}

/** The estimate of the current choices, recomputed whenever one changes. */
export function useBreakdown({
  plan,
  campaign,
  offer,
  campaignAddress,
  now,
  wishedWorksDays,
}: SimulationInputs) {
  return useMemo(
    () => simulate(plan, campaign, { now, offer, campaignAddress, wishedWorksDays }),
    [plan, campaign, offer, campaignAddress, now, wishedWorksDays],
  ).breakdown;
}
