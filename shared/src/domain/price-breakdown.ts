// What the estimate costs, in the shape people compare carriers by
// (docs/business-rules.md#estimate, the price breakdown): monthly fee in the first year and
// after, what is paid once, the cash back, and the effective monthly cost
// over the term. All amounts are whole yen; every price comes from the
// catalog, every campaign flag from the estimate.

import {
  additionalCampaignPeriod,
  buildCampaignDefinitions,
  isAdditionalCampaignActive,
  type CampaignDefinition,
  type CampaignId,
  type CampaignPeriod,
} from './campaigns';
import { combinationRule, combinationRuleText } from './campaign-combinations';
import {
  basePlanPrice,
  buildingKindOf,
  feeLabels,
  PHONE_SUB_OPTION_FLAGS,
  priceCatalog,
  type FlagOptionId,
  type PriceCatalog,
} from './catalog';
import type { CampaignData, PlanData } from './entities';
import {
  constructionCondition,
  pricedBuildingType,
  unregisteredBuildingCondition,
  type QuoteCondition,
} from './quote-terms';
import { formatYen } from './yen';

export interface MonthlyLine {
  /** 'plan' for the base fee, else the plan-data flag or plan field it prices. */
  id: string;
  label: string;
  /** Regular price: per month, or per year when billing is 'yearly'. */
  amount: number;
  billing: 'monthly' | 'yearly';
  /** Price in months 1…promo.months (0 = free). */
  promo: { months: number; amount: number; campaignId: CampaignId | null } | null;
  /** Regular price from a later month on (安心サポートPlus after the term). */
  later: { fromMonth: number; amount: number } | null;
  /** Months free at the start; 0 when none. */
  freeMonths: number;
  /** Months charged at a reduced, non-zero price; 0 when none. */
  discountedMonths: number;
}

export type OneTimeCostId =
  | 'adminFee'
  | 'installation'
  | 'tvInstallation'
  | 'holidayInstallation'
  | 'isWarikomiSetup'
  | 'isTensouSetup';

export interface OneTimeCost {
  id: OneTimeCostId;
  label: string;
  amount: number;
  /** Campaign that waives it, or null when it is paid. */
  waivedBy: CampaignId | null;
  /** What the visitor pays: 0 when waived. */
  payable: number;
  /** How a waived cost is named: '無料', or '実質無料' when it is offset by a discount with a condition. null when paid. */
  waiverLabel: string | null;
  /** The condition of a 実質無料 cost (see `conditions`); null otherwise. */
  condition: string | null;
}

/** A campaign the visitor chose that gives nothing on this quote, and why. */
export interface NotAppliedCampaign {
  id: CampaignId;
  name: string;
  reason: string;
}

export interface CashBackItem {
  campaignId: CampaignId;
  label: string;
  amount: number;
}

export interface AppliedCampaign {
  id: CampaignId;
  name: string;
  /** Why it applies to this estimate, e.g. '10ギガプランと同時申込のため'. */
  reason: string;
  route: string;
}

export interface PriceBreakdown {
  termMonths: number;
  monthlyLines: MonthlyLine[];
  /** Monthly total per month of the term, month 1 first (yearly charges excluded). */
  monthlySchedule: number[];
  /**
   * firstYear: billed in month 12, when the short free periods (3 or 6
   * months) are over but the 12-month campaigns still run; afterFirstYear:
   * billed in month 13, once every first-year campaign has ended. The lines
   * tell which months are free or reduced.
   */
  monthlyTotal: { firstYear: number; afterFirstYear: number };
  /** Sum of yearly plans per year (DAZN annual). */
  yearlyTotal: number;
  oneTimeCosts: OneTimeCost[];
  oneTimeTotal: number;
  cashBack: CashBackItem[];
  cashBackTotal: number;
  /** Coupons (au PAY) are not cash and stay out of the effective cost. */
  couponTotal: number;
  /** One-time payable + every monthly and yearly charge within the term. */
  termTotal: number;
  /** (termTotal − cashBackTotal) / termMonths, rounded to the nearest yen. */
  effectiveMonthly: number;
  /** Monthly and yearly charges actually billed in the term (free and reduced months counted as billed). */
  monthlyTermTotal: number;
  /** The free or reduced months the effective monthly cost counts, e.g. '安心サポートPlus 3ヶ月無料'. */
  effectiveMonthlyCounts: string[];
  appliedCampaigns: AppliedCampaign[];
  /** Chosen campaigns that change nothing on this quote, with the reason (never dropped silently). */
  notApplied: NotAppliedCampaign[];
  /**
   * Conditions the quote carries (開通工事費 実質無料 and its early-cancellation
   * charge; the home-type price of an unregistered building). Stored with the
   * application as estimate.breakdown.conditions.
   */
  conditions: QuoteCondition[];
}

export interface BreakdownOptions {
  /** Default `priceCatalog`. */
  catalog?: PriceCatalog;
  /** Default `additionalCampaignPeriod`. */
  additionalPeriod?: CampaignPeriod;
  /** The campaigns' names and words; default the catalog's for `catalog` and `additionalPeriod`. */
  definitions?: readonly CampaignDefinition[];
}

function chargeAt(line: MonthlyLine, month: number): number {
  if (line.billing === 'yearly') return (month - 1) % 12 === 0 ? line.amount : 0;
  if (line.promo && month <= line.promo.months) return line.promo.amount;
  if (line.later && month >= line.later.fromMonth) return line.later.amount;
  return line.amount;
}

function line(
  id: string,
  label: string,
  amount: number,
  promo: MonthlyLine['promo'] = null,
  later: MonthlyLine['later'] = null,
  billing: MonthlyLine['billing'] = 'monthly',
): MonthlyLine {
  const free = promo !== null && promo.amount === 0 ? promo.months : 0;
  const discounted = promo !== null && promo.amount > 0 && promo.amount < amount ? promo.months : 0;
  return { id, label, amount, billing, promo, later, freeMonths: free, discountedMonths: discounted };
}

const PLAIN_OPTION_FLAGS: readonly FlagOptionId[] = [
  'isMeshWiFi',
  'isSecurityPack',
  'isSmartHome',
  'isGamingCustom',
];

/** What the pieces of one breakdown read and write: the choices, the prices, and the campaigns used so far. */
interface Pricing {
  planData: PlanData;
  campaignData: CampaignData;
  catalog: PriceCatalog;
  is10G: boolean;
  /** Campaigns that change something on this quote; each piece adds the ones it applies. */
  used: Set<CampaignId>;
}

type Promo = NonNullable<MonthlyLine['promo']>;

/**
 * The base fee. The 980 price and the 1,100-yen discount do not stack: the
 * lower first-year price wins, so the visitor gets the better of the two.
 * An unregistered building is served (and priced) the way a home is.
 */
function basePlanLine({ planData, campaignData, catalog, is10G, used }: Pricing): {
  line: MonthlyLine;
  basePromo: Promo | null;
} {
  const c = catalog.campaigns;
  const pricedAs = pricedBuildingType(planData);
  const regular = basePlanPrice(pricedAs, planData.selectedPlan, catalog);
  const promos: Promo[] = [];
  const with980 = is10G ? campaignData.is10GAnd980CP6 : campaignData.is1GAnd980CP6;
  if (with980) {
    promos.push({
      months: c.oneYear980Months,
      amount: Math.min(c.oneYear980Monthly, regular),
      campaignId: is10G ? 'is10GAnd980CP6' : 'is1GAnd980CP6',
    });
  }
  if (campaignData.isOneYearWariCP) {
    promos.push({
      months: c.oneYearWariMonths,
      amount: Math.max(regular - c.oneYearWariDiscount, 0),
      campaignId: 'isOneYearWariCP',
    });
  }
  const basePromo = promos.sort((a, b) => a.amount - b.amount)[0] ?? null;
  if (basePromo?.campaignId) used.add(basePromo.campaignId);
  const label = catalog.plans[buildingKindOf(pricedAs)][planData.selectedPlan].label;
  return { line: line('plan', label, regular, basePromo), basePromo };
}

/** 安心サポートPlus, the phone and its options (those the 割引パック covers are not charged again), TV. */
function lineAndPhoneLines({ planData, catalog }: Pricing): MonthlyLine[] {
  const lines: MonthlyLine[] = [];
  if (planData.isAnshinSupport) {
    const o = catalog.options.isAnshinSupport;
    const free = o.freeMonthsWithLine ? { months: o.freeMonthsWithLine, amount: 0, campaignId: null } : null;
    const later = o.later ? { fromMonth: o.later.fromMonth, amount: o.later.monthly } : null;
    lines.push(line('isAnshinSupport', o.label, o.monthly, free, later));
  }

  if (planData.isPhone) {
    lines.push(line('isPhone', catalog.options.isPhone.label, catalog.options.isPhone.monthly));
    const coveredByPack = planData.isWaribikiPack
      ? new Set(catalog.waribikiPackIncludes)
      : new Set<FlagOptionId>();
    for (const flag of PHONE_SUB_OPTION_FLAGS) {
      if (!planData[flag as keyof PlanData] || coveredByPack.has(flag)) continue;
      const o = catalog.options[flag];
      lines.push(line(flag, o.label, o.monthly));
    }
  }

  if (planData.isTV) lines.push(line('isTV', catalog.options.isTV.label, catalog.options.isTV.monthly));
  return lines;
}

/**
 * The Netflix pack, with the free months of the Netflix campaign, or the
 * longer ones of the 10G campaign, which replace them (combinationRule('streaming')).
 */
function netflixLine({ planData, campaignData, catalog, is10G, used }: Pricing): MonthlyLine[] {
  if (!planData.netflixPlan) return [];
  const c = catalog.campaigns;
  const plan = catalog.netflixPlans[planData.netflixPlan];
  const premium = planData.netflixPlan === 'premium';
  const promos: Promo[] = [];
  if (premium && is10G && campaignData.is10GAndNetflixCP) {
    promos.push({ months: c.netflix10GFreeMonths, amount: 0, campaignId: 'is10GAndNetflixCP' });
  }
  if (premium && campaignData.isNetflixCP) {
    promos.push({ months: c.netflixFreeMonths, amount: 0, campaignId: 'isNetflixCP' });
  }
  const promo = promos.sort((a, b) => b.months - a.months)[0] ?? null;
  if (promo?.campaignId) used.add(promo.campaignId);
  return [line('netflixPlan', plan.label, plan.monthly ?? 0, promo)];
}

/** DAZN (monthly or yearly), the video plan, the plain options, ギガぞう (free months with 10G), くらしサポート. */
function otherOptionLines({ planData, campaignData, catalog, is10G, used }: Pricing): MonthlyLine[] {
  const lines: MonthlyLine[] = [];
  if (planData.isDazn) {
    const plan = catalog.daznPlans[planData.daznPlan];
    if (plan.yearly !== undefined)
      lines.push(line('daznPlan', plan.label, plan.yearly, null, null, 'yearly'));
    else lines.push(line('daznPlan', plan.label, plan.monthly ?? 0));
  }

  if (planData.isVideo) {
    const plan = catalog.videoPlans[planData.videoPlan];
    const promo = campaignData.isVODCP
      ? { months: catalog.campaigns.netflixFreeMonths, amount: 0, campaignId: 'isVODCP' as const }
      : null;
    if (promo) used.add('isVODCP');
    lines.push(line('videoPlan', plan.label, plan.monthly ?? 0, promo));
  }

  for (const flag of PLAIN_OPTION_FLAGS) {
    if (!planData[flag as keyof PlanData]) continue;
    const o = catalog.options[flag];
    lines.push(line(flag, o.label, o.monthly));
  }

  if (planData.isGigazo) {
    const o = catalog.options.isGigazo;
    const promo =
      campaignData.is10GAndGigazoCP3 && is10G
        ? { months: catalog.campaigns.gigazoFreeMonths, amount: 0, campaignId: 'is10GAndGigazoCP3' as const }
        : null;
    if (promo) used.add('is10GAndGigazoCP3');
    lines.push(line('isGigazo', o.label, o.monthly, promo));
  }

  if (planData.isKurashiSupport) {
    const plan = catalog.kurashiSupportPlans[planData.kurashiSupportPlan];
    lines.push(line('kurashiSupportPlan', plan.label, plan.monthly ?? 0));
  }
  return lines;
}

/** What each month of the term charges (monthly lines), and what the yearly lines charge over the term. */
function chargesOverTerm(
  lines: MonthlyLine[],
  term: number,
): { monthlySchedule: number[]; yearlyInTerm: number } {
  const perMonth = (billing: MonthlyLine['billing']) =>
    Array.from({ length: term }, (_, i) =>
      lines.filter((l) => l.billing === billing).reduce((sum, l) => sum + chargeAt(l, i + 1), 0),
    );
  return {
    monthlySchedule: perMonth('monthly'),
    yearlyInTerm: perMonth('yearly').reduce((a, b) => a + b, 0),
  };
}

/** What is paid once, the campaigns that waive it, and the condition a 実質無料 waiver carries. */
function oneTimeCosts({ planData, catalog, used }: Pricing): {
  oneTime: OneTimeCost[];
  conditions: QuoteCondition[];
} {
  const fees = catalog.fees;
  const oneTime: OneTimeCost[] = [];
  const conditions: QuoteCondition[] = [];
  const addOneTime = (
    id: OneTimeCostId,
    label: string,
    amount: number,
    waivedBy: CampaignId | null,
    condition: QuoteCondition | null = null,
  ) => {
    if (waivedBy) used.add(waivedBy);
    if (condition) conditions.push(condition);
    oneTime.push({
      id,
      label,
      amount,
      waivedBy,
      payable: waivedBy ? 0 : amount,
      waiverLabel: waivedBy ? (condition ? '実質無料' : '無料') : null,
      condition: condition?.text ?? null,
    });
  };
  addOneTime(
    'adminFee',
    feeLabels.adminFee,
    fees.adminFee,
    catalog.standing.zeroInitialCost ? 'initialCost' : null,
  );
  addOneTime(
    'installation',
    feeLabels.installation,
    fees.installation,
    catalog.standing.freeInstallation ? 'construction' : null,
    catalog.standing.freeInstallation ? constructionCondition(catalog) : null,
  );
  if (planData.isTV) addOneTime('tvInstallation', feeLabels.tvInstallation, fees.tvInstallation, null);
  if (planData.isHolidayConstruction) {
    addOneTime('holidayInstallation', feeLabels.holidayInstallation, fees.holidayInstallation, null);
  }
  // Setup is work on the exchange for the service itself, so it is charged
  // whenever the service is ordered, even when the pack covers the monthly fee.
  const setups = [
    ['isWarikomi', 'isWarikomiSetup'],
    ['isTensou', 'isTensouSetup'],
  ] as const;
  for (const [flag, id] of setups) {
    const { label, setupFee } = catalog.options[flag];
    if (planData.isPhone && planData[flag] && setupFee) addOneTime(id, `${label} 初期費用`, setupFee, null);
  }
  return { oneTime, conditions };
}

/** The cash backs chosen; the additional one only inside its period when `now` is given. */
function cashBackItems(
  { campaignData, catalog, used }: Pricing,
  nameOf: (id: CampaignId) => string,
  now: Date | undefined,
  period: CampaignPeriod,
): CashBackItem[] {
  const c = catalog.campaigns;
  const cashBack: CashBackItem[] = [];
  const addCashBack = (id: CampaignId, on: boolean, amount: number) => {
    if (!on || amount <= 0) return;
    used.add(id);
    cashBack.push({ campaignId: id, label: nameOf(id), amount });
  };
  // The 50,000-yen and the switching cash back are not paid together: the larger one is
  // (combinationRule('cashBack')); the other is named in notApplied.
  const both = campaignData.is50000CP && campaignData.is25000CP;
  const larger = c.is50000CP >= c.is25000CP ? 'is50000CP' : 'is25000CP';
  addCashBack('is50000CP', campaignData.is50000CP && (!both || larger === 'is50000CP'), c.is50000CP);
  addCashBack('is25000CP', campaignData.is25000CP && (!both || larger === 'is25000CP'), c.is25000CP);
  addCashBack('isOriginal30000CP', campaignData.isOriginal30000CP, c.isOriginal30000CP);
  addCashBack('isOriginal25000CP', campaignData.isOriginal25000CP, c.isOriginal25000CP);
  addCashBack('isOriginal5000CP', campaignData.isOriginal5000CP, c.isOriginal5000CP);
  addCashBack(
    'isOriginalAddCP',
    campaignData.isOriginalAddCP && (now === undefined || isAdditionalCampaignActive(now, period)),
    campaignData.originalAddCPCost,
  );
  addCashBack(
    'isOriginalLimitedAddCP',
    campaignData.isOriginalLimitedAddCP,
    campaignData.originalLimitedAddCPCost,
  );
  addCashBack('isOriginalFriendCP', campaignData.isOriginalFriendCP, campaignData.originalFriendCPCost);
  return cashBack;
}

/** The free or reduced months the effective monthly cost counts, e.g. '安心サポートPlus 3ヶ月無料'. */
function effectiveMonthlyCountsOf(lines: MonthlyLine[]): string[] {
  return lines
    .filter((l) => l.promo && l.promo.amount < l.amount)
    .map((l) =>
      l.promo!.amount === 0
        ? `${l.label} ${l.promo!.months}ヶ月無料`
        : `${l.label} ${l.promo!.months}ヶ月間 月額${formatYen(l.promo!.amount)}`,
    );
}

/**
 * A campaign chosen but set aside by a combining rule is named, with the
 * rule, instead of being dropped: a 1年割 beaten by the cheaper 980 price,
 * the smaller of two cash backs that are not paid together.
 */
function notAppliedCampaigns(
  { campaignData, used }: Pricing,
  basePromo: Promo | null,
  nameOf: (id: CampaignId) => string,
  definitions: readonly CampaignDefinition[],
): NotAppliedCampaign[] {
  const notApplied: NotAppliedCampaign[] = [];
  if (campaignData.isOneYearWariCP && !used.has('isOneYearWariCP') && basePromo) {
    notApplied.push({
      id: 'isOneYearWariCP',
      name: nameOf('isOneYearWariCP'),
      reason: `${nameOf(basePromo.campaignId as CampaignId)}の方が安いため、${nameOf('isOneYearWariCP')}の割引は重ねて適用されません。`,
    });
  }
  for (const id of ['is50000CP', 'is25000CP'] as const) {
    if (campaignData[id] && !used.has(id)) {
      notApplied.push({
        id,
        name: nameOf(id),
        reason: combinationRuleText(combinationRule('cashBack'), definitions),
      });
    }
  }
  return notApplied;
}

/**
 * The used campaigns, listed in the definitions' order so the page reads the
 * same every time. A flag that changes nothing here (a discount beaten by the
 * 980 price, a streaming campaign without a streaming pack) is left off.
 * 「初期費用0円」 is named only when nothing is paid once; otherwise the
 * campaign still waives the admin fee, and says only that.
 */
function appliedCampaignsOf(
  definitions: readonly CampaignDefinition[],
  used: Set<CampaignId>,
  oneTimeTotal: number,
): AppliedCampaign[] {
  return definitions
    .filter((d) => used.has(d.id))
    .map(({ id, name, reason, route }) =>
      id === 'initialCost' && oneTimeTotal > 0
        ? {
            id,
            name: `${feeLabels.adminFee} 無料`,
            reason: `新規お申し込みのため（ほかの初期費用${formatYen(oneTimeTotal)}はお支払いいただきます）`,
            route,
          }
        : { id, name, reason, route },
    );
}

/**
 * Prices an estimate. With `now`, a stored estimate whose additional
 * campaign has ended since is shown without it, the way the server would
 * recompute it at that moment.
 */
export function buildPriceBreakdown(
  planData: PlanData,
  campaignData: CampaignData,
  now?: Date,
  options: BreakdownOptions = {},
): PriceBreakdown {
  const catalog = options.catalog ?? priceCatalog;
  const period = options.additionalPeriod ?? additionalCampaignPeriod;
  const term = catalog.termMonths;
  const pricing: Pricing = {
    planData,
    campaignData,
    catalog,
    is10G: planData.selectedPlan === 'plan10G',
    used: new Set<CampaignId>(),
  };
  const { used } = pricing;

  const base = basePlanLine(pricing);
  const lines = [
    base.line,
    ...lineAndPhoneLines(pricing),
    ...netflixLine(pricing),
    ...otherOptionLines(pricing),
  ];
  const { monthlySchedule, yearlyInTerm } = chargesOverTerm(lines, term);

  const { oneTime, conditions } = oneTimeCosts(pricing);
  const oneTimeTotal = oneTime.reduce((sum, cost) => sum + cost.payable, 0);

  const definitions = options.definitions ?? buildCampaignDefinitions(catalog, period);
  const nameOf = (id: CampaignId) => definitions.find((d) => d.id === id)?.name ?? id;
  const cashBack = cashBackItems(pricing, nameOf, now, period);
  const cashBackTotal = cashBack.reduce((sum, item) => sum + item.amount, 0);

  const couponTotal = campaignData.isAuCouponCP ? catalog.campaigns.auCoupon : 0;
  if (campaignData.isAuCouponCP) used.add('isAuCouponCP');
  if (campaignData.isChangeCP) used.add('isChangeCP');

  const monthlyTermTotal = monthlySchedule.reduce((a, b) => a + b, 0) + yearlyInTerm;
  const termTotal = oneTimeTotal + monthlyTermTotal;

  const notApplied = notAppliedCampaigns(pricing, base.basePromo, nameOf, definitions);
  if (planData.isMansionHome && planData.buildingType === 1) conditions.push(unregisteredBuildingCondition());

  return {
    termMonths: term,
    monthlyLines: lines,
    monthlySchedule,
    monthlyTotal: {
      firstYear: monthlySchedule[Math.min(12, term) - 1] ?? 0,
      afterFirstYear: monthlySchedule[Math.min(13, term) - 1] ?? 0,
    },
    yearlyTotal: lines.filter((l) => l.billing === 'yearly').reduce((sum, l) => sum + l.amount, 0),
    oneTimeCosts: oneTime,
    oneTimeTotal,
    cashBack,
    cashBackTotal,
    couponTotal,
    termTotal,
    effectiveMonthly: Math.round((termTotal - cashBackTotal) / term),
    monthlyTermTotal,
    effectiveMonthlyCounts: effectiveMonthlyCountsOf(lines),
    appliedCampaigns: appliedCampaignsOf(definitions, used, oneTimeTotal),
    notApplied,
    conditions,
  };
}

/**
 * What 実質月額 counts, with this quote's own figures: the one explanation
 * every page shows next to the figure, so the two cannot disagree.
 */
export function effectiveMonthlyExplanation(b: PriceBreakdown): string {
  const counts =
    b.effectiveMonthlyCounts.length > 0
      ? `（無料・割引の期間は割り引いた額で数えています：${b.effectiveMonthlyCounts.join('、')}）`
      : '';
  return (
    `実質月額は、初期費用${formatYen(b.oneTimeTotal)}と${b.termMonths}ヶ月間にお支払いいただく月額料金などの合計` +
    `${formatYen(b.monthlyTermTotal)}${counts}から、キャッシュバック${formatYen(b.cashBackTotal)}を引き、` +
    `${b.termMonths}で割った額です。クーポンは含みません。`
  );
}

/**
 * One monthly line with every change of its price over time, e.g.
 * '770円／月（最初の3ヶ月は無料、25ヶ月目から880円）': the words the terms step,
 * the contract document and the application's own page all print, so none of
 * them can leave out a free period or a later rise the others show.
 */
export function monthlyLinePriceText(line: MonthlyLine): string {
  const regular = `${formatYen(line.amount)}${line.billing === 'yearly' ? '／年' : '／月'}`;
  const changes = [
    line.promo
      ? line.promo.amount === 0
        ? `最初の${line.promo.months}ヶ月は無料`
        : `最初の${line.promo.months}ヶ月は${formatYen(line.promo.amount)}`
      : null,
    line.later ? `${line.later.fromMonth}ヶ月目から${formatYen(line.later.amount)}` : null,
  ].filter(Boolean);
  return changes.length > 0 ? `${regular}（${changes.join('、')}）` : regular;
}
