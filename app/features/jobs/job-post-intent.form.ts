import { z } from "zod";
import { JOB_POST_STATUSES, POSTER_CLOSE_REASONS } from "#app/contract/jobs.ts";

const id = z.coerce.number().int().positive();

/**
 * The poster's forms on a post (my posts, post details), told apart by `intent` (STYLE.md). The
 * job post fields themselves are checked with `jobPostSchema` (job-post.ts); the answers to the
 * post's responses are the referrals' (app/features/referrals/referral-answer.form.ts).
 */
export const posterIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("update"), id }),
  z.object({ intent: z.literal("delete"), id }),
  z.object({
    intent: z.literal("status"),
    id,
    status: z.enum(JOB_POST_STATUSES),
    close_reason: z.enum(POSTER_CLOSE_REASONS).optional(),
  }),
  // Decision 166: the end date 30 days on; a closed post posted again as a new one.
  z.object({ intent: z.literal("extend"), id }),
  z.object({ intent: z.literal("repost_new"), id }),
]);
export type PosterIntent = z.infer<typeof posterIntentSchema>;

/** Reads the intent and its ids from a posted form; null when the form is not one of ours. */
export function parsePosterIntent(formData: FormData): PosterIntent | null {
  const value = (name: string) => formData.get(name) ?? undefined;
  const parsed = posterIntentSchema.safeParse({
    intent: value("intent"),
    id: value("id"),
    status: value("status"),
    close_reason: value("close_reason"),
  });
  return parsed.success ? parsed.data : null;
}
