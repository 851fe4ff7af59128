import { z } from "zod";
import { idField } from "../fields.ts";
import { individualDetailsSchema } from "./individual-details.form.ts";

export const MAX_SKILLS = 50;

export const introMessages = {
  skill: "Select skills from the list.",
  tooManySkills: `Pick at most ${MAX_SKILLS} skills.`,
} as const;

/**
 * Intro form of the profile page (`?edit=intro`): the individual details (their rules: name,
 * headline, location) but the phone and pincode, which stay on /individual/details, and the
 * skills, as PUT /api/individual/update/ `{ first_name, last_name, bio, location, skills }`.
 * `skills` are skill ids from checkboxes (none checked gives `[]`, which clears them).
 */
export const profileIntroSchema = individualDetailsSchema.omit({ phone: true, pincode: true }).extend({
  skills: z
    .array(idField(introMessages.skill))
    .max(MAX_SKILLS, { error: introMessages.tooManySkills })
    .default([])
    .transform((ids) => [...new Set(ids)]),
});

export type ProfileIntroForm = z.infer<typeof profileIntroSchema>;
