/**
 * Types of the jobs, reposts and referrals part of the API contract
 * (docs/api-contract.md "Jobs, reposts and referrals (issue 4)"). Ids are numbers; times are
 * ISO-8601 strings in UTC; `*_time_ago` are human-readable ("3 hours ago").
 */
import type { ConnectionStatus, PersonSummary } from "./network-types.ts";
import type { Currency, Location, MasterItem, UserType } from "./types.ts";

export type { Paged } from "./paged.ts";

/** Where the work is done. */
export type JobType = "in-office" | "remote" | "hybrid";
/** The kind of contract. */
export type JobEmploymentType = "full-time" | "part-time" | "internship" | "contract" | "freelance";
/** Open posts are listed; closed ones only to the poster (and to members who asked a referral). */
export type JobPostStatus = "open" | "closed";
/** The state of a referral request, in the first contract's words (withdrawn is new, decision 130). */
export type ReferralStatus = "pending" | "referred" | "ignored" | "withdrawn";
/** An application's status (decision 130): requested → viewed → referred or not_selected; withdrawn by the applicant. */
export type ApplicationStatus = "requested" | "viewed" | "referred" | "not_selected" | "withdrawn";
/** The poster's filter of the applications: `active` (requested, viewed, referred; the default), `all`, or one status. */
export type ApplicationFilter = "active" | "all" | ApplicationStatus;
/** One change of an application's status. */
export type StatusChange = { status: ApplicationStatus; at: string; by: "applicant" | "poster" };
/** A resume attached to an application. */
export type AttachedResume = { name: string; size: number };

/** A member or a company as the jobs area shows them (a company: name in `first_name`, `last_name` ""). */
export type AccountSummary = PersonSummary & {
  type_of_user: UserType;
  /** The display name: "Asha Verma", or the company's name. */
  name: string;
};

/** The poster of a job post, with where the viewer stands with them (all false for companies, yourself, visitors). */
export type PostedBy = AccountSummary & { status: ConnectionStatus };

/** A job post as the viewer sees it. */
export type JobPost = {
  id: number;
  /** The same as `id`. */
  job_post_id: number;
  title: string;
  /** `logo`: the picture of the company account that claimed the company, if any. */
  company: (MasterItem & { logo?: string | null }) | null;
  company_name: string;
  job_type: JobType;
  sector: MasterItem;
  domain: MasterItem;
  /** "N Years M Months". */
  min_experience: string;
  min_experience_years: number;
  min_experience_months: number;
  employment_type: JobEmploymentType;
  currency: Currency;
  /** Annual CTC, null when not given. */
  salary: number | null;
  /** In the poster's order. */
  locations: Location[];
  skills: MasterItem[];
  no_of_openings: number;
  /** Sanitised HTML, "" when there is none. */
  description: string;
  status: JobPostStatus;
  posted_by: PostedBy;
  posted_time_ago: string;
  created_at: string;
  updated_at: string;
  /** The viewer is the poster. */
  is_mine: boolean;
  like_count: number;
  liked_by_me: boolean;
  repost_count: number;
  reposted_by_me: boolean;
  /** You saved this post (decision 132). */
  saved_by_me: boolean;
  /** Responses not ignored, for the poster only; null for others. */
  response_count: number | null;
  /** The viewer's own referral request on this post, if any. */
  my_referral_status: ReferralStatus | null;
  /** The viewer's own application on this post: its status and id (decision 130). */
  my_application_status: ApplicationStatus | null;
  my_referral_id: number | null;
  /** The latest 10 reposters, newest first. */
  reposted_by: PersonSummary[];
};

/** The applicant's own application, on each item of `list/?type=applied`. */
export type MyApplication = {
  referral_id: number;
  status: ApplicationStatus;
  status_at: string;
  message: string | null;
  resume: AttachedResume | null;
  /** Every change, oldest first. */
  history: StatusChange[];
  can_withdraw: boolean;
};

/** An item of `list/?type=applied`: the post plus the viewer's request. */
export type AppliedJobPost = JobPost & { referral_id: number; applied_on: string; application: MyApplication };

/** An item of `repost/list/`. */
export type RepostedJobPost = JobPost & { reposted_at: string; reposted_time_ago: string };

/** An item of `reposted-by/list/`. */
export type Reposter = PersonSummary & { reposted_at: string; reposted_time_ago: string };

/** An item of `list/?type=network`: set when a connection reposted the post, null when a connection posted it. */
export type NetworkJobPost = JobPost & { reposted_by_connection?: PersonSummary | null };

/**
 * The filters of a job list as the API understood them (`filters` of `list/` and of a search of
 * jobs), with the titles of the ids (docs/api-contract.md "Job filters").
 */
export type JobFiltersEcho = {
  locations: Location[];
  job_type: JobType[];
  employment_type: JobEmploymentType[];
  experience: number | null;
  currency: Currency | null;
  salary_min: number | null;
  salary_max: number | null;
  skills: MasterItem[];
  company: MasterItem[];
  sector: MasterItem[];
  domain: MasterItem[];
  posted_within: "24h" | "week" | "month" | null;
  sort: "relevance" | "newest" | "salary";
};

/** The feeds of `list/?type=`. `mine` works for any account type; the others are for individuals, `recent` for any signed-in account. */
export type JobFeedType = "suggested" | "applied" | "my_company" | "recent" | "mine" | "network" | "saved";

/** A saved job (decision 132): the post, open or closed, and when you saved it. */
export type SavedJobPost = JobPost & { saved_at: string };
/** What save/ answers. */
export type SavedState = { job_post_id: number; saved_by_me: boolean; saved_at: string | null };

export type AlertFrequency = "daily" | "weekly";
/** A job alert (decision 133): a search mailed daily or weekly with its new open posts. */
export type JobAlert = {
  id: number;
  alert_id: number;
  frequency: AlertFrequency;
  filters: JobFiltersEcho;
  /** The filters as query parameters. */
  query: string;
  /** The filters in one line. */
  summary: string;
  created_at: string;
  last_run_at: string | null;
  next_run_at: string;
  last_sent_count: number | null;
};

/** Body of create (and, without `company`, of update). Ids may be numbers; see the contract. */
export type JobPostInput = {
  title: string;
  /** Company id: required for individual posters; ignored for companies and on update. */
  company?: number | null;
  job_type?: JobType;
  sector: number;
  domain: number;
  min_experience_years: number;
  min_experience_months?: number;
  employment_type: JobEmploymentType;
  currency?: number;
  salary?: number | null;
  locations: number[];
  skills: number[];
  no_of_openings: number;
  description?: string | null;
  /** `text`: plain text from the no-JavaScript text area. Default `html`. */
  description_format?: "html" | "text";
};

/** Body of update: the create body (full replace) plus an optional status. */
export type JobPostUpdateInput = JobPostInput & { status?: JobPostStatus };

/** `data` of like and undo like. */
export type LikeState = { job_post_id: number; like_count: number; liked_by_me: boolean };

/** `data` of repost create. */
export type RepostResult = { repost_id: number; job_post_id: number; repost_count: number };
/** `data` of repost delete. */
export type RepostRemoved = { job_post_id: number; repost_count: number };

/** An applicant as the poster's Responses list shows them. */
export type Applicant = PersonSummary & { connections_in_common: number };

/** A referral request as the poster sees it (Responses tab). */
export type ReferralResponse = {
  referral_id: number;
  job_post_id: number;
  applied_on: string;
  applied_time_ago: string;
  status: ReferralStatus;
  application_status: ApplicationStatus;
  status_at: string;
  message: string | null;
  user: Applicant;
  resume: AttachedResume | null;
  /** The latest downloads of the attached resume (at most 5), newest first. */
  resume_downloads: Array<{ by: AccountSummary; at: string; at_time_ago: string }>;
  resume_download_count: number;
  history: StatusChange[];
  /** What the poster may still do. */
  actions: Array<"refer" | "not_select">;
};

/** `referral/read/`: one response plus its post. */
export type ReferralResponseDetail = ReferralResponse & { job_post: { id: number; title: string; status: JobPostStatus } };

/** `data` of referral create, refer, ignore, status and withdraw. */
export type ReferralResult = { referral_id: number; job_post_id: number; status: ReferralStatus; application_status: ApplicationStatus; resume?: AttachedResume | null };

/** An item of `recommendations/list/`. */
export type Recommendation = {
  id: number;
  job_post: JobPost;
  recommended_by: AccountSummary;
  created_at: string;
  created_time_ago: string;
};
