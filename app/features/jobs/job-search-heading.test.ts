import { describe, expect, test } from "vitest";
import type { JobFiltersEcho } from "#app/contract/jobs.ts";
import { NO_JOB_FILTERS } from "#app/forms/jobs/job-filters.form.ts";
import { jobsHeading, relaxedNote } from "./job-search-heading.ts";
import { readJobSearchText } from "#app/forms/jobs/job-search.form.ts";

const echo = (extra: Partial<JobFiltersEcho>): JobFiltersEcho => ({
  ...NO_JOB_FILTERS,
  locations: [],
  skills: [],
  company: [],
  sector: [],
  domain: [],
  currency: null,
  ...extra,
});
const bengaluru = { id: 1, city: "Bengaluru", state: "Karnataka", country: "India" };
const pune = { id: 2, city: "Pune", state: "Maharashtra", country: "India" };

describe("job list heading", () => {
  test("says what is shown once keywords or filters apply", () => {
    const base = { total: 12, capped: false, fallback: "Suggested jobs" };
    expect(jobsHeading({ ...base, words: "", echo: null, filtered: false })).toBe("Suggested jobs");
    expect(jobsHeading({ ...base, words: "react", echo: echo({ locations: [bengaluru] }), filtered: true })).toBe(
      "12 jobs for “react” in Bengaluru",
    );
    expect(jobsHeading({ ...base, words: "react", echo: null, filtered: false })).toBe("12 jobs for “react”");
    expect(
      jobsHeading({
        ...base,
        total: 1,
        words: "",
        echo: echo({ locations: [bengaluru, pune], company: [{ id: 3, title: "Acme" }] }),
        filtered: true,
      }),
    ).toBe("1 job at Acme in Bengaluru or Pune");
    expect(
      jobsHeading({
        ...base,
        total: 1000,
        capped: true,
        words: "",
        echo: echo({ job_type: ["remote"] }),
        filtered: true,
      }),
    ).toBe("1,000+ jobs matching your filters");
    expect(jobsHeading({ ...base, total: 0, words: "zzq", echo: null, filtered: false })).toBe("0 jobs for “zzq”");
  });

  test("a relaxed query says which words were dropped", () => {
    expect(relaxedNote(null)).toBeNull();
    expect(relaxedNote({ text: "react", words: ["react"], relaxed: false, dropped: [] })).toBeNull();
    expect(
      relaxedNote({ text: "senior react zzq yyq", words: ["senior", "react"], relaxed: true, dropped: ["yyq", "zzq"] }),
    ).toBe("No jobs matched “senior react zzq yyq”: showing jobs for “senior react” (without “yyq” and “zzq”).");
  });

  test("the keywords of an address: trimmed, at most 100 characters", () => {
    expect(readJobSearchText(new URLSearchParams("q=%20react%20"))).toEqual({ text: "react", error: null });
    expect(readJobSearchText(new URLSearchParams(""))).toEqual({ text: "", error: null });
    expect(readJobSearchText(new URLSearchParams(`q=${"a".repeat(101)}`))).toEqual({
      text: "",
      error: "Search must be at most 100 characters.",
    });
  });
});
