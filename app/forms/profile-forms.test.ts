/**
 * The profile forms of issue 3, submitted the way a route action does (FormData → parseWithZod).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { educationSchema } from "./education.ts";
import { currentMonth, experienceSchema, toExperienceInput } from "./experience.ts";
import { profileIntroSchema } from "./profile-intro.ts";
import { submit } from "./test-helpers.ts";
import { imageUploadSchema, resumeUploadSchema } from "./upload.ts";

const REQUIRED = ["This is Required."];

function errorsFor(submission: ReturnType<typeof submit>) {
  expect(submission.status).toBe("error");
  return submission.status === "error" ? submission.error : undefined;
}

function valueOf(submission: ReturnType<typeof submit>) {
  expect(submission.status === "error" ? submission.error : null).toBeNull();
  return submission.status === "success" ? submission.value : undefined;
}

describe("experienceSchema", () => {
  const valid = {
    title: " Frontend engineer ",
    company: "3",
    employment_type: "full-time",
    location: "2",
    start_date: "2021-04",
    end_date: "2023-06",
    description: "Built the design system.",
  };

  it("parses a past position with ids as numbers", () => {
    expect(valueOf(submit(experienceSchema, valid))).toEqual({
      title: "Frontend engineer",
      company: 3,
      employment_type: "full-time",
      location: 2,
      start_date: "2021-04",
      end_date: "2023-06",
      is_current: false,
      description: "Built the design system.",
    });
  });

  it("requires title, company, employment type and start month", () => {
    const errors = errorsFor(submit(experienceSchema, {}));
    for (const field of ["title", "company", "employment_type", "start_date"]) expect(errors?.[field], field).toEqual(REQUIRED);
  });

  it("requires the end month unless the position is current, even while other fields are wrong", () => {
    const past = errorsFor(submit(experienceSchema, { ...valid, end_date: "", title: "" }));
    expect(past?.end_date).toEqual(REQUIRED);
    expect(past?.title).toEqual(REQUIRED);
    const current = valueOf(submit(experienceSchema, { ...valid, end_date: "", is_current: "on" }));
    expect(current).toMatchObject({ is_current: true, end_date: null });
  });

  it("sends no end month for a current position, whatever was typed", () => {
    const value = valueOf(submit(experienceSchema, { ...valid, is_current: "on" }));
    expect(value && toExperienceInput(value as never)).toMatchObject({ is_current: true, end_date: null });
  });

  it("leaves location and description empty as null", () => {
    expect(valueOf(submit(experienceSchema, { ...valid, location: "", description: "  " }))).toMatchObject({ location: null, description: null });
  });

  it("refuses an end month before the start month", () => {
    expect(errorsFor(submit(experienceSchema, { ...valid, start_date: "2023-06", end_date: "2023-05" }))?.end_date).toEqual([
      "End date must be after the start date.",
    ]);
    expect(valueOf(submit(experienceSchema, { ...valid, start_date: "2023-06", end_date: "2023-06" }))).toBeTruthy();
  });

  it("refuses a start month in the future", () => {
    const next = new Date();
    next.setMonth(next.getMonth() + 1, 1);
    expect(errorsFor(submit(experienceSchema, { ...valid, start_date: currentMonth(next), is_current: "on" }))?.start_date).toEqual([
      "Start date cannot be in the future.",
    ]);
    expect(valueOf(submit(experienceSchema, { ...valid, start_date: currentMonth(), is_current: "on" }))).toBeTruthy();
  });

  it("checks the month format, the employment type, the company id and the lengths", () => {
    const errors = errorsFor(
      submit(experienceSchema, { ...valid, start_date: "2021-13", end_date: "June 2023", employment_type: "gig", company: "acme", title: "x".repeat(101), description: "y".repeat(2001) }),
    );
    expect(errors).toEqual({
      start_date: ["Enter a month as YYYY-MM."],
      end_date: ["Enter a month as YYYY-MM."],
      employment_type: ["Choose an employment type."],
      company: ["Select a company from the list."],
      title: ["Title must be at most 100 characters."],
      description: ["Description must be at most 2000 characters."],
    });
  });
});

describe("educationSchema", () => {
  const year = new Date().getFullYear();
  const valid = { institution: "4", degree: "2", field_of_study: "Computer Science", start_year: "2015", end_year: "2019", grade: "8.4 CGPA" };

  it("parses ids and years as numbers", () => {
    expect(valueOf(submit(educationSchema, valid))).toEqual({
      institution: 4,
      degree: 2,
      field_of_study: "Computer Science",
      start_year: 2015,
      end_year: 2019,
      grade: "8.4 CGPA",
    });
  });

  it("requires institution, degree and start year; the rest is optional (null)", () => {
    const errors = errorsFor(submit(educationSchema, {}));
    expect(errors).toEqual({ institution: REQUIRED, degree: REQUIRED, start_year: REQUIRED });
    expect(valueOf(submit(educationSchema, { institution: "1", degree: "1", start_year: "2020" }))).toEqual({
      institution: 1,
      degree: 1,
      field_of_study: null,
      start_year: 2020,
      end_year: null,
      grade: null,
    });
  });

  it("keeps years between 1950 and next year (start) or seven years ahead (end)", () => {
    expect(errorsFor(submit(educationSchema, { ...valid, start_year: "1949" }))?.start_year).toEqual([`Enter a year between 1950 and ${year + 1}.`]);
    expect(errorsFor(submit(educationSchema, { ...valid, start_year: String(year + 2), end_year: "" }))?.start_year).toEqual([
      `Enter a year between 1950 and ${year + 1}.`,
    ]);
    expect(errorsFor(submit(educationSchema, { ...valid, end_year: String(year + 8) }))?.end_year).toEqual([`Enter a year between 1950 and ${year + 7}.`]);
    expect(errorsFor(submit(educationSchema, { ...valid, start_year: "20x5" }))?.start_year).toEqual([`Enter a year between 1950 and ${year + 1}.`]);
    expect(valueOf(submit(educationSchema, { ...valid, start_year: String(year + 1), end_year: String(year + 7) }))).toBeTruthy();
  });

  it("refuses an end year before the start year, even while other fields are wrong", () => {
    const errors = errorsFor(submit(educationSchema, { ...valid, institution: "", start_year: "2019", end_year: "2018" }));
    expect(errors?.end_year).toEqual(["End year cannot be before the start year."]);
    expect(errors?.institution).toEqual(REQUIRED);
  });

  it("limits field of study and grade", () => {
    const errors = errorsFor(submit(educationSchema, { ...valid, field_of_study: "x".repeat(101), grade: "y".repeat(21) }));
    expect(errors).toEqual({ field_of_study: ["Field of study must be at most 100 characters."], grade: ["Grade must be at most 20 characters."] });
  });
});

describe("profileIntroSchema", () => {
  const valid = { first_name: "Asha", last_name: "Verma", bio: "Frontend engineer", location: "3" };

  it("parses the intro with skills from repeated checkboxes, duplicates dropped", () => {
    expect(valueOf(submit(profileIntroSchema, { ...valid, skills: ["4", "9", "4"] }))).toEqual({
      first_name: "Asha",
      last_name: "Verma",
      bio: "Frontend engineer",
      location: 3,
      skills: [4, 9],
    });
  });

  it("takes one checked skill, and none as an empty list (which clears them)", () => {
    expect(valueOf(submit(profileIntroSchema, { ...valid, skills: "7" }))).toMatchObject({ skills: [7] });
    expect(valueOf(submit(profileIntroSchema, valid))).toMatchObject({ skills: [] });
  });

  it("keeps the details rules and messages, and leaves phone and pincode out", () => {
    const errors = errorsFor(submit(profileIntroSchema, { first_name: "Asha1", last_name: "", bio: "", location: "" }));
    expect(errors).toEqual({ first_name: ["name Must be valid"], last_name: REQUIRED, bio: REQUIRED, location: REQUIRED });
    expect(valueOf(submit(profileIntroSchema, { ...valid, phone: "123", pincode: "0" }))).not.toHaveProperty("phone");
  });

  it("allows at most 50 skills", () => {
    const skills = Array.from({ length: 51 }, (_, i) => String(i + 1));
    expect(errorsFor(submit(profileIntroSchema, { ...valid, skills }))?.skills).toEqual(["Pick at most 50 skills."]);
  });
});

describe("upload schemas", () => {
  it("requires a file: an empty file input says This is Required.", () => {
    expect(errorsFor(parseWith(imageUploadSchema, new FormData()))?.file).toEqual(REQUIRED);
    expect(errorsFor(parseWith(imageUploadSchema, withFile(new File([], ""))))?.file).toEqual(REQUIRED);
    expect(errorsFor(parseWith(resumeUploadSchema, new FormData()))?.file).toEqual(REQUIRED);
  });

  it("accepts JPEG, PNG and WebP images up to 5 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp"]) {
      expect(parseWith(imageUploadSchema, withFile(new File(["x"], "a", { type }))).status).toBe("success");
    }
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    expect(errorsFor(parseWith(imageUploadSchema, withFile(big)))?.file).toEqual(["The file is too large. The limit is 5 MB."]);
    expect(errorsFor(parseWith(imageUploadSchema, withFile(new File(["x"], "a.gif", { type: "image/gif" }))))?.file).toEqual([
      "Upload a JPEG, PNG or WebP image.",
    ]);
  });

  it("leaves a file of unknown declared type to the API, which reads its content", () => {
    expect(parseWith(imageUploadSchema, withFile(new File(["x"], "photo")))).toMatchObject({ status: "success" });
  });

  it("accepts PDF resumes up to 10 MB", () => {
    expect(parseWith(resumeUploadSchema, withFile(new File(["%PDF-"], "cv.pdf", { type: "application/pdf" }))).status).toBe("success");
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "cv.pdf", { type: "application/pdf" });
    expect(errorsFor(parseWith(resumeUploadSchema, withFile(big)))?.file).toEqual(["The file is too large. The limit is 10 MB."]);
    expect(errorsFor(parseWith(resumeUploadSchema, withFile(new File(["x"], "cv.docx", { type: "application/msword" }))))?.file).toEqual([
      "Upload your resume as a PDF.",
    ]);
  });
});

function withFile(file: File): FormData {
  const data = new FormData();
  data.append("file", file);
  return data;
}

function parseWith(schema: typeof imageUploadSchema, data: FormData) {
  return parseWithZod(data, { schema }) as ReturnType<typeof submit>;
}
