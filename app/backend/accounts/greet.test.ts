import { describe, expect, test } from "vitest";
import { greetingAt, hourIn } from "./greet.ts";

describe("hourIn", () => {
  test("the hour in the zone, across a zone's change of offset and within one minute", () => {
    expect(hourIn(new Date("2025-06-15T10:20:00Z"), "Asia/Kolkata")).toBe(15);
    expect(hourIn(new Date("2025-06-15T10:29:59Z"), "Asia/Kolkata")).toBe(15);
    expect(hourIn(new Date("2025-06-15T10:30:00Z"), "Asia/Kolkata")).toBe(16);
    expect(hourIn(new Date("2025-06-15T10:30:30Z"), "Asia/Kathmandu")).toBe(16);
    expect(hourIn(new Date("2025-06-15T10:15:00Z"), "Asia/Kathmandu")).toBe(16);
    expect(hourIn(new Date("2025-06-15T10:14:59Z"), "Asia/Kathmandu")).toBe(15);
    // Summer time in Berlin starts at 01:00 UTC on 30 March 2025: 01:59 → 03:00 local.
    expect(hourIn(new Date("2025-03-30T00:59:59Z"), "Europe/Berlin")).toBe(1);
    expect(hourIn(new Date("2025-03-30T01:00:00Z"), "Europe/Berlin")).toBe(3);
    expect(hourIn(new Date("2025-03-30T01:00:59Z"), "Europe/Berlin")).toBe(3);
    expect(hourIn(new Date("2025-03-30T00:59:30Z"), "Europe/Berlin")).toBe(1);
    expect(hourIn(new Date("2025-06-15T23:59:00Z"), "UTC")).toBe(23);
    expect(hourIn(new Date("2025-06-16T00:00:00Z"), "UTC")).toBe(0);
  });

  test("greetings by hour", () => {
    expect(greetingAt(hourIn(new Date("2025-06-15T03:00:00Z"), "Asia/Kolkata"))).toBe("Good morning");
  });
});
