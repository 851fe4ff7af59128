/**
 * The contract of applications ("Ask for a referral", decision 130) and recommendations:
 * `/api/job-post/referral/*`, `/api/job-post/recommend/`, `/api/job-post/recommendations/list/`.
 */
import { z } from "zod";
import { messages } from "../forms/fields.ts";
import { jobActionMessages, REFERRAL_MESSAGE_MAX, referralMessageField } from "../features/jobs/job-actions.form.ts";
import { accountSummary, envelope, id, pagedEnvelope, personSummary, requiredBodyId, requiredQueryId, timeAgo, timestamp } from "./common.ts";
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
import { SCREENING_FILTERS, SCREENING_KINDS } from "../features/jobs/screening.form.ts";

export { REFERRAL_MESSAGE_MAX };

const REFERRAL_INVALID = jobActionMessages.referral;
const MEMBER_INVALID = messages.member;

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

/** An applicant as the poster's list shows them. */
export const applicant = z.strictObject({ ...personSummary.shape, connections_in_common: z.number().int() }).meta({ id: "Applicant" });
export type Applicant = z.output<typeof applicant>;

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
  .strictObject({ ...referralResponseShape, job_post: z.strictObject({ id, title: z.string(), status: jobPostStatus }) })
  .meta({ id: "ReferralResponseDetail" });
export type ReferralResponseDetail = z.output<typeof referralResponseDetail>;

/** What the answers to an application (refer, ignore, status, withdraw) give. */
export const referralAnswer = z.strictObject({ referral_id: id, job_post_id: id, status: referralStatus, application_status: applicationStatus });
export type ReferralAnswer = z.output<typeof referralAnswer>;

/** What referral/create/ gives: the answer, with the resume attached (null when none). */
export const referralCreated = z.strictObject({ ...referralAnswer.shape, resume: attachedResume.nullable() });
export type ReferralCreated = z.output<typeof referralCreated>;

/** An item of `recommendations/list/`. */
export const recommendation = z
  .strictObject({ id, job_post: jobPost, recommended_by: accountSummary, created_at: timestamp, created_time_ago: timeAgo })
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
    .union([z.boolean(), z.enum(["on", "true", "1", "false", "0", ""])], { error: "Send attach_resume as true or false." })
    .optional()
    .transform((value) => value === true || value === "on" || value === "true" || value === "1"),
  /**
   * The answers to the post's screening questions, by question id (`{ "12": "yes", "13": 4 }`; a
   * form sends `answers.12`): checked against the post's questions, errors on `answers.<id>`.
   */
  answers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]), { error: "Send the answers as an object of question ids." }).optional(),
});

export const STATUS_FILTER_INVALID = "Choose active, all, requested, viewed, referred, not_selected or withdrawn.";
export const referralListQuery = z.object({
  job_post_id: requiredQueryId(JOB_POST_INVALID),
  status: z.enum(APPLICATION_FILTERS, { error: STATUS_FILTER_INVALID }).optional(),
  /** `meets`: only the applications that met every requirement of the post's screening questions (default `all`). */
  screening: z.enum(SCREENING_FILTERS, { error: "Choose all or meets." }).optional(),
  ...keysetFields,
});

export const referralIdBody = z.object({ referral_id: requiredBodyId(REFERRAL_INVALID) });
export const referralStatusBody = z.object({
  referral_id: requiredBodyId(REFERRAL_INVALID),
  /** The poster's answers among the application statuses. */
  status: applicationStatus.extract(["referred", "not_selected"], {
    error: (issue) => (issue.input === undefined || issue.input === "" ? messages.required : "Choose referred or not_selected."),
  }),
});
export const referralIdQuery = z.object({ referral_id: requiredQueryId(REFERRAL_INVALID) });

export const recommendBody = z.object({ job_post_id: requiredBodyId(JOB_POST_INVALID), user_id: requiredBodyId(MEMBER_INVALID) });

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
    status: 201,
    response: envelope(referralCreated),
  }),
  list: endpoint({
    method: "GET",
    path: "/api/job-post/referral/list/",
    summary: "The applications to a post (its poster only), newest first, by `status` (default `active`) and `screening` (`meets`: every requirement met). Listing marks the requested ones viewed.",
    auth: "member",
    query: referralListQuery,
    response: pagedEnvelope(referralResponse),
  }),
  read: endpoint({
    method: "GET",
    path: "/api/job-post/referral/read/",
    summary: "One application with its post (its poster only; a requested one becomes viewed). 404 \"Referral not found.\".",
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
  recommend: endpoint({
    method: "POST",
    path: "/api/job-post/recommend/",
    summary: "Recommends an open post to one of the caller's connections. 403 when not connected; 409 when already recommended.",
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
