// One JSON request to the API with the generic HTTP rule (section 7: 408,
// 409, 425, 429, 500, 502, 503, 504 retried once, and only for a method that
// changes nothing) and a time limit on every attempt, so a hung call ends
// with a message the caller can show, never a spinner that turns forever.
// The public look-ups (lookups.ts) and the shell's own calls at start (the
// remotes manifest) use it; on its own here, so that a page's start does not
// carry the look-ups.

import { backoffDelay, isTransientStatus, shouldRetryHttp } from '@hikari/shared/domain/core';

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
