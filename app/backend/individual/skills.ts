/** The skills on an individual profile: ids of the skill master list, in the member's order. */
import { z } from "zod";
import { MAX_ID } from "../../forms/fields.ts";
import type { Db } from "../lib/db/index.ts";
import { fieldError } from "../lib/envelope.ts";

export const MAX_SKILLS = 50;

export const SKILL_MESSAGES = {
  invalid: "Select skills from the list.",
  tooMany: `Choose at most ${MAX_SKILLS} skills.`,
} as const;

/** `skills`: a list of skill ids (numbers or numeric strings; one value alone is a list of one), at most 50, duplicates dropped. */
export const skillsField = z
  .preprocess(
    (value) => (value === undefined || value === null || Array.isArray(value) ? value : value === "" ? [] : [value]),
    z.array(
      z.union([z.number(), z.string().trim().regex(/^\d{1,15}$/, { error: SKILL_MESSAGES.invalid }).transform(Number)], {
        error: SKILL_MESSAGES.invalid,
      }),
      { error: SKILL_MESSAGES.invalid },
    ),
  )
  .transform((ids) => [...new Set(ids)])
  .refine((ids) => ids.every((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID), { error: SKILL_MESSAGES.invalid })
  .refine((ids) => ids.length <= MAX_SKILLS, { error: SKILL_MESSAGES.tooMany });

export type Skill = { id: number; title: string };

export async function listSkills(db: Db, userId: number): Promise<Skill[]> {
  return db
    .selectFrom("individual_skills as s")
    .innerJoin("skills as k", "k.id", "s.skill_id")
    .select(["k.id", "k.title"])
    .where("s.user_id", "=", userId)
    .orderBy("s.position")
    .execute();
}

/** Replaces the member's skills; run inside a transaction (400 on `skills` for unknown ids). */
export async function replaceSkills(trx: Db, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) {
    const found = await trx.selectFrom("skills").select("id").where("id", "in", ids).execute();
    if (found.length !== ids.length) throw fieldError("skills", SKILL_MESSAGES.invalid);
  }
  await trx.deleteFrom("individual_skills").where("user_id", "=", userId).execute();
  if (ids.length > 0) {
    await trx
      .insertInto("individual_skills")
      .values(ids.map((skill_id, position) => ({ user_id: userId, skill_id, position })))
      .execute();
  }
}
