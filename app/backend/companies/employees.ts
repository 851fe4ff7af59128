/**
 * A company's employees: individuals whose current experience (`is_current`) is at the
 * corporate's company (corporates.company_id), newest first by when they started there.
 */
import type { EmployeeItem } from "../../contract/companies.ts";
import type { Db } from "../lib/db/index.ts";
import { ApiError } from "../lib/envelope.ts";
import { pageRequest, toCount, type Paged } from "../lib/paging.ts";
import { personSummary } from "../lib/person.ts";
import type { Services } from "../lib/services.ts";
import { durationSince } from "../lib/time-ago.ts";

export type { EmployeeItem };

export const EMPLOYEE_MESSAGES = { listed: "Employees loaded.", noCompany: "Company profile not found." } as const;

function currentStaff(db: Db, companyId: number) {
  return db
    .selectFrom("experiences as e")
    .innerJoin("individuals as i", "i.user_id", "e.user_id")
    .where("e.company_id", "=", companyId)
    .where("e.is_current", "=", true);
}

export async function companyIdOf(db: Db, corporateUserId: number): Promise<number> {
  const row = await db.selectFrom("corporates").select("company_id").where("user_id", "=", corporateUserId).executeTakeFirst();
  if (!row) throw new ApiError(404, EMPLOYEE_MESSAGES.noCompany);
  return row.company_id;
}

export async function employeesCount(db: Db, companyId: number): Promise<number> {
  const row = await currentStaff(db, companyId)
    .select((eb) => eb.fn.count("e.user_id").distinct().as("n"))
    .executeTakeFirst();
  return toCount(row?.n);
}

export async function listEmployees(s: Services, corporateUserId: number, page: number): Promise<Paged<EmployeeItem>> {
  const companyId = await companyIdOf(s.db, corporateUserId);
  const { limit, offset } = pageRequest(page);
  const total = await employeesCount(s.db, companyId);
  // The page is found from the experiences alone (grouped by member, in the index's order), and
  // only its members' profiles are read: not every employee's, grouped by their text columns.
  const pageOfStaff = s.db
    .selectFrom("experiences as e")
    .select((eb) => ["e.user_id", eb.fn.max("e.start_date").as("since")])
    .where("e.company_id", "=", companyId)
    .where("e.is_current", "=", true)
    .where((eb) => eb.exists(eb.selectFrom("individuals as x").select("x.user_id").whereRef("x.user_id", "=", "e.user_id")))
    .groupBy("e.user_id")
    .orderBy("since", "desc")
    .orderBy("e.user_id", "desc")
    .limit(limit)
    .offset(offset)
    .as("s");
  const rows = await s.db
    .selectFrom(pageOfStaff)
    .innerJoin("individuals as i", "i.user_id", "s.user_id")
    .select(["i.user_id", "i.first_name", "i.last_name", "i.bio", "i.profile_pic", "s.since"])
    .orderBy("s.since", "desc")
    .orderBy("s.user_id", "desc")
    .execute();
  const now = s.now();
  return {
    items: rows.map((row) => ({ ...personSummary(row), connected_time_ago: durationSince(row.since, now) })),
    page,
    total,
  };
}
