/**
 * The paged lists of job posts (`GET /api/job-post/list/`):
 * - `suggested` (individuals): every open post but your own, ranked by overlap with you — your
 *   skills among the post's skills (one point each), your profile location among its locations
 *   (one point), its sector among the (up to five) main sectors of your current company (one point; a company's
 *   sectors are "known" from the posts made at it) — then newest first;
 * - `applied` (individuals): the posts you asked a referral on, newest request first, with
 *   `my_referral_status` and `applied_on`;
 * - `my_company` (individuals): open posts at the company of any of your current experiences;
 * - `recent` (addition): open posts of companies (corporate posters), newest first;
 * - `mine`: your own posts, open or closed, newest first (the dashboards);
 * - `network` (issue 5, individuals): open posts by your connections and open posts your
 *   connections reposted, newest (post or repost time) first, never your own; a reposted item
 *   carries `reposted_by_connection` (the connection who reposted it last), null when a
 *   connection posted it;
 * - `saved` (individuals, decision 132): the posts you saved, open or closed, newest saved first,
 *   with `saved_at`;
 * - `following` (individuals, decision 177): the open posts of the companies you follow of the
 *   last FOLLOWING_FEED_DAYS days, newest first;
 * - `?user_id=`: that member's or company's open posts, newest first (public).
 *
 * Every list takes the job filters and sort of app/forms/jobs/job-filters.form.ts (issue 13, decision 129):
 * keyset lists add the filters' condition to their query (still one index walk in the list's
 * order, stopped by the LIMIT); ranked lists filter and order their bounded candidates, and
 * suggested jobs also take the newest posts that match the filters as candidates. `sort=salary`
 * orders the newest COUNT_CAP matches by salary and pages by number.
 */
import { notBlocked } from "#app/backend/blocks/service.ts";
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { Db } from "#app/backend/lib/db/index.ts";
import {
  cappedCount,
  COUNT_CAP,
  keysetPage,
  keysetQuery,
  type PageRequest,
  type Paged,
} from "#app/backend/lib/paging.ts";
import { personSummary } from "#app/backend/lib/person.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { friendsOf } from "#app/backend/network/graph.ts";
import { memberKey } from "#app/backend/lib/list-cache.ts";
import { OPEN_STATUSES } from "#app/backend/referrals/application-status.ts";
import { hasJobFilters, jobFilterKey, NO_JOB_FILTERS } from "#app/forms/jobs/job-filters.form.ts";
import { jobFilterCondition, jobSortOrder, type JobFilters } from "./filters.ts";
import { loadJobPosts, type JobListView, type PostIn } from "./job-post.ts";
import { historiesOf } from "#app/backend/referrals/referrals.ts";
import { iso } from "#app/backend/lib/time.ts";

/** A job list (`list/?type=`). */
export type FeedKind = JobFeedType;

import type {
  AppliedJobPost,
  ApplicationStatus,
  JobFeedType,
  MyApplication,
  NetworkJobPost,
  SavedJobPost,
} from "#app/contract/jobs.ts";
export type { AppliedJobPost, NetworkJobPost, SavedJobPost };

/** An item of `applied` as a list in `view` answers it. */
export type AppliedIn<V extends JobListView> = PostIn<V> &
  Pick<AppliedJobPost, "referral_id" | "applied_on" | "application">;

/**
 * One page of a list of posts sorted newest first by (`time`, `id`) — by keyset when the request
 * carries a cursor — with its total counted up to COUNT_CAP, turned into JobPosts. `query` is the
 * list's filter, before any select; `filters` narrow it further. With `sort=salary`, the newest
 * COUNT_CAP matches ordered by salary, by page number.
 */
async function keysetPosts<V extends JobListView>(
  s: Services,
  viewerId: number | null,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: SelectQueryBuilder<any, any, any>,
  time: string,
  id: string,
  request: PageRequest,
  filters: JobFilters,
  view: V,
): Promise<Paged<PostIn<V>>> {
  const condition = jobFilterCondition(filters, s.now(), "p", viewerId);
  // Posters blocked either way are left out of the count too (decision 174): one seek a row.
  const visible = viewerId === null ? query : query.where(notBlocked(viewerId, "p.user_id"));
  const filtered = condition ? visible.where(condition) : visible;
  if (filters.sort === "salary") {
    const { rows, ...rest } = await bySalary(s, filtered.select(`${id} as id`), time, id, "id", filters, request);
    return {
      items: await loadJobPosts(
        s.db,
        rows.map((row) => Number(row.id)),
        viewerId,
        s.now(),
        view,
      ),
      ...rest,
    };
  }
  const [counted, read] = await Promise.all([
    cappedCount(s.db, filtered.select(id)),
    keysetQuery(filtered.select([`${id} as id`, `${time} as at`]), time, id, request).execute(),
  ]);
  const { rows, ...paging } = keysetPage(read as Array<{ id: number; at: string }>, request, (row) => [
    row.at,
    Number(row.id),
  ]);
  return {
    items: await loadJobPosts(
      s.db,
      rows.map((row) => Number(row.id)),
      viewerId,
      s.now(),
      view,
    ),
    page: request.page,
    pageSize: request.limit,
    ...counted,
    ...paging,
  };
}

/**
 * `sort=salary` on a keyset list: its newest COUNT_CAP + 1 rows (one index walk in the list's
 * order), the page of them by salary (a second statement over those posts' ids), paged by
 * number. `query` selects the rows (with the post's id as `postId`) of the filtered list.
 */
async function bySalary<Row extends Record<string, unknown>>(
  s: Services,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query: SelectQueryBuilder<any, any, Row>,
  time: string,
  id: string,
  postId: keyof Row & string,
  filters: JobFilters,
  request: PageRequest,
): Promise<{ rows: Row[]; page: number; pageSize: number; total: number; totalCapped: boolean; hasNext: boolean }> {
  const newest = (await query
    .orderBy(time, "desc")
    .orderBy(id, "desc")
    .limit(COUNT_CAP + 1)
    .execute()) as Row[];
  const candidates = newest.slice(0, COUNT_CAP);
  const ids = candidates.map((row) => Number(row[postId]));
  const ordered = (
    await orderPosts(s.db, ids, null, jobSortOrder("salary", filters, "p"), request.offset + request.limit + 1)
  ).slice(request.offset);
  const byPost = new Map(candidates.map((row) => [Number(row[postId]), row]));
  return {
    rows: ordered.slice(0, request.limit).map((postIdValue) => byPost.get(postIdValue)!),
    page: request.page,
    pageSize: request.limit,
    total: candidates.length,
    totalCapped: newest.length > COUNT_CAP,
    hasNext: ordered.length > request.limit,
  };
}

/**
 * Of these posts, those that meet `condition` (all, when null), in `order` — or in the order of
 * `ids` when there is none — the first `limit`. One statement by primary key.
 */
async function orderPosts(
  db: Db,
  ids: readonly number[],
  condition: RawBuilder<SqlBool> | null,
  order: RawBuilder<unknown> | null,
  limit = Infinity,
): Promise<number[]> {
  if (ids.length === 0) return [];
  if (!condition && !order) return ids.slice(0, limit);
  const { rows } = await sql<{ id: number }>`
    select p.id from job_posts p
    where p.id in (${sql.join(ids)})${condition ? sql` and ${condition}` : sql``}
    ${order ? sql`order by ${order}` : sql``}
    ${Number.isFinite(limit) && order ? sql`limit ${limit}` : sql``}`.execute(db);
  const found = rows.map((row) => Number(row.id));
  if (order) return found;
  const kept = new Set(found);
  return ids.filter((postId) => kept.has(postId)).slice(0, limit);
}

function openPosts(db: Db) {
  return db.selectFrom("job_posts as p").where("p.status", "=", "open");
}

/** Of each thing the member has (a skill, their city, a sector of their company), the newest open posts that are candidates. */
export const SUGGESTED_PER_SOURCE = 100;
/** Skills of the member that bring candidates (the first ones of the profile). */
const SUGGESTED_SKILLS = 15;
/** Sectors of the member's current company that count (the ones it posts in most). */
const SUGGESTED_SECTORS = 5;

/**
 * Suggested jobs. The candidates come from indexes, each source bounded by
 * SUGGESTED_PER_SOURCE: the newest posts with each of the member's skills, in the member's
 * city, in a sector of the member's current company, and the newest posts of all (so a member
 * with nothing on the profile still sees jobs). Only the candidates are scored and ranked, so the
 * cost follows the member's profile, not the number of posts, and the list holds at most a few
 * thousand posts (ids grow with time, so "newest" is the id order).
 *
 * With filters, the newest FILTERED_CANDIDATES open posts that meet them are candidates too (one
 * walk of the index of posts by status and time, which holds the filtered columns), and only
 * candidates that meet them are ranked: the
 * posts that fit the member best first, then the other matches. `sort` orders the same candidates
 * by time or salary instead of the score.
 */
async function suggested<V extends JobListView>(
  s: Services,
  viewerId: number,
  request: PageRequest,
  filters: JobFilters,
  view: V,
): Promise<Paged<PostIn<V>>> {
  const { limit, offset } = request;
  // The ranking is kept a minute (list-cache.ts), per member and filters; the page's posts are
  // read fresh, and one that closed meanwhile is left out.
  const custom = hasJobFilters(filters) || filters.sort !== "relevance";
  const key = custom ? `${memberKey(viewerId)}|${jobFilterKey(filters)}` : memberKey(viewerId);
  const ranked = await s.lists.suggestedJobs.through(key, () => rankSuggested(s, viewerId, filters));
  if (offset + limit > ranked.ids.length && ranked.ids.length < ranked.total) {
    // Past the kept part of a long list: rank again for this page.
    return suggestedPage(s, viewerId, await rankSuggested(s, viewerId, filters, Infinity), request, view);
  }
  return suggestedPage(s, viewerId, ranked, request, view);
}

async function suggestedPage<V extends JobListView>(
  s: Services,
  viewerId: number,
  ranked: RankedIds,
  request: PageRequest,
  view: V,
): Promise<Paged<PostIn<V>>> {
  const { page, limit, offset } = request;
  const posts = await loadJobPosts(s.db, ranked.ids.slice(offset, offset + limit), viewerId, s.now(), view);
  return {
    items: posts.filter((post) => post.status === "open"),
    page,
    pageSize: limit,
    total: ranked.total,
    totalCapped: ranked.totalCapped,
    hasNext: offset + limit < ranked.total,
  };
}

/** How many ranked suggestions are kept per member (the first pages). */
const SUGGESTED_KEPT = 200;
/** With filters: the newest open posts that meet them, taken as candidates besides the member's own sources. */
export const FILTERED_CANDIDATES = COUNT_CAP;

type RankedIds = { ids: number[]; total: number; totalCapped?: boolean };

async function rankSuggested(
  s: Services,
  viewerId: number,
  filters: JobFilters,
  keep = SUGGESTED_KEPT,
): Promise<RankedIds> {
  const db = s.db;
  const condition = jobFilterCondition(filters, s.now(), "p", viewerId);
  const [me, skillRows, sectorRows] = await Promise.all([
    db.selectFrom("individuals").select("location_id").where("user_id", "=", viewerId).executeTakeFirst(),
    db
      .selectFrom("individual_skills")
      .select("skill_id")
      .where("user_id", "=", viewerId)
      .orderBy("position")
      .limit(SUGGESTED_SKILLS)
      .execute(),
    // The sectors the member's company posts in most (a large company posts in nearly all).
    db
      .selectFrom("experiences as e")
      .innerJoin("job_posts as cp", "cp.company_id", "e.company_id")
      .select("cp.sector_id")
      .where("e.user_id", "=", viewerId)
      .where("e.is_current", "=", true)
      .groupBy("cp.sector_id")
      .orderBy(sql`count(*)`, "desc")
      .orderBy("cp.sector_id")
      .limit(SUGGESTED_SECTORS)
      .execute(),
  ]);
  const myLocation = me?.location_id ?? -1;
  const skills = skillRows.map((row) => row.skill_id);
  const sectors = sectorRows.map((row) => row.sector_id);
  const n = SUGGESTED_PER_SOURCE;
  // Each source is its own bounded index walk (newest first, LIMIT n).
  const [matching, ...sources] = await Promise.all([
    condition
      ? db
          .selectFrom("job_posts as p")
          .select("p.id")
          .where("p.status", "=", "open")
          .where(condition)
          .orderBy("p.created_at", "desc")
          .orderBy("p.id", "desc")
          .limit(FILTERED_CANDIDATES + 1)
          .execute()
      : Promise.resolve([]),
    db.selectFrom("job_posts").select("id").where("status", "=", "open").orderBy("id", "desc").limit(n).execute(),
    ...skills.map((skill) =>
      db
        .selectFrom("job_post_skills")
        .select("job_post_id as id")
        .where("skill_id", "=", skill)
        .orderBy("job_post_id", "desc")
        .limit(n)
        .execute(),
    ),
    db
      .selectFrom("job_post_locations")
      .select("job_post_id as id")
      .where("location_id", "=", myLocation)
      .orderBy("job_post_id", "desc")
      .limit(n)
      .execute(),
    ...sectors.map((sector) =>
      db
        .selectFrom("job_posts")
        .select("id")
        .where("sector_id", "=", sector)
        .where("status", "=", "open")
        .orderBy("id", "desc")
        .limit(n)
        .execute(),
    ),
  ]);
  const candidates = [
    ...new Set([...matching.slice(0, FILTERED_CANDIDATES), ...sources.flat()].map((row) => Number(row.id))),
  ];
  const inList = (ids: number[]) => (ids.length === 0 ? sql`(null)` : sql`(${sql.join(ids)})`);
  const order = jobSortOrder(filters.sort, filters, "p") ?? sql`score desc, p.created_at desc, p.id desc`;
  // The status is read, not a condition: with `status = 'open'`, SQLite's sampled statistics may
  // make it walk the status index instead of looking the candidates up by id. Closed ones are
  // dropped here.
  const { rows: scored } = await sql<{ id: number; status: string }>`
    select p.id, p.status,
      (select count(*) from job_post_skills ps where ps.job_post_id = p.id and ps.skill_id in ${inList(skills)})
      + (case when exists (select 1 from job_post_locations pl where pl.job_post_id = p.id and pl.location_id = ${myLocation}) then 1 else 0 end)
      + (case when p.sector_id in ${inList(sectors)} then 1 else 0 end) as score
    from job_posts p
    where p.id in ${inList(candidates)} and p.user_id <> ${viewerId}${condition ? sql` and ${condition}` : sql``}
    order by ${order}`.execute(db);
  const rows = scored.filter((row) => row.status === "open");
  const ids = rows.slice(0, keep).map((row) => Number(row.id));
  if (!condition) return { ids, total: rows.length };
  // Every post that meets the filters is a candidate unless the walk stopped at its limit.
  const more = matching.length > FILTERED_CANDIDATES;
  return { ids, total: Math.min(rows.length, COUNT_CAP), totalCapped: more || rows.length > COUNT_CAP };
}

/** The posts the member asked a referral on (any status of the post), newest request first. */
export async function listApplied<V extends JobListView = "full">(
  s: Services,
  viewerId: number,
  request: PageRequest,
  filters: JobFilters = NO_JOB_FILTERS,
  view?: V,
): Promise<Paged<AppliedIn<V>>> {
  const condition = jobFilterCondition(filters, s.now(), "p", viewerId);
  const all = s.db
    .selectFrom("referrals as r")
    .innerJoin("job_posts as p", "p.id", "r.job_post_id")
    .where("r.user_id", "=", viewerId);
  const base = condition ? all.where(condition) : all;
  const columns = [
    "p.id",
    "r.id as referral_id",
    "r.created_at",
    "r.status",
    "r.status_at",
    "r.message",
    "r.resume_name",
    "r.resume_size",
  ] as const;
  type Row = {
    id: number;
    referral_id: number;
    created_at: string;
    status: ApplicationStatus;
    status_at: string;
    message: string | null;
    resume_name: string | null;
    resume_size: number | null;
  };
  const withApplication = async (rows: Row[]): Promise<AppliedIn<V>[]> => {
    const [posts, histories] = await Promise.all([
      loadJobPosts(
        s.db,
        rows.map((row) => row.id),
        viewerId,
        s.now(),
        view,
      ),
      historiesOf(
        s.db,
        rows.map((row) => row.referral_id),
      ),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const applicationOf = (row: Row): MyApplication => ({
      referral_id: row.referral_id,
      status: row.status,
      status_at: row.status_at,
      message: row.message,
      resume: row.resume_name === null ? null : { name: row.resume_name, size: Number(row.resume_size ?? 0) },
      history: histories.get(row.referral_id) ?? [],
      can_withdraw: OPEN_STATUSES.includes(row.status),
    });
    return posts.map((post) => {
      const row = byId.get(post.id)!;
      return { ...post, referral_id: row.referral_id, applied_on: row.created_at, application: applicationOf(row) };
    });
  };
  if (filters.sort === "salary") {
    const { rows, ...rest } = await bySalary(
      s,
      base.select([...columns]),
      "r.created_at",
      "r.id",
      "id",
      filters,
      request,
    );
    return { items: await withApplication(rows as Row[]), ...rest };
  }
  // Unfiltered, the count needs no post: every referral has one (its foreign key), so it reads
  // the member's referrals from their index alone.
  const counting = condition
    ? base.select("r.id")
    : s.db.selectFrom("referrals as r").select("r.id").where("r.user_id", "=", viewerId);
  const [counted, read] = await Promise.all([
    cappedCount(s.db, counting),
    keysetQuery(base.select([...columns]), "r.created_at", "r.id", request).execute(),
  ]);
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.created_at, row.referral_id]);
  return {
    items: await withApplication(rows as Row[]),
    page: request.page,
    pageSize: request.limit,
    ...counted,
    ...paging,
  };
}

/**
 * The posts the member saved (open or closed: a closed one is marked on the card), newest saved
 * first: one walk of saved_jobs (user_id, created_at, id) by keyset, each row joined to its post
 * by primary key for the filters.
 */
export async function listSaved<V extends JobListView = "full">(
  s: Services,
  viewerId: number,
  request: PageRequest,
  filters: JobFilters = NO_JOB_FILTERS,
  view?: V,
): Promise<Paged<PostIn<V> & Pick<SavedJobPost, "saved_at">>> {
  const condition = jobFilterCondition(filters, s.now(), "p", viewerId);
  const all = s.db
    .selectFrom("saved_jobs as sj")
    .innerJoin("job_posts as p", "p.id", "sj.job_post_id")
    .where("sj.user_id", "=", viewerId);
  const base = condition ? all.where(condition) : all;
  type Row = { id: number; saved_id: number; created_at: string };
  const withSavedAt = async (rows: Row[]) => {
    const savedAt = new Map(rows.map((row) => [Number(row.id), row.created_at]));
    const posts = await loadJobPosts(
      s.db,
      rows.map((row) => Number(row.id)),
      viewerId,
      s.now(),
      view,
    );
    return posts.map((post) => ({ ...post, saved_at: savedAt.get(post.id)! }));
  };
  const columns = ["p.id", "sj.id as saved_id", "sj.created_at"] as const;
  if (filters.sort === "salary") {
    const { rows, ...rest } = await bySalary(
      s,
      base.select([...columns]),
      "sj.created_at",
      "sj.id",
      "id",
      filters,
      request,
    );
    return { items: await withSavedAt(rows as Row[]), ...rest };
  }
  const [counted, read] = await Promise.all([
    cappedCount(s.db, base.select("sj.id")),
    keysetQuery(base.select([...columns]), "sj.created_at", "sj.id", request).execute(),
  ]);
  const { rows, ...paging } = keysetPage(read as Row[], request, (row) => [row.created_at, Number(row.saved_id)]);
  return { items: await withSavedAt(rows), page: request.page, pageSize: request.limit, ...counted, ...paging };
}

/**
 * Open posts at the company of any of the member's current experiences, newest first. The
 * companies are read first: for the usual one, the list is a walk of that company's open posts in
 * order (index on company_id, status, created_at, id), not of every open post newest first.
 */
async function myCompany<V extends JobListView>(
  s: Services,
  viewerId: number,
  request: PageRequest,
  filters: JobFilters,
  view: V,
): Promise<Paged<PostIn<V>>> {
  const rows = await s.db
    .selectFrom("experiences as e")
    .select("e.company_id")
    .distinct()
    .where("e.user_id", "=", viewerId)
    .where("e.is_current", "=", true)
    .execute();
  const companies = rows.map((row) => row.company_id);
  const query =
    companies.length === 0
      ? openPosts(s.db).where(sql<boolean>`1 = 0`)
      : companies.length === 1
        ? openPosts(s.db).where("p.company_id", "=", companies[0])
        : openPosts(s.db).where("p.company_id", "in", companies);
  return keysetPosts(s, viewerId, query, "p.created_at", "p.id", request, filters, view);
}

/** Open posts of companies (corporate posters), newest first. */
async function recent<V extends JobListView>(
  s: Services,
  viewerId: number | null,
  request: PageRequest,
  filters: JobFilters,
  view: V,
): Promise<Paged<PostIn<V>>> {
  const query = openPosts(s.db).innerJoin("users as u", "u.id", "p.user_id").where("u.type_of_user", "=", "corporate");
  return keysetPosts(s, viewerId, query, "p.created_at", "p.id", request, filters, view);
}

/** How far back the feed of followed companies reaches: it shows what is new. */
export const FOLLOWING_FEED_DAYS = 30;

/**
 * The open posts of the companies the member follows, newest first (decision 177). Its candidates
 * come from indexes: the member's follows (the primary key), and each company's open posts of the
 * window (job_posts (user_id, status, created_at, id)); only those are sorted. A member who
 * follows many busy companies sorts more, bounded by the window, never by the site's posts.
 */
async function following<V extends JobListView>(
  s: Services,
  viewerId: number,
  request: PageRequest,
  filters: JobFilters,
  view: V,
): Promise<Paged<PostIn<V>>> {
  const since = iso(new Date(s.now().getTime() - FOLLOWING_FEED_DAYS * 24 * 60 * 60 * 1000));
  const query = s.db
    .selectFrom("company_follows as f")
    .innerJoin("job_posts as p", "p.user_id", "f.company_user_id")
    .where("f.user_id", "=", viewerId)
    .where("p.status", "=", "open")
    .where("p.created_at", ">=", since);
  return keysetPosts(s, viewerId, query, "p.created_at", "p.id", request, filters, view);
}

/**
 * Every open post whose end has not passed, newest first (the job search without words, issue
 * 33; public): one walk of the posts by status and time, which holds the filtered columns.
 */
export async function openJobs<V extends JobListView>(
  s: Services,
  viewerId: number | null,
  request: PageRequest,
  filters: JobFilters,
  view: V,
): Promise<Paged<PostIn<V>>> {
  // The end is checked on each post the walk reads, never used to pick an index: on SQLite (`+`)
  // the (status, valid_through) index would read every open post and sort them.
  const ended =
    s.dialect === "sqlite"
      ? sql<boolean>`+p.valid_through > ${iso(s.now())}`
      : sql<boolean>`p.valid_through > ${iso(s.now())}`;
  const query = openPosts(s.db).where(ended);
  return keysetPosts(s, viewerId, query, "p.created_at", "p.id", request, filters, view);
}

/** A poster's posts: all of them for the poster (`mine`), the open ones for everyone else. */
export async function postsBy<V extends JobListView = "full">(
  s: Services,
  viewerId: number | null,
  userId: number,
  request: PageRequest,
  includeClosed: boolean,
  filters: JobFilters = NO_JOB_FILTERS,
  view?: V,
): Promise<Paged<PostIn<V>>> {
  const all = s.db.selectFrom("job_posts as p").where("p.user_id", "=", userId);
  return keysetPosts(
    s,
    viewerId,
    includeClosed ? all : all.where("p.status", "=", "open"),
    "p.created_at",
    "p.id",
    request,
    filters,
    (view ?? "full") as V,
  );
}

/** How many of the newest events (posts by connections, reposts by connections) the network feed reads of each. */
export const NETWORK_FEED_EVENTS = 1000;

/**
 * The network feed: one row per post, at the time it reached the network — its creation when a
 * connection posted it, else the newest repost by a connection. It reads the newest
 * NETWORK_FEED_EVENTS open posts by the member's connections and as many of their reposts,
 * through the posts-by-member and reposts-by-member indexes, so its cost follows the member's
 * network, not the number of posts; older events are beyond the feed's end.
 */
export async function networkFeed<V extends JobListView = "full">(
  s: Services,
  viewerId: number,
  request: PageRequest,
  filters: JobFilters = NO_JOB_FILTERS,
  view?: V,
): Promise<Paged<PostIn<V> & Pick<NetworkJobPost, "reposted_by_connection">>> {
  const { page, limit, offset } = request;
  // The merged events are kept a minute (list-cache.ts); the page's posts are read fresh, and a
  // post that closed meanwhile is left out.
  const condition = jobFilterCondition(filters, s.now(), "p", viewerId);
  const order = jobSortOrder(filters.sort, filters, "p");
  let feed: { items: Array<[number, number | null]>; total: number };
  if (condition || order) {
    // Filtered or sorted: all of the (bounded) feed, then its posts that meet the filters, in the sort's order.
    const all = await s.lists.networkFeed.through(`${memberKey(viewerId)}|all`, () =>
      networkEvents(s, viewerId, Infinity),
    );
    const reposterOf = new Map(all.items);
    const ids = await orderPosts(
      s.db,
      all.items.map(([id]) => id),
      condition,
      order,
    );
    feed = { items: ids.map((id): [number, number | null] => [id, reposterOf.get(id) ?? null]), total: ids.length };
  } else {
    feed = await s.lists.networkFeed.through(memberKey(viewerId), () => networkEvents(s, viewerId, NETWORK_FEED_KEPT));
    if (offset + limit > feed.items.length && feed.items.length < feed.total)
      feed = await networkEvents(s, viewerId, Infinity);
  }
  const shown = feed.items.slice(offset, offset + limit);
  const reposterIds = [...new Set(shown.map(([, reposter]) => reposter).filter((id): id is number => id !== null))];
  const [posts, reposters] = await Promise.all([
    loadJobPosts(
      s.db,
      shown.map(([id]) => id),
      viewerId,
      s.now(),
      view,
    ),
    reposterIds.length === 0
      ? Promise.resolve([])
      : s.db
          .selectFrom("individuals")
          .select(["user_id", "first_name", "last_name", "bio", "profile_pic"])
          .where("user_id", "in", reposterIds)
          .execute(),
  ]);
  const reposterBy = new Map(reposters.map((row) => [row.user_id, personSummary(row)]));
  const reposterOf = new Map(shown);
  return {
    items: posts
      .filter((post) => post.status === "open")
      .map((post) => {
        const reposter = reposterOf.get(post.id) ?? null;
        return { ...post, reposted_by_connection: reposter === null ? null : (reposterBy.get(reposter) ?? null) };
      }),
    page,
    pageSize: limit,
    total: feed.total,
  };
}

/** How many network feed items are kept per member (the first pages). */
const NETWORK_FEED_KEPT = 200;

/** The feed's items, newest first, as [post id, reposting connection or null]: the first `keep`, and how many there are. */
async function networkEvents(
  s: Services,
  viewerId: number,
  keep: number,
): Promise<{ items: Array<[number, number | null]>; total: number }> {
  const friends = friendsOf(viewerId);
  const [posted, reposted] = await Promise.all([
    sql<{ id: number; at: string }>`
      select p.id, p.created_at as at from job_posts p
      where p.user_id in (${friends}) and p.status = 'open'
      order by p.created_at desc, p.id desc
      limit ${NETWORK_FEED_EVENTS}`.execute(s.db),
    sql<{ id: number; at: string; reposter_id: number; tiebreak: number }>`
      select r.job_post_id as id, r.created_at as at, r.user_id as reposter_id, r.id as tiebreak from job_post_reposts r
      inner join job_posts p on p.id = r.job_post_id
      where r.user_id in (${friends}) and p.status = 'open' and p.user_id <> ${viewerId}
        and p.user_id not in (${friends})
      order by r.created_at desc, r.id desc
      limit ${NETWORK_FEED_EVENTS}`.execute(s.db),
  ]);
  // One item per post: a connection's post as posted; a reposted post at its newest repost.
  type Item = { id: number; at: string; reposterId: number | null; tiebreak: number };
  const byPost = new Map<number, Item>();
  for (const row of posted.rows)
    byPost.set(Number(row.id), { id: Number(row.id), at: row.at, reposterId: null, tiebreak: Number(row.id) });
  for (const row of reposted.rows) {
    const id = Number(row.id);
    if (!byPost.has(id))
      byPost.set(id, { id, at: row.at, reposterId: Number(row.reposter_id), tiebreak: Number(row.tiebreak) });
  }
  const items = [...byPost.values()].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.tiebreak - a.tiebreak));
  return {
    items: items.slice(0, keep).map((item): [number, number | null] => [item.id, item.reposterId]),
    total: items.length,
  };
}

export async function listFeed<V extends JobListView = "full">(
  s: Services,
  viewerId: number,
  kind: FeedKind,
  request: PageRequest,
  filters: JobFilters = NO_JOB_FILTERS,
  view?: V,
): Promise<Paged<PostIn<V>>> {
  const as = (view ?? "full") as V;
  switch (kind) {
    case "suggested":
      return suggested(s, viewerId, request, filters, as);
    case "applied":
      return listApplied(s, viewerId, request, filters, as);
    case "my_company":
      return myCompany(s, viewerId, request, filters, as);
    case "recent":
      return recent(s, viewerId, request, filters, as);
    case "mine":
      return postsBy(s, viewerId, viewerId, request, true, filters, as);
    case "network":
      return networkFeed(s, viewerId, request, filters, as);
    case "saved":
      return listSaved(s, viewerId, request, filters, as);
    case "following":
      return following(s, viewerId, request, filters, as);
  }
}
