// Rate limits that hold across API instances on one PostgreSQL. Counting
// every request with a round trip to the database would halve what an
// instance can serve, so each instance decides at once from what it knows
// (the window's total at the last exchange, plus its own hits since) and
// exchanges its new hits for the fresh totals in one statement every
// `flushMs`. Across instances a limit is therefore exact up to what the
// others accepted during the last `flushMs` (250 ms by default).
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { decide, FixedWindowLimiter, UNLIMITED, type RateDecision, type RateLimiter } from './rate-limit';

interface WindowCount {
  windowStart: number;
  /** The total of every instance at the last exchange (our hits included). */
  known: number;
  /** Our hits sent in the exchange under way. */
  sending: number;
  /** Our hits not sent yet. */
  pending: number;
  /** When we last counted a hit for this key. */
  lastHit: number;
}

/**
 * A key hit this recently has its total refreshed at every exchange even
 * when we have nothing new to add, so that the others' hits reach our
 * decisions while its visitor is still active.
 */
const REFRESH_ACTIVE_MS = 5_000;

/** One named limit (for example "queries per address"); the store exchanges its counts. */
export class SharedWindowLimiter implements RateLimiter {
  private readonly windows = new Map<string, WindowCount>();

  constructor(
    readonly name: string,
    private readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateDecision {
    if (this.limit <= 0) return UNLIMITED;
    const now = this.now();
    const windowStart = now - (now % this.windowMs);
    let window = this.windows.get(key);
    if (!window || window.windowStart !== windowStart) {
      window = { windowStart, known: 0, sending: 0, pending: 0, lastHit: now };
      this.windows.set(key, window);
    }
    window.pending += 1;
    window.lastHit = now;
    return decide(
      this.limit,
      window.known + window.sending + window.pending,
      windowStart + this.windowMs - now,
    );
  }

  read(key: string): RateDecision {
    if (this.limit <= 0) return UNLIMITED;
    const now = this.now();
    const windowStart = now - (now % this.windowMs);
    const window = this.windows.get(key);
    const current =
      window && window.windowStart === windowStart ? window.known + window.sending + window.pending : 0;
    return decide(this.limit, current, windowStart + this.windowMs - now);
  }

  /**
   * Moves the hits not sent yet into "sending" and returns them, with a
   * count of 0 for keys active lately, whose total is to be refreshed.
   */
  takePending(): { key: string; windowStart: number; count: number }[] {
    const out: { key: string; windowStart: number; count: number }[] = [];
    const now = this.now();
    const current = now - (now % this.windowMs);
    for (const [key, window] of this.windows) {
      if (window.windowStart < current) {
        // A past window decides nothing any more; its last hits still count for nobody.
        this.windows.delete(key);
        continue;
      }
      if (window.pending === 0 && now - window.lastHit > REFRESH_ACTIVE_MS) continue;
      window.sending = window.pending;
      window.pending = 0;
      out.push({ key, windowStart: window.windowStart, count: window.sending });
    }
    return out;
  }

  /** The exchange succeeded: `total` counts every instance's hits, the ones we sent included. */
  settle(key: string, windowStart: number, total: number): void {
    const window = this.windows.get(key);
    if (!window || window.windowStart !== windowStart) return;
    window.known = total;
    window.sending = 0;
  }

  /** The exchange failed (database away): keep the hits for the next one. */
  restore(key: string, windowStart: number): void {
    const window = this.windows.get(key);
    if (!window || window.windowStart !== windowStart) return;
    window.pending += window.sending;
    window.sending = 0;
  }
}

export interface RateLimits {
  /**
   * The limiter named `name`: `limit` hits per `windowMs`, 0 turns it off. Asked
   * again for the same name (the HTTP route and the WebSocket share the
   * query limit), it is the same limiter, with its first limit and window.
   */
  limiter(name: string, limit: number, windowMs: number): RateLimiter;
  /** Sends what is pending now (tests; shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** In-process counters: one instance (PGlite) has nobody to share with. */
export function localRateLimits(now: () => number = Date.now): RateLimits {
  const limiters = new Map<string, FixedWindowLimiter>();
  return {
    limiter(name, limit, windowMs) {
      let limiter = limiters.get(name);
      if (!limiter) limiters.set(name, (limiter = new FixedWindowLimiter(limit, windowMs, now)));
      return limiter;
    },
    flush: async () => undefined,
    close: async () => undefined,
  };
}

/** Counters in the `rate_limits` table of a PostgreSQL shared by every instance. */
export function sharedRateLimits(
  database: Database,
  options: { flushMs?: number; now?: () => number } = {},
): RateLimits {
  const now = options.now ?? Date.now;
  const flushMs = options.flushMs ?? 250;
  const limiters = new Map<string, SharedWindowLimiter>();
  let flushing: Promise<void> | null = null;
  let lastCleanup = 0;

  async function exchange(): Promise<void> {
    const batch = [...limiters.values()].flatMap((limiter) =>
      limiter.takePending().map((row) => ({ ...row, limiter, dbKey: `${limiter.name}:${row.key}` })),
    );
    if (batch.length === 0) return;
    try {
      const values = sql.join(
        batch.map((row) => sql`(${row.dbKey}, ${row.windowStart}, ${row.count})`),
        sql`, `,
      );
      const result = (await database.db.execute(sql`
        insert into rate_limits (key, window_start, count) values ${values}
        on conflict (key, window_start) do update set count = rate_limits.count + excluded.count
        returning key, window_start, count`)) as unknown as {
        rows: { key: string; window_start: string | number; count: number }[];
      };
      const totals = new Map(result.rows.map((r) => [`${r.key}@${Number(r.window_start)}`, Number(r.count)]));
      for (const row of batch) {
        const total = totals.get(`${row.dbKey}@${row.windowStart}`);
        if (total === undefined) row.limiter.restore(row.key, row.windowStart);
        else row.limiter.settle(row.key, row.windowStart, total);
      }
    } catch (error) {
      for (const row of batch) row.limiter.restore(row.key, row.windowStart);
      throw error;
    }
    const longest = Math.max(...[...limiters.values()].map((l) => l.windowMs));
    if (now() - lastCleanup > longest) {
      lastCleanup = now();
      await database.db.delete(rateLimits).where(lt(rateLimits.windowStart, now() - 2 * longest));
    }
  }

  const flush = (): Promise<void> => {
    // One exchange at a time; a flush asked for meanwhile waits for it and runs
    // after, whether it failed or not.
    const run = (flushing ?? Promise.resolve()).catch(() => undefined).then(exchange);
    const tracked = run.finally(() => {
      if (flushing === tracked) flushing = null;
    });
    // `run` and its failure are the caller's; this copy only orders the next
    // flush. Left unhandled, its rejection (the database unreachable at a
    // timer's flush) would end the process: Node's unhandled-rejection default.
    tracked.catch(() => undefined);
    flushing = tracked;
    return run;
  };

  const timer = setInterval(() => {
    flush().catch((error: unknown) =>
      console.error(`[rate-limit] could not share counters: ${(error as Error).message}`),
    );
  }, flushMs);
  timer.unref();

  return {
    limiter(name, limit, windowMs) {
      const existing = limiters.get(name);
      if (existing) return existing;
      const limiter = new SharedWindowLimiter(name, limit, windowMs, now);
      limiters.set(name, limiter);
      return limiter;
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush().catch(() => undefined);
    },
  };
}

/** Shared counters on PostgreSQL (several instances), in-process ones on PGlite. */
export function createRateLimits(database: Database): RateLimits {
  return database.kind === 'postgres' ? sharedRateLimits(database) : localRateLimits();
}
