import { z } from "zod";
import { idField, messages, optionalText, requiredText } from "./fields.ts";

/** The kinds of employment (spec §3, shared with job posts). */
export const EMPLOYMENT_TYPES = ["full-time", "part-time", "internship", "contract", "freelance"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** How each employment type reads on screen. */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  internship: "Internship",
  contract: "Contract",
  freelance: "Freelance",
};

export const experienceLimits = { title: 100, description: 2000 } as const;

export const experienceMessages = {
  title: `Title must be at most ${experienceLimits.title} characters.`,
  company: "Select a company from the list.",
  employmentType: "Choose an employment type.",
  month: "Enter a month as YYYY-MM.",
  startInFuture: "Start date cannot be in the future.",
  endBeforeStart: "End date must be after the start date.",
  description: `Description must be at most ${experienceLimits.description} characters.`,
} as const;

/** "YYYY-MM", what `<input type="month">` sends (typed by hand where browsers lack it). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The current month as "YYYY-MM" (local time of whoever validates). */
export function currentMonth(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
}

const month = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .regex(MONTH_PATTERN, { error: experienceMessages.month });

/** An optional id from a master list: empty gives `null`. */
export function optionalIdField(invalid: string) {
  return idField(invalid)
    .nullish()
    .transform((value) => value ?? null);
}

/** True when the parse has no issue yet on any of `fields` (so a cross-field rule may run). */
function fieldsValid(fields: string[]) {
  return (payload: { value: unknown; issues: ReadonlyArray<{ path?: PropertyKey[] }> }) =>
    typeof payload.value === "object" &&
    payload.value !== null &&
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
}

/**
 * Work experience form (profile page, `?edit=experience[&item=<id>]`):
 * POST /api/individual/experience/create/ or PUT update/?id=
 * `{ title, company, employment_type, location, start_date, end_date, is_current, description }`.
 * Dates are months ("YYYY-MM"); the end month is required unless `is_current` (then
 * {@link toExperienceInput} sends it as null whatever was typed), and may not come before the
 * start; the start may not be in the future. `location` and `description` are optional (null
 * when empty). The cross-field rules run as soon as their own fields are valid, even while
 * another field is still wrong.
 */
export const experienceSchema = z
  .object({
    title: requiredText(experienceLimits.title, experienceMessages.title),
    company: idField(experienceMessages.company),
    employment_type: z.enum(EMPLOYMENT_TYPES, {
      error: (issue) => (issue.input === undefined ? messages.required : experienceMessages.employmentType),
    }),
    location: optionalIdField(messages.location),
    start_date: month.refine((value) => value <= currentMonth(), { error: experienceMessages.startInFuture }),
    end_date: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || MONTH_PATTERN.test(value), { error: experienceMessages.month }),
    is_current: z.boolean().default(false),
    description: optionalText(experienceLimits.description, experienceMessages.description),
  })
  .refine((value) => value.is_current || value.end_date !== null, {
    error: messages.required,
    path: ["end_date"],
    when: fieldsValid(["end_date", "is_current"]),
  })
  .refine((value) => value.is_current || value.end_date === null || value.end_date >= value.start_date, {
    error: experienceMessages.endBeforeStart,
    path: ["end_date"],
    when: fieldsValid(["end_date", "is_current", "start_date"]),
  });

export type ExperienceForm = z.infer<typeof experienceSchema>;

/** The API body of a parsed form: a current position has no end month. */
export function toExperienceInput(value: ExperienceForm): ExperienceForm {
  return value.is_current ? { ...value, end_date: null } : value;
}
