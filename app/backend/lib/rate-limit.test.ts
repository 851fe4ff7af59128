import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { openDatabase, type OpenDatabase } from "./db/index.ts";
import { migrateToLatest } from "../migrations/index.ts";
import { ApiError } from "./envelope.ts";
import { RATE_LIMIT_MAX_ATTEMPTS, RATE_LIMIT_WINDOW_MS, RateLimiter, tooManyAttemptsMessage } from "./rate-limit.ts";

let database: OpenDatabase;
let nowMs: number;
const clock = () => new Date(nowMs);

beforeEach(async () => {
  database = openDatabase(":memory:");
  await migrateToLatest(database.db, database.dialect);
  // 10 seconds into a minute.
  nowMs = Date.UTC(2025, 0, 1, 12, 0, 10);
});
afterEach(async () => {
  await database.close();
});

describe("RateLimiter", () => {
  test("10 a minute by default", () => {
    expect(RATE_LIMIT_MAX_ATTEMPTS).toBe(10);
    expect(RATE_LIMIT_WINDOW_MS).toBe(60_000);
  });

  test("allows up to the limit in a window, then refuses with the time left", async () => {
    const limiter = new RateLimiter(database.db, clock);
    for (let i = 1; i <= 10; i += 1) {
      expect(await limiter.hit("k")).toEqual({ allowed: true, count: i, retryAfterSeconds: 50 });
    }
    nowMs += 20_500;
    expect(await limiter.hit("k")).toEqual({ allowed: false, count: 11, retryAfterSeconds: 30 });
  });

  test("a new window starts over", async () => {
    const limiter = new RateLimiter(database.db, clock, { max: 2 });
    await limiter.hit("k");
    await limiter.hit("k");
    expect((await limiter.hit("k")).allowed).toBe(false);
    nowMs += 50_000; // 12:01:00
    expect(await limiter.hit("k")).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  test("keys are counted separately", async () => {
    const limiter = new RateLimiter(database.db, clock, { max: 1 });
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("b")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(false);
  });

  test("counts live in the database, shared by every limiter on it", async () => {
    const one = new RateLimiter(database.db, clock, { max: 3 });
    const two = new RateLimiter(database.db, clock, { max: 3 });
    await one.hit("shared");
    await two.hit("shared");
    await one.hit("shared");
    expect((await two.hit("shared")).allowed).toBe(false);
  });

  test("enforce throws a 429 with Retry-After and the message", async () => {
    const limiter = new RateLimiter(database.db, clock, { max: 1 });
    await limiter.enforce(["ip:1", "email:a"]);
    const error = await limiter.enforce(["ip:1", "email:a"]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(429);
    expect(apiError.message).toBe("Too many attempts. Please try again in 50 seconds.");
    expect(apiError.headers).toEqual({ "Retry-After": "50" });
    expect(tooManyAttemptsMessage(7)).toBe("Too many attempts. Please try again in 7 seconds.");
  });

  test("old windows are swept away", async () => {
    const limiter = new RateLimiter(database.db, clock);
    await limiter.hit("old");
    nowMs += 10 * 60_000;
    await limiter.hit("new");
    const keys = (await database.db.selectFrom("rate_limits").select("key").execute()).map((r) => r.key);
    expect(keys).toEqual(["new"]);
  });
});
