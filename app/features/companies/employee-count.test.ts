import { describe, expect, it } from "vitest";
import { employeeCount } from "./employee-count.ts";

describe("employeeCount", () => {
  it("says one employee, several, or the cap and more", () => {
    expect(employeeCount(0, false)).toBe("0 employees");
    expect(employeeCount(1, false)).toBe("1 employee");
    expect(employeeCount(12, false)).toBe("12 employees");
    expect(employeeCount(1000, true)).toBe("1,000+ employees");
  });
});
