import { describe, expect, test } from "vitest";
import {
  answersSchema,
  formFieldName,
  meetsEveryRequirement,
  meetsRequirement,
  screeningQuestionInput,
  screeningQuestionsField,
  type ScreeningQuestion,
} from "./screening.form.ts";

const q = (over: Partial<ScreeningQuestion>): ScreeningQuestion => ({
  id: 1,
  kind: "text",
  text: "Q?",
  required: false,
  must_answer: null,
  min_number: null,
  ...over,
});
const work = q({ id: 1, kind: "yes_no", required: true, must_answer: "yes" });
const years = q({ id: 2, kind: "number", required: true, min_number: 3 });
const notice = q({ id: 3, kind: "text" });

describe("a question of the post form", () => {
  test("a yes/no question may require yes or no, a number question a minimum; as a form sends them (strings, a checkbox)", () => {
    expect(
      screeningQuestionInput.parse({
        kind: "yes_no",
        text: " Authorised? ",
        required: true,
        must_answer: "yes",
        min_number: "",
      }),
    ).toEqual({
      kind: "yes_no",
      text: "Authorised?",
      required: true,
      must_answer: "yes",
    });
    expect(
      screeningQuestionInput.parse({ kind: "number", text: "Years of Go?", min_number: "2.5", must_answer: "" }),
    ).toEqual({ kind: "number", text: "Years of Go?", required: false, min_number: 2.5 });
  });

  test("a requirement of the other kind, a long text, a bad kind are refused on their field", () => {
    const result = screeningQuestionInput.safeParse({
      kind: "text",
      text: "x".repeat(201),
      must_answer: "yes",
      min_number: "3",
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [formFieldName(issue.path), issue.message]));
    expect(byField).toEqual({
      text: "A question must be at most 200 characters.",
      must_answer: "Only a yes / no question can require yes or no.",
      min_number: "Only a number question can require a minimum.",
    });
    expect(screeningQuestionInput.safeParse({ kind: "maybe", text: "Hm?" }).error!.issues[0]!.message).toBe(
      "Choose yes / no, a number or short text.",
    );
  });

  test("at most 10 questions", () => {
    const row = { kind: "text", text: "Q?" };
    expect(screeningQuestionsField.safeParse(Array(10).fill(row)).success).toBe(true);
    expect(screeningQuestionsField.safeParse(Array(11).fill(row)).error!.issues[0]!.message).toBe(
      "Add at most 10 questions.",
    );
  });

  test("field names are Conform's", () => {
    expect(formFieldName(["questions", 0, "text"])).toBe("questions[0].text");
    expect(formFieldName(["answers", "12"])).toBe("answers.12");
  });
});

describe("the answers of an application", () => {
  const schema = answersSchema([work, years, notice]);

  test("a required question unanswered says so; a number must be one; answers are stored as text", () => {
    const missing = schema.safeParse({ "1": "yes", "2": " " });
    expect(missing.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["2", "Answer this question."],
    ]);
    const bad = schema.safeParse({ "1": "maybe", "2": "five", "3": "x".repeat(301) });
    expect(bad.error!.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["1", "Answer yes or no."],
      ["2", "Enter a number."],
      ["3", "An answer must be at most 300 characters."],
    ]);
    expect(schema.parse({ "1": true, "2": 4, "3": " two weeks " })).toEqual({ 1: "yes", 2: "4", 3: "two weeks" });
    expect(schema.parse({ "1": "No", "2": "2.5", "99": "ignored" })).toEqual({ 1: "no", 2: "2.5" });
  });

  test("meeting a requirement: the answer asked for, at least the minimum; no answer fails; no requirement is null", () => {
    expect(meetsRequirement(work, "yes")).toBe(true);
    expect(meetsRequirement(work, "no")).toBe(false);
    expect(meetsRequirement(years, "3")).toBe(true);
    expect(meetsRequirement(years, "2.9")).toBe(false);
    expect(meetsRequirement(q({ kind: "number", min_number: 1 }), undefined)).toBe(false);
    expect(meetsRequirement(notice, "anything")).toBeNull();
  });

  test("an application meets every requirement, or not; null when the post has none", () => {
    expect(meetsEveryRequirement([work, years, notice], { 1: "yes", 2: "5" })).toBe(true);
    expect(meetsEveryRequirement([work, years, notice], { 1: "yes", 2: "1" })).toBe(false);
    expect(meetsEveryRequirement([notice], { 3: "soon" })).toBeNull();
    expect(meetsEveryRequirement([], {})).toBeNull();
  });
});
