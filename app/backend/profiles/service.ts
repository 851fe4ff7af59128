/** Individual profiles: onboarding (create), reading one's own or another member's, updating one's own. */
import { firstCompiled } from "#app/backend/lib/db/compiled.ts";
import {
  createIndividualBody,
  individualPlainFacts,
  updateIndividualBody,
  type IndividualPlainFacts,
  type IndividualProfile,
} from "#app/contract/profiles.ts";
import type { z } from "zod";
import type { Db } from "#app/backend/lib/db/index.ts";
import { toBool } from "#app/backend/lib/db/schema.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { factsOf, givenFacts, pickFacts, type NullsOptional } from "#app/backend/lib/plain-facts.ts";
import { assertLocationExists } from "#app/backend/lib/profile-common.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { syncSearch } from "#app/backend/search/documents.ts";
import { lockMember } from "#app/backend/lib/db/locks.ts";
import { replaceSkills } from "./skills.ts";

export type CreateIndividualInput = z.output<typeof createIndividualBody>;
export type UpdateIndividualInput = z.output<typeof updateIndividualBody>;
export type { IndividualProfile };

/**
 * A profile's plain facts (`individualPlainFacts` of the contract: the name, the pincode, the
 * headline `bio`, …): stored in the profile's column of the same name as the body gives them,
 * read and answered as stored. A new one is its rule and its column; this file follows by
 * itself. The rest (the location, the phone, the pictures, the email, onboarding) is written out
 * below.
 */
export const PLAIN_FACTS = Object.keys(individualPlainFacts) as Array<keyof IndividualPlainFacts>;

export const INDIVIDUAL_MESSAGES = {
  created: "Your profile is ready.",
  loaded: "Profile loaded.",
  updated: "Your profile is updated.",
  exists: "Your profile already exists.",
  notFound: "Profile not found.",
} as const;

/** The profile of `userId`; contact details only for its owner. */
export async function readIndividual(db: Db, userId: number, asOwner: boolean): Promise<IndividualProfile | null> {
  const row = await firstCompiled(db, "individual-profile", [userId, "individual"], () =>
    db
      .selectFrom("individuals as i")
      .innerJoin("users as u", "u.id", "i.user_id")
      .innerJoin("locations as l", "l.id", "i.location_id")
      .select([
        "i.user_id",
        "u.email",
        "u.onboarding_complete",
        ...PLAIN_FACTS.map((fact) => `i.${fact}` as const),
        "i.phone",
        "i.profile_pic",
        "i.banner",
        "l.id as location_id",
        "l.city",
        "l.state",
        "l.country",
      ])
      .where("i.user_id", "=", userId)
      .where("u.type_of_user", "=", "individual"),
  );
  if (!row) return null;
  return {
    id: row.user_id,
    email: asOwner ? row.email : null,
    ...pickFacts(PLAIN_FACTS, row),
    phone: asOwner ? row.phone : null,
    location: { id: row.location_id, city: row.city, state: row.state, country: row.country },
    profile_pic: row.profile_pic,
    banner: row.banner,
    onboarding_complete: toBool(row.onboarding_complete),
  };
}

/** Onboards `userId` with its profile; run inside a transaction. */
export async function insertIndividual(
  trx: Db,
  userId: number,
  input: NullsOptional<CreateIndividualInput>,
  now: string,
): Promise<IndividualProfile> {
  const existing = await trx
    .selectFrom("individuals")
    .select("user_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (existing) throw new ApiError(409, INDIVIDUAL_MESSAGES.exists);
  await assertLocationExists(trx, input.location);
  await trx
    .insertInto("individuals")
    .values({
      user_id: userId,
      ...factsOf(PLAIN_FACTS, input),
      phone: input.phone,
      location_id: input.location,
      profile_pic: null,
      banner: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await trx.updateTable("users").set({ onboarding_complete: true, updated_at: now }).where("id", "=", userId).execute();
  return (await readIndividual(trx, userId, true))!;
}

export async function createIndividual(s: Services, userId: number, input: CreateIndividualInput): Promise<void> {
  const now = iso(s.now());
  await s.db.transaction().execute(async (trx) => {
    // Parallel calls take turns: the second finds the profile (409) instead of a key clash.
    await lockMember(trx, s.dialect, userId);
    await insertIndividual(trx, userId, input, now);
    await syncSearch(trx, s.dialect, { people: [userId] });
  });
}

/** Updates the member's own profile (and skills) in one transaction. */
export async function updateIndividual(s: Services, userId: number, input: UpdateIndividualInput): Promise<void> {
  const now = iso(s.now());
  await s.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("individuals")
      .select("user_id")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!existing) throw new ApiError(404, INDIVIDUAL_MESSAGES.notFound);
    if (input.location !== undefined) await assertLocationExists(trx, input.location);
    await trx
      .updateTable("individuals")
      .set({
        ...givenFacts(PLAIN_FACTS, input),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.location !== undefined && { location_id: input.location }),
        updated_at: now,
      })
      .where("user_id", "=", userId)
      .execute();
    if (input.skills !== undefined) await replaceSkills(trx, userId, input.skills);
    await syncSearch(trx, s.dialect, { people: [userId] });
  });
}
