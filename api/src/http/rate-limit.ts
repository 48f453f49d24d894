// Fixed-window counters kept in memory (one instance; several instances on
// PostgreSQL share theirs, see shared-rate-limit.ts). Generous defaults so
// that browser tests submitting from one address a few dozen times a minute
// pass; production tunes them with the RATE_LIMIT_* variables.

export interface RateDecision {
  ok: boolean;
  /** Seconds until the window resets (for Retry-After) when refused. */
  retryAfter: number;
  /** Hits counted for the key in this window, this one included (0 when the limit is off). */
  current: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

export interface RateLimiter {
  /** Counts one hit for `key` and says whether it is within the limit. */
  hit(key: string): RateDecision;
  /** What `hit` would say of the hits so far, without counting one. */
  read(key: string): RateDecision;
}

/** A limit of 0 is off: every hit is within it. */
export const UNLIMITED: RateDecision = { ok: true, retryAfter: 0, current: 0, resetInMs: 0 };

export function decide(limit: number, current: number, resetInMs: number): RateDecision {
  const ok = current <= limit;
  return { ok, retryAfter: ok ? 0 : Math.max(1, Math.ceil(resetInMs / 1000)), current, resetInMs };
}

export class FixedWindowLimiter implements RateLimiter {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  /**
   * @param limit requests per window; 0 turns the limiter off
   * @param windowMs window length in milliseconds
   */
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateDecision {
    if (this.limit <= 0) return UNLIMITED;
    const now = this.now();
    this.sweep(now);
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { count: 0, resetAt: now + this.windowMs };
      this.counters.set(key, counter);
    }
    counter.count += 1;
    return decide(this.limit, counter.count, counter.resetAt - now);
  }

  read(key: string): RateDecision {
    if (this.limit <= 0) return UNLIMITED;
    const now = this.now();
    const counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) return decide(this.limit, 0, this.windowMs);
    return decide(this.limit, counter.count, counter.resetAt - now);
  }

  /** Drops expired windows now and then, so the map does not grow with every address ever seen. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
  }
}
