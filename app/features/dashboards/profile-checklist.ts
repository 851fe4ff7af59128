/**
 * "Complete your profile" on a member's dashboard (issue 34): the six parts a new profile lacks,
 * each with the profile dialog that adds it, until all are there. Pure, for the loader and a test.
 */
import type { IndividualProfileView } from "#app/contract/profiles.ts";
import { profilePath } from "#app/ui/person-card.tsx";

export type ChecklistItem = {
  id: "photo" | "headline" | "experience" | "education" | "resume" | "skills";
  label: string;
  done: boolean;
  to: string;
};

type ProfileParts = Pick<
  IndividualProfileView,
  "id" | "username" | "profile_pic" | "bio" | "experiences" | "educations" | "has_resume" | "skills"
>;

/** The checklist of a profile, or null once every part is there (the card then goes). */
export function profileChecklist(profile: ProfileParts): ChecklistItem[] | null {
  const edit = (dialog: string) => `${profilePath(profile)}?edit=${dialog}`;
  const items: ChecklistItem[] = [
    { id: "photo", label: "Add a profile photo", done: Boolean(profile.profile_pic), to: edit("photo") },
    { id: "headline", label: "Write a headline", done: Boolean(profile.bio?.trim()), to: edit("intro") },
    { id: "experience", label: "Add your experience", done: profile.experiences.length > 0, to: edit("experience") },
    { id: "education", label: "Add your education", done: profile.educations.length > 0, to: edit("education") },
    { id: "resume", label: "Upload your resume", done: profile.has_resume, to: edit("resume") },
    { id: "skills", label: "Add your skills", done: profile.skills.length > 0, to: edit("intro") },
  ];
  return items.every((item) => item.done) ? null : items;
}
