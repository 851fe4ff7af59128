/**
 * Job filters and sorting (issue 13, docs/decisions/129-job-filters.md): the query parameters
 * that narrow a job list — `/individual/jobs` (every tab), `/search-results` with the jobs filter,
 * and the API's `GET /api/job-post/list/` and `GET /api/search/list/?typeFilter=jobs` — parsed,
 * checked and written back the same way by the web pages and the API.
 *
 * Names and values are the job post's (app/contract/jobs.ts):
 * - `locations`, `skills`, `company`, `sector`, `domain`: ids of the master lists; several are
 *   sent by repeating the parameter (`locations=3&locations=7`) or separated by commas
 *   (`locations=3,7`); a post matches when it has any of them;
 * - `job_type` (in-office, remote, hybrid) and `employment_type` (full-time, part-time,
 *   internship, contract, freelance): several, the same way;
 * - `experience`: whole years (0–50): posts whose minimum experience is at most that much;
 * - `salary_min`, `salary_max`: the annual CTC, in the currency `currency` (a currency id; INR,
 *   id 1, when a salary bound is given without one): posts in that currency within the range
 *   (posts without a salary are left out). `currency` alone keeps the posts in that currency;
 * - `posted_within`: `24h`, `week` or `month`;
 * - `my_skills`: `true` (or `1`, `on`, as a checkbox sends it): posts that ask for at least one
 *   skill of the viewer's profile (decision 179); nothing for a viewer without skills;
 * - `verified`: `1` (or `true`, `on`: a checkbox) keeps the posts companies made themselves
 *   after verifying their domain ("verified employers only", decision 176);
 * - `sort`: `relevance` (the list's own order, the default), `newest` or `salary` (highest first).
 *
 * Different filters combine with AND. An empty value (`locations=`, as a form's "Add a
 * location" select sends it) is no value. Plain Zod and plain functions: no React, no Node.
 */
import { z } from "zod";
import { isIdText } from "#app/forms/fields.ts";
import { EMPLOYMENT_TYPES, JOB_TYPES, jobPostMessages } from "./job-post.form.ts";

export const POSTED_WITHIN = ["24h", "week", "month"] as const;
export type PostedWithin = (typeof POSTED_WITHIN)[number];

export const POSTED_WITHIN_LABELS: Record<PostedWithin, string> = {
  "24h": "Past 24 hours",
  week: "Past week",
  month: "Past month",
};

/** How far back each `posted_within` reaches. */
export const POSTED_WITHIN_MS: Record<PostedWithin, number> = {
  "24h": 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
  month: 30 * 24 * 60 * 60 * 1000,
};

export const JOB_SORTS = ["relevance", "newest", "salary"] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const JOB_SORT_LABELS: Record<JobSort, string> = {
  relevance: "Most relevant",
  newest: "Newest first",
  salary: "Highest salary first",
};

/** The currency of a salary bound sent without `currency` (spec §9: currency id 1, INR). */
export const DEFAULT_FILTER_CURRENCY_ID = 1;

export const jobFilterLimits = {
  locations: 10,
  skills: 20,
  company: 10,
  sector: 10,
  domain: 10,
  maxExperience: 50,
  maxSalary: 1e12,
} as const;

/** The parameters of a filter made of master-list ids. */
export const ID_FILTERS = ["locations", "skills", "company", "sector", "domain"] as const;
export type IdFilter = (typeof ID_FILTERS)[number];

/** A filter parameter (the schema's fields, below). */
export type JobFilterParam = keyof typeof jobFiltersSchema.shape;

export const JOB_FILTER_MESSAGES = {
  locations: {
    tooMany: `Choose at most ${jobFilterLimits.locations} locations.`,
    invalid: "Choose locations from the list.",
  },
  skills: { tooMany: `Choose at most ${jobFilterLimits.skills} skills.`, invalid: "Choose skills from the list." },
  company: {
    tooMany: `Choose at most ${jobFilterLimits.company} companies.`,
    invalid: "Choose companies from the list.",
  },
  sector: { tooMany: `Choose at most ${jobFilterLimits.sector} sectors.`, invalid: "Choose sectors from the list." },
  domain: { tooMany: `Choose at most ${jobFilterLimits.domain} domains.`, invalid: "Choose domains from the list." },
  jobType: "Choose in-office, remote or hybrid.",
  employmentType: "Choose full-time, part-time, internship, contract or freelance.",
  experience: `Enter the experience in whole years, from 0 to ${jobFilterLimits.maxExperience}.`,
  salary: "Enter the annual salary as a number.",
  salaryRange: "Enter a salary from 0 to 1,000,000,000,000.",
  salaryOrder: "The maximum salary must not be less than the minimum.",
  currency: jobPostMessages.currency,
  postedWithin: "Choose 24h, week or month.",
  mySkills: "Send my_skills as true, or leave it out.",
  verified: "Send verified as 1 or leave it out.",
  sort: "Choose relevance, newest or salary.",
  once: "Send this only once.",
} as const;

/** The filters as the schema reads them (below): every list empty and every value null when not given. */
export type JobFilters = z.output<typeof jobFiltersSchema>;

export const NO_JOB_FILTERS: JobFilters = {
  locations: [],
  job_type: [],
  employment_type: [],
  experience: null,
  currency: null,
  salary_min: null,
  salary_max: null,
  skills: [],
  company: [],
  sector: [],
  domain: [],
  posted_within: null,
  my_skills: null,
  verified: false,
  sort: "relevance",
};

/** What the "verified employers only" filter is called on screens and in alerts. */
export const VERIFIED_FILTER_LABEL = "Verified employers only";

/** Each filter parameter's values as they came (a query string may repeat a name). */
export type JobFilterInput = Partial<Record<JobFilterParam, readonly string[]>>;

/** The filter parameters of a query string (other parameters are left alone). */
export function jobFilterInput(params: URLSearchParams): JobFilterInput {
  const input: JobFilterInput = {};
  for (const name of JOB_FILTER_PARAMS) {
    const values = params.getAll(name);
    if (values.length > 0) input[name] = values;
  }
  return input;
}

/** The values of a list parameter: repeated and comma-separated, trimmed, empty ones dropped. */
function listValues(values: readonly string[]): string[] {
  return values
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "");
}

const values = z.array(z.string()).optional();

/** A list of master-list ids: at most `max`, duplicates dropped. */
function idsField(max: number, text: { tooMany: string; invalid: string }) {
  return values.transform((input, ctx) => {
    const items = listValues(input ?? []);
    if (!items.every(isIdText)) {
      ctx.addIssue({ code: "custom", message: text.invalid });
      return z.NEVER;
    }
    const ids = [...new Set(items.map(Number))];
    if (ids.length > max) {
      ctx.addIssue({ code: "custom", message: text.tooMany });
      return z.NEVER;
    }
    return ids;
  });
}

/** A list of values of `allowed`, duplicates dropped. */
function choicesField<T extends string>(allowed: readonly T[], invalid: string) {
  return values.transform((input, ctx) => {
    const items = listValues(input ?? []);
    if (!items.every((item) => (allowed as readonly string[]).includes(item))) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return [...new Set(items)] as T[];
  });
}

/** At most one non-empty value, read by `read` (undefined when it is not valid). */
function oneField<T>(read: (value: string) => T | undefined, invalid: string) {
  return values.transform((input, ctx): T | null => {
    const given = (input ?? []).map((value) => value.trim()).filter((value) => value !== "");
    if (given.length === 0) return null;
    if (given.length > 1) {
      ctx.addIssue({ code: "custom", message: JOB_FILTER_MESSAGES.once });
      return z.NEVER;
    }
    const value = read(given[0]);
    if (value === undefined) {
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return value;
  });
}

function readExperience(value: string): number | undefined {
  if (!/^\d{1,2}$/.test(value)) return undefined;
  const years = Number(value);
  return years <= jobFilterLimits.maxExperience ? years : undefined;
}

/** A salary: a plain decimal number (digits, an optional fraction; commas between digits allowed). */
function readSalary(value: string): number | undefined {
  const plain = value.replace(/(?<=\d),(?=\d)/g, "");
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(plain)) return undefined;
  return Number(plain);
}

function salaryField() {
  return values.transform((input, ctx): number | null => {
    const given = (input ?? []).map((value) => value.trim()).filter((value) => value !== "");
    if (given.length === 0) return null;
    if (given.length > 1) {
      ctx.addIssue({ code: "custom", message: JOB_FILTER_MESSAGES.once });
      return z.NEVER;
    }
    const salary = readSalary(given[0]);
    if (salary === undefined) {
      const number = Number(given[0]);
      const message =
        /^-?\d/.test(given[0]) && Number.isFinite(number)
          ? JOB_FILTER_MESSAGES.salaryRange
          : JOB_FILTER_MESSAGES.salary;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    if (salary > jobFilterLimits.maxSalary) {
      ctx.addIssue({ code: "custom", message: JOB_FILTER_MESSAGES.salaryRange });
      return z.NEVER;
    }
    return salary;
  });
}

const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: string): T | undefined =>
    (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** The filter parameters: each parameter's list of values → {@link JobFilters}. */
export const jobFiltersSchema = z.object({
  locations: idsField(jobFilterLimits.locations, JOB_FILTER_MESSAGES.locations),
  job_type: choicesField(JOB_TYPES, JOB_FILTER_MESSAGES.jobType),
  employment_type: choicesField(EMPLOYMENT_TYPES, JOB_FILTER_MESSAGES.employmentType),
  experience: oneField(readExperience, JOB_FILTER_MESSAGES.experience),
  currency: oneField((value) => (isIdText(value) ? Number(value) : undefined), JOB_FILTER_MESSAGES.currency),
  salary_min: salaryField(),
  salary_max: salaryField(),
  skills: idsField(jobFilterLimits.skills, JOB_FILTER_MESSAGES.skills),
  company: idsField(jobFilterLimits.company, JOB_FILTER_MESSAGES.company),
  sector: idsField(jobFilterLimits.sector, JOB_FILTER_MESSAGES.sector),
  domain: idsField(jobFilterLimits.domain, JOB_FILTER_MESSAGES.domain),
  posted_within: oneField(oneOf(POSTED_WITHIN), JOB_FILTER_MESSAGES.postedWithin),
  my_skills: oneField(
    (value) => (["true", "1", "on"].includes(value) ? (true as const) : undefined),
    JOB_FILTER_MESSAGES.mySkills,
  ),
  verified: oneField(
    (value) => (["1", "true", "on"].includes(value) ? true : undefined),
    JOB_FILTER_MESSAGES.verified,
  ).transform((on) => on === true),
  sort: oneField(oneOf(JOB_SORTS), JOB_FILTER_MESSAGES.sort).transform((sort) => sort ?? "relevance"),
});

/** Every filter parameter, in the order links write them: the schema's fields. */
export const JOB_FILTER_PARAMS = Object.keys(jobFiltersSchema.shape) as JobFilterParam[];

export type JobFilterErrors = Partial<Record<JobFilterParam, string[]>>;

export type ParsedJobFilters = { ok: true; filters: JobFilters } | { ok: false; errors: JobFilterErrors };

/** Checks the filter parameters: the filters, or the messages per parameter. */
export function parseJobFilters(input: JobFilterInput): ParsedJobFilters {
  const result = jobFiltersSchema.safeParse(input);
  const errors: JobFilterErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "form") as JobFilterParam;
      const list = (errors[key] ??= []);
      if (!list.includes(issue.message)) list.push(issue.message);
    }
    return { ok: false, errors };
  }
  const filters = result.data as JobFilters;
  if (filters.salary_min !== null && filters.salary_max !== null && filters.salary_max < filters.salary_min) {
    return { ok: false, errors: { salary_max: [JOB_FILTER_MESSAGES.salaryOrder] } };
  }
  return { ok: true, filters };
}

/** The currency the salary bounds are in, or the only currency listed: `currency`, else INR when a bound is given. */
export function filterCurrency(filters: JobFilters): number | null {
  if (filters.currency !== null) return filters.currency;
  return filters.salary_min !== null || filters.salary_max !== null ? DEFAULT_FILTER_CURRENCY_ID : null;
}

/** True when any filter narrows the list (the sort alone does not). */
export function hasJobFilters(filters: JobFilters): boolean {
  return countJobFilters(filters) > 0;
}

/** How many filter values are set (each location, skill, job type … counts once; the sort does not). */
export function countJobFilters(filters: JobFilters): number {
  let n = 0;
  for (const name of ID_FILTERS) n += filters[name].length;
  n += filters.job_type.length + filters.employment_type.length;
  for (const value of [
    filters.experience,
    filters.currency,
    filters.salary_min,
    filters.salary_max,
    filters.posted_within,
    filters.my_skills,
  ]) {
    if (value !== null) n++;
  }
  if (filters.verified) n++;
  return n;
}

/** The filters as query parameters, in {@link JOB_FILTER_PARAMS} order; defaults and empty ones left out. */
export function jobFilterEntries(filters: JobFilters): Array<[JobFilterParam, string]> {
  const entries: Array<[JobFilterParam, string]> = [];
  for (const name of JOB_FILTER_PARAMS) {
    const value = filters[name];
    if (Array.isArray(value)) for (const item of value) entries.push([name, String(item)]);
    else if (typeof value === "boolean") {
      if (value) entries.push([name, "1"]);
    } else if (value !== null && !(name === "sort" && value === "relevance")) entries.push([name, String(value)]);
  }
  return entries;
}

/** The same filters as one string (equal filters, equal strings): a key for kept lists. */
export function jobFilterKey(filters: JobFilters): string {
  return new URLSearchParams(jobFilterEntries(filters)).toString();
}

/**
 * The query string of `params` with one filter value taken out (`value` given: that value of a
 * list parameter; else the whole parameter), and the page position dropped (the list changes).
 */
export function withoutFilter(params: URLSearchParams, name: JobFilterParam, value?: string): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, item] of params) {
    if (PAGE_PARAMS.includes(key)) continue;
    if (key === name) {
      if (value === undefined) continue;
      const kept = listValues([item]).filter((part) => part !== value);
      if (kept.length > 0) next.append(key, kept.join(","));
      continue;
    }
    next.append(key, item);
  }
  return next;
}

/** Parameters of a list position: a changed filter starts the list again. */
const PAGE_PARAMS = ["page", "cursor", "before"];

/** The query string of `params` without any filter parameter or page position (other parameters, e.g. `tab`, stay). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, item] of params) {
    if (PAGE_PARAMS.includes(key) || (JOB_FILTER_PARAMS as readonly string[]).includes(key)) continue;
    next.append(key, item);
  }
  return next;
}

/**
 * The query string without empty values (`salary_min=` as a form sends an empty field), or null
 * when there are none: a GET form's address, cleaned to share.
 */
export function withoutEmptyParams(params: URLSearchParams): URLSearchParams | null {
  let empty = false;
  const next = new URLSearchParams();
  for (const [key, item] of params) {
    if (item.trim() === "") empty = true;
    else next.append(key, item);
  }
  return empty ? next : null;
}
