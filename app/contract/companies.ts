/** The contract of company profiles: `/api/corporate/*` (the profile, its employees, its logo). */
import { z } from "zod";
import { corporateDetailsSchema } from "#app/forms/companies/corporate-details.form.ts";
import { IMAGE_MAX_BYTES, imageUploadSchema } from "#app/forms/upload.ts";
import { envelope, id, location, masterItem, pagedEnvelope, personSummary, storedFacts, timestamp } from "./common.ts";
import {
  checkDomainFileBody,
  confirmDomainEmailBody,
  verifyEmailBody,
} from "#app/forms/companies/domain-verification.form.ts";
import { followBody } from "#app/forms/companies/follow.form.ts";
import { endpoint } from "./endpoint.ts";
import { openToWork, userIdQuery } from "./profiles.ts";
import { jobFiltersEcho } from "./jobs.ts";
import { CANDIDATE_FILTER_PARAMS } from "#app/forms/profiles/open-to-work.form.ts";
import { keysetFields } from "./paging.ts";
import { pictureUpload } from "./uploads.ts";

/**
 * A company profile's plain facts (decision 160): the fields of the corporate details form's rule
 * stored in the profile's column of the same name as sent and answered as stored (the company's
 * name, the point of contact, phone, email, website, pincode, about; empty optional ones as null).
 * Every field of the rule is one but the location (an id the answer expands). Renaming the company
 * renames its entry too, written out in the service. A new field of the rule is a plain fact: it
 * needs its column (declared in the table's type; a test checks the two agree), and the answer
 * and the backend's statements follow.
 */
export const corporatePlainFacts = storedFacts(corporateDetailsSchema.omit({ location: true }).shape);
export type CorporatePlainFacts = z.output<z.ZodObject<typeof corporatePlainFacts>>;

/** A company profile as get/ (and create/, update/) answer it. */
export const corporateProfile = z
  .strictObject({
    /** The user id. */
    id,
    /** The company's entry in the company master list (its name follows `company_name`). */
    company: masterItem,
    ...corporatePlainFacts,
    location,
    logo: z.string().nullable(),
    profile_pic: z.string().nullable(),
    banner: z.string().nullable(),
    onboarding_complete: z.boolean(),
    /** Individuals whose current experience is at the company, counted up to 1,000. */
    employees_count: z.number().int(),
    /** There are more than `employees_count` (1,000) of them. */
    employees_count_capped: z.boolean(),
    /**
     * Of the applications to the company's posts of the last 90 days, the share it answered
     * within 14 days (decision 166; one younger than 14 days counts once answered); counted at
     * most daily. Null until one counts.
     */
    response_rate: z
      .strictObject({ percent: z.number().int(), answered: z.number().int(), counted: z.number().int() })
      .nullable(),
    /** The web domain the company proved (decision 176): a verified employer. Null: not verified. */
    verified_domain: z.string().nullable(),
    /** How many members follow the company (decision 177). */
    follower_count: z.number().int(),
    /** The caller follows it (false for a visitor or a company account). */
    followed_by_me: z.boolean(),
  })
  .meta({ id: "CorporateProfile" });
export type CorporateProfile = z.output<typeof corporateProfile>;

/**
 * A member open to work as the company accounts' search lists them (decision 184): who they are,
 * what they want, and their whole years of experience (since their first position began).
 */
export const candidateItem = z
  .strictObject({
    ...personSummary.shape,
    open_to_work: openToWork,
    experience_years: z.number().int(),
  })
  .meta({ id: "Candidate" });
export type CandidateItem = z.output<typeof candidateItem>;

/** candidates/list/: the job filters' skills, locations and experience (as text; repeated or comma-separated), and a position. */
export const candidatesQuery = z.object({
  ...(Object.fromEntries(CANDIDATE_FILTER_PARAMS.map((name) => [name, z.array(z.string()).optional()])) as Record<
    (typeof CANDIDATE_FILTER_PARAMS)[number],
    z.ZodOptional<z.ZodArray<z.ZodString>>
  >),
  ...keysetFields,
});

/** The candidate filters as the API understood them, with the titles of the ids. */
export const candidateFiltersEcho = jobFiltersEcho
  .pick({ skills: true, locations: true, experience: true })
  .meta({ id: "CandidateFiltersEcho" });

/** An individual whose current experience is at the company. */
export const employeeItem = z
  .strictObject({
    ...personSummary.shape,
    /** How long they have been there: "2 years", "3 months", "less than a month". */
    connected_time_ago: z.string(),
  })
  .meta({ id: "Employee" });
export type EmployeeItem = z.output<typeof employeeItem>;

/** Where the caller stands with a company after follow/ (decision 177). */
export const followState = z
  .strictObject({
    /** The company's account (its page's id). */
    company_id: id,
    following: z.boolean(),
    follower_count: z.number().int(),
    /** Its new jobs are mailed daily (a job alert for jobs at the company). */
    mail: z.boolean(),
  })
  .meta({ id: "FollowState" });
export type FollowState = z.output<typeof followState>;

/** A company the caller follows (following/). */
export const followedCompany = z
  .strictObject({
    company_id: id,
    name: z.string(),
    logo: z.string().nullable(),
    follower_count: z.number().int(),
    followed_at: timestamp,
    mail: z.boolean(),
  })
  .meta({ id: "FollowedCompany" });
export type FollowedCompany = z.output<typeof followedCompany>;

/** How a company proves its domain (decision 176). */
export const domainProof = z.enum(["email", "file"]);

/** The caller's domain verification (decision 176). */
export const domainVerification = z
  .strictObject({
    verified: z.boolean(),
    /** The domain verified, or the one the company's entry has to verify (null: any of the company's own). */
    domain: z.string().nullable(),
    verified_by: domainProof.nullable(),
    verified_at: timestamp.nullable(),
    /** The line the file at `https://<domain><file_path>` must hold. */
    token: z.string(),
    file_path: z.string(),
  })
  .meta({ id: "DomainVerification" });
export type DomainVerification = z.output<typeof domainVerification>;

/** create/: the onboarding form's fields (`location` a location id; empty `website` / `about` are none). */
export const createCorporateBody = corporateDetailsSchema;
/** update/: any of them (absent: unchanged; `null` clears `website` / `about`). */
export const updateCorporateBody = corporateDetailsSchema.partial();

export const corporateApi = {
  create: endpoint({
    method: "POST",
    path: "/api/corporate/create/",
    summary:
      "Creates the caller's company profile (claiming or adding its company entry) and completes onboarding. 409 when it exists.",
    auth: "corporate",
    body: createCorporateBody,
    status: 201,
    response: envelope(corporateProfile),
  }),
  get: endpoint({
    method: "GET",
    path: "/api/corporate/get/",
    summary: "A company's profile (`user_id` of the corporate account, public), or the caller's own.",
    auth: "optional",
    query: userIdQuery,
    response: envelope(corporateProfile),
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/corporate/update/",
    summary: "Updates any of the caller's company profile fields (renaming the company renames its entry).",
    auth: "corporate",
    body: updateCorporateBody,
    response: envelope(corporateProfile),
  }),
  employees: endpoint({
    method: "GET",
    path: "/api/corporate/employees/list/",
    summary:
      "The company's employees, newest first by when they started: the caller's company, or another's with `user_id` (public).",
    auth: "optional",
    query: userIdQuery.extend(keysetFields),
    response: pagedEnvelope(employeeItem),
  }),
  candidates: endpoint({
    method: "GET",
    path: "/api/corporate/candidates/list/",
    summary:
      "Members open to work, most recently updated first, filtered by `skills` (any on their profile), `locations` (any they want) and `experience` (at least that many whole years); the company's own current employees are never listed. Pages by keyset.",
    auth: "corporate",
    query: candidatesQuery,
    response: pagedEnvelope(candidateItem, { filters: candidateFiltersEcho }),
  }),
  verification: endpoint({
    method: "GET",
    path: "/api/corporate/verification/",
    summary:
      "The caller's domain verification: whether the company is verified, and the token its well-known file must hold.",
    auth: "corporate",
    response: envelope(domainVerification),
  }),
  verifyEmail: endpoint({
    method: "POST",
    path: "/api/corporate/verification/email/",
    summary:
      "Mails a code to an address at the company's domain (the entry's own, or the address's when the entry has none). 409 when verified, or when another company has the domain.",
    auth: "corporate",
    body: verifyEmailBody,
    response: envelope(z.strictObject({ email: z.string(), verification_id: z.string() })),
  }),
  confirmEmail: endpoint({
    method: "POST",
    path: "/api/corporate/verification/email/confirm/",
    summary: "Verifies the domain with the mailed code (429 after too many wrong codes).",
    auth: "corporate",
    body: confirmDomainEmailBody,
    response: envelope(domainVerification),
  }),
  checkFile: endpoint({
    method: "POST",
    path: "/api/corporate/verification/file/",
    summary:
      "Verifies the domain by reading `/.well-known/joblink-verification.txt` on it over HTTPS, which must hold the token (https only, public addresses only, 5 s, 4 KB, no redirect to another host).",
    auth: "corporate",
    body: checkDomainFileBody,
    response: envelope(domainVerification),
  }),
  follow: endpoint({
    method: "POST",
    path: "/api/corporate/follow/",
    summary:
      'Follows a company (`company_id`: its account), or with `action: "undo"` unfollows it; `mail` turns the daily mail of its new jobs on or off (decision 177).',
    auth: "individual",
    body: followBody,
    response: envelope(followState),
  }),
  following: endpoint({
    method: "GET",
    path: "/api/corporate/following/",
    summary: "The companies the caller follows, newest follow first.",
    auth: "individual",
    query: z.object(keysetFields),
    response: pagedEnvelope(followedCompany),
  }),
  updateLogo: endpoint({
    method: "POST",
    path: "/api/corporate/logo/update/",
    summary: "Replaces the company's logo (the same as `POST /api/user/upload/picture/?type=logo`).",
    auth: "corporate",
    form: imageUploadSchema,
    fileBytes: IMAGE_MAX_BYTES,
    response: envelope(pictureUpload),
  }),
};
