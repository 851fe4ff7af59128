import { z } from "zod";
import { idField, messages, optionalText, redirectToField, requiredText } from "#app/forms/fields.ts";

/**
 * The rules of the hiring pipeline's forms (decision 165), shared by the pages' forms, the API's
 * bodies (app/contract/referrals.ts) and so the backend: moving applications to a stage (one or
 * many, with a message from a template), the poster's notes, and the message templates.
 */

/** The stages a company moves an application to (an individual poster refers instead). */
export const PIPELINE_STAGES = ["in_review", "interview", "offer", "hired", "not_selected"] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** How many applications one move takes (a page of the list holds 20). */
export const MOVE_MAX = 50;
export const NOTE_MAX = 1000;
export const TEMPLATE_NAME_MAX = 60;
export const TEMPLATE_BODY_MAX = 1000;
/** Templates one poster keeps. */
export const TEMPLATES_MAX = 10;

export const pipelineMessages = {
  referral: "Enter a valid referral id.",
  chooseApplications: "Choose at least one application.",
  tooManyApplications: `Move at most ${MOVE_MAX} applications at once.`,
  stage: "Choose a stage: in review, interview, offer, hired or not selected.",
  template: "Choose one of your message templates.",
  messageTooLong: `Message must be at most ${TEMPLATE_BODY_MAX} characters.`,
  templateOrMessage: "Send a template or a message, not both.",
  noteTooLong: `Note must be at most ${NOTE_MAX} characters.`,
  note: "Enter a valid note id.",
  templateName: `Name must be at most ${TEMPLATE_NAME_MAX} characters.`,
  templateBody: `Message must be at most ${TEMPLATE_BODY_MAX} characters.`,
} as const;

/** The id of a pipeline form on a page (its refused reply comes back under it): the bulk move, or one application's move or note. */
export function pipelineFormId(kind: "move" | "note", referralId?: number): string {
  return referralId === undefined ? `${kind}-checked` : `${kind}-${referralId}`;
}

/** The words a template may use, filled in for each applicant when it is sent. */
export const TEMPLATE_PLACEHOLDERS = ["{first_name}", "{job_title}", "{company}"] as const;

export const pipelineStageField = z.enum(PIPELINE_STAGES, {
  error: (issue) => (issue.input === undefined || issue.input === "" ? messages.required : pipelineMessages.stage),
});

/** The applications a move takes: one id or several (a form's checkboxes repeat the field). */
export const referralIdsField = z
  .array(idField(pipelineMessages.referral), { error: pipelineMessages.chooseApplications })
  .min(1, { error: pipelineMessages.chooseApplications })
  .max(MOVE_MAX, { error: pipelineMessages.tooManyApplications });

/** A template's id when one is chosen; the form's "No message" is empty. */
const templateIdField = idField(pipelineMessages.template).optional();

/** What a move carries, in the API's words: the applications, the stage, a template or a written message. */
export const moveFields = {
  referral_ids: referralIdsField,
  stage: pipelineStageField,
  template_id: templateIdField,
  message: optionalText(TEMPLATE_BODY_MAX, pipelineMessages.messageTooLong),
};

/** The move form of the applications pages (the checkbox list, or one application's "Move to"). */
export const moveFormSchema = z.object({ intent: z.literal("move"), ...moveFields, redirectTo: redirectToField });

/** A note's text: required, at most NOTE_MAX characters. */
export const noteBodyField = requiredText(NOTE_MAX, pipelineMessages.noteTooLong);

export const noteFormSchema = z.object({
  intent: z.literal("add-note"),
  referral_id: idField(pipelineMessages.referral),
  body: noteBodyField,
  redirectTo: redirectToField,
});

export const deleteNoteFormSchema = z.object({
  intent: z.literal("delete-note"),
  note_id: idField(pipelineMessages.note),
  redirectTo: redirectToField,
});

/** A template as its form writes it. */
export const templateFields = {
  name: requiredText(TEMPLATE_NAME_MAX, pipelineMessages.templateName),
  body: requiredText(TEMPLATE_BODY_MAX, pipelineMessages.templateBody),
};

/** The forms of the templates page: add one, save one, delete one. */
export const templateFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create-template"), ...templateFields }),
  z.object({
    intent: z.literal("update-template"),
    template_id: idField(pipelineMessages.template),
    ...templateFields,
  }),
  z.object({ intent: z.literal("delete-template"), template_id: idField(pipelineMessages.template) }),
]);

/**
 * Fills a template's placeholders for one applicant. Unknown words in braces stay as written, so
 * a template can still say "{" where it means it.
 */
export function fillTemplate(body: string, values: { firstName: string; jobTitle: string; company: string }): string {
  return body
    .replaceAll("{first_name}", values.firstName)
    .replaceAll("{job_title}", values.jobTitle)
    .replaceAll("{company}", values.company);
}

/** The templates a poster starts with (their own copies, editable, once they first list them). */
export const DEFAULT_TEMPLATES: readonly { name: string; body: string }[] = [
  {
    name: "Under review",
    body: "Hi {first_name}, thank you for applying for {job_title}. We are reviewing your application and will get back to you soon. — {company}",
  },
  {
    name: "Invitation to interview",
    body: "Hi {first_name}, we would like to invite you to interview for {job_title}. Reply to this message with times that suit you. — {company}",
  },
  {
    name: "Offer",
    body: "Hi {first_name}, we are delighted to offer you the position of {job_title}. We will send the details shortly. — {company}",
  },
  {
    name: "Not selected",
    body: "Hi {first_name}, thank you for your interest in {job_title}. We have decided to move forward with other candidates. We wish you the best. — {company}",
  },
];
