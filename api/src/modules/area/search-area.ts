// One area search against the master (SearchCommufaArea). The browser applies
// the prefecture rule and the apartment double search of docs/business-rules.md#area-search; the
// server answers a single search, as a home or for the building given.
import type { AreaSearchResult } from '@hikari/shared/domain';
import type { Db } from '../../db/client';
import { areaIndexOf, type TownRow } from './area-index';
import { buildingNameKey, comparisonKey, normalizeChome } from '@hikari/shared/domain';

export interface AreaQuery {
  buildingType: 0 | 1;
  prefecture: string;
  city: string;
  town: string;
  chome?: string | null;
  banchi?: string | null;
  buildingName?: string | null;
}

export const STATUS_IDENTIFIED = 'identified';
export const STATUS_UNIDENTIFIED = 'unidentified';

const EMPTY: Omit<AreaSearchResult, 'result' | 'status'> = {
  isServiceArea: false,
  is10GArea: false,
  isTVArea: false,
  period: null,
  isRegister: false,
  isNonAvailable: false,
  isApprovedMansion: false,
  mansionPlanType: null,
  isMansionWari12: false,
  isKDDI: false,
  isAllCommufaMansion: false,
  notes: null,
};

export const UNIDENTIFIED_NOTE =
  'ご入力の住所を特定できませんでした。お手数ですが、お電話でお問い合わせください。';
export const UNREGISTERED_BUILDING_NOTE =
  'ご入力の建物は登録されていません。戸建てタイプでのご案内となる場合があります。';

/**
 * The master row for an address: the chome row when there is one, else the
 * whole town, else the town given with its chome or block spelled into it
 * ('栄3丁目' finds '栄'), else the rest-of-city row (town '').
 */
export async function findTown(db: Db, q: AreaQuery): Promise<TownRow | null> {
  const prefecture = comparisonKey(q.prefecture);
  const city = comparisonKey(q.city);
  const town = comparisonKey(q.town);
  const chome = normalizeChome(q.chome);
  // Only the rows that can match: the town itself, a town the input starts
  // with, and the rest-of-city row (a big city has hundreds of towns). From
  // the in-memory index: the database is not read per search.
  const index = await areaIndexOf(db);
  const rows = index
    .townsOf(prefecture, city)
    .filter((r) => r.town === town || r.town === '' || town.startsWith(r.town));
  if (rows.length === 0) return null;
  const inTown = rows.filter((r) => r.town === town);
  const pick = (candidates: TownRow[]) =>
    candidates.find((r) => chome !== '' && r.chome === chome) ??
    candidates.find((r) => r.chome === '') ??
    null;
  const exact = pick(inTown);
  if (exact) return exact;
  if (town !== '') {
    const prefixed = rows
      .filter((r) => r.town !== '' && town.startsWith(r.town))
      .sort((a, b) => b.town.length - a.town.length);
    if (prefixed.length > 0) {
      const longest = prefixed.filter((r) => r.town === prefixed[0]!.town);
      const rest = normalizeChome(town.slice(prefixed[0]!.town.length));
      return longest.find((r) => rest !== '' && r.chome === rest) ?? pick(longest);
    }
  }
  return pick(rows.filter((r) => r.town === ''));
}

function homeResult(row: TownRow | null): AreaSearchResult {
  if (!row) {
    return { result: 'success', status: STATUS_UNIDENTIFIED, ...EMPTY, notes: UNIDENTIFIED_NOTE };
  }
  return {
    result: 'success',
    status: STATUS_IDENTIFIED,
    ...EMPTY,
    isServiceArea: row.isServiceArea,
    is10GArea: row.is10GArea,
    isTVArea: row.isTVArea,
    period: row.period,
    isRegister: true,
    notes: row.notes,
  };
}

export async function searchArea(db: Db, q: AreaQuery): Promise<AreaSearchResult> {
  const town = await findTown(db, q);
  if (q.buildingType === 0) return homeResult(town);

  const key = buildingNameKey(q.buildingName);
  const candidates = key
    ? (await areaIndexOf(db)).buildingsNamed(comparisonKey(q.prefecture), comparisonKey(q.city), key)
    : [];
  const wantedTown = comparisonKey(q.town);
  const chome = normalizeChome(q.chome);
  const banchi = comparisonKey(q.banchi);
  // The same name can stand in several towns: the town must agree (or be
  // spelled with its chome), and a chome or banchi given must not contradict.
  const building = candidates.find(
    (b) =>
      (wantedTown === b.town || wantedTown.startsWith(b.town)) &&
      (chome === '' || b.chome === '' || b.chome === chome) &&
      (banchi === '' || b.banchi === '' || banchi.startsWith(b.banchi) || b.banchi.startsWith(banchi)),
  );
  const area = homeResult(town);
  if (!building) {
    return {
      ...area,
      status: STATUS_UNIDENTIFIED,
      isRegister: false,
      isApprovedMansion: false,
      notes: area.status === STATUS_UNIDENTIFIED ? area.notes : UNREGISTERED_BUILDING_NOTE,
    };
  }
  return {
    result: 'success',
    status: STATUS_IDENTIFIED,
    isServiceArea: building.isNonAvailable ? false : area.isServiceArea,
    is10GArea: area.is10GArea,
    isTVArea: area.isTVArea,
    period: area.period,
    isRegister: true,
    isNonAvailable: building.isNonAvailable,
    isApprovedMansion: building.isApprovedMansion,
    mansionPlanType: building.mansionPlanType,
    isMansionWari12: building.isMansionWari12,
    isKDDI: building.isKDDI,
    isAllCommufaMansion: building.isAllCommufaMansion,
    notes: building.notes ?? area.notes,
  };
}
