// Access tracking (docs/business-rules.md#tracking): the query parameters read on arrival,
// the traffic-source classification, and the access-log cookie
// (docs/business-rules.md#tracking: 365 days, SameSite=Lax, path /) as pure string work, so
// the browser writes document.cookie and the API could read the header with
// the same code.

import { readCookie } from './cookie';
import type { AccessLog, AccessLogEntry } from './entities';
import { formatJstIso } from './japan-time';

export const TRACKING_PARAMS = [
  'est',
  'utm_medium',
  'utm_source',
  'gclid',
  'wbraid',
  'twclid',
  'ldtag_cl',
  'introductionId',
  'columnId',
  'plan',
  'type',
] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type TrackingParams = Partial<Record<TrackingParam, string>>;

/** Longest value kept from a query parameter; longer ones are cut. Default 200. */
export const TRACKING_VALUE_MAX = 200;

/** The tracked parameters present and non-empty in a query string ('?a=1&b=2' or URLSearchParams). */
export function readTrackingParams(search: string | URLSearchParams): TrackingParams {
  const query = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search;
  const params: TrackingParams = {};
  for (const name of TRACKING_PARAMS) {
    const value = query.get(name)?.trim();
    if (value) params[name] = value.slice(0, TRACKING_VALUE_MAX);
  }
  return params;
}

export type TrafficSource =
  'ad' | 'twitter' | 'line' | 'introduction' | 'estimate' | 'email' | 'direct' | (string & {});

/** The est value that is not an estimate visit (the link back into the application's step 2). */
export const EST_APPLY_FORM2 = 'applyForm2';

const AD_MEDIUMS = ['cpc', 'ppc', 'paid', 'paidsearch', 'display', 'ad', 'ads', 'banner', 'cpm'];
const EMAIL_MEDIUMS = ['email', 'e-mail', 'mail', 'newsletter', 'mailmag'];
const TWITTER_SOURCES = ['twitter', 'x', 't.co', 'x.com'];
const LINE_SOURCES = ['line'];
const GIVEN_TYPE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Classifies a visit. The first rule that matches wins, most explicit
 * signal first:
 *  1. introduction — an introducer code (a referral is the visitor's own act);
 *  2. estimate — est present and not 'applyForm2';
 *  3. ad — a Google click id (gclid, wbraid) or a paid utm_medium;
 *  4. twitter — twclid or utm_source twitter/x;
 *  5. line — ldtag_cl or utm_source line;
 *  6. email — utm_medium email/mail/newsletter;
 *  7. the given type parameter (letters, digits, _ and -, at most 32);
 *  8. direct.
 */
export function classifyTrafficSource(params: TrackingParams): TrafficSource {
  const medium = params.utm_medium?.toLowerCase() ?? '';
  const source = params.utm_source?.toLowerCase() ?? '';
  if (params.introductionId) return 'introduction';
  if (params.est && params.est !== EST_APPLY_FORM2) return 'estimate';
  if (params.gclid || params.wbraid || AD_MEDIUMS.includes(medium)) return 'ad';
  if (params.twclid || TWITTER_SOURCES.includes(source)) return 'twitter';
  if (params.ldtag_cl || LINE_SOURCES.includes(source)) return 'line';
  if (EMAIL_MEDIUMS.includes(medium)) return 'email';
  if (params.type && GIVEN_TYPE.test(params.type)) return params.type;
  return 'direct';
}

/** Entries kept in the access log; older ones are dropped first. Default 20. */
export const ACCESS_LOG_MAX_ENTRIES = 20;
/**
 * Longest encoded cookie value. Browsers drop a cookie over 4096 bytes
 * (name, value and attributes together) without a word, so the log is
 * trimmed below that with room for the attributes. Default 3500.
 */
export const ACCESS_LOG_COOKIE_VALUE_MAX = 3500;
export const ACCESS_LOG_COOKIE_NAME = 'hikari_access_log';
/** Default 365 days. */
export const ACCESS_LOG_COOKIE_DAYS = 365;

export function createAccessLogEntry(path: string, params: TrackingParams, now: Date): AccessLogEntry {
  return {
    path,
    columnId: params.columnId ?? null,
    type: classifyTrafficSource(params),
    datetime: formatJstIso(now),
    params: { ...params },
  };
}

/** Longest path kept in a received access log entry. Default 200. */
export const ACCESS_LOG_PATH_MAX = 200;

/**
 * Tracked parameters out of untrusted input (a cookie, a request): only the
 * listed names with string values, trimmed and cut to TRACKING_VALUE_MAX.
 */
export function sanitizeTrackingParams(value: unknown): TrackingParams {
  const params: TrackingParams = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return params;
  const record = value as Record<string, unknown>;
  for (const name of TRACKING_PARAMS) {
    const raw = record[name];
    if (typeof raw !== 'string') continue;
    const trimmed = raw.trim();
    if (trimmed) params[name] = trimmed.slice(0, TRACKING_VALUE_MAX);
  }
  return params;
}

/**
 * An access log as a receiver (the API) should keep it: at most
 * ACCESS_LOG_MAX_ENTRIES well-formed entries (the latest), paths starting
 * with '/' and cut to ACCESS_LOG_PATH_MAX, and every entry's type classified
 * again from its own parameters (an entry without parameters counts as
 * direct), whatever type the sender wrote.
 */
export function reclassifyAccessLog(value: unknown): AccessLog {
  const empty: AccessLog = { totalCount: 0, log: [] };
  if (typeof value !== 'object' || value === null) return empty;
  const { totalCount, log } = value as Record<string, unknown>;
  if (!Array.isArray(log)) return empty;
  const entries: AccessLogEntry[] = [];
  for (const raw of log.slice(-ACCESS_LOG_MAX_ENTRIES)) {
    if (typeof raw !== 'object' || raw === null) continue;
    const e = raw as Record<string, unknown>;
    if (typeof e.path !== 'string' || !e.path.startsWith('/') || typeof e.datetime !== 'string') continue;
    const params = sanitizeTrackingParams(e.params);
    entries.push({
      path: e.path.slice(0, ACCESS_LOG_PATH_MAX),
      columnId: params.columnId ?? null,
      type: classifyTrafficSource(params),
      datetime: e.datetime.slice(0, 40),
      params,
    });
  }
  const count =
    typeof totalCount === 'number' && Number.isInteger(totalCount) && totalCount >= 0 ? totalCount : 0;
  return { totalCount: Math.max(count, entries.length), log: entries };
}

/**
 * Adds an entry: totalCount counts every visit ever logged, the list keeps
 * the latest ACCESS_LOG_MAX_ENTRIES.
 * @param maxEntries default ACCESS_LOG_MAX_ENTRIES
 */
export function appendAccessLog(
  log: AccessLog,
  entry: AccessLogEntry,
  maxEntries = ACCESS_LOG_MAX_ENTRIES,
): AccessLog {
  const entries = [...log.log, entry];
  return { totalCount: log.totalCount + 1, log: maxEntries > 0 ? entries.slice(-maxEntries) : [] };
}

function encodeLog(log: AccessLog): string {
  return encodeURIComponent(JSON.stringify(log));
}

/**
 * The Set-Cookie / document.cookie string of the access log, oldest
 * entries dropped until the value fits ACCESS_LOG_COOKIE_VALUE_MAX.
 * Not Secure: the spec lists secure only for the other cookies, and the
 * site also runs on plain http://localhost in development.
 */
export function serializeAccessLogCookie(log: AccessLog, now: Date): string {
  let entries = log.log;
  let value = encodeLog({ totalCount: log.totalCount, log: entries });
  while (value.length > ACCESS_LOG_COOKIE_VALUE_MAX && entries.length > 0) {
    entries = entries.slice(1);
    value = encodeLog({ totalCount: log.totalCount, log: entries });
  }
  const maxAge = ACCESS_LOG_COOKIE_DAYS * 24 * 60 * 60;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  return `${ACCESS_LOG_COOKIE_NAME}=${value}; Expires=${expires}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

const isEntry = (v: unknown): v is AccessLogEntry => {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return (
    typeof e.path === 'string' &&
    (e.columnId === null || typeof e.columnId === 'string') &&
    typeof e.type === 'string' &&
    typeof e.datetime === 'string'
  );
};

/**
 * Reads the access log from a cookie header or document.cookie ('a=1;
 * hikari_access_log=…'). A missing or damaged cookie gives an empty log:
 * tracking must never break a page.
 */
export function parseAccessLogCookie(cookieHeader: string | null | undefined): AccessLog {
  const empty: AccessLog = { totalCount: 0, log: [] };
  if (!cookieHeader) return empty;
  const value = readCookie(cookieHeader, ACCESS_LOG_COOKIE_NAME);
  if (value === null) return empty;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (typeof parsed !== 'object' || parsed === null) return empty;
    const { totalCount, log } = parsed as Record<string, unknown>;
    if (
      typeof totalCount !== 'number' ||
      !Number.isInteger(totalCount) ||
      totalCount < 0 ||
      !Array.isArray(log)
    ) {
      return empty;
    }
    const entries = log.filter(isEntry);
    return { totalCount: Math.max(totalCount, entries.length), log: entries };
  } catch {
    return empty;
  }
}
