/** The job filter panel's texts: the count line and the chips of the active filters. */
import { describe, expect, it } from "vitest";
import type { JobFiltersEcho } from "#app/contract/jobs.ts";
import { activeFilterChips, countText } from "./job-filters.tsx";

const none: JobFiltersEcho = {
  locations: [],
  job_type: [],
  employment_type: [],
  experience: null,
  currency: null,
  salary_min: null,
  salary_max: null,
  skills: [],
  company: [],
  sector: [],
  domain: [],
  posted_within: null,
  my_skills: null,
  verified: false,
  sort: "relevance",
};

describe("countText", () => {
  it("says how many jobs, capped like other totals", () => {
    expect(countText(0, false, false)).toBe("No jobs");
    expect(countText(0, false, true)).toBe("No jobs match your filters");
    expect(countText(1, false, true)).toBe("1 job matches your filters");
    expect(countText(24, false, true)).toBe("24 jobs match your filters");
    expect(countText(1000, true, true)).toBe("1,000+ jobs match your filters");
    expect(countText(1234, false, false)).toBe("1,234 jobs");
  });
});

describe("activeFilterChips", () => {
  it("one chip per value, named for people, with what it removes", () => {
    const chips = activeFilterChips({
      ...none,
      locations: [{ id: 3, city: "Pune", state: "Maharashtra", country: "India" }],
      job_type: ["remote", "hybrid"],
      experience: 0,
      salary_min: 1_000_000,
      skills: [{ id: 9, title: "React" }],
      posted_within: "week",
      sort: "salary",
    });
    expect(chips).toEqual([
      { name: "locations", value: "3", label: "Pune", what: "location" },
      { name: "job_type", value: "remote", label: "Remote", what: "job type" },
      { name: "job_type", value: "hybrid", label: "Hybrid", what: "job type" },
      { name: "experience", label: "No experience (freshers)", what: "experience" },
      { name: "salary_min", label: "At least ₹10,00,000 a year", what: "salary" },
      { name: "skills", value: "9", label: "React", what: "skill" },
      { name: "posted_within", label: "Past week", what: "posted" },
    ]);
  });

  it("a salary in another currency is written in it", () => {
    const chips = activeFilterChips({
      ...none,
      currency: { id: 2, title: "US Dollar", code: "USD", country: "United States" },
      salary_max: 120000,
    });
    expect(chips.map((chip) => chip.label)).toEqual(["Paid in USD", "At most $120,000 a year"]);
  });
});
