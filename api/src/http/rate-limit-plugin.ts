// Per-address limits of the HTTP routes, with @fastify/rate-limit: the
// plugin decides, keys by the client's address (the right-most untrusted hop, see
// config.trustProxy), answers 429 with Retry-After and counts nothing for a
// route without a limit. What stays ours is the store behind it: the plugin
// ships an in-memory store and a Redis one, and the API's instances share
// only PostgreSQL, so the counters are shared-rate-limit.ts's (in memory on
// PGlite, exchanged through PostgreSQL by every instance otherwise).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RateLimiter } from './rate-limit';
import type { RateLimits } from './shared-rate-limit';
import { addressLimitKeyOf } from './client-address';

/** Thrown by the plugin when a limit is reached; the error handler answers it (429, Retry-After). */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfter: number) {
    super('Too many requests');
  }
}

/** One store per named limit (the route's `groupId`), over the shared counters. */
class SharedCountersStore implements FastifyRateLimitStore {
  constructor(
    private readonly limits: RateLimits,
    private readonly limiter: RateLimiter | null = null,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
  ): void {
    if (!this.limiter) return callback(new Error('a rate limit needs a groupId naming its counter'));
    const decision = this.limiter.hit(key);
    callback(null, { current: decision.current, ttl: decision.resetInMs });
  }

  read(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
  ): void {
    if (!this.limiter) return callback(new Error('a rate limit needs a groupId naming its counter'));
    const decision = this.limiter.read(key);
    callback(null, { current: decision.current, ttl: decision.resetInMs });
  }

  // The plugin passes the route's merged limit options (typed as route options).
  child(options: object) {
    const { groupId, max, timeWindow } = options as { groupId?: string; max?: unknown; timeWindow?: unknown };
    if (!groupId || typeof max !== 'number' || typeof timeWindow !== 'number') {
      throw new Error('a rate limit is named by groupId and has a number max and timeWindow');
    }
    return new SharedCountersStore(this.limits, this.limits.limiter(groupId, max, timeWindow));
  }
}

export async function registerRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  await app.register(rateLimit, {
    // Only routes that name a limit are limited.
    global: false,
    hook: 'onRequest',
    store: class {
      constructor() {
        return new SharedCountersStore(limits);
      }
    } as never,
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
 * one. Through the plugin's `createRateLimit`, so the counter is the same
 * shared one as every route's.
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
