import { describe, expect, test } from "vitest";
import { jobSearchWords, searchCursorKey } from "./search.ts";

describe("job search words", () => {
  test("stop words are left out unless nothing else is left", () => {
    expect(jobSearchWords("React jobs in Bengaluru")).toEqual(["react", "bengaluru"]);
    expect(jobSearchWords("  Head of Sales & Marketing ")).toEqual(["head", "sales", "marketing"]);
    expect(jobSearchWords("jobs in")).toEqual(["jobs", "in"]);
    expect(jobSearchWords("*** ")).toEqual([]);
  });

  test("a ranked cursor carries the score, the time and the id", () => {
    expect(searchCursorKey({ score: 0.060793, at: "2026-12-01T10:00:00.000Z", id: 42 })).toEqual([
      "0.060793|2026-12-01T10:00:00.000Z",
      42,
    ]);
    expect(searchCursorKey({ score: 0, at: "2026-12-01T10:00:00.000Z", id: 7 })[0]).toBe("0|2026-12-01T10:00:00.000Z");
  });
});
