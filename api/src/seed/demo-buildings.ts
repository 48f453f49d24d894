// Several hundred demo apartment buildings in served towns, with the apartment
// flags of docs/business-rules.md#records-and-field-names from a fixed rule (h = FNV-1a of the building's
// address and name, p(k) = byte k of h mod 100):
//
//   isNonAvailable      = p(0) < 5   (the owner refused the installation)
//   isApprovedMansion   = not isNonAvailable and p(0) < 88
//   mansionPlanType     = FTTH (p(1) < 50), VDSL (< 85) or LAN; null when not approved
//   isMansionWari12     = approved and p(2) < 30
//   isKDDI              = p(3) < 20
//   isAllCommufaMansion = approved and h mod 10 = 0
//
// One building is placed in every 40th served town (in master order), and the
// pinned buildings below give tests fixed cases.
import type { AreaTownRow } from './demo-area';
import { fnv1a, percentile } from './hash';

export interface BuildingRow {
  prefecture: string;
  city: string;
  town: string;
  chome: string;
  banchi: string;
  buildingName: string;
  isApprovedMansion: boolean;
  isNonAvailable: boolean;
  mansionPlanType: string | null;
  isMansionWari12: boolean;
  isKDDI: boolean;
  isAllCommufaMansion: boolean;
  notes: string | null;
}

export const MANSION_PLAN_TYPES = ['FTTH', 'VDSL', 'LAN'] as const;

export const PINNED_BUILDINGS: BuildingRow[] = [
  {
    prefecture: '愛知県',
    city: '名古屋市中区',
    town: '栄',
    chome: '3丁目',
    banchi: '1-1',
    buildingName: 'ひかりハイツ栄',
    isApprovedMansion: true,
    isNonAvailable: false,
    mansionPlanType: 'FTTH',
    isMansionWari12: true,
    isKDDI: false,
    isAllCommufaMansion: false,
    notes: null,
  },
  {
    prefecture: '愛知県',
    city: '名古屋市中区',
    town: '栄',
    chome: '4丁目',
    banchi: '2-5',
    buildingName: 'サンコーポ栄',
    isApprovedMansion: false,
    isNonAvailable: true,
    mansionPlanType: null,
    isMansionWari12: false,
    isKDDI: false,
    isAllCommufaMansion: false,
    notes: '建物の設備により、お申し込みいただけません。',
  },
  {
    prefecture: '三重県',
    city: '津市',
    town: '栄町',
    chome: '1丁目',
    banchi: '10',
    buildingName: 'グランメゾン津',
    isApprovedMansion: true,
    isNonAvailable: false,
    mansionPlanType: 'VDSL',
    isMansionWari12: false,
    isKDDI: true,
    isAllCommufaMansion: true,
    notes: null,
  },
];

const PREFIXES = ['ひかり', 'グラン', 'パーク', 'サン', 'エスポワール', 'メゾン', 'シャトー', 'リバーサイド'];
const SUFFIXES = ['ハイツ', 'マンション', 'コーポ', 'タワー', 'レジデンス', 'コート'];

export function demoBuildingFlags(
  key: string,
): Omit<BuildingRow, 'prefecture' | 'city' | 'town' | 'chome' | 'banchi' | 'buildingName' | 'notes'> {
  const h = fnv1a(key);
  const isNonAvailable = percentile(h, 0) < 5;
  const isApprovedMansion = !isNonAvailable && percentile(h, 0) < 88;
  const p1 = percentile(h, 1);
  return {
    isNonAvailable,
    isApprovedMansion,
    mansionPlanType: isApprovedMansion ? (p1 < 50 ? 'FTTH' : p1 < 85 ? 'VDSL' : 'LAN') : null,
    isMansionWari12: isApprovedMansion && percentile(h, 2) < 30,
    isKDDI: percentile(h, 3) < 20,
    isAllCommufaMansion: isApprovedMansion && h % 10 === 0,
  };
}

export function demoBuildings(towns: AreaTownRow[]): BuildingRow[] {
  const rows = [...PINNED_BUILDINGS];
  const served = towns.filter((t) => t.isServiceArea && t.town !== '');
  for (let i = 0; i < served.length; i += 40) {
    const t = served[i]!;
    const h = fnv1a(t.prefecture + t.city + t.town);
    const buildingName = `${PREFIXES[h % PREFIXES.length]}${SUFFIXES[(h >>> 8) % SUFFIXES.length]}${t.town}`;
    const chome = `${1 + ((h >>> 16) % 3)}丁目`;
    const banchi = `${1 + ((h >>> 4) % 20)}-${1 + ((h >>> 12) % 15)}`;
    const key = `${t.prefecture}${t.city}${t.town}${buildingName}`;
    const flags = demoBuildingFlags(key);
    rows.push({
      prefecture: t.prefecture,
      city: t.city,
      town: t.town,
      chome,
      banchi,
      buildingName,
      ...flags,
      notes: flags.isNonAvailable ? '建物の設備により、お申し込みいただけません。' : null,
    });
  }
  return rows;
}
