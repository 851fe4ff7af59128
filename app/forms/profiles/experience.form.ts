import { z } from "zod";
import { entryRequired, typedEntryNameField } from "#app/forms/entry-name.ts";
import { idField, messages, optionalText, requiredString, requiredText } from "#app/forms/fields.ts";
import { EMPLOYMENT_TYPES } from "#app/forms/jobs/job-post-labels.ts";

/**
 * Work experience form (individual profile):
 * POST /api/individual/experience/create/ (PUT update/?id= when editing)
 * `{ title, company, employment_type, location?, start_date, end_date?, is_current, description? }`.
 *
 * `company` and `location` are ids picked from the master lists; a company not in the list is
 * typed as `company_name` instead (decision 135: it becomes an entry when saved; an id wins when
 * both are sent); months are `YYYY-MM` (what
 * `<input type="month">` sends); `is_current` is a checkbox. While `is_current` is set the end
 * date is ignored (stored as null).
 *
 * The rules between fields (end after start, required unless current, nothing in the future)
 * are in {@link experienceCrossErrors}; {@link createExperienceSchema} applies them once every
 * field is valid on its own, which is when Conform shows them.
 */

/** Kinds of employment (also those of a job post, spec §3; declared without Zod for the job cards). */
export { EMPLOYMENT_TYPES };

export const EARLIEST_YEAR = 1950;

/** Lengths of the experience fields. */
export const experienceLimits = { title: 100, description: 2000 } as const;

export const experienceMessages = {
  title: `Title must be at most ${experienceLimits.title} characters.`,
  company: "Select a company from the list.",
  employmentType: "Choose an employment type.",
  month: "Enter a month as YYYY-MM.",
  tooEarly: `Enter a month from ${EARLIEST_YEAR} onwards.`,
  startInFuture: "Start date cannot be in the future.",
  endInFuture: "End date cannot be in the future.",
  endBeforeStart: "End date must be after the start date.",
  isCurrent: "Choose yes or no.",
  description: `Description must be at most ${experienceLimits.description} characters.`,
} as const;

/** The API's answers to a save or a delete (app/backend/profiles/experience.ts), which the profile page shows. */
export const experienceSuccessMessages = {
  added: "Experience added.",
  updated: "Experience updated.",
  deleted: "Experience deleted.",
} as const;

const MONTH_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])$/;

/** `now` as `YYYY-MM` in UTC. */
export function monthOfDate(now: Date): string {
  return `${String(now.getUTCFullYear()).padStart(4, "0")}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
}

function monthText() {
  return z
    .string({ error: experienceMessages.month })
    .trim()
    .regex(MONTH_PATTERN, { error: experienceMessages.month, abort: true })
    .refine((value) => Number(value.slice(0, 4)) >= EARLIEST_YEAR, { error: experienceMessages.tooEarly });
}

/** A required month `YYYY-MM`. */
export const requiredMonthField = requiredString().pipe(monthText());

/** An optional month `YYYY-MM`: empty gives `null`. */
export const optionalMonthField = z
  .string({ error: experienceMessages.month })
  .trim()
  .nullish()
  .superRefine((value, ctx) => {
    if (!value) return;
    if (!MONTH_PATTERN.test(value)) ctx.addIssue({ code: "custom", message: experienceMessages.month });
    else if (Number(value.slice(0, 4)) < EARLIEST_YEAR)
      ctx.addIssue({ code: "custom", message: experienceMessages.tooEarly });
  })
  .transform((value) => (value ? value : null));

/** An optional id picked from a list: empty gives `null`. */
export function optionalIdField(invalid: string) {
  return idField(invalid)
    .nullish()
    .transform((value) => value ?? null);
}

/** A checkbox: absent means false. */
export const checkboxField = z
  .boolean({ error: experienceMessages.isCurrent })
  .optional()
  .transform((value) => value ?? false);

export const experienceFields = {
  title: requiredText(experienceLimits.title, experienceMessages.title),
  company: optionalIdField(experienceMessages.company),
  company_name: typedEntryNameField("company"),
  employment_type: z.enum(EMPLOYMENT_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? messages.required : experienceMessages.employmentType,
  }),
  location: optionalIdField(messages.location),
  start_date: requiredMonthField,
  end_date: optionalMonthField,
  is_current: checkboxField,
  description: optionalText(experienceLimits.description, experienceMessages.description),
};

export const experienceFieldsSchema = z.object(experienceFields);
export type ExperienceForm = z.output<typeof experienceFieldsSchema>;

/**
 * The rules between fields, on values that are each valid: an end date unless current, not
 * before the start, nothing in the future (months of `now`, UTC). Keys are field names.
 */
export function experienceCrossErrors(
  value: Partial<Pick<ExperienceForm, "start_date" | "end_date" | "is_current" | "company" | "company_name">>,
  now: Date,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if ("company" in value && value.company == null && !value.company_name) errors.company = [messages.required];
  const current = monthOfDate(now);
  if (value.start_date && value.start_date > current) errors.start_date = [experienceMessages.startInFuture];
  if (value.is_current === false) {
    if ("end_date" in value && !value.end_date) {
      errors.end_date = [messages.required];
    } else if (value.end_date) {
      if (value.end_date > current) errors.end_date = [experienceMessages.endInFuture];
      else if (value.start_date && value.end_date < value.start_date)
        errors.end_date = [experienceMessages.endBeforeStart];
    }
  }
  return errors;
}

/**
 * The whole form, rules between fields included; `now` is read at each parse. While current,
 * the end date comes out `null`.
 */
export function createExperienceSchema(now: () => Date = () => new Date()) {
  return experienceFieldsSchema
    .refine(...entryRequired("company", "company_name"))
    .superRefine((value, ctx) => {
      for (const [field, list] of Object.entries(experienceCrossErrors(value, now()))) {
        for (const message of list) ctx.addIssue({ code: "custom", message, path: [field] });
      }
    })
    .transform((value) => (value.is_current ? { ...value, end_date: null } : value));
}

export const experienceSchema = createExperienceSchema();
