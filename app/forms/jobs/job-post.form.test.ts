import { parseWithZod } from "#app/forms/parse.ts";
import { describe, expect, test } from "vitest";
import { describeExperience, formatExperience, jobPostFormSchema, jobPostSchema } from "./job-post.form.ts";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

const complete: [string, string][] = [
  ["title", "Frontend Engineer"],
  ["company", "4"],
  ["sector", "2"],
  ["domain", "3"],
  ["min_experience_years", "2"],
  ["employment_type", "full-time"],
  ["locations", "1"],
  ["locations", "5"],
  ["skills", "7"],
  ["no_of_openings", "3"],
];

describe("job post schema", () => {
  test("a complete individual post parses with the defaults", () => {
    const result = parseWithZod(form(complete), {
      schema: jobPostFormSchema({ posterType: "individual", editing: false }),
    });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({
      title: "Frontend Engineer",
      company: 4,
      job_type: "in-office",
      min_experience_months: 0,
      currency: 1,
      locations: [1, 5],
      skills: [7],
      no_of_openings: 3,
    });
    expect(result.value.salary).toBeUndefined();
  });

  test("every required field says This is Required.", () => {
    const result = parseWithZod(form([]), { schema: jobPostFormSchema({ posterType: "individual", editing: false }) });
    expect(result.status).toBe("error");
    const errors = result.reply().error ?? {};
    for (const field of [
      "title",
      "company",
      "sector",
      "domain",
      "min_experience_years",
      "employment_type",
      "locations",
      "skills",
      "no_of_openings",
    ]) {
      expect(errors[field], field).toEqual(["This is Required."]);
    }
    expect(errors.salary).toBeUndefined();
    expect(errors.description).toBeUndefined();
  });

  test("companies and edits do not ask for the company", () => {
    const withoutCompany = complete.filter(([k]) => k !== "company");
    expect(
      parseWithZod(form(withoutCompany), { schema: jobPostSchema({ posterType: "corporate", editing: false }) }).status,
    ).toBe("success");
    expect(
      parseWithZod(form(withoutCompany), { schema: jobPostSchema({ posterType: "individual", editing: true }) }).status,
    ).toBe("success");
  });

  test.each([
    ["min_experience_months", "12", "Months must be between 0 and 11."],
    ["min_experience_months", "-1", "Months must be between 0 and 11."],
    ["no_of_openings", "0", "Openings must be between 1 and 1000."],
    ["salary", "-5", "Salary must be more than 0."],
    ["salary", "lots", "Enter the annual salary as a number."],
    ["employment_type", "gig", "Choose one of the options."],
    ["job_type", "moon", "Choose one of the options."],
  ])("%s = %s → %s", (field, value, message) => {
    const entries = complete.filter(([k]) => k !== field).concat([[field, value]]);
    const result = parseWithZod(form(entries), {
      schema: jobPostFormSchema({ posterType: "individual", editing: false }),
    });
    expect(result.reply().error?.[field]).toEqual([message]);
  });

  test("months 11 and a salary are accepted", () => {
    const entries = complete.concat([
      ["min_experience_months", "11"],
      ["salary", "1200000"],
    ]);
    const result = parseWithZod(form(entries), {
      schema: jobPostFormSchema({ posterType: "individual", editing: false }),
    });
    expect(result.status).toBe("success");
  });
});

test("formatExperience writes the spec's N Years M Months; describeExperience reads well", () => {
  expect(formatExperience(2, 0)).toBe("2 Years 0 Months");
  expect(formatExperience(1, 11)).toBe("1 Years 11 Months");
  expect(describeExperience(1, 0)).toBe("1 year");
  expect(describeExperience(2, 6)).toBe("2 years 6 months");
  expect(describeExperience(0, 1)).toBe("1 month");
  expect(describeExperience(0, 0)).toBe("No experience needed");
});
