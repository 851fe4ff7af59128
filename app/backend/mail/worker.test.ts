import { describe, expect, test } from "vitest";
import { MAIL_WORKER_DEFAULTS, describeFailure, retryDelayMs } from "./worker.ts";

describe("retryDelayMs", () => {
  const options = { retryBaseMs: 15_000, retryMaxMs: 15 * 60_000 };

  test("doubles from the base up to the cap", () => {
    const plain = [1, 2, 3, 4, 5, 6, 7, 8].map((attempt) => retryDelayMs(attempt, options, () => 0.5));
    expect(plain).toEqual([15_000, 30_000, 60_000, 120_000, 240_000, 480_000, 900_000, 900_000]);
  });

  test("is spread by ±20 % so instances do not retry in step", () => {
    expect(retryDelayMs(2, options, () => 0)).toBe(24_000);
    expect(retryDelayMs(2, options, () => 0.999999)).toBeCloseTo(36_000, -1);
  });

  test("the defaults give up after about half an hour of retries", () => {
    const { maxAttempts } = MAIL_WORKER_DEFAULTS;
    let total = 0;
    for (let attempt = 1; attempt < maxAttempts; attempt += 1)
      total += retryDelayMs(attempt, MAIL_WORKER_DEFAULTS, () => 0.5);
    expect(maxAttempts).toBe(8);
    expect(total).toBe(1_845_000);
    // A claim outlives the longest delivery, so no other worker takes a mail being sent.
    expect(MAIL_WORKER_DEFAULTS.leaseMs).toBeGreaterThan(MAIL_WORKER_DEFAULTS.sendTimeoutMs * 2);
  });
});

describe("describeFailure", () => {
  test("keeps the reason, one line", () => {
    const error = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2525"), { code: "ESOCKET" });
    expect(describeFailure(error)).toBe("ESOCKET: connect ECONNREFUSED 127.0.0.1:2525");
    expect(describeFailure(new Error("451 4.3.0\r\n try later"))).toBe("451 4.3.0 try later");
  });

  test("takes out the SMTP password, URLs and 6-digit numbers", () => {
    const smtpUrl = "smtps://mailer:p%40ss-w0rd@smtp.example.com:465";
    const error = new Error(
      "Invalid login for mailer/p@ss-w0rd (also p%40ss-w0rd): 535; mail had http://joblink.test/forgot-password/abcDEF and code 042517 and port 2525",
    );
    const text = describeFailure(error, smtpUrl);
    expect(text).not.toMatch(/p@ss-w0rd|p%40ss-w0rd|forgot-password|042517/);
    expect(text).toContain("[url]");
    expect(text).toContain("[number]");
    expect(text).toContain("port 2525");
  });

  test("at most 500 characters", () => {
    expect(describeFailure(new Error("x".repeat(2_000)))).toHaveLength(500);
    expect(describeFailure("")).toBe("unknown error");
  });
});
