// The demo service-area master: every town of the five prefectures in the
// postal data, with flags from a fixed rule so every machine gets the same
// master. The rule (also in api/README.md):
//
//   h = FNV-1a 32-bit of prefecture + city + town; p(k) = byte k of h mod 100
//   isServiceArea = p(0) >= 8            (about 92 % of towns)
//   is10GArea     = served and p(1) < 60 (about 60 % of served towns)
//   isTVArea      = served and p(2) < 70
//   period        = served and p(3) < 5: '2026年{4 + h mod 6}月以降' (opening later), else null
//
// Wards of Nagoya (名古屋市*) are always served with 10G and TV, and the
// pinned towns below override the rule so tests and demos have fixed cases.
import { PREFECTURES_SERVED } from '@hikari/shared/domain';
import { citiesOf, townsOf } from '../modules/lookups/postal-data';
import { fnv1a, percentile } from './hash';

export interface AreaTownRow {
  prefecture: string;
  city: string;
  town: string;
  chome: string;
  postalCode: string | null;
  isServiceArea: boolean;
  is10GArea: boolean;
  isTVArea: boolean;
  period: string | null;
  notes: string | null;
}

type Flags = Pick<AreaTownRow, 'isServiceArea' | 'is10GArea' | 'isTVArea' | 'period' | 'notes'>;

/** Fixed demo cases (prefecture|city|town). */
export const PINNED_TOWNS: Record<string, Flags> = {
  // 460-0008: served, 10G, TV, open now.
  '愛知県|名古屋市中区|栄': {
    isServiceArea: true,
    is10GArea: true,
    isTVArea: true,
    period: null,
    notes: null,
  },
  // 514-0004 (津市栄町): served, 1G only, no TV.
  '三重県|津市|栄町': { isServiceArea: true, is10GArea: false, isTVArea: false, period: null, notes: null },
  // 500-8833 (岐阜市神田町): served, 10G from a later date.
  '岐阜県|岐阜市|神田町': {
    isServiceArea: true,
    is10GArea: true,
    isTVArea: true,
    period: '2026年4月以降',
    notes: '10ギガは2026年4月以降の提供開始予定です。',
  },
  // 647-1325 (熊野市紀和町楊枝): outside the service area.
  '三重県|熊野市|紀和町楊枝': {
    isServiceArea: false,
    is10GArea: false,
    isTVArea: false,
    period: null,
    notes: null,
  },
};

export function demoFlags(prefecture: string, city: string, town: string): Flags {
  const pinned = PINNED_TOWNS[`${prefecture}|${city}|${town}`];
  if (pinned) return pinned;
  if (city.startsWith('名古屋市')) {
    return { isServiceArea: true, is10GArea: true, isTVArea: true, period: null, notes: null };
  }
  const h = fnv1a(prefecture + city + town);
  const isServiceArea = percentile(h, 0) >= 8;
  const later = isServiceArea && percentile(h, 3) < 5;
  return {
    isServiceArea,
    is10GArea: isServiceArea && percentile(h, 1) < 60,
    isTVArea: isServiceArea && percentile(h, 2) < 70,
    period: later ? `2026年${4 + (h % 6)}月以降` : null,
    notes: later ? '提供開始までお時間をいただきます。' : null,
  };
}

/** Every town of the five prefectures, with its demo flags. */
export function demoAreaTowns(): AreaTownRow[] {
  const rows: AreaTownRow[] = [];
  for (const prefecture of PREFECTURES_SERVED) {
    for (const city of citiesOf(prefecture) ?? []) {
      for (const t of townsOf(prefecture, city.name) ?? []) {
        rows.push({
          prefecture,
          city: city.name,
          town: t.town,
          chome: '',
          postalCode: t.postalCode,
          ...demoFlags(prefecture, city.name, t.town),
        });
      }
    }
  }
  return rows;
}
