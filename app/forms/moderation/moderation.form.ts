/**
 * Reports and moderators' decisions (issue 36, decision 175): the rules and messages the report
 * form, the moderation desk's action form and the API share. Plain Zod.
 */
import { z } from "zod";
import { idField, messages, optionalText, requiredText } from "#app/forms/fields.ts";

export const REPORT_TARGET_KINDS = ["member", "company", "job_post", "message"] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export const REPORT_REASONS = ["scam", "spam", "harassment", "fake_profile", "misleading", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: "Scam or fraudulent job",
  spam: "Spam",
  harassment: "Harassment",
  fake_profile: "Fake profile",
  misleading: "Misleading information",
  other: "Other",
};

export const REPORT_TARGET_LABELS: Record<ReportTargetKind, string> = {
  member: "member",
  company: "company",
  job_post: "job post",
  message: "message",
};

/** What a moderator may decide about a case. */
export const MODERATION_OUTCOMES = ["dismiss", "remove", "warn", "suspend", "ban"] as const;
export type ModerationOutcome = (typeof MODERATION_OUTCOMES)[number];

export const MODERATION_OUTCOME_LABELS: Record<ModerationOutcome, string> = {
  dismiss: "Dismiss",
  remove: "Remove the content",
  warn: "Warn the account",
  suspend: "Suspend the account",
  ban: "Ban the account",
};

export const REPORT_NOTE_MAX = 500;
export const DECISION_REASON_MAX = 1000;
export const SUSPENSION_MAX_DAYS = 365;

export const MODERATION_MESSAGES = {
  kind: "Choose what you are reporting.",
  target: "Enter a valid id of what you are reporting.",
  reason: "Choose a reason.",
  note: `Keep the note to ${REPORT_NOTE_MAX} characters.`,
  notFound: "We could not find what you are reporting.",
  self: "You cannot report yourself or your own content.",
  duplicate: "You have already reported this. A moderator will look at it.",
  reported: "Thanks for your report. A moderator will look at it.",
  listed: "Reports loaded.",
  caseInvalid: "Enter a valid case id.",
  caseNotFound: "Case not found.",
  caseClosed: "This case has already been decided.",
  action: "Choose an action.",
  decisionReason: `Give a reason of at most ${DECISION_REASON_MAX} characters.`,
  days: `Enter a number of days from 1 to ${SUSPENSION_MAX_DAYS}.`,
  cannotRemove: "Only a job post or a message can be removed; suspend or ban the account instead.",
  moderatorTarget: "A moderator's account cannot be suspended or banned here.",
  decided: "Decision saved. The owner and the reporters have been told.",
  casesListed: "Cases loaded.",
  caseRead: "Case loaded.",
  notModerator: "Only moderators can do this.",
  reviewRequested: "Review requested. A moderator will look at it again.",
  reviewNotAllowed: "Only removed content can be reviewed, once.",
  mineListed: "Decisions loaded.",
} as const;

const reasonField = z.enum(REPORT_REASONS, {
  error: (issue) => (issue.input === undefined || issue.input === "" ? messages.required : MODERATION_MESSAGES.reason),
});

export const targetKindField = z.enum(REPORT_TARGET_KINDS, {
  error: (issue) => (issue.input === undefined || issue.input === "" ? messages.required : MODERATION_MESSAGES.kind),
});

/** The report form (and the body of the API's report call). */
export const reportFormSchema = z.object({
  target_kind: targetKindField,
  target_id: idField(MODERATION_MESSAGES.target),
  reason: reasonField,
  note: optionalText(REPORT_NOTE_MAX, MODERATION_MESSAGES.note),
});
export type ReportForm = z.infer<typeof reportFormSchema>;

/** A moderator's decision about a case: a reason always, days for a suspension. */
export const decisionFormSchema = z
  .object({
    case_id: idField(MODERATION_MESSAGES.caseInvalid),
    action: z.enum(MODERATION_OUTCOMES, {
      error: (issue) =>
        issue.input === undefined || issue.input === "" ? messages.required : MODERATION_MESSAGES.action,
    }),
    reason: requiredText(DECISION_REASON_MAX, MODERATION_MESSAGES.decisionReason),
    days: z
      .number({ error: MODERATION_MESSAGES.days })
      .int({ error: MODERATION_MESSAGES.days })
      .min(1, { error: MODERATION_MESSAGES.days })
      .max(SUSPENSION_MAX_DAYS, { error: MODERATION_MESSAGES.days })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === "suspend" && value.days === undefined)
      ctx.addIssue({ code: "custom", path: ["days"], message: MODERATION_MESSAGES.days });
  });
export type DecisionForm = z.infer<typeof decisionFormSchema>;

/** The owner's request for a review of removed content. */
export const reviewFormSchema = z.object({ case_id: idField(MODERATION_MESSAGES.caseInvalid) });
