/**
 * A fixed-window rate limiter whose counts live in the database (table `rate_limits`), so
 * the limit holds across several app instances sharing it.
 *
 * Each key (e.g. `login:ip:203.0.113.7`) has a window start and a count. A hit inside the
 * current window increments the count; a hit after it starts a new window at 1. One atomic
 * upsert does both, on SQLite and PostgreSQL alike.
 */
import { sql } from "kysely";
import type { Db } from "./db/index.ts";
import { ApiError } from "./envelope.ts";
import { MINUTE_MS, iso, type Clock } from "./time.ts";

export const RATE_LIMIT_WINDOW_MS = MINUTE_MS;
export const RATE_LIMIT_MAX_ATTEMPTS = 10;
/** How often (at most) stale windows are swept away. */
const SWEEP_EVERY_MS = 5 * MINUTE_MS;

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many attempts. Please try again in ${seconds} seconds.`;
}

export class RateLimiter {
  readonly #db: Db;
  readonly #now: Clock;
  readonly #windowMs: number;
  readonly #max: number;
  #lastSweep = 0;

  constructor(db: Db, now: Clock, options: { windowMs?: number; max?: number } = {}) {
    this.#db = db;
    this.#now = now;
    this.#windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
    this.#max = options.max ?? RATE_LIMIT_MAX_ATTEMPTS;
  }

  /** Counts one attempt for `key` and says whether it is within the limit. */
  async hit(key: string): Promise<RateLimitResult> {
    const nowMs = this.#now().getTime();
    const windowStartMs = nowMs - (nowMs % this.#windowMs);
    const windowStart = iso(new Date(windowStartMs));
    const row = await this.#db
      .insertInto("rate_limits")
      .values({ key, window_start: windowStart, count: 1 })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
          window_start: sql<string>`excluded.window_start`,
        }),
      )
      .returning(["count", "window_start"])
      .executeTakeFirstOrThrow();
    await this.#sweep(nowMs);
    const count = Number(row.count);
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStartMs + this.#windowMs - nowMs) / 1000));
    return { allowed: count <= this.#max, count, retryAfterSeconds };
  }

  /** Counts one attempt for each key; throws 429 (with `Retry-After`) if any is over the limit. */
  async enforce(keys: ReadonlyArray<string>): Promise<void> {
    for (const key of keys) {
      const result = await this.hit(key);
      if (!result.allowed) {
        throw new ApiError(429, tooManyAttemptsMessage(result.retryAfterSeconds), {
          headers: { "Retry-After": String(result.retryAfterSeconds) },
        });
      }
    }
  }

  async #sweep(nowMs: number): Promise<void> {
    if (nowMs - this.#lastSweep < SWEEP_EVERY_MS) return;
    this.#lastSweep = nowMs;
    const cutoff = iso(new Date(nowMs - 2 * this.#windowMs));
    await this.#db.deleteFrom("rate_limits").where("window_start", "<", cutoff).execute();
  }
}
