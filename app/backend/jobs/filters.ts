/**
 * Job filters on the API's job lists (issue 13, docs/decisions/129-job-filters.md): the query
 * parameters of app/forms/jobs/job-filters.form.ts read from a request (400 per parameter for a bad value,
 * or an id that is not in its master list), turned into a condition on a post (`p`) and an order.
 *
 * The condition only uses columns of the post itself — all of them in the index
 * `job_posts_status_created_filter_idx` (migration 0016), so they are checked in the index — and,
 * for locations and skills, one primary-key probe per post (`exists`): a filtered list is one
 * walk of an index in the list's order that stops at the page's LIMIT.
 */
import { sql, type RawBuilder, type SqlBool } from "kysely";
import {
  filterCurrency,
  JOB_FILTER_MESSAGES,
  JOB_FILTER_PARAMS,
  parseJobFilters,
  POSTED_WITHIN_MS,
  type IdFilter,
  type JobFilterInput,
  type JobFilters,
  type JobSort,
} from "#app/forms/jobs/job-filters.form.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { validationError } from "#app/backend/lib/envelope.ts";
import type { AppContext } from "#app/backend/lib/http.ts";
import { iso } from "#app/backend/lib/time.ts";
import type { MasterItem as Titled } from "#app/contract/common.ts";
import type { JobFiltersEcho as FiltersEcho } from "#app/contract/jobs.ts";

export type { JobFilters, JobSort } from "#app/forms/jobs/job-filters.form.ts";

/** The filters as the API understood them, with the titles of the ids (`filters` of a list's answer). */
export type { FiltersEcho };

/** The filter parameters of the request (each as often as it was given); 400 for a bad value. */
export function jobFiltersOf(c: AppContext): JobFilters {
  const all = c.req.queries();
  const input: JobFilterInput = {};
  for (const name of JOB_FILTER_PARAMS) if (all[name]) input[name] = all[name];
  const parsed = parseJobFilters(input);
  if (!parsed.ok) throw validationError(parsed.errors as Record<string, string[]>);
  return parsed.filters;
}

const TABLES = {
  locations: "locations",
  skills: "skills",
  company: "companies",
  sector: "sectors",
  domain: "domains",
} as const;

/**
 * Checks that every id is in its master list (400 with the parameter's message when one is not)
 * and returns the filters with their titles. Master lists are small; one lookup per list used.
 */
export async function resolveJobFilters(db: Db, filters: JobFilters): Promise<FiltersEcho> {
  const errors: Record<string, string[]> = {};
  const titled = async (name: Exclude<IdFilter, "locations">): Promise<Titled[]> => {
    const ids = filters[name];
    if (ids.length === 0) return [];
    const rows = await db.selectFrom(TABLES[name]).select(["id", "title"]).where("id", "in", ids).execute();
    if (rows.length < ids.length) errors[name] = [JOB_FILTER_MESSAGES[name].invalid];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
  const [locations, skills, company, sector, domain, currency] = await Promise.all([
    (async () => {
      if (filters.locations.length === 0) return [];
      const rows = await db
        .selectFrom("locations")
        .select(["id", "city", "state", "country"])
        .where("id", "in", filters.locations)
        .execute();
      if (rows.length < filters.locations.length) errors.locations = [JOB_FILTER_MESSAGES.locations.invalid];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return filters.locations.flatMap((id) => byId.get(id) ?? []);
    })(),
    titled("skills"),
    titled("company"),
    titled("sector"),
    titled("domain"),
    (async () => {
      if (filters.currency === null) return null;
      const row = await db
        .selectFrom("currencies")
        .select(["id", "title", "code", "country"])
        .where("id", "=", filters.currency)
        .executeTakeFirst();
      if (!row) errors.currency = [JOB_FILTER_MESSAGES.currency];
      return row ?? null;
    })(),
  ]);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { ...filters, locations, skills, company, sector, domain, currency };
}

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);
const list = (values: ReadonlyArray<string | number>) => sql.join(values.map((value) => sql`${value}`));

/**
 * The condition a post (`alias`) meets under these filters, or null when they filter nothing.
 * `viewerId` is whose skills `my_skills` matches (null: nobody's, so no post).
 */
export function jobFilterCondition(
  filters: JobFilters,
  now: Date,
  alias: string,
  viewerId: number | null,
): RawBuilder<SqlBool> | null {
  const parts: RawBuilder<unknown>[] = [];
  if (filters.posted_within !== null) {
    parts.push(
      sql`${ref(alias, "created_at")} >= ${iso(new Date(now.getTime() - POSTED_WITHIN_MS[filters.posted_within]))}`,
    );
  }
  if (filters.job_type.length > 0) parts.push(sql`${ref(alias, "job_type")} in (${list(filters.job_type)})`);
  if (filters.employment_type.length > 0)
    parts.push(sql`${ref(alias, "employment_type")} in (${list(filters.employment_type)})`);
  if (filters.experience !== null) {
    parts.push(
      sql`${ref(alias, "min_experience_years")} * 12 + ${ref(alias, "min_experience_months")} <= ${filters.experience * 12}`,
    );
  }
  const currency = filterCurrency(filters);
  if (currency !== null) parts.push(sql`${ref(alias, "currency_id")} = ${currency}`);
  if (filters.salary_min !== null) parts.push(sql`${ref(alias, "salary")} >= ${filters.salary_min}`);
  if (filters.salary_max !== null) parts.push(sql`${ref(alias, "salary")} <= ${filters.salary_max}`);
  if (filters.company.length > 0) parts.push(sql`${ref(alias, "company_id")} in (${list(filters.company)})`);
  if (filters.sector.length > 0) parts.push(sql`${ref(alias, "sector_id")} in (${list(filters.sector)})`);
  if (filters.domain.length > 0) parts.push(sql`${ref(alias, "domain_id")} in (${list(filters.domain)})`);
  if (filters.locations.length > 0) {
    parts.push(
      sql`exists (select 1 from job_post_locations fl where fl.job_post_id = ${ref(alias, "id")} and fl.location_id in (${list(filters.locations)}))`,
    );
  }
  if (filters.skills.length > 0) {
    parts.push(
      sql`exists (select 1 from job_post_skills fs where fs.job_post_id = ${ref(alias, "id")} and fs.skill_id in (${list(filters.skills)}))`,
    );
  }
  if (filters.my_skills) {
    // The post's skills (its key's prefix), each a probe of the viewer's (user_id, skill_id) key.
    parts.push(
      viewerId === null
        ? sql`1 = 0`
        : sql`exists (select 1 from job_post_skills fm inner join individual_skills ms on ms.skill_id = fm.skill_id where fm.job_post_id = ${ref(alias, "id")} and ms.user_id = ${viewerId})`,
    );
  }
  if (filters.verified) {
    // A company's own post (the entry's owner posted it) of a verified company: one primary-key probe.
    parts.push(
      sql`exists (select 1 from companies fv where fv.id = ${ref(alias, "company_id")} and fv.owner_user_id = ${ref(alias, "user_id")} and fv.domain_verified_at is not null)`,
    );
  }
  if (parts.length === 0) return null;
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** The currency `sort=salary` compares salaries in: the filters' currency, else INR. */
export function sortCurrency(filters: JobFilters): number {
  return filterCurrency(filters) ?? 1;
}

/**
 * The ORDER BY of `sort=newest` or `sort=salary` over posts `alias` (null for `relevance`, the
 * list's own order): the newest first; or the highest salary in the sort currency first, then
 * posts in other currencies and posts without a salary, newest first.
 */
export function jobSortOrder(sort: JobSort, filters: JobFilters, alias = "p"): RawBuilder<unknown> | null {
  const newest = sql`${ref(alias, "created_at")} desc, ${ref(alias, "id")} desc`;
  if (sort === "newest") return newest;
  if (sort === "salary") {
    return sql`case when ${ref(alias, "currency_id")} = ${sortCurrency(filters)} then ${ref(alias, "salary")} end desc nulls last, ${newest}`;
  }
  return null;
}
