import { z } from "zod";
import { MAX_ID } from "#app/forms/fields.ts";
import { normaliseSkillName, skillNameProblem, tidySkillName } from "#app/forms/skill-name.ts";
import { individualDetailsSchema } from "./individual-details.form.ts";

export const MAX_SKILLS = 50;

export const introMessages = {
  skill: "Select skills from the list.",
  tooManySkills: `Pick at most ${MAX_SKILLS} skills.`,
} as const;

/** A skill of a profile's list: the id of one picked from the list, or the name of one typed in (decision 187). */
export type SkillChoice = number | string;

/** One value of a skills list read: an id (a number, or its digits as text), a typed name, or what is wrong with it. */
function readSkillChoice(value: unknown): { choice: SkillChoice } | { problem: string } {
  const id =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\s*\d{1,15}\s*$/.test(value)
        ? Number(value)
        : null;
  if (id !== null)
    return Number.isInteger(id) && id > 0 && id <= MAX_ID ? { choice: id } : { problem: introMessages.skill };
  if (typeof value !== "string") return { problem: introMessages.skill };
  const problem = skillNameProblem(value);
  return problem ? { problem } : { choice: tidySkillName(value) };
}

/**
 * A list of skills in the member's order (decision 187), as a transform of the list's values: ids
 * picked and names typed in, the same skill twice kept once (an id, or a name by its key), at
 * most {@link MAX_SKILLS}. A bad name's message is the list's, so it shows next to the field.
 */
export function skillChoices(tooMany: string) {
  return (values: readonly unknown[], ctx: z.RefinementCtx<readonly unknown[]>): SkillChoice[] => {
    const choices: SkillChoice[] = [];
    const seen = new Set<string>();
    for (const value of values) {
      const read = readSkillChoice(value);
      if ("problem" in read) {
        ctx.addIssue({ code: "custom", message: read.problem });
        return z.NEVER;
      }
      const key = typeof read.choice === "number" ? `#${read.choice}` : normaliseSkillName(read.choice);
      if (seen.has(key)) continue;
      seen.add(key);
      choices.push(read.choice);
    }
    if (choices.length > MAX_SKILLS) {
      ctx.addIssue({ code: "custom", message: tooMany });
      return z.NEVER;
    }
    return choices;
  };
}

/**
 * Intro form of the profile page (`?edit=intro`): the individual details (their rules: name,
 * headline, location) but the phone and pincode, which stay on /individual/details, and the
 * skills, as PUT /api/individual/update/ `{ first_name, last_name, bio, location, skills }`.
 * `skills` are the picker's values in order: skill ids, and names typed in (none gives `[]`,
 * which clears them).
 */
export const profileIntroSchema = individualDetailsSchema.omit({ phone: true, pincode: true }).extend({
  skills: z
    .array(z.string(), { error: introMessages.skill })
    .transform(skillChoices(introMessages.tooManySkills))
    .default([]),
});

export type ProfileIntroForm = z.infer<typeof profileIntroSchema>;
