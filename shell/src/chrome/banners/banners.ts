// Which campaign banners the banner bar shows (docs/business-rules.md#header-menus-and-banners).
// The banner type follows the visitor's area search: 'area' while the
// area-limited campaign of the offer runs where the search found the address.

import {
  additionalCampaignPeriodLabel,
  defaultCampaignOffer,
  isCampaignOffered,
  offerPeriod,
  type CampaignAddress,
  type CampaignOffer,
} from '@hikari/shared/domain/core';
// The banner state (isApply, type): the ui slice's.
import type { BannerState } from '@hikari/shared/store';

export interface BannerView {
  /** The campaign banner: the area-limited one for type 'area', the other-campaign one otherwise. */
  campaignBanner: 'limited' | 'other';
  /** The separate 10,000-yen banner, only while the additional campaign applies. */
  showAdditionalBanner: boolean;
  /** Amounts the banners name, from the offer. */
  amounts: { limitedAdditional: number; additional: number; original: number; maxCashBack: number };
  /** '2025年7月11日（金）～2025年9月29日（月）', '' when the additional campaign has no period. */
  additionalPeriodLabel: string;
  /** Every banner of the bar links to the simulation. */
  href: '/apply/form/';
}

/**
 * Banner type of docs/business-rules.md#header-menus-and-banners: 'area' when the area-limited campaign is on
 * offer now for the address the area search confirmed, 'other' otherwise
 * (no search yet, outside its area, or the campaign not running).
 */
export function bannerTypeFor(
  offer: CampaignOffer,
  address: CampaignAddress | null,
  now: Date,
): BannerState['type'] {
  return isCampaignOffered(offer, 'isOriginalLimitedAddCP', now, address) &&
    offer.amounts.limitedAdditional > 0
    ? 'area'
    : 'other';
}

/**
 * @param offer default `defaultCampaignOffer`
 * @param maxCashBack the headline the server found (useMaxCashBack); 0 while none is known, and the
 *   banner then names no figure
 */
export function bannerView(
  state: Pick<BannerState, 'type'>,
  now: Date,
  offer: CampaignOffer = defaultCampaignOffer,
  maxCashBack: number = 0,
): BannerView {
  const period = offerPeriod(offer, 'isOriginalAddCP');
  const entry = offer.campaigns.find((c) => c.id === 'isOriginalAddCP');
  return {
    campaignBanner: state.type === 'area' ? 'limited' : 'other',
    // The 10,000-yen campaign runs everywhere its area (if any) allows; the bar
    // shows it while its period runs and leaves area limits to the estimate.
    showAdditionalBanner:
      entry !== undefined &&
      offer.amounts.additional > 0 &&
      isCampaignOffered({ ...offer, campaigns: [{ ...entry, area: null }] }, 'isOriginalAddCP', now, null),
    amounts: {
      limitedAdditional: offer.amounts.limitedAdditional,
      additional: offer.amounts.additional,
      original: Math.max(offer.amounts.isOriginal30000CP, offer.amounts.isOriginal25000CP),
      // The headline: the largest cash back the simulation grants, never a written figure.
      maxCashBack,
    },
    additionalPeriodLabel:
      entry && entry.startsAfter !== null && entry.endsBefore !== null && period
        ? additionalCampaignPeriodLabel(period)
        : '',
    href: '/apply/form/',
  };
}
