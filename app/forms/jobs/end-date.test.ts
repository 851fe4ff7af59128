import { describe, expect, it } from "vitest";
import {
  END_DATE_MESSAGES,
  dayOf,
  endOfDay,
  endsIn,
  extendedEnd,
  latestEnd,
  resolveValidThrough,
  validThroughField,
} from "./end-date.ts";

const now = new Date("2026-12-02T10:00:00.000Z");

describe("a job post's end date (decision 166)", () => {
  it("reads a day in India: the 2nd at 20:00 there is still the 2nd, 19:00 UTC is the 3rd", () => {
    expect(dayOf("2026-12-02T14:00:00.000Z")).toBe("2026-12-02");
    expect(dayOf("2026-12-02T19:00:00.000Z")).toBe("2026-12-03");
    expect(endOfDay("2026-12-02")).toBe("2026-12-02T18:29:59.999Z");
  });

  it("takes a date or an ISO time, and nothing else", () => {
    expect(validThroughField.safeParse("2027-01-01").success).toBe(true);
    expect(validThroughField.safeParse("2027-01-01T10:00:00.000Z").success).toBe(true);
    expect(validThroughField.safeParse(undefined).success).toBe(true);
    for (const bad of ["2027-02-30", "01/01/2027", "soon", "2027-1-1"]) {
      const result = validThroughField.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(END_DATE_MESSAGES.format);
    }
  });

  it("is today or later, and at most 90 days ahead (the end of that day)", () => {
    expect(resolveValidThrough("2026-12-02", now)).toEqual({ ok: true, at: "2026-12-02T18:29:59.999Z" });
    expect(resolveValidThrough("2026-12-01", now)).toEqual({ ok: false, message: END_DATE_MESSAGES.past });
    expect(resolveValidThrough(dayOf(latestEnd(now)), now)).toEqual({ ok: true, at: latestEnd(now) });
    expect(resolveValidThrough("2027-03-03", now)).toEqual({ ok: false, message: END_DATE_MESSAGES.tooFar });
    expect(resolveValidThrough("2026-12-02T09:00:00.000Z", now)).toEqual({
      ok: false,
      message: END_DATE_MESSAGES.past,
    });
  });

  it("keeps the post's current end when an edit sends it again, even once passed", () => {
    const current = "2026-11-20T18:29:59.999Z";
    expect(resolveValidThrough("2026-11-20", now, current)).toEqual({ ok: true, at: current });
    expect(resolveValidThrough("2026-11-21", now, current)).toEqual({ ok: false, message: END_DATE_MESSAGES.past });
  });

  it("extends by 30 days, from now once passed, never past the 90-day limit; not by less than a day", () => {
    expect(extendedEnd("2026-12-10T00:00:00.000Z", now)).toBe("2027-01-09T00:00:00.000Z");
    expect(extendedEnd("2026-11-30T00:00:00.000Z", now)).toBe("2027-01-01T10:00:00.000Z");
    expect(extendedEnd("2027-02-20T00:00:00.000Z", now)).toBe(latestEnd(now));
    expect(extendedEnd(latestEnd(now), now)).toBeNull();
    expect(extendedEnd(new Date(Date.parse(latestEnd(now)) - 3_600_000).toISOString(), now)).toBeNull();
  });

  it("reads as calendar days in India: today, tomorrow, in N days", () => {
    expect(endsIn("2026-12-02T18:29:59.999Z", now)).toBe("Ends today");
    expect(endsIn("2026-12-02T18:30:00.000Z", now)).toBe("Ends tomorrow");
    expect(endsIn(endOfDay("2026-12-12"), now)).toBe("Ends in 10 days");
    expect(endsIn("2026-12-01T00:00:00.000Z", now)).toBe("Ends today");
  });
});
