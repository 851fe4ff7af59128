/**
 * Types of the profiles and uploads part of the API contract (docs/api-contract.md "Profiles
 * and network (issue 3)": uploads, individual profile, experience, education, resume, corporate
 * profile and employees). Ids are integers; dates of experience are "YYYY-MM".
 */
import type { CorporateProfile, IndividualProfile, Location, MasterItem } from "./types.ts";

/** The picture slots of `/api/user/upload/picture/?type=` (`logo` for corporates only). */
export type PictureType = "photo" | "banner" | "logo";

/** What a picture upload answers: the slot and the public URL of the stored, re-encoded image. */
export type PictureUpload = { type: PictureType; url: string };

/** The kinds of employment of an experience (and of a job post, spec §3). */
export type EmploymentType = "full-time" | "part-time" | "internship" | "contract" | "freelance";

/** One work experience. */
export type Experience = {
  id: number;
  title: string;
  company: MasterItem;
  employment_type: EmploymentType;
  location: Location | null;
  /** "YYYY-MM". */
  start_date: string;
  /** "YYYY-MM", or null while current. */
  end_date: string | null;
  is_current: boolean;
  description: string | null;
};

/** Body of experience create/ and update/ (update replaces the whole item). */
export type ExperienceInput = {
  title: string;
  /** A company id from the company master list (it wins over `company_name`). */
  company?: number | null;
  /** A company not in the list, typed in: found by its name or added (decision 135). */
  company_name?: string | null;
  employment_type: EmploymentType;
  /** A location id, or null. */
  location?: number | null;
  start_date: string;
  end_date?: string | null;
  is_current: boolean;
  description?: string | null;
};

/** One education entry. */
export type Education = {
  id: number;
  institution: MasterItem;
  degree: MasterItem;
  field_of_study: string | null;
  start_year: number;
  /** Null while ongoing. */
  end_year: number | null;
  grade: string | null;
};

/** Body of education create/ and update/ (update replaces the whole item). */
export type EducationInput = {
  /** An institution id (it wins over `institution_name`). */
  institution?: number | null;
  /** An institution not in the list, typed in: found by its name or added (decision 135). */
  institution_name?: string | null;
  degree: number;
  field_of_study?: string | null;
  start_year: number;
  end_year?: number | null;
  grade?: string | null;
};

/** A stored resume as the profile describes it (the file itself comes from resume/get/). */
export type ResumeInfo = { name: string; size: number; uploaded_at: string };

/** Where the viewer stands with the member whose profile they read (all false for visitors and yourself). */
export type ViewerConnectionStatus = {
  is_connected: boolean;
  request_sent: boolean;
  request_received: boolean;
  /** The pending request between the two, else null. */
  request_id?: number | null;
};

/** GET /api/individual/get/ with the profile additions of issue 3. */
export type IndividualProfileView = IndividualProfile & {
  /** URL slug of the name, for /profile/{username}/{id}. */
  username: string;
  skills: MasterItem[];
  /** Current first, then by start date, newest first. */
  experiences: Experience[];
  /** By end year, newest first. */
  educations: Education[];
  /** Null when there is none, or the viewer may not see it. */
  resume: ResumeInfo | null;
  /** Whether there is a resume at all (told to everyone, so the request button only shows when there is one to ask for). */
  has_resume?: boolean;
  /** The viewer may download the resume (the owner, or an accepted resume request). */
  show_resume: boolean;
  /** The viewer has a pending or accepted resume request. */
  requested_resume: boolean;
  status: ViewerConnectionStatus;
  connections_count: number;
};

/** GET /api/corporate/get/ with `employees_count`. */
export type CorporateProfileView = CorporateProfile & { employees_count?: number };

/** An individual whose current experience is at the company. */
export type EmployeeItem = {
  id: number;
  first_name: string;
  last_name: string;
  bio: string | null;
  profile_pic: string | null;
  username: string | null;
  /** How long they have been there: "2 years", "3 months", "less than a month". */
  connected_time_ago: string;
};

/** A paged list as the wrappers resolve it. */
export type { Paged as PagedList } from "./paged.ts";

/** Body of PUT /api/individual/update/ with skills (skill ids, at most 50). */
export type IndividualProfileUpdateInput = Partial<{
  first_name: string;
  last_name: string;
  phone: string;
  pincode: string;
  location: number;
  bio: string;
  skills: number[];
}>;
