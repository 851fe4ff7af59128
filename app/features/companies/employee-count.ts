/**
 * A company's employee count as people read it: "1 employee", "12 employees", and "1,000+
 * employees" once the count stopped at its cap (the API counts up to 1,000: decision 147).
 */
export function employeeCount(count: number, capped: boolean): string {
  if (capped) return `${count.toLocaleString("en-US")}+ employees`;
  return `${count} employee${count === 1 ? "" : "s"}`;
}
