// Headline figures (「最大…円キャッシュバック」) and side-by-side comparisons,
// computed by running the simulation itself over every choice a visitor can
// make, so a banner or a campaign page can never promise more (or other)
// than the simulation grants, and overlapping choices can be compared.

import type { CampaignAddress, CampaignOffer } from './campaign-offer';
import type { CampaignHeadline } from './headline-figure';
import { parseJstDateTime } from './japan-time';
import {
  defaultCampaignData,
  defaultPlanData,
  type BaseMenu,
  type BuildingType,
  type CampaignData,
  type CampaignPolicy,
  type PlanData,
  type SelectedPlan,
} from './entities';
import { simulate, type SimulationContext } from './estimate-from-choices';
import type { PriceBreakdown } from './price-breakdown';

/** The simulation choices that decide cash back. */
export interface CashBackChoices {
  buildingType: BuildingType;
  selectedPlan: SelectedPlan;
  baseMenu: BaseMenu;
  base: 'isOneYear980CP' | 'is50000CP' | null;
  isChangeCP: boolean;
  campaignPolicy: CampaignPolicy;
}

export interface CashBackReach {
  /** The largest cash back total the simulation grants (0 when no cash back is on offer). */
  total: number;
  /** Choices that reach it. */
  choices: CashBackChoices;
}

function choicesToData(c: CashBackChoices): { planData: PlanData; campaignData: CampaignData } {
  return {
    planData: {
      ...defaultPlanData,
      buildingType: c.buildingType,
      selectedPlan: c.selectedPlan,
      baseMenu: c.baseMenu,
      isPhone: c.baseMenu !== 0,
      isTV: c.baseMenu === 2,
    },
    campaignData: {
      ...defaultCampaignData,
      campaignPolicy: c.campaignPolicy,
      baseCampaign: {
        isChangeCP: c.isChangeCP,
        isOneYear980CP: c.base === 'isOneYear980CP',
        is50000CP: c.base === 'is50000CP',
      },
    },
  };
}

/** Every choice that can change the cash back, in the order the search tries them. */
function* cashBackChoices(): Generator<CashBackChoices> {
  for (const buildingType of [0, 1] as const)
    for (const selectedPlan of ['plan10G', 'plan1G'] as const)
      for (const baseMenu of [0, 1, 2] as const)
        for (const base of [null, 'isOneYear980CP', 'is50000CP'] as const)
          for (const isChangeCP of [false, true])
            for (const campaignPolicy of ['benefits', 'price'] as const)
              yield { buildingType, selectedPlan, baseMenu, base, isChangeCP, campaignPolicy };
}

/**
 * The largest cash back the simulation can reach at `now` for a visitor whose
 * served address is `address` (null: no area-limited campaign), without a
 * referral code (its amount is set per code by the back office). It runs the
 * simulation for every choice (144 runs): the server's work (the API answers
 * it with the settings and for an address; the prerenderer writes it in the
 * page), never the browser's at start.
 */
export function maxReachableCashBack(
  offer: CampaignOffer,
  now: Date,
  address: CampaignAddress | null = null,
): CashBackReach {
  let best: CashBackReach | null = null;
  for (const choices of cashBackChoices()) {
    const { planData, campaignData } = choicesToData(choices);
    const { breakdown } = simulate(planData, campaignData, {
      now,
      offer,
      campaignAddress: address,
      is10GArea: true,
    });
    if (!best || breakdown.cashBackTotal > best.total) best = { total: breakdown.cashBackTotal, choices };
  }
  return best as CashBackReach;
}

/**
 * The first instant after `now` at which a campaign of the offer starts or
 * ends running (a campaign runs strictly after startsAfter and strictly
 * before endsBefore), so whatever the simulation grants may change; null
 * when no period bound is ahead.
 */
export function nextCampaignChange(offer: CampaignOffer, now: Date): Date | null {
  let next: number | null = null;
  const consider = (instant: string | null, after: number) => {
    const at = instant === null ? null : parseJstDateTime(instant);
    if (!at) return;
    const change = at.getTime() + after;
    if (change > now.getTime() && (next === null || change < next)) next = change;
  };
  for (const entry of offer.campaigns) {
    // Running from the first millisecond after startsAfter, no longer from endsBefore itself.
    consider(entry.startsAfter, 1);
    consider(entry.endsBefore, 0);
  }
  return next === null ? null : new Date(next);
}

/** The headline for an offer, an instant and an address: what the API serves and the prerenderer writes. */
export function campaignHeadline(
  offer: CampaignOffer,
  now: Date,
  address: CampaignAddress | null = null,
): CampaignHeadline {
  return {
    maxCashBack: maxReachableCashBack(offer, now, address).total,
    validUntil: nextCampaignChange(offer, now)?.toISOString() ?? null,
  };
}

/** What one choice gives, for comparing it with the others. */
export interface ChoiceOutcome<T> {
  choice: T;
  firstYear: number;
  afterFirstYear: number;
  cashBackTotal: number;
  effectiveMonthly: number;
}

function outcome<T>(choice: T, b: PriceBreakdown): ChoiceOutcome<T> {
  return {
    choice,
    firstYear: b.monthlyTotal.firstYear,
    afterFirstYear: b.monthlyTotal.afterFirstYear,
    cashBackTotal: b.cashBackTotal,
    effectiveMonthly: b.effectiveMonthly,
  };
}

/** Each base campaign (and none) with everything else as chosen: what it gives. */
export function compareBaseCampaigns(
  planData: PlanData,
  campaignData: CampaignData,
  context: SimulationContext,
  choices: readonly ('isOneYear980CP' | 'is50000CP' | null)[],
): ChoiceOutcome<'isOneYear980CP' | 'is50000CP' | null>[] {
  return choices.map((choice) => {
    const baseCampaign = {
      ...campaignData.baseCampaign,
      isOneYear980CP: choice === 'isOneYear980CP',
      is50000CP: choice === 'is50000CP',
    };
    return outcome(choice, simulate(planData, { ...campaignData, baseCampaign }, context).breakdown);
  });
}

/** The two ways of taking the switching benefit, everything else as chosen: what each gives. */
export function compareCampaignPolicies(
  planData: PlanData,
  campaignData: CampaignData,
  context: SimulationContext,
): ChoiceOutcome<CampaignPolicy>[] {
  return (['benefits', 'price'] as const).map((campaignPolicy) =>
    outcome(campaignPolicy, simulate(planData, { ...campaignData, campaignPolicy }, context).breakdown),
  );
}
