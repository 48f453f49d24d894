// What ordering the three services together (インターネット＋光電話＋光テレビ)
// gives, against the internet alone: both quoted by the shared simulation with
// the visitor's own choices (plan, building, base campaign, benefit), so the
// ギガ・トリプル特典 page states what the campaign rules grant, not what other
// pages say.

import {
  getCampaign,
  simulate,
  type AppliedCampaign,
  type CampaignData,
  type CampaignDefinition,
  type PlanData,
  type PriceBreakdown,
} from '@hikari/shared/domain';
import { effectivePlanData, type OfferContext } from './simulation-view';

export interface MenuQuote {
  /** Billed in month 12 and in month 13 (see PriceBreakdown.monthlyTotal). */
  monthlyFirstYear: number;
  monthlyAfterFirstYear: number;
  /** What is paid once, after the waivers. */
  oneTimeTotal: number;
  cashBackTotal: number;
  couponTotal: number;
  effectiveMonthly: number;
}

export interface TripleComparison {
  netOnly: MenuQuote;
  triple: MenuQuote;
  /** Campaigns the three services earn that the internet alone does not, in the quote's order. */
  added: AppliedCampaign[];
  /**
   * What a switch from another carrier would add to the three services, when
   * the visitor's choices do not say they switch; empty when they do.
   */
  addedBySwitching: AppliedCampaign[];
}

const quoteOf = (breakdown: PriceBreakdown): MenuQuote => ({
  monthlyFirstYear: breakdown.monthlyTotal.firstYear,
  monthlyAfterFirstYear: breakdown.monthlyTotal.afterFirstYear,
  oneTimeTotal: breakdown.oneTimeTotal,
  cashBackTotal: breakdown.cashBackTotal,
  couponTotal: breakdown.couponTotal,
  effectiveMonthly: breakdown.effectiveMonthly,
});

/** A campaign of the catalog that is no line of a quote (a loan), as the quote would list it. */
function asApplied(definition: CampaignDefinition): AppliedCampaign {
  return { id: definition.id, name: definition.name, reason: definition.reason, route: definition.route };
}

const notIn = (others: readonly AppliedCampaign[]) => (campaign: AppliedCampaign) =>
  !others.some((other) => other.id === campaign.id);

/** The internet alone and the three services, each quoted with the visitor's other choices. */
export function tripleComparison(
  planData: PlanData,
  campaignData: CampaignData,
  context: OfferContext & { definitions: readonly CampaignDefinition[] },
): TripleComparison {
  const chosen = effectivePlanData(planData);
  const quote = (menu: PlanData['baseMenu'], choices: CampaignData = campaignData) =>
    simulate({ ...chosen, baseMenu: menu, isPhone: menu !== 0, isTV: menu === 2 }, choices, context)
      .breakdown;
  const netOnly = quote(0);
  const triple = quote(2);
  const added = triple.appliedCampaigns.filter(notIn(netOnly.appliedCampaigns));
  // The antenna loan is no line of a quote: its rule is the TV in the order, a standing campaign.
  added.push(asApplied(getCampaign('antenna', context.definitions)));
  const switching = campaignData.baseCampaign.isChangeCP
    ? []
    : quote(2, {
        ...campaignData,
        baseCampaign: { ...campaignData.baseCampaign, isChangeCP: true },
      }).appliedCampaigns.filter(notIn(triple.appliedCampaigns));
  return { netOnly: quoteOf(netOnly), triple: quoteOf(triple), added, addedBySwitching: switching };
}
