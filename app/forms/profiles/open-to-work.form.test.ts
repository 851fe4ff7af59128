/** The open-to-work rules (decision 184): what the form and the API accept, and their messages. */
import { describe, expect, test } from "vitest";
import { openToWorkMessages as M, openToWorkSchema } from "./open-to-work.form.ts";

const valid = {
  roles: "Frontend Engineer, UI Developer",
  locations: [3],
  job_types: "remote",
  employment_types: ["full-time"],
  visibility: "recruiters",
};
const errorsOf = (input: Record<string, unknown>) => {
  const result = openToWorkSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe("openToWorkSchema", () => {
  test("reads the form's text: comma-separated roles, one checkbox as a list, an empty date as none", () => {
    const result = openToWorkSchema.safeParse({ ...valid, locations: [3, 3], start_date: "" });
    expect(result.success && result.data).toEqual({
      roles: ["Frontend Engineer", "UI Developer"],
      locations: [3],
      job_types: ["remote"],
      employment_types: ["full-time"],
      start_date: null,
      visibility: "recruiters",
    });
    expect(
      openToWorkSchema.parse({ ...valid, roles: [" Designer ", "Designer"], start_date: "2027-01-31" }),
    ).toMatchObject({ roles: ["Designer"], start_date: "2027-01-31" });
  });

  test("each field says what is wrong", () => {
    expect(errorsOf({})).toEqual({
      roles: M.roles,
      locations: M.locations,
      job_types: M.jobTypes,
      employment_types: M.employmentTypes,
      visibility: M.visibility,
    });
    expect(errorsOf({ ...valid, roles: "a, b, c, d, e, f" })).toEqual({ roles: M.tooManyRoles });
    expect(errorsOf({ ...valid, roles: "x".repeat(101) })).toEqual({ roles: M.roleTooLong });
    expect(errorsOf({ ...valid, roles: " , " })).toEqual({ roles: M.roles });
    expect(errorsOf({ ...valid, locations: Array.from({ length: 11 }, (_, i) => i + 1) })).toEqual({
      locations: M.tooManyLocations,
    });
    expect(errorsOf({ ...valid, locations: ["abc"] })).toEqual({ locations: M.location });
    expect(errorsOf({ ...valid, job_types: ["anywhere"] })).toEqual({ job_types: M.jobTypes });
    expect(errorsOf({ ...valid, start_date: "2026-02-30" })).toEqual({ start_date: M.startDate });
    expect(errorsOf({ ...valid, visibility: "everyone" })).toEqual({ visibility: M.visibility });
  });
});
