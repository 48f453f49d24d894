import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import {
  backoffDelay,
  CLIENT_ERRORS,
  shouldRetryOperation,
  type AttemptFailure,
} from '@hikari/shared/domain/core';
import { forgetGuestToken, getGuestToken } from './guest-token';

export interface GraphqlRequest {
  document: string;
  variables?: Record<string, unknown>;
  /** Mutations are never retried automatically (docs/business-rules.md#calls-and-retries). */
  kind: 'query' | 'mutation';
}

export interface GraphqlError {
  /** One of the error texts (docs/business-rules.md#error-texts), or the server's message. */
  message: string;
  /** HTTP status when there was one. */
  status?: number;
  /** Field -> Japanese message, for a rejected input. */
  fields?: Record<string, string>;
  code?: string;
}

// The error texts (docs/business-rules.md#error-texts) live in the domain catalogue; these names stay for existing callers.
export const NETWORK_ERROR = CLIENT_ERRORS.network;
export const UNKNOWN_ERROR = CLIENT_ERRORS.unknown;
export const MISSING_PAYLOAD = CLIENT_ERRORS.missingPayload;
export const REQUEST_CANCELED = CLIENT_ERRORS.canceled;

/** Where the API lives. Default: the site's own origin. */
export const GRAPHQL_PATH = '/graphql';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface GraphqlResponse {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
  message?: string;
}

async function send(request: GraphqlRequest, signal: AbortSignal) {
  const token = await getGuestToken();
  const res = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: request.document, variables: request.variables ?? {} }),
    signal,
  });
  const body = await res.json().then(
    (json: unknown) => (typeof json === 'object' && json !== null ? (json as GraphqlResponse) : null),
    () => null,
  );
  return { res, body };
}

type Outcome = { data: unknown } | { error: GraphqlError; failure: AttemptFailure };

/** One HTTP exchange turned into data or an error in the terms of docs/business-rules.md#error-texts. */
function interpret(res: Response, body: GraphqlResponse | null): Outcome {
  const first = body?.errors?.[0];
  if (res.status >= 300 || first) {
    // docs/business-rules.md#error-texts: a status of 300 or more is named from the error-type
    // header or the body, with the body's message; otherwise an unknown error.
    const error: GraphqlError = {
      message: first?.message ?? body?.message ?? UNKNOWN_ERROR,
      status: res.status,
      code: res.headers.get('x-error-type') ?? first?.extensions?.code,
      fields: first?.extensions?.fields,
    };
    return { error, failure: { status: res.status } };
  }
  if (!body || body.data === undefined || body.data === null) {
    return { error: { message: MISSING_PAYLOAD, status: res.status }, failure: { status: res.status } };
  }
  return { data: body.data };
}

/**
 * One GraphQL call: the guest token, the retry policy of the shared domain
 * (queries up to 3 attempts with backoff, mutations once), and the error
 * texts of docs/business-rules.md#error-texts. RTK Query's base query below,
 * and what the shell asks before a page needs RTK Query (the settings).
 */
export async function requestGraphql(
  request: GraphqlRequest,
  signal: AbortSignal = new AbortController().signal,
): Promise<{ data: unknown } | { error: GraphqlError }> {
  let attemptsMade = 0;
  let reauthorised = false;
  for (;;) {
    attemptsMade += 1;
    let outcome: Outcome;
    try {
      const { res, body } = await send(request, signal);
      if (res.status === 401 && !reauthorised) {
        // The server refused the token before running anything (a rotated
        // secret, an expired token), so one more try with a fresh token is
        // not a retry of the operation, even for a mutation.
        forgetGuestToken();
        reauthorised = true;
        attemptsMade -= 1;
        continue;
      }
      outcome = interpret(res, body);
    } catch (error) {
      if (signal.aborted) return { error: { message: REQUEST_CANCELED } };
      // fetch rejects with a TypeError when the network fails; anything else
      // (the guest token call failing, a broken body) is not the network.
      outcome = {
        error: { message: error instanceof TypeError ? NETWORK_ERROR : UNKNOWN_ERROR },
        failure: {},
      };
    }
    if ('data' in outcome) return { data: outcome.data };
    if (!shouldRetryOperation(request.kind, attemptsMade, outcome.failure)) return { error: outcome.error };
    await sleep(backoffDelay(attemptsMade));
  }
}

/** The base query of every RTK Query endpoint: requestGraphql. */
export const graphqlBaseQuery: BaseQueryFn<GraphqlRequest, unknown, GraphqlError> = (request, { signal }) =>
  requestGraphql(request, signal);
