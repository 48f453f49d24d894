import { formatPostalCode, type AreaAddressInput } from '@hikari/shared/domain';

/** '〒460-0008 愛知県名古屋市中区栄3丁目1-1 ひかりハイツ栄', as the visitor would write it. */
export function formatAddress(address: AreaAddressInput): string {
  const postal = /^\d{7}$/.test(address.postalCode) ? `〒${formatPostalCode(address.postalCode)} ` : '';
  const chome = address.chome ? `${address.chome}丁目` : '';
  const building = address.buildingType === 1 && address.buildingName ? ` ${address.buildingName}` : '';
  return `${postal}${address.prefecture}${address.city}${address.town}${chome}${address.banchi}${building}`;
}
