/**
 * Table types for Kysely. Timestamps are ISO-8601 text in UTC. Booleans are `boolean` in
 * PostgreSQL and 0/1 integers in SQLite: write JS booleans (the SQLite adapter converts them)
 * and read them through `toBool`.
 */
import type { ColumnType, Generated, Selectable } from "kysely";
import type { ApplicationStatus, JobPostCloseReason, JobPostStatus } from "#app/contract/jobs.ts";
import type { ResumeRequestStatus } from "#app/contract/resume-requests.ts";
import type { AlertFrequency } from "#app/forms/jobs/job-alerts.form.ts";
import type { ScreeningKind } from "#app/forms/jobs/screening.form.ts";
import type { EmploymentTypeValue, JobTypeValue } from "#app/forms/jobs/job-post-labels.ts";
import type { UserType } from "#app/forms/fields.ts";

// The columns below that store one of the API's values take its union from where the list is
// written (the contract, or the form the contract reads it from), not a copy; the row types
// themselves stay written by hand (decision 152: the columns, not the API; decision 155).

export type { UserType };

/** A boolean as read from either database. */
export type DbBool = boolean | number;

export function toBool(value: DbBool | null | undefined): boolean {
  return value === true || value === 1;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  type_of_user: UserType;
  email_verified: DbBool;
  onboarding_complete: DbBool;
  google_sub: string | null;
  created_at: string;
  updated_at: string;
  /** Mail preferences (migration 0019, decision 136): job alert mails. */
  mail_job_alerts: Generated<DbBool>;
  /** Mails about invitations from other members (connection requests). */
  mail_invites: Generated<DbBool>;
  /** Mails about other notifications. */
  mail_notifications: Generated<DbBool>;
  /** The moderator role (migration 0032, decision 175), granted from the command line only. */
  is_moderator: Generated<DbBool>;
  /** Until when the account is suspended (a ban: BANNED_UNTIL), and why; null when it is not. */
  suspended_until: Generated<string | null>;
  suspension_reason: Generated<string | null>;
}

/** What a one-time code is for: a sign-up's address, or a login's security check. */
export type OtpPurpose = "signup" | "login" | "email_change" | "company_domain";

/** A one-time code: a pending sign-up (with its password and type) or a login check. */
export interface OtpsTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  expires_at: string;
  attempts: number;
  created_at: string;
  purpose: Generated<OtpPurpose>;
  /** SHA-256 of the verification id held by the client that started it; null for old codes. */
  ticket_hash: string | null;
  /** The password chosen in this sign-up (set when the address is verified with this code). */
  password_hash: string | null;
  /** The type chosen in this sign-up. */
  type_of_user: UserType | null;
  /** An `email_change`'s new address (migration 0019). */
  new_email: string | null;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  family: string;
  created_at: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
}

/** One login: the id is the family of its refresh tokens, and access tokens carry it (`sid`). */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  revoked_at: string | null;
  /** "Chrome on Windows": browser and system from the user agent (decision 178); null before it. */
  device: string | null;
  user_agent: string | null;
  /** The sign-in's address, masked ("203.0.113.x"). */
  address: string | null;
  /** Sign-in, then each token refresh (at most every 15 minutes of use). */
  last_seen_at: string | null;
}

/** An authenticator app's secret (base32); in use once `confirmed_at` is set (decision 178). */
export interface TotpFactorsTable {
  user_id: number;
  secret: string;
  created_at: string;
  confirmed_at: string | null;
  last_step: number | null;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A login whose password was right, waiting for its second step; the id is a token's SHA-256. */
export interface TwoFactorChallengesTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
}

/** A member's passkey (WebAuthn credential, decision 183); `credential_id` and `public_key` are base64url. */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  public_key: string;
  /** The signature counter: a bigint, so PostgreSQL answers it as text. */
  counter: ColumnType<number | string, number, number>;
  /** The transports the browser named at registration, as a JSON array. */
  transports: string | null;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A challenge handed out for a passkey registration (its member's) or sign-in; the id is its SHA-256. */
export interface PasskeyChallengesTable {
  id: string;
  /** A second step's (decision 185) belongs to the pending login's account and is bound to that login by its id. */
  purpose: "register" | "login" | "second-step";
  user_id: number | null;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
  /** When the window ends (window_start + its length); the sweep deletes rows past it. */
  expires_at: string;
}

/** Where a queued mail stands (mail/outbox.ts). */
export type MailStatus = "queued" | "sent" | "failed";

/** One mail of the outbox (decision 125). */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  /** The text and HTML parts, sealed (lib/crypto.ts `seal`); empty once sent or given up. */
  body: string;
  list_unsubscribe: string | null;
  /** `List-Unsubscribe-Post` (RFC 8058 one-click), with an https `list_unsubscribe` only (migration 0017). */
  list_unsubscribe_post: string | null;
  message_id: string;
  status: Generated<MailStatus>;
  /** How many times a worker claimed it. */
  attempts: Generated<number>;
  next_attempt_at: string;
  /** The claiming worker's lease; another may claim the row once it has passed. */
  claimed_until: string | null;
  /** Why the last attempt failed (no secrets). */
  last_error: string | null;
  created_at: string;
  /** When it was sent or given up. */
  finished_at: string | null;
}

/** A member's profile. */
export interface IndividualsTable {
  user_id: number;
  first_name: string;
  last_name: string;
  pincode: string;
  /** The headline. */
  bio: string;
  phone: string;
  location_id: number;
  profile_pic: string | null;
  banner: string | null;
  created_at: string;
  updated_at: string;
}

/** A company profile. */
export interface CorporatesTable {
  user_id: number;
  company_name: string;
  /** The point of contact. */
  poc: string;
  phone: string;
  email: string;
  website: string | null;
  pincode: string;
  about: string | null;
  company_id: number;
  location_id: number;
  logo: string | null;
  profile_pic: string | null;
  banner: string | null;
  created_at: string;
  updated_at: string;
  /** The response rate (decision 166): applications answered within 14 days of those counted, and when it was counted. */
  response_rate_answered: number | null;
  response_rate_total: number | null;
  response_rate_at: string | null;
  /** How many members follow the company (decision 177), kept with each follow and unfollow. */
  follower_count: Generated<number>;
}

export interface CurrenciesTable {
  id: Generated<number>;
  title: string;
  code: string;
  country: string;
}

export interface LocationsTable {
  id: Generated<number>;
  city: string;
  state: string;
  country: string;
}

/** skills, sectors, domains, institutions, degrees. */
export interface TitledTable {
  id: Generated<number>;
  title: string;
}

/** Institutions: titled, with the key of a typed-in name (decision 135). */
export interface InstitutionsTable extends TitledTable {
  /** `normaliseEntryName(title)`, unique; null when another entry holds it. */
  name_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Skills: titled, with the key of a typed-in name (decision 187; `normaliseSkillName`, which keeps `+` and `#`). */
export interface SkillsTable extends TitledTable {
  /** `normaliseSkillName(title)`, unique; null when another entry holds it. */
  name_key: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CompaniesTable {
  id: Generated<number>;
  title: string;
  /** Null: unclaimed (a master-list entry, or one a member typed in, decision 135). */
  owner_user_id: number | null;
  /** `normaliseEntryName(title)`, unique; null when another entry holds it (a sign-up's own entry with a taken name). */
  name_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The company's web domain (master-list entries): the proof needed to claim it (decision 118). */
  domain: Generated<string | null>;
  /** When its account proved the domain (decision 176); null: not verified. */
  domain_verified_at: Generated<string | null>;
  /** How: a code mailed to an address at the domain, or the well-known file. */
  domain_verified_by: Generated<DomainProof | null>;
}

/** How a company proved its domain (decision 176). */
export type DomainProof = "email" | "file";

/** A member following a company's account (decision 177). */
export interface CompanyFollowsTable {
  user_id: number;
  company_user_id: number;
  created_at: string;
}

export type EmploymentType = EmploymentTypeValue;
export type JobType = JobTypeValue;

/** A work experience. */
export interface ExperiencesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  employment_type: EmploymentType;
  /** `YYYY-MM`. */
  start_date: string;
  /** `YYYY-MM`; null while current. */
  end_date: string | null;
  description: string | null;
  company_id: number;
  location_id: number | null;
  is_current: DbBool;
  created_at: string;
  updated_at: string;
}

/** An education entry. */
export interface EducationsTable {
  id: Generated<number>;
  user_id: number;
  field_of_study: string | null;
  start_year: number;
  end_year: number | null;
  grade: string | null;
  institution_id: number;
  degree_id: number;
  created_at: string;
  updated_at: string;
}

export interface IndividualSkillsTable {
  user_id: number;
  skill_id: number;
  /** Order in which the member listed it (0 first). */
  position: number;
}

/** A member open to work and what they want (migration 0038, decision 184); no row: not open. */
export interface OpenToWorkTable {
  user_id: number;
  /** Who sees it: every member, or company accounts only. */
  visibility: "members" | "recruiters";
  /** JSON arrays: the job titles (free text), the job types and the employment types wanted. */
  roles: string;
  job_types: string;
  employment_types: string;
  /** YYYY-MM-DD, or null: flexible. */
  start_date: string | null;
  created_at: string;
  updated_at: string;
}

/** A location an open-to-work member wants to work in. */
export interface OpenToWorkLocationsTable {
  user_id: number;
  location_id: number;
}

/**
 * A skill of a member open to work, with their `open_to_work.updated_at` (migration 0040,
 * decision 196): the candidate search by skill reads one skill's range. Kept by triggers only.
 */
export interface OpenToWorkSkillsTable {
  user_id: number;
  skill_id: number;
  updated_at: string;
}

/** A connection's endorsement of a skill on a member's profile (migration 0035, decision 179). */
export interface SkillEndorsementsTable {
  /** The profile's member. */
  user_id: number;
  skill_id: number;
  /** Who endorses (a connection of `user_id`). */
  endorser_id: number;
  created_at: string;
}

export interface ResumesTable {
  user_id: number;
  /** Storage key under the private prefix; never served publicly. */
  file_key: string;
  /** The file name as uploaded (cleaned). */
  name: string;
  size: number;
  uploaded_at: string;
}

export type ConnectionStatusValue = "pending" | "accepted";

export interface ConnectionsTable {
  id: Generated<number>;
  /** Who sent the request. */
  from_user_id: number;
  to_user_id: number;
  /** min(from, to) and max(from, to): unique together. */
  user_low: number;
  user_high: number;
  note: string | null;
  status: ConnectionStatusValue;
  created_at: string;
  accepted_at: string | null;
}

/** The contract's statuses of a resume request, stored as the API gives them. */
export type { ResumeRequestStatus };

export interface ResumeRequestsTable {
  id: Generated<number>;
  requester_id: number;
  owner_id: number;
  status: ResumeRequestStatus;
  created_at: string;
  responded_at: string | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  /** The recipient. */
  user_id: number;
  type: string;
  actor_user_id: number | null;
  message: string;
  /** A web path, e.g. `/profile/asha-verma/3`. */
  link: string;
  /** The row the notification is about (a connection, a resume request…), by type. */
  subject_id: number | null;
  is_read: DbBool;
  created_at: string;
}

export type { JobPostCloseReason, JobPostStatus };

/** A job post. */
export interface JobPostsTable {
  id: Generated<number>;
  title: string;
  job_type: JobType;
  min_experience_years: number;
  min_experience_months: number;
  employment_type: EmploymentType;
  no_of_openings: number;
  /** The poster (an individual or a corporate). */
  user_id: number;
  /** The company the job is at: the individual's pick, or the corporate's own company. */
  company_id: number;
  sector_id: number;
  domain_id: number;
  currency_id: number;
  /** Annual CTC; null when not given. */
  salary: number | null;
  /** Sanitised HTML ("" when none). */
  description: string;
  status: JobPostStatus;
  created_at: string;
  updated_at: string;
  /** When the post ends (migration 0025, decision 166): the closing worker closes it then. */
  valid_through: string;
  /** Why a closed post closed (null while open). */
  close_reason: JobPostCloseReason | null;
  closed_at: string | null;
  /** When the poster was mailed that the post ends in 3 days (null: not yet; an extension clears it). */
  ending_notice_at: string | null;
  /** When every application still in progress was ended and told (null while a closing is under way, or open). */
  applicants_closed_at: string | null;
  /** Its likes and reposts, kept by triggers on job_post_likes and job_post_reposts (migration 0023). */
  like_count: Generated<number>;
  repost_count: Generated<number>;
  /** When moderation hid it (frozen by scam reports, or removed): seen by its poster and moderators only. */
  hidden_at: Generated<string | null>;
}

/** `job_post_locations` and `job_post_skills`: the post's picks, in the poster's order. */
export interface JobPostLocationsTable {
  job_post_id: number;
  location_id: number;
  position: number;
}

export interface JobPostSkillsTable {
  job_post_id: number;
  skill_id: number;
  position: number;
}

/** A post's screening questions (migration 0028, decision 167). */
export interface JobPostQuestionsTable {
  id: Generated<number>;
  job_post_id: number;
  position: number;
  kind: ScreeningKind;
  text: string;
  required: DbBool;
  /** "yes" / "no" for a yes/no question, the minimum for a number question; null for none. */
  required_answer: string | null;
}

/** An application's answers to its post's questions (migration 0028). */
export interface ReferralAnswersTable {
  id: Generated<number>;
  referral_id: number;
  question_id: number;
  answer: string;
  /** Whether the answer met its question's requirement when given; null when it had none. */
  meets: DbBool | null;
}

export interface JobPostLikesTable {
  job_post_id: number;
  user_id: number;
  created_at: string;
}

export interface JobPostRepostsTable {
  id: Generated<number>;
  job_post_id: number;
  user_id: number;
  created_at: string;
}

/**
 * `status` holds an application's status (migration 0015, decision 130) in the API's
 * `ApplicationStatus` words, never the first contract's `ReferralStatus` ones (pending, referred,
 * ignored, withdrawn): `legacyStatus` (backend/referrals/application-status.ts) words a stored
 * status so for the referral answers.
 */
export interface ReferralsTable {
  id: Generated<number>;
  job_post_id: number;
  /** The member asking for the referral (the applicant). */
  user_id: number;
  /** The applicant's note to the poster. */
  message: string | null;
  status: ApplicationStatus;
  created_at: string;
  /** When the poster last answered (referred or not selected). */
  responded_at: string | null;
  /** When the status last changed. */
  status_at: string;
  /** The PDF attached to the application (a copy under the private prefix), if any. */
  resume_file_key: string | null;
  resume_name: string | null;
  resume_size: number | null;
  /** Whether the application met every requirement of the post's questions when made; null when there were none (migration 0028). */
  meets_requirements: ColumnType<DbBool | null, DbBool | null | undefined, DbBool | null>;
}

export interface ReferralStatusHistoryTable {
  id: Generated<number>;
  referral_id: number;
  status: ApplicationStatus;
  at: string;
  /** Who changed it (null once that account is gone). */
  by_user_id: number | null;
  /** The message the poster sent to the applicant with this change (migration 0024). */
  message: string | null;
}

/** The poster's private notes on an application (migration 0024). */
export interface ReferralNotesTable {
  id: Generated<number>;
  referral_id: number;
  /** Who wrote it (null once that account is gone). */
  author_user_id: number | null;
  body: string;
  created_at: string;
}

/** The messages a poster keeps to send with a move of an application (migration 0024). */
export interface ApplicationMessageTemplatesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  body: string;
  updated_at: string;
}

export interface ReferralResumeDownloadsTable {
  id: Generated<number>;
  referral_id: number;
  user_id: number;
  at: string;
}

export interface RecommendationsTable {
  id: Generated<number>;
  job_post_id: number;
  from_user_id: number;
  to_user_id: number;
  created_at: string;
}

/** A member's saved job post (migration 0017, decision 132). */
export interface SavedJobsTable {
  id: Generated<number>;
  user_id: number;
  job_post_id: number;
  created_at: string;
}

export type JobAlertFrequency = AlertFrequency;

/** A member's saved search, mailed daily or weekly (migration 0017, decision 133). */
export interface JobAlertsTable {
  id: Generated<number>;
  user_id: number;
  /** The job filters as their canonical query string (forms/jobs/job-filters.form.ts `jobFilterKey`). */
  filters: string;
  frequency: JobAlertFrequency;
  created_at: string;
  updated_at: string;
  /** The next run mails the matching posts created from here to its own time. */
  window_start: string;
  next_run_at: string;
  last_run_at: string | null;
  /** How many posts the last run found (null before the first run). */
  last_sent_count: number | null;
  /** The claiming worker's lease. */
  claimed_until: string | null;
  /** How many times it was claimed: the claim's token. */
  claims: Generated<number>;
}

/** A post's counts of one UTC day (migration 0027, decision 164): only ever added to. */
export interface JobPostStatsTable {
  job_post_id: number;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  views: number;
  unique_viewers: number;
  appearances: number;
}

/** Who viewed a post on a day: `m:<user id>`, or `a:` and a keyed hash of the day and address. */
export interface JobPostViewersTable {
  job_post_id: number;
  day: string;
  viewer_key: string;
}

export interface ConversationsTable {
  id: Generated<number>;
  /** min and max of the two members' user ids: unique together. */
  user_low: number;
  user_high: number;
  created_at: string;
  /** The newest message's time, else created_at. */
  updated_at: string;
  /** When the first message was sent (never cleared); null before. */
  first_message_at: string | null;
}

export interface MessagesTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  recipient_id: number;
  /** Plain text as typed (trimmed). */
  text: string;
  created_at: string;
  /** When the recipient read it; null while unread. */
  read_at: string | null;
}

/** One account's block of another (migration 0031, decision 174): mutual invisibility. */
export interface BlocksTable {
  id: Generated<number>;
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

export interface InvitesTable {
  id: Generated<number>;
  inviter_id: number;
  /** Lower-cased. */
  email: string;
  created_at: string;
}

/** What can be reported (decision 175). */
export type ReportTargetKind = "member" | "company" | "job_post" | "message";
export type ReportReason = "scam" | "spam" | "harassment" | "fake_profile" | "misleading" | "other";
export type ModerationOutcome = "dismiss" | "remove" | "warn" | "suspend" | "ban";
export type ModerationActionKind = ModerationOutcome | "freeze" | "review_request";

/** One reported thing waiting for (or decided by) a moderator (migration 0032). */
export interface ModerationCasesTable {
  id: Generated<number>;
  target_kind: ReportTargetKind;
  target_id: number;
  /** The account the reported thing belongs to (the member, the company, the poster, the sender). */
  owner_id: number;
  status: "open" | "closed";
  outcome: ModerationOutcome | null;
  /** JSON: the content as it was at the first report. */
  snapshot: string;
  report_count: Generated<number>;
  /** When the owner asked for a review of a removal (one per case). */
  review_requested_at: string | null;
  created_at: string;
  /** Its place in the queue: the first report, or the review request. */
  queued_at: string;
  closed_at: string | null;
}

export interface ReportsTable {
  id: Generated<number>;
  case_id: number;
  reporter_id: number;
  reason: ReportReason;
  note: string | null;
  created_at: string;
}

export interface ModerationActionsTable {
  id: Generated<number>;
  case_id: number;
  /** The moderator (the owner for a review request); null for the automatic freeze, and once that account is deleted. */
  actor_id: number | null;
  action: ModerationActionKind;
  reason: string;
  days: number | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  otps: OtpsTable;
  refresh_tokens: RefreshTokensTable;
  sessions: SessionsTable;
  totp_factors: TotpFactorsTable;
  recovery_codes: RecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  mail_outbox: MailOutboxTable;
  individuals: IndividualsTable;
  corporates: CorporatesTable;
  currencies: CurrenciesTable;
  locations: LocationsTable;
  skills: SkillsTable;
  sectors: TitledTable;
  domains: TitledTable;
  institutions: InstitutionsTable;
  degrees: TitledTable;
  companies: CompaniesTable;
  experiences: ExperiencesTable;
  educations: EducationsTable;
  individual_skills: IndividualSkillsTable;
  skill_endorsements: SkillEndorsementsTable;
  open_to_work: OpenToWorkTable;
  open_to_work_locations: OpenToWorkLocationsTable;
  open_to_work_skills: OpenToWorkSkillsTable;
  resumes: ResumesTable;
  connections: ConnectionsTable;
  resume_requests: ResumeRequestsTable;
  notifications: NotificationsTable;
  job_posts: JobPostsTable;
  job_post_locations: JobPostLocationsTable;
  job_post_skills: JobPostSkillsTable;
  job_post_questions: JobPostQuestionsTable;
  referral_answers: ReferralAnswersTable;
  job_post_likes: JobPostLikesTable;
  job_post_reposts: JobPostRepostsTable;
  referrals: ReferralsTable;
  referral_status_history: ReferralStatusHistoryTable;
  referral_resume_downloads: ReferralResumeDownloadsTable;
  referral_notes: ReferralNotesTable;
  application_message_templates: ApplicationMessageTemplatesTable;
  recommendations: RecommendationsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  invites: InvitesTable;
  blocks: BlocksTable;
  saved_jobs: SavedJobsTable;
  company_follows: CompanyFollowsTable;
  job_alerts: JobAlertsTable;
  job_post_stats: JobPostStatsTable;
  job_post_viewers: JobPostViewersTable;
  moderation_cases: ModerationCasesTable;
  reports: ReportsTable;
  moderation_actions: ModerationActionsTable;
}

export type User = Selectable<UsersTable>;
export type TitledTableName = "skills" | "sectors" | "domains" | "institutions" | "degrees";
