/**
 * Endorsements of the skills on a profile (issue 38, decision 179): a connection vouches for a
 * skill, once per person and skill, and may take it back. The profile shows each skill's count.
 */
import { ENDORSEMENT_MESSAGES as M, type SkillEndorsement } from "#app/contract/profiles.ts";
import { statusBetween } from "#app/backend/network/service.ts";
import { runCompiled } from "#app/backend/lib/db/compiled.ts";
import { againIfTargetDeleted, isUniqueViolation } from "#app/backend/lib/db/errors.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { toCount } from "#app/backend/lib/paging.ts";

export { M as ENDORSEMENT_MESSAGES };

/** Each of `skillIds` (the profile's, in its order) with its count and whether `viewerId` endorsed it. */
export async function listEndorsements(
  db: Db,
  viewerId: number | null,
  userId: number,
  skillIds: readonly number[],
): Promise<SkillEndorsement[]> {
  if (skillIds.length === 0) return [];
  // Both read the primary key's (user_id, skill_id, endorser_id) index only.
  const [counts, mine] = await Promise.all([
    runCompiled(db, "skill-endorsement-counts", [userId], () =>
      db
        .selectFrom("skill_endorsements")
        .select(["skill_id", (eb) => eb.fn.countAll().as("n")])
        .where("user_id", "=", userId)
        .groupBy("skill_id"),
    ),
    viewerId === null || viewerId === userId
      ? Promise.resolve([])
      : runCompiled(db, "skill-endorsements-mine", [userId, viewerId], () =>
          db
            .selectFrom("skill_endorsements")
            .select("skill_id")
            .where("user_id", "=", userId)
            .where("endorser_id", "=", viewerId),
        ),
  ]);
  const countOf = new Map(counts.map((row) => [Number(row.skill_id), toCount(row.n)]));
  const endorsed = new Set(mine.map((row) => Number(row.skill_id)));
  return skillIds.map((skill_id) => ({
    skill_id,
    count: countOf.get(skill_id) ?? 0,
    endorsed_by_me: endorsed.has(skill_id),
  }));
}

/** Whether `viewerId` may endorse `userId`'s skills: an accepted connection. */
export async function mayEndorse(db: Db, viewerId: number | null, userId: number): Promise<boolean> {
  if (viewerId === null || viewerId === userId) return false;
  return (await statusBetween(db, viewerId, userId)).is_connected;
}

async function stateOf(db: Db, viewerId: number, userId: number, skillId: number) {
  const [row, mine] = await Promise.all([
    db
      .selectFrom("skill_endorsements")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("user_id", "=", userId)
      .where("skill_id", "=", skillId)
      .executeTakeFirst(),
    db
      .selectFrom("skill_endorsements")
      .select("endorser_id")
      .where("user_id", "=", userId)
      .where("skill_id", "=", skillId)
      .where("endorser_id", "=", viewerId)
      .executeTakeFirst(),
  ]);
  return { user_id: userId, skill_id: skillId, count: toCount(row?.n), endorsed_by_me: mine !== undefined };
}

/**
 * `viewerId` endorses (or withdraws from) `userId`'s skill `skillId`. Endorsing twice or
 * withdrawing what is not there changes nothing (a double post without JavaScript is harmless).
 * Withdrawing needs no connection: one removed since may still take their word back.
 */
export async function endorseSkill(
  db: Db,
  viewerId: number,
  userId: number,
  skillId: number,
  action: "endorse" | "withdraw",
  at: string,
) {
  if (viewerId === userId) throw new ApiError(400, M.self);
  if (action === "withdraw") {
    await db
      .deleteFrom("skill_endorsements")
      .where("user_id", "=", userId)
      .where("skill_id", "=", skillId)
      .where("endorser_id", "=", viewerId)
      .execute();
    return stateOf(db, viewerId, userId, skillId);
  }
  // The checks run again when the insert fails on a key: on PostgreSQL the skill (or the
  // member) can go between the check and the insert, which then answers the check's 404.
  await againIfTargetDeleted(async () => {
    const member = await db
      .selectFrom("individuals")
      .select("user_id")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!member) throw new ApiError(404, M.noMember);
    if (!(await mayEndorse(db, viewerId, userId))) throw new ApiError(403, M.notConnected);
    const skill = await db
      .selectFrom("individual_skills")
      .select("skill_id")
      .where("user_id", "=", userId)
      .where("skill_id", "=", skillId)
      .executeTakeFirst();
    if (!skill) throw new ApiError(404, M.noSkill);
    try {
      await db
        .insertInto("skill_endorsements")
        .values({ user_id: userId, skill_id: skillId, endorser_id: viewerId, created_at: at })
        .onConflict((oc) => oc.columns(["user_id", "skill_id", "endorser_id"]).doNothing())
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  });
  return stateOf(db, viewerId, userId, skillId);
}
