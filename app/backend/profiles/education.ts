/** Education of individuals: `/api/individual/education/{create,get,update,delete}/`. */
import { runCompiled } from "#app/backend/lib/db/compiled.ts";
import { educationPlainFacts, type Education, type EducationPlainFacts } from "#app/contract/profiles.ts";
import { z } from "zod";
import {
  educationCrossErrors,
  educationFieldsFor,
  educationMessages,
  educationSuccessMessages,
  type EducationForm,
} from "#app/forms/profiles/education.form.ts";
import { coerceNumberFields } from "#app/backend/lib/coerce.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { ApiError, validationError, type FieldErrors } from "#app/backend/lib/envelope.ts";
import { factsOf, pickFacts } from "#app/backend/lib/plain-facts.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { parseWithCross } from "#app/backend/lib/validation.ts";
import { lockMember } from "#app/backend/lib/db/locks.ts";
import { resolveEntry } from "#app/backend/master/entries.ts";

export type { Education };

export const MAX_EDUCATIONS = 50;

/**
 * An education entry's plain facts (`educationPlainFacts` of the contract: the field of study,
 * the years, the grade, …): stored in the entry's column of the same name as the body gives
 * them, read and answered as stored. A new one is its rule and its column; this file follows by
 * itself. The rest (the institution, the degree) is written out below.
 */
export const PLAIN_FACTS = Object.keys(educationPlainFacts) as Array<keyof EducationPlainFacts>;

export const EDUCATION_MESSAGES = {
  created: educationSuccessMessages.added,
  loaded: "Education loaded.",
  updated: educationSuccessMessages.updated,
  deleted: educationSuccessMessages.deleted,
  notFound: "Education not found.",
  tooMany: `You can add at most ${MAX_EDUCATIONS} education entries.`,
} as const;

export function parseEducation(body: Record<string, unknown>, now: Date): EducationForm {
  const input = coerceNumberFields(body, ["institution", "degree", "start_year", "end_year"]);
  const schema = z.object(educationFieldsFor(() => now));
  return parseWithCross(
    schema,
    input,
    (valid) => educationCrossErrors(valid),
    (value) => value,
  );
}

/** Checks the ids and returns the institution's: the one picked, else the entry of the name typed (decision 135). */
async function assertReferences(db: Db, input: EducationForm): Promise<number> {
  const institution =
    input.institution === null
      ? true
      : await db.selectFrom("institutions").select("id").where("id", "=", input.institution).executeTakeFirst();
  const degree = await db.selectFrom("degrees").select("id").where("id", "=", input.degree).executeTakeFirst();
  const errors: FieldErrors = {};
  if (!institution) errors.institution = [educationMessages.institution];
  if (!degree) errors.degree = [educationMessages.degree];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return input.institution ?? (await resolveEntry(db, "institutions", input.institution_name!));
}

function baseQuery(db: Db) {
  return db
    .selectFrom("educations as e")
    .innerJoin("institutions as i", "i.id", "e.institution_id")
    .innerJoin("degrees as d", "d.id", "e.degree_id")
    .select([
      "e.id",
      ...PLAIN_FACTS.map((fact) => `e.${fact}` as const),
      "i.id as institution_id",
      "i.title as institution_title",
      "d.id as degree_id",
      "d.title as degree_title",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>["executeTakeFirstOrThrow"]>>;

function toEducation(row: Row): Education {
  return {
    id: row.id,
    institution: { id: row.institution_id, title: row.institution_title },
    degree: { id: row.degree_id, title: row.degree_title },
    ...pickFacts(PLAIN_FACTS, row),
  };
}

/** A member's education: ongoing first, then by end year and start year, newest first. */
export async function listEducations(db: Db, userId: number): Promise<Education[]> {
  const rows = await runCompiled(db, "profile-educations", [userId], () =>
    baseQuery(db)
      .where("e.user_id", "=", userId)
      .orderBy((eb) => eb.case().when("e.end_year", "is", null).then(0).else(1).end())
      .orderBy("e.end_year", "desc")
      .orderBy("e.start_year", "desc")
      .orderBy("e.id", "desc"),
  );
  return rows.map(toEducation);
}

async function readOwn(db: Db, userId: number, id: number): Promise<Education> {
  const row = await baseQuery(db).where("e.id", "=", id).where("e.user_id", "=", userId).executeTakeFirst();
  if (!row) throw new ApiError(404, EDUCATION_MESSAGES.notFound);
  return toEducation(row);
}

export async function createEducation(s: Services, userId: number, input: EducationForm): Promise<Education> {
  const now = iso(s.now());
  return s.db.transaction().execute(async (trx) => {
    // Calls of one member take turns from here, so the count below is the one the insert meets.
    await lockMember(trx, s.dialect, userId);
    const institutionId = await assertReferences(trx, input);
    const count = await trx
      .selectFrom("educations")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (Number(count?.n ?? 0) >= MAX_EDUCATIONS) throw new ApiError(400, EDUCATION_MESSAGES.tooMany);
    const { id } = await trx
      .insertInto("educations")
      .values({
        user_id: userId,
        institution_id: institutionId,
        degree_id: input.degree,
        ...factsOf(PLAIN_FACTS, input),
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return readOwn(trx, userId, id);
  });
}

export async function updateEducation(
  s: Services,
  userId: number,
  id: number,
  input: EducationForm,
): Promise<Education> {
  const now = iso(s.now());
  return s.db.transaction().execute(async (trx) => {
    await readOwn(trx, userId, id);
    const institutionId = await assertReferences(trx, input);
    await trx
      .updateTable("educations")
      .set({
        institution_id: institutionId,
        degree_id: input.degree,
        ...factsOf(PLAIN_FACTS, input),
        updated_at: now,
      })
      .where("id", "=", id)
      .where("user_id", "=", userId)
      .execute();
    return readOwn(trx, userId, id);
  });
}

export async function deleteEducation(s: Services, userId: number, id: number): Promise<void> {
  const result = await s.db
    .deleteFrom("educations")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new ApiError(404, EDUCATION_MESSAGES.notFound);
}
