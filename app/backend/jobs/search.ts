/**
 * Job search (issue 33, decision 171): open job posts for a keyword query and the job filters,
 * for visitors and members alike (`GET /api/job-post/search/`, the pages `/jobs` and
 * `/individual/jobs`).
 *
 * - With words: the search index's job documents (title, skills, company, body: weighted in that
 *   order), every word matching and the last as a prefix; of the newest
 *   SEARCH_FILTER_CANDIDATES text matches, the open ones that meet the filters, by relevance then
 *   newest (or newest, or by salary, as `sort` says), a page by keyset on (score, time, id).
 *   When nothing matches, the query is relaxed a word at a time (the one that matches fewest
 *   posts alone goes first), up to MAX_DROPPED words, and the answer says which were dropped.
 * - Without words: the open posts that meet the filters, newest first, by keyset.
 *
 * Only open posts whose end has not passed are found: the post's own row decides (a document
 * left behind by a race with a close or a delete is never shown).
 */
import { ApiError } from "#app/backend/lib/envelope.ts";
import {
  COUNT_CAP,
  CURSOR_INVALID,
  keysetPage,
  type CursorKey,
  type PageRequest,
  type Paged,
} from "#app/backend/lib/paging.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { searchIndexFor, type JobSearchKey } from "#app/backend/search/search-index.ts";
import { queryTerms, queryWords, relaxedTerms, type QueryTerm } from "#app/backend/search/text.ts";
import { jobFilterCondition, jobSortOrder, type JobFilters } from "./filters.ts";
import { openJobs } from "./feeds.ts";
import { loadJobPosts, type JobListView, type PostIn } from "./job-post.ts";

/** At most this many words are dropped from a query that finds nothing. */
export const MAX_DROPPED = 3;

/**
 * Words that say nothing about a job on their own ("jobs in Pune"): left out of a query unless it
 * has nothing else. PostgreSQL's English configuration drops these (and more) itself; SQLite's
 * FTS5 keeps every word, so both databases are given the same words.
 */
const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "by",
  "for",
  "from",
  "in",
  "job",
  "jobs",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

/** The words a job search uses: the query's words without the stop words (all of them when only those are left). */
export function jobSearchWords(text: string): string[] {
  const words = queryWords(text);
  const kept = words.filter((word) => !STOP_WORDS.has(word));
  return kept.length > 0 ? kept : words;
}

/** What the search used: the words typed (as read), the words searched, and those dropped to find something. */
export type JobSearchQuery = { text: string; words: string[]; relaxed: boolean; dropped: string[] };

export type JobSearchResult<V extends JobListView> = Paged<PostIn<V>> & { query: JobSearchQuery };

/** A ranked search's cursor: [`score|time`, id]. */
export function searchCursorKey(key: JobSearchKey): CursorKey {
  return [`${key.score}|${key.at}`, key.id];
}

function searchKeyOf(cursor: CursorKey): JobSearchKey {
  const bar = cursor[0].indexOf("|");
  const score = Number(cursor[0].slice(0, bar));
  if (bar < 1 || !Number.isFinite(score)) throw new ApiError(400, CURSOR_INVALID);
  return { score, at: cursor[0].slice(bar + 1), id: cursor[1] };
}

export async function searchJobs<V extends JobListView>(
  s: Services,
  viewerId: number | null,
  text: string,
  filters: JobFilters,
  request: PageRequest,
  view: V,
): Promise<JobSearchResult<V>> {
  const words = jobSearchWords(text);
  const query: JobSearchQuery = { text: text.trim(), words, relaxed: false, dropped: [] };
  if (words.length === 0) return { ...(await openJobs(s, viewerId, request, filters, view)), query };

  const index = searchIndexFor(s.dialect);
  const now = s.now();
  const bySalary = filters.sort === "salary";
  const search = {
    condition: jobFilterCondition(filters, now, "p", viewerId),
    rank: filters.sort === "newest" ? ("newest" as const) : ("relevance" as const),
    order: bySalary ? jobSortOrder("salary", filters, "p") : null,
    limit: request.limit,
    offset: request.offset,
    now,
    ...(bySalary
      ? {}
      : { after: request.after && searchKeyOf(request.after), before: request.before && searchKeyOf(request.before) }),
  };
  let terms: QueryTerm[] = queryTerms(words);
  let answer = await index.searchJobs(s.db, { ...search, terms });
  // Nothing at all (not only on this page): drop the most restrictive word and try again. The
  // counts of the words alone are bounded index reads, made once.
  let counts: number[] | null = null;
  const dropped: QueryTerm[] = [];
  while (answer.matched === 0 && terms.length > 1 && dropped.length < MAX_DROPPED) {
    counts ??= await Promise.all(terms.map((term) => index.countMatches(s.db, "job", [term], COUNT_CAP)));
    const relaxed = relaxedTerms(terms, counts);
    if (!relaxed) break;
    const at = terms.indexOf(relaxed.dropped);
    counts = counts.filter((_, i) => i !== at);
    terms = relaxed.terms;
    dropped.push(relaxed.dropped);
    answer = await index.searchJobs(s.db, { ...search, terms });
  }
  if (dropped.length > 0) {
    query.relaxed = true;
    query.words = terms.map((term) => term.word);
    query.dropped = dropped.map((term) => term.word);
  }

  const total = Math.min(answer.matched, COUNT_CAP);
  const totalCapped = answer.matched > COUNT_CAP || answer.candidatesFull;
  if (bySalary) {
    const rows = answer.rows.slice(0, request.limit);
    return {
      items: await loadJobPosts(
        s.db,
        rows.map((row) => row.id),
        viewerId,
        now,
        view,
      ),
      page: request.page,
      pageSize: request.limit,
      total,
      totalCapped,
      hasNext: answer.rows.length > request.limit,
      query,
    };
  }
  const { rows, ...paging } = keysetPage(answer.rows, request, searchCursorKey);
  return {
    items: await loadJobPosts(
      s.db,
      rows.map((row) => row.id),
      viewerId,
      now,
      view,
    ),
    page: request.page,
    pageSize: request.limit,
    total,
    totalCapped,
    ...paging,
    query,
  };
}
