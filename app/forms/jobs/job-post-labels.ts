/**
 * The words of a job post that lists and cards show (job types, employment types, experience),
 * without Zod: a job card should not load the form's schemas (decision 139). `job-post.ts`
 * re-exports them.
 */
export const JOB_TYPES = ["in-office", "remote", "hybrid"] as const;
/** Kinds of employment, of a job post and of an experience (app/forms/profiles/experience.form.ts takes them from here). */
export const EMPLOYMENT_TYPES = ["full-time", "part-time", "internship", "contract", "freelance"] as const;

export type JobTypeValue = (typeof JOB_TYPES)[number];
export type EmploymentTypeValue = (typeof EMPLOYMENT_TYPES)[number];

export const JOB_TYPE_LABELS: Record<JobTypeValue, string> = {
  "in-office": "In-office",
  remote: "Remote",
  hybrid: "Hybrid",
};

/** How each employment type reads (job posts, filters, a member's experience). */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentTypeValue, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  internship: "Internship",
  contract: "Contract",
  freelance: "Freelance",
};

/** `min_experience` exactly as spec §3 gives it: "N Years M Months". */
export function formatExperience(years: number, months: number): string {
  return `${years} Years ${months} Months`;
}

/** The same for people to read: "1 year", "2 years 6 months", "No experience needed". */
export function describeExperience(years: number, months: number): string {
  if (years === 0 && months === 0) return "No experience needed";
  const parts = [];
  if (years) parts.push(`${years} ${years === 1 ? "year" : "years"}`);
  if (months) parts.push(`${months} ${months === 1 ? "month" : "months"}`);
  return parts.join(" ");
}

/** "4 of 6 skills match" (decision 179): how many of a post's skills the viewer's profile lists. */
export function skillMatchText({ matched, total }: { matched: number; total: number }): string {
  return total === 1 ? `${matched} of 1 skill matches` : `${matched} of ${total} skills match`;
}
