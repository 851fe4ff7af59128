import { z } from "zod";
import { idField, optionalText, redirectToField } from "#app/forms/fields.ts";
import { RESUME_MAX_BYTES, uploadMessages } from "#app/forms/upload.ts";

/**
 * The job actions form endpoint (`POST /jobs/actions`), one schema per `intent`
 * (a discriminated union), each carrying the same-site page to return to (`redirectTo`):
 * - `like`, `unlike`          POST /api/job-post/like/ `{ job_post_id, action? }`
 * - `repost`, `unrepost`      POST repost/create/ · DELETE repost/delete/ `{ job_post_id }`
 * - `save`, `unsave`          POST save/ `{ job_post_id, action? }` (decision 132)
 * - `refer-request`           POST referral/create/ `{ job_post_id, message? }` (the request-referral dialog)
 * - `recommend`               POST recommend/ `{ job_post_id, user_id }` (the referral dialog)
 */

/** Longest message of a referral request (the API's rule too: {@link referralMessageField}). */
export const REFERRAL_MESSAGE_MAX = 500;

export const jobActionMessages = {
  jobPost: "Enter a valid job post id.",
  referral: "Enter a valid referral id.",
  message: `Message must be at most ${REFERRAL_MESSAGE_MAX} characters.`,
  connection: "Choose one of your connections.",
} as const;

/** The note of an application as the API reads it (JSON or form text): trimmed, empty is none (`null`). */
export const referralMessageField = z
  .string({ error: "Enter the message as text." })
  .trim()
  .max(REFERRAL_MESSAGE_MAX, { error: jobActionMessages.message })
  .nullish()
  .transform((value) => (value ? value : null));

const jobPostId = idField(jobActionMessages.jobPost);
/** Where to go back to afterwards; checked again with `safeRedirectTarget` on the server. */

export const JOB_TOGGLE_INTENTS = ["like", "unlike", "repost", "unrepost", "save", "unsave"] as const;

/** Types a browser may give a file it cannot name: the API decides by content then. */
const UNKNOWN_TYPES = new Set(["", "application/octet-stream"]);

/**
 * The application form (decision 130): a note, "Attach my resume" (the profile's), or a new PDF
 * in `file` (optional; no file chosen is none). The API checks the content again.
 */
export const referRequestSchema = z.object({
  intent: z.literal("refer-request"),
  job_post_id: jobPostId,
  message: optionalText(REFERRAL_MESSAGE_MAX, jobActionMessages.message),
  attach_resume: z.boolean().optional(),
  file: z
    .file({ error: uploadMessages.resumeType })
    .refine((file) => file.size <= RESUME_MAX_BYTES, { error: uploadMessages.resumeSize, abort: true })
    .refine((file) => UNKNOWN_TYPES.has(file.type) || file.type === "application/pdf", {
      error: uploadMessages.resumeType,
    })
    .optional(),
  redirectTo: redirectToField,
});

/** The applicant withdraws an application (`referral_id`). */
export const withdrawSchema = z.object({
  intent: z.literal("withdraw"),
  referral_id: idField(jobActionMessages.referral),
  job_post_id: jobPostId.optional(),
  redirectTo: redirectToField,
});

export const recommendSchema = z.object({
  intent: z.literal("recommend"),
  job_post_id: jobPostId,
  user_id: idField(jobActionMessages.connection),
  redirectTo: redirectToField,
});

export const jobActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(JOB_TOGGLE_INTENTS), job_post_id: jobPostId, redirectTo: redirectToField }),
  referRequestSchema,
  recommendSchema,
  withdrawSchema,
]);
