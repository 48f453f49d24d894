// Headline figures (「最大…円キャッシュバック」) and side-by-side comparisons,
// computed by running the simulation itself over every choice a visitor can
// make, so a banner or a campaign page can never promise more (or other)
// than the simulation grants, and overlapping choices can be compared.

import { canonicalJson } from './canonical-json';
import { campaignOfferStatus, offerPeriod, type CampaignAddress, type CampaignOffer } from './campaign-offer';
import { isWithinPeriod } from './campaigns';
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
 * What the instant changes for the simulation: which of the offer's campaigns
 * run at `now` (isCampaignOffered) and whether the additional campaign's
 * period does (the price breakdown's cash back). Two instants with the same
 * moment give the same headline, so the search runs again only when a period
 * starts or ends, not every minute.
 */
function campaignMoment(offer: CampaignOffer, now: Date): string {
  const running = offer.campaigns.map((entry) => {
    const status = campaignOfferStatus(offer, entry.id, now, null);
    return status === 'notYet' || status === 'ended' ? 0 : 1;
  });
  const additional = offerPeriod(offer, 'isOriginalAddCP');
  return `${running.join('')}${additional && isWithinPeriod(now, additional) ? 1 : 0}`;
}

/** How many answers (and searches) are kept: a page meets one offer, a few moments and addresses. */
const KEPT = 32;
const reachCache = new Map<string, CashBackReach>();
const searches = new Map<string, Promise<CashBackReach>>();

function keep<T>(memory: Map<string, T>, key: string, value: T): void {
  memory.set(key, value);
  if (memory.size > KEPT) memory.delete(memory.keys().next().value as string);
}

/**
 * An offer by its content: the settings bring the same offer as a new object
 * (the server's answer, the realtime channel, the last visit's record), which
 * must not search again.
 */
const offerKeys = new WeakMap<CampaignOffer, string>();
function offerKey(offer: CampaignOffer): string {
  let key = offerKeys.get(offer);
  if (key === undefined) {
    key = canonicalJson(offer);
    offerKeys.set(offer, key);
  }
  return key;
}

function reachKey(offer: CampaignOffer, now: Date, address: CampaignAddress | null): string {
  return `${offerKey(offer)}|${campaignMoment(offer, now)}|${address?.prefecture ?? ''}|${address?.city ?? ''}`;
}

/**
 * A short name for a headline's key (two 32-bit FNV-1a digests of it with
 * different offsets, in hex), so that a page can name the offer's content,
 * moment and address its headline was found for in a few bytes.
 */
function keyToken(key: string): string {
  let low = 0x811c9dc5;
  let high = 0x050c5d1f;
  for (let i = 0; i < key.length; i += 1) {
    const code = key.charCodeAt(i);
    low = Math.imul(low ^ code, 0x01000193) >>> 0;
    high = Math.imul(high ^ code, 0x01000193) >>> 0;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}

/**
 * The meta tag of a prerendered page that carries the banner's headline it
 * shows (renderedHeadlineContent; written by tools/site/prerender.ts, read in
 * the browser by renderedHeadline in @hikari/shared/ui).
 */
export const RENDERED_HEADLINE_META = 'hikari-rendered-headline';

/**
 * What a prerendered page says of the headline `total` it shows for this
 * offer, instant and address: `<token> <yen>`, the token naming the offer's
 * content, moment and address.
 */
export function renderedHeadlineContent(
  offer: CampaignOffer,
  now: Date,
  address: CampaignAddress | null,
  total: number,
): string {
  return `${keyToken(reachKey(offer, now, address))} ${total}`;
}

/**
 * The headline's total already known for this offer, instant and address:
 * searched in this page, or the one the page was prerendered with (`rendered`,
 * its renderedHeadlineContent) when that was for the same offer content,
 * moment and address. undefined when it must be searched.
 */
export function knownHeadlineTotal(
  offer: CampaignOffer,
  now: Date,
  address: CampaignAddress | null,
  rendered: string | null,
): number | undefined {
  const key = reachKey(offer, now, address);
  const found = reachCache.get(key);
  if (found) return found.total;
  const [token] = rendered?.split(' ') ?? [];
  return token === keyToken(key) ? renderedHeadlineTotal(rendered) : undefined;
}

/**
 * The figure a prerendered page's headline shows (`rendered`, its
 * renderedHeadlineContent), whatever offer it was rendered with: what the
 * page's HTML says until the browser has the headline of its own offer.
 * undefined without one.
 */
export function renderedHeadlineTotal(rendered: string | null): number | undefined {
  const yen = rendered?.split(' ')[1];
  const total = Number(yen);
  return yen && Number.isSafeInteger(total) && total >= 0 ? total : undefined;
}

/**
 * The search itself: one simulation per choice, yielding after each, so a
 * caller can spread it over several tasks. Its answer is kept for the offer.
 */
function* searchCashBack(
  offer: CampaignOffer,
  now: Date,
  address: CampaignAddress | null,
): Generator<void, CashBackReach> {
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
    yield;
  }
  const result = best as CashBackReach;
  keep(reachCache, reachKey(offer, now, address), result);
  return result;
}

/** The headline already found for this offer, instant and address, or undefined when it has not been searched yet. */
export function knownMaxCashBack(
  offer: CampaignOffer,
  now: Date,
  address: CampaignAddress | null = null,
): CashBackReach | undefined {
  return reachCache.get(reachKey(offer, now, address));
}

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
  const known = knownMaxCashBack(offer, now, address);
  if (known) return known;
  const search = searchCashBack(offer, now, address);
  for (;;) {
    const step = search.next();
    if (step.done) return step.value;
  }
}

/**
 * maxReachableCashBack in slices of about `sliceMs` of work, each its own task
 * (a timer between them), so that a slow phone's main thread is never held for
 * the whole search. Always the same promise for the same offer, moment and
 * address, settled or not, as React's use() needs.
 */
export function maxReachableCashBackSoon(
  offer: CampaignOffer,
  now: Date,
  address: CampaignAddress | null = null,
  sliceMs = 4,
): Promise<CashBackReach> {
  const key = reachKey(offer, now, address);
  let promise = searches.get(key);
  if (promise) return promise;
  const known = knownMaxCashBack(offer, now, address);
  if (known) {
    promise = Promise.resolve(known);
  } else {
    const search = searchCashBack(offer, now, address);
    promise = new Promise<CashBackReach>((resolve, reject) => {
      const slice = () => {
        try {
          const until = Date.now() + sliceMs;
          for (;;) {
            const step = search.next();
            if (step.done) return resolve(step.value);
            if (Date.now() >= until) break;
          }
          setTimeout(slice, 0);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      setTimeout(slice, 0);
    });
  }
  keep(searches, key, promise);
  return promise;
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
