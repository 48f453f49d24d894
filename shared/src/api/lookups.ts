// The one client of the API's public look-ups (GET /postal/..., GET /banks/...)
// that every form uses: the postal-code fill, the bank and branch names, the
// city and town lists of the area search, each through requestJson
// (request-json.ts: retries and time limits).

import { normalizePostalCode, toHalfWidthAscii } from '@hikari/shared/domain/core';
import { requestJson, type LookupFailure, type LookupOptions } from './request-json';

// ---- Postal codes ---------------------------------------------------------

export interface PostalTown {
  prefecture: string;
  city: string;
  /** '' when the code covers the rest of the city. */
  town: string;
  prefectureKana: string;
  cityKana: string;
}

export interface PostalAnswer extends PostalTown {
  postalCode: string;
  /** Every town with this code, never empty; more than one when a code covers several. */
  towns: PostalTown[];
}

export type PostalLookup =
  | { kind: 'found'; answer: PostalAnswer }
  | { kind: 'invalid' }
  | { kind: 'notFound' }
  | { kind: 'failed'; failure: LookupFailure };

/** GET /postal/{zipcode}: the address of a postal code (the API's copy of the Japan Post data). */
export async function lookupPostalCode(input: string, options: LookupOptions = {}): Promise<PostalLookup> {
  const zipcode = normalizePostalCode(input);
  if (!/^\d{7}$/.test(zipcode)) return { kind: 'invalid' };
  const outcome = await requestJson(`/postal/${zipcode}`, options);
  if (!outcome.ok) return { kind: 'failed', failure: outcome.failure };
  if (outcome.status === 404) return { kind: 'notFound' };
  if (outcome.status === 400) return { kind: 'invalid' };
  const body = outcome.body as Partial<PostalAnswer> | null;
  if (outcome.status !== 200 || !body || typeof body.prefecture !== 'string') {
    return { kind: 'failed', failure: 'server' };
  }
  const first: PostalTown = {
    prefecture: body.prefecture,
    city: body.city ?? '',
    town: body.town ?? '',
    prefectureKana: body.prefectureKana ?? '',
    cityKana: body.cityKana ?? '',
  };
  const towns = body.towns && body.towns.length > 0 ? body.towns : [first];
  return { kind: 'found', answer: { ...first, postalCode: body.postalCode ?? zipcode, towns } };
}

// ---- Banks and branches (the API's copy of the Zengin data) ----------------

export interface BankEntry {
  code: string;
  name: string;
  kana: string;
}

export type BankLookup = { ok: true; items: BankEntry[] } | { ok: false; failure: LookupFailure };

/** By code (full-width digits accepted) or by a part of the name. */
export type BankQuery = { code: string } | { q: string };

function bankQueryString(query: BankQuery): string {
  return 'code' in query
    ? `code=${encodeURIComponent(toHalfWidthAscii(query.code))}`
    : `q=${encodeURIComponent(query.q.trim())}`;
}

async function listOf<K extends string, T>(
  url: string,
  key: K,
  options: LookupOptions,
): Promise<{ ok: true; items: T[] } | { ok: false; failure: LookupFailure }> {
  const outcome = await requestJson(url, options);
  if (!outcome.ok) return { ok: false, failure: outcome.failure };
  // An unknown bank (prefecture, city) has nothing under it; that is an answer, not a failure.
  if (outcome.status === 404) return { ok: true, items: [] };
  const body = outcome.body as Partial<Record<K, T[]>> | null;
  if (outcome.status !== 200 || !body) return { ok: false, failure: 'server' };
  return { ok: true, items: body[key] ?? [] };
}

/** GET /banks?code=|q= */
export function findBanks(query: BankQuery, options: LookupOptions = {}): Promise<BankLookup> {
  return listOf(`/banks?${bankQueryString(query)}`, 'banks', options);
}

/** GET /banks/{bankCode}/branches?code=|q= */
export function findBranches(
  bankCode: string,
  query: BankQuery,
  options: LookupOptions = {},
): Promise<BankLookup> {
  return listOf(
    `/banks/${encodeURIComponent(bankCode)}/branches?${bankQueryString(query)}`,
    'branches',
    options,
  );
}

// ---- Cities and towns of the area search -----------------------------------

export interface CityEntry {
  code: string;
  name: string;
  kana: string;
}

export interface TownEntry {
  /** '' for the rest of the city (以下に掲載がない場合). */
  town: string;
  postalCode: string;
}

export type ListLookup<T> = { ok: true; items: T[] } | { ok: false; failure: LookupFailure };

/** GET /postal/prefectures/{prefecture}/cities */
export function listCities(prefecture: string, options: LookupOptions = {}): Promise<ListLookup<CityEntry>> {
  return listOf(`/postal/prefectures/${encodeURIComponent(prefecture)}/cities`, 'cities', options);
}

/** GET /postal/prefectures/{prefecture}/cities/{city}/towns */
export function listTowns(
  prefecture: string,
  city: string,
  options: LookupOptions = {},
): Promise<ListLookup<TownEntry>> {
  return listOf(
    `/postal/prefectures/${encodeURIComponent(prefecture)}/cities/${encodeURIComponent(city)}/towns`,
    'towns',
    options,
  );
}

// ---- What the visitor reads ------------------------------------------------

/** The label of the retry button every look-up field shows. */
export const LOOKUP_RETRY_LABEL = 'もう一度検索する';

/**
 * The retry message under a field whose look-up failed, by cause. `what` is
 * what was being looked up ('住所', '金融機関名').
 */
export function lookupFailedMessage(what: string, failure: LookupFailure): string {
  if (failure === 'timeout') {
    return `${what}の検索に時間がかかり、中断しました。通信環境をご確認のうえ、もう一度お試しください。`;
  }
  if (failure === 'network') {
    return `通信が途切れたため、${what}を検索できませんでした。通信環境をご確認のうえ、もう一度お試しください。`;
  }
  return `ただいま${what}を検索できません。しばらくしてから、もう一度お試しください。`;
}
