/**
 * Questions about the connection graph that every list asks — who a member is connected with,
 * how many connections two members share, who is two steps away — answered from the member's
 * own rows through the covering indexes of migration 0006 (`connections (from_user_id, status,
 * to_user_id)` and `(to_user_id, status, from_user_id)`), never by joining the whole table with
 * itself. Each query reads the rows of the members it is asked about, so its cost follows their
 * number of connections, not the size of the community (docs/decisions/102-queries-at-scale.md).
 */
import { sql, type RawBuilder } from "kysely";
import type { Db } from "#app/backend/lib/db/index.ts";
import { toCount } from "#app/backend/lib/paging.ts";

/** The ids `userId` is connected with, as a subquery (`select id …`). */
export function friendsOf(userId: number): RawBuilder<{ id: number }> {
  return sql<{
    id: number;
  }>`select to_user_id as id from connections where from_user_id = ${userId} and status = 'accepted'
    union all
    select from_user_id as id from connections where to_user_id = ${userId} and status = 'accepted'`;
}

/**
 * How many connections `viewerId` shares with each of `otherIds` (a page of people); members
 * with none are absent from the map.
 */
export async function commonCounts(
  db: Db,
  viewerId: number,
  otherIds: readonly number[],
): Promise<Map<number, number>> {
  const ids = [...new Set(otherIds)].filter((id) => id !== viewerId);
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const list = sql.join(ids);
  const { rows } = await sql<{ member: number; n: unknown }>`
    with mine as (${friendsOf(viewerId)})
    select c.from_user_id as member, count(*) as n from connections c
      where c.from_user_id in (${list}) and c.status = 'accepted' and c.to_user_id in (select id from mine)
      group by c.from_user_id
    union all
    select c.to_user_id as member, count(*) as n from connections c
      where c.to_user_id in (${list}) and c.status = 'accepted' and c.from_user_id in (select id from mine)
      group by c.to_user_id`.execute(db);
  for (const row of rows) {
    const member = Number(row.member);
    counts.set(member, (counts.get(member) ?? 0) + toCount(row.n));
  }
  return counts;
}

/** How many of a member's connections are read when looking two steps away (the newest ones). */
export const SECOND_DEGREE_FRIENDS = 150;

/**
 * Members two steps from `viewerId` (connections of the viewer's newest SECOND_DEGREE_FRIENDS
 * connections) with how many connections they share with the viewer, most shared first, at
 * most `limit`. The viewer and their connections may be among them: the caller filters.
 */
export async function secondDegree(
  db: Db,
  viewerId: number,
  limit: number,
): Promise<Array<{ id: number; common: number }>> {
  const { rows } = await sql<{ id: number; n: unknown }>`
    with recent as (
      select id from (
        select to_user_id as id, accepted_at from connections where from_user_id = ${viewerId} and status = 'accepted'
        union all
        select from_user_id as id, accepted_at from connections where to_user_id = ${viewerId} and status = 'accepted'
      ) f order by accepted_at desc limit ${SECOND_DEGREE_FRIENDS}
    ),
    reach as (
      select c.to_user_id as id from connections c where c.from_user_id in (select id from recent) and c.status = 'accepted'
      union all
      select c.from_user_id as id from connections c where c.to_user_id in (select id from recent) and c.status = 'accepted'
    )
    select id, count(*) as n from reach where id <> ${viewerId} group by id order by n desc, id desc limit ${limit}`.execute(
    db,
  );
  return rows.map((row) => ({ id: Number(row.id), common: toCount(row.n) }));
}
