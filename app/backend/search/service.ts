/**
 * `GET /api/search/list/`: people, companies and open job posts matching every word of the
 * query (the last also as a prefix), ranked by text relevance (title above the rest), then
 * newest; 10 a page, with the number of matches of each type.
 */
import { blockedAmong } from "#app/backend/blocks/service.ts";
import { suspendedAmong } from "#app/backend/moderation/suspension.ts";
import { sql } from "kysely";
import { runCompiled } from "#app/backend/lib/db/compiled.ts";
import type {
  SearchCompany as CompanyResult,
  SearchCounts,
  SearchCountsCapped,
  SearchAnswer,
  SearchItem,
  SearchPerson as PersonResult,
} from "#app/contract/search.ts";
import { searchMessages, type SearchTypeFilter } from "#app/forms/search/search.form.ts";
import { NO_STATUS, statusesWith } from "#app/backend/network/service.ts";
import { currentEmployees } from "#app/backend/companies/employees.ts";
import { COUNT_CAP, cappedCountQuery, cappedTotal, toCount } from "#app/backend/lib/paging.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { personSummary } from "#app/backend/lib/person.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { loadJobPosts, type JobListView } from "#app/backend/jobs/job-post.ts";
import { hasJobFilters, jobFilterKey, NO_JOB_FILTERS, type JobFilters } from "#app/forms/jobs/job-filters.form.ts";
import { jobFilterCondition, jobSortOrder } from "#app/backend/jobs/filters.ts";
import { companySectors } from "./documents.ts";
import {
  searchIndexFor,
  type JobSearchFilter,
  type SearchHit,
  type SearchIndex,
  type SearchKind,
} from "./search-index.ts";
import { queryWords } from "./text.ts";

export const SEARCH_PAGE_SIZE = 10;
export type SearchType = SearchTypeFilter;

const KIND_OF: Record<Exclude<SearchType, "all">, SearchKind> = { people: "person", companies: "company", jobs: "job" };

export const SEARCH_MESSAGES = {
  listed: "Search results loaded.",
  ...searchMessages,
} as const;

export type { SearchItem };

/** A page of results as the search statement gives it: the answer's paging and counts, its items before the envelope (`data`) and the filters' echo. */
export type SearchResult = Omit<SearchAnswer, "result" | "message" | "data" | "filters"> & { items: SearchItem[] };

/** Job filters or a sort other than relevance: only a search of jobs takes them. */
export function filtersJobs(filters: JobFilters): boolean {
  return hasJobFilters(filters) || filters.sort !== "relevance";
}

async function loadPeople(db: Db, viewerId: number, ids: number[]): Promise<Map<number, PersonResult>> {
  const map = new Map<number, PersonResult>();
  if (ids.length === 0) return map;
  const [people, status] = await Promise.all([
    // The headline (the newest current position) in the same statement: one lookup per person.
    runCompiled(db, `search-people:${ids.length}`, [true, 1, ...ids], () =>
      db
        .selectFrom("individuals as i")
        .leftJoin("locations as l", "l.id", "i.location_id")
        .select((eb) => [
          "i.user_id",
          "i.first_name",
          "i.last_name",
          "i.bio",
          "i.profile_pic",
          "l.city",
          eb
            .selectFrom("experiences as e")
            .innerJoin("companies as c", "c.id", "e.company_id")
            .select(sql<string>`e.title || ' at ' || c.title`.as("headline"))
            .whereRef("e.user_id", "=", "i.user_id")
            .where("e.is_current", "=", true)
            .orderBy("e.start_date", "desc")
            .orderBy("e.id", "desc")
            .limit(1)
            .as("headline"),
        ])
        .where("i.user_id", "in", ids),
    ),
    statusesWith(db, viewerId, ids),
  ]);
  for (const row of people) {
    map.set(row.user_id, {
      ...personSummary(row),
      status: status.get(row.user_id) ?? { ...NO_STATUS },
      headline: row.headline ?? null,
      city: row.city ?? null,
    });
  }
  return map;
}

async function loadCompanies(db: Db, ids: number[]): Promise<Map<number, CompanyResult>> {
  const map = new Map<number, CompanyResult>();
  if (ids.length === 0) return map;
  // The employee count (employeesCount's, capped) comes with the company: a correlated
  // subquery bounded by its LIMIT and served by experiences_company_current_user_idx,
  // one statement for the companies instead of one more per company (decision 151).
  const rows = await runCompiled(db, `search-companies:${ids.length}`, [true, COUNT_CAP + 1, ...ids], () =>
    db
      .selectFrom("corporates as c")
      .leftJoin("locations as l", "l.id", "c.location_id")
      .select([
        "c.user_id",
        "c.company_id",
        "c.company_name",
        "c.logo",
        "c.about",
        "l.city",
        cappedCountQuery(db, currentEmployees(db, sql.ref<number>("c.company_id"))).as("employees"),
      ])
      .where("c.user_id", "in", ids),
  );
  const sectors = await companySectors(
    db,
    rows.map((row) => row.company_id),
  );
  rows.forEach((row) => {
    const employees = cappedTotal(toCount(row.employees));
    map.set(row.user_id, {
      user_id: row.user_id,
      company_id: row.company_id,
      name: row.company_name,
      logo: row.logo,
      about: row.about ?? "",
      sector: sectors.get(row.company_id) ?? null,
      city: row.city ?? null,
      employee_count: employees.total,
      employee_count_capped: employees.totalCapped,
    });
  });
  return map;
}

/** The items of these hits as the viewer sees them, in the hits' order (stale hits left out). */
async function loadItems(s: Services, viewerId: number, hits: SearchHit[], view: JobListView): Promise<SearchItem[]> {
  const idsOf = (kind: SearchKind) => hits.filter((hit) => hit.kind === kind).map((hit) => hit.refId);
  const accounts = [...idsOf("person"), ...idsOf("company")];
  const [people, companies, jobs, blocked, suspended] = await Promise.all([
    loadPeople(s.db, viewerId, idsOf("person")),
    loadCompanies(s.db, idsOf("company")),
    loadJobPosts(s.db, idsOf("job"), viewerId, s.now(), view),
    // The hits are everyone's (kept 30 s); accounts blocked either way (decision 174) or
    // suspended (decision 182) leave this viewer's page. Jobs of theirs are left out by loadJobPosts.
    blockedAmong(s.db, viewerId, accounts),
    suspendedAmong(s.db, accounts, s.now()),
  ]);
  const gone = (id: number) => blocked.has(id) || suspended.has(id);
  const jobsById = new Map(jobs.filter((job) => job.status === "open").map((job) => [job.id, job]));
  const items: SearchItem[] = [];
  for (const hit of hits) {
    if (hit.kind === "person") {
      const person = people.get(hit.refId);
      if (person && !gone(hit.refId)) items.push({ type: "person", id: hit.refId, person });
    } else if (hit.kind === "company") {
      const company = companies.get(hit.refId);
      if (company && !gone(hit.refId)) items.push({ type: "company", id: hit.refId, company });
    } else {
      const job = jobsById.get(hit.refId);
      if (job) items.push({ type: "job", id: hit.refId, job });
    }
  }
  return items;
}

/**
 * One page of results. `filters` (job filters and sort, only with type `jobs`) filter and order
 * the newest text matches of job posts; `total` is then the number that meet them.
 */
export async function search(
  s: Services,
  viewerId: number,
  text: string,
  type: SearchType,
  page: number,
  filters: JobFilters = NO_JOB_FILTERS,
  view: JobListView = "full",
): Promise<SearchResult> {
  const words = queryWords(text);
  const empty: SearchResult = {
    items: [],
    page,
    page_size: SEARCH_PAGE_SIZE,
    total: 0,
    total_capped: false,
    has_next: false,
    counts: { all: 0, people: 0, companies: 0, jobs: 0 },
    counts_capped: { all: false, people: false, companies: false, jobs: false },
  };
  if (words.length === 0) return empty;
  const question = {
    words,
    kind: type === "all" ? null : KIND_OF[type],
    limit: SEARCH_PAGE_SIZE,
    offset: (page - 1) * SEARCH_PAGE_SIZE,
  };
  const filtered = type === "jobs" && filtersJobs(filters);
  const jobs: JobSearchFilter | undefined = filtered
    ? {
        condition: jobFilterCondition(filters, s.now(), "p", viewerId),
        order: jobSortOrder(filters.sort, filters, "p"),
      }
    : undefined;
  // The same for everyone: kept up to 30 s (list-cache.ts); what the hits show is read fresh.
  const index = searchIndexFor(s.dialect);
  // "Matches my skills" is the viewer's own answer: kept for them only.
  const key = JSON.stringify(
    filtered
      ? { ...question, filters: jobFilterKey(filters), ...(filters.my_skills ? { viewer: viewerId } : {}) }
      : question,
  );
  const answer = (await s.lists.search.through(key, () => index.query(s.db, question, jobs))) as Awaited<
    ReturnType<SearchIndex["query"]>
  >;
  const counts: SearchCounts = {
    people: answer.counts.person,
    companies: answer.counts.company,
    jobs: answer.counts.job,
    all: answer.counts.person + answer.counts.company + answer.counts.job,
  };
  const capped: SearchCountsCapped = {
    people: answer.capped.person,
    companies: answer.capped.company,
    jobs: answer.capped.job,
    all: answer.capped.person || answer.capped.company || answer.capped.job,
  };
  return {
    items: await loadItems(s, viewerId, answer.hits, view),
    page,
    page_size: SEARCH_PAGE_SIZE,
    total: answer.filtered?.count ?? counts[type],
    total_capped: answer.filtered?.capped ?? capped[type],
    has_next: answer.more,
    counts,
    counts_capped: capped,
  };
}
