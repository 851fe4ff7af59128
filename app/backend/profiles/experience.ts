/** Work experience of individuals: `/api/individual/experience/{create,get,update,delete}/`. */
import { runCompiled } from "#app/backend/lib/db/compiled.ts";
import { experiencePlainFacts, type Experience, type ExperiencePlainFacts } from "#app/contract/profiles.ts";
import {
  experienceCrossErrors,
  experienceFieldsSchema,
  experienceMessages,
  experienceSuccessMessages,
  type ExperienceForm,
} from "#app/forms/profiles/experience.form.ts";
import { messages } from "#app/forms/fields.ts";
import { coerceBooleanFields, coerceNumberFields } from "#app/backend/lib/coerce.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { toBool } from "#app/backend/lib/db/schema.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";
import { factsOf, pickFacts } from "#app/backend/lib/plain-facts.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { parseWithCross } from "#app/backend/lib/validation.ts";
import { syncSearch } from "#app/backend/search/documents.ts";
import { lockMember } from "#app/backend/lib/db/locks.ts";
import { resolveEntry } from "#app/backend/master/entries.ts";

export type { Experience };

export const MAX_EXPERIENCES = 50;

/**
 * An experience's plain facts (`experiencePlainFacts` of the contract: the title, the employment
 * type, the months, the description, …): stored in the entry's column of the same name as the
 * body gives them, read and answered as stored. A new one is its rule and its column; this file
 * follows by itself. The rest (the company, the location, `is_current`) is written out below.
 */
export const PLAIN_FACTS = Object.keys(experiencePlainFacts) as Array<keyof ExperiencePlainFacts>;

export const EXPERIENCE_MESSAGES = {
  created: experienceSuccessMessages.added,
  loaded: "Experience loaded.",
  updated: experienceSuccessMessages.updated,
  deleted: experienceSuccessMessages.deleted,
  notFound: "Experience not found.",
  tooMany: `You can add at most ${MAX_EXPERIENCES} experiences.`,
} as const;

/** Checks a create or update body; `now` decides what "the future" is. */
export function parseExperience(body: Record<string, unknown>, now: Date): ExperienceForm {
  const input = coerceBooleanFields(coerceNumberFields(body, ["company", "location"]), ["is_current"]);
  return parseWithCross(
    experienceFieldsSchema,
    input,
    (valid) => experienceCrossErrors(valid, now),
    (value) => (value.is_current ? { ...value, end_date: null } : value),
  );
}

/**
 * Checks the ids and returns the company's: the one picked, else the entry of the name typed
 * (found by its key or added, decision 135).
 */
async function assertReferences(db: Db, input: ExperienceForm): Promise<number> {
  if (input.company !== null) {
    const company = await db.selectFrom("companies").select("id").where("id", "=", input.company).executeTakeFirst();
    if (!company) throw fieldError("company", experienceMessages.company);
  }
  if (input.location !== null) {
    const location = await db.selectFrom("locations").select("id").where("id", "=", input.location).executeTakeFirst();
    if (!location) throw fieldError("location", messages.location);
  }
  return input.company ?? (await resolveEntry(db, "companies", input.company_name!));
}

function baseQuery(db: Db) {
  return db
    .selectFrom("experiences as e")
    .innerJoin("companies as co", "co.id", "e.company_id")
    .leftJoin("locations as l", "l.id", "e.location_id")
    .select([
      "e.id",
      "e.user_id",
      ...PLAIN_FACTS.map((fact) => `e.${fact}` as const),
      "e.is_current",
      "co.id as company_id",
      "co.title as company_title",
      "l.id as location_id",
      "l.city",
      "l.state",
      "l.country",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>["executeTakeFirstOrThrow"]>>;

function toExperience(row: Row): Experience {
  return {
    id: row.id,
    ...pickFacts(PLAIN_FACTS, row),
    company: { id: row.company_id, title: row.company_title },
    location:
      row.location_id !== null && row.city !== null && row.state !== null && row.country !== null
        ? { id: row.location_id, city: row.city, state: row.state, country: row.country }
        : null,
    is_current: toBool(row.is_current),
  };
}

/** A member's experiences: current first, then by start date, newest first. */
export async function listExperiences(db: Db, userId: number): Promise<Experience[]> {
  const rows = await runCompiled(db, "profile-experiences", [userId], () =>
    baseQuery(db)
      .where("e.user_id", "=", userId)
      .orderBy("e.is_current", "desc")
      .orderBy("e.start_date", "desc")
      .orderBy("e.id", "desc"),
  );
  return rows.map(toExperience);
}

async function readOwn(db: Db, userId: number, id: number): Promise<Experience> {
  const row = await baseQuery(db).where("e.id", "=", id).where("e.user_id", "=", userId).executeTakeFirst();
  if (!row) throw new ApiError(404, EXPERIENCE_MESSAGES.notFound);
  return toExperience(row);
}

export async function createExperience(s: Services, userId: number, input: ExperienceForm): Promise<Experience> {
  const now = iso(s.now());
  return s.db.transaction().execute(async (trx) => {
    // Calls of one member take turns from here, so the count below is the one the insert meets.
    await lockMember(trx, s.dialect, userId);
    const companyId = await assertReferences(trx, input);
    const count = await trx
      .selectFrom("experiences")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (Number(count?.n ?? 0) >= MAX_EXPERIENCES) throw new ApiError(400, EXPERIENCE_MESSAGES.tooMany);
    const { id } = await trx
      .insertInto("experiences")
      .values({
        user_id: userId,
        ...factsOf(PLAIN_FACTS, input),
        company_id: companyId,
        location_id: input.location,
        is_current: input.is_current,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await syncSearch(trx, s.dialect, { people: [userId] });
    return readOwn(trx, userId, id);
  });
}

/** Replaces one of the member's experiences (404 when it is not theirs). */
export async function updateExperience(
  s: Services,
  userId: number,
  id: number,
  input: ExperienceForm,
): Promise<Experience> {
  const now = iso(s.now());
  return s.db.transaction().execute(async (trx) => {
    await readOwn(trx, userId, id);
    const companyId = await assertReferences(trx, input);
    await trx
      .updateTable("experiences")
      .set({
        ...factsOf(PLAIN_FACTS, input),
        company_id: companyId,
        location_id: input.location,
        is_current: input.is_current,
        updated_at: now,
      })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .execute();
    await syncSearch(trx, s.dialect, { people: [userId] });
    return readOwn(trx, userId, id);
  });
}

export async function deleteExperience(s: Services, userId: number, id: number): Promise<void> {
  await s.db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("experiences")
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new ApiError(404, EXPERIENCE_MESSAGES.notFound);
    await syncSearch(trx, s.dialect, { people: [userId] });
  });
}
