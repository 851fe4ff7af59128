import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, test } from "vitest";
import { ApiError } from "./envelope.ts";
import { PASSWORD_BUSY_MESSAGE, PASSWORD_BUSY_RETRY_AFTER_SECONDS, scryptWorkers } from "./password-workers.ts";

const FAST = { N: 2 ** 10, r: 8, p: 1, maxmem: 256 * 2 ** 10 * 8 };

describe("scrypt in worker threads", () => {
  test("gives node:crypto's own scrypt key", async () => {
    const salt = randomBytes(16);
    const key = await scryptWorkers.hash("Secret@123", salt, 32, FAST);
    expect(key).toEqual(scryptSync("Secret@123", salt, 32, FAST));
  });

  test("runs at most one hash per worker; the others wait their turn and all finish", async () => {
    const { size, turns } = scryptWorkers;
    const salt = randomBytes(16);
    const keys = Array.from({ length: size + 3 }, (_, i) => scryptWorkers.hash(`Queue@${i}`, salt, 32, FAST));
    // Counted synchronously: each call took a turn or joined the queue as it was made.
    expect(turns.running).toBe(size);
    expect(turns.waiting).toBe(3);
    const done = await Promise.all(keys);
    expect(new Set(done.map((k) => k.toString("hex"))).size).toBe(size + 3);
    expect(turns.running).toBe(0);
    expect(scryptWorkers.started).toBeLessThanOrEqual(size);
  });

  test("a full queue answers 503 with Retry-After and hashes nothing more", async () => {
    const { size, turns } = scryptWorkers;
    const salt = randomBytes(16);
    const admitted = Array.from({ length: size + turns.queued }, (_, i) =>
      scryptWorkers.hash(`Full@${i}`, salt, 32, FAST),
    );
    const refused = await scryptWorkers.hash("One@more1", salt, 32, FAST).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(503);
    expect((refused as ApiError).message).toBe(PASSWORD_BUSY_MESSAGE);
    expect((refused as ApiError).headers).toEqual({ "Retry-After": String(PASSWORD_BUSY_RETRY_AFTER_SECONDS) });
    await Promise.all(admitted);
  });

  test("parameters scrypt refuses reject that hash only; the pool goes on", async () => {
    const salt = randomBytes(16);
    await expect(scryptWorkers.hash("Secret@123", salt, 32, { N: 3, r: 8, p: 1 })).rejects.toThrow(/N|cost|invalid/i);
    await expect(scryptWorkers.hash("Secret@123", salt, 32, FAST)).resolves.toHaveLength(32);
  });
});
