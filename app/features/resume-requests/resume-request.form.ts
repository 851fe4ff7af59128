import { z } from "zod";
import { RESUME_ANSWERS } from "#app/contract/resume-requests.ts";
import { idField, messages, redirectToField } from "#app/forms/fields.ts";

/**
 * The resume request form endpoint (`POST /resume-requests`), one schema per `intent`,
 * each carrying the same-site page to return to (`redirectTo`):
 * - `request`  POST /api/job-post/resume_request/ `{ user_id }` (ask a member for their resume)
 * - `accept`, `decline`  POST /api/job-post/resume_request/accept/ `{ request_id, action }`
 *   (the resume's owner answers a request)
 */
export const resumeRequestMessages = {
  member: messages.member,
  request: "Choose a request.",
} as const;

export const resumeRequestSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("request"),
    user_id: idField(resumeRequestMessages.member),
    redirectTo: redirectToField,
  }),
  z.object({
    intent: z.enum(RESUME_ANSWERS),
    request_id: idField(resumeRequestMessages.request),
    redirectTo: redirectToField,
  }),
]);
