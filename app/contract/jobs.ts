/**
 * The contract of job posts, likes, saved jobs, job alerts and reposts: `/api/job-post/*`
 * (applications and recommendations: ./referrals.ts; resume requests: ./resume-requests.ts).
 */
import { z } from "zod";
import { messages, type UserType } from "#app/forms/fields.ts";
import { ALERT_FREQUENCIES, frequencyField, JOB_ALERT_MESSAGES } from "#app/forms/jobs/job-alerts.form.ts";
import { JOB_FILTER_PARAMS, JOB_SORTS, POSTED_WITHIN } from "#app/forms/jobs/job-filters.form.ts";
import {
  DESCRIPTION_FORMATS,
  EMPLOYMENT_TYPES,
  individualJobPostSchema,
  JOB_TYPES,
  jobPostFieldsSchema,
} from "#app/forms/jobs/job-post.form.ts";
import { jobActionMessages } from "#app/forms/jobs/job-actions.form.ts";
import { SCREENING_KINDS, screeningQuestionsField, YES_NO } from "#app/forms/jobs/screening.form.ts";
import {
  accountSummary,
  connectionStatus,
  currency,
  envelope,
  id,
  location,
  masterItem,
  optionalQueryId,
  pagedEnvelope,
  personSummary,
  requiredBodyId,
  storedFacts,
  requiredQueryId,
  timeAgo,
  timestamp,
} from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { jobSearchText } from "#app/forms/jobs/job-search.form.ts";
import { keysetFields, pageSizeField } from "./paging.ts";

export const JOB_POST_INVALID = jobActionMessages.jobPost;
const USER_INVALID = "Enter a valid user id.";

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

export { EMPLOYMENT_TYPES, JOB_TYPES };
export const JOB_POST_STATUSES = ["open", "closed"] as const;
/** Why a post closed (decision 166): the poster's two reasons, and the end date passing. */
export const JOB_POST_CLOSE_REASONS = ["filled", "no_longer_hiring", "expired"] as const;
/** The reasons a poster gives when closing a post by hand. */
export const POSTER_CLOSE_REASONS = ["filled", "no_longer_hiring"] as const;
/**
 * An application's status (decisions 130, 165). A referral request (an individual's post):
 * requested → viewed → referred or not_selected. An application to a company's post: requested →
 * viewed → in_review → interview → offer → hired, or not_selected. Either: withdrawn by the
 * applicant; position_closed when the post closed (or nobody acted for 30 days) while it was open.
 */
export const APPLICATION_STATUSES = [
  "requested",
  "viewed",
  "in_review",
  "interview",
  "offer",
  "hired",
  "referred",
  "not_selected",
  "withdrawn",
  "position_closed",
] as const;
/** The same states in the first contract's words (`status` of the referral answers; withdrawn is new). */
export const REFERRAL_STATUSES = ["pending", "referred", "ignored", "withdrawn"] as const;

export const jobType = z.enum(JOB_TYPES);
export const employmentType = z.enum(EMPLOYMENT_TYPES);
export const jobPostStatus = z.enum(JOB_POST_STATUSES);
export const jobPostCloseReason = z.enum(JOB_POST_CLOSE_REASONS);
export const applicationStatus = z.enum(APPLICATION_STATUSES);
export const referralStatus = z.enum(REFERRAL_STATUSES);

export type JobPostStatus = z.output<typeof jobPostStatus>;
export type JobPostCloseReason = z.output<typeof jobPostCloseReason>;
export type ApplicationStatus = z.output<typeof applicationStatus>;
export type ReferralStatus = z.output<typeof referralStatus>;

/** The poster of a job post, with where the viewer stands with them (all false for companies, yourself, visitors). */
export const postedBy = z.strictObject({ ...accountSummary.shape, status: connectionStatus }).meta({ id: "PostedBy" });
export type PostedBy = z.output<typeof postedBy>;

/**
 * A post's plain facts (decisions 153, 159): the fields of the job post form's rule stored in
 * the post's column of the same name as the poster sends them (absent: null) and answered as
 * stored (title, job type, minimum experience, employment type, openings, …). Every field of the
 * rule is one but those stored another way: ids the answer expands (sector, domain, currency),
 * lists kept in their own tables (locations, skills), the description (sanitised) and how it was
 * written, the salary (a decimal, answered as a number), and the end date (a date sent, a time
 * answered: `valid_through`, decision 166). A new field of the rule is a plain
 * fact: it needs its column (declared in `JobPostsTable`; a test checks the two agree), and the
 * answer and the backend's statements follow.
 */
export const jobPostPlainFacts = storedFacts(
  jobPostFieldsSchema.omit({
    sector: true,
    domain: true,
    currency: true,
    locations: true,
    skills: true,
    description: true,
    description_format: true,
    salary: true,
    valid_through: true,
  }).shape,
);
export type JobPostPlainFacts = z.output<z.ZodObject<typeof jobPostPlainFacts>>;

/** A screening question of a post (decision 167), as an applicant answers it. */
export const screeningQuestion = z
  .strictObject({
    id,
    kind: z.enum(SCREENING_KINDS),
    text: z.string(),
    /** An answer is needed to apply. */
    required: z.boolean(),
    /** A yes/no question's answer a candidate must give, null for none. */
    must_answer: z.enum(YES_NO).nullable(),
    /** A number question's minimum a candidate must give, null for none. */
    min_number: z.number().nullable(),
  })
  .meta({ id: "ScreeningQuestion" });

const jobPostShape = {
  id,
  /** The same as `id` (the contract's name for it in calls). */
  job_post_id: id,
  ...jobPostPlainFacts,
  /** `account_id`: the company account that claimed the company (its page), if any; `logo`: that account's picture. */
  company: z.strictObject({ id, title: z.string(), logo: z.string().nullable(), account_id: id.nullable() }).nullable(),
  company_name: z.string(),
  /**
   * A company's own post: whether the company verified its web domain (decision 176). Null on a
   * member's post (a member names a company; the company did not post it).
   */
  employer_verified: z.boolean().nullable(),
  sector: masterItem,
  domain: masterItem,
  /** "N Years M Months". */
  min_experience: z.string(),
  currency,
  /** Annual CTC, null when not given. */
  salary: z.number().nullable(),
  /** In the poster's order. */
  locations: z.array(location),
  skills: z.array(masterItem),
  /** Sanitised HTML, "" when there is none. */
  description: z.string(),
  status: jobPostStatus,
  /** When the post ends (decision 166): it closes by itself then. */
  valid_through: timestamp,
  /** Why it closed: filled or no_longer_hiring (the poster), expired (the end date); null while open. */
  close_reason: jobPostCloseReason.nullable(),
  closed_at: timestamp.nullable(),
  posted_by: postedBy,
  posted_time_ago: timeAgo,
  created_at: timestamp,
  updated_at: timestamp,
  /** The viewer is the poster. */
  is_mine: z.boolean(),
  like_count: z.number().int(),
  liked_by_me: z.boolean(),
  repost_count: z.number().int(),
  reposted_by_me: z.boolean(),
  /** The viewer saved this post (decision 132; false for visitors). */
  saved_by_me: z.boolean(),
  /**
   * How many of the post's skills the viewer's profile lists, of how many (decision 179): "4 of
   * 6 skills match". Null for visitors, company accounts, the poster and members without skills.
   */
  skill_match: z
    .strictObject({ matched: z.number().int(), total: z.number().int(), matched_skill_ids: z.array(id) })
    .nullable(),
  /** Responses (applications requested, viewed or referred); for the poster only, else null. */
  response_count: z.number().int().nullable(),
  /** The viewer's own referral request on this post, if any (the first contract's words). */
  my_referral_status: referralStatus.nullable(),
  /** The viewer's own application: its status (decision 130) and id, if any. */
  my_application_status: applicationStatus.nullable(),
  my_referral_id: id.nullable(),
  /** The latest reposters (at most 10, newest first); all of them: reposted-by/list/. */
  reposted_by: z.array(personSummary),
  /** The screening questions an application answers (decision 167), in the poster's order; [] for none. */
  questions: z.array(screeningQuestion),
};

/** A job post as the viewer sees it. */
export const jobPost = z.strictObject(jobPostShape).meta({ id: "JobPost" });
export type JobPost = z.output<typeof jobPost>;

/** A resume attached to an application. */
export const attachedResume = z
  .strictObject({ name: z.string(), size: z.number().int() })
  .meta({ id: "AttachedResume" });

/** One change of an application's status, with the message the poster sent with it (null: none). */
export const statusChange = z
  .strictObject({
    status: applicationStatus,
    at: timestamp,
    by: z.enum(["applicant", "poster"]),
    message: z.string().nullable(),
  })
  .meta({ id: "StatusChange" });
export type StatusChange = z.output<typeof statusChange>;

/** The applicant's own view of an application (decision 130), on each item of `list/?type=applied`. */
export const myApplication = z
  .strictObject({
    referral_id: id,
    status: applicationStatus,
    status_at: timestamp,
    message: z.string().nullable(),
    resume: attachedResume.nullable(),
    /** Every change, oldest first. */
    history: z.array(statusChange),
    /** The applicant may withdraw it (requested or viewed). */
    can_withdraw: z.boolean(),
  })
  .meta({ id: "MyApplication" });
export type MyApplication = z.output<typeof myApplication>;

/** What each list adds to its posts (the same on whole posts and on cards). */
const appliedFields = { referral_id: id, applied_on: timestamp, application: myApplication };
const savedFields = { saved_at: timestamp };
const networkFields = { reposted_by_connection: personSummary.nullable() };
const repostedFields = { reposted_at: timestamp, reposted_time_ago: timeAgo };

/** An item of `list/?type=applied`: the post plus the viewer's application. */
export const appliedJobPost = z.strictObject({ ...jobPostShape, ...appliedFields }).meta({ id: "AppliedJobPost" });
export type AppliedJobPost = z.output<typeof appliedJobPost>;

/** An item of `list/?type=saved` (decision 132): the post, open or closed, and when it was saved. */
export const savedJobPost = z.strictObject({ ...jobPostShape, ...savedFields }).meta({ id: "SavedJobPost" });
export type SavedJobPost = z.output<typeof savedJobPost>;

/** An item of `list/?type=network`: `reposted_by_connection` set when a connection reposted the post, null when one posted it. */
export const networkJobPost = z.strictObject({ ...jobPostShape, ...networkFields }).meta({ id: "NetworkJobPost" });
export type NetworkJobPost = z.output<typeof networkJobPost>;

/** An item of `repost/list/`. */
export const repostedJobPost = z.strictObject({ ...jobPostShape, ...repostedFields }).meta({ id: "RepostedJobPost" });
export type RepostedJobPost = z.output<typeof repostedJobPost>;

// --- Cards (decision 143) -------------------------------------------------------

/** What a job list answers each post as: the whole post, or (`view=card`) only what a card of it shows. */
export const JOB_LIST_VIEWS = ["full", "card"] as const;
export type JobListView = (typeof JOB_LIST_VIEWS)[number];
export const jobListViewField = z.enum(JOB_LIST_VIEWS, { error: "Send view as full or card." }).optional();

/**
 * A post as a job card shows it (`view=card` of the lists, decision 143): the post without what
 * only its own page shows — the description, skills, sector and domain, the reposters, and where
 * the viewer stands with the poster — so a list reads and sends only what its cards need.
 */
const {
  description: _description,
  skills: _skills,
  sector: _sector,
  domain: _domain,
  reposted_by: _repostedBy,
  posted_by: _postedBy,
  ...cardFields
} = jobPostShape;
export const jobPostCardShape = { ...cardFields, posted_by: accountSummary };
export const jobPostCard = z.strictObject(jobPostCardShape).meta({ id: "JobPostCard" });
export type JobPostCard = z.output<typeof jobPostCard>;

/** `list/?type=applied&view=card`. */
export const appliedJobPostCard = z
  .strictObject({ ...jobPostCardShape, ...appliedFields })
  .meta({ id: "AppliedJobPostCard" });
export type AppliedJobPostCard = z.output<typeof appliedJobPostCard>;

/** `list/?type=saved&view=card`. */
export const savedJobPostCard = z
  .strictObject({ ...jobPostCardShape, ...savedFields })
  .meta({ id: "SavedJobPostCard" });
export type SavedJobPostCard = z.output<typeof savedJobPostCard>;

/** `list/?type=network&view=card`. */
export const networkJobPostCard = z
  .strictObject({ ...jobPostCardShape, ...networkFields })
  .meta({ id: "NetworkJobPostCard" });
export type NetworkJobPostCard = z.output<typeof networkJobPostCard>;

/** `repost/list/?view=card`. */
export const repostedJobPostCard = z
  .strictObject({ ...jobPostCardShape, ...repostedFields })
  .meta({ id: "RepostedJobPostCard" });

/** An item of `reposted-by/list/`. */
export const reposter = z
  .strictObject({ ...personSummary.shape, reposted_at: timestamp, reposted_time_ago: timeAgo })
  .meta({ id: "Reposter" });
export type Reposter = z.output<typeof reposter>;

/**
 * The filters of a job list as the API understood them (`filters` of `list/` and of a search of
 * jobs), with the titles of the ids (docs/decisions/129-job-filters.md).
 */
export const jobFiltersEcho = z
  .strictObject({
    locations: z.array(location),
    job_type: z.array(jobType),
    employment_type: z.array(employmentType),
    experience: z.number().int().nullable(),
    currency: currency.nullable(),
    salary_min: z.number().nullable(),
    salary_max: z.number().nullable(),
    skills: z.array(masterItem),
    company: z.array(masterItem),
    sector: z.array(masterItem),
    domain: z.array(masterItem),
    posted_within: z.enum(POSTED_WITHIN).nullable(),
    /** Only posts asking for a skill of the viewer's profile (decision 179). */
    my_skills: z.literal(true).nullable(),
    /** Only companies' own posts, of companies that verified their domain (decision 176). */
    verified: z.boolean(),
    sort: z.enum(JOB_SORTS),
  })
  .meta({ id: "JobFiltersEcho" });
export type JobFiltersEcho = z.output<typeof jobFiltersEcho>;

/** What like/ answers. */
export const likeState = z.strictObject({ job_post_id: id, like_count: z.number().int(), liked_by_me: z.boolean() });
export type LikeState = z.output<typeof likeState>;

/** What save/ answers. */
export const savedState = z.strictObject({ job_post_id: id, saved_by_me: z.boolean(), saved_at: timestamp.nullable() });
export type SavedState = z.output<typeof savedState>;

/** What repost/create/ answers. */
export const repostResult = z.strictObject({ repost_id: id, job_post_id: id, repost_count: z.number().int() });
export type RepostResult = z.output<typeof repostResult>;

/** What repost/delete/ answers. */
export const repostRemoved = z.strictObject({ job_post_id: id, repost_count: z.number().int() });

export const alertFrequency = z.enum(ALERT_FREQUENCIES);

/** A job alert (decision 133): a search mailed daily or weekly with its new open posts. */
export const jobAlert = z
  .strictObject({
    id,
    alert_id: id,
    frequency: alertFrequency,
    /** The filters, with the titles of their ids (as a job list's `filters`). */
    filters: jobFiltersEcho,
    /** The keywords the alert's new posts must match (a job search's `q`), "" for none. */
    q: z.string(),
    /** The keywords and filters as query parameters (the jobs page's address for them). */
    query: z.string(),
    /** The keywords and filters in one line ("“react”, Bengaluru · Remote"). */
    summary: z.string(),
    created_at: timestamp,
    last_run_at: timestamp.nullable(),
    next_run_at: timestamp,
    /** How many new posts the last run found (null before the first run). */
    last_sent_count: z.number().int().nullable(),
  })
  .meta({ id: "JobAlert" });
export type JobAlert = z.output<typeof jobAlert>;

// ---------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------

export const jobPostStatusField = z.enum(JOB_POST_STATUSES, {
  error: (issue) => (issue.input === undefined ? messages.required : "Choose open or closed."),
});

/** `html` (the editor's, and what an absent value means here) or `text` (the plain text area). */
const descriptionFormatField = z.enum(DESCRIPTION_FORMATS, { error: "Choose html or text." }).optional();

/** create/: an individual names the company (`company` id, or `company_name` typed in); a company posts for itself. */
export const jobPostCreateBody = individualJobPostSchema.extend({
  description_format: descriptionFormatField,
  questions: screeningQuestionsField,
});
/** The post's fields without the company: a company's create/, and anyone's update/ (with an optional status). */
const jobPostFieldsBody = jobPostFieldsSchema.extend({
  description_format: descriptionFormatField,
  questions: screeningQuestionsField,
});
export const jobPostEditBody = jobPostFieldsBody.extend({ status: jobPostStatusField.optional() });

/**
 * The body of create/ and update/ for a poster (the job post form's own schema, app/forms/jobs/job-post.form.ts);
 * `editing` drops the company (locked) and adds `status`.
 */
export function jobPostBodySchema(posterType: UserType, editing: boolean) {
  if (editing) return jobPostEditBody;
  return posterType === "individual" ? jobPostCreateBody : jobPostFieldsBody;
}

const closeReasonField = z.enum(POSTER_CLOSE_REASONS, { error: "Choose filled or no_longer_hiring." }).optional();

/** update/ with only `{ status }`: closes (with `close_reason`, no_longer_hiring unless said) or reopens the post. */
export const jobPostStatusBody = z.object({ status: jobPostStatusField, close_reason: closeReasonField });
/** update/: the whole post again (the company is locked), or only `{ status }` to close or reopen it. */
export const jobPostUpdateBody = z.union([jobPostEditBody, jobPostStatusBody]);

export const jobPostIdQuery = z.object({ job_post_id: requiredQueryId(JOB_POST_INVALID) });

export const JOB_FEED_TYPES = [
  "suggested",
  "applied",
  "my_company",
  "recent",
  "mine",
  "network",
  "saved",
  "following",
] as const;
export type JobFeedType = (typeof JOB_FEED_TYPES)[number];

/** `list/` without the job filters (those are read by app/forms/jobs/job-filters.form.ts, every value of a repeated parameter). */
export const jobPostListQuery = z.object({
  type: z
    .enum(JOB_FEED_TYPES, {
      error: "Choose suggested, applied, my_company, recent, mine, network, saved or following.",
    })
    .optional(),
  user_id: optionalQueryId(USER_INVALID),
  ...keysetFields,
  page_size: pageSizeField,
  view: jobListViewField,
});

/**
 * The job filters and sort as query parameters (docs/decisions/129-job-filters.md): a list
 * parameter repeats its name or separates values with commas; ids are master-list ids.
 */
export const jobFilterQueryShape = Object.fromEntries(
  JOB_FILTER_PARAMS.map((name) => [name, z.array(z.string()).optional()]),
) as Record<(typeof JOB_FILTER_PARAMS)[number], z.ZodOptional<z.ZodArray<z.ZodString>>>;

/** `search/`: the keywords (`q`, none: every open post, newest first) and a position; the job filters as in `list/`. */
export const jobSearchQuery = z.object({
  q: jobSearchText,
  ...keysetFields,
  page_size: pageSizeField,
  view: jobListViewField,
});

/** What a job search used (decision 171): the words searched, and those dropped when the whole query found nothing. */
export const jobSearchUsed = z
  .strictObject({
    /** The keywords as read (trimmed). */
    text: z.string(),
    /** The words searched (without "in", "jobs", …; after any dropped). */
    words: z.array(z.string()),
    /** Some words were dropped because the whole query found no open post. */
    relaxed: z.boolean(),
    dropped: z.array(z.string()),
  })
  .meta({ id: "JobSearchUsed" });
export type JobSearchUsed = z.output<typeof jobSearchUsed>;

export const likeBody = z.object({
  job_post_id: requiredBodyId(JOB_POST_INVALID),
  action: z.enum(["like", "undo"], { error: "Send action as undo to remove a like." }).optional(),
});

export const jobPostIdBody = z.object({ job_post_id: requiredBodyId(JOB_POST_INVALID) });

export const saveBody = z.object({
  job_post_id: requiredBodyId(JOB_POST_INVALID),
  action: z.enum(["save", "undo"], { error: "Send action as save, or undo to remove a saved job." }).optional(),
});

export const alertFrequencyBody = z.object({ frequency: frequencyField });
/** alert/create/: the frequency, and the job filters as JSON fields (a value or a list each). */
/** create/'s frequency and keywords (the filters come beside them, each a job filter parameter). */
export const alertSearchBody = alertFrequencyBody.extend({ q: jobSearchText });
export const alertCreateBody = alertSearchBody.extend(
  Object.fromEntries(
    JOB_FILTER_PARAMS.map((name) => [
      name,
      z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]).optional(),
    ]),
  ) as Record<
    (typeof JOB_FILTER_PARAMS)[number],
    z.ZodOptional<z.ZodUnion<[z.ZodString, z.ZodNumber, z.ZodArray<z.ZodUnion<[z.ZodString, z.ZodNumber]>>]>>
  >,
);
export const alertIdQuery = z.object({ alert_id: requiredQueryId(JOB_ALERT_MESSAGES.alert) });
export const alertStopBody = z.object({
  token: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(200, { error: JOB_ALERT_MESSAGES.token }),
});

export const repostListQuery = z.object({
  my_reposts: z.enum(["true", "false", "1", "0"], { error: "Send my_reposts as true or false." }).optional(),
  user_id: optionalQueryId(USER_INVALID),
  ...keysetFields,
  page_size: pageSizeField,
  view: jobListViewField,
});

/** A post's list that pages by keyset (who reposted it). */
export const keysetJobPostQuery = z.object({ job_post_id: requiredQueryId(JOB_POST_INVALID), ...keysetFields });

// ---------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------

const anyJobListItem = z.union([
  appliedJobPost,
  savedJobPost,
  networkJobPost,
  jobPost,
  appliedJobPostCard,
  savedJobPostCard,
  networkJobPostCard,
  jobPostCard,
]);

/** One UTC day of a post's statistics (decision 164). */
export const jobPostStatsDay = z
  .strictObject({
    /** `YYYY-MM-DD`, UTC. */
    day: z.string(),
    /** Reads of the post by anyone but its poster (repeats within 30 s count once). */
    views: z.number().int(),
    /** Distinct members, and visitors by a daily keyed hash of their address, who viewed it that day. */
    unique_viewers: z.number().int(),
    /** Times the post was shown on a list page (feeds, suggestions, search, a member's posts) to anyone but its poster. */
    appearances: z.number().int(),
    /** Applications made that day (whatever their status now). */
    applications: z.number().int(),
  })
  .meta({ id: "JobPostStatsDay" });

/** A post's last 30 days for its poster: totals and one point per day, oldest first. */
export const jobPostStats = z
  .strictObject({
    job_post_id: id,
    /** The first and last day (UTC, today). */
    from: z.string(),
    to: z.string(),
    /** The days' sums; `unique_viewers` counts a member once over the 30 days (a visitor once a day). */
    totals: jobPostStatsDay.omit({ day: true }),
    days: z.array(jobPostStatsDay),
  })
  .meta({ id: "JobPostStats" });
export type JobPostStats = z.output<typeof jobPostStats>;

export const jobPostApi = {
  create: endpoint({
    method: "POST",
    path: "/api/job-post/create/",
    summary:
      "Creates a job post. An individual names the company (`company`, or `company_name` typed in); a company posts for itself. 403 without a profile.",
    auth: "member",
    body: jobPostCreateBody,
    status: 201,
    response: envelope(jobPost),
  }),
  read: endpoint({
    method: "GET",
    path: "/api/job-post/read/",
    summary: 'One post, open or closed, as the caller sees it. 404 "Job post not found." once deleted.',
    auth: "optional",
    query: jobPostIdQuery,
    response: envelope(jobPost),
  }),
  similar: endpoint({
    method: "GET",
    path: "/api/job-post/similar/",
    summary: "Open posts like this one (a closed post's page shows them).",
    auth: "optional",
    query: jobPostIdQuery,
    response: envelope(z.array(jobPost)),
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/job-post/update/",
    summary:
      "Replaces the poster's post (the company is locked), or with `{ status }` only closes (`close_reason`: filled or no_longer_hiring) or reopens it; closing ends the applications still in progress and tells each applicant. 404 for anyone but the poster.",
    auth: "member",
    query: jobPostIdQuery,
    body: jobPostUpdateBody,
    response: envelope(jobPost),
  }),
  extend: endpoint({
    method: "POST",
    path: "/api/job-post/extend/",
    summary:
      "Moves the poster's open post's end date 30 days on, never beyond 90 days from now (decision 166). 400 when closed or already at the limit.",
    auth: "member",
    body: jobPostIdBody,
    response: envelope(jobPost),
  }),
  repostAsNew: endpoint({
    method: "POST",
    path: "/api/job-post/repost-as-new/",
    summary:
      "Posts a copy of the poster's closed post as a new open post ending in 30 days; the closed one stays as it is (decision 166).",
    auth: "member",
    body: jobPostIdBody,
    status: 201,
    response: envelope(jobPost),
  }),
  delete: endpoint({
    method: "DELETE",
    path: "/api/job-post/delete/",
    summary: "Deletes the poster's post with its likes, reposts, applications and recommendations.",
    auth: "member",
    query: jobPostIdQuery,
    response: envelope(z.strictObject({ job_post_id: id })),
  }),
  list: endpoint({
    method: "GET",
    path: "/api/job-post/list/",
    summary:
      "A feed (`type`: suggested, applied, my_company, network, saved for individuals; recent and mine for any account) or a member's open posts (`user_id`, public), with the job filters; `filters` says how they were understood. `view=card`: each post as a card shows it (JobPostCard, decision 143).",
    auth: "optional",
    query: jobPostListQuery.extend(jobFilterQueryShape),
    response: pagedEnvelope(anyJobListItem, { filters: jobFiltersEcho }),
  }),
  search: endpoint({
    method: "GET",
    path: "/api/job-post/search/",
    summary:
      "Open job posts for keywords (`q`: title weighs most, then skills, company, description; the last word as a prefix) and the job filters, by relevance then newest (or `sort`); without `q`, newest first. A query that finds nothing drops its most restrictive words (`query.dropped`). Public; pages by keyset (decision 171).",
    auth: "optional",
    query: jobSearchQuery.extend(jobFilterQueryShape),
    response: pagedEnvelope(z.union([jobPost, jobPostCard]), { filters: jobFiltersEcho, query: jobSearchUsed }),
  }),
  like: endpoint({
    method: "POST",
    path: "/api/job-post/like/",
    summary:
      'Likes a post, or with `action: "undo"` takes the like back (idempotent). Fields may also come in the query.',
    auth: "member",
    body: likeBody,
    response: envelope(likeState),
  }),
  save: endpoint({
    method: "POST",
    path: "/api/job-post/save/",
    summary: 'Saves another\'s open post, or with `action: "undo"` removes it (decision 132).',
    auth: "individual",
    body: saveBody,
    response: envelope(savedState),
  }),
  createAlert: endpoint({
    method: "POST",
    path: "/api/job-post/alert/create/",
    summary:
      "Keeps a job search (keywords `q` and the job filters) as an alert mailed daily or weekly (decision 133). 409 for the same search twice.",
    auth: "individual",
    body: alertCreateBody,
    status: 201,
    response: envelope(jobAlert),
  }),
  alerts: endpoint({
    method: "GET",
    path: "/api/job-post/alert/list/",
    summary: "The caller's job alerts (at most 20), newest first.",
    auth: "individual",
    response: envelope(z.array(jobAlert)),
  }),
  updateAlert: endpoint({
    method: "PUT",
    path: "/api/job-post/alert/update/",
    summary: "Changes how often an alert runs. 404 for another member's.",
    auth: "individual",
    query: alertIdQuery,
    body: alertFrequencyBody,
    response: envelope(jobAlert),
  }),
  deleteAlert: endpoint({
    method: "DELETE",
    path: "/api/job-post/alert/delete/",
    summary: "Deletes an alert. 404 for another member's.",
    auth: "individual",
    query: alertIdQuery,
    response: envelope(z.strictObject({ alert_id: id })),
  }),
  stopAlert: endpoint({
    method: "POST",
    path: "/api/job-post/alert/stop/",
    summary: "Stops the alert of a mail's stop link: the signed token (body or `?token=`) is the permission.",
    auth: "public",
    body: alertStopBody,
    response: envelope(z.strictObject({ stopped: z.boolean() })),
  }),
  repost: endpoint({
    method: "POST",
    path: "/api/job-post/repost/create/",
    summary: "Reposts another's open post. 409 when already reposted.",
    auth: "individual",
    body: jobPostIdBody,
    status: 201,
    response: envelope(repostResult),
  }),
  deleteRepost: endpoint({
    method: "DELETE",
    path: "/api/job-post/repost/delete/",
    summary: "Removes the caller's repost (`job_post_id` in the body or the query).",
    auth: "individual",
    body: jobPostIdBody,
    response: envelope(repostRemoved),
  }),
  reposts: endpoint({
    method: "GET",
    path: "/api/job-post/repost/list/",
    summary:
      "The caller's reposts (`my_reposts=true`) or a member's (`user_id`, public), newest first; `view=card` as cards (decision 143).",
    auth: "optional",
    query: repostListQuery,
    response: pagedEnvelope(z.union([repostedJobPost, repostedJobPostCard])),
  }),
  repostedBy: endpoint({
    method: "GET",
    path: "/api/job-post/reposted-by/list/",
    summary: "Who reposted a post (its poster only; 404 otherwise), newest first.",
    auth: "member",
    query: keysetJobPostQuery,
    response: pagedEnvelope(reposter),
  }),
  stats: endpoint({
    method: "GET",
    path: "/api/job-post/stats/",
    summary:
      "A post's views, unique viewers, appearances in lists and applications per day for the last 30 days, with totals (decision 164). Its poster only; 404 otherwise. Counts reach it within a few seconds.",
    auth: "member",
    query: jobPostIdQuery,
    response: envelope(jobPostStats),
  }),
};
