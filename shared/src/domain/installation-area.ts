// The installation address of an application read as an area-search address,
// and what ties an area answer to the address it was given for. The browser
// (before an application leaves it) and the API (on every application) use
// the same functions, so both ask the same search for the same address.

import type { AreaAddressInput } from './area-search';
import type { AreaCheckedAddress, BuildingType, InstallationInfo } from './entities';
import { comparisonKey, normalizeChomeInput, normalizePostalCode, normalizeText } from './normalize';

type AddressFields = Pick<InstallationInfo, 'postalCode' | 'state' | 'city' | 'town' | 'line1' | 'line2'>;

const CHOME_AT_START = /^([0-9]+|[一二三四五六七八九十]+)丁目\s*(.*)$/;

/**
 * Line 1 of the installation address ('3丁目1-1', as the area pages write
 * it) split back into the area search's 丁目 and 番地, the 丁目 as its
 * number however it is written ('三丁目2-5' and '３丁目２－５' give '3'). A
 * line without 「丁目」 is all 番地 ('3-1-1').
 */
export function splitLine1(line1: string): { chome: string; banchi: string } {
  const text = normalizeText(line1);
  const match = CHOME_AT_START.exec(text);
  if (!match) return { chome: '', banchi: text };
  return { chome: normalizeChomeInput(match[1] ?? ''), banchi: (match[2] ?? '').trim() };
}

/**
 * The area-search address of an installation address: 丁目 and 番地 from
 * line 1, the building name from line 2 (searched as a building only for an
 * apartment).
 */
export function areaAddressOfInstallation(info: AddressFields, buildingType: BuildingType): AreaAddressInput {
  const { chome, banchi } = splitLine1(info.line1);
  return {
    buildingType,
    postalCode: normalizePostalCode(info.postalCode),
    prefecture: info.state.trim(),
    city: info.city.trim(),
    town: info.town.trim(),
    chome,
    banchi,
    buildingName: buildingType === 1 ? info.line2.trim() : '',
  };
}

/** The record kept with an area answer: the installation fields as they were searched. */
export function areaCheckedAddressOf(info: AddressFields, buildingType: BuildingType): AreaCheckedAddress {
  return {
    buildingType,
    postalCode: info.postalCode,
    state: info.state,
    city: info.city,
    town: info.town,
    line1: info.line1,
    line2: info.line2,
  };
}

/**
 * Whether an area answer kept for `checked` is an answer for the address now
 * given (ignoring width and blanks). The building name counts only for an
 * apartment; a change of building type needs a new search.
 */
export function isSameAreaAddress(
  checked: AreaCheckedAddress | null | undefined,
  info: AddressFields,
  buildingType: BuildingType,
): boolean {
  if (!checked || checked.buildingType !== buildingType) return false;
  const a = areaAddressOfInstallation(checked, buildingType);
  const b = areaAddressOfInstallation(info, buildingType);
  return (Object.keys(a) as (keyof AreaAddressInput)[]).every(
    (key) => comparisonKey(String(a[key])) === comparisonKey(String(b[key])),
  );
}

/** One town of a postal code, as the postal data lists it ('' = the rest of the city). */
export interface PostalTownEntry {
  prefecture: string;
  city: string;
  town: string;
}

// Japan Post writes some towns with a note in brackets: 「大通西（１～１９丁目）」.
const townKey = (town: string) => comparisonKey(town).replace(/\(.*\)$/, '');

/**
 * Whether prefecture, city and town belong to the postal code whose towns
 * are given. A town may carry its 丁目 or block ('栄3丁目' under '栄'); a code
 * for the rest of a city (town '') covers every town of that city not listed
 * under a code of its own.
 */
export function postalCodeMatchesAddress(
  towns: readonly PostalTownEntry[],
  address: { state: string; city: string; town: string },
): boolean {
  const state = comparisonKey(address.state);
  const city = comparisonKey(address.city);
  const town = comparisonKey(address.town);
  return towns.some((entry) => {
    if (comparisonKey(entry.prefecture) !== state || comparisonKey(entry.city) !== city) return false;
    const key = townKey(entry.town);
    return key === '' || (town !== '' && town.startsWith(key));
  });
}
