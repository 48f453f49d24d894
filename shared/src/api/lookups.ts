// The one client of the API's public look-ups (GET /postal/..., GET /banks/...)
// that every form uses: the postal-code fill, the bank and branch names, the
// city and town lists of the area search. It follows the generic HTTP
// rule (section 7: 408, 409, 425, 429, 500, 502, 503, 504 retried once, and
// only for a method that changes nothing) and gives every attempt a time
// limit, so a hung call ends with a message the field can show, never a
// spinner that turns forever.

import {
  backoffDelay,
  isTransientStatus,
  normalizePostalCode,
  shouldRetryHttp,
  toHalfWidthAscii,
} from '@hikari/shared/domain/core';

/** Time limit of one attempt, body included. Default 10 s. */
export const LOOKUP_TIMEOUT_MS = 10_000;

/** Why a look-up has no answer. 'aborted' means the caller cancelled it (a newer input). */
export type LookupFailure = 'timeout' | 'network' | 'server' | 'aborted';

export interface LookupOptions {
  /** The caller's cancel signal (a newer code typed, the field unmounted). */
  signal?: AbortSignal;
  /** Time limit of each attempt. Default LOOKUP_TIMEOUT_MS. */
  timeoutMs?: number;
  /** For tests. Default the global fetch. */
  fetchImpl?: typeof fetch;
  /** For tests: the jitter of the wait before the retry. Default Math.random. */
  random?: () => number;
}

export interface RequestOptions extends LookupOptions {
  /** Default 'GET'. A mutating method is never retried. */
  method?: string;
  body?: string;
  /** fetch's cache mode. Default the browser's ('default'). */
  cache?: RequestCache;
}

/** An HTTP answer (any status, with its JSON body or null), or why there is none. */
export type HttpOutcome =
  { ok: true; status: number; body: unknown } | { ok: false; failure: LookupFailure; status?: number };

class AttemptTimeout extends Error {}
class AttemptCancelled extends Error {}

function wait(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * One attempt, body included, ended by the time limit or the caller's
 * cancel even when the fetch underneath ignores its abort signal.
 */
function attempt(
  url: string,
  init: RequestInit,
  options: RequestOptions,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const controller = new AbortController();
    const { signal } = options;
    const end = (outcome: () => void) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCancel);
      outcome();
    };
    const stop = (reason: Error) => {
      controller.abort();
      end(() => reject(reason));
    };
    const onCancel = () => stop(new AttemptCancelled());
    const timer = setTimeout(() => stop(new AttemptTimeout()), options.timeoutMs ?? LOOKUP_TIMEOUT_MS);
    signal?.addEventListener('abort', onCancel, { once: true });
    (options.fetchImpl ?? fetch)(url, { ...init, signal: controller.signal })
      .then(async (res) => ({ status: res.status, body: (await res.json().catch(() => null)) as unknown }))
      .then(
        (answer) => end(() => resolve(answer)),
        (error: unknown) => end(() => reject(error)),
      );
  });
}

/**
 * One request with the HTTP retry rule (docs/business-rules.md#calls-and-retries) and a time limit per attempt.
 * Every HTTP answer is returned as it is (a 404 is an answer for the caller
 * to read); only an answer still failing after the retry, a network error or
 * a timeout becomes a failure. Network errors and timeouts are not retried
 * automatically: the visitor has waited already, and the field offers a retry.
 */
export async function requestJson(url: string, options: RequestOptions = {}): Promise<HttpOutcome> {
  const method = (options.method ?? 'GET').toUpperCase();
  const init: RequestInit = { method, headers: { Accept: 'application/json' } };
  if (options.cache !== undefined) init.cache = options.cache;
  if (options.body !== undefined) {
    init.body = options.body;
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
  }
  for (let retries = 0; ; retries += 1) {
    if (options.signal?.aborted) return { ok: false, failure: 'aborted' };
    let answer: { status: number; body: unknown };
    try {
      answer = await attempt(url, init, options);
    } catch (error) {
      if (error instanceof AttemptCancelled || options.signal?.aborted)
        return { ok: false, failure: 'aborted' };
      return { ok: false, failure: error instanceof AttemptTimeout ? 'timeout' : 'network' };
    }
    if (!shouldRetryHttp(method, answer.status, retries)) {
      // A status worth a retry that failed again (or a 5xx outside the list) is the server's failure.
      return isTransientStatus(answer.status)
        ? { ok: false, failure: 'server', status: answer.status }
        : { ok: true, ...answer };
    }
    if (!(await wait(backoffDelay(retries + 1, options.random), options.signal))) {
      return { ok: false, failure: 'aborted' };
    }
  }
}

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
