import { z } from "zod";
import { EARLIEST_YEAR, optionalIdField } from "./experience.form.ts";
import { entryRequired, typedEntryNameField } from "#app/forms/entry-name.ts";
import { idField, messages, optionalText } from "#app/forms/fields.ts";

/**
 * Education form (individual profile):
 * POST /api/individual/education/create/ (PUT update/?id= when editing)
 * `{ institution, degree, field_of_study?, start_year, end_year?, grade? }`.
 *
 * `institution` and `degree` are ids from the master lists; an institution not in the list is
 * typed as `institution_name` instead (decision 135; an id wins when both are sent). The start year runs from 1950 to
 * next year, the end year (empty while studying) up to seven years ahead and not before the
 * start year. Years depend on today, so the schema is made by {@link createEducationSchema}.
 */

export const educationLimits = { fieldOfStudy: 100, grade: 20, startAhead: 1, endAhead: 7 } as const;

export const educationMessages = {
  institution: "Select an institution from the list.",
  degree: "Select a degree from the list.",
  fieldOfStudy: `Field of study must be at most ${educationLimits.fieldOfStudy} characters.`,
  grade: `Grade must be at most ${educationLimits.grade} characters.`,
  endBeforeStart: "End year must be after the start year.",
  year: (max: number) => `Enter a year from ${EARLIEST_YEAR} to ${max}.`,
} as const;

/** The API's answers to a save or a delete (app/backend/profiles/education.ts), which the profile page shows. */
export const educationSuccessMessages = {
  added: "Education added.",
  updated: "Education updated.",
  deleted: "Education deleted.",
} as const;

function yearField(max: () => number) {
  return (
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : educationMessages.year(max())) })
      // A whole number (so the API document says so of the answer's years too); the same message as out of range.
      .int({ error: () => educationMessages.year(max()), abort: true })
      .superRefine((value, ctx) => {
        if (!Number.isInteger(value) || value < EARLIEST_YEAR || value > max()) {
          ctx.addIssue({ code: "custom", message: educationMessages.year(max()) });
        }
      })
  );
}

/** The field rules; `now` is read at each parse. */
export function educationFieldsFor(now: () => Date = () => new Date()) {
  const year = () => now().getUTCFullYear();
  return {
    institution: optionalIdField(educationMessages.institution),
    institution_name: typedEntryNameField("institution"),
    degree: idField(educationMessages.degree),
    field_of_study: optionalText(educationLimits.fieldOfStudy, educationMessages.fieldOfStudy),
    start_year: yearField(() => year() + educationLimits.startAhead),
    end_year: yearField(() => year() + educationLimits.endAhead)
      .nullish()
      .transform((value) => value ?? null),
    grade: optionalText(educationLimits.grade, educationMessages.grade),
  };
}

export type EducationForm = z.output<z.ZodObject<ReturnType<typeof educationFieldsFor>>>;

/** The rule between fields, on values that are each valid: the end year is not before the start year. */
export function educationCrossErrors(
  value: Partial<Pick<EducationForm, "start_year" | "end_year" | "institution" | "institution_name">>,
): Record<string, string[]> {
  if ("institution" in value && value.institution == null && !value.institution_name)
    return { institution: [messages.required] };
  if (value.start_year != null && value.end_year != null && value.end_year < value.start_year) {
    return { end_year: [educationMessages.endBeforeStart] };
  }
  return {};
}

export function createEducationSchema(now: () => Date = () => new Date()) {
  return z
    .object(educationFieldsFor(now))
    .refine(...entryRequired("institution", "institution_name"))
    .superRefine((value, ctx) => {
      for (const [field, list] of Object.entries(educationCrossErrors(value))) {
        for (const message of list) ctx.addIssue({ code: "custom", message, path: [field] });
      }
    });
}

export const educationSchema = createEducationSchema();
