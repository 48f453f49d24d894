// Which campaigns combine and which exclude each other
// (docs/business-rules.md#combining-campaigns). The estimate applies these
// rules (estimate.ts drops the second base campaign, price-breakdown.ts keeps
// the cheaper base fee and the larger cash back) and the campaign pages print
// them from the same table, so what a page says about combining and what the
// quote charges cannot drift apart.
//
// Without them every cash back stacked on top of the 980-yen first year and
// a quote could pay the visitor to take the line (a negative 実質月額).

import { campaignDefinitions, type CampaignDefinition, type FlagCampaignId } from './campaigns';

/** How the estimate settles a choice of two campaigns of one rule. */
export type CombinationOutcome =
  /** Only one can be chosen; the simulation offers them as one choice. */
  | 'oneOf'
  /** Both may be chosen; the lower base fee applies for the months they share. */
  | 'lowerFee'
  /** Both may be chosen; only the larger cash back is paid. */
  | 'largerCashBack'
  /** The one with more free months replaces the other. */
  | 'longerFree';

export interface CombinationRule {
  id: 'baseCampaign' | 'switchBenefit' | 'webCashBack' | 'baseFee' | 'cashBack' | 'streaming';
  /** The campaigns that exclude each other, in the order the rule names them. */
  campaigns: readonly FlagCampaignId[];
  outcome: CombinationOutcome;
}

/** The campaigns that never stack; every campaign not named together here combines with the others. */
export const CAMPAIGN_COMBINATION_RULES: readonly CombinationRule[] = [
  { id: 'baseCampaign', campaigns: ['isOneYear980CP', 'is50000CP'], outcome: 'oneOf' },
  { id: 'switchBenefit', campaigns: ['is25000CP', 'isOneYearWariCP'], outcome: 'oneOf' },
  {
    id: 'webCashBack',
    campaigns: ['isOriginal30000CP', 'isOriginal25000CP', 'isOriginal5000CP'],
    outcome: 'oneOf',
  },
  { id: 'baseFee', campaigns: ['isOneYear980CP', 'isOneYearWariCP'], outcome: 'lowerFee' },
  { id: 'cashBack', campaigns: ['is50000CP', 'is25000CP'], outcome: 'largerCashBack' },
  { id: 'streaming', campaigns: ['is10GAndNetflixCP', 'isNetflixCP'], outcome: 'longerFree' },
];

export function combinationRule(id: CombinationRule['id']): CombinationRule {
  // Every id is in the table (typed), so find always succeeds.
  return CAMPAIGN_COMBINATION_RULES.find((rule) => rule.id === id)!;
}

const quoted = (names: string[]) => names.map((name) => `「${name}」`).join('と');

/**
 * The rule in the words the campaign pages and the quote use, with the
 * campaigns named as `definitions` (the offer's figures) name them.
 */
export function combinationRuleText(
  rule: CombinationRule,
  definitions: readonly CampaignDefinition[] = campaignDefinitions,
): string {
  const names = rule.campaigns.map((id) => definitions.find((d) => d.id === id)?.name ?? id);
  switch (rule.outcome) {
    case 'oneOf':
      return names.length > 2
        ? `${names.map((name) => `「${name}」`).join('・')}は、プランと特典の選び方に応じていずれか1つが適用され、重ねては適用されません。`
        : `${quoted(names)}は併用できません。どちらか1つをお選びください。`;
    case 'lowerFee':
      return `${quoted(names)}は基本料金に重ねて適用されません。両方の対象となる場合は、基本料金が安くなる方を適用します。`;
    case 'largerCashBack':
      return `${quoted(names)}は重ねて受け取れません。両方の対象となる場合は、金額の大きい方をお支払いします。`;
    case 'longerFree':
      return `${quoted(names)}は重ねて適用されません。両方の対象となる場合は、無料の期間が長い方を適用します。`;
  }
}

/**
 * The combining rules a page of these campaigns states, each once, in the
 * table's order; the 980-yen flags of the plans count as the one-year 980 campaign.
 */
export function combinationTextsFor(
  ids: readonly string[],
  definitions: readonly CampaignDefinition[] = campaignDefinitions,
): string[] {
  const named = new Set(
    ids.map((id) => (id === 'is10GAnd980CP6' || id === 'is1GAnd980CP6' ? 'isOneYear980CP' : id)),
  );
  return CAMPAIGN_COMBINATION_RULES.filter((rule) => rule.campaigns.some((id) => named.has(id))).map((rule) =>
    combinationRuleText(rule, definitions),
  );
}
