// Per-address limits of the HTTP routes, with @fastify/rate-limit: the
// plugin decides, keys by the client's address (the right-most untrusted hop, see
// config.trustProxy), answers 429 with Retry-After and counts nothing for a
// route without a limit. The counting is the plugin's own stores too (Redis
// with REDIS_URL, memory otherwise, see rate-limit.ts); what is ours is only
// that a limit is found by its name (the route's `groupId`), so the HTTP
// route, the WebSocket and the GraphQL limits of one name share one counter.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { RateLimits } from './rate-limit';
import { addressLimitKeyOf } from './client-address';

/** Thrown by the plugin when a limit is reached; the error handler answers it (429, Retry-After). */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfter: number) {
    super('Too many requests');
  }
}

/**
 * The plugin's root store: each route (or `createRateLimit`) asks it for a
 * child, which is the store of the limit its `groupId` names.
 */
function storeByName(limits: RateLimits) {
  return class {
    constructor() {
      return {
        incr: (_key: string, callback: (error: Error) => void) =>
          callback(new Error('a rate limit needs a groupId naming its counter')),
        // The plugin passes the route's merged limit options (typed as route options).
        child(options: object) {
          const { groupId, max, timeWindow } = options as {
            groupId?: string;
            max?: unknown;
            timeWindow?: unknown;
          };
          if (!groupId || typeof max !== 'number' || typeof timeWindow !== 'number') {
            throw new Error('a rate limit is named by groupId and has a number max and timeWindow');
          }
          return limits.store(groupId);
        },
      };
    }
  };
}

export async function registerRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  await app.register(rateLimit, {
    // Only routes that name a limit are limited.
    global: false,
    hook: 'onRequest',
    store: storeByName(limits) as never,
    // Redis unreachable: the request goes on, unlimited (docs/architecture.md#the-api).
    skipOnError: true,
    // IPv6 clients by their /64.
    keyGenerator: (request: FastifyRequest) => addressLimitKeyOf(request),
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

/**
 * A route's limit: `max` requests per address per `windowMs`, counted in
 * the counter `name` (shared with whatever else uses that name); false, so
 * no limit at all, when max is 0 (RATE_LIMIT_*=0 turns a limit off).
 */
export function routeLimit(name: string, max: number, windowMs: number) {
  return max > 0 ? { groupId: name, max, timeWindow: windowMs } : false;
}

/**
 * A count of events that are not requests (wrong ops tokens): `peek` says
 * whether the address is over the limit without counting, `count` counts
 * one. Through the plugin's `createRateLimit`, in the same store as every
 * route's limit.
 */
export function eventCounter(app: FastifyInstance, name: string, max: number, windowMs: number) {
  if (max <= 0) return null;
  const check = app.createRateLimit({ groupId: name, max, timeWindow: windowMs } as never);
  const outcome = async (request: FastifyRequest, increment: boolean) => {
    const result = await check(request, { increment });
    if (result.isAllowed) return { exceeded: false, count: 0, retryAfter: 0 };
    return {
      exceeded: result.isExceeded,
      count: result.max - result.remaining,
      retryAfter: result.ttlInSeconds,
    };
  };
  return {
    max,
    peek: (request: FastifyRequest) => outcome(request, false),
    count: (request: FastifyRequest) => outcome(request, true),
  };
}
