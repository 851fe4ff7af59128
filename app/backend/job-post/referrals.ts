/**
 * Referral requests ("responses" to a post) and recommendations.
 * - An individual asks the poster of another's open post for a referral (once per post; 409
 *   twice); the poster is notified (`referral_request`).
 * - The poster lists the responses (pending first, then referred; ignored ones are gone from the
 *   list) with how many connections the applicant shares with the poster (0 for a company
 *   poster), refers an applicant (`referred`, notifies `referral_referred`) or ignores one
 *   (`ignored`, notifies `referral_ignored`). An ignored applicant may still be referred later;
 *   a referred one cannot be ignored (409). Anyone else is told the referral does not exist.
 * - The applicant sees the status on their applied list (`my_referral_status`).
 * - Recommendations: an individual recommends an open post to one of their connections (403
 *   for anyone else); the recipient is notified (`recommendation`) and finds it in their list.
 */
import { isUniqueViolation } from "../lib/db/errors.ts";
import type { Db } from "../lib/db/index.ts";
import type { ReferralStatus } from "../lib/db/schema.ts";
import { ApiError, fieldError } from "../lib/envelope.ts";
import { keysetPage, keysetQuery, pageRequest, toCount, type PageRequest, type Paged } from "../lib/paging.ts";
import { personSummary, type PersonSummary } from "../lib/person.ts";
import type { Services } from "../lib/services.ts";
import { iso } from "../lib/time.ts";
import { timeAgo } from "../lib/time-ago.ts";
import { commonCounts } from "../connection/graph.ts";
import { notify } from "../notification/service.ts";
import { jobPostPath, loadJobPosts, openPost, ownPost, type JobPost } from "./job-post.ts";
import { accountSummary, type AccountSummary } from "./people.ts";

export const REFERRAL_MESSAGES = {
  requested: "Your referral request was sent.",
  listed: "Responses loaded.",
  loaded: "Response loaded.",
  referred: "Referred.",
  ignored: "Response ignored.",
  ownPost: "You cannot ask for a referral on your own job post.",
  already: "You already asked for a referral on this job post.",
  alreadyReferred: "You already referred this member.",
  notFound: "Referral not found.",
  noProfile: "Complete your profile before asking for referrals.",
  recommended: "Job recommended.",
  recommendationsListed: "Recommendations loaded.",
  recommendSelf: "You cannot recommend a job to yourself.",
  recommendPoster: "This member posted this job.",
  recommendNotConnected: "You can only recommend jobs to your connections.",
  alreadyRecommended: "You already recommended this job to this member.",
  memberNotFound: "Member not found.",
  noProfileRecommend: "Complete your profile before recommending jobs.",
} as const;

async function hasProfile(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom("individuals").select("user_id").where("user_id", "=", userId).executeTakeFirst();
  return row !== undefined;
}

export type ReferralCreated = { referral_id: number; job_post_id: number; status: ReferralStatus };

export async function createReferral(s: Services, viewerId: number, postId: number, message: string | null): Promise<ReferralCreated> {
  if (!(await hasProfile(s.db, viewerId))) throw new ApiError(403, REFERRAL_MESSAGES.noProfile);
  const post = await openPost(s.db, postId, viewerId);
  if (post.user_id === viewerId) throw fieldError("job_post_id", REFERRAL_MESSAGES.ownPost);
  const now = s.now();
  try {
    return await s.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom("referrals")
        .select("id")
        .where("job_post_id", "=", postId)
        .where("user_id", "=", viewerId)
        .executeTakeFirst();
      if (existing) throw new ApiError(409, REFERRAL_MESSAGES.already);
      const { id } = await trx
        .insertInto("referrals")
        .values({ job_post_id: postId, user_id: viewerId, message, status: "pending", created_at: iso(now), responded_at: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      await notify(trx, {
        type: "referral_request",
        recipientId: post.user_id,
        actorId: viewerId,
        link: jobPostPath(postId),
        subjectId: id,
        about: post.title,
        now,
      });
      return { referral_id: id, job_post_id: postId, status: "pending" as const };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, REFERRAL_MESSAGES.already);
    throw error;
  }
}

export type Applicant = PersonSummary & { connections_in_common: number };

export type Response = {
  referral_id: number;
  job_post_id: number;
  applied_on: string;
  applied_time_ago: string;
  status: ReferralStatus;
  message: string | null;
  user: Applicant;
};

async function posterIsIndividual(db: Db, posterId: number): Promise<boolean> {
  const user = await db.selectFrom("users").select("type_of_user").where("id", "=", posterId).executeTakeFirst();
  return user?.type_of_user === "individual";
}

function responsesQuery(db: Db, posterId: number) {
  return db
    .selectFrom("referrals as r")
    .innerJoin("job_posts as p", "p.id", "r.job_post_id")
    .innerJoin("individuals as i", "i.user_id", "r.user_id")
    .select([
      "r.id",
      "r.job_post_id",
      "r.status",
      "r.message",
      "r.created_at",
      "i.user_id",
      "i.first_name",
      "i.last_name",
      "i.bio",
      "i.profile_pic",
    ])
    .where("p.user_id", "=", posterId);
}

type ResponseRow = Awaited<ReturnType<ReturnType<typeof responsesQuery>["executeTakeFirstOrThrow"]>>;

/** Connections each applicant shares with the poster (none for a company poster). */
async function commonWithPoster(db: Db, posterId: number, applicantIds: number[]): Promise<Map<number, number>> {
  return (await posterIsIndividual(db, posterId)) ? commonCounts(db, posterId, applicantIds) : new Map();
}

function toResponse(row: ResponseRow, common: Map<number, number>, now: Date): Response {
  return {
    referral_id: row.id,
    job_post_id: row.job_post_id,
    applied_on: row.created_at,
    applied_time_ago: timeAgo(row.created_at, now),
    status: row.status,
    message: row.message,
    user: { ...personSummary(row), connections_in_common: common.get(row.user_id) ?? 0 },
  };
}

/** The responses to the poster's post (404 for anyone else): pending first, then referred; newest first within. */
export async function listResponses(s: Services, viewerId: number, postId: number, page: number): Promise<Paged<Response>> {
  await ownPost(s.db, postId, viewerId);
  const { limit, offset } = pageRequest(page);
  const count = await s.db
    .selectFrom("referrals as r")
    .innerJoin("individuals as i", "i.user_id", "r.user_id")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("r.job_post_id", "=", postId)
    .where("r.status", "!=", "ignored")
    .executeTakeFirst();
  const rows = await responsesQuery(s.db, viewerId)
    .where("r.job_post_id", "=", postId)
    .where("r.status", "!=", "ignored")
    .orderBy((eb) => eb.case().when("r.status", "=", "pending").then(0).else(1).end())
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const now = s.now();
  const common = await commonWithPoster(s.db, viewerId, rows.map((row) => row.user_id));
  return { items: rows.map((row) => toResponse(row, common, now)), page, total: toCount(count?.n) };
}

export type ResponseDetail = Response & { job_post: { id: number; title: string; status: string } };

/** One response, for the poster (404 for anyone else): the applicant's profile opened with `?referral_id=`. */
export async function readResponse(s: Services, viewerId: number, referralId: number): Promise<ResponseDetail> {
  const row = await responsesQuery(s.db, viewerId)
    .select(["p.title as post_title", "p.status as post_status"])
    .where("r.id", "=", referralId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, REFERRAL_MESSAGES.notFound);
  const common = await commonWithPoster(s.db, viewerId, [row.user_id]);
  return { ...toResponse(row, common, s.now()), job_post: { id: row.job_post_id, title: row.post_title, status: row.post_status } };
}

export type ReferralAnswer = { referral_id: number; job_post_id: number; status: ReferralStatus };

/** The poster refers an applicant or ignores their request; the applicant is notified of a change. */
export async function answerReferral(s: Services, viewerId: number, referralId: number, action: "refer" | "ignore"): Promise<ReferralAnswer> {
  const now = s.now();
  return s.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("referrals as r")
      .innerJoin("job_posts as p", "p.id", "r.job_post_id")
      .select(["r.id", "r.status", "r.user_id", "r.job_post_id", "p.title"])
      .where("r.id", "=", referralId)
      .where("p.user_id", "=", viewerId)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, REFERRAL_MESSAGES.notFound);
    const status: ReferralStatus = action === "refer" ? "referred" : "ignored";
    if (row.status === status) return { referral_id: row.id, job_post_id: row.job_post_id, status };
    if (status === "ignored" && row.status === "referred") throw new ApiError(409, REFERRAL_MESSAGES.alreadyReferred);
    await trx.updateTable("referrals").set({ status, responded_at: iso(now) }).where("id", "=", row.id).execute();
    await notify(trx, {
      type: status === "referred" ? "referral_referred" : "referral_ignored",
      recipientId: row.user_id,
      actorId: viewerId,
      link: jobPostPath(row.job_post_id),
      subjectId: row.id,
      about: row.title,
      now,
    });
    return { referral_id: row.id, job_post_id: row.job_post_id, status };
  });
}

// ---------------------------------------------------------------------------
// Recommendations
// ---------------------------------------------------------------------------

export async function recommendJob(s: Services, viewerId: number, postId: number, userId: number): Promise<{ recommendation_id: number }> {
  if (!(await hasProfile(s.db, viewerId))) throw new ApiError(403, REFERRAL_MESSAGES.noProfileRecommend);
  if (userId === viewerId) throw fieldError("user_id", REFERRAL_MESSAGES.recommendSelf);
  const post = await openPost(s.db, postId, viewerId);
  if (!(await hasProfile(s.db, userId))) throw new ApiError(404, REFERRAL_MESSAGES.memberNotFound);
  if (post.user_id === userId) throw fieldError("user_id", REFERRAL_MESSAGES.recommendPoster);
  const connected = await s.db
    .selectFrom("connections")
    .select("id")
    .where("user_low", "=", Math.min(viewerId, userId))
    .where("user_high", "=", Math.max(viewerId, userId))
    .where("status", "=", "accepted")
    .executeTakeFirst();
  if (!connected) throw new ApiError(403, REFERRAL_MESSAGES.recommendNotConnected);
  const now = s.now();
  try {
    return await s.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom("recommendations")
        .select("id")
        .where("job_post_id", "=", postId)
        .where("from_user_id", "=", viewerId)
        .where("to_user_id", "=", userId)
        .executeTakeFirst();
      if (existing) throw new ApiError(409, REFERRAL_MESSAGES.alreadyRecommended);
      const { id } = await trx
        .insertInto("recommendations")
        .values({ job_post_id: postId, from_user_id: viewerId, to_user_id: userId, created_at: iso(now) })
        .returning("id")
        .executeTakeFirstOrThrow();
      await notify(trx, { type: "recommendation", recipientId: userId, actorId: viewerId, link: jobPostPath(postId), subjectId: id, about: post.title, now });
      return { recommendation_id: id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, REFERRAL_MESSAGES.alreadyRecommended);
    throw error;
  }
}

export type Recommendation = {
  id: number;
  job_post: JobPost;
  recommended_by: AccountSummary;
  created_at: string;
  created_time_ago: string;
};

/**
 * Jobs recommended to the viewer (open posts only), newest first (created_at, then id), by keyset
 * when the request carries a cursor (recommendations_to_created_idx).
 */
export async function listRecommendations(s: Services, viewerId: number, request: PageRequest): Promise<Paged<Recommendation>> {
  const base = () =>
    s.db
      .selectFrom("recommendations as rc")
      .innerJoin("job_posts as p", "p.id", "rc.job_post_id")
      .innerJoin("individuals as i", "i.user_id", "rc.from_user_id")
      .where("rc.to_user_id", "=", viewerId)
      .where("p.status", "=", "open");
  const [count, read] = await Promise.all([
    base()
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst(),
    keysetQuery(
      base().select(["rc.id", "rc.job_post_id", "rc.created_at", "i.user_id", "i.first_name", "i.last_name", "i.bio", "i.profile_pic"]),
      "rc.created_at",
      "rc.id",
      request,
    ).execute(),
  ]);
  // The cursors come from the rows read, also when a post is left out below.
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.created_at, row.id]);
  const now = s.now();
  const posts = new Map((await loadJobPosts(s.db, rows.map((row) => row.job_post_id), viewerId, now)).map((post) => [post.id, post]));
  const items: Recommendation[] = [];
  for (const row of rows) {
    const post = posts.get(row.job_post_id);
    if (!post) continue;
    items.push({
      id: row.id,
      job_post: post,
      recommended_by: accountSummary({ ...row, type_of_user: "individual", company_name: null, about: null, logo: null, company_pic: null }),
      created_at: row.created_at,
      created_time_ago: timeAgo(row.created_at, now),
    });
  }
  return { items, page: request.page, total: toCount(count?.n), ...paging };
}
