import { describe, expect, test } from "vitest";
import { BANNED_UNTIL, suspensionMessage } from "./roles.ts";
import { FREEZE_ACCOUNT_AGE_MS, FREEZE_REPORTERS, plainLines } from "./service.ts";

const now = new Date("2026-12-02T10:00:00.000Z");

describe("suspensionMessage", () => {
  test("says until when and why; nothing once it has ended or without one", () => {
    expect(suspensionMessage({ suspended_until: "2026-12-05T10:00:00.000Z", suspension_reason: "Spam." }, now)).toBe(
      "This account is suspended until 5 December 2026 at 10:00 UTC. Reason: Spam.",
    );
    expect(suspensionMessage({ suspended_until: BANNED_UNTIL, suspension_reason: "Fraud." }, now)).toBe(
      "This account has been banned. Reason: Fraud.",
    );
    expect(
      suspensionMessage({ suspended_until: "2026-12-02T10:00:00.000Z", suspension_reason: "Spam." }, now),
    ).toBeNull();
    expect(suspensionMessage({ suspended_until: null, suspension_reason: null }, now)).toBeNull();
  });
});

describe("the freeze rule's constants", () => {
  test("three reporters, accounts older than a week", () => {
    expect(FREEZE_REPORTERS).toBe(3);
    expect(FREEZE_ACCOUNT_AGE_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });
});

describe("plainLines", () => {
  test("one line per paragraph or item, tags gone, entities decoded", () => {
    expect(plainLines("<p>Pay &amp; perks</p><ul><li>SQL</li><li>Power <b>BI</b></li></ul><p>Pune<br>3 days</p>")).toBe(
      "Pay & perks\nSQL\nPower BI\nPune\n3 days",
    );
    expect(plainLines("<script>alert(1)</script>Hi")).toBe("Hi");
  });
});
