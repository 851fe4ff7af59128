/**
 * The contract of reports and the moderation desk (issue 36, decision 175): `/api/moderation/*`.
 * Members report a member, a company, a job post or a message and follow their reports; the
 * owner of removed content asks for one review; moderators (granted from the command line) work
 * the queue and decide.
 */
import { z } from "zod";
import {
  decisionFormSchema,
  MODERATION_MESSAGES,
  MODERATION_OUTCOMES,
  REPORT_REASONS,
  REPORT_TARGET_KINDS,
  reportFormSchema,
} from "#app/forms/moderation/moderation.form.ts";
import { envelope, id, pagedEnvelope, requiredBodyId, requiredQueryId, timestamp } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { keysetFields } from "./paging.ts";

const targetKind = z.enum(REPORT_TARGET_KINDS);
const reason = z.enum(REPORT_REASONS);
const outcome = z.enum(MODERATION_OUTCOMES);

/** The reported content as it was at the first report. */
export const moderationSnapshot = z
  .strictObject({
    /** What it is, in a line: a job post's title and company, a member's name, a message's sender. */
    title: z.string(),
    /** Its text as plain text (a job post's description, a profile's bio, a message), cut to 2,000 characters. */
    text: z.string(),
    /** Where the web shows it ("" for a message). */
    link: z.string(),
  })
  .meta({ id: "ModerationSnapshot" });
export type ModerationSnapshot = z.output<typeof moderationSnapshot>;

/** A report as its reporter follows it. */
export const myReport = z
  .strictObject({
    id,
    target_kind: targetKind,
    target_id: id,
    /** What was reported, as the snapshot names it. */
    title: z.string(),
    reason,
    note: z.string().nullable(),
    created_at: timestamp,
    /** "open" while a moderator has not decided; then "closed" with the outcome. */
    state: z.enum(["open", "closed"]),
    outcome: outcome.nullable(),
  })
  .meta({ id: "MyReport" });
export type MyReport = z.output<typeof myReport>;

/** Someone in a case (a reporter, the owner, a moderator). */
const caseMember = z.strictObject({ id, name: z.string() });

/** A case as the queue lists it. */
export const moderationCaseSummary = z
  .strictObject({
    id,
    target_kind: targetKind,
    target_id: id,
    title: z.string(),
    owner: caseMember,
    report_count: z.number().int(),
    /** The reasons given, most given first. */
    reasons: z.array(reason),
    status: z.enum(["open", "closed"]),
    outcome: outcome.nullable(),
    /** The owner asked for a review of a removal. */
    review_requested: z.boolean(),
    /** A job post frozen by scam reports until a moderator decides. */
    frozen: z.boolean(),
    created_at: timestamp,
    queued_at: timestamp,
  })
  .meta({ id: "ModerationCaseSummary" });
export type ModerationCaseSummary = z.output<typeof moderationCaseSummary>;

export const moderationCase = moderationCaseSummary
  .extend({
    snapshot: moderationSnapshot,
    reports: z.array(
      z.strictObject({ id, reporter: caseMember, reason, note: z.string().nullable(), created_at: timestamp }),
    ),
    /** The owner's account: its age and what moderators decided about it before. */
    history: z.strictObject({
      account_created_at: timestamp,
      account_age_days: z.number().int(),
      suspended_until: timestamp.nullable(),
      earlier_cases: z.array(
        z.strictObject({
          id,
          target_kind: targetKind,
          title: z.string(),
          outcome: outcome.nullable(),
          closed_at: timestamp.nullable(),
        }),
      ),
    }),
    /** What was done about it, oldest first. */
    actions: z.array(
      z.strictObject({
        action: z.enum(["freeze", ...MODERATION_OUTCOMES, "review_request"]),
        moderator: caseMember.nullable(),
        reason: z.string(),
        days: z.number().int().nullable(),
        created_at: timestamp,
      }),
    ),
  })
  .meta({ id: "ModerationCase" });
export type ModerationCase = z.output<typeof moderationCase>;

/** A decision about the caller's own content or account. */
export const myCase = z
  .strictObject({
    id,
    target_kind: targetKind,
    target_id: id,
    title: z.string(),
    outcome: outcome.nullable(),
    reason: z.string(),
    closed_at: timestamp.nullable(),
    review_requested: z.boolean(),
    /** Removed content whose owner has not asked for a review yet. */
    can_request_review: z.boolean(),
  })
  .meta({ id: "MyModerationCase" });
export type MyCase = z.output<typeof myCase>;

const caseIdQuery = z.object({ id: requiredQueryId(MODERATION_MESSAGES.caseInvalid) });

/** The API's decision body: the form's, with the days as a JSON number. */
export const decisionBody = decisionFormSchema;
export const reportBody = reportFormSchema.extend({ target_id: requiredBodyId(MODERATION_MESSAGES.target) });
export const reviewBody = z.object({ case_id: requiredBodyId(MODERATION_MESSAGES.caseInvalid) });

export const moderationApi = {
  report: endpoint({
    method: "POST",
    path: "/api/moderation/report/",
    summary:
      "Reports a member, a company, a job post or a message (one open report per reporter and thing: 409). Three scam reports of a job post from accounts older than a week freeze it.",
    auth: "member",
    body: reportBody,
    status: 201,
    response: envelope(myReport),
  }),
  myReports: endpoint({
    method: "GET",
    path: "/api/moderation/report/list/",
    summary: "The caller's reports, newest first, with their state.",
    auth: "member",
    query: z.object(keysetFields),
    response: pagedEnvelope(myReport),
  }),
  myCases: endpoint({
    method: "GET",
    path: "/api/moderation/case/mine/",
    summary: "The decisions about the caller's content and account (the latest 50), newest first.",
    auth: "member",
    response: envelope(z.array(myCase)),
  }),
  requestReview: endpoint({
    method: "POST",
    path: "/api/moderation/case/review/",
    summary:
      "The owner of removed content asks once for a review: the case goes back to the queue. 404 for another's case.",
    auth: "member",
    body: reviewBody,
    response: envelope(myCase),
  }),
  queue: endpoint({
    method: "GET",
    path: "/api/moderation/case/list/",
    summary: "The open cases, oldest first (moderators only).",
    auth: "moderator",
    query: z.object(keysetFields),
    response: pagedEnvelope(moderationCaseSummary),
  }),
  readCase: endpoint({
    method: "GET",
    path: "/api/moderation/case/read/",
    summary: "A case: the snapshot, the reports, the owner's history and the actions (moderators only).",
    auth: "moderator",
    query: caseIdQuery,
    response: envelope(moderationCase),
  }),
  decide: endpoint({
    method: "POST",
    path: "/api/moderation/case/decide/",
    summary:
      "Decides an open case: dismiss, remove the content, warn, suspend the account for `days`, or ban; a reason is required. Logged; the owner and the reporters are notified (moderators only).",
    auth: "moderator",
    body: decisionBody,
    response: envelope(moderationCase),
  }),
};
