import {
  type AccessLog,
  type SelectedPlan,
  INTRODUCER_ID_PATTERN,
  normalizeIntroducerId,
} from '@hikari/shared/domain/core';
import {
  appendAccessLog,
  classifyTrafficSource,
  createAccessLogEntry,
  parseAccessLogCookie,
  readTrackingParams,
  serializeAccessLogCookie,
  type TrackingParams,
} from '@hikari/shared/domain/traffic-source';
import {
  accessLogLoaded,
  arrivalRecorded,
  campaignDataChanged,
  planDataChanged,
  type AppDispatch,
} from '@hikari/shared/store';
import type { AnalyticsSink } from './analytics-event';
import type { CookieJar } from './cookie-probe';

/** plan=10G / plan=plan1G … in a link; anything else is ignored. */
export function planFromParam(value: string | undefined): SelectedPlan | null {
  if (!value) return null;
  const normalized = value.trim().toLowerCase();
  if (/^(plan)?10g$/.test(normalized)) return 'plan10G';
  if (/^(plan)?1g$/.test(normalized)) return 'plan1G';
  return null;
}

/** A referral code from a link, in the form the application expects, or null when it is not one. */
export function introducerFromParam(value: string | undefined): string | null {
  if (!value) return null;
  const code = normalizeIntroducerId(value);
  return INTRODUCER_ID_PATTERN.test(code) ? code : null;
}

export interface ArrivalResult {
  params: TrackingParams;
  source: string;
  log: AccessLog;
  /** false when the browser kept no cookie (cookies disabled). */
  cookieStored: boolean;
}

/**
 * docs/business-rules.md#tracking, once per page load: read the tracked
 * query parameters, classify the traffic source, add this visit to the
 * access-log cookie (365 days, SameSite Lax, path /), and carry
 * introductionId and plan into the application.
 */
export function recordArrival(
  location: { pathname: string; search: string },
  jar: CookieJar,
  now: Date,
  dispatch: AppDispatch,
  analytics: AnalyticsSink,
): ArrivalResult {
  const params = readTrackingParams(location.search);
  const source = classifyTrafficSource(params);
  const log = appendAccessLog(
    parseAccessLogCookie(jar.cookie),
    createAccessLogEntry(location.pathname, params, now),
  );
  jar.cookie = serializeAccessLogCookie(log, now);
  const cookieStored = parseAccessLogCookie(jar.cookie).totalCount === log.totalCount;

  dispatch(accessLogLoaded(log));
  dispatch(arrivalRecorded({ source, arrivalParams: { ...params } }));
  const introducerId = introducerFromParam(params.introductionId);
  if (introducerId) dispatch(campaignDataChanged({ introducerId }));
  const plan = planFromParam(params.plan);
  if (plan) dispatch(planDataChanged({ selectedPlan: plan }));
  analytics.send({ type: 'arrival', target: location.pathname, label: source, params: { ...params } });
  return { params, source, log, cookieStored };
}
