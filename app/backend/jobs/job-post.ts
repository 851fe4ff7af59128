/**
 * Job posts: the JobPost shape the API answers, who may see a post, and create, read, update,
 * delete. Only the poster edits, opens/closes or deletes a post (anyone else: 404, as if it did
 * not exist). Deleting a post deletes its likes, reposts, referrals and recommendations with it
 * (foreign keys cascade).
 */
import { blockBetween, blockedAmong, notBlocked } from "#app/backend/blocks/service.ts";
import { resolveEntry } from "#app/backend/master/entries.ts";
import { sql } from "kysely";
import { formatExperience } from "#app/forms/jobs/job-post.form.ts";
import { NO_STATUS, statusesWith } from "#app/backend/network/service.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { runCompiled } from "#app/backend/lib/db/compiled.ts";
import type { JobPostStatus, UserType } from "#app/backend/lib/db/schema.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { toCount } from "#app/backend/lib/paging.ts";
import { personSummary } from "#app/backend/lib/person.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { corporatesOfCompany, syncSearch } from "#app/backend/search/documents.ts";
import { iso } from "#app/backend/lib/time.ts";
import { timeAgo } from "#app/backend/lib/time-ago.ts";
import { deleteQuietly } from "#app/backend/files/swap.ts";
import { ACTIVE_STATUSES, legacyStatus } from "#app/backend/referrals/application-status.ts";
import { accountColumns, accountSummary } from "#app/backend/lib/account.ts";
import type { JobPostInput } from "./post-input.ts";
import { questionsOf, writeQuestions } from "#app/backend/referrals/screening.ts";
import { factsOf, pickFacts } from "#app/backend/lib/plain-facts.ts";
import { END_DATE, addDays } from "#app/forms/jobs/end-date.ts";

import { isModerator } from "#app/backend/moderation/roles.ts";
import { notSuspended } from "#app/backend/moderation/suspension.ts";
import {
  jobPostPlainFacts,
  type JobListView,
  type JobPost,
  type JobPostCard,
  type JobPostPlainFacts,
} from "#app/contract/jobs.ts";
export type { JobListView, JobPost, JobPostCard };

/** A post as a list in `view` answers it: the whole post, or its card (decision 143). */
export type PostIn<V extends JobListView> = V extends "card" ? JobPostCard : JobPost;

/**
 * A post's plain facts (`jobPostPlainFacts` of the contract: title, job type, minimum
 * experience, employment type, openings, …): stored in the post's column of the same name as the
 * body gives them (absent: null), read by every statement of a post, card or whole, and answered
 * as stored. A new one is its rule and its column; this file follows by itself. The rest of the
 * body (ids the answer expands, lists, the description, the salary, the status) is written out
 * below.
 */
export const PLAIN_FACTS = Object.keys(jobPostPlainFacts) as (keyof JobPostPlainFacts)[];

/** How many reposters a JobPost carries in `reposted_by`. */
export const REPOSTED_BY_PREVIEW = 10;

export const JOB_POST_MESSAGES = {
  created: "Job post created.",
  loaded: "Job post loaded.",
  updated: "Job post updated.",
  opened: "Job post reopened.",
  closed: "Job post closed.",
  deleted: "Job post deleted.",
  listed: "Job posts loaded.",
  notFound: "Job post not found.",
  closedPost: "This job post is closed.",
  noProfile: "Complete your profile before posting jobs.",
  noCompanyProfile: "Complete your company profile before posting jobs.",
} as const;

/** Where the web shows a post (also the link of notifications about it; a deleted post's page is a 404). */
export function jobPostPath(id: number): string {
  return `/job-details/${id}`;
}

export type PostRef = { id: number; user_id: number; status: JobPostStatus; title: string; hidden_at: string | null };

export async function findPost(db: Db, id: number): Promise<PostRef | undefined> {
  const row = await db
    .selectFrom("job_posts as p")
    .innerJoin("users as u", "u.id", "p.user_id")
    .select(["p.id", "p.user_id", "p.status", "p.title", "p.hidden_at", "u.suspended_until"])
    .where("p.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { suspended_until, ...post } = row;
  return { ...post, hidden_at: hiddenSince(post.hidden_at, suspended_until, new Date()) };
}

/**
 * When a post stopped being shown to others (null: it is shown): moderation hid it, or its
 * poster's account is suspended or banned (decision 175: a suspended account's content is hidden).
 */
function hiddenSince(hiddenAt: string | null, posterSuspendedUntil: string | null, now: Date): string | null {
  if (hiddenAt !== null) return hiddenAt;
  return posterSuspendedUntil !== null && posterSuspendedUntil > iso(now) ? posterSuspendedUntil : null;
}

/**
 * Who may see a post: anyone with its link, open or closed (a closed post says it no longer
 * takes applications, decision 130); only a deleted post is gone. Lists still show open posts only.
 * A post moderation hid (frozen by scam reports, or removed: decision 175) is its poster's and
 * the moderators' only. A block either way between the viewer and the poster hides it too
 * (decision 174): reading, liking, saving, reposting, applying and recommending all answer 404.
 */
export async function mayView(db: Db, post: PostRef, viewerId: number | null): Promise<boolean> {
  if (
    post.hidden_at !== null &&
    !(viewerId !== null && (viewerId === post.user_id || (await isModerator(db, viewerId))))
  )
    return false;
  if (viewerId === null || viewerId === post.user_id) return true;
  return (await blockBetween(db, viewerId, post.user_id)) === null;
}

/** The rows whose post `viewerId` may see: hidden ones only for their poster and moderators (one lookup, only when there are any). */
async function withoutHidden<R extends { user_id: number; hidden_at: string | null }>(
  db: Db,
  rows: R[],
  viewerId: number | null,
): Promise<R[]> {
  const hidden = rows.filter((row) => row.hidden_at !== null && row.user_id !== viewerId);
  if (hidden.length === 0 || (viewerId !== null && (await isModerator(db, viewerId)))) return rows;
  return rows.filter((row) => !hidden.includes(row));
}

/** The post if `viewerId` may see it, else 404. */
export async function visiblePost(db: Db, id: number, viewerId: number | null): Promise<PostRef> {
  const post = await findPost(db, id);
  if (!post || !(await mayView(db, post, viewerId))) throw new ApiError(404, JOB_POST_MESSAGES.notFound);
  return post;
}

/** The post if it is `viewerId`'s own, else 404 (another's post is not confirmed to exist). */
export async function ownPost(db: Db, id: number, viewerId: number): Promise<PostRef> {
  const post = await findPost(db, id);
  if (!post || post.user_id !== viewerId) throw new ApiError(404, JOB_POST_MESSAGES.notFound);
  return post;
}

/** An open post `viewerId` may see (404 when not visible, 400 when closed). */
export async function openPost(db: Db, id: number, viewerId: number | null): Promise<PostRef> {
  const post = await visiblePost(db, id, viewerId);
  if (post.status !== "open") throw new ApiError(400, JOB_POST_MESSAGES.closedPost);
  return post;
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/**
 * The JobPosts with these ids as `viewerId` (null: a visitor) sees them, in the order of `ids`
 * (ids that no longer exist are left out). A fixed number of queries whatever the page size.
 * `view` "card" (decision 143) reads and answers only what a card shows: no description, skills,
 * sector, domain, reposters, nor the viewer's connection with the poster (three statements fewer).
 */
export async function loadJobPosts<V extends JobListView = "full">(
  db: Db,
  ids: readonly number[],
  viewerId: number | null,
  now: Date,
  view?: V,
): Promise<PostIn<V>[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const card = view === "card";
  const viewer = viewerId ?? 0;
  // Built once per shape (a card or the whole post, a viewer or not, and how many ids):
  // lib/db/compiled.ts. The viewer's like, repost, save and application come in the same
  // statement, each a lookup in its table's (post, member) key.
  const found = await runCompiled(
    db,
    `job-posts:${card ? "card" : "full"}:${viewerId === null ? "visitor" : "viewer"}:${unique.length}`,
    viewerId === null ? unique : [viewer, viewer, viewer, viewer, ...unique],
    () =>
      db
        .selectFrom("job_posts as p")
        .innerJoin("users as u", "u.id", "p.user_id")
        .innerJoin("companies as co", "co.id", "p.company_id")
        .innerJoin("sectors as se", "se.id", "p.sector_id")
        .innerJoin("domains as d", "d.id", "p.domain_id")
        .innerJoin("currencies as cu", "cu.id", "p.currency_id")
        .leftJoin("individuals as i", "i.user_id", "p.user_id")
        .leftJoin("corporates as c", "c.user_id", "p.user_id")
        // The company's own account (one per company: companies.owner_user_id is unique), for its logo.
        .leftJoin("corporates as oc", "oc.user_id", "co.owner_user_id")
        .select([
          "p.id",
          "p.user_id",
          ...PLAIN_FACTS.map((fact) => `p.${fact}` as const),
          "p.salary",
          // A card does not show the description (sanitised HTML, often kilobytes): not read for one.
          (card ? sql<string>`''` : sql<string>`p.description`).as("description"),
          "p.status",
          "p.valid_through",
          "p.close_reason",
          "p.closed_at",
          "p.created_at",
          "p.updated_at",
          "p.like_count",
          "p.repost_count",
          "p.hidden_at",
          "u.suspended_until as poster_suspended_until",
          "u.type_of_user",
          "co.id as company_id",
          "co.title as company_title",
          "co.owner_user_id as company_account_id",
          "co.domain_verified_at as company_verified_at",
          sql<string | null>`coalesce(oc.logo, oc.profile_pic)`.as("company_logo"),
          "se.id as sector_id",
          "se.title as sector_title",
          "d.id as domain_id",
          "d.title as domain_title",
          "cu.id as currency_id",
          "cu.title as currency_title",
          "cu.code as currency_code",
          "cu.country as currency_country",
          ...accountColumns,
        ])
        .$if(viewerId !== null, (qb) =>
          qb
            .leftJoin("job_post_likes as ml", (join) =>
              join.onRef("ml.job_post_id", "=", "p.id").on("ml.user_id", "=", viewer),
            )
            .leftJoin("job_post_reposts as mr", (join) =>
              join.onRef("mr.job_post_id", "=", "p.id").on("mr.user_id", "=", viewer),
            )
            .leftJoin("saved_jobs as ms", (join) =>
              join.onRef("ms.job_post_id", "=", "p.id").on("ms.user_id", "=", viewer),
            )
            .leftJoin("referrals as mf", (join) =>
              join.onRef("mf.job_post_id", "=", "p.id").on("mf.user_id", "=", viewer),
            )
            .select([
              "ml.user_id as my_like",
              "mr.id as my_repost",
              "ms.id as my_save",
              "mf.id as my_referral_id",
              "mf.status as my_referral",
            ]),
        )
        .where("p.id", "in", unique),
  );
  const seen = await withoutHidden(
    db,
    found.map((row) => ({ ...row, hidden_at: hiddenSince(row.hidden_at, row.poster_suspended_until, now) })),
    viewerId,
  );
  // Posts of an account blocked either way are in no list the viewer sees (decision 174): one
  // lookup for the page's posters, so every feed, search and list leaves them out alike.
  const blocked = await blockedAmong(
    db,
    viewerId,
    seen.map((row) => row.user_id),
  );
  const rows = blocked.size === 0 ? seen : seen.filter((row) => !blocked.has(row.user_id));
  if (rows.length === 0) return [];

  const [locations, skills, responses, reposters, statuses, questions, skillMatches] = await Promise.all([
    runCompiled(db, `job-post-locations:${unique.length}`, unique, () =>
      db
        .selectFrom("job_post_locations as pl")
        .innerJoin("locations as l", "l.id", "pl.location_id")
        .select(["pl.job_post_id", "l.id", "l.city", "l.state", "l.country"])
        .where("pl.job_post_id", "in", unique)
        .orderBy("pl.job_post_id")
        .orderBy("pl.position"),
    ),
    card
      ? Promise.resolve([])
      : db
          .selectFrom("job_post_skills as ps")
          .innerJoin("skills as k", "k.id", "ps.skill_id")
          .select(["ps.job_post_id", "k.id", "k.title"])
          .where("ps.job_post_id", "in", unique)
          .orderBy("ps.job_post_id")
          .orderBy("ps.position")
          .execute(),
    (async () => {
      const own = rows.filter((row) => row.user_id === viewerId).map((row) => row.id);
      if (own.length === 0) return [];
      return db
        .selectFrom("referrals")
        .select((eb) => ["job_post_id", eb.fn.countAll().as("n")])
        .where("job_post_id", "in", own)
        .where("status", "in", [...ACTIVE_STATUSES])
        .groupBy("job_post_id")
        .execute();
    })(),
    // The newest reposters of each post: one bounded index read per post (job_post_id,
    // created_at, id), not a ranking of every repost of a busy post. Reposters blocked either
    // way or suspended are left out, as from the whole list (decisions 174, 182).
    card
      ? Promise.resolve([])
      : sql<{
          job_post_id: number;
          user_id: number;
          first_name: string;
          last_name: string;
          bio: string;
          profile_pic: string | null;
          created_at: string;
          repost_id: number;
        }>`${sql.join(
          unique.map(
            (id, i) => sql`select * from (
          select r.job_post_id, ri.user_id, ri.first_name, ri.last_name, ri.bio, ri.profile_pic, r.created_at, r.id as repost_id
          from job_post_reposts r inner join individuals ri on ri.user_id = r.user_id
          where r.job_post_id = ${id} and ${notBlocked(viewerId, "r.user_id")} and ${notSuspended("r.user_id", now)}
          order by r.created_at desc, r.id desc
          limit ${REPOSTED_BY_PREVIEW}) p${sql.raw(String(i))}`,
          ),
          sql` union all `,
        )}`
          .execute(db)
          .then((result) =>
            result.rows
              .map((row) => ({
                ...row,
                job_post_id: Number(row.job_post_id),
                user_id: Number(row.user_id),
                repost_id: Number(row.repost_id),
              }))
              // Newest first within each post (a union keeps no order of its own).
              .sort((a, b) =>
                a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.repost_id - a.repost_id,
              ),
          ),
    card
      ? Promise.resolve(new Map())
      : statusesWith(db, viewerId, [
          ...new Set(rows.filter((row) => row.type_of_user === "individual").map((row) => row.user_id)),
        ]),
    // Cards too: the apply dialog opens from a list and asks them (decision 167).
    questionsOf(db, unique),
    skillMatchesFor(db, viewerId, unique),
  ]);

  const locationsBy = groupBy(locations, (row) => row.job_post_id);
  const skillsBy = groupBy(skills, (row) => row.job_post_id);
  const responsesBy = new Map(responses.map((row) => [row.job_post_id, toCount(row.n)]));
  const repostersBy = groupBy(reposters, (row) => row.job_post_id);

  const byId = new Map(
    rows.map((row): [number, JobPost | JobPostCard] => {
      const poster = accountSummary({
        user_id: row.user_id,
        type_of_user: row.type_of_user as UserType,
        first_name: row.first_name,
        last_name: row.last_name,
        bio: row.bio,
        profile_pic: row.profile_pic,
        company_name: row.company_name,
        about: row.about,
        logo: row.logo,
        company_pic: row.company_pic,
      });
      const mine = viewerId !== null && row.user_id === viewerId;
      return [
        row.id,
        {
          id: row.id,
          job_post_id: row.id,
          ...pickFacts(PLAIN_FACTS, row),
          company: {
            id: row.company_id,
            title: row.company_title,
            logo: row.company_logo,
            account_id: row.company_account_id,
          },
          company_name: row.company_title,
          employer_verified:
            row.type_of_user === "corporate"
              ? row.company_account_id === row.user_id && row.company_verified_at !== null
              : null,
          ...(card
            ? {}
            : {
                sector: { id: row.sector_id, title: row.sector_title },
                domain: { id: row.domain_id, title: row.domain_title },
              }),
          min_experience: formatExperience(row.min_experience_years, row.min_experience_months),
          currency: {
            id: row.currency_id,
            title: row.currency_title,
            code: row.currency_code,
            country: row.currency_country,
          },
          salary: row.salary === null ? null : Number(row.salary),
          locations: (locationsBy.get(row.id) ?? []).map(({ id, city, state, country }) => ({
            id,
            city,
            state,
            country,
          })),
          ...(card ? {} : { skills: (skillsBy.get(row.id) ?? []).map(({ id, title }) => ({ id, title })) }),
          ...(card ? {} : { description: row.description }),
          status: row.status,
          valid_through: row.valid_through,
          close_reason: row.close_reason,
          closed_at: row.closed_at,
          posted_by: card ? poster : { ...poster, status: statuses.get(row.user_id) ?? { ...NO_STATUS } },
          posted_time_ago: timeAgo(row.created_at, now),
          created_at: row.created_at,
          updated_at: row.updated_at,
          is_mine: mine,
          like_count: toCount(row.like_count),
          liked_by_me: row.my_like != null,
          repost_count: toCount(row.repost_count),
          reposted_by_me: row.my_repost != null,
          saved_by_me: row.my_save != null,
          skill_match:
            mine || !skillMatches
              ? null
              : (skillMatches.get(row.id) ?? { matched: 0, total: 0, matched_skill_ids: [] }),
          response_count: mine ? (responsesBy.get(row.id) ?? 0) : null,
          my_referral_status: row.my_referral != null ? legacyStatus(row.my_referral) : null,
          my_application_status: row.my_referral ?? null,
          my_referral_id: row.my_referral_id ?? null,
          ...(card ? {} : { reposted_by: (repostersBy.get(row.id) ?? []).map((r) => personSummary(r)) }),
          questions: questions.get(row.id) ?? [],
        } as JobPost | JobPostCard,
      ];
    }),
  );
  return ids.map((id) => byId.get(id)).filter((post) => post !== undefined) as PostIn<V>[];
}

type SkillMatch = NonNullable<JobPost["skill_match"]>;

/**
 * Per post, which of its skills `viewerId` lists, of how many (decision 179); null when the
 * viewer has no skills (or is a visitor). One walk of the posts' skill keys, each probing the
 * viewer's (user_id, skill_id) key.
 */
async function skillMatchesFor(
  db: Db,
  viewerId: number | null,
  ids: readonly number[],
): Promise<Map<number, SkillMatch> | null> {
  if (viewerId === null) return null;
  const [hasSkills, rows] = await Promise.all([
    runCompiled(db, "viewer-has-skills", [viewerId, 1], () =>
      db.selectFrom("individual_skills").select("skill_id").where("user_id", "=", viewerId).limit(1),
    ),
    runCompiled(db, `job-post-skill-match:${ids.length}`, [viewerId, ...ids], () =>
      db
        .selectFrom("job_post_skills as ps")
        .leftJoin("individual_skills as vs", (join) =>
          join.onRef("vs.skill_id", "=", "ps.skill_id").on("vs.user_id", "=", viewerId),
        )
        .select(["ps.job_post_id", "ps.skill_id", "vs.user_id as mine"])
        .where("ps.job_post_id", "in", ids)
        .orderBy("ps.job_post_id")
        .orderBy("ps.position"),
    ),
  ]);
  if (hasSkills.length === 0) return null;
  const matches = new Map<number, SkillMatch>();
  for (const row of rows) {
    const postId = Number(row.job_post_id);
    let match = matches.get(postId);
    if (!match) matches.set(postId, (match = { matched: 0, total: 0, matched_skill_ids: [] }));
    match.total++;
    if (row.mine != null) {
      match.matched++;
      match.matched_skill_ids.push(Number(row.skill_id));
    }
  }
  return matches;
}

export async function loadJobPost(db: Db, id: number, viewerId: number | null, now: Date): Promise<JobPost> {
  const [post] = await loadJobPosts(db, [id], viewerId, now);
  if (!post) throw new ApiError(404, JOB_POST_MESSAGES.notFound);
  return post;
}

// ---------------------------------------------------------------------------
// Create, update, delete
// ---------------------------------------------------------------------------

/** The poster's company: an individual's pick, a corporate's own company. 403 without a profile. */
export async function posterCompany(db: Db, viewerId: number, type: UserType): Promise<number | null> {
  if (type === "corporate") {
    const company = await db
      .selectFrom("corporates")
      .select("company_id")
      .where("user_id", "=", viewerId)
      .executeTakeFirst();
    if (!company) throw new ApiError(403, JOB_POST_MESSAGES.noCompanyProfile);
    return company.company_id;
  }
  const me = await db.selectFrom("individuals").select("user_id").where("user_id", "=", viewerId).executeTakeFirst();
  if (!me) throw new ApiError(403, JOB_POST_MESSAGES.noProfile);
  return null;
}

async function writeLists(trx: Db, postId: number, input: JobPostInput): Promise<void> {
  await trx.deleteFrom("job_post_locations").where("job_post_id", "=", postId).execute();
  await trx.deleteFrom("job_post_skills").where("job_post_id", "=", postId).execute();
  await trx
    .insertInto("job_post_locations")
    .values(input.locations.map((location_id, position) => ({ job_post_id: postId, location_id, position })))
    .execute();
  await trx
    .insertInto("job_post_skills")
    .values(input.skills.map((skill_id, position) => ({ job_post_id: postId, skill_id, position })))
    .execute();
}

function postColumns(input: JobPostInput) {
  return {
    ...factsOf(PLAIN_FACTS, input),
    sector_id: input.sector,
    domain_id: input.domain,
    currency_id: input.currency,
    salary: input.salary,
    description: input.description,
  };
}

/** Stores a new open post of `viewerId` at `companyId`, with its locations and skills; returns its id. Its end: the input's, or 30 days on. */
export async function insertJobPost(
  trx: Db,
  viewerId: number,
  companyId: number,
  input: JobPostInput,
  at: Date,
): Promise<number> {
  const validThrough = input.valid_through ?? iso(addDays(at, END_DATE.defaultDays));
  const { id } = await trx
    .insertInto("job_posts")
    .values({
      user_id: viewerId,
      company_id: companyId,
      ...postColumns(input),
      status: "open",
      valid_through: validThrough,
      created_at: iso(at),
      updated_at: iso(at),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await writeLists(trx, id, input);
  return id;
}

/** The post's document and its company's (whose sector comes from its posts) in the search index; the company is looked up when not given. */
export async function syncPostSearch(trx: Db, s: Services, postId: number, companyId?: number): Promise<void> {
  const company = companyId ?? (await companyOfPost(trx, postId));
  await syncSearch(trx, s.dialect, { jobs: [postId], companies: await corporatesOfCompany(trx, company) });
}

async function companyOfPost(db: Db, id: number): Promise<number> {
  const row = await db.selectFrom("job_posts").select("company_id").where("id", "=", id).executeTakeFirstOrThrow();
  return row.company_id;
}

/** `companyId` null: the company typed in (`input.company_name`), found by its name or added (decision 135). */
export async function createJobPost(
  s: Services,
  viewerId: number,
  picked: number | null,
  input: JobPostInput,
): Promise<JobPost> {
  const now = s.now();
  const id = await s.db.transaction().execute(async (trx) => {
    const companyId = picked ?? (await resolveEntry(trx, "companies", input.company_name!));
    const created = await insertJobPost(trx, viewerId, companyId, input, now);
    if (input.questions) await writeQuestions(trx, created, input.questions);
    await syncPostSearch(trx, s, created, companyId);
    return created;
  });
  return loadJobPost(s.db, id, viewerId, now);
}

/**
 * Replaces the poster's post (the company stays); the end date when given (else unchanged).
 * `status` in a whole update is ignored: closing and reopening are their own calls (closing.ts),
 * so that a closing always ends and tells the applications.
 */
export async function updateJobPost(s: Services, viewerId: number, id: number, input: JobPostInput): Promise<JobPost> {
  const now = s.now();
  await s.db.transaction().execute(async (trx) => {
    await ownPost(trx, id, viewerId);
    await trx
      .updateTable("job_posts")
      .set((eb) => ({
        ...postColumns(input),
        // A new end date is due its 3-day notice again.
        ...(input.valid_through
          ? {
              valid_through: input.valid_through,
              ending_notice_at: eb
                .case()
                .when("valid_through", "=", input.valid_through)
                .then(eb.ref("ending_notice_at"))
                .else(null)
                .end(),
            }
          : {}),
        updated_at: iso(now),
      }))
      .where("id", "=", id)
      .execute();
    await writeLists(trx, id, input);
    // Absent: the questions stay as they are (callers from before decision 167 send none).
    if (input.questions) await writeQuestions(trx, id, input.questions);
    await syncPostSearch(trx, s, id, await companyOfPost(trx, id));
  });
  return loadJobPost(s.db, id, viewerId, now);
}

/**
 * Deletes the poster's post and (by cascade) its likes, reposts, referrals and recommendations;
 * the resumes attached to its applications are deleted from storage after the commit.
 */
export async function deleteJobPost(s: Services, viewerId: number, id: number): Promise<void> {
  const keys = await s.db.transaction().execute(async (trx) => {
    await ownPost(trx, id, viewerId);
    const companyId = await companyOfPost(trx, id);
    const attached = await trx
      .selectFrom("referrals")
      .select("resume_file_key")
      .where("job_post_id", "=", id)
      .where("resume_file_key", "is not", null)
      .execute();
    await trx.deleteFrom("job_posts").where("id", "=", id).execute();
    await syncPostSearch(trx, s, id, companyId);
    return attached.map((row) => row.resume_file_key).filter((key): key is string => key !== null);
  });
  for (const key of keys) await deleteQuietly(s, key);
}

/** How many similar open posts a post's page shows, and how many candidates each source gives. */
export const SIMILAR_POSTS = 4;
const SIMILAR_CANDIDATES = 20;
const SIMILAR_SKILLS = 5;

/**
 * Open posts like this one (for a closed post's page): from bounded index reads — the newest
 * open posts at the same company, and the newest posts with each of its first skills — ranked
 * by skills in common, then the same company, then newest. Never the post itself.
 */
export async function similarPosts(s: Services, id: number, viewerId: number | null): Promise<JobPost[]> {
  const post = await s.db.selectFrom("job_posts").select(["id", "company_id"]).where("id", "=", id).executeTakeFirst();
  if (!post) throw new ApiError(404, JOB_POST_MESSAGES.notFound);
  const skills = (
    await s.db
      .selectFrom("job_post_skills")
      .select("skill_id")
      .where("job_post_id", "=", id)
      .orderBy("position")
      .limit(SIMILAR_SKILLS)
      .execute()
  ).map((row) => row.skill_id);
  const [sameCompany, ...bySkill] = await Promise.all([
    s.db
      .selectFrom("job_posts")
      .select("id")
      .where("company_id", "=", post.company_id)
      .where("status", "=", "open")
      .where("id", "!=", id)
      .orderBy("id", "desc")
      .limit(SIMILAR_CANDIDATES)
      .execute(),
    ...skills.map((skill) =>
      s.db
        .selectFrom("job_post_skills")
        .select("job_post_id")
        .where("skill_id", "=", skill)
        .where("job_post_id", "!=", id)
        .orderBy("job_post_id", "desc")
        .limit(SIMILAR_CANDIDATES)
        .execute(),
    ),
  ]);
  const score = new Map<number, number>();
  for (const row of sameCompany) score.set(row.id, 0.5);
  for (const rows of bySkill) for (const row of rows) score.set(row.job_post_id, (score.get(row.job_post_id) ?? 0) + 1);
  if (score.size === 0) return [];
  const open = await s.db
    .selectFrom("job_posts")
    .select("id")
    .where("id", "in", [...score.keys()])
    .where("status", "=", "open")
    .execute();
  const ranked = open
    .map((row) => row.id)
    .sort((a, b) => score.get(b)! - score.get(a)! || b - a)
    .slice(0, SIMILAR_POSTS);
  // One post at a time: the same statements as a job's own page (a handful, each by primary key).
  const now = s.now();
  return (await Promise.all(ranked.map((postId) => loadJobPosts(s.db, [postId], viewerId, now)))).flat();
}
