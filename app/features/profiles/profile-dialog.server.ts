import type { IndividualProfileView, OpenToWork } from "#app/contract/profiles.ts";
import { formDefaultsFrom } from "#app/forms/fields.ts";
import { educationFieldsFor, type EducationForm } from "#app/forms/profiles/education.form.ts";
import { experienceFields, type ExperienceForm } from "#app/forms/profiles/experience.form.ts";
import type { PickerOption } from "#app/ui/picker/picker-logic.ts";
import type { EducationDefaults, ExperienceDefaults, IntroDefaults } from "./profile-forms.tsx";
import type { OpenToWorkDefaults } from "./open-to-work-form.tsx";
import type { MemberPicture } from "./profile-action.server.ts";
import { profileIntroSchema, type ProfileIntroForm } from "#app/forms/profiles/profile-intro.form.ts";

/** Each dialog's fields that start from the record as it is (the others are added by hand below). */
const INTRO_FIELDS = Object.keys(profileIntroSchema.shape) as Array<keyof ProfileIntroForm & string>;
const EXPERIENCE_FIELDS = Object.keys(experienceFields).filter(
  (field) => field !== "company_name" && field !== "is_current",
) as Array<keyof Omit<ExperienceForm, "company_name" | "is_current"> & string>;
const EDUCATION_FIELDS = Object.keys(educationFieldsFor()).filter((field) => field !== "institution_name") as Array<
  keyof Omit<EducationForm, "institution_name"> & string
>;

/** What the owner's dialog needs, by the URL's `edit` / `delete` / `item` parameters. */
export type ProfileDialogData =
  | { kind: "intro"; defaults: IntroDefaults; locations: PickerOption[]; skills: PickerOption[] }
  | { kind: "open-to-work"; defaults: OpenToWorkDefaults; locations: PickerOption[]; editing: boolean }
  | { kind: MemberPicture | "resume" }
  | {
      kind: "experience";
      item: { id: number; defaults: ExperienceDefaults } | null;
      companies: PickerOption[];
      locations: PickerOption[];
    }
  | {
      kind: "education";
      item: { id: number; defaults: EducationDefaults } | null;
      institutions: PickerOption[];
      degrees: PickerOption[];
    }
  | {
      kind: "delete";
      intent: "experience-delete" | "education-delete" | "resume-delete" | "open-to-work-delete";
      id?: number;
      title: string;
      description: string;
    };

/**
 * Loads the dialog the URL opens on the owner's profile (`?edit=intro|photo|banner|resume|
 * experience|education`, `&item=<id>` to edit one entry, `?delete=experience|education|resume`),
 * with the current values its pickers start from (they search the master lists themselves). Null
 * when none is asked for or the entry is gone.
 */
export async function loadProfileDialog(
  profile: IndividualProfileView,
  params: URLSearchParams,
  openToWork: OpenToWork | null = null,
): Promise<ProfileDialogData | null> {
  const edit = params.get("edit");
  const remove = params.get("delete");
  const itemId = Number(params.get("item"));
  const item = Number.isInteger(itemId) && itemId > 0 ? itemId : null;

  if (remove === "experience" && item) {
    const entry = profile.experiences.find((e) => e.id === item);
    if (!entry) return null;
    return {
      kind: "delete",
      intent: "experience-delete",
      id: item,
      title: "Delete experience?",
      description: `“${entry.title}” at ${entry.company.title} will be removed from your profile.`,
    };
  }
  if (remove === "education" && item) {
    const entry = profile.educations.find((e) => e.id === item);
    if (!entry) return null;
    return {
      kind: "delete",
      intent: "education-delete",
      id: item,
      title: "Delete education?",
      description: `${entry.degree.title} at ${entry.institution.title} will be removed from your profile.`,
    };
  }
  if (remove === "resume" && profile.resume) {
    return {
      kind: "delete",
      intent: "resume-delete",
      title: "Delete resume?",
      description: "Your resume will be deleted. Nobody will be able to download it until you upload one again.",
    };
  }

  if (remove === "open-to-work" && openToWork) {
    return {
      kind: "delete",
      intent: "open-to-work-delete",
      title: "Remove open to work?",
      description:
        "Your profile will no longer say that you are open to work, and recruiters will not find you in their search.",
    };
  }

  switch (edit) {
    case "open-to-work":
      return {
        kind: "open-to-work",
        editing: openToWork !== null,
        // A new one starts as LinkedIn's does: for recruiters only, full-time.
        defaults: openToWork
          ? {
              roles: openToWork.roles.join(", "),
              locations: openToWork.locations.map((l) => String(l.id)),
              job_types: openToWork.job_types,
              employment_types: openToWork.employment_types,
              start_date: openToWork.start_date ?? "",
              visibility: openToWork.visibility ?? "recruiters",
            }
          : {
              visibility: "recruiters",
              employment_types: ["full-time"],
              locations: profile.location ? [String(profile.location.id)] : [],
            },
        locations: (openToWork?.locations ?? (profile.location ? [profile.location] : [])).map((l) => ({
          value: l.id,
          label: `${l.city}, ${l.state}`,
        })),
      };
    case "photo":
    case "banner":
    case "resume":
      return { kind: edit };
    case "intro": {
      const loc = profile.location;
      return {
        kind: "intro",
        defaults: formDefaultsFrom<ProfileIntroForm>(INTRO_FIELDS, profile),
        // The pickers search the lists; they need the titles of the values held.
        locations: loc ? [{ value: loc.id, label: `${loc.city}, ${loc.state}` }] : [],
        skills: profile.skills.map((s) => ({ value: s.id, label: s.title })),
      };
    }
    case "experience": {
      const entry = item ? profile.experiences.find((e) => e.id === item) : undefined;
      if (item && !entry) return null;
      return {
        kind: "experience",
        item: entry
          ? {
              id: entry.id,
              defaults: {
                ...formDefaultsFrom<Omit<ExperienceForm, "company_name" | "is_current">>(EXPERIENCE_FIELDS, entry),
                // The company's name as typed, and the checkbox as a browser sends it.
                company_name: entry.company.title,
                ...(entry.is_current ? { is_current: "on" as const } : {}),
              },
            }
          : null,
        companies: entry ? [{ value: entry.company.id, label: entry.company.title }] : [],
        locations: entry?.location
          ? [{ value: entry.location.id, label: `${entry.location.city}, ${entry.location.state}` }]
          : [],
      };
    }
    case "education": {
      const entry = item ? profile.educations.find((e) => e.id === item) : undefined;
      if (item && !entry) return null;
      return {
        kind: "education",
        item: entry
          ? {
              id: entry.id,
              defaults: {
                ...formDefaultsFrom<Omit<EducationForm, "institution_name">>(EDUCATION_FIELDS, entry),
                institution_name: entry.institution.title,
              },
            }
          : null,
        institutions: entry ? [{ value: entry.institution.id, label: entry.institution.title }] : [],
        degrees: entry ? [{ value: entry.degree.id, label: entry.degree.title }] : [],
      };
    }
    default:
      return null;
  }
}
