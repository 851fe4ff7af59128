/**
 * Open to work (issue 38, decision 184): what a member wants, who may see it, and the company
 * accounts' search of such members.
 *
 * Who sees a member's open-to-work wishes: the member; company accounts; every member when the
 * member chose "All JobLink members"; never a visitor; and never the member's current employer,
 * its people (members with a current position at a company where the member has one now) nor
 * its company account (the account whose company entry that is, `corporates.company_id`).
 */
import type { Expression, SqlBool } from "kysely";
import type { CandidateItem } from "#app/contract/companies.ts";
import type { Location } from "#app/contract/common.ts";
import { OPEN_TO_WORK_MESSAGES as M, type OpenToWork } from "#app/contract/profiles.ts";
import { openToWorkMessages, type OpenToWorkInput } from "#app/forms/profiles/open-to-work.form.ts";
import { notBlocked } from "#app/backend/blocks/service.ts";
import { companyIdOf } from "#app/backend/companies/employees.ts";
import { againIfTargetDeleted } from "#app/backend/lib/db/errors.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { ApiError, validationError } from "#app/backend/lib/envelope.ts";
import type { Viewer } from "#app/backend/lib/http.ts";
import { cappedCount, keysetPage, keysetQuery, type PageRequest, type Paged } from "#app/backend/lib/paging.ts";
import { personSummary } from "#app/backend/lib/person.ts";
import type { Services } from "#app/backend/lib/services.ts";

export { M as OPEN_TO_WORK_MESSAGES };

type Row = {
  user_id: number;
  visibility: "members" | "recruiters";
  roles: string;
  job_types: string;
  employment_types: string;
  start_date: string | null;
  updated_at: string;
};

const COLUMNS = [
  "o.user_id",
  "o.visibility",
  "o.roles",
  "o.job_types",
  "o.employment_types",
  "o.start_date",
  "o.updated_at",
] as const;

function answer(row: Row, locations: Location[], asOwner: boolean): OpenToWork {
  return {
    user_id: row.user_id,
    roles: JSON.parse(row.roles) as string[],
    locations,
    job_types: JSON.parse(row.job_types) as OpenToWork["job_types"],
    employment_types: JSON.parse(row.employment_types) as OpenToWork["employment_types"],
    start_date: row.start_date,
    visibility: asOwner ? row.visibility : null,
    updated_at: row.updated_at,
  };
}

/** The locations each of `userIds` wants, by member, in the master list's order of cities. */
async function locationsOf(db: Db, userIds: readonly number[]): Promise<Map<number, Location[]>> {
  const byUser = new Map<number, Location[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom("open_to_work_locations as w")
    .innerJoin("locations as l", "l.id", "w.location_id")
    .select(["w.user_id", "l.id", "l.city", "l.state", "l.country"])
    .where("w.user_id", "in", userIds)
    .orderBy("l.city")
    .orderBy("l.id")
    .execute();
  for (const { user_id, ...location } of rows) {
    const list = byUser.get(user_id) ?? [];
    list.push(location);
    byUser.set(user_id, list);
  }
  return byUser;
}

/**
 * The companies `viewer` speaks for or works at now: a company account's own entry, a member's
 * current positions' companies. A subquery, so the check below is one statement.
 */
function viewerCompanies(db: Db, viewer: Viewer) {
  return viewer.typeOfUser === "corporate"
    ? db.selectFrom("corporates as vc").select("vc.company_id").where("vc.user_id", "=", viewer.userId)
    : db
        .selectFrom("experiences as ve")
        .select("ve.company_id")
        .where("ve.user_id", "=", viewer.userId)
        .where("ve.is_current", "=", true);
}

/** Whether `viewer` is the current employer of `userId`, or one of its people (see above). */
async function isCurrentEmployer(db: Db, viewer: Viewer, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("experiences as e")
    .select("e.id")
    .where("e.user_id", "=", userId)
    .where("e.is_current", "=", true)
    .where("e.company_id", "in", viewerCompanies(db, viewer))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** `userId`'s open-to-work wishes as `viewer` may see them: null when not open or hidden from them. */
export async function readOpenToWork(db: Db, viewer: Viewer | null, userId: number): Promise<OpenToWork | null> {
  const row = await db
    .selectFrom("open_to_work as o")
    .select(COLUMNS)
    .where("o.user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const asOwner = viewer?.userId === userId;
  if (!asOwner) {
    if (viewer === null) return null;
    if (viewer.typeOfUser === "individual" && row.visibility !== "members") return null;
    if (await isCurrentEmployer(db, viewer, userId)) return null;
  }
  return answer(row, (await locationsOf(db, [userId])).get(userId) ?? [], asOwner);
}

/** Turns open to work on for `userId` (or changes it): the row and its locations, written together. */
export async function saveOpenToWork(db: Db, userId: number, input: OpenToWorkInput, at: string): Promise<OpenToWork> {
  await againIfTargetDeleted(async () => {
    const member = await db
      .selectFrom("individuals")
      .select("user_id")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!member) throw new ApiError(404, M.noProfile);
    const known = await db.selectFrom("locations").select("id").where("id", "in", input.locations).execute();
    if (known.length < input.locations.length) throw validationError({ locations: [openToWorkMessages.location] });
    const values = {
      visibility: input.visibility,
      roles: JSON.stringify(input.roles),
      job_types: JSON.stringify(input.job_types),
      employment_types: JSON.stringify(input.employment_types),
      start_date: input.start_date,
      updated_at: at,
    };
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("open_to_work")
        .values({ user_id: userId, ...values, created_at: at })
        .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
        .execute();
      await trx.deleteFrom("open_to_work_locations").where("user_id", "=", userId).execute();
      await trx
        .insertInto("open_to_work_locations")
        .values(input.locations.map((location_id) => ({ user_id: userId, location_id })))
        .execute();
    });
  });
  const saved = await readOpenToWork(db, { userId, typeOfUser: "individual", email: "", sessionId: "" }, userId);
  if (!saved) throw new ApiError(404, M.noProfile);
  return saved;
}

/** Turns open to work off (its locations go with it: on delete cascade). */
export async function removeOpenToWork(db: Db, userId: number): Promise<void> {
  await db.deleteFrom("open_to_work").where("user_id", "=", userId).execute();
}

export type CandidateFilters = { skills: number[]; locations: number[]; experience: number | null };

/** `YYYY-MM` of the month `years` whole years before `now`: a first position begun then or earlier has that much experience. */
function monthYearsAgo(now: Date, years: number): string {
  return `${String(now.getUTCFullYear() - years).padStart(4, "0")}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** Whole years from `YYYY-MM` to `now` (0 without a position). */
function yearsSince(start: string | null, now: Date): number {
  if (!start) return 0;
  const [year, month] = start.split("-").map(Number);
  const months = (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month);
  return Math.max(0, Math.floor(months / 12));
}

/**
 * Members open to work as company account `corporateUserId` searches them, most recently updated
 * first. Without a skill the statements walk `open_to_work_recent_idx` (only members open to
 * work, never all members). With skills they read the skills' ranges of `open_to_work_skills`
 * (decision 196), a member with several of them once: the count always, the page for one skill
 * (see below). Each candidate is checked with key probes: a wanted location
 * (open_to_work_locations' key), a position begun early enough (experiences by member), not a
 * current employee of the company, no block either way.
 */
export async function searchCandidates(
  s: Services,
  corporateUserId: number,
  filters: CandidateFilters,
  request: PageRequest,
): Promise<Paged<CandidateItem>> {
  const db = s.db;
  const companyId = await companyIdOf(db, corporateUserId);
  const now = s.now();
  const experienceFrom =
    filters.experience !== null && filters.experience > 0 ? monthYearsAgo(now, filters.experience) : null;
  const skills = filters.skills;
  const walk = () => db.selectFrom("open_to_work as o");
  /**
   * The candidates, from the skills' ranges of `open_to_work_skills` (`fromSkills`) or walking
   * every member open to work with a probe of their skills. Typed as the walk: the statements
   * below name `k` only in the order, where it equals `o`'s columns.
   */
  const candidates = (fromSkills: boolean) => {
    const from = fromSkills
      ? (db
          .selectFrom("open_to_work_skills as k")
          .innerJoin("open_to_work as o", "o.user_id", "k.user_id")
          .where("k.skill_id", "in", skills)
          .$if(skills.length > 1, (qb) =>
            // A member with several of the skills: only their row of the smallest one.
            qb.where("k.skill_id", "=", (eb) =>
              eb
                .selectFrom("open_to_work_skills as k2")
                .select((x) => x.fn.min("k2.skill_id").as("first"))
                .whereRef("k2.user_id", "=", "k.user_id")
                .where("k2.skill_id", "in", skills),
            ),
          ) as unknown as ReturnType<typeof walk>)
      : walk();
    return from.innerJoin("individuals as i", "i.user_id", "o.user_id").where(({ and, exists, not, selectFrom }) => {
      const parts: Expression<SqlBool>[] = [
        not(
          exists(
            selectFrom("experiences as ce")
              .select("ce.id")
              .whereRef("ce.user_id", "=", "o.user_id")
              .where("ce.company_id", "=", companyId)
              .where("ce.is_current", "=", true),
          ),
        ),
        notBlocked(corporateUserId, "o.user_id"),
      ];
      if (!fromSkills && skills.length > 0) {
        parts.push(
          exists(
            selectFrom("open_to_work_skills as cs")
              .select("cs.skill_id")
              .whereRef("cs.user_id", "=", "o.user_id")
              .where("cs.skill_id", "in", skills),
          ),
        );
      }
      if (filters.locations.length > 0) {
        parts.push(
          exists(
            selectFrom("open_to_work_locations as cl")
              .select("cl.location_id")
              .whereRef("cl.user_id", "=", "o.user_id")
              .where("cl.location_id", "in", filters.locations),
          ),
        );
      }
      if (experienceFrom !== null) {
        parts.push(
          exists(
            selectFrom("experiences as cx")
              .select("cx.id")
              .whereRef("cx.user_id", "=", "o.user_id")
              .where("cx.start_date", "<=", experienceFrom),
          ),
        );
      }
      return and(parts);
    });
  };
  // The count reads the skills' ranges whole (up to the cap). The page reads one skill's range
  // in its order; for several, their ranges would be merged and sorted whole (56 ms for two
  // common ones on the large dataset), so it walks the newest members instead, which finds a
  // page of them soon.
  const pageFromSkills = skills.length === 1;
  const [time, id] = pageFromSkills ? ["k.updated_at", "k.user_id"] : ["o.updated_at", "o.user_id"];
  const base = candidates(pageFromSkills);
  const listed = base.select([
    ...COLUMNS,
    "i.first_name",
    "i.last_name",
    "i.bio",
    "i.profile_pic",
    (eb) =>
      eb
        .selectFrom("experiences as fx")
        .select((x) => x.fn.min("fx.start_date").as("first"))
        .whereRef("fx.user_id", "=", "o.user_id")
        .as("first_start"),
  ]);
  const [count, read] = await Promise.all([
    cappedCount(db, candidates(skills.length > 0).select("o.user_id")),
    keysetQuery(listed, time, id, request).execute(),
  ]);
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.updated_at, row.user_id]);
  const locations = await locationsOf(
    db,
    rows.map((row) => row.user_id),
  );
  return {
    items: rows.map((row) => ({
      ...personSummary(row),
      open_to_work: answer(row, locations.get(row.user_id) ?? [], false),
      experience_years: yearsSince((row.first_start as string | null) ?? null, now),
    })),
    page: request.page,
    ...count,
    ...paging,
  };
}
