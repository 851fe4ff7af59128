import { describe, expect, test } from "vitest";
import { formatMoney, formatSalary } from "./job-card.tsx";

describe("formatMoney", () => {
  test("rupees in lakhs and crores, every other currency in thousands", () => {
    expect(formatMoney(2_800_000, { code: "INR" })).toBe("₹28,00,000");
    expect(formatMoney(120_000, { code: "USD" })).toBe("$120,000");
    expect(formatMoney(65_000, { code: "EUR" })).toBe("€65,000");
    expect(formatSalary(1_500_000, { code: "GBP" })).toBe("£1,500,000 a year");
  });

  test("a code Intl does not know comes before the number", () => {
    expect(formatMoney(50_000, { code: "XYZ1" })).toBe("XYZ1 50,000");
  });
});
