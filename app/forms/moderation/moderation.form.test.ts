import { describe, expect, test } from "vitest";
import { decisionFormSchema, reportFormSchema } from "./moderation.form.ts";

describe("the report form", () => {
  test("a reason is required, the note is optional and at most 500 characters", () => {
    expect(reportFormSchema.safeParse({ target_kind: "job_post", target_id: 4, reason: "scam" }).data).toEqual({
      target_kind: "job_post",
      target_id: 4,
      reason: "scam",
      note: null,
    });
    const missing = reportFormSchema.safeParse({ target_kind: "job_post", target_id: 4 });
    expect(missing.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["reason", "This is Required."],
    ]);
    const long = reportFormSchema.safeParse({
      target_kind: "member",
      target_id: 4,
      reason: "other",
      note: "x".repeat(501),
    });
    expect(long.error?.issues[0].message).toBe("Keep the note to 500 characters.");
    expect(
      reportFormSchema.safeParse({ target_kind: "planet", target_id: 4, reason: "other" }).error?.issues[0].message,
    ).toBe("Choose what you are reporting.");
  });
});

describe("the decision form", () => {
  test("a reason always, days from 1 to 365 for a suspension only", () => {
    expect(decisionFormSchema.safeParse({ case_id: 1, action: "warn", reason: "Spam." }).success).toBe(true);
    expect(decisionFormSchema.safeParse({ case_id: 1, action: "warn", reason: " " }).error?.issues[0].path).toEqual([
      "reason",
    ]);
    const noDays = decisionFormSchema.safeParse({ case_id: 1, action: "suspend", reason: "Spam." });
    expect(noDays.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["days", "Enter a number of days from 1 to 365."],
    ]);
    expect(decisionFormSchema.safeParse({ case_id: 1, action: "suspend", reason: "Spam.", days: 366 }).success).toBe(
      false,
    );
    expect(decisionFormSchema.safeParse({ case_id: 1, action: "suspend", reason: "Spam.", days: 30 }).data?.days).toBe(
      30,
    );
  });
});
