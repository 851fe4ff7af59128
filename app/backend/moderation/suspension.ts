/**
 * A suspended or banned account looks gone to others (decision 182): its profile or company page
 * is the not-found answer, and it is left out of lists, search and the sitemaps, as LinkedIn does
 * for restricted accounts. The account itself and moderators still see its pages.
 *
 * `users.suspended_until` (decision 175) is read by primary key: one seek per account, so the
 * lists keep their own indexes and add a lookup per row they show.
 */
import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "#app/backend/lib/db/index.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { iso } from "#app/backend/lib/time.ts";
import { isModerator } from "./roles.ts";

/** A condition keeping the rows whose account `column` is not suspended at `now` (one primary-key seek). */
export function notSuspended(column: string, now: Date): Expression<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from users su where su.id = ${sql.ref(column)} and su.suspended_until > ${iso(now)})`;
}

/** The ids among `ids` whose account is suspended at `now` (one query). */
export async function suspendedAmong(db: Db, ids: number[], now: Date): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .selectFrom("users")
    .select("id")
    .where("id", "in", unique)
    .where("suspended_until", ">", iso(now))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * 404 with `notFound` when `ownerId`'s account is suspended at `now`, unless the viewer is that
 * account or a moderator (who decides its cases and may need to look at it).
 */
export async function hideIfSuspended(
  db: Db,
  viewerId: number | null,
  ownerId: number,
  notFound: string,
  now: Date,
): Promise<void> {
  if (viewerId === ownerId) return;
  const owner = await db.selectFrom("users").select("suspended_until").where("id", "=", ownerId).executeTakeFirst();
  if (!owner?.suspended_until || owner.suspended_until <= iso(now)) return;
  if (viewerId !== null && (await isModerator(db, viewerId))) return;
  throw new ApiError(404, notFound);
}
