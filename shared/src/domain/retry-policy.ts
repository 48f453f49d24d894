// Retry rules, docs/business-rules.md#calls-and-retries. Kept pure (no timers, no fetch) so
// the GraphQL base query and the API's outgoing calls share one policy.

/** Attempts in all, the first included. Default 3. */
export const MAX_ATTEMPTS = 3;
/** Backoff unit: retry n waits 2^n × this. Default 100 ms. */
export const BACKOFF_BASE_MS = 100;
/** Random extra wait, 0 ≤ jitter < this. Default 100 ms. */
export const BACKOFF_JITTER_MS = 100;
/** No wait is ever longer. Default 5 minutes. */
export const BACKOFF_CAP_MS = 5 * 60 * 1000;

/** HTTP statuses the generic HTTP client retries (docs/business-rules.md#calls-and-retries). */
export const RETRYABLE_HTTP_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
/** Methods that change something on the server: never retried automatically. */
export const MUTATING_HTTP_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** Retries of one non-mutating HTTP request. Default 1. */
export const HTTP_MAX_RETRIES = 1;

/**
 * Wait before retry `retry` (1 for the first retry, after attempt 1):
 * 2^retry × 100 ms + jitter, capped at 5 minutes. So the second attempt
 * comes 200-299 ms after the first fails and the third 400-499 ms after the
 * second. `random` is injected for tests; it must return 0 ≤ x < 1.
 */
export function backoffDelay(retry: number, random: () => number = Math.random): number {
  const jitter = Math.floor(Math.min(Math.max(random(), 0), 0.999999) * BACKOFF_JITTER_MS);
  return Math.min(2 ** retry * BACKOFF_BASE_MS + jitter, BACKOFF_CAP_MS);
}

export type OperationKind = 'query' | 'mutation';

/** What went wrong with one attempt: an HTTP status, or none for a network error or timeout. */
export interface AttemptFailure {
  status?: number;
}

/** Statuses worth another try of a query: throttling, timeouts and server errors. */
export function isTransientStatus(status: number): boolean {
  return RETRYABLE_HTTP_STATUSES.includes(status) || status >= 500;
}

/**
 * Whether a GraphQL operation gets another attempt after `attemptsMade`
 * failed ones. Mutations never do: the server might have applied the first
 * one (the submission carries an idempotency key for a manual retry). A
 * query does, up to MAX_ATTEMPTS, on a network error or a transient status;
 * a 4xx answer (bad input, unauthorised) would fail the same way again.
 */
export function shouldRetryOperation(
  kind: OperationKind,
  attemptsMade: number,
  failure: AttemptFailure,
): boolean {
  if (kind === 'mutation') return false;
  if (attemptsMade >= MAX_ATTEMPTS) return false;
  return failure.status === undefined || isTransientStatus(failure.status);
}

/** The generic HTTP client rule: a listed status, a non-mutating method, at most one retry. */
export function shouldRetryHttp(method: string, status: number, retriesMade: number): boolean {
  if (MUTATING_HTTP_METHODS.includes(method.toUpperCase())) return false;
  return retriesMade < HTTP_MAX_RETRIES && RETRYABLE_HTTP_STATUSES.includes(status);
}
