// The counters of every per-address and per-guest limit, in one place. The
// counting is @fastify/rate-limit's own: its RedisStore when REDIS_URL names
// a Redis (each hit one atomic INCR there, so a limit is exact across every
// instance using that Redis), its LocalStore otherwise (one process: npm
// start, the embedded database, tests). The plugin's routes, the WebSocket
// and the GraphQL limits all count in the same store objects, one per named
// limit, so a name means one counter wherever it is used.
//
// While Redis cannot be reached the limits let requests through (see
// docs/architecture.md#the-api): each failure is reported once, with the
// moment Redis answers again.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import { Redis } from 'ioredis';
import { log, safeError } from '../log';

/** What a limit answers for one key. */
export interface RateDecision {
  ok: boolean;
  /** Seconds until the window resets (for Retry-After) when refused. */
  retryAfter: number;
  /** Hits counted for the key in this window, this one included (0 when not counted). */
  current: number;
}

export interface RateLimiter {
  /** Counts `times` hits (default 1) for `key` and says whether they are within the limit. */
  hit(key: string, times?: number): Promise<RateDecision>;
  /** What `hit` would say of the hits so far, without counting one. */
  read(key: string): Promise<RateDecision>;
}

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** A named limit's counters: the plugin's store, which can also be read without counting. */
export interface CounterStore extends FastifyRateLimitStore {
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
}

export interface RateLimits {
  /** Where the counters are: `redis` (every instance on that Redis), `memory` (this process). */
  readonly kind: 'redis' | 'memory';
  /** The store of the limit `name`: the same object each time, whoever asks. */
  store(name: string): CounterStore;
  /** The limit `name`, `max` hits per `windowMs` and key; 0 turns it off (nothing is counted). */
  limiter(name: string, max: number, windowMs: number): RateLimiter;
  close(): Promise<void>;
}

/** A limit that is off: every hit is within it. */
const ALLOWED: RateDecision = { ok: true, retryAfter: 0, current: 0 };

function decide(max: number, result: Result): RateDecision {
  const ok = result.current <= max;
  return { ok, retryAfter: ok ? 0 : Math.max(1, Math.ceil(result.ttl / 1000)), current: result.current };
}

/** Reports Redis failures once per outage rather than once per request. */
function outageReporter(where: string) {
  let failing = false;
  return {
    failed(error: unknown) {
      if (failing) return;
      failing = true;
      log.error(
        `[rate-limit] the counters in Redis (${where}) cannot be reached; limits are not enforced until it answers`,
        error,
      );
    },
    answered() {
      if (!failing) return;
      failing = false;
      log.warn(`[rate-limit] Redis (${where}) answers again; limits are enforced`);
    },
  };
}

/** The store, telling `outage` how each call went (the plugin, skipping on errors, says nothing of them). */
function reporting(inner: CounterStore, outage: ReturnType<typeof outageReporter>): CounterStore {
  const relay =
    (callback: Callback): Callback =>
    (error, result) => {
      if (error) outage.failed(error);
      else outage.answered();
      callback(error, result);
    };
  return {
    incr: (key, callback, timeWindow, max) => inner.incr(key, relay(callback), timeWindow, max),
    read: (key, callback, timeWindow, max) => inner.read(key, relay(callback), timeWindow, max),
    child: () => {
      throw new Error('a named limit has no children');
    },
  };
}

function limits(
  kind: RateLimits['kind'],
  create: (name: string) => CounterStore,
  close: () => Promise<void>,
): RateLimits {
  const stores = new Map<string, CounterStore>();
  const store = (name: string) => {
    let found = stores.get(name);
    if (!found) stores.set(name, (found = create(name)));
    return found;
  };
  const call = (method: 'incr' | 'read', name: string, key: string, max: number, windowMs: number) =>
    new Promise<RateDecision>((resolve) =>
      // A store that cannot count lets the hit through; it has reported why.
      store(name)[method](
        key,
        (error, result) => resolve(error || !result ? ALLOWED : decide(max, result)),
        windowMs,
        max,
      ),
    );
  return {
    kind,
    store,
    limiter(name, max, windowMs) {
      if (max <= 0) return { hit: async () => ALLOWED, read: async () => ALLOWED };
      return {
        async hit(key, times = 1) {
          const decisions = await Promise.all(
            Array.from({ length: Math.max(1, times) }, () => call('incr', name, key, max, windowMs)),
          );
          return decisions.reduce((worst, d) => (d.current > worst.current ? d : worst));
        },
        read: (key) => call('read', name, key, max, windowMs),
      };
    },
    close,
  };
}

/** Counters in this process only. */
export function memoryRateLimits(): RateLimits {
  return limits(
    'memory',
    () => new LocalStore(false, false),
    async () => undefined,
  );
}

/**
 * Counters in the Redis of `url`, under keys starting with `prefix` (then the
 * limit's name and the key); a hit waits `timeoutMs` at most. Starts whether
 * or not Redis answers: until it does, the limits let requests through, and
 * the client keeps reconnecting.
 */
export async function redisRateLimits(url: string, prefix: string, timeoutMs: number): Promise<RateLimits> {
  const where = new URL(url).host;
  const outage = outageReporter(where);
  const redis = new Redis(url, {
    lazyConnect: true,
    // A hit while the connection is down fails at once (and is let through)
    // instead of waiting in ioredis's queue for Redis to come back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: timeoutMs,
    connectTimeout: 2_000,
    // Reconnect quickly, and keep trying every second at most.
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  // ioredis reports every failed (re)connection here; unheard, it would print each one.
  redis.on('error', (error) => outage.failed(error));
  redis.once('ready', () => log.info(`[rate-limit] counting in Redis (${where})`));
  redis.on('ready', () => outage.answered());
  await redis.connect().catch((error: unknown) => outage.failed(error));
  return limits(
    'redis',
    (name) => reporting(new RedisStore(false, false, redis, `${prefix}${name}:`), outage),
    async () => {
      if (redis.status === 'ready') {
        await redis.quit().catch((error: unknown) => log.warn(`[rate-limit] ${safeError(error)}`));
      }
      redis.disconnect();
    },
  );
}

/** Redis when `redisUrl` is set (several instances count together), this process's memory otherwise. */
export function createRateLimits(config: {
  redisUrl: string | null;
  rateLimit: { redisKeyPrefix: string; redisTimeoutMs: number };
}): Promise<RateLimits> {
  return config.redisUrl
    ? redisRateLimits(config.redisUrl, config.rateLimit.redisKeyPrefix, config.rateLimit.redisTimeoutMs)
    : Promise.resolve(memoryRateLimits());
}
