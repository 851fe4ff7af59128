/**
 * Job alerts (issue 13, docs/decisions/133-job-alerts.md): a member's job search — keywords and
 * the filters of app/forms/jobs/job-filters.form.ts — mailed daily or weekly with the new open posts that match it. The
 * frequency rules and messages, the filters an alert keeps, and the one-line description of an
 * alert's filters, shared by the API and the web forms. Plain Zod and plain functions.
 */
import { z } from "zod";
import { idField, messages, redirectToField } from "#app/forms/fields.ts";
import { hasJobFilters, VERIFIED_FILTER_LABEL, type JobFilters } from "./job-filters.form.ts";
import { EMPLOYMENT_TYPE_LABELS, JOB_TYPE_LABELS } from "./job-post.form.ts";

export const ALERT_FREQUENCIES = ["daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = { daily: "Daily", weekly: "Weekly" };

/** Most alerts one member keeps. */
export const MAX_JOB_ALERTS = 20;

export const JOB_ALERT_MESSAGES = {
  frequency: "Choose daily or weekly.",
  noFilters: "Type keywords or choose at least one filter first: an alert mails the new jobs that match your search.",
  tooMany: `You can have at most ${MAX_JOB_ALERTS} job alerts: delete one first.`,
  duplicate: "You already have a job alert for this search.",
  alert: "Enter a valid job alert id.",
  notFound: "Job alert not found.",
  token: "This link to stop a job alert is not valid. Open it again from the mail, or manage your alerts in Settings.",
  created: "Job alert created.",
  updated: "Job alert updated.",
  deleted: "Job alert deleted.",
  listed: "Job alerts loaded.",
  stopped: "Job alert stopped. You will get no more mail for it.",
  alreadyStopped: "This job alert was already stopped.",
} as const;

export const frequencyField = z.enum(ALERT_FREQUENCIES, {
  error: (issue) =>
    issue.input === undefined || issue.input === "" ? messages.required : JOB_ALERT_MESSAGES.frequency,
});

/** The web forms of /settings/job-alerts (one action, by `intent`). */
export const jobAlertFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("create"),
    frequency: frequencyField,
    filters: z.string().max(4000).optional(),
    redirectTo: redirectToField,
  }),
  z.object({ intent: z.literal("frequency"), alert_id: idField(JOB_ALERT_MESSAGES.alert), frequency: frequencyField }),
  z.object({ intent: z.literal("delete"), alert_id: idField(JOB_ALERT_MESSAGES.alert) }),
]);

/**
 * The filters an alert keeps: its own time window replaces `posted_within`, and the mail lists
 * the new posts newest first, so the sort is not kept either.
 */
export function alertFilters(filters: JobFilters): JobFilters {
  return { ...filters, posted_within: null, sort: "relevance" };
}

/** Whether a search makes an alert: keywords, or at least one filter besides the time and the sort. */
export function canMakeAlert(filters: JobFilters, keywords = ""): boolean {
  return keywords.trim() !== "" || hasJobFilters(alertFilters(filters));
}

/** An alert's search in one line: its keywords quoted, then its filters ("“react”, Bengaluru · Remote"). */
export function describeAlertSearch(keywords: string, filters: DescribedFilters): string {
  const described = describeAlertFilters(filters);
  if (!keywords) return described;
  return described === ALL_JOBS ? `“${keywords}”` : `“${keywords}”, ${described}`;
}

/** What the description of an alert reads of its filters, with the titles of the ids. */
export type DescribedFilters = Pick<
  JobFilters,
  "job_type" | "employment_type" | "experience" | "salary_min" | "salary_max" | "verified"
> & {
  locations: ReadonlyArray<{ city: string }>;
  skills: ReadonlyArray<{ title: string }>;
  company: ReadonlyArray<{ title: string }>;
  sector: ReadonlyArray<{ title: string }>;
  domain: ReadonlyArray<{ title: string }>;
  currency: { code: string } | null;
};

const amount = (value: number, code: string) => `${code} ${value.toLocaleString(code === "INR" ? "en-IN" : "en-US")}`;

/** "Bengaluru, Pune · Remote · React · at most 3 years": an alert's filters in one line. */
export function describeAlertFilters(filters: DescribedFilters): string {
  const parts: string[] = [];
  const join = (values: readonly string[]) => values.join(", ");
  if (filters.locations.length) parts.push(join(filters.locations.map((l) => l.city)));
  if (filters.job_type.length) parts.push(join(filters.job_type.map((t) => JOB_TYPE_LABELS[t])));
  if (filters.employment_type.length) parts.push(join(filters.employment_type.map((t) => EMPLOYMENT_TYPE_LABELS[t])));
  if (filters.skills.length) parts.push(join(filters.skills.map((s) => s.title)));
  if (filters.company.length) parts.push(join(filters.company.map((c) => c.title)));
  if (filters.sector.length) parts.push(join(filters.sector.map((s) => s.title)));
  if (filters.domain.length) parts.push(join(filters.domain.map((d) => d.title)));
  if (filters.experience !== null)
    parts.push(`at most ${filters.experience} ${filters.experience === 1 ? "year" : "years"} of experience`);
  const code = filters.currency?.code ?? "INR";
  if (filters.salary_min !== null) parts.push(`at least ${amount(filters.salary_min, code)} a year`);
  if (filters.salary_max !== null) parts.push(`at most ${amount(filters.salary_max, code)} a year`);
  if (filters.currency && filters.salary_min === null && filters.salary_max === null)
    parts.push(`paid in ${filters.currency.code}`);
  if (filters.verified) parts.push(VERIFIED_FILTER_LABEL.toLowerCase());
  return parts.join(" · ") || ALL_JOBS;
}

const ALL_JOBS = "All jobs";
