/**
 * The body of POST `/api/job-post/create/` and PUT `update/`: checked with the job post form's
 * own schema (app/forms/jobs/job-post.form.ts), then against the master lists, then the description is
 * sanitised (it is user HTML).
 */
import { z } from "zod";
import { messages } from "#app/forms/fields.ts";
import { entryMissing } from "#app/forms/entry-name.ts";
import { formFieldName } from "#app/forms/jobs/screening.form.ts";
import {
  companyMissing,
  jobPostFieldsSchema,
  jobPostLimits,
  jobPostMessages,
  type DescriptionFormat,
} from "#app/forms/jobs/job-post.form.ts";
import { jobPostBodySchema, jobPostEditBody, jobPostStatusBody } from "#app/contract/jobs.ts";
import { plainTextToHtml, richTextToPlain, sanitizeRichText } from "#app/server/sanitize-html.server.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import type { JobPostStatus, UserType } from "#app/backend/lib/db/schema.ts";
import { validationError, type FieldErrors } from "#app/backend/lib/envelope.ts";
import { fieldErrorsFromIssues } from "#app/backend/lib/validation.ts";
import { resolveValidThrough } from "#app/forms/jobs/end-date.ts";

/** The form's sentences (an id not in its master list), and the one only the API says (the description's length once sanitised). */
export const JOB_POST_INPUT_MESSAGES = {
  ...jobPostMessages,
  descriptionTooLong: `Description must be at most ${jobPostLimits.description} characters.`,
} as const;

/**
 * What create and update store: the body's fields as the contract reads them (ids checked, the
 * description sanitised, no salary is null), with `status` on update only.
 */
export type JobPostInput = Omit<
  z.output<typeof jobPostEditBody>,
  "salary" | "description" | "description_format" | "valid_through"
> & {
  /** The end date as an ISO time, checked against today (decision 166); absent: 30 days ahead on create, unchanged on update. */
  valid_through?: string;
  salary: number | null;
  description: string;
  /** Individual posters when creating; otherwise absent (companies post for themselves; the company is locked on update). */
  company?: number;
  /** Individual posters when creating, instead of `company`: a company typed in (decision 135). */
  company_name?: string;
};

const ID_FIELDS = ["company", "sector", "domain", "currency"] as const;
const NUMBER_FIELDS = ["min_experience_years", "min_experience_months", "no_of_openings", "salary"] as const;
const LIST_FIELDS = ["locations", "skills"] as const;
/** Fields whose empty value (`""`, `null`) means "not given" (required → "This is Required.", optional → default). */
const EMPTY_MEANS_ABSENT = [
  ...ID_FIELDS,
  ...NUMBER_FIELDS,
  ...LIST_FIELDS,
  "job_type",
  "employment_type",
  "description",
  "description_format",
  "status",
  "valid_through",
  "close_reason",
];

function isNumeric(value: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(value);
}

/**
 * Lenient input for JSON and form callers: ids and numbers as strings, a single id for a list,
 * `""`/`null` for "not given"; duplicates in the lists are dropped (first one kept).
 */
export function normaliseJobPostBody(body: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...body };
  for (const field of EMPTY_MEANS_ABSENT) {
    const value = copy[field];
    if (value === null || (typeof value === "string" && value.trim() === "")) delete copy[field];
  }
  for (const field of [...ID_FIELDS, ...NUMBER_FIELDS]) {
    const value = copy[field];
    if (typeof value === "string" && isNumeric(value.trim())) copy[field] = Number(value.trim());
  }
  for (const field of LIST_FIELDS) {
    let value = copy[field];
    if (value === undefined) continue;
    if (!Array.isArray(value)) value = [value];
    const list = (value as unknown[]).map((item) =>
      typeof item === "string" && /^\d{1,15}$/.test(item.trim()) ? Number(item.trim()) : item,
    );
    copy[field] = list.filter((item, index) => typeof item !== "number" || list.indexOf(item) === index);
  }
  return copy;
}

/** Keys that make an update more than a change of status: the post's own fields. */
const POST_FIELDS = Object.keys(jobPostFieldsSchema.shape).filter((field) => field !== "description_format");

/** An update body that only opens or closes the post (`{ status }`), with no post fields. */
export function isStatusOnlyUpdate(body: Record<string, unknown>): boolean {
  return body.status !== undefined && POST_FIELDS.every((field) => body[field] === undefined);
}

export function parseStatusOnly(body: Record<string, unknown>): z.output<typeof jobPostStatusBody> {
  const result = jobPostStatusBody.safeParse(normaliseJobPostBody(body));
  if (!result.success) throw validationError(fieldErrorsFromIssues(result.error.issues));
  return result.data;
}

/** The description as stored: `text` is turned into paragraphs first; then sanitised. */
export function storedDescription(description: string | undefined, format: DescriptionFormat): string {
  if (description === undefined) return "";
  const html = format === "text" ? plainTextToHtml(description) : description;
  return sanitizeRichText(html);
}

async function missingIds(
  db: Db,
  table: "sectors" | "domains" | "currencies" | "companies" | "locations" | "skills",
  ids: number[],
): Promise<boolean> {
  if (ids.length === 0) return false;
  const found = await db.selectFrom(table).select("id").where("id", "in", ids).execute();
  return found.length !== new Set(ids).size;
}

/**
 * Checks a create or update body for a poster of `posterType`: field rules first (every field
 * at once), then that each id is in its master list, then the description's length once
 * sanitised, and the end date against `now` (an edit may keep the post's current end, `currentEnd`).
 * 400 with the messages per field.
 */
export async function parseJobPostBody(
  db: Db,
  raw: Record<string, unknown>,
  posterType: UserType,
  editing: boolean,
  when: { now: Date; currentEnd?: string | null },
): Promise<JobPostInput> {
  const body = normaliseJobPostBody(raw);
  const schema = jobPostBodySchema(posterType, editing);
  const result = schema.safeParse(body);
  if (!result.success) {
    // A screening question's error is named after its own field (`questions[0].text`), as the form's rows are.
    const questionIssues = result.error.issues.filter(
      (issue) => issue.path[0] === "questions" && issue.path.length > 1,
    );
    const errors = fieldErrorsFromIssues(result.error.issues.filter((issue) => !questionIssues.includes(issue)));
    for (const issue of questionIssues) (errors[formFieldName(issue.path)] ??= []).push(issue.message);
    // Every field at once: the company too, when neither picked nor typed.
    if (posterType === "individual" && !editing && entryMissing(body, "company", "company_name") && !errors.company)
      errors.company = [messages.required];
    throw validationError(errors);
  }
  const value = result.data as z.output<typeof schema> & {
    company?: number;
    company_name?: string | null;
    status?: JobPostStatus;
  };

  const errors: FieldErrors = {};
  if (companyMissing(value, { posterType, editing })) throw validationError({ company: [messages.required] });
  const checks: Array<[keyof FieldErrors & string, Promise<boolean>, string]> = [
    ["sector", missingIds(db, "sectors", [value.sector]), JOB_POST_INPUT_MESSAGES.sector],
    ["domain", missingIds(db, "domains", [value.domain]), JOB_POST_INPUT_MESSAGES.domain],
    ["currency", missingIds(db, "currencies", [value.currency]), JOB_POST_INPUT_MESSAGES.currency],
    ["locations", missingIds(db, "locations", value.locations), JOB_POST_INPUT_MESSAGES.fromList],
    ["skills", missingIds(db, "skills", value.skills), JOB_POST_INPUT_MESSAGES.fromList],
  ];
  if (value.company !== undefined)
    checks.push(["company", missingIds(db, "companies", [value.company]), JOB_POST_INPUT_MESSAGES.company]);
  for (const [field, missing, message] of checks) if (await missing) errors[field] = [message];

  // Without `description_format` the description is HTML (the editor's); "text" comes from the plain text area.
  const format = raw.description_format === "text" ? "text" : "html";
  const description = storedDescription(value.description, format);
  if (richTextToPlain(description).length > jobPostLimits.description)
    errors.description = [JOB_POST_INPUT_MESSAGES.descriptionTooLong];
  const end =
    value.valid_through === undefined ? null : resolveValidThrough(value.valid_through, when.now, when.currentEnd);
  if (end && !end.ok) errors.valid_through = [end.message];
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const {
    description_format: _format,
    description: _given,
    salary,
    company,
    company_name,
    status,
    valid_through: _end,
    ...fields
  } = value;
  return {
    ...fields,
    ...(end?.ok ? { valid_through: end.at } : {}),
    salary: salary ?? null,
    description,
    ...(company !== undefined ? { company } : company_name ? { company_name } : {}),
    ...(status !== undefined ? { status } : {}),
  };
}
