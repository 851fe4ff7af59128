/** The skills on an individual profile: ids of the skill master list, in the member's order. */
import { SKILL_MESSAGES } from "../../contract/profiles.ts";
import { runCompiled } from "../lib/db/compiled.ts";
import type { Db } from "../lib/db/index.ts";
import { fieldError } from "../lib/envelope.ts";

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
 * Replaces the member's skills; run inside a transaction (400 on `skills` for unknown ids). The
 * skills kept stay as rows (only their position changes), so their endorsements stay too; a
 * skill removed takes its endorsements with it (migration 0035's cascade).
 */
export async function replaceSkills(trx: Db, userId: number, ids: readonly number[]): Promise<void> {
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
