/**
 * Saved jobs (issue 13, docs/decisions/132-saved-jobs.md): an individual keeps an open post of
 * someone else to come back to. Saving twice or removing a post that is not saved changes
 * nothing (idempotent, like likes). The list is `GET list/?type=saved` (feeds.ts `listSaved`),
 * newest saved first, where a post closed since shows as closed.
 */
import { againIfTargetDeleted, isUniqueViolation } from "#app/backend/lib/db/errors.ts";
import { fieldError } from "#app/backend/lib/envelope.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { visiblePost } from "./job-post.ts";

/** Most posts one member keeps saved (the list pages by keyset; this only bounds a runaway client). */
export const SAVED_JOBS_MAX = 1000;

export const SAVED_MESSAGES = {
  saved: "Job saved.",
  removed: "Job removed from your saved jobs.",
  listed: "Saved jobs loaded.",
  own: "You cannot save your own job post.",
  closed: "This job is no longer accepting applications, so it cannot be saved.",
  tooMany: `You can keep at most ${SAVED_JOBS_MAX.toLocaleString("en-US")} saved jobs: remove some first.`,
} as const;

import type { SavedState } from "#app/contract/jobs.ts";
export type { SavedState };

/** Saves (or with `undo`, removes) a post for the viewer. */
export function setSaved(s: Services, viewerId: number, postId: number, undo: boolean): Promise<SavedState> {
  return againIfTargetDeleted(() => saveOnce(s, viewerId, postId, undo));
}

async function saveOnce(s: Services, viewerId: number, postId: number, undo: boolean): Promise<SavedState> {
  if (undo) {
    // Removing needs no visible post: a saved post that was deleted is gone from the list already.
    await s.db.deleteFrom("saved_jobs").where("user_id", "=", viewerId).where("job_post_id", "=", postId).execute();
    return { job_post_id: postId, saved_by_me: false, saved_at: null };
  }
  const post = await visiblePost(s.db, postId, viewerId);
  if (post.user_id === viewerId) throw fieldError("job_post_id", SAVED_MESSAGES.own);
  const existing = await s.db
    .selectFrom("saved_jobs")
    .select("created_at")
    .where("user_id", "=", viewerId)
    .where("job_post_id", "=", postId)
    .executeTakeFirst();
  if (existing) return { job_post_id: postId, saved_by_me: true, saved_at: existing.created_at };
  if (post.status !== "open") throw fieldError("job_post_id", SAVED_MESSAGES.closed);
  const count = await s.db
    .selectFrom((eb) =>
      eb.selectFrom("saved_jobs").select("id").where("user_id", "=", viewerId).limit(SAVED_JOBS_MAX).as("kept"),
    )
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirst();
  if (Number(count?.n ?? 0) >= SAVED_JOBS_MAX) throw fieldError("job_post_id", SAVED_MESSAGES.tooMany);
  const at = iso(s.now());
  try {
    await s.db
      .insertInto("saved_jobs")
      .values({ user_id: viewerId, job_post_id: postId, created_at: at })
      .onConflict((oc) => oc.columns(["user_id", "job_post_id"]).doNothing())
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const row = await s.db
    .selectFrom("saved_jobs")
    .select("created_at")
    .where("user_id", "=", viewerId)
    .where("job_post_id", "=", postId)
    .executeTakeFirst();
  return { job_post_id: postId, saved_by_me: row !== undefined, saved_at: row?.created_at ?? null };
}
