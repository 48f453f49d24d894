// The campaign offer and the address it is judged for, read from the shared
// store: the offer arrives with the settings (and their realtime channel),
// the address is the one the area search wrote with its answer (customer
// slice), so every remote judges campaigns from the same two facts.
import { createSelector } from '@reduxjs/toolkit';
import {
  defaultCampaignOffer,
  isSameAreaAddress,
  type CampaignAddress,
  type CampaignOffer,
} from '@hikari/shared/domain/core';
import type { RootState } from './create-store';

/** The offer served with the settings; the seeded one before the settings arrive. */
export const selectCampaignOffer = (state: RootState): CampaignOffer =>
  state.settings.record?.campaignOffer ?? defaultCampaignOffer;

/**
 * The address of the visitor's last area search when it found the address
 * served and the installation address is still that address; null before any
 * search, after a failed one, outside the service area, or once the address
 * was changed without a new search.
 */
export const selectCampaignAddress = createSelector(
  [
    (state: RootState) => state.customer.applicationDetails.installationInfo,
    (state: RootState) => state.customer.applicationDetails.areaData,
    (state: RootState) => state.customer.applicationDetails.areaCheckedAddress,
  ],
  (installationInfo, areaData, checked): CampaignAddress | null =>
    checked &&
    areaData?.result === 'success' &&
    areaData.isServiceArea === true &&
    checked.state !== '' &&
    isSameAreaAddress(checked, installationInfo, checked.buildingType)
      ? { prefecture: checked.state, city: checked.city }
      : null,
);
