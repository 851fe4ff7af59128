/**
 * The skills on an individual profile: ids of the skill master list, in the member's order; a
 * name typed in finds or adds its entry of the list (decision 187).
 */
import { SKILL_MESSAGES } from "#app/contract/profiles.ts";
import type { SkillChoice } from "#app/forms/profiles/profile-intro.form.ts";
import { runCompiled } from "#app/backend/lib/db/compiled.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { fieldError } from "#app/backend/lib/envelope.ts";
import { entryNameKey, resolveEntry } from "#app/backend/master/entries.ts";

export { SKILL_MESSAGES };

export type Skill = { id: number; title: string };

export async function listSkills(db: Db, userId: number): Promise<Skill[]> {
  return runCompiled(db, "profile-skills", [userId], () =>
    db
      .selectFrom("individual_skills as s")
      .innerJoin("skills as k", "k.id", "s.skill_id")
      .select(["k.id", "k.title"])
      .where("s.user_id", "=", userId)
      .orderBy("s.position"),
  );
}

/**
 * The ids of `choices` in their order: a typed name is the entry with its key, added when there is
 * none; the same skill twice (an id and a name of it) is kept once, where it comes first.
 */
async function resolveSkills(trx: Db, choices: readonly SkillChoice[]): Promise<number[]> {
  const names = choices.filter((choice): choice is string => typeof choice === "string");
  // Keys in one order in every transaction: two members adding the same new skills take their
  // locks on the unique key in the same order (no deadlock on PostgreSQL).
  names.sort((a, b) => (entryNameKey("skills", a) < entryNameKey("skills", b) ? -1 : 1));
  const idOf = new Map<string, number>();
  for (const name of names) idOf.set(name, await resolveEntry(trx, "skills", name));
  const ids = choices.map((choice) => (typeof choice === "number" ? choice : idOf.get(choice)!));
  return [...new Set(ids)];
}

/**
 * Replaces the member's skills; run inside a transaction (400 on `skills` for unknown ids). The
 * skills kept stay as rows (only their position changes), so their endorsements stay too; a
 * skill removed takes its endorsements with it (migration 0035's cascade).
 */
export async function replaceSkills(trx: Db, userId: number, choices: readonly SkillChoice[]): Promise<void> {
  const ids = await resolveSkills(trx, choices);
  if (ids.length > 0) {
    const found = await trx.selectFrom("skills").select("id").where("id", "in", ids).execute();
    if (found.length !== ids.length) throw fieldError("skills", SKILL_MESSAGES.invalid);
  }
  let removed = trx.deleteFrom("individual_skills").where("user_id", "=", userId);
  if (ids.length > 0) removed = removed.where("skill_id", "not in", ids);
  await removed.execute();
  if (ids.length > 0) {
    await trx
      .insertInto("individual_skills")
      .values(ids.map((skill_id, position) => ({ user_id: userId, skill_id, position })))
      .onConflict((oc) =>
        oc.columns(["user_id", "skill_id"]).doUpdateSet((eb) => ({ position: eb.ref("excluded.position") })),
      )
      .execute();
  }
}
