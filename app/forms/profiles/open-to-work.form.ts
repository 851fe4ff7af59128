/**
 * The "Open to work" form of the profile page (`?edit=open-to-work`, decision 184) and the body
 * of PUT /api/individual/open-to-work/update/: the roles (job titles, free text), locations
 * (location ids), job types and employment types a member wants, an optional start date and who
 * sees it. The form sends the roles as one comma-separated text; the API takes a list (or the
 * same text). Plain Zod: the browser, the page's action and the API check the same rules.
 */
import { z } from "zod";
import { idField, optionalString } from "#app/forms/fields.ts";
import { EMPLOYMENT_TYPES, JOB_TYPES } from "#app/forms/jobs/job-post-labels.ts";

export const MAX_OPEN_ROLES = 5;
export const MAX_OPEN_LOCATIONS = 10;
export const MAX_ROLE_LENGTH = 100;

export const OPEN_TO_WORK_VISIBILITIES = ["members", "recruiters"] as const;
export type OpenToWorkVisibility = (typeof OPEN_TO_WORK_VISIBILITIES)[number];

/** The choices' words: LinkedIn's "All LinkedIn members" / "Recruiters only". */
export const VISIBILITY_LABELS: Record<OpenToWorkVisibility, string> = {
  members: "All JobLink members",
  recruiters: "Recruiters only",
};

export const openToWorkMessages = {
  roles: "Add at least one job title.",
  tooManyRoles: `Add at most ${MAX_OPEN_ROLES} job titles, separated by commas.`,
  roleTooLong: `A job title can have at most ${MAX_ROLE_LENGTH} characters.`,
  location: "Select locations from the list.",
  locations: "Add at least one location.",
  tooManyLocations: `Pick at most ${MAX_OPEN_LOCATIONS} locations.`,
  jobTypes: "Choose in-office, remote or hybrid.",
  employmentTypes: "Choose full-time, part-time, internship, contract or freelance.",
  startDate: "Enter the start date as a date (YYYY-MM-DD).",
  visibility: "Choose who can see that you are open to work.",
} as const;

const M = openToWorkMessages;

/** A list field: nothing sent (no box ticked) is an empty list, one value a list of one. */
const asList = (value: unknown) =>
  value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value];

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const openToWorkSchema = z.object({
  roles: z.preprocess(
    (value) =>
      asList(value)
        .flatMap((item) => (typeof item === "string" ? item.split(",") : [item]))
        .filter((item) => typeof item !== "string" || item.trim() !== ""),
    // Each title's length is checked on the list, so its message stands next to the one field.
    z
      .array(z.string({ error: M.roles }).trim(), { error: M.roles })
      .min(1, { error: M.roles })
      .max(MAX_OPEN_ROLES, { error: M.tooManyRoles })
      .refine((roles) => roles.every((role) => role.length <= MAX_ROLE_LENGTH), { error: M.roleTooLong })
      .transform((roles) => [...new Set(roles)]),
  ),
  locations: z.preprocess(
    asList,
    z
      .array(idField(M.location), { error: M.location })
      .min(1, { error: M.locations })
      .max(MAX_OPEN_LOCATIONS, { error: M.tooManyLocations })
      .transform((ids) => [...new Set(ids)]),
  ),
  job_types: z.preprocess(
    asList,
    z
      .array(z.enum(JOB_TYPES, { error: M.jobTypes }), { error: M.jobTypes })
      .min(1, { error: M.jobTypes })
      .transform((v) => [...new Set(v)]),
  ),
  employment_types: z.preprocess(
    asList,
    z
      .array(z.enum(EMPLOYMENT_TYPES, { error: M.employmentTypes }), { error: M.employmentTypes })
      .min(1, { error: M.employmentTypes })
      .transform((v) => [...new Set(v)]),
  ),
  start_date: optionalString(isCalendarDate, M.startDate),
  visibility: z.enum(OPEN_TO_WORK_VISIBILITIES, { error: M.visibility }),
});

export type OpenToWorkInput = z.output<typeof openToWorkSchema>;

/**
 * The filters of the company accounts' search of open-to-work members (`/corporate/candidates`,
 * GET /api/corporate/candidates/list/): the job filters' `skills`, `locations` and `experience`
 * parameters, read the same way (repeated or comma-separated ids, whole years 0–50). A member
 * matches with any of the skills on their profile, any of the locations they want, and at least
 * `experience` years since their first position began.
 */
export const CANDIDATE_FILTER_PARAMS = ["skills", "locations", "experience"] as const;
