/**
 * The moderator role and account suspensions (decision 175). The role is granted and taken back
 * from the command line only (`npm run moderator`, scripts/moderator.mjs), never through the API.
 */
import type { Db } from "#app/backend/lib/db/index.ts";
import { toBool } from "#app/backend/lib/db/schema.ts";
import { iso } from "#app/backend/lib/time.ts";

/** A ban is a suspension that never ends. */
export const BANNED_UNTIL = "9999-12-31T23:59:59.999Z";

export async function isModerator(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom("users").select("is_moderator").where("id", "=", userId).executeTakeFirst();
  return toBool(row?.is_moderator);
}

/** Grants (`on`) or takes back the role of the account with this email; false when there is none. */
export async function setModerator(db: Db, email: string, on: boolean, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ is_moderator: on, updated_at: iso(now) })
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The login refusal of a suspended or banned account (null when it may log in). */
export function suspensionMessage(
  user: { suspended_until: string | null; suspension_reason: string | null },
  now: Date,
): string | null {
  if (user.suspended_until === null || user.suspended_until <= iso(now)) return null;
  const why = user.suspension_reason ? ` Reason: ${user.suspension_reason}` : "";
  if (user.suspended_until === BANNED_UNTIL) return `This account has been banned.${why}`;
  const until = new Date(user.suspended_until).toLocaleString("en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return `This account is suspended until ${until} UTC.${why}`;
}
