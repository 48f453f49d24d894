// Which campaign banners the banner bar shows (spec section 4 "Banners").

import { additionalCampaignPeriod, isAdditionalCampaignActive, type CampaignPeriod } from './campaigns';

/** Spec "Banner state": isApply, type (area or other). */
export interface BannerState {
  isApply: boolean;
  type: 'area' | 'other';
}

export interface BannerView {
  /** The campaign banner: the area-limited one for type 'area', the other-campaign one otherwise. */
  campaignBanner: 'limited' | 'other';
  /** The separate 10,000-yen banner, only while the additional campaign applies. */
  showAdditionalBanner: boolean;
  /** Every banner of the bar links to the simulation. */
  href: '/apply/form/';
}

/**
 * @param period default `additionalCampaignPeriod`
 */
export function bannerView(
  state: Pick<BannerState, 'type'>,
  now: Date,
  period: CampaignPeriod = additionalCampaignPeriod,
): BannerView {
  return {
    campaignBanner: state.type === 'area' ? 'limited' : 'other',
    showAdditionalBanner: isAdditionalCampaignActive(now, period),
    href: '/apply/form/',
  };
}
