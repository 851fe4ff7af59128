import { z } from "zod";
import { idField, optionalText } from "./fields.ts";

/**
 * The job actions form endpoint (`POST /jobs/actions`), one schema per `intent`
 * (a discriminated union), each carrying the same-site page to return to (`redirectTo`):
 * - `like`, `unlike`          POST /api/job-post/like/ `{ job_post_id, action? }`
 * - `repost`, `unrepost`      POST repost/create/ · DELETE repost/delete/ `{ job_post_id }`
 * - `refer-request`           POST referral/create/ `{ job_post_id, message? }` (the request-referral dialog)
 * - `recommend`               POST recommend/ `{ job_post_id, user_id }` (the referral dialog)
 */

/** Longest message of a referral request (the API's rule too). */
export const REFERRAL_MESSAGE_MAX = 500;

export const jobActionMessages = {
  jobPost: "Enter a valid job post id.",
  message: `Message must be at most ${REFERRAL_MESSAGE_MAX} characters.`,
  connection: "Choose one of your connections.",
} as const;

const jobPostId = idField(jobActionMessages.jobPost);
/** Where to go back to afterwards; checked again with `safeRedirectTarget` on the server. */
const redirectTo = z.string().trim().max(2048).optional();

export const JOB_TOGGLE_INTENTS = ["like", "unlike", "repost", "unrepost"] as const;
export type JobToggleIntent = (typeof JOB_TOGGLE_INTENTS)[number];

export const referRequestSchema = z.object({
  intent: z.literal("refer-request"),
  job_post_id: jobPostId,
  message: optionalText(REFERRAL_MESSAGE_MAX, jobActionMessages.message),
  redirectTo,
});

export const recommendSchema = z.object({
  intent: z.literal("recommend"),
  job_post_id: jobPostId,
  user_id: idField(jobActionMessages.connection),
  redirectTo,
});

export const jobActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(JOB_TOGGLE_INTENTS), job_post_id: jobPostId, redirectTo }),
  referRequestSchema,
  recommendSchema,
]);

export type JobActionForm = z.infer<typeof jobActionSchema>;
export type JobActionIntent = JobActionForm["intent"];
