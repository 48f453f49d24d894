// Area search orchestration, docs/business-rules.md#area-search. The search itself is injected:
// the browser passes the SearchCommufaArea GraphQL call, the API passes its
// database lookup, tests pass a table.

import { PREFECTURES_SERVED, type AreaSearchResult, type BuildingType, type EreaType } from './entities';

/** The address form of the area search (also the SearchCommufaArea payload). */
export interface AreaAddressInput {
  buildingType: BuildingType;
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  /** 丁目 */
  chome: string;
  /** 番地 */
  banchi: string;
  /** Required for an apartment. */
  buildingName: string;
}

export type AreaSearchFn = (address: AreaAddressInput) => Promise<AreaSearchResult>;

const EMPTY_RESULT: Omit<AreaSearchResult, 'result'> = {
  status: null,
  isServiceArea: null,
  is10GArea: null,
  isTVArea: null,
  period: null,
  isRegister: null,
  isNonAvailable: null,
  isApprovedMansion: null,
  mansionPlanType: null,
  isMansionWari12: null,
  isKDDI: null,
  isAllCommufaMansion: null,
  notes: null,
};

/** The answer for a prefecture the service does not reach; no search is made. */
export const OUTSIDE_PREFECTURE_RESULT: AreaSearchResult = {
  ...EMPTY_RESULT,
  result: 'success',
  isRegister: false,
  status: 'identified',
  isServiceArea: false,
};

export const FAILED_AREA_RESULT: AreaSearchResult = { ...EMPTY_RESULT, result: 'failed' };

/** True for 愛知県, 三重県, 岐阜県, 静岡県, 長野県 (surrounding blanks ignored). */
export function isServedPrefecture(prefecture: string): boolean {
  return (PREFECTURES_SERVED as readonly string[]).includes(prefecture.trim());
}

async function searchOnce(search: AreaSearchFn, address: AreaAddressInput): Promise<AreaSearchResult> {
  const answer = await search(address);
  if (!answer || answer.result !== 'success') throw new Error('area search failed');
  return answer;
}

/**
 * docs/business-rules.md#area-search. An apartment is searched twice at once, as a detached
 * home (for the area's period and 10G flag) and as given (for the
 * building's registration). Registered (the given search says
 * `isRegister: true`): the given result, with period and 10G flag from the
 * home search (10G true when the home answer is not a boolean). Otherwise:
 * the home result with approved-mansion and status from the given search,
 * reported as not registered. Any throw or 'failed' answer gives
 * FAILED_AREA_RESULT; the caller shows the failure, nothing is half-merged.
 * The browser and the API (on every application) run this same merge.
 */
export async function searchArea(address: AreaAddressInput, search: AreaSearchFn): Promise<AreaSearchResult> {
  if (!isServedPrefecture(address.prefecture)) return { ...OUTSIDE_PREFECTURE_RESULT };
  try {
    if (address.buildingType === 0) return await searchOnce(search, address);

    // allSettled, not all: the other search must not end as an unhandled rejection.
    const [home, given] = await Promise.allSettled([
      searchOnce(search, { ...address, buildingType: 0 }),
      searchOnce(search, address),
    ]);
    if (home.status === 'rejected' || given.status === 'rejected') return { ...FAILED_AREA_RESULT };

    if (given.value.isRegister === true) {
      return {
        ...given.value,
        period: home.value.period,
        is10GArea: typeof home.value.is10GArea === 'boolean' ? home.value.is10GArea : true,
      };
    }
    // The home search answers for the address, not for a building: whatever
    // it says about registration, the building is registered only when the
    // search for that building said so (above).
    return {
      ...home.value,
      isRegister: false,
      isApprovedMansion: given.value.isApprovedMansion,
      status: given.value.status,
    };
  } catch {
    return { ...FAILED_AREA_RESULT };
  }
}

export interface AreaPlanFields {
  buildingType: BuildingType;
  ereaType: EreaType;
  isAreaChecked: boolean;
  mansionPlanType: string | null;
}

/**
 * The plan-data fields an area answer decides. The area counts as checked
 * only when the search succeeded and the address is served: the application
 * flow may go on only then. ereaType is 1 only for an explicit "not 10G".
 */
export function areaResultToPlanFields(buildingType: BuildingType, result: AreaSearchResult): AreaPlanFields {
  return {
    buildingType,
    ereaType: result.is10GArea === false ? 1 : 0,
    isAreaChecked: result.result === 'success' && result.isServiceArea === true,
    mansionPlanType: buildingType === 1 ? result.mansionPlanType : null,
  };
}
