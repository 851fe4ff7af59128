import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { openDatabase, type OpenDatabase } from "#app/backend/lib/db/index.ts";
import { migrateToLatest } from "#app/backend/migrations/index.ts";
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

  test("a hit may name its own window and maximum (an hour here)", async () => {
    const limiter = new RateLimiter(database.db, clock);
    const hour = { windowMs: 60 * 60_000, max: 2 };
    expect(await limiter.hit("h", hour)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 3590 });
    nowMs += 30 * 60_000; // 12:30:10, same hour
    expect(await limiter.hit("h", hour)).toEqual({ allowed: true, count: 2, retryAfterSeconds: 1790 });
    expect(await limiter.hit("h", hour)).toEqual({ allowed: false, count: 3, retryAfterSeconds: 1790 });
    const error = await limiter.enforceLimits([{ key: "h", ...hour }]).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).headers).toEqual({ "Retry-After": "1790" });
    nowMs += 30 * 60_000; // 13:00:10, the next hour
    expect(await limiter.hit("h", hour)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 3590 });
  });

  test("enforceLimits stops at the first full key and does not count the later ones", async () => {
    const limiter = new RateLimiter(database.db, clock);
    await limiter.enforceLimits([
      { key: "a", max: 1 },
      { key: "b", max: 5 },
    ]);
    await expect(
      limiter.enforceLimits([
        { key: "a", max: 1 },
        { key: "b", max: 5 },
      ]),
    ).rejects.toBeInstanceOf(ApiError);
    const rows = await database.db.selectFrom("rate_limits").select(["key", "count"]).orderBy("key").execute();
    expect(rows.map((r) => [r.key, Number(r.count)])).toEqual([
      ["a", 2],
      ["b", 1],
    ]);
  });

  test("the sweep keeps a longer window's row until that window ends", async () => {
    const limiter = new RateLimiter(database.db, clock);
    await limiter.hit("day", { windowMs: 24 * 60 * 60_000, max: 5 });
    await limiter.hit("minute");
    nowMs += 10 * 60_000;
    await limiter.hit("new");
    const keys = (await database.db.selectFrom("rate_limits").select("key").orderBy("key").execute()).map((r) => r.key);
    expect(keys).toEqual(["day", "new"]);
    nowMs += 24 * 60 * 60_000;
    await limiter.hit("later");
    const left = (await database.db.selectFrom("rate_limits").select("key").execute()).map((r) => r.key);
    expect(left).toEqual(["later"]);
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
