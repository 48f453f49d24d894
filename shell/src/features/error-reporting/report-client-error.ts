import { notifyClientError } from '@hikari/shared/api';
import { buildClientErrorReport, COOKIE_NG_ACCESS } from '@hikari/shared/domain';
import { getAppStore, type AppDispatch } from '@hikari/shared/store';
import { noopSink, type AnalyticsSink } from '../tracking';
import { navigationPaths } from './navigation-history';

export interface ClientErrorDetails {
  message: string;
  /** 404 for string errors, otherwise the status code when there is one (clientErrorCode). */
  code: number | string | null;
  /** Report title. Default: the spec's client error title. */
  title?: string;
}

export interface ErrorReportingConfig {
  /** Send NotifyClientError. Default: only in a production build (spec section 8). */
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

/**
 * Reports a client-side error to the developers (NotifyClientError: title,
 * current path, previous path, message, code; category 共通) with an
 * analytics event, and logs it to the console. Never throws: reporting must
 * not break the page. Mutations are not retried, so one report is one call.
 */
export async function reportClientError(details: ClientErrorDetails): Promise<void> {
  const { path, previousPath } = navigationPaths();
  console.error(`[client error] ${details.message}`, { path, previousPath, code: details.code });
  config.analytics.send({ type: 'client-error', target: path, label: details.message, code: details.code });
  if (!config.enabled) return;
  const report = buildClientErrorReport({
    title: details.title,
    path,
    previousPath: previousPath || null,
    message: details.message,
    code: details.code,
  });
  try {
    await config.dispatch()(notifyClientError.initiate({ ...report, idempotencyKey: newKey() }));
  } catch {
    // The console line above is the record when the API cannot be reached.
  }
}

let cookieNoticeSent = false;

/**
 * Spec section 8: with cookies disabled, the 'cookie NG access' notice with
 * the previous path is sent on navigation, once per page load (every
 * further page would say the same).
 */
export function reportCookieNgAccess(cookiesEnabled: boolean): void {
  if (cookiesEnabled || cookieNoticeSent) return;
  cookieNoticeSent = true;
  void reportClientError({ title: COOKIE_NG_ACCESS, message: COOKIE_NG_ACCESS, code: null });
}
