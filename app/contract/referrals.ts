/**
 * The contract of applications ("Ask for a referral", decision 130) and recommendations:
 * `/api/job-post/referral/*`, `/api/job-post/recommend/`, `/api/job-post/recommendations/list/`.
 */
import { z } from "zod";
import { messages } from "#app/forms/fields.ts";
import { RESUME_MAX_BYTES } from "#app/forms/upload.ts";
import { jobActionMessages, REFERRAL_MESSAGE_MAX, referralMessageField } from "#app/forms/jobs/job-actions.form.ts";
import {
  accountSummary,
  envelope,
  id,
  pagedEnvelope,
  personSummary,
  requiredBodyId,
  requiredQueryId,
  timeAgo,
  timestamp,
} from "./common.ts";
import { endpoint } from "./endpoint.ts";
import {
  APPLICATION_STATUSES,
  applicationStatus,
  attachedResume,
  JOB_POST_INVALID,
  jobPost,
  jobPostStatus,
  referralStatus,
  statusChange,
} from "./jobs.ts";
import { keysetFields, pageSizeField } from "./paging.ts";
import {
  moveFields,
  noteBodyField,
  PIPELINE_STAGES,
  pipelineMessages,
  TEMPLATES_MAX,
  templateFields,
} from "#app/forms/referrals/pipeline.form.ts";
import { SCREENING_FILTERS, SCREENING_KINDS } from "#app/forms/jobs/screening.form.ts";

export { REFERRAL_MESSAGE_MAX };

const REFERRAL_INVALID = jobActionMessages.referral;
const MEMBER_INVALID = messages.member;

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

/** An applicant as the poster's list shows them. */
export const applicant = z
  .strictObject({ ...personSummary.shape, connections_in_common: z.number().int() })
  .meta({ id: "Applicant" });

/** One download of an application's resume. */
export const resumeDownload = z.strictObject({ by: accountSummary, at: timestamp, at_time_ago: timeAgo });
export type ResumeDownload = z.output<typeof resumeDownload>;

/** An application's answer to one of its post's screening questions (decision 167), for the poster. */
export const screeningAnswer = z
  .strictObject({
    question_id: id,
    kind: z.enum(SCREENING_KINDS),
    /** The question's text as it is now. */
    question: z.string(),
    /** As given: "yes" / "no", the number, the text. */
    answer: z.string(),
    /** Whether it met the question's requirement when the application was made; null when it had none. */
    meets: z.boolean().nullable(),
  })
  .meta({ id: "ScreeningAnswer" });
export type ScreeningAnswer = z.output<typeof screeningAnswer>;

/** What the poster may still do with an application. */
export const POSTER_ACTIONS = ["refer", "not_select"] as const;
export type PosterAction = (typeof POSTER_ACTIONS)[number];

/** A stage a company moves an application to (decision 165). */
export const pipelineStage = applicationStatus.extract(PIPELINE_STAGES);

/** One of the poster's private notes on an application (never shown to the applicant). */
export const referralNote = z
  .strictObject({
    id,
    body: z.string(),
    author: accountSummary.nullable(),
    created_at: timestamp,
    created_time_ago: timeAgo,
  })
  .meta({ id: "ReferralNote" });
export type ReferralNote = z.output<typeof referralNote>;

/** A message a poster keeps to send with a move; `{first_name}`, `{job_title}`, `{company}` are filled in. */
export const messageTemplate = z
  .strictObject({ id, name: z.string(), body: z.string(), updated_at: timestamp })
  .meta({ id: "MessageTemplate" });
export type MessageTemplate = z.output<typeof messageTemplate>;

const referralResponseShape = {
  referral_id: id,
  job_post_id: id,
  applied_on: timestamp,
  applied_time_ago: timeAgo,
  status: referralStatus,
  application_status: applicationStatus,
  status_at: timestamp,
  message: z.string().nullable(),
  user: applicant,
  /** The attached resume (download: `referral/resume/?referral_id=`), null when none. */
  resume: attachedResume.nullable(),
  /** The latest downloads of the attached resume (at most 5), newest first. */
  resume_downloads: z.array(resumeDownload),
  resume_download_count: z.number().int(),
  /** Every change, oldest first. */
  history: z.array(statusChange),
  actions: z.array(z.enum(POSTER_ACTIONS)),
  /** The stages a company may move it to now (empty for an individual's post, which refers instead). */
  moves: z.array(pipelineStage),
  /** The poster's private notes, oldest first. */
  notes: z.array(referralNote),
  /** Whether the application met every requirement of the post's screening questions when made; null when the post had none. */
  meets_requirements: z.boolean().nullable(),
  /** The answers to the post's screening questions, in the questions' order. */
  answers: z.array(screeningAnswer),
};

/** An application as its poster sees it (the Responses tab). */
export const referralResponse = z.strictObject(referralResponseShape).meta({ id: "ReferralResponse" });
export type ReferralResponse = z.output<typeof referralResponse>;

/** `referral/read/`: one application with its post. */
export const referralResponseDetail = z
  .strictObject({
    ...referralResponseShape,
    job_post: z.strictObject({ id, title: z.string(), status: jobPostStatus }),
  })
  .meta({ id: "ReferralResponseDetail" });
export type ReferralResponseDetail = z.output<typeof referralResponseDetail>;

/** What the answers to an application (refer, ignore, status, withdraw) give. */
export const referralAnswer = z.strictObject({
  referral_id: id,
  job_post_id: id,
  status: referralStatus,
  application_status: applicationStatus,
});
export type ReferralAnswer = z.output<typeof referralAnswer>;

/** What referral/create/ gives: the answer, with the resume attached (null when none). */
export const referralCreated = z.strictObject({ ...referralAnswer.shape, resume: attachedResume.nullable() });
export type ReferralCreated = z.output<typeof referralCreated>;

/** An item of `recommendations/list/`. */
export const recommendation = z
  .strictObject({
    id,
    job_post: jobPost,
    recommended_by: accountSummary,
    created_at: timestamp,
    created_time_ago: timeAgo,
  })
  .meta({ id: "Recommendation" });
export type Recommendation = z.output<typeof recommendation>;

/** The poster's filter of the applications: `active` (requested, viewed, referred; the default), `all`, or one status. */
export const APPLICATION_FILTERS = ["active", "all", ...APPLICATION_STATUSES] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

// ---------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------

/** The body of an application (JSON; or the same fields as a multipart form, with the PDF in `file`). */
export const referralCreateBody = z.object({
  job_post_id: requiredBodyId(JOB_POST_INVALID),
  message: referralMessageField,
  /** A JSON boolean, or a form's checkbox ("on", "true", "1"; absent is false). */
  attach_resume: z
    .union([z.boolean(), z.enum(["on", "true", "1", "false", "0", ""])], {
      error: "Send attach_resume as true or false.",
    })
    .optional()
    .transform((value) => value === true || value === "on" || value === "true" || value === "1"),
  /**
   * The answers to the post's screening questions, by question id (`{ "12": "yes", "13": 4 }`; a
   * form sends `answers.12`): checked against the post's questions, errors on `answers.<id>`.
   */
  answers: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]), {
      error: "Send the answers as an object of question ids.",
    })
    .optional(),
});

export const STATUS_FILTER_INVALID = `Choose ${APPLICATION_FILTERS.slice(0, -1).join(", ")} or ${APPLICATION_FILTERS.at(-1)}.`;
/** The order of the applications list: newest first (the default) or oldest first. */
export const APPLICATION_SORTS = ["newest", "oldest"] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const referralListQuery = z.object({
  job_post_id: requiredQueryId(JOB_POST_INVALID),
  status: z.enum(APPLICATION_FILTERS, { error: STATUS_FILTER_INVALID }).optional(),
  sort: z.enum(APPLICATION_SORTS, { error: "Choose newest or oldest." }).optional(),
  /** `meets`: only the applications that met every requirement of the post's screening questions (default `all`). */
  screening: z.enum(SCREENING_FILTERS, { error: "Choose all or meets." }).optional(),
  ...keysetFields,
});

export const referralIdBody = z.object({ referral_id: requiredBodyId(REFERRAL_INVALID) });
export const referralStatusBody = z.object({
  referral_id: requiredBodyId(REFERRAL_INVALID),
  /** The poster's answers among the application statuses. */
  status: applicationStatus.extract(["referred", "not_selected"], {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? messages.required : "Choose referred or not_selected.",
  }),
});
export const referralIdQuery = z.object({ referral_id: requiredQueryId(REFERRAL_INVALID) });

/** A move of one or many applications, with a template or a written message for the applicants. */
export const referralMoveBody = z
  .object(moveFields)
  .refine((body) => body.template_id === undefined || body.message === null, {
    error: pipelineMessages.templateOrMessage,
    path: ["message"],
  });

/** What a move did: the applications moved, and those left as they were with the reason. */
export const referralMoveResult = z.strictObject({
  moved: z.array(referralAnswer),
  unchanged: z.array(z.strictObject({ referral_id: id, application_status: applicationStatus, reason: z.string() })),
});
export type ReferralMoveResult = z.output<typeof referralMoveResult>;

export const referralNoteBody = z.object({ referral_id: requiredBodyId(REFERRAL_INVALID), body: noteBodyField });
export const noteIdQuery = z.object({ note_id: requiredQueryId(pipelineMessages.note) });

export const templateBody = z.object(templateFields);
export const templateUpdateBody = z.object({
  template_id: requiredBodyId(pipelineMessages.template),
  ...templateFields,
});
export const templateIdQuery = z.object({ template_id: requiredQueryId(pipelineMessages.template) });

export const recommendBody = z.object({
  job_post_id: requiredBodyId(JOB_POST_INVALID),
  user_id: requiredBodyId(MEMBER_INVALID),
});

// ---------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------

export const referralApi = {
  create: endpoint({
    method: "POST",
    path: "/api/job-post/referral/create/",
    summary: `Applies to another's open post with a note (at most ${REFERRAL_MESSAGE_MAX} characters) and, by choice, the profile resume (\`attach_resume\`) or a PDF sent as multipart \`file\`. 409 when already applied.`,
    auth: "individual",
    body: referralCreateBody,
    // A form sends each answer as its own field, `answers.<question id>`.
    form: referralCreateBody.omit({ attach_resume: true, answers: true }).extend({
      attach_resume: z.string().optional(),
      file: z.file().mime("application/pdf").optional(),
    }),
    fileBytes: RESUME_MAX_BYTES,
    status: 201,
    response: envelope(referralCreated),
  }),
  list: endpoint({
    method: "GET",
    path: "/api/job-post/referral/list/",
    summary:
      "The applications to a post (its poster only), newest first, by `status` (default `active`) and `screening` (`meets`: every requirement met). Listing marks the requested ones viewed.",
    auth: "member",
    query: referralListQuery,
    response: pagedEnvelope(referralResponse),
  }),
  read: endpoint({
    method: "GET",
    path: "/api/job-post/referral/read/",
    summary:
      'One application with its post (its poster only; a requested one becomes viewed). 404 "Referral not found.".',
    auth: "member",
    query: referralIdQuery,
    response: envelope(referralResponseDetail),
  }),
  refer: endpoint({
    method: "POST",
    path: "/api/job-post/referral/refer/",
    summary: "The poster refers the applicant.",
    auth: "member",
    body: referralIdBody,
    response: envelope(referralAnswer),
  }),
  ignore: endpoint({
    method: "PATCH",
    path: "/api/job-post/referral/ignore/",
    summary: "The poster does not take the application forward (not_selected). 409 once referred.",
    auth: "member",
    body: referralIdBody,
    response: envelope(referralAnswer),
  }),
  setStatus: endpoint({
    method: "POST",
    path: "/api/job-post/referral/status/",
    summary: "The poster's answer in the new words: `referred` or `not_selected`. 409 once referred or withdrawn.",
    auth: "member",
    body: referralStatusBody,
    response: envelope(referralAnswer),
  }),
  withdraw: endpoint({
    method: "POST",
    path: "/api/job-post/referral/withdraw/",
    summary: "The applicant withdraws an open application. 409 once answered.",
    auth: "individual",
    body: referralIdBody,
    response: envelope(referralAnswer),
  }),
  resume: endpoint({
    method: "GET",
    path: "/api/job-post/referral/resume/",
    summary: "The resume attached to an application (its poster or applicant); the poster's downloads are logged.",
    auth: "member",
    query: referralIdQuery,
    file: { contentType: "application/pdf", description: "The PDF, as an attachment." },
  }),
  move: endpoint({
    method: "POST",
    path: "/api/job-post/referral/move/",
    summary: `A company moves applications to its posts (1 to 50 at once) to a stage: in_review, interview, offer, hired or not_selected, optionally with one of its templates (\`template_id\`) or a written \`message\` for each applicant (kept in the history; the applicant is notified). Withdrawn and closed ones stay as they are (\`unchanged\`). 404 when one is not an application to the caller's posts.`,
    auth: "corporate",
    body: referralMoveBody,
    response: envelope(referralMoveResult),
  }),
  addNote: endpoint({
    method: "POST",
    path: "/api/job-post/referral/note/",
    summary: "The poster adds a private note to an application (never shown to the applicant).",
    auth: "member",
    body: referralNoteBody,
    status: 201,
    response: envelope(referralNote),
  }),
  deleteNote: endpoint({
    method: "DELETE",
    path: "/api/job-post/referral/note/",
    summary: 'The poster deletes one of their notes. 404 "Note not found." for anyone else.',
    auth: "member",
    query: noteIdQuery,
    response: envelope(),
  }),
  templates: endpoint({
    method: "GET",
    path: "/api/job-post/referral/templates/",
    summary: "A company's message templates, by name (four starting ones the first time).",
    auth: "corporate",
    response: envelope(z.array(messageTemplate)),
  }),
  createTemplate: endpoint({
    method: "POST",
    path: "/api/job-post/referral/templates/",
    summary: `Adds a message template (at most ${TEMPLATES_MAX}; names are unique: 409).`,
    auth: "corporate",
    body: templateBody,
    status: 201,
    response: envelope(messageTemplate),
  }),
  updateTemplate: endpoint({
    method: "PATCH",
    path: "/api/job-post/referral/templates/",
    summary: "Changes a message template's name and text.",
    auth: "corporate",
    body: templateUpdateBody,
    response: envelope(messageTemplate),
  }),
  deleteTemplate: endpoint({
    method: "DELETE",
    path: "/api/job-post/referral/templates/",
    summary: "Deletes a message template.",
    auth: "corporate",
    query: templateIdQuery,
    response: envelope(),
  }),
  recommend: endpoint({
    method: "POST",
    path: "/api/job-post/recommend/",
    summary:
      "Recommends an open post to one of the caller's connections. 403 when not connected; 409 when already recommended.",
    auth: "individual",
    body: recommendBody,
    status: 201,
    response: envelope(z.strictObject({ recommendation_id: id })),
  }),
  recommendations: endpoint({
    method: "GET",
    path: "/api/job-post/recommendations/list/",
    summary: "Jobs recommended to the caller (open posts), newest first.",
    auth: "individual",
    query: z.object({ ...keysetFields, page_size: pageSizeField }),
    response: pagedEnvelope(recommendation),
  }),
};
