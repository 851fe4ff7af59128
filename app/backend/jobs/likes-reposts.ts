/**
 * Likes and reposts of job posts.
 * - Likes: any onboarded account likes an open post it may see (a closed one's like can be taken
 *   back; decision 173); liking twice or undoing a like that is not there changes nothing (idempotent). The answer carries the new `like_count` and `liked_by_me`.
 * - Reposts: an individual (with a profile) shares another's open post with their network, once
 *   (409 twice; 400 on their own post). Undo deletes it and its notification. The poster is
 *   notified (`repost`). A member's reposts are public (their profile lists them).
 */
import { notBlocked } from "#app/backend/blocks/service.ts";
import { notSuspended } from "#app/backend/moderation/suspension.ts";
import { firstCompiled, runCompiled } from "#app/backend/lib/db/compiled.ts";
import { againIfTargetDeleted, isUniqueViolation } from "#app/backend/lib/db/errors.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";
import {
  keysetPage,
  keysetParameters,
  keysetQuery,
  toCount,
  type PageRequest,
  type Paged,
} from "#app/backend/lib/paging.ts";
import { personSummary } from "#app/backend/lib/person.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { toBool } from "#app/backend/lib/db/schema.ts";
import { iso } from "#app/backend/lib/time.ts";
import { timeAgo } from "#app/backend/lib/time-ago.ts";
import { notify, withdrawNotifications } from "#app/backend/notifications/service.ts";
import {
  jobPostPath,
  loadJobPosts,
  openPost,
  ownPost,
  visiblePost,
  type JobListView,
  type PostIn,
} from "./job-post.ts";

export const ENGAGEMENT_MESSAGES = {
  liked: "Job post liked.",
  unliked: "Like removed.",
  reposted: "Job post reposted.",
  repostRemoved: "Repost removed.",
  repostsListed: "Reposts loaded.",
  repostedByListed: "Reposts of this job post loaded.",
  ownRepost: "You cannot repost your own job post.",
  alreadyReposted: "You already reposted this job post.",
  notReposted: "You have not reposted this job post.",
  noProfile: "Complete your profile before reposting jobs.",
  noProfileToLike: "Complete your profile before liking jobs.",
  memberNotFound: "Member not found.",
} as const;

import type { LikeState, RepostResult, RepostedJobPost, Reposter, jobPostApi } from "#app/contract/jobs.ts";
import type { DataOf } from "#app/contract/endpoint.ts";
export type { LikeState, RepostResult, RepostedJobPost, Reposter };

/** A post's like or repost count, kept on the post by triggers (migration 0023). */
async function counter(db: Db, postId: number, column: "like_count" | "repost_count"): Promise<number> {
  const row = await db.selectFrom("job_posts").select(column).where("id", "=", postId).executeTakeFirst();
  return toCount(row?.[column]);
}

/** Likes (or with `undo`, unlikes) a post the viewer may see. */
export function setLike(s: Services, viewerId: number, postId: number, undo: boolean): Promise<LikeState> {
  return againIfTargetDeleted(() => likeOnce(s, viewerId, postId, undo));
}

async function likeOnce(s: Services, viewerId: number, postId: number, undo: boolean): Promise<LikeState> {
  if (undo) {
    await visiblePost(s.db, postId, viewerId);
  } else {
    // As for a repost or an application (decision 173): a finished profile, an open post.
    const me = await s.db
      .selectFrom("users")
      .select("onboarding_complete")
      .where("id", "=", viewerId)
      .executeTakeFirst();
    if (!me || !toBool(me.onboarding_complete)) throw new ApiError(403, ENGAGEMENT_MESSAGES.noProfileToLike);
    await openPost(s.db, postId, viewerId);
  }
  if (undo) {
    await s.db.deleteFrom("job_post_likes").where("job_post_id", "=", postId).where("user_id", "=", viewerId).execute();
  } else {
    try {
      await s.db
        .insertInto("job_post_likes")
        .values({ job_post_id: postId, user_id: viewerId, created_at: iso(s.now()) })
        .onConflict((oc) => oc.columns(["job_post_id", "user_id"]).doNothing())
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { job_post_id: postId, like_count: await counter(s.db, postId, "like_count"), liked_by_me: !undo };
}

/** Reposts a post the viewer may see (once). */
export function createRepost(s: Services, viewerId: number, postId: number): Promise<RepostResult> {
  return againIfTargetDeleted(() => repostOnce(s, viewerId, postId));
}

async function repostOnce(s: Services, viewerId: number, postId: number): Promise<RepostResult> {
  const me = await s.db.selectFrom("individuals").select("user_id").where("user_id", "=", viewerId).executeTakeFirst();
  if (!me) throw new ApiError(403, ENGAGEMENT_MESSAGES.noProfile);
  const post = await openPost(s.db, postId, viewerId);
  if (post.user_id === viewerId) throw fieldError("job_post_id", ENGAGEMENT_MESSAGES.ownRepost);
  const now = s.now();
  try {
    const id = await s.live.transaction(viewerId, async (trx) => {
      const existing = await trx
        .selectFrom("job_post_reposts")
        .select("id")
        .where("job_post_id", "=", postId)
        .where("user_id", "=", viewerId)
        .executeTakeFirst();
      if (existing) throw new ApiError(409, ENGAGEMENT_MESSAGES.alreadyReposted);
      const { id } = await trx
        .insertInto("job_post_reposts")
        .values({ job_post_id: postId, user_id: viewerId, created_at: iso(now) })
        .returning("id")
        .executeTakeFirstOrThrow();
      await notify(trx, {
        type: "repost",
        recipientId: post.user_id,
        actorId: viewerId,
        link: jobPostPath(postId),
        subjectId: id,
        about: post.title,
        now,
      });
      return id;
    });
    return { repost_id: id, job_post_id: postId, repost_count: await counter(s.db, postId, "repost_count") };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, ENGAGEMENT_MESSAGES.alreadyReposted);
    throw error;
  }
}

/** Undoes the viewer's repost of a post (404 when there is none); its notification goes with it. */
export async function deleteRepost(
  s: Services,
  viewerId: number,
  postId: number,
): Promise<DataOf<typeof jobPostApi.deleteRepost>> {
  await s.live.transaction(viewerId, async (trx) => {
    const row = await trx
      .selectFrom("job_post_reposts")
      .select("id")
      .where("job_post_id", "=", postId)
      .where("user_id", "=", viewerId)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, ENGAGEMENT_MESSAGES.notReposted);
    await trx.deleteFrom("job_post_reposts").where("id", "=", row.id).execute();
    await withdrawNotifications(trx, "repost", row.id);
  });
  return { job_post_id: postId, repost_count: await counter(s.db, postId, "repost_count") };
}

/**
 * The open posts `userId` reposted, newest repost first (created_at, then the repost's id), by
 * keyset when the request carries a cursor (job_post_reposts_user_created_idx).
 */
export async function listReposts<V extends JobListView = "full">(
  s: Services,
  viewerId: number | null,
  userId: number,
  request: PageRequest,
  view?: V,
): Promise<Paged<PostIn<V> & Pick<RepostedJobPost, "reposted_at" | "reposted_time_ago">>> {
  const user = await firstCompiled(s.db, "reposts-of-member", [userId], () =>
    s.db.selectFrom("users").select("id").where("id", "=", userId),
  );
  if (!user) throw new ApiError(404, ENGAGEMENT_MESSAGES.memberNotFound);
  const base = () =>
    s.db
      .selectFrom("job_post_reposts as r")
      .innerJoin("job_posts as p", "p.id", "r.job_post_id")
      .where("r.user_id", "=", userId)
      .where("p.status", "=", "open");
  // Built once per shape (lib/db/compiled.ts): a member's profile shows their reposts.
  const keyset = keysetParameters(request);
  const [count, read] = await Promise.all([
    firstCompiled(s.db, "reposts-of-count", [userId, "open"], () => base().select((eb) => eb.fn.countAll().as("n"))),
    runCompiled(s.db, `reposts-of:${keyset.shape}`, [userId, "open", ...keyset.parameters], () =>
      keysetQuery(base().select(["p.id", "r.created_at", "r.id as repost_id"]), "r.created_at", "r.id", request),
    ),
  ]);
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.created_at, row.repost_id]);
  const now = s.now();
  const at = new Map(rows.map((row) => [row.id, row.created_at]));
  const posts = await loadJobPosts(
    s.db,
    rows.map((row) => row.id),
    viewerId,
    now,
    view,
  );
  return {
    items: posts.map((post) => ({
      ...post,
      reposted_at: at.get(post.id)!,
      reposted_time_ago: timeAgo(at.get(post.id)!, now),
    })),
    page: request.page,
    pageSize: request.limit,
    total: toCount(count?.n),
    ...paging,
  };
}

/**
 * Who reposted the poster's post (404 for anyone else), newest first (created_at, then the
 * repost's id), by keyset when the request carries a cursor (job_post_reposts_post_created_idx).
 */
export async function listRepostedBy(
  s: Services,
  viewerId: number,
  postId: number,
  request: PageRequest,
): Promise<Paged<Reposter>> {
  await ownPost(s.db, postId, viewerId);
  // Reposters blocked either way or suspended are not listed (decisions 174, 182).
  const now = s.now();
  const base = () =>
    s.db
      .selectFrom("job_post_reposts as r")
      .innerJoin("individuals as i", "i.user_id", "r.user_id")
      .where("r.job_post_id", "=", postId)
      .where(notBlocked(viewerId, "r.user_id"))
      .where(notSuspended("r.user_id", now));
  const [count, read] = await Promise.all([
    base()
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst(),
    keysetQuery(
      base().select([
        "i.user_id",
        "i.first_name",
        "i.last_name",
        "i.bio",
        "i.profile_pic",
        "r.created_at",
        "r.id as repost_id",
      ]),
      "r.created_at",
      "r.id",
      request,
    ).execute(),
  ]);
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.created_at, row.repost_id]);
  return {
    items: rows.map((row) => ({
      ...personSummary(row),
      reposted_at: row.created_at,
      reposted_time_ago: timeAgo(row.created_at, now),
    })),
    page: request.page,
    total: toCount(count?.n),
    ...paging,
  };
}
