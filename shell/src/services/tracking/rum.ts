// The pages' own figures (real user monitoring, issue 19): what real visitors
// meet on each version of a remote, so a canary can be compared with the live
// version. For a sampled visitor (rumSampled on the anonymous hikari_vid
// cookie, at the canaryPolicy's sampleRate), POST /events gets:
// - `pageview` on the page load and every navigation inside the page;
// - `error` for every client error the shell reports (uncaught errors,
//   unhandled rejections, a page that fails, a remote that failed to load);
// - `vital` for LCP, INP, CLS and TTFB, once each per page load, counted
//   against the route it happened on.
// Each names the route (a route-table path), its owner ('shell' or the
// remote), the version of it the page runs and the cohort ('canary' or
// 'control'); the API files the figures under the cohort and version it
// serves the visitor's signed id, not these, so a client cannot steer a
// canary. Nothing personal: no query strings, no form values, no visitor
// id (the API takes the cookie of the request), messages cut to 200 chars.
//
// This module and web-vitals are loaded once the page is idle after
// hydration (app/site-runtime.tsx), in a chunk of their own.
import { VISITOR_COOKIE, findRoute, isVisitorId, readCookie } from '@hikari/shared/domain/core';
import { canaryPolicyOf, rumSampled } from '@hikari/shared/domain/canary-policy';
import {
  navigationLog,
  observeClientErrors,
  onNavigation,
  pathAt,
  type NavigationRecord,
  type ObservedClientError,
} from '../../remotes/error-reporting';
import { cohortOf, cohortOfVersionInUse, versionInUse } from '../../remotes/release-safety';
import { rumMessageText, type VitalName } from '@hikari/shared/domain/rum-events';
import { firstPartySink, type RumEvent, type RumTags } from './first-party-sink';

/** The part of a web-vitals metric the RUM reads. */
export interface VitalMetric {
  name: string;
  value: number;
  /** The performance entries behind the value (their startTime says when it happened). */
  entries: readonly { startTime: number }[];
}

/** The web-vitals functions the RUM uses (the package's own, or a test's). */
export interface VitalsApi {
  onLCP(report: (metric: VitalMetric) => void): void;
  onINP(report: (metric: VitalMetric) => void): void;
  onCLS(report: (metric: VitalMetric) => void): void;
  onTTFB(report: (metric: VitalMetric) => void): void;
}

/** Where RUM events go. */
export interface RumSink {
  send(event: RumEvent): void;
}

export interface RumOptions {
  /** The manifest the page runs with (remote-loading's currentManifest): its canaryPolicy. */
  manifest: () => Promise<{ canaryPolicy?: unknown }>;
  /** Default document.cookie. */
  cookies?: () => string;
  /**
   * Default: a first-party sink of its own (POST /events with sendBeacon), so
   * a batch the endpoint refused could never take the site's clicks with it.
   */
  sink?: RumSink;
  /** Default: the web-vitals package, loaded on demand. */
  loadVitals?: () => Promise<VitalsApi>;
}

const loadWebVitals = (): Promise<VitalsApi> => import(/* webpackChunkName: "rum" */ 'web-vitals');

// A query string or fragment glued to a URL or path: `…/x/?a=1` -> `…/x/`.
const QUERY = /(\S)[?#][^\s)'"]*/g;

/** An error message as sent: no query strings, mail addresses or long numbers, at most 200 chars. */
export function rumMessage(message: string): string {
  return rumMessageText(message.replace(QUERY, '$1'));
}

/**
 * What a RUM event of `path` names: its route-table path, the owner, the
 * version of the owner the page runs and its cohort; null for a path
 * outside the route table or a remote whose version is not known yet.
 */
export function rumTagsOf(path: string, version?: string | null): RumTags | null {
  const route = findRoute(path);
  if (!route) return null;
  const remote = route.owner;
  const inUse = version ?? versionInUse(remote);
  if (!inUse) return null;
  const cohort = version ? cohortOfVersionInUse(remote, inUse) : cohortOf(remote);
  return { route: route.path, remote, version: inUse, cohort };
}

/** The tags of an observed error: the route's owner, in the version the report names when it is that owner. */
function errorTags(error: ObservedClientError): RumTags | null {
  const owner = findRoute(error.path)?.owner;
  if (!owner) return null;
  const named = error.remote === owner && error.remoteVersion ? error.remoteVersion : null;
  return rumTagsOf(error.path, named);
}

/** When a vital happened, for the route it is counted against (TTFB: the page load). */
function vitalTime(metric: VitalMetric): number {
  if (metric.name === 'TTFB') return 0;
  const entries = metric.entries;
  if (entries.length === 0) return 0;
  // LCP: the last candidate is the one reported; INP and CLS: the first entry of the interaction or burst.
  return metric.name === 'LCP' ? entries[entries.length - 1]!.startTime : entries[0]!.startTime;
}

const VITAL_DIGITS: Record<VitalName, number> = { LCP: 1, INP: 1, TTFB: 1, CLS: 4 };

/**
 * Starts the RUM for this page load when the visitor is sampled; does nothing
 * for a visitor without an id (cookies off) or outside the sample, or when
 * the manifest cannot be read. Returns the undo (stops listening).
 */
export async function startRum(options: RumOptions): Promise<() => void> {
  const cookies = options.cookies ?? (() => document.cookie);
  let visitor: string | null;
  try {
    visitor = readCookie(cookies(), VISITOR_COOKIE);
  } catch {
    visitor = null;
  }
  if (!isVisitorId(visitor)) return () => undefined;
  let manifest: { canaryPolicy?: unknown };
  try {
    manifest = await options.manifest();
  } catch {
    return () => undefined;
  }
  if (!rumSampled(visitor, canaryPolicyOf(manifest.canaryPolicy).sampleRate)) return () => undefined;

  const sink: RumSink = options.sink ?? firstPartySink();
  let stopped = false;
  const send = (event: RumEvent) => {
    if (stopped) return;
    try {
      sink.send(event);
    } catch (error) {
      console.warn('rum event dropped', error);
    }
  };

  // Page views: those of this page load so far, then every navigation (a redirect to
  // the same route, /campaign -> /campaign/, is one view).
  let lastRoute: string | null = null;
  const pageView = (record: NavigationRecord) => {
    const tags = rumTagsOf(record.path);
    if (!tags || tags.route === lastRoute) return;
    lastRoute = tags.route;
    send({ type: 'pageview', ...tags });
  };
  for (const record of navigationLog()) pageView(record);
  const stopNavigation = onNavigation(pageView);

  const stopErrors = observeClientErrors((error) => {
    const tags = errorTags(error);
    if (!tags) return;
    const message = rumMessage(error.message);
    send(message === '' ? { type: 'error', ...tags } : { type: 'error', ...tags, message });
  });

  // Web vitals, once each per page load, when the browser has them (off the start-up path).
  const sent = new Set<string>();
  const report = (metric: VitalMetric) => {
    const name = metric.name as VitalName;
    if (!(name in VITAL_DIGITS) || sent.has(name) || !Number.isFinite(metric.value)) return;
    const tags = rumTagsOf(pathAt(vitalTime(metric)));
    if (!tags) return;
    sent.add(name);
    const value = Number(metric.value.toFixed(VITAL_DIGITS[name]));
    send({ type: 'vital', ...tags, name, value });
  };
  try {
    const vitals = await (options.loadVitals ?? loadWebVitals)();
    if (!stopped) {
      vitals.onTTFB(report);
      vitals.onLCP(report);
      vitals.onINP(report);
      vitals.onCLS(report);
    }
  } catch (error) {
    // Page views and errors still go; only the vitals are missing.
    console.warn('web vitals unavailable', error);
  }

  return () => {
    stopped = true;
    stopNavigation();
    stopErrors();
  };
}
