/**
 * A fixed-window rate limiter whose counts live in the database (table `rate_limits`), so
 * the limit holds across several app instances sharing it.
 *
 * Each key (e.g. `login:ip:203.0.113.7`) has a window start, a count and when the window
 * ends. A hit inside the current window increments the count; a hit after it starts a new
 * window at 1. One atomic upsert does both, on SQLite and PostgreSQL alike.
 *
 * The window is the limiter's (one minute, RATE_LIMIT_PER_MINUTE attempts) unless a hit names
 * its own (the per-account request limits of request-limits.ts: an hour, a day). A key must
 * always be counted with the same window length, so those keys name their window.
 */
import { sql } from "kysely";
import type { Db } from "#app/backend/lib/db/index.ts";
import { ApiError } from "./envelope.ts";
import { MINUTE_MS, iso, type Clock } from "./time.ts";

export const RATE_LIMIT_WINDOW_MS = MINUTE_MS;
export const RATE_LIMIT_MAX_ATTEMPTS = 10;
/** How often (at most) stale windows are swept away. */
const SWEEP_EVERY_MS = 5 * MINUTE_MS;

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/** A window length and the attempts allowed in one window. */
export type WindowLimit = { windowMs: number; max: number };

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

  /**
   * Counts one attempt for `key` and says whether it is within the limit: the limiter's own
   * (a minute), or `limit` when given.
   */
  async hit(key: string, limit?: WindowLimit): Promise<RateLimitResult> {
    const windowMs = limit?.windowMs ?? this.#windowMs;
    const max = limit?.max ?? this.#max;
    const nowMs = this.#now().getTime();
    const windowStartMs = nowMs - (nowMs % windowMs);
    const windowStart = iso(new Date(windowStartMs));
    const row = await this.#db
      .insertInto("rate_limits")
      .values({ key, window_start: windowStart, count: 1, expires_at: iso(new Date(windowStartMs + windowMs)) })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
          window_start: sql<string>`excluded.window_start`,
          expires_at: sql<string>`excluded.expires_at`,
        }),
      )
      .returning(["count", "window_start"])
      .executeTakeFirstOrThrow();
    await this.#sweep(nowMs);
    const count = Number(row.count);
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStartMs + windowMs - nowMs) / 1000));
    return { allowed: count <= max, count, retryAfterSeconds };
  }

  /** Attempts allowed per window (RATE_LIMIT_PER_MINUTE). */
  get max(): number {
    return this.#max;
  }

  /**
   * Takes back one attempt counted for `key` in the current window (a login that succeeded: only
   * failures should count). Nothing happens when the window has passed meanwhile.
   */
  async release(key: string, limit?: Pick<WindowLimit, "windowMs">): Promise<void> {
    const windowMs = limit?.windowMs ?? this.#windowMs;
    const nowMs = this.#now().getTime();
    const windowStart = iso(new Date(nowMs - (nowMs % windowMs)));
    await this.#db
      .updateTable("rate_limits")
      .set((eb) => ({ count: eb("count", "-", 1) }))
      .where("key", "=", key)
      .where("window_start", "=", windowStart)
      .where("count", ">", 0)
      .execute();
  }

  /** Counts one attempt for each key; throws 429 (with `Retry-After`) if any is over the limit. */
  async enforce(keys: ReadonlyArray<string>): Promise<void> {
    await this.enforceLimits(keys.map((key) => ({ key })));
  }

  /**
   * Like `enforce`, each key with its own window and maximum (the limiter's when left out).
   * Keys are counted in order; the first one over its limit throws, later ones are not counted.
   * `message` words the 429 (default "Too many attempts. Please try again in N seconds.").
   */
  async enforceLimits(
    entries: ReadonlyArray<{ key: string } & Partial<WindowLimit>>,
    message: (seconds: number) => string = tooManyAttemptsMessage,
  ): Promise<void> {
    for (const { key, windowMs, max } of entries) {
      const result = await this.hit(key, { windowMs: windowMs ?? this.#windowMs, max: max ?? this.#max });
      if (!result.allowed) {
        throw new ApiError(429, message(result.retryAfterSeconds), {
          headers: { "Retry-After": String(result.retryAfterSeconds) },
        });
      }
    }
  }

  /** Deletes the rows whose window has ended (a new hit would start over anyway). */
  async #sweep(nowMs: number): Promise<void> {
    if (nowMs - this.#lastSweep < SWEEP_EVERY_MS) return;
    this.#lastSweep = nowMs;
    await this.#db
      .deleteFrom("rate_limits")
      .where("expires_at", "<=", iso(new Date(nowMs)))
      .execute();
  }
}
