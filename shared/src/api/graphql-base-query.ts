import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { forgetGuestToken, getGuestToken } from './guest-token';

export interface GraphqlRequest {
  document: string;
  variables?: Record<string, unknown>;
  /** Mutations are never retried automatically (spec section 7). */
  kind: 'query' | 'mutation';
}

export interface GraphqlError {
  /** One of the spec's error texts, or the server's message. */
  message: string;
  /** HTTP status when there was one. */
  status?: number;
  /** Field -> Japanese message, for a rejected input. */
  fields?: Record<string, string>;
  code?: string;
}

export const NETWORK_ERROR = 'A network error has occurred';
export const UNKNOWN_ERROR = 'An unknown error has occurred';
export const MISSING_PAYLOAD = 'Missing response payload';

const MAX_ATTEMPTS = 3;
const BACKOFF_CAP_MS = 5 * 60 * 1000;

/** Delay before retry n (1-based): 2^n x 100 ms plus up to 100 ms of jitter, capped at 5 minutes. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return Math.min(2 ** attempt * 100 + Math.floor(random() * 100), BACKOFF_CAP_MS);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface GraphqlResponse {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

async function attempt(request: GraphqlRequest, signal: AbortSignal) {
  const token = await getGuestToken();
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: request.document, variables: request.variables ?? {} }),
    signal,
  });
  if (res.status === 401) forgetGuestToken();
  const body = await res.json().then(
    (json: unknown) => json as GraphqlResponse,
    () => null,
  );
  return { res, body };
}

/** One base query for every GraphQL call: guest token, retry policy, the spec's error texts. */
export const graphqlBaseQuery: BaseQueryFn<GraphqlRequest, unknown, GraphqlError> = async (
  request,
  { signal },
) => {
  const attempts = request.kind === 'query' ? MAX_ATTEMPTS : 1;
  let lastError: GraphqlError = { message: UNKNOWN_ERROR };
  for (let n = 1; n <= attempts; n += 1) {
    if (n > 1) await sleep(retryDelay(n - 1));
    try {
      const { res, body } = await attempt(request, signal);
      const first = body?.errors?.[0];
      if (first) {
        lastError = {
          message: first.message,
          status: res.status,
          code: first.extensions?.code,
          fields: first.extensions?.fields,
        };
        // A rejected input is final; only server-side trouble is worth another try.
        if (res.status < 500 && res.status !== 429 && res.status !== 408) return { error: lastError };
        continue;
      }
      if (res.status >= 300) {
        lastError = { message: UNKNOWN_ERROR, status: res.status };
        if (res.status < 500 && res.status !== 429 && res.status !== 408) return { error: lastError };
        continue;
      }
      if (!body || body.data === undefined || body.data === null) {
        return { error: { message: MISSING_PAYLOAD, status: res.status } };
      }
      return { data: body.data };
    } catch (error) {
      if (signal.aborted) return { error: { message: 'Request is canceled by user' } };
      lastError = { message: error instanceof TypeError ? NETWORK_ERROR : UNKNOWN_ERROR };
    }
  }
  return { error: lastError };
};
