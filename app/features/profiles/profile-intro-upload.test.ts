/**
 * The intro and upload forms of the profile pages (issue 3), submitted the way a route action does (FormData → parseWithZod).
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { describe, expect, it } from "vitest";
import { profileIntroSchema } from "#app/forms/profiles/profile-intro.form.ts";
import { submit } from "#app/forms/test-helpers.ts";
import { imageUploadSchema, resumeUploadSchema } from "#app/forms/upload.ts";

const REQUIRED = ["This is Required."];

function errorsFor(submission: ReturnType<typeof submit>) {
  expect(submission.status).toBe("error");
  return submission.status === "error" ? submission.error : undefined;
}

function valueOf(submission: ReturnType<typeof submit>) {
  expect(submission.status === "error" ? submission.error : null).toBeNull();
  return submission.status === "success" ? submission.value : undefined;
}

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
    expect(errors).toEqual({
      first_name: ["name Must be valid"],
      last_name: REQUIRED,
      bio: REQUIRED,
      location: REQUIRED,
    });
    expect(valueOf(submit(profileIntroSchema, { ...valid, phone: "123", pincode: "0" }))).not.toHaveProperty("phone");
  });

  it("keeps skills typed in beside the ids, in order, tidied, the same name once (decision 187)", () => {
    expect(
      valueOf(
        submit(profileIntroSchema, { ...valid, skills: ["4", "  Apache   Beam ", "9", "apache beam.", "C++", "C#"] }),
      ),
    ).toMatchObject({ skills: [4, "Apache Beam", 9, "C++", "C#"] });
  });

  it("refuses a bad typed skill next to the field", () => {
    expect(errorsFor(submit(profileIntroSchema, { ...valid, skills: ["4", "<b>bold</b>"] }))?.skills).toEqual([
      "“<b>bold</b>” cannot be a skill: use letters, numbers, single spaces and + # . - / & ' ( ) only, with at least one letter.",
    ]);
    expect(errorsFor(submit(profileIntroSchema, { ...valid, skills: ["x".repeat(51)] }))?.skills).toEqual([
      `“${"x".repeat(30)}…” is too long: a skill name is at most 50 characters.`,
    ]);
    expect(errorsFor(submit(profileIntroSchema, { ...valid, skills: ["0"] }))?.skills).toEqual([
      "Select skills from the list.",
    ]);
  });

  it("allows at most 50 skills, ids and names together", () => {
    const named = Array.from({ length: 50 }, (_, i) => `Skill ${String.fromCharCode(97 + (i % 26))}${i}`);
    expect(
      (valueOf(submit(profileIntroSchema, { ...valid, skills: named })) as { skills: unknown[] }).skills,
    ).toHaveLength(50);
    expect(errorsFor(submit(profileIntroSchema, { ...valid, skills: [...named, "1"] }))?.skills).toEqual([
      "Pick at most 50 skills.",
    ]);
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
    expect(errorsFor(parseWith(imageUploadSchema, withFile(big)))?.file).toEqual([
      "The file is too large. The limit is 5 MB.",
    ]);
    expect(
      errorsFor(parseWith(imageUploadSchema, withFile(new File(["x"], "a.gif", { type: "image/gif" }))))?.file,
    ).toEqual(["Upload a JPEG, PNG or WebP image."]);
  });

  it("leaves a file of unknown declared type to the API, which reads its content", () => {
    expect(parseWith(imageUploadSchema, withFile(new File(["x"], "photo")))).toMatchObject({ status: "success" });
  });

  it("accepts PDF resumes up to 10 MB", () => {
    expect(
      parseWith(resumeUploadSchema, withFile(new File(["%PDF-"], "cv.pdf", { type: "application/pdf" }))).status,
    ).toBe("success");
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "cv.pdf", { type: "application/pdf" });
    expect(errorsFor(parseWith(resumeUploadSchema, withFile(big)))?.file).toEqual([
      "The file is too large. The limit is 10 MB.",
    ]);
    expect(
      errorsFor(parseWith(resumeUploadSchema, withFile(new File(["x"], "cv.docx", { type: "application/msword" }))))
        ?.file,
    ).toEqual(["Upload your resume as a PDF."]);
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
