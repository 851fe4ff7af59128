import { describe, expect, it } from "vitest";
import { connectionRequestSchema } from "#app/forms/network/connection-request.form.ts";
import { createEducationSchema } from "#app/forms/profiles/education.form.ts";
import { createExperienceSchema, experienceCrossErrors } from "#app/forms/profiles/experience.form.ts";
import { submit } from "#app/forms/test-helpers.ts";

const now = () => new Date("2025-06-15T10:00:00Z");
const experience = createExperienceSchema(now);
const education = createEducationSchema(now);

const errorsOf = (submission: ReturnType<typeof submit>) =>
  submission.status === "error" ? submission.error : undefined;

describe("experience form", () => {
  const valid = {
    title: "Software Engineer",
    company: "12",
    employment_type: "full-time",
    start_date: "2023-01",
    end_date: "2024-05",
    description: "Built things",
  };

  it("parses form data (ids coerced, checkbox absent = false)", () => {
    const submission = submit(experience, valid);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      title: "Software Engineer",
      company: 12,
      company_name: null,
      employment_type: "full-time",
      location: null,
      start_date: "2023-01",
      end_date: "2024-05",
      is_current: false,
      description: "Built things",
    });
  });

  it("a current role drops the end date", () => {
    const submission = submit(experience, { ...valid, is_current: "on", location: "3" });
    expect(submission.status === "success" && submission.value).toMatchObject({
      is_current: true,
      end_date: null,
      location: 3,
    });
  });

  it("required fields", () => {
    expect(errorsOf(submit(experience, {}))).toEqual({
      title: ["This is Required."],
      company: ["This is Required."],
      employment_type: ["This is Required."],
      start_date: ["This is Required."],
    });
  });

  it("rules between fields", () => {
    expect(errorsOf(submit(experience, { ...valid, end_date: "" }))).toEqual({ end_date: ["This is Required."] });
    expect(errorsOf(submit(experience, { ...valid, end_date: "2022-12" }))).toEqual({
      end_date: ["End date must be after the start date."],
    });
    expect(errorsOf(submit(experience, { ...valid, start_date: "2025-07", is_current: "on" }))).toEqual({
      start_date: ["Start date cannot be in the future."],
    });
    expect(errorsOf(submit(experience, { ...valid, end_date: "2025-07" }))).toEqual({
      end_date: ["End date cannot be in the future."],
    });
    expect(submit(experience, { ...valid, start_date: "2025-06", end_date: "2025-06" }).status).toBe("success");
  });

  it("field formats", () => {
    expect(
      errorsOf(submit(experience, { ...valid, start_date: "2023-13", employment_type: "gig", title: "x".repeat(101) })),
    ).toEqual({
      start_date: ["Enter a month as YYYY-MM."],
      employment_type: ["Choose an employment type."],
      title: ["Title must be at most 100 characters."],
    });
    expect(errorsOf(submit(experience, { ...valid, start_date: "1949-12" }))).toEqual({
      start_date: ["Enter a month from 1950 onwards."],
    });
    expect(errorsOf(submit(experience, { ...valid, company: "abc" }))).toEqual({
      company: ["Select a company from the list."],
    });
    expect(errorsOf(submit(experience, { ...valid, description: "x".repeat(2001) }))).toEqual({
      description: ["Description must be at most 2000 characters."],
    });
  });

  it("cross errors on their own", () => {
    expect(experienceCrossErrors({ start_date: "2024-01", end_date: null, is_current: true }, now())).toEqual({});
    expect(experienceCrossErrors({ start_date: "2024-01", is_current: false }, now())).toEqual({});
  });
});

describe("education form", () => {
  const valid = {
    institution: "4",
    degree: "7",
    start_year: "2015",
    end_year: "2019",
    field_of_study: "Computer Science",
  };

  it("parses form data", () => {
    const submission = submit(education, valid);
    expect(submission.status === "success" && submission.value).toEqual({
      institution: 4,
      institution_name: null,
      degree: 7,
      field_of_study: "Computer Science",
      start_year: 2015,
      end_year: 2019,
      grade: null,
    });
  });

  it("required fields and year ranges", () => {
    expect(errorsOf(submit(education, {}))).toEqual({
      institution: ["This is Required."],
      degree: ["This is Required."],
      start_year: ["This is Required."],
    });
    expect(errorsOf(submit(education, { ...valid, start_year: "1949", end_year: "2033" }))).toEqual({
      start_year: ["Enter a year from 1950 to 2026."],
      end_year: ["Enter a year from 1950 to 2032."],
    });
    expect(errorsOf(submit(education, { ...valid, start_year: "2020", end_year: "2019" }))).toEqual({
      end_year: ["End year must be after the start year."],
    });
    expect(submit(education, { ...valid, end_year: "", start_year: "2026" }).status).toBe("success");
    expect(errorsOf(submit(education, { ...valid, grade: "x".repeat(21) }))).toEqual({
      grade: ["Grade must be at most 20 characters."],
    });
  });
});

describe("connection request form", () => {
  it("note is optional, at most 300 characters", () => {
    expect(submit(connectionRequestSchema, { user_id: "5" }).status).toBe("success");
    const ok = submit(connectionRequestSchema, { user_id: "5", note: " Hello! " });
    expect(ok.status === "success" && ok.value).toEqual({ user_id: 5, note: "Hello!" });
    expect(errorsOf(submit(connectionRequestSchema, { user_id: "5", note: "x".repeat(301) }))).toEqual({
      note: ["Note must be at most 300 characters."],
    });
  });
});

const validExperience = () => ({
  title: "Software Engineer",
  employment_type: "full-time",
  start_date: "2023-01",
  end_date: "2024-05",
});

describe("companies and institutions typed in (decision 135)", () => {
  it("a typed name stands for a company not picked; an id wins when both come", () => {
    const typed = submit(experience, { ...validExperience(), company: "", company_name: "  Acme   Tech. " });
    expect(typed.status === "success" && [typed.value.company, typed.value.company_name]).toEqual([null, "Acme Tech."]);
    const both = submit(experience, { ...validExperience(), company: "12", company_name: "Acme" });
    expect(both.status === "success" && both.value.company).toBe(12);
  });
  it("neither is This is Required. on the company, at once", () => {
    expect(errorsOf(submit(experience, { title: "" }))?.company).toEqual(["This is Required."]);
    expect(errorsOf(submit(education, {}))?.institution).toEqual(["This is Required."]);
  });
  it("a typed institution is checked", () => {
    expect(
      errorsOf(submit(education, { institution_name: "IIT\nBombay", degree: "7", start_year: "2015" }))
        ?.institution_name,
    ).toEqual([
      "Institution name must be on one line, with letters, numbers, single spaces and & . , ' - ( ) + / ! only.",
    ]);
  });
});
