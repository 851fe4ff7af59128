import { z } from "zod";
import { entryRequired, typedEntryNameField } from "#app/forms/entry-name.ts";
import { allowedCharacters, idField, messages, type UserType } from "#app/forms/fields.ts";
import { EMPLOYMENT_TYPES, JOB_TYPES } from "./job-post-labels.ts";
import { screeningQuestionsField } from "./screening.form.ts";
import { validThroughField } from "./end-date.ts";

// The types, their labels and the experience wording, without Zod (job cards need no more).
export * from "./job-post-labels.ts";

/**
 * Create / edit job post form (spec §3, §5): POST /api/job-post/create/, PUT update/.
 * Required: title, company (individual posters only, and only when creating: it is locked when
 * editing), sector, domain, minimum years, employment type, locations, skills, openings.
 * Optional: salary, description, end date (valid_through). Months 0–11, default 0; job type default in-office;
 * currency default 1 (INR).
 */
export const jobPostLimits = {
  title: 120,
  maxYears: 50,
  maxMonths: 11,
  maxOpenings: 1000,
  maxLocations: 10,
  maxSkills: 20,
  description: 20_000,
} as const;

export const DEFAULT_CURRENCY_ID = 1;

/** How a description is written: `html` from the editor, `text` from the plain text area (no JavaScript). */
export const DESCRIPTION_FORMATS = ["html", "text"] as const;
export type DescriptionFormat = (typeof DESCRIPTION_FORMATS)[number];

/** The form's sentences the API says too, when an id is not in its master list (app/backend/jobs/post-input.ts). */
export const jobPostMessages = {
  company: "Choose a company from the list.",
  sector: "Choose a sector from the list.",
  domain: "Choose a domain from the list.",
  currency: "Choose a currency from the list.",
  fromList: "Choose from the list.",
} as const;

const requiredEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? messages.required : "Choose one of the options.") });

const wholeNumber = (min: number, max: number, outOfRange: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? messages.required : "Enter a whole number.") })
    .int({ error: "Enter a whole number." })
    .min(min, { error: outOfRange })
    .max(max, { error: outOfRange });

/** A list of ids from a multiple select: at least one, at most `max`. */
const idList = (max: number, tooMany: string) =>
  z
    .array(idField(jobPostMessages.fromList), { error: messages.required })
    .min(1, { error: messages.required })
    .max(max, { error: tooMany });

const baseShape = {
  title: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine(...allowedCharacters)
    .max(jobPostLimits.title, { error: `Title must be at most ${jobPostLimits.title} characters.` }),
  job_type: requiredEnum(JOB_TYPES).default("in-office"),
  sector: idField(jobPostMessages.sector),
  domain: idField(jobPostMessages.domain),
  min_experience_years: wholeNumber(
    0,
    jobPostLimits.maxYears,
    `Years must be between 0 and ${jobPostLimits.maxYears}.`,
  ),
  min_experience_months: wholeNumber(0, jobPostLimits.maxMonths, "Months must be between 0 and 11.").default(0),
  employment_type: requiredEnum(EMPLOYMENT_TYPES),
  currency: idField(jobPostMessages.currency).default(DEFAULT_CURRENCY_ID),
  salary: z
    .number({ error: "Enter the annual salary as a number." })
    .positive({ error: "Salary must be more than 0." })
    .max(1e12, { error: "Salary is too large." })
    .optional(),
  locations: idList(jobPostLimits.maxLocations, `Choose at most ${jobPostLimits.maxLocations} locations.`),
  skills: idList(jobPostLimits.maxSkills, `Choose at most ${jobPostLimits.maxSkills} skills.`),
  no_of_openings: wholeNumber(
    1,
    jobPostLimits.maxOpenings,
    `Openings must be between 1 and ${jobPostLimits.maxOpenings}.`,
  ),
  description: z
    .string()
    .refine(...allowedCharacters)
    .max(jobPostLimits.description * 2, { error: "The description is too long." })
    .optional(),
  /** `html` from the editor, `text` from the plain text area (no JavaScript). */
  description_format: z.enum(DESCRIPTION_FORMATS).default("text"),
  /** The end date (decision 166): a date, 30 days ahead when left out; its bounds depend on today, checked by the API. */
  valid_through: validThroughField,
};

/** The post's own fields: what a company sends, and what anyone sends when editing (the company is locked then). */
export const jobPostFieldsSchema = z.object(baseShape);

/**
 * What an individual sends when creating a post: the company too — picked (`company`, an id) or
 * typed (`company_name`, a new entry when saved, decision 135).
 */
export const individualJobPostSchema = jobPostFieldsSchema.extend({
  company: idField(jobPostMessages.company).optional(),
  company_name: typedEntryNameField("company"),
});

/**
 * The schema for a poster: individuals name the company when creating a post; companies post for
 * themselves; when editing, the company is locked (not sent).
 */
export function jobPostSchema({ posterType, editing }: { posterType: UserType; editing: boolean }) {
  // The screening questions (decision 167) are rows of the same form, kept in their own table.
  return (posterType === "individual" && !editing ? individualJobPostSchema : jobPostFieldsSchema).extend({
    questions: screeningQuestionsField,
  });
}

/** Neither a company picked nor one typed (individual posters creating): "This is Required." on `company`. */
export function companyMissing(
  value: object & { company?: number; company_name?: string | null },
  { posterType, editing }: { posterType: UserType; editing: boolean },
): boolean {
  return posterType === "individual" && !editing && value.company === undefined && !value.company_name;
}

/** The form's schema: {@link jobPostSchema} and the company rule. */
export function jobPostFormSchema(options: { posterType: UserType; editing: boolean }) {
  const schema = jobPostSchema(options);
  return options.posterType === "individual" && !options.editing
    ? schema.refine(...entryRequired("company", "company_name"))
    : schema;
}

export type JobPostForm = z.infer<ReturnType<typeof jobPostSchema>> & {
  company?: number;
  company_name?: string | null;
};
