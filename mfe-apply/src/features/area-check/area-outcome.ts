// What an area-search answer means for the application.

import type { AreaAddressInput, AreaSearchResult, InstallationInfo } from '@hikari/shared/domain';

export type AreaVerdict = 'served' | 'notServed' | 'notAvailable' | 'failed';

export function areaVerdict(result: AreaSearchResult): AreaVerdict {
  if (result.result !== 'success') return 'failed';
  if (result.isServiceArea !== true) return 'notServed';
  // Inside the area, but the building or address cannot take the line (isNonAvailable, docs/business-rules.md#records-and-field-names).
  if (result.isNonAvailable === true) return 'notAvailable';
  return 'served';
}

/**
 * The searched address as the start of the installation address, so form3
 * opens with it filled in: 丁目 and 番地 make line 1 ('3' and '1-1' →
 * '3丁目1-1', written as on an envelope), an apartment's building name line 2.
 */
export function installationFromArea(address: AreaAddressInput): Partial<InstallationInfo> {
  const chome = address.chome.trim();
  return {
    postalCode: address.postalCode,
    state: address.prefecture,
    city: address.city,
    town: address.town,
    line1: `${chome !== '' && !chome.endsWith('丁目') ? `${chome}丁目` : chome}${address.banchi.trim()}`,
    line2: address.buildingType === 1 ? address.buildingName : '',
  };
}
