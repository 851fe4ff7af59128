import { z } from "zod";
import { describe, expect, test } from "vitest";
import { jobPostCreateBody, jobPostEditBody } from "#app/contract/jobs.ts";
import { isStatusOnlyUpdate, normaliseJobPostBody, storedDescription } from "./post-input.ts";

describe("normaliseJobPostBody", () => {
  test("numeric strings become numbers; empty values are absent; one id is a list; duplicates go", () => {
    expect(
      normaliseJobPostBody({
        title: "Engineer",
        sector: "3",
        domain: "",
        currency: null,
        salary: "1200000.50",
        min_experience_years: "2",
        min_experience_months: "",
        no_of_openings: " 4 ",
        locations: "7",
        skills: ["1", 2, "1", "x", 2],
        job_type: "",
        description: null,
      }),
    ).toEqual({
      title: "Engineer",
      sector: 3,
      salary: 1200000.5,
      min_experience_years: 2,
      no_of_openings: 4,
      locations: [7],
      skills: [1, 2, "x"],
    });
  });

  test("leaves what it does not understand for the schema to refuse", () => {
    expect(normaliseJobPostBody({ salary: "lots", sector: "abc", locations: { a: 1 } })).toEqual({
      salary: "lots",
      sector: "abc",
      locations: [{ a: 1 }],
    });
  });
});

describe("storedDescription", () => {
  test("HTML is sanitised; text becomes escaped paragraphs first; none is empty", () => {
    expect(
      storedDescription(
        '<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">link</a>',
        "html",
      ),
    ).toBe("<p>Hi</p>link");
    expect(storedDescription("a <b>\n\nb", "text")).toBe("<p>a &lt;b&gt;</p><p>b</p>");
    expect(storedDescription(undefined, "html")).toBe("");
  });
});

test("isStatusOnlyUpdate: status and no post field", () => {
  expect(isStatusOnlyUpdate({ status: "closed" })).toBe(true);
  expect(isStatusOnlyUpdate({ status: "closed", company: 3 })).toBe(true);
  expect(isStatusOnlyUpdate({ status: "closed", title: "x" })).toBe(false);
  expect(isStatusOnlyUpdate({ title: "x" })).toBe(false);
});

test("the hand-written lists cover every number and list field of the bodies (their kinds read from the schemas)", () => {
  const properties: Record<string, { type?: unknown }> = {
    ...z.toJSONSchema(jobPostCreateBody, { io: "input" }).properties,
    ...z.toJSONSchema(jobPostEditBody, { io: "input" }).properties,
  } as Record<string, { type?: unknown }>;
  // The screening questions (decision 167) are a list of rows with a rule of their own, not ids.
  const kinds = Object.entries(properties).filter(
    ([field, property]) =>
      field !== "questions" && (property.type === "integer" || property.type === "number" || property.type === "array"),
  );
  expect(kinds.map(([field]) => field).sort()).toEqual([
    "company",
    "currency",
    "domain",
    "locations",
    "min_experience_months",
    "min_experience_years",
    "no_of_openings",
    "salary",
    "sector",
    "skills",
  ]);
  // A numeric string becomes a number, one id a list: for each such field, whatever its name.
  expect(normaliseJobPostBody(Object.fromEntries(kinds.map(([field]) => [field, " 3 "])))).toEqual(
    Object.fromEntries(kinds.map(([field, property]) => [field, property.type === "array" ? [3] : 3])),
  );
});
