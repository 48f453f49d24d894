import { buildClientErrorReport, COOKIE_NG_ACCESS, type RouteOwner } from '@hikari/shared/domain/core';
import { getAppStore, type AppDispatch } from '@hikari/shared/store';
import { clientErrorOrigin, SHELL_BUILD_ID, versionsInUse } from '../release-safety';
import { noopSink, type AnalyticsSink } from '../../services/tracking';
import { navigationPaths } from './navigation-history';

export interface ClientErrorDetails {
  message: string;
  /** 404 for string errors, otherwise the status code when there is one (clientErrorCode). */
  code: number | string | null;
  /** Report title. Default: the client error title (docs/business-rules.md#error-texts). */
  title?: string;
  /** The error itself: a remote's file named in its message or stack says where it came from. */
  error?: unknown;
  /**
   * The remote (or 'shell') the error came from. Default: the one a file in the
   * error names, else the owner of the route the visitor is on. null: a notice
   * that is no remote's error (cookie NG access), counted against none.
   */
  remote?: RouteOwner | null;
  /** Default: the version of that remote this page runs (the shell's build id for the shell). */
  remoteVersion?: string;
  /** 'fallback': the last known good version (servedVersion) was served because remoteVersion failed to load. */
  kind?: 'error' | 'fallback';
  servedVersion?: string;
}

export interface ErrorReportingConfig {
  /** Send NotifyClientError. Default: only in a production build (docs/business-rules.md#error-texts). */
  enabled: boolean;
  /** Where reports go. Default: the site's one store. */
  dispatch: () => AppDispatch;
  /** The analytics event that goes with every report. Default: no-op. */
  analytics: AnalyticsSink;
}

const config: ErrorReportingConfig = {
  enabled: process.env.NODE_ENV === 'production',
  dispatch: () => getAppStore().store.dispatch,
  analytics: noopSink,
};

export function configureErrorReporting(changes: Partial<ErrorReportingConfig>): void {
  Object.assign(config, changes);
}

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function errorText(error: unknown): string | undefined {
  if (error instanceof Error) return `${error.message}\n${error.stack ?? ''}`;
  return typeof error === 'string' ? error : undefined;
}

/** Which remote and version a report names (issue 10: errors per remote version in the ops console). */
function originOf(
  details: ClientErrorDetails,
  path: string,
): { remote?: RouteOwner; remoteVersion?: string } {
  if (details.remote === null) return {};
  const versions = versionsInUse();
  const found = clientErrorOrigin({
    pathname: path,
    errorText: details.remote ? undefined : errorText(details.error),
    versions,
    shellBuild: SHELL_BUILD_ID,
  });
  const remote = details.remote ?? found.remote;
  const known =
    remote === found.remote ? found.version : remote === 'shell' ? SHELL_BUILD_ID : versions[remote];
  const remoteVersion = details.remoteVersion ?? known ?? undefined;
  return remoteVersion ? { remote, remoteVersion } : { remote };
}

/** A client error as the pages' own figures see it (services/tracking/rum.ts). */
export interface ObservedClientError {
  /** The path the visitor was on. */
  path: string;
  /** The remote (or 'shell') and version the report names, when known. */
  remote?: RouteOwner;
  remoteVersion?: string;
  kind: 'error' | 'fallback';
  message: string;
}

/** Errors kept for an observer that comes later (the RUM starts once the page is idle). */
export const OBSERVED_ERRORS_KEPT = 20;

const observers = new Set<(error: ObservedClientError) => void>();
const unobserved: ObservedClientError[] = [];

function tellObservers(error: ObservedClientError): void {
  if (observers.size === 0) {
    if (unobserved.length < OBSERVED_ERRORS_KEPT) unobserved.push(error);
    return;
  }
  for (const observer of observers) {
    try {
      observer(error);
    } catch (failure) {
      console.warn('client error observer failed', failure);
    }
  }
}

/**
 * Calls `observer` with every client error reported from now on (not the
 * cookie notice, which is no error), and first with those reported before
 * any observer was there. Returns the undo.
 */
export function observeClientErrors(observer: (error: ObservedClientError) => void): () => void {
  observers.add(observer);
  for (const error of unobserved.splice(0)) observer(error);
  return () => {
    observers.delete(observer);
  };
}

/**
 * Reports a client-side error to the developers (NotifyClientError: title,
 * current path, previous path, message, code; category 共通; the remote and
 * version it came from) with an analytics event, and logs it to the console.
 * A fallback to the last known good version is logged as a warning: the
 * visitor was served a page. Never throws: reporting must not break the
 * page. Mutations are not retried, so one report is one call.
 */
export async function reportClientError(details: ClientErrorDetails): Promise<void> {
  const { path, previousPath } = navigationPaths();
  const origin = originOf(details, path);
  const kind = details.remote === null ? undefined : (details.kind ?? 'error');
  const log = kind === 'fallback' ? console.warn : console.error;
  log(`[client error] ${details.message}`, { path, previousPath, code: details.code, ...origin, kind });
  config.analytics.send({ type: 'client-error', target: path, label: details.message, code: details.code });
  if (kind) tellObservers({ path, ...origin, kind, message: details.message });
  if (!config.enabled) return;
  const report = buildClientErrorReport({
    title: details.title,
    path,
    previousPath: previousPath || null,
    message: details.message,
    code: details.code,
  });
  try {
    // RTK Query and the site's API load with the first report, not with every page.
    const { notifyClientError } = await import('@hikari/shared/api');
    await config.dispatch()(
      notifyClientError.initiate({
        ...report,
        ...origin,
        ...(kind ? { kind } : {}),
        ...(details.servedVersion ? { servedVersion: details.servedVersion } : {}),
        idempotencyKey: newKey(),
      }),
    );
  } catch {
    // The console line above is the record when the API cannot be reached.
  }
}

let cookieNoticeSent = false;

/**
 * docs/business-rules.md#error-texts: with cookies disabled, the 'cookie NG access' notice with
 * the previous path is sent on navigation, once per page load (every
 * further page would say the same).
 */
export function reportCookieNgAccess(cookiesEnabled: boolean): void {
  if (cookiesEnabled || cookieNoticeSent) return;
  cookieNoticeSent = true;
  void reportClientError({ title: COOKIE_NG_ACCESS, message: COOKIE_NG_ACCESS, code: null, remote: null });
}
