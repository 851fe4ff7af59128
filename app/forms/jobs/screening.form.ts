import { z } from "zod";
import { allowedCharacters, messages } from "#app/forms/fields.ts";

/**
 * Screening questions (issue 32, decision 167): a poster asks up to 10 questions with a post —
 * yes/no, a number (years with a skill) or a short text — each maybe required, and a yes/no or
 * number question may carry the answer a candidate must give (yes, or at least N). The rules of
 * the post form's rows and of the apply form's answers, for the browser, the pages' actions and
 * the API alike (pure Zod).
 */
export const SCREENING_KINDS = ["yes_no", "number", "text"] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];

export const SCREENING_KIND_LABELS: Record<ScreeningKind, string> = {
  yes_no: "Yes / no",
  number: "A number",
  text: "Short text",
};

export const screeningLimits = { questions: 10, text: 200, answer: 300, number: 1_000_000 } as const;

export const YES_NO = ["yes", "no"] as const;
export type YesNo = (typeof YES_NO)[number];

export const screeningMessages = {
  tooMany: `Add at most ${screeningLimits.questions} questions.`,
  textTooLong: `A question must be at most ${screeningLimits.text} characters.`,
  kind: "Choose yes / no, a number or short text.",
  mustAnswer: "Choose yes or no.",
  mustAnswerKind: "Only a yes / no question can require yes or no.",
  minNumber: `Enter a number between 0 and ${screeningLimits.number}.`,
  minNumberKind: "Only a number question can require a minimum.",
  answer: "Answer this question.",
  number: "Enter a number.",
  numberRange: `Enter a number between 0 and ${screeningLimits.number}.`,
  answerTooLong: `An answer must be at most ${screeningLimits.answer} characters.`,
  yesNo: "Answer yes or no.",
} as const;

/** A number as a form or JSON sends it: a JSON number, or a text of digits (one decimal point); "" is none. */
const numberText = (message: string) =>
  z.preprocess(
    (value) =>
      typeof value === "string"
        ? value.trim() === ""
          ? undefined
          : /^\d+(\.\d+)?$/.test(value.trim())
            ? Number(value.trim())
            : value
        : value,
    z.number({ error: message }).min(0, { error: message }).max(screeningLimits.number, { error: message }).optional(),
  );

/** One question as the post form and create/update send it; `id` keeps an existing question (and its answers) when editing. */
export const screeningQuestionInput = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    kind: z.enum(SCREENING_KINDS, {
      error: (issue) => (issue.input === undefined ? messages.required : screeningMessages.kind),
    }),
    text: z
      .string({ error: messages.required })
      .trim()
      .min(1, { error: messages.required, abort: true })
      .refine(...allowedCharacters)
      .max(screeningLimits.text, { error: screeningMessages.textTooLong }),
    required: z.boolean({ error: "Send required as true or false." }).default(false),
    /** A yes/no question's answer a candidate must give; absent: none. */
    must_answer: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.enum(YES_NO, { error: screeningMessages.mustAnswer }).optional(),
    ),
    /** A number question's minimum a candidate must give; absent: none. */
    min_number: numberText(screeningMessages.minNumber),
  })
  .superRefine((value, ctx) => {
    if (value.must_answer !== undefined && value.kind !== "yes_no")
      ctx.addIssue({ code: "custom", path: ["must_answer"], message: screeningMessages.mustAnswerKind });
    if (value.min_number !== undefined && value.kind !== "number")
      ctx.addIssue({ code: "custom", path: ["min_number"], message: screeningMessages.minNumberKind });
  });
export type ScreeningQuestionInput = z.output<typeof screeningQuestionInput>;

/** The questions of a post: at most 10, in the poster's order. Absent on update keeps the post's questions. */
export const screeningQuestionsField = z
  .array(screeningQuestionInput, { error: "Send the questions as a list." })
  .max(screeningLimits.questions, { error: screeningMessages.tooMany })
  .optional();

/** A question as an applicant answers it (the API's `questions` of a post). */
export type ScreeningQuestion = {
  id: number;
  kind: ScreeningKind;
  text: string;
  required: boolean;
  must_answer: YesNo | null;
  min_number: number | null;
};

/** True when the question carries an answer a candidate must give. */
export function hasRequirement(question: Pick<ScreeningQuestion, "must_answer" | "min_number">): boolean {
  return question.must_answer !== null || question.min_number !== null;
}

/** A field's name as a form names it (Conform): `questions[0].text` for the path ["questions", 0, "text"]. */
export function formFieldName(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (name, part) => (typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)),
    "",
  );
}

/** The name of a question's answer field (the apply form's, the API's field errors'): `answers.<id>`. */
export function answerFieldName(questionId: number): string {
  return `answers.${questionId}`;
}

/**
 * The rule of one answer (as the form or JSON sends it: a string, a number, a boolean for yes/no):
 * trimmed text, "" is no answer; a required question refuses no answer. The output is the answer
 * as stored (text): "yes"/"no", the number written plainly, the text; undefined for none.
 */
export function answerRule(question: ScreeningQuestion) {
  const absent = (value: unknown) =>
    value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  const base =
    question.kind === "yes_no"
      ? z.preprocess(
          (value) =>
            value === true
              ? "yes"
              : value === false
                ? "no"
                : typeof value === "string"
                  ? value.trim().toLowerCase()
                  : value,
          z.enum(YES_NO, { error: screeningMessages.yesNo }),
        )
      : question.kind === "number"
        ? z.preprocess(
            (value) => (typeof value === "string" && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : value),
            z
              .number({ error: screeningMessages.number })
              .min(0, { error: screeningMessages.numberRange })
              .max(screeningLimits.number, { error: screeningMessages.numberRange })
              .transform(String),
          )
        : z
            .string({ error: screeningMessages.answer })
            .trim()
            .refine(...allowedCharacters)
            .max(screeningLimits.answer, { error: screeningMessages.answerTooLong });
  return z.unknown().transform((value, ctx): string | undefined => {
    if (absent(value)) {
      if (question.required) ctx.addIssue({ code: "custom", message: screeningMessages.answer });
      return undefined;
    }
    const parsed = base.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    }
    return parsed.data;
  });
}

/** The apply form's `answers` for these questions: an object keyed by question id (`answers.<id>` in a form). */
export function answersSchema(questions: readonly ScreeningQuestion[]) {
  return z
    .record(z.string(), z.unknown(), { error: "Send the answers as an object of question ids." })
    .optional()
    .transform((value, ctx) => {
      const answers: Record<number, string> = {};
      for (const question of questions) {
        const parsed = answerRule(question).safeParse(value?.[String(question.id)]);
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            ctx.addIssue({ code: "custom", path: [String(question.id)], message: issue.message });
        } else if (parsed.data !== undefined) answers[question.id] = parsed.data;
      }
      return answers;
    });
}

/** Whether an answer (as stored) meets its question's requirement: null when the question has none; no answer fails one. */
export function meetsRequirement(
  question: Pick<ScreeningQuestion, "must_answer" | "min_number">,
  answer: string | undefined,
): boolean | null {
  if (!hasRequirement(question)) return null;
  if (answer === undefined) return false;
  if (question.must_answer !== null) return answer === question.must_answer;
  const value = Number(answer);
  return Number.isFinite(value) && value >= question.min_number!;
}

/** Whether an application meets every requirement of the post: null when the post has none. */
export function meetsEveryRequirement(
  questions: readonly ScreeningQuestion[],
  answers: Readonly<Record<number, string>>,
): boolean | null {
  const judged = questions
    .map((question) => meetsRequirement(question, answers[question.id]))
    .filter((meets) => meets !== null);
  return judged.length === 0 ? null : judged.every(Boolean);
}

/** The filter of a post's applications by the screening: `meets` (every requirement met) or `all` (the default). */
export const SCREENING_FILTERS = ["all", "meets"] as const;
export type ScreeningFilter = (typeof SCREENING_FILTERS)[number];
