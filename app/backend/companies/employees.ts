/**
 * A company's employees: individuals whose current experience (`is_current`) is at the
 * corporate's company (corporates.company_id), newest first by when they started there.
 *
 * Both the page and the count read only what they show (decision 147): the page walks the
 * company's current experiences in the order of an index on (company_id, is_current,
 * start_date, user_id), newest first, keeping each member's latest one there, and stops after a
 * page (by keyset when the request carries a cursor); the count reads at most COUNT_CAP + 1
 * members. Every experience's member is an individual (its foreign key), so neither reads the
 * individuals to find them.
 */
import type { Expression } from "kysely";
import { notBlocked } from "#app/backend/blocks/service.ts";
import { notSuspended } from "#app/backend/moderation/suspension.ts";
import type { EmployeeItem } from "#app/contract/companies.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { cappedCountCompiled, keysetPage, keysetQuery, type PageRequest, type Paged } from "#app/backend/lib/paging.ts";
import { personSummary } from "#app/backend/lib/person.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { durationSince } from "#app/backend/lib/time-ago.ts";

export type { EmployeeItem };

export const EMPLOYEE_MESSAGES = { listed: "Employees loaded.", noCompany: "Company profile not found." } as const;

export async function companyIdOf(db: Db, corporateUserId: number): Promise<number> {
  const row = await db
    .selectFrom("corporates")
    .select("company_id")
    .where("user_id", "=", corporateUserId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, EMPLOYEE_MESSAGES.noCompany);
  return row.company_id;
}

/**
 * The members who work at the company now, once each: what the employee count counts. `companyId`
 * may be a column of a wider statement (search reads the count with each company it finds).
 */
export function currentEmployees(db: Db, companyId: number | Expression<number>) {
  return db
    .selectFrom("experiences as e")
    .select("e.user_id")
    .distinct()
    .where("e.company_id", "=", companyId)
    .where("e.is_current", "=", true);
}

/** How many members work at the company now, counted up to COUNT_CAP (`totalCapped`: there are more). */
export async function employeesCount(db: Db, companyId: number): Promise<{ total: number; totalCapped: boolean }> {
  return cappedCountCompiled(db, "company-employees", [companyId, true], () => currentEmployees(db, companyId));
}

/**
 * The company's employees as the viewer sees them: members blocked either way or suspended are
 * not listed (decisions 174, 182), each one seek beside the walk; the count still counts them.
 */
export async function listEmployees(
  s: Services,
  viewerId: number | null,
  corporateUserId: number,
  request: PageRequest,
): Promise<Paged<EmployeeItem>> {
  const companyId = await companyIdOf(s.db, corporateUserId);
  const now = s.now();
  // A member with two current positions at the company is listed once, by the later one (the
  // larger id when both started the same month).
  const latestHere = s.db
    .selectFrom("experiences as e")
    .innerJoin("individuals as i", "i.user_id", "e.user_id")
    .select(["i.user_id", "i.first_name", "i.last_name", "i.bio", "i.profile_pic", "e.start_date as since"])
    .where("e.company_id", "=", companyId)
    .where("e.is_current", "=", true)
    .where(notBlocked(viewerId, "e.user_id"))
    .where(notSuspended("e.user_id", now))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("experiences as d")
            .select("d.id")
            .whereRef("d.user_id", "=", "e.user_id")
            .whereRef("d.company_id", "=", "e.company_id")
            .where("d.is_current", "=", true)
            .where((d) =>
              d.or([
                d("d.start_date", ">", d.ref("e.start_date")),
                d.and([d("d.start_date", "=", d.ref("e.start_date")), d("d.id", ">", d.ref("e.id"))]),
              ]),
            ),
        ),
      ),
    );
  const [count, read] = await Promise.all([
    employeesCount(s.db, companyId),
    keysetQuery(latestHere, "e.start_date", "e.user_id", request).execute(),
  ]);
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.since, row.user_id]);
  return {
    items: rows.map((row) => ({ ...personSummary(row), connected_time_ago: durationSince(row.since, now) })),
    page: request.page,
    ...count,
    ...paging,
  };
}
