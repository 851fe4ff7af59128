import { describe, expect, it } from "vitest";
import { withCurrent } from "./options.server.ts";

describe("withCurrent", () => {
  it("adds the current value when the first 100 of a list do not hold it", () => {
    const options = [{ value: 1, label: "A" }];
    expect(withCurrent(options, { id: 1, label: "A" })).toBe(options);
    expect(withCurrent(options, { id: 7, label: "Z" })).toEqual([{ value: 7, label: "Z" }, ...options]);
    expect(withCurrent(options, null)).toBe(options);
  });
});
