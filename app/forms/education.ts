import { z } from "zod";
import { idField, messages, optionalText } from "./fields.ts";

export const educationLimits = {
  fieldOfStudy: 100,
  grade: 20,
  firstYear: 1950,
  /** The start year may be at most this many years ahead (admission next year). */
  startAhead: 1,
  /** The end year may be at most this many years ahead (expected graduation). */
  endAhead: 7,
} as const;

export const educationMessages = {
  institution: "Select an institution from the list.",
  degree: "Select a degree from the list.",
  fieldOfStudy: `Field of study must be at most ${educationLimits.fieldOfStudy} characters.`,
  grade: `Grade must be at most ${educationLimits.grade} characters.`,
  endBeforeStart: "End year cannot be before the start year.",
  year: (last: number) => `Enter a year between ${educationLimits.firstYear} and ${last}.`,
} as const;

const thisYear = () => new Date().getFullYear();

/** A year between 1950 and this year + `ahead`; "Enter a year between 1950 and N." otherwise. */
function yearField(ahead: number) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : educationMessages.year(thisYear() + ahead)) })
    .int({ error: () => educationMessages.year(thisYear() + ahead), abort: true })
    .check((ctx) => {
      const last = thisYear() + ahead;
      if (ctx.value < educationLimits.firstYear || ctx.value > last) {
        ctx.issues.push({ code: "custom", message: educationMessages.year(last), input: ctx.value });
      }
    });
}

/**
 * Education form (profile page, `?edit=education[&item=<id>]`):
 * POST /api/individual/education/create/ or PUT update/?id=
 * `{ institution, degree, field_of_study, start_year, end_year, grade }`.
 * Institution and degree are ids from the master lists; the start year runs 1950 to next year,
 * the end year (empty = ongoing) from the start year to seven years ahead.
 */
export const educationSchema = z
  .object({
    institution: idField(educationMessages.institution),
    degree: idField(educationMessages.degree),
    field_of_study: optionalText(educationLimits.fieldOfStudy, educationMessages.fieldOfStudy),
    start_year: yearField(educationLimits.startAhead),
    end_year: yearField(educationLimits.endAhead)
      .nullish()
      .transform((value) => value ?? null),
    grade: optionalText(educationLimits.grade, educationMessages.grade),
  })
  .refine((value) => value.end_year === null || value.end_year >= value.start_year, {
    error: educationMessages.endBeforeStart,
    path: ["end_year"],
    // As soon as both years are valid, even while another field is still wrong.
    when: (payload) =>
      typeof payload.value === "object" &&
      payload.value !== null &&
      !payload.issues.some((issue) => issue.path?.[0] === "start_year" || issue.path?.[0] === "end_year"),
  });

export type EducationForm = z.infer<typeof educationSchema>;
