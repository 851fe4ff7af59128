import type { IndividualProfileView } from "~/contract/profiles";
import type { EducationDefaults, ExperienceDefaults, IntroDefaults, Option } from "./profile-forms";

/** What the owner's dialog needs, by the URL's `edit` / `delete` / `item` parameters. */
export type ProfileDialogData =
  | { kind: "intro"; defaults: IntroDefaults; locations: Option[]; skills: Option[] }
  | { kind: "photo" | "banner" | "resume" }
  | { kind: "experience"; item: { id: number; defaults: ExperienceDefaults } | null; companies: Option[]; locations: Option[] }
  | { kind: "education"; item: { id: number; defaults: EducationDefaults } | null; institutions: Option[]; degrees: Option[] }
  | { kind: "delete"; intent: "experience-delete" | "education-delete" | "resume-delete"; id?: number; title: string; description: string };

/**
 * Loads the dialog the URL opens on the owner's profile (`?edit=intro|photo|banner|resume|
 * experience|education`, `&item=<id>` to edit one entry, `?delete=experience|education|resume`),
 * with the current values its pickers start from (they search the master lists themselves). Null
 * when none is asked for or the entry is gone.
 */
export async function loadProfileDialog(profile: IndividualProfileView, params: URLSearchParams): Promise<ProfileDialogData | null> {
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
    return { kind: "delete", intent: "resume-delete", title: "Delete resume?", description: "Your resume will be deleted. Nobody will be able to download it until you upload one again." };
  }

  switch (edit) {
    case "photo":
    case "banner":
    case "resume":
      return { kind: edit };
    case "intro": {
      const loc = profile.location;
      return {
        kind: "intro",
        defaults: {
          first_name: profile.first_name,
          last_name: profile.last_name,
          bio: profile.bio ?? "",
          location: loc ? String(loc.id) : "",
          skills: profile.skills.map((s) => String(s.id)),
        },
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
                title: entry.title,
                company: String(entry.company.id),
                company_name: entry.company.title,
                employment_type: entry.employment_type,
                location: entry.location ? String(entry.location.id) : "",
                start_date: entry.start_date,
                end_date: entry.end_date ?? "",
                ...(entry.is_current ? { is_current: "on" as const } : {}),
                description: entry.description ?? "",
              },
            }
          : null,
        companies: entry ? [{ value: entry.company.id, label: entry.company.title }] : [],
        locations: entry?.location ? [{ value: entry.location.id, label: `${entry.location.city}, ${entry.location.state}` }] : [],
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
                institution: String(entry.institution.id),
                institution_name: entry.institution.title,
                degree: String(entry.degree.id),
                field_of_study: entry.field_of_study ?? "",
                start_year: String(entry.start_year),
                end_year: entry.end_year === null ? "" : String(entry.end_year),
                grade: entry.grade ?? "",
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
