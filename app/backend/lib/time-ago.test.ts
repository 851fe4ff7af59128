import { describe, expect, test } from "vitest";
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from "./time.ts";
import { durationSince, monthOf, monthStart, timeAgo } from "./time-ago.ts";

const now = new Date("2025-06-15T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("timeAgo", () => {
  test.each([
    [0, "just now"],
    [59 * SECOND_MS, "just now"],
    [-5 * MINUTE_MS, "just now"],
    [MINUTE_MS, "1 minute ago"],
    [5 * MINUTE_MS + 30 * SECOND_MS, "5 minutes ago"],
    [59 * MINUTE_MS, "59 minutes ago"],
    [HOUR_MS, "1 hour ago"],
    [23 * HOUR_MS, "23 hours ago"],
    [DAY_MS, "1 day ago"],
    [3 * DAY_MS, "3 days ago"],
    [7 * DAY_MS, "1 week ago"],
    [20 * DAY_MS, "2 weeks ago"],
  ])("%d ms → %s", (ms, expected) => {
    expect(timeAgo(ago(ms), now)).toBe(expected);
  });

  test("months and years follow the calendar", () => {
    expect(timeAgo("2025-05-15T12:00:00.000Z", now)).toBe("1 month ago");
    expect(timeAgo("2025-05-16T12:00:00.000Z", now)).toBe("4 weeks ago");
    expect(timeAgo("2024-12-01T00:00:00.000Z", now)).toBe("6 months ago");
    expect(timeAgo("2024-06-15T00:00:00.000Z", now)).toBe("1 year ago");
    expect(timeAgo("2021-01-01T00:00:00.000Z", now)).toBe("4 years ago");
  });

  test("an unreadable time is 'just now' rather than NaN", () => {
    expect(timeAgo("not a date", now)).toBe("just now");
  });
});

describe("durationSince", () => {
  test.each([
    ["2025-06", "less than a month"],
    ["2025-07", "less than a month"],
    ["2025-05", "1 month"],
    ["2025-03", "3 months"],
    ["2024-07", "11 months"],
    ["2024-06", "1 year"],
    ["2023-01", "2 years"],
  ])("since %s → %s", (month, expected) => {
    expect(durationSince(month, now)).toBe(expected);
  });
});

test("monthOf and monthStart", () => {
  expect(monthOf(now)).toBe("2025-06");
  expect(monthOf(new Date("2025-01-31T23:59:59Z"))).toBe("2025-01");
  expect(monthStart("2024-02").toISOString()).toBe("2024-02-01T00:00:00.000Z");
});
