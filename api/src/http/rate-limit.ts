// Fixed-window counters kept in memory (one instance; several instances on
// PostgreSQL share theirs, see shared-rate-limit.ts). Generous defaults so
// that browser tests submitting from one address a few dozen times a minute
// pass; production tunes them with the RATE_LIMIT_* variables.

export interface RateDecision {
  ok: boolean;
  /** Seconds until the window resets (for Retry-After) when refused. */
  retryAfter: number;
}

export interface RateLimiter {
  /** Counts one hit for `key` and says whether it is within the limit. */
  hit(key: string): RateDecision;
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
    if (this.limit <= 0) return { ok: true, retryAfter: 0 };
    const now = this.now();
    this.sweep(now);
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { count: 0, resetAt: now + this.windowMs };
      this.counters.set(key, counter);
    }
    counter.count += 1;
    if (counter.count > this.limit) {
      return { ok: false, retryAfter: Math.max(1, Math.ceil((counter.resetAt - now) / 1000)) };
    }
    return { ok: true, retryAfter: 0 };
  }

  /** Drops expired windows now and then, so the map does not grow with every address ever seen. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
  }
}
