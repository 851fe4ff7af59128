/**
 * Following a company (issue 38, decision 177): a member follows a company's account, sees its
 * new open posts in the dashboard's feed (`list/?type=following`, jobs/feeds.ts) and may have its
 * new jobs mailed (a daily job alert for jobs at the company, the alerts' own worker and links).
 * The company's follower count is a column its triggers keep (migration 0033), never a count.
 */
import { jobFilterKey, NO_JOB_FILTERS } from "#app/forms/jobs/job-filters.form.ts";
import type { FollowState, FollowedCompany } from "#app/contract/companies.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { isForeignKeyViolation } from "#app/backend/lib/db/errors.ts";
import { keysetPage, keysetQuery, cappedCount, type PageRequest, type Paged } from "#app/backend/lib/paging.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { createAlert } from "#app/backend/jobs/alerts.ts";
import { notSuspended } from "#app/backend/moderation/suspension.ts";

export const FOLLOW_MESSAGES = {
  followed: (name: string) => `You follow ${name}.`,
  unfollowed: (name: string) => `You no longer follow ${name}.`,
  mailOn: (name: string) => `We will mail you new jobs at ${name} daily.`,
  mailOff: (name: string) => `We will not mail you jobs at ${name}.`,
  listed: "Companies you follow loaded.",
  notFound: "Company not found.",
} as const;
const M = FOLLOW_MESSAGES;

type Company = { user_id: number; company_id: number; company_name: string; follower_count: number };

async function companyAccount(db: Db, companyUserId: number): Promise<Company> {
  const row = await db
    .selectFrom("corporates as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .select(["c.user_id", "c.company_id", "c.company_name", "c.follower_count"])
    .where("c.user_id", "=", companyUserId)
    .where("u.onboarding_complete", "=", true)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, M.notFound);
  return row;
}

/** The filters of a follow's mail: jobs at the company's entry. */
const mailKey = (companyId: number) => jobFilterKey({ ...NO_JOB_FILTERS, company: [companyId] });

async function mailAlertOf(db: Db, userId: number, companyId: number): Promise<number | null> {
  const row = await db
    .selectFrom("job_alerts")
    .select("id")
    .where("user_id", "=", userId)
    .where("filters", "=", mailKey(companyId))
    .executeTakeFirst();
  return row?.id ?? null;
}

async function stateOf(db: Db, userId: number, company: Company): Promise<FollowState> {
  const [follow, counted, alert] = await Promise.all([
    db
      .selectFrom("company_follows")
      .select("created_at")
      .where("user_id", "=", userId)
      .where("company_user_id", "=", company.user_id)
      .executeTakeFirst(),
    db.selectFrom("corporates").select("follower_count").where("user_id", "=", company.user_id).executeTakeFirst(),
    mailAlertOf(db, userId, company.company_id),
  ]);
  return {
    company_id: company.user_id,
    following: follow !== undefined,
    follower_count: counted?.follower_count ?? 0,
    mail: alert !== null,
  };
}

/**
 * Follows (or with `undo` unfollows) the company `companyUserId`; `mail` turns the daily mail of
 * its new jobs on or off (unfollowing turns it off). Following twice, or unfollowing a company
 * not followed, changes nothing.
 */
export async function follow(
  s: Services,
  userId: number,
  input: { company_id: number; action?: "undo"; mail?: boolean },
): Promise<{ state: FollowState; message: string }> {
  const company = await companyAccount(s.db, input.company_id);
  const now = iso(s.now());
  const undo = input.action === "undo";
  // A company account deleted meanwhile is not found, as it would be a moment later.
  await s.db
    .transaction()
    .execute(async (trx) => {
      if (undo) {
        await trx
          .deleteFrom("company_follows")
          .where("user_id", "=", userId)
          .where("company_user_id", "=", company.user_id)
          .execute();
        return;
      }
      // The count follows by its triggers (migration 0033), only when a row is added or removed.
      await trx
        .insertInto("company_follows")
        .values({ user_id: userId, company_user_id: company.user_id, created_at: now })
        .onConflict((oc) => oc.columns(["user_id", "company_user_id"]).doNothing())
        .execute();
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new ApiError(404, M.notFound);
      throw error;
    });
  let message = undo ? M.unfollowed(company.company_name) : M.followed(company.company_name);
  const mail = undo ? false : input.mail;
  if (mail !== undefined) {
    const alert = await mailAlertOf(s.db, userId, company.company_id);
    if (mail && alert === null) {
      // The job alerts' own rules apply (at most MAX_JOB_ALERTS): their refusal is the answer.
      await createAlert(s, userId, { company: [String(company.company_id)] }, "", "daily").catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 409) return;
        throw error;
      });
    }
    if (!mail && alert !== null)
      await s.db.deleteFrom("job_alerts").where("id", "=", alert).where("user_id", "=", userId).execute();
    if (!undo) message = mail ? M.mailOn(company.company_name) : M.mailOff(company.company_name);
  }
  return { state: await stateOf(s.db, userId, company), message };
}

/** Whether `userId` follows `companyUserId` (null for a visitor or a company account: they cannot follow). */
export async function followsCompany(db: Db, userId: number | null, companyUserId: number): Promise<boolean> {
  if (userId === null) return false;
  const row = await db
    .selectFrom("company_follows")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("company_user_id", "=", companyUserId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The companies `userId` follows, newest follow first, by keyset (the settings list). */
export async function listFollowing(
  s: Services,
  userId: number,
  request: PageRequest,
): Promise<Paged<FollowedCompany>> {
  const base = s.db
    .selectFrom("company_follows as f")
    .innerJoin("corporates as c", "c.user_id", "f.company_user_id")
    .where("f.user_id", "=", userId)
    // A suspended company looks gone (decision 182): one primary-key seek per row read.
    .where(notSuspended("f.company_user_id", s.now()));
  const [counted, read] = await Promise.all([
    cappedCount(s.db, base.select("f.company_user_id")),
    keysetQuery(
      base.select([
        "f.company_user_id",
        "f.created_at",
        "c.company_id",
        "c.company_name",
        "c.logo",
        "c.profile_pic",
        "c.follower_count",
      ]),
      "f.created_at",
      "f.company_user_id",
      request,
    ).execute(),
  ]);
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.created_at, row.company_user_id]);
  const alerts = rows.length
    ? await s.db
        .selectFrom("job_alerts")
        .select("filters")
        .where("user_id", "=", userId)
        .where(
          "filters",
          "in",
          rows.map((row) => mailKey(row.company_id)),
        )
        .execute()
    : [];
  const mailed = new Set(alerts.map((row) => row.filters));
  return {
    items: rows.map((row) => ({
      company_id: row.company_user_id,
      name: row.company_name,
      logo: row.logo ?? row.profile_pic,
      follower_count: row.follower_count,
      followed_at: row.created_at,
      mail: mailed.has(mailKey(row.company_id)),
    })),
    page: request.page,
    pageSize: request.limit,
    ...counted,
    ...paging,
  };
}
