// Headline figures (「最大…円キャッシュバック」) and side-by-side comparisons,
// computed by running the simulation itself over every choice a visitor can
// make, so a banner or a campaign page can never promise more (or other)
// than the simulation grants, and overlapping choices can be compared.

import type { CampaignAddress, CampaignOffer } from './campaign-offer';
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

const reachCache = new WeakMap<CampaignOffer, Map<string, CashBackReach>>();

/**
 * The largest cash back the simulation can reach at `now` for a visitor whose
 * served address is `address` (null: no area-limited campaign), without a
 * referral code (its amount is set per code by the back office).
 */
export function maxReachableCashBack(
  offer: CampaignOffer,
  now: Date,
  address: CampaignAddress | null = null,
): CashBackReach {
  // Periods are judged to the minute: enough for a headline, and cheap.
  const key = `${Math.floor(now.getTime() / 60000)}|${address?.prefecture ?? ''}|${address?.city ?? ''}`;
  let byKey = reachCache.get(offer);
  const cached = byKey?.get(key);
  if (cached) return cached;
  let best: CashBackReach | null = null;
  for (const buildingType of [0, 1] as const)
    for (const selectedPlan of ['plan10G', 'plan1G'] as const)
      for (const baseMenu of [0, 1, 2] as const)
        for (const base of [null, 'isOneYear980CP', 'is50000CP'] as const)
          for (const isChangeCP of [false, true])
            for (const campaignPolicy of ['benefits', 'price'] as const) {
              const choices: CashBackChoices = {
                buildingType,
                selectedPlan,
                baseMenu,
                base,
                isChangeCP,
                campaignPolicy,
              };
              const { planData, campaignData } = choicesToData(choices);
              const { breakdown } = simulate(planData, campaignData, {
                now,
                offer,
                campaignAddress: address,
                is10GArea: true,
              });
              if (!best || breakdown.cashBackTotal > best.total) {
                best = { total: breakdown.cashBackTotal, choices };
              }
            }
  const result = best as CashBackReach;
  if (!byKey) {
    byKey = new Map();
    reachCache.set(offer, byKey);
  }
  byKey.set(key, result);
  return result;
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
