/**
 * The contract of resume requests: `/api/job-post/resume_request/`. A member, or a company (a
 * poster asking an applicant), asks an individual for their resume; the owner accepts or declines.
 */
import { z } from "zod";
import { messages } from "#app/forms/fields.ts";
import { accountSummary, envelope, id, pagedEnvelope, requiredBodyId, timestamp } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { keysetFields } from "./paging.ts";

export const RESUME_REQUEST_STATUSES = ["pending", "accepted", "declined"] as const;
export const resumeRequestStatus = z.enum(RESUME_REQUEST_STATUSES);
export type ResumeRequestStatus = z.output<typeof resumeRequestStatus>;

export const RESUME_REQUEST_LIST_TYPES = ["received", "sent"] as const;
export type ResumeRequestListType = (typeof RESUME_REQUEST_LIST_TYPES)[number];

/** An item of the list: `user` is the other side (a member, or for requests received possibly a company). */
export const resumeRequestItem = z
  .strictObject({ id, user: accountSummary, status: resumeRequestStatus, created_at: timestamp })
  .meta({ id: "ResumeRequestItem" });
export type ResumeRequestItem = z.output<typeof resumeRequestItem>;

export const resumeRequestBody = z.object({ user_id: requiredBodyId(messages.member) });

export const resumeRequestListQuery = z.object({
  type: z.enum(RESUME_REQUEST_LIST_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? messages.required : "Choose received or sent.",
  }),
  status: z.enum(RESUME_REQUEST_STATUSES, { error: "Choose pending, accepted or declined." }).optional(),
  ...keysetFields,
});

/** How the owner answers a request (`action`; the web form's `intent`). */
export const RESUME_ANSWERS = ["accept", "decline"] as const;
export type ResumeAnswer = (typeof RESUME_ANSWERS)[number];

export const resumeAnswerBody = z.object({
  request_id: requiredBodyId("Enter a valid request id."),
  action: z.enum(RESUME_ANSWERS, {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? messages.required : "Choose accept or decline.",
  }),
});

export const resumeRequestApi = {
  create: endpoint({
    method: "POST",
    path: "/api/job-post/resume_request/",
    summary: "Asks a member for their resume. 400 for yourself or a member without a resume; 409 when already asked.",
    auth: "member",
    body: resumeRequestBody,
    status: 201,
    response: envelope(z.strictObject({ request_id: id })),
  }),
  list: endpoint({
    method: "GET",
    path: "/api/job-post/resume_request/",
    summary: "The resume requests the caller received or sent, newest first, optionally of one status.",
    auth: "member",
    query: resumeRequestListQuery,
    response: pagedEnvelope(resumeRequestItem),
  }),
  answer: endpoint({
    method: "POST",
    path: "/api/job-post/resume_request/accept/",
    summary: "The owner accepts or declines a request. 404 when it is not theirs.",
    auth: "individual",
    body: resumeAnswerBody,
    response: envelope(),
  }),
};
