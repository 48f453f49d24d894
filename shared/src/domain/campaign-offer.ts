// The campaign offer: which campaigns run now, for how much, in which period
// (Japan time) and where. The API holds it with the settings record, ops
// change it (POST /ops/campaigns), and the browser and the API both decide
// every campaign flag from it with the same functions (estimate.ts), so the
// simulation, the campaign pages, the banners and the stored quote agree.
//
// The default is today's catalog (docs/business-rules.md#campaigns): every campaign on
// offer, the additional cash back inside its period, the area-limited
// cash back in the areas the business chose.

import {
  additionalCampaignPeriod,
  buildCampaignDefinitions,
  type CampaignDefinition,
  type CampaignId,
  type CampaignPeriod,
  type FlagCampaignId,
} from './campaigns';
import { priceCatalog, type PriceCatalog } from './catalog';
import { formatJstDateJa, jstParts, parseJstDateTime } from './japan-time';
import { textProblem } from './plain-text';

/**
 * Campaigns the offer switches. The referral cash back (isOriginalFriendCP)
 * is not among them: it follows a checked referral code, not the offer.
 */
export type OfferCampaignId = Exclude<FlagCampaignId, 'isOriginalFriendCP'>;

export const OFFER_CAMPAIGN_IDS: readonly OfferCampaignId[] = [
  'isChangeCP',
  'isOneYear980CP',
  'is50000CP',
  'is10GAnd980CP6',
  'is1GAnd980CP6',
  'is25000CP',
  'isOneYearWariCP',
  'isOriginal30000CP',
  'isOriginal25000CP',
  'isOriginal5000CP',
  'isOriginalAddCP',
  'isOriginalLimitedAddCP',
  'isNetflixCP',
  'isVODCP',
  'is10GAndNetflixCP',
  'isAuCouponCP',
  'is10GAndGigazoCP3',
];

/** Where an area-limited campaign runs: whole prefectures, or single cities. */
export interface CampaignAreaLimit {
  /** '長野県' */
  prefectures: string[];
  /** { prefecture: '愛知県', city: '豊田市' }; a city also covers its wards ('名古屋市' covers '名古屋市中区'). */
  cities: { prefecture: string; city: string }[];
}

export interface OfferedCampaign {
  id: OfferCampaignId;
  /** ISO instant with offset (Japan time); the campaign runs strictly after it. null: no start. */
  startsAfter: string | null;
  /** ISO instant with offset; the campaign runs strictly before it. null: no end. */
  endsBefore: string | null;
  /** null: everywhere the service runs; else only for an address in the area searched there. */
  area: CampaignAreaLimit | null;
}

export interface CampaignOffer {
  /** The campaigns on offer; a campaign not listed is not offered. */
  campaigns: OfferedCampaign[];
  /** Every campaign figure (cash back, coupon, 980 price, months), as the catalog's campaign section. */
  amounts: PriceCatalog['campaigns'];
  /**
   * The campaign team's own words for a campaign, replacing the catalog's
   * where given. Kept with the offer so that a change of wording reaches every
   * page, the quote and the contract mail at once, with no release. Empty:
   * the catalog's words throughout.
   */
  wording: CampaignWording[];
}

/** The words of one campaign that the offer may set: each text replaces the catalog's; null keeps it. */
export interface CampaignWording {
  id: CampaignId;
  /** One or two sentences for cards and the estimate. */
  description: string | null;
  /** Who gets it, as the campaign page states it. */
  eligibility: string | null;
  /** Why it is on this estimate, shown next to the applied campaign. */
  reason: string | null;
}

/** The words a wording may set, and the longest each may be (characters). */
export const WORDING_LIMITS = { description: 200, eligibility: 120, reason: 120 } as const;

/** The address an area search confirmed as served; null before any such search. */
export interface CampaignAddress {
  prefecture: string;
  city: string;
}

const always = (id: OfferCampaignId): OfferedCampaign => ({
  id,
  startsAfter: null,
  endsBefore: null,
  area: null,
});

/**
 * Area of the area-limited cash back in the seeded offer. The spec names the
 * campaign but not its area; the business chose Nagano prefecture and the
 * city of Toyota (愛知県豊田市), and changes it with POST /ops/campaigns.
 */
export const DEFAULT_LIMITED_CAMPAIGN_AREA: CampaignAreaLimit = {
  prefectures: ['長野県'],
  cities: [{ prefecture: '愛知県', city: '豊田市' }],
};

/** Today's catalog as an offer. */
export const defaultCampaignOffer: CampaignOffer = {
  campaigns: OFFER_CAMPAIGN_IDS.map((id) => {
    if (id === 'isOriginalAddCP') return { ...always(id), ...additionalCampaignPeriod };
    if (id === 'isOriginalLimitedAddCP') return { ...always(id), area: DEFAULT_LIMITED_CAMPAIGN_AREA };
    return always(id);
  }),
  amounts: { ...priceCatalog.campaigns },
  wording: [],
};

const offerCatalogs = new WeakMap<CampaignOffer, PriceCatalog>();

/**
 * The catalog with the offer's campaign figures: the same object for the same
 * offer and today's catalog, so what is kept per catalog (the campaign
 * definitions a price breakdown names its lines from) is built once.
 */
export function catalogWithOffer(offer: CampaignOffer, catalog: PriceCatalog = priceCatalog): PriceCatalog {
  if (catalog !== priceCatalog) return { ...catalog, campaigns: { ...offer.amounts } };
  let withOffer = offerCatalogs.get(offer);
  if (!withOffer) {
    withOffer = { ...catalog, campaigns: { ...offer.amounts } };
    offerCatalogs.set(offer, withOffer);
  }
  return withOffer;
}

export function offeredCampaign(offer: CampaignOffer, id: OfferCampaignId): OfferedCampaign | null {
  return offer.campaigns.find((campaign) => campaign.id === id) ?? null;
}

/** The campaign's period as the period helpers read it; open ends become far instants. */
export function offerPeriod(offer: CampaignOffer, id: OfferCampaignId): CampaignPeriod | null {
  const entry = offeredCampaign(offer, id);
  if (!entry) return null;
  return {
    startsAfter: entry.startsAfter ?? '1970-01-01T00:00:00+09:00',
    endsBefore: entry.endsBefore ?? '9999-12-31T00:00:00+09:00',
  };
}

const wordedDefinitions = new WeakMap<CampaignOffer, readonly CampaignDefinition[]>();

/**
 * The campaign names, texts and amounts as the offer prices and words them
 * (one catalog per offer, whose definitions buildCampaignDefinitions keeps;
 * the offer's wording applied once per offer).
 */
export function campaignDefinitionsFor(offer: CampaignOffer): readonly CampaignDefinition[] {
  const definitions = buildCampaignDefinitions(
    catalogWithOffer(offer),
    offerPeriod(offer, 'isOriginalAddCP') ?? additionalCampaignPeriod,
  );
  if (offer.wording.length === 0) return definitions;
  let worded = wordedDefinitions.get(offer);
  if (!worded) {
    const byId = new Map(offer.wording.map((w) => [w.id, w]));
    worded = definitions.map((definition) => {
      const own = byId.get(definition.id);
      return own
        ? {
            ...definition,
            description: own.description ?? definition.description,
            eligibility: own.eligibility ?? definition.eligibility,
            reason: own.reason ?? definition.reason,
          }
        : definition;
    });
    wordedDefinitions.set(offer, worded);
  }
  return worded;
}

/** The address lies in the area: its prefecture is listed, or its city (or the city its ward belongs to). */
export function isInCampaignArea(area: CampaignAreaLimit, address: CampaignAddress | null): boolean {
  if (!address || address.prefecture === '') return false;
  if (area.prefectures.includes(address.prefecture)) return true;
  return area.cities.some(
    (c) =>
      c.prefecture === address.prefecture &&
      (address.city === c.city || (c.city.endsWith('市') && address.city.startsWith(c.city))),
  );
}

function withinPeriod(entry: OfferedCampaign, now: Date): boolean {
  const t = now.getTime();
  if (entry.startsAfter !== null) {
    const start = parseJstDateTime(entry.startsAfter);
    if (!start || t <= start.getTime()) return false;
  }
  if (entry.endsBefore !== null) {
    const end = parseJstDateTime(entry.endsBefore);
    if (!end || t >= end.getTime()) return false;
  }
  return true;
}

/** The campaign is offered at `now` to a visitor whose served address is `address`. */
export function isCampaignOffered(
  offer: CampaignOffer,
  id: OfferCampaignId,
  now: Date,
  address: CampaignAddress | null,
): boolean {
  const entry = offeredCampaign(offer, id);
  if (!entry || !withinPeriod(entry, now)) return false;
  return entry.area === null || isInCampaignArea(entry.area, address);
}

/**
 * Why a campaign is not offered to this visitor now: not in the offer, before
 * or after its period, or outside its area (or no area searched yet).
 */
export function campaignOfferStatus(
  offer: CampaignOffer,
  id: OfferCampaignId,
  now: Date,
  address: CampaignAddress | null,
): 'offered' | 'notOffered' | 'notYet' | 'ended' | 'outsideArea' {
  const entry = offeredCampaign(offer, id);
  if (!entry) return 'notOffered';
  if (!withinPeriod(entry, now)) {
    const start = entry.startsAfter === null ? null : parseJstDateTime(entry.startsAfter);
    return start && now.getTime() <= start.getTime() ? 'notYet' : 'ended';
  }
  if (entry.area !== null && !isInCampaignArea(entry.area, address)) return 'outsideArea';
  return 'offered';
}

// ---------------------------------------------------------------------------
// Reading an offer from outside (ops input, the settings answer).

export type OfferParse = { ok: true; offer: CampaignOffer } | { ok: false; errors: string[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT_KEYS = Object.keys(priceCatalog.campaigns) as (keyof PriceCatalog['campaigns'])[];
const MAX_AMOUNT = 1_000_000;

/** A bare date is 00:00 Japan time of that day; an instant must carry its offset. */
function readInstant(value: unknown, path: string, errors: string[]): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || !(ISO_WITH_OFFSET.test(value) || DATE_ONLY.test(value))) {
    errors.push(`${path}: a date YYYY-MM-DD (Japan time) or an ISO instant with offset, or null`);
    return null;
  }
  const iso = DATE_ONLY.test(value) ? `${value}T00:00:00+09:00` : value;
  const instant = parseJstDateTime(iso);
  // Date parsing rolls 2026-02-30 over to March; a real date reads back the same.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const back = instant ? jstParts(new Date(Date.parse(iso.slice(0, 10) + 'T12:00:00Z'))) : null;
  if (
    !instant ||
    Number.isNaN(Date.parse(iso)) ||
    !back ||
    back.year !== year ||
    back.month !== month ||
    back.day !== day
  ) {
    errors.push(`${path}: not a real date`);
  }
  return iso;
}

function readStrings(value: unknown, path: string, errors: string[]): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.trim() !== '')) {
    errors.push(`${path}: a list of names`);
    return [];
  }
  return value.map((v: string) => v.trim());
}

function readArea(value: unknown, path: string, errors: string[]): CampaignAreaLimit | null {
  if (value === null || value === undefined) return null;
  if (!isObject(value)) {
    errors.push(`${path}: {prefectures: [...], cities: [{prefecture, city}]} or null`);
    return null;
  }
  const prefectures = readStrings(value.prefectures ?? [], `${path}.prefectures`, errors);
  const cities: CampaignAreaLimit['cities'] = [];
  const rawCities = value.cities ?? [];
  if (!Array.isArray(rawCities)) errors.push(`${path}.cities: a list of {prefecture, city}`);
  else
    rawCities.forEach((c: unknown, i) => {
      if (isObject(c) && typeof c.prefecture === 'string' && typeof c.city === 'string' && c.city.trim()) {
        cities.push({ prefecture: c.prefecture.trim(), city: c.city.trim() });
      } else errors.push(`${path}.cities[${i}]: {prefecture, city}`);
    });
  if (prefectures.length + cities.length === 0) errors.push(`${path}: names no prefecture and no city`);
  return { prefectures, cities };
}

/**
 * Checks an offer as a whole: known campaign ids, each at most once, periods
 * whose end follows their start, areas that name somewhere, and every
 * figure a whole number of yen (or months) from 0 to 1,000,000. `amounts` may
 * be partial; missing figures come from `base` (default: the seeded offer),
 * and a missing `wording` keeps the base's.
 */
export function parseCampaignOffer(value: unknown, base: CampaignOffer = defaultCampaignOffer): OfferParse {
  const errors: string[] = [];
  if (!isObject(value) || !Array.isArray(value.campaigns)) {
    return { ok: false, errors: ['campaigns: a list of {id, startsAfter, endsBefore, area}'] };
  }
  const campaigns: OfferedCampaign[] = [];
  value.campaigns.forEach((raw: unknown, i) => {
    const path = `campaigns[${i}]`;
    if (!isObject(raw) || typeof raw.id !== 'string') {
      errors.push(`${path}: {id, startsAfter, endsBefore, area}`);
      return;
    }
    const id = raw.id as OfferCampaignId;
    if (!OFFER_CAMPAIGN_IDS.includes(id)) {
      errors.push(`${path}.id: unknown campaign ${raw.id} (known: ${OFFER_CAMPAIGN_IDS.join(', ')})`);
      return;
    }
    if (campaigns.some((c) => c.id === id)) errors.push(`${path}.id: ${id} is listed twice`);
    const startsAfter = readInstant(raw.startsAfter, `${path}.startsAfter`, errors);
    const endsBefore = readInstant(raw.endsBefore, `${path}.endsBefore`, errors);
    const start = parseJstDateTime(startsAfter);
    const end = parseJstDateTime(endsBefore);
    if (start && end && end.getTime() <= start.getTime()) {
      errors.push(`${path}: endsBefore must come after startsAfter`);
    }
    campaigns.push({ id, startsAfter, endsBefore, area: readArea(raw.area, `${path}.area`, errors) });
  });

  const amounts = { ...base.amounts };
  if (value.amounts !== undefined) {
    if (!isObject(value.amounts)) errors.push('amounts: an object of figures');
    else
      for (const [key, figure] of Object.entries(value.amounts)) {
        if (!(AMOUNT_KEYS as string[]).includes(key)) {
          errors.push(`amounts.${key}: unknown figure (known: ${AMOUNT_KEYS.join(', ')})`);
        } else if (
          typeof figure !== 'number' ||
          !Number.isInteger(figure) ||
          figure < 0 ||
          figure > MAX_AMOUNT
        ) {
          errors.push(`amounts.${key}: a whole number from 0 to ${MAX_AMOUNT}`);
        } else amounts[key as keyof typeof amounts] = figure;
      }
  }
  // Left out, the wording stays as it was (as figures left out of `amounts` do).
  const wording = value.wording === undefined ? base.wording : readWording(value.wording, errors);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, offer: { campaigns, amounts, wording } };
}

/**
 * The offer's wording: known campaign ids, each once, and plain text within
 * WORDING_LIMITS (no control, invisible or bidi characters). A null or empty
 * text keeps the catalog's; an empty list gives every campaign its catalog words back.
 */
function readWording(value: unknown, errors: string[]): CampaignWording[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errors.push('wording: a list of {id, description, eligibility, reason}');
    return [];
  }
  const known = new Set<string>(buildCampaignDefinitions().map((d) => d.id));
  const wording: CampaignWording[] = [];
  value.forEach((raw: unknown, i) => {
    const path = `wording[${i}]`;
    if (!isObject(raw) || typeof raw.id !== 'string' || !known.has(raw.id)) {
      errors.push(`${path}.id: a campaign id (known: ${[...known].join(', ')})`);
      return;
    }
    if (wording.some((w) => w.id === raw.id)) errors.push(`${path}.id: ${raw.id} is worded twice`);
    const entry: CampaignWording = {
      id: raw.id as CampaignId,
      description: null,
      eligibility: null,
      reason: null,
    };
    for (const key of Object.keys(WORDING_LIMITS) as (keyof typeof WORDING_LIMITS)[]) {
      const text = raw[key];
      if (text === undefined || text === null || text === '') continue;
      if (typeof text !== 'string' || text.trim() === '') {
        errors.push(`${path}.${key}: a text, or null to keep the catalog's`);
      } else if ([...text].length > WORDING_LIMITS[key]) {
        errors.push(`${path}.${key}: at most ${WORDING_LIMITS[key]} characters`);
      } else if (textProblem(text) !== null) {
        errors.push(`${path}.${key}: control, invisible or bidi characters are not allowed`);
      } else entry[key] = text.trim();
    }
    wording.push(entry);
  });
  return wording;
}

/** The offer in a settings answer, or the seeded one when it is missing or unreadable. */
export function campaignOfferOrDefault(value: unknown): CampaignOffer {
  const parsed = parseCampaignOffer(value);
  return parsed.ok ? parsed.offer : defaultCampaignOffer;
}

/**
 * Whether a campaign may be advertised (banners, the campaign list): it is in
 * the offer and its period has not ended. One still to start or limited to an
 * area is advertised with its own conditions; one that ended is not, and its
 * page says so. Ids outside the offer (standing campaigns, the referral) are
 * always advertised.
 */
export function isCampaignAdvertised(offer: CampaignOffer, id: string, now: Date): boolean {
  if (!(OFFER_CAMPAIGN_IDS as readonly string[]).includes(id)) return true;
  const status = campaignOfferStatus(offer, id as OfferCampaignId, now, null);
  return status !== 'ended' && status !== 'notOffered';
}

/**
 * Whether a campaign runs now (for a visitor anywhere): what a card that
 * gives no dates may show. Narrower than isCampaignAdvertised: one still to
 * start is not shown either. Ids outside the offer always run.
 */
export function isCampaignRunning(offer: CampaignOffer, id: string, now: Date): boolean {
  if (!(OFFER_CAMPAIGN_IDS as readonly string[]).includes(id)) return true;
  const status = campaignOfferStatus(offer, id as OfferCampaignId, now, null);
  return status === 'offered' || status === 'outsideArea';
}

/** '2025年9月29日（月）': the last day a campaign ran, or null when it has no end. */
export function campaignLastDayLabel(offer: CampaignOffer, id: OfferCampaignId): string | null {
  const end = parseJstDateTime(offeredCampaign(offer, id)?.endsBefore ?? null);
  return end ? formatJstDateJa(new Date(end.getTime() - 1)) : null;
}
