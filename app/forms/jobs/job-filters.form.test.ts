/** Job filters: parsing the query parameters, and writing them back into links. */
import { describe, expect, it } from "vitest";
import {
  countJobFilters,
  filterCurrency,
  JOB_FILTER_MESSAGES as M,
  jobFilterEntries,
  jobFilterInput,
  jobFilterKey,
  NO_JOB_FILTERS,
  parseJobFilters,
  withoutEmptyParams,
  withoutFilter,
  withoutFilters,
  type JobFilters,
} from "./job-filters.form.ts";

const parse = (query: string) => parseJobFilters(jobFilterInput(new URLSearchParams(query)));

function filtersOf(query: string): JobFilters {
  const parsed = parse(query);
  expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
  return parsed.ok ? parsed.filters : NO_JOB_FILTERS;
}

function errorsOf(query: string) {
  const parsed = parse(query);
  expect(parsed.ok).toBe(false);
  return parsed.ok ? {} : parsed.errors;
}

describe("parseJobFilters", () => {
  it("no parameters: no filter, sorted by relevance", () => {
    expect(filtersOf("")).toEqual(NO_JOB_FILTERS);
    expect(filtersOf("tab=applied&page=2&cursor=abc")).toEqual(NO_JOB_FILTERS);
  });

  it("reads every filter, lists repeated or comma-separated, duplicates dropped", () => {
    expect(
      filtersOf(
        "locations=3&locations=7,3&job_type=remote&job_type=hybrid&employment_type=full-time,contract&experience=2" +
          "&currency=2&salary_min=50000&salary_max=150000.50&skills=19&company=4&sector=1,2&domain=9&posted_within=week&my_skills=on&verified=on&sort=salary",
      ),
    ).toEqual({
      locations: [3, 7],
      job_type: ["remote", "hybrid"],
      employment_type: ["full-time", "contract"],
      experience: 2,
      currency: 2,
      salary_min: 50000,
      salary_max: 150000.5,
      skills: [19],
      company: [4],
      sector: [1, 2],
      domain: [9],
      posted_within: "week",
      my_skills: true,
      verified: true,
      sort: "salary",
    });
  });

  it("empty values are no value (a form's empty fields and 'Add a …' selects)", () => {
    expect(
      filtersOf("locations=&locations=5&experience=&salary_min=&salary_max=%20&posted_within=&sort=&company="),
    ).toEqual({
      ...NO_JOB_FILTERS,
      locations: [5],
    });
  });

  it("salaries may carry commas between digits", () => {
    expect(filtersOf("salary_min=10,00,000").salary_min).toBe(1_000_000);
  });

  it("bad values get the parameter's message", () => {
    expect(errorsOf("locations=abc")).toEqual({ locations: [M.locations.invalid] });
    expect(errorsOf("skills=0")).toEqual({ skills: [M.skills.invalid] });
    expect(errorsOf("company=99999999999")).toEqual({ company: [M.company.invalid] });
    expect(errorsOf("job_type=onsite")).toEqual({ job_type: [M.jobType] });
    expect(errorsOf("my_skills=no")).toEqual({ my_skills: [M.mySkills] });
    expect(errorsOf("employment_type=gig")).toEqual({ employment_type: [M.employmentType] });
    expect(errorsOf("experience=51")).toEqual({ experience: [M.experience] });
    expect(errorsOf("verified=yes")).toEqual({ verified: [M.verified] });
    expect(errorsOf("experience=1.5")).toEqual({ experience: [M.experience] });
    expect(errorsOf("experience=-1")).toEqual({ experience: [M.experience] });
    expect(errorsOf("salary_min=lots")).toEqual({ salary_min: [M.salary] });
    expect(errorsOf("salary_min=-5")).toEqual({ salary_min: [M.salaryRange] });
    expect(errorsOf("salary_max=1e13")).toEqual({ salary_max: [M.salaryRange] });
    expect(errorsOf("salary_max=2000000000000")).toEqual({ salary_max: [M.salaryRange] });
    expect(errorsOf("currency=INR")).toEqual({ currency: [M.currency] });
    expect(errorsOf("posted_within=year")).toEqual({ posted_within: [M.postedWithin] });
    expect(errorsOf("sort=oldest")).toEqual({ sort: [M.sort] });
  });

  it("too many values, a single-valued parameter twice, and a reversed salary range are refused", () => {
    expect(errorsOf(`locations=${Array.from({ length: 11 }, (_, i) => i + 1).join(",")}`)).toEqual({
      locations: [M.locations.tooMany],
    });
    expect(errorsOf(`skills=${Array.from({ length: 21 }, (_, i) => i + 1).join(",")}`)).toEqual({
      skills: [M.skills.tooMany],
    });
    expect(errorsOf("experience=1&experience=2")).toEqual({ experience: [M.once] });
    expect(errorsOf("salary_min=20&salary_max=10")).toEqual({ salary_max: [M.salaryOrder] });
  });

  it("reports every bad parameter at once", () => {
    expect(Object.keys(errorsOf("locations=x&sort=y&experience=z")).sort()).toEqual([
      "experience",
      "locations",
      "sort",
    ]);
  });
});

describe("writing filters back", () => {
  it("jobFilterEntries writes the canonical order and leaves defaults out; parsing them again gives the same filters", () => {
    const filters = filtersOf("sort=newest&skills=4&locations=9,2&experience=0&posted_within=24h");
    const entries = jobFilterEntries(filters);
    expect(entries).toEqual([
      ["locations", "9"],
      ["locations", "2"],
      ["experience", "0"],
      ["skills", "4"],
      ["posted_within", "24h"],
      ["sort", "newest"],
    ]);
    expect(filtersOf(new URLSearchParams(entries).toString())).toEqual(filters);
    expect(jobFilterEntries(NO_JOB_FILTERS)).toEqual([]);
  });

  it("jobFilterKey is the same for the same filters however they were written", () => {
    expect(jobFilterKey(filtersOf("locations=3,7&sort=relevance"))).toBe(
      jobFilterKey(filtersOf("locations=3&locations=7")),
    );
    expect(jobFilterKey(NO_JOB_FILTERS)).toBe("");
  });

  it("withoutFilter removes one value of a list, or one parameter, and the page position", () => {
    const params = new URLSearchParams("tab=applied&locations=3&locations=7,9&job_type=remote&page=3&cursor=abc");
    expect(withoutFilter(params, "locations", "7").toString()).toBe(
      "tab=applied&locations=3&locations=9&job_type=remote",
    );
    expect(withoutFilter(params, "job_type", "remote").toString()).toBe("tab=applied&locations=3&locations=7%2C9");
    expect(withoutFilter(params, "locations").toString()).toBe("tab=applied&job_type=remote");
  });

  it("withoutFilters keeps the other parameters only", () => {
    expect(
      withoutFilters(new URLSearchParams("search=react&typeFilter=jobs&skills=1&sort=newest&page=2")).toString(),
    ).toBe("search=react&typeFilter=jobs");
  });

  it("withoutEmptyParams cleans a form's address, or says there is nothing to clean", () => {
    expect(withoutEmptyParams(new URLSearchParams("tab=applied&locations=&locations=4&salary_min="))?.toString()).toBe(
      "tab=applied&locations=4",
    );
    expect(withoutEmptyParams(new URLSearchParams("tab=applied&locations=4"))).toBeNull();
  });
});

describe("helpers", () => {
  it("filterCurrency: the given currency, else INR when a salary bound is set", () => {
    expect(filterCurrency(NO_JOB_FILTERS)).toBeNull();
    expect(filterCurrency({ ...NO_JOB_FILTERS, salary_min: 10 })).toBe(1);
    expect(filterCurrency({ ...NO_JOB_FILTERS, salary_max: 10, currency: 3 })).toBe(3);
    expect(filterCurrency({ ...NO_JOB_FILTERS, currency: 4 })).toBe(4);
  });

  it("countJobFilters counts each value, not the sort", () => {
    expect(countJobFilters(NO_JOB_FILTERS)).toBe(0);
    expect(countJobFilters({ ...NO_JOB_FILTERS, sort: "newest" })).toBe(0);
    expect(countJobFilters(filtersOf("locations=1,2&job_type=remote&experience=0&posted_within=week"))).toBe(5);
  });
});
