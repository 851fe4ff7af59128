/**
 * The contract of individual profiles: `/api/individual/*` (the profile, experience, education
 * and the resume).
 */
import { z } from "zod";
import { educationFieldsFor } from "#app/forms/profiles/education.form.ts";
import { experienceFieldsSchema } from "#app/forms/profiles/experience.form.ts";
import { isIdText, messages } from "#app/forms/fields.ts";
import { individualDetailsSchema } from "#app/forms/profiles/individual-details.form.ts";
import { introMessages, MAX_SKILLS, skillChoices } from "#app/forms/profiles/profile-intro.form.ts";
import { OPEN_TO_WORK_VISIBILITIES, openToWorkSchema } from "#app/forms/profiles/open-to-work.form.ts";
import { EMPLOYMENT_TYPES, JOB_TYPES } from "#app/forms/jobs/job-post-labels.ts";
import { RESUME_MAX_BYTES, resumeUploadSchema } from "#app/forms/upload.ts";
import {
  connectionStatus,
  envelope,
  id,
  location,
  masterItem,
  optionalQueryId,
  requiredBodyId,
  storedFacts,
  timestamp,
} from "./common.ts";
import { endpoint } from "./endpoint.ts";

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

/**
 * A profile's plain facts (decision 160): the fields of the individual details form's rule stored
 * in the profile's column of the same name as the member sends them and answered as stored (the
 * name, the pincode, the headline `bio`, …). Every field of the rule is one but those stored or
 * answered another way: the location (an id the answer expands) and the phone (answered to its
 * owner only). A new field of the rule is a plain fact: it needs its column (declared in the
 * table's type; a test checks the two agree), and the answer and the backend's statements follow.
 */
export const individualPlainFacts = storedFacts(individualDetailsSchema.omit({ location: true, phone: true }).shape);
export type IndividualPlainFacts = z.output<z.ZodObject<typeof individualPlainFacts>>;

/** The profile's own fields; `email` and `phone` only for its owner (null for anyone else). */
export const individualProfile = z
  .strictObject({
    /** The user id. */
    id,
    email: z.string().nullable(),
    ...individualPlainFacts,
    phone: z.string().nullable(),
    location,
    profile_pic: z.string().nullable(),
    banner: z.string().nullable(),
    onboarding_complete: z.boolean(),
  })
  .meta({ id: "IndividualProfile" });
export type IndividualProfile = z.output<typeof individualProfile>;

/**
 * A work experience's plain facts: the fields of the experience form's rule stored in the
 * entry's column of the same name as the member sends them and answered as stored (the title,
 * the employment type, the months "YYYY-MM", the end month null while current, the description,
 * …). Every field of the rule is one but those stored or answered another way: the company (an
 * id the answer expands, or a name typed in for an entry found or added), the location (an id
 * the answer expands) and `is_current` (a boolean, 0/1 on SQLite). A new field of the rule is a
 * plain fact: it needs its column (declared in the table's type; a test checks the two agree),
 * and the answer and the backend's statements follow.
 */
export const experiencePlainFacts = storedFacts(
  experienceFieldsSchema.omit({ company: true, company_name: true, location: true, is_current: true }).shape,
);
export type ExperiencePlainFacts = z.output<z.ZodObject<typeof experiencePlainFacts>>;

/** One work experience. */
export const experience = z
  .strictObject({
    id,
    ...experiencePlainFacts,
    company: masterItem,
    location: location.nullable(),
    is_current: z.boolean(),
  })
  .meta({ id: "Experience" });
export type Experience = z.output<typeof experience>;

/**
 * An education entry's plain facts: the fields of the education form's rule stored in the
 * entry's column of the same name and answered as stored (the field of study, the years, the end
 * year null while ongoing, the grade, …). Every field of the rule is one but the institution (an
 * id the answer expands, or a name typed in for an entry found or added) and the degree (an id
 * the answer expands). A new field of the rule is a plain fact, as for experience.
 */
export const educationPlainFacts = storedFacts(
  z.object(educationFieldsFor()).omit({ institution: true, institution_name: true, degree: true }).shape,
);
export type EducationPlainFacts = z.output<z.ZodObject<typeof educationPlainFacts>>;

/** One education entry. */
export const education = z
  .strictObject({
    id,
    institution: masterItem,
    degree: masterItem,
    ...educationPlainFacts,
  })
  .meta({ id: "Education" });
export type Education = z.output<typeof education>;

/** A stored resume as the profile describes it (the file itself: resume/get/). */
export const resumeInfo = z
  .strictObject({ name: z.string(), size: z.number().int(), uploaded_at: timestamp })
  .meta({ id: "ResumeInfo" });
export type ResumeInfo = z.output<typeof resumeInfo>;

/** A skill's endorsements on a profile (decision 179): how many, and whether the viewer is one of them. */
export const skillEndorsement = z
  .strictObject({ skill_id: id, count: z.number().int(), endorsed_by_me: z.boolean() })
  .meta({ id: "SkillEndorsement" });
export type SkillEndorsement = z.output<typeof skillEndorsement>;

/**
 * What a member who is open to work wants (decision 184), as open-to-work/get/ answers it.
 * `visibility` is answered to the member only (null for anyone else).
 */
export const openToWork = z
  .strictObject({
    user_id: id,
    roles: z.array(z.string()),
    locations: z.array(location),
    job_types: z.array(z.enum(JOB_TYPES)),
    employment_types: z.array(z.enum(EMPLOYMENT_TYPES)),
    /** YYYY-MM-DD; null: flexible. */
    start_date: z.string().nullable(),
    visibility: z.enum(OPEN_TO_WORK_VISIBILITIES).nullable(),
    updated_at: timestamp,
  })
  .meta({ id: "OpenToWork" });
export type OpenToWork = z.output<typeof openToWork>;

export const OPEN_TO_WORK_MESSAGES = {
  loaded: "Open to work loaded.",
  saved: "You are open to work.",
  removed: "Open to work removed.",
  noProfile: "Profile not found.",
} as const;

/** The profile as get/ (and create/, update/) answer it. */
export const individualProfileView = z
  .strictObject({
    ...individualProfile.shape,
    /** URL slug of the name, for /profile/{username}/{id}. */
    username: z.string(),
    /** In the member's order. */
    skills: z.array(masterItem),
    /** Each skill's endorsements, in the skills' order (count 0 included). */
    endorsements: z.array(skillEndorsement),
    /** The viewer may endorse these skills: a connection (never the member, a visitor or a company). */
    may_endorse: z.boolean(),
    /** Current first, then by start date, newest first. */
    experiences: z.array(experience),
    /** By end year, newest first. */
    educations: z.array(education),
    /** Null when there is none, or the viewer may not see it. */
    resume: resumeInfo.nullable(),
    /** The member has a resume, whether or not the viewer may see it (so "Request resume" shows only when there is one). */
    has_resume: z.boolean(),
    /** The viewer may download the resume (the owner, or an accepted resume request). */
    show_resume: z.boolean(),
    /** The viewer has a pending or accepted resume request. */
    requested_resume: z.boolean(),
    /** Viewer ↔ profile (all false for visitors and for yourself). */
    status: connectionStatus,
    connections_count: z.number().int(),
  })
  .meta({ id: "IndividualProfileView" });
export type IndividualProfileView = z.output<typeof individualProfileView>;

// ---------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------

export { MAX_SKILLS };

export const SKILL_MESSAGES = {
  invalid: introMessages.skill,
  tooMany: `Choose at most ${MAX_SKILLS} skills.`,
} as const;

/**
 * `skills`: the whole list in the member's order (one value alone is a list of one), at most 50:
 * skill ids (numbers or numeric strings) and names typed in (decision 187: a name not in the list
 * becomes a skill of it, one per normalised name). The same skill twice is kept once.
 */
export const skillsField = z.preprocess(
  (value) => (value === undefined || value === null || Array.isArray(value) ? value : value === "" ? [] : [value]),
  z
    .array(z.union([z.number(), z.string()], { error: SKILL_MESSAGES.invalid }), { error: SKILL_MESSAGES.invalid })
    .transform(skillChoices(SKILL_MESSAGES.tooMany)),
);

export const ENDORSEMENT_MESSAGES = {
  member: "Enter a valid user id.",
  skill: "Enter a valid skill id.",
  action: "Send action as endorse, or withdraw to take an endorsement back.",
  endorsed: "Skill endorsed.",
  withdrawn: "Endorsement withdrawn.",
  self: "You cannot endorse your own skills.",
  notConnected: "You can endorse the skills of your connections only.",
  noSkill: "This skill is not on the member's profile.",
  noMember: "No member was found with this id.",
} as const;

/** skill/endorse/: endorse (the default) or withdraw one's endorsement of a member's skill. */
export const endorseBody = z.object({
  user_id: requiredBodyId(ENDORSEMENT_MESSAGES.member),
  skill_id: requiredBodyId(ENDORSEMENT_MESSAGES.skill),
  action: z.enum(["endorse", "withdraw"], { error: ENDORSEMENT_MESSAGES.action }).optional(),
});

/** create/: the onboarding form's fields (`location` a location id). */
export const createIndividualBody = individualDetailsSchema;
/** update/: any profile field (absent: unchanged), plus `skills` (the whole list, replacing the old one). */
export const updateIndividualBody = individualDetailsSchema.partial().extend({ skills: skillsField.optional() });

export const USER_ID_INVALID = "Enter a valid user id.";
/** `?user_id=`: another member's (readable without login), or absent for the caller's own. */
export const userIdQuery = z.object({ user_id: optionalQueryId(USER_ID_INVALID) });

/** `?id=` of an experience or education entry. */
export const itemIdQuery = z.object({
  id: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine(isIdText, { error: "Enter a valid id." })
    .transform(Number),
});

/** Experience create/ and update/ (the whole item); the rules between fields (dates, company) are checked too. */
export const experienceBody = experienceFieldsSchema;
/** Education create/ and update/ (the whole item); the years are checked against the current year. */
export const educationBody = z.object(educationFieldsFor());

// ---------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------

export const individualApi = {
  create: endpoint({
    method: "POST",
    path: "/api/individual/create/",
    summary: "Creates the caller's profile and completes onboarding. 409 when it exists.",
    auth: "individual",
    body: createIndividualBody,
    status: 201,
    response: envelope(individualProfileView),
  }),
  get: endpoint({
    method: "GET",
    path: "/api/individual/get/",
    summary: "A member's profile as the caller may see it (`user_id`, public), or the caller's own (token needed).",
    auth: "optional",
    query: userIdQuery,
    response: envelope(individualProfileView),
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/individual/update/",
    summary:
      "Updates any of the caller's profile fields; `skills` replaces the list (ids, and names typed in: a name not in the list becomes a skill).",
    auth: "individual",
    body: updateIndividualBody,
    response: envelope(individualProfileView),
  }),
  createExperience: endpoint({
    method: "POST",
    path: "/api/individual/experience/create/",
    summary: "Adds an experience (at most 50). A company not in the list may be typed in (`company_name`).",
    auth: "individual",
    body: experienceBody,
    status: 201,
    response: envelope(experience),
  }),
  experiences: endpoint({
    method: "GET",
    path: "/api/individual/experience/get/",
    summary: "The caller's experiences, or another member's with `user_id` (public). Not paged (at most 50).",
    auth: "optional",
    query: userIdQuery,
    response: envelope(z.array(experience)),
  }),
  updateExperience: endpoint({
    method: "PUT",
    path: "/api/individual/experience/update/",
    summary: "Replaces the caller's experience `id`. 404 when it is not theirs.",
    auth: "individual",
    query: itemIdQuery,
    body: experienceBody,
    response: envelope(experience),
  }),
  deleteExperience: endpoint({
    method: "DELETE",
    path: "/api/individual/experience/delete/",
    summary: "Deletes the caller's experience `id`. 404 when it is not theirs.",
    auth: "individual",
    query: itemIdQuery,
    response: envelope(),
  }),
  createEducation: endpoint({
    method: "POST",
    path: "/api/individual/education/create/",
    summary:
      "Adds an education entry (at most 50). An institution not in the list may be typed in (`institution_name`).",
    auth: "individual",
    body: educationBody,
    status: 201,
    response: envelope(education),
  }),
  educations: endpoint({
    method: "GET",
    path: "/api/individual/education/get/",
    summary: "The caller's education, or another member's with `user_id` (public). Not paged (at most 50).",
    auth: "optional",
    query: userIdQuery,
    response: envelope(z.array(education)),
  }),
  updateEducation: endpoint({
    method: "PUT",
    path: "/api/individual/education/update/",
    summary: "Replaces the caller's education entry `id`. 404 when it is not theirs.",
    auth: "individual",
    query: itemIdQuery,
    body: educationBody,
    response: envelope(education),
  }),
  deleteEducation: endpoint({
    method: "DELETE",
    path: "/api/individual/education/delete/",
    summary: "Deletes the caller's education entry `id`. 404 when it is not theirs.",
    auth: "individual",
    query: itemIdQuery,
    response: envelope(),
  }),
  uploadResume: endpoint({
    method: "POST",
    path: "/api/individual/resume/upload/",
    summary: "Stores the caller's resume (a PDF, at most 10 MB), replacing the previous one.",
    auth: "individual",
    form: resumeUploadSchema,
    fileBytes: RESUME_MAX_BYTES,
    response: envelope(resumeInfo),
  }),
  deleteResume: endpoint({
    method: "DELETE",
    path: "/api/individual/resume/delete/",
    summary: "Deletes the caller's resume.",
    auth: "individual",
    response: envelope(),
  }),
  endorse: endpoint({
    method: "POST",
    path: "/api/individual/skill/endorse/",
    summary:
      "Endorses a skill on a connection's profile (`action=withdraw`: takes the endorsement back); one per member and skill, so a repeat changes nothing. 403 when not connected, 404 when the skill is not on the profile.",
    auth: "individual",
    body: endorseBody,
    response: envelope(z.strictObject({ user_id: id, ...skillEndorsement.shape })),
  }),
  openToWork: endpoint({
    method: "GET",
    path: "/api/individual/open-to-work/get/",
    summary:
      "A member's open-to-work wishes (`user_id`), or the caller's own: null when they are not open to work or the caller may not see it (visitors never; members only when it is for all members; never the people or the company account of the member's current employer).",
    auth: "optional",
    query: userIdQuery,
    response: envelope(openToWork.nullable()),
  }),
  updateOpenToWork: endpoint({
    method: "PUT",
    path: "/api/individual/open-to-work/update/",
    summary:
      "Turns open to work on for the caller, or changes what they want and who sees it (`members` or `recruiters`: company accounts only).",
    auth: "individual",
    body: openToWorkSchema,
    response: envelope(openToWork),
  }),
  deleteOpenToWork: endpoint({
    method: "DELETE",
    path: "/api/individual/open-to-work/delete/",
    summary: "Turns open to work off for the caller (nothing to remove is not an error).",
    auth: "individual",
    response: envelope(),
  }),
  resume: endpoint({
    method: "GET",
    path: "/api/individual/resume/get/",
    summary:
      "The resume file: the caller's own, or a member's (`user_id`) with an accepted resume request. 403 without permission; 404 when none.",
    auth: "member",
    query: userIdQuery,
    file: { contentType: "application/pdf", description: "The PDF, as an attachment." },
  }),
};
