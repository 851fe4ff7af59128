import { describe, expect, test } from "vitest";
import { isCurrent } from "./app-header.tsx";

describe("the header's current page (React Router's NavLink rule)", () => {
  test("the page itself and its sub-pages", () => {
    expect(isCurrent("/individual/jobs", "/individual/jobs")).toBe(true);
    expect(isCurrent("/individual/jobs/", "/individual/jobs")).toBe(true);
    expect(isCurrent("/notifications/x", "/notifications")).toBe(true);
  });

  test("not a page whose address only starts the same way", () => {
    expect(isCurrent("/individual/jobsearch", "/individual/jobs")).toBe(false);
    expect(isCurrent("/individual/network", "/individual/jobs")).toBe(false);
  });

  test("not case-sensitive", () => {
    expect(isCurrent("/Individual/Dashboard", "/individual/dashboard")).toBe(true);
  });
});
