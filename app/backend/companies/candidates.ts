/**
 * The company accounts' search of members open to work (decision 184): its filters are the job
 * filters' `skills`, `locations` and `experience`, read and checked as the job lists read them
 * (app/forms/jobs/job-filters.form.ts), so a link of one works on the other.
 */
import { CANDIDATE_FILTER_PARAMS } from "#app/forms/profiles/open-to-work.form.ts";
import { NO_JOB_FILTERS, parseJobFilters, type JobFilterInput } from "#app/forms/jobs/job-filters.form.ts";
import { resolveJobFilters, type FiltersEcho } from "#app/backend/jobs/filters.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { validationError } from "#app/backend/lib/envelope.ts";
import type { AppContext } from "#app/backend/lib/http.ts";
import type { CandidateFilters } from "#app/backend/profiles/open-to-work.ts";

export const CANDIDATE_MESSAGES = { listed: "Candidates loaded." } as const;

/** The request's candidate filters; 400 per parameter for a bad value or an id not in its list. */
export async function candidateFiltersOf(
  db: Db,
  c: AppContext,
): Promise<{ filters: CandidateFilters; echo: Pick<FiltersEcho, "skills" | "locations" | "experience"> }> {
  const all = c.req.queries();
  const input: JobFilterInput = {};
  for (const name of CANDIDATE_FILTER_PARAMS) if (all[name]) input[name] = all[name];
  const parsed = parseJobFilters(input);
  if (!parsed.ok) throw validationError(parsed.errors as Record<string, string[]>);
  const { skills, locations, experience } = parsed.filters;
  const echo = await resolveJobFilters(db, { ...NO_JOB_FILTERS, skills, locations, experience });
  return {
    filters: { skills, locations, experience },
    echo: { skills: echo.skills, locations: echo.locations, experience },
  };
}
