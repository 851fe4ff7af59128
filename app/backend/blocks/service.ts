/**
 * Blocking (issue 36, decision 174). A row of `blocks` says `blocker_id` blocked `blocked_id`;
 * the two accounts then neither see nor reach each other, whichever of them blocked. Blocking
 * removes what stands between them (connection, pending connection and resume requests); the
 * blocked side is not told. Unblocking restores nothing: they may connect again.
 *
 * Other areas ask through {@link refuseIfBlocked} (one write reaching another account) and
 * {@link notBlocked} (a list's rows, as two indexed `NOT EXISTS`).
 */
import { sql, type Expression, type SqlBool } from "kysely";
import type { BlockedAccount } from "#app/contract/blocks.ts";
import { accountColumns, accountSummary } from "#app/backend/lib/account.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { againIfTargetDeleted } from "#app/backend/lib/db/errors.ts";
import { lockPair } from "#app/backend/lib/db/locks.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";
import { keysetPage, keysetQuery, type PageRequest, type Paged } from "#app/backend/lib/paging.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { changed } from "#app/backend/live/changes.ts";
import { withdrawNotifications } from "#app/backend/notifications/service.ts";

export const BLOCK_MESSAGES = {
  blocked: "Blocked. You will no longer see each other.",
  alreadyBlocked: "You have already blocked this account.",
  unblocked: "Unblocked.",
  listed: "Blocked accounts loaded.",
  self: "You cannot block yourself.",
  notFound: "Member not found.",
  notBlocked: "You have not blocked this account.",
  /** What the blocker is told when they try to reach the account they blocked. */
  youBlocked: "You have blocked this account. Unblock it in Settings first.",
} as const;

/** Which side blocked, between the viewer and `otherId`: "viewer", "other", or null when neither. */
export async function blockBetween(db: Db, viewerId: number, otherId: number): Promise<"viewer" | "other" | null> {
  if (viewerId === otherId) return null;
  // Two seeks, one per direction (blocks_pair_key), at most a row each.
  const rows = await db
    .selectFrom("blocks")
    .select("blocker_id")
    .where((eb) =>
      eb.or([
        eb.and([eb("blocker_id", "=", viewerId), eb("blocked_id", "=", otherId)]),
        eb.and([eb("blocker_id", "=", otherId), eb("blocked_id", "=", viewerId)]),
      ]),
    )
    .execute();
  if (rows.some((row) => row.blocker_id === viewerId)) return "viewer";
  return rows.length > 0 ? "other" : null;
}

/**
 * Refuses a write from the viewer that reaches `otherId` when either blocked the other: the
 * blocker hears 403 with the reason; the blocked side hears what the endpoint says of an account
 * that is not there (`notFound`, a 404), so a block is not revealed to them.
 */
export async function refuseIfBlocked(
  db: Db,
  viewerId: number | null,
  otherId: number,
  notFound: string = BLOCK_MESSAGES.notFound,
): Promise<void> {
  if (viewerId === null) return;
  const side = await blockBetween(db, viewerId, otherId);
  if (side === "viewer") throw new ApiError(403, BLOCK_MESSAGES.youBlocked);
  if (side === "other") throw new ApiError(404, notFound);
}

/**
 * 404 with `notFound` when either blocked the other: a profile (and what hangs off it) of an
 * account blocked either way looks to both as if it were not there.
 */
export async function hideIfBlocked(db: Db, viewerId: number | null, ownerId: number, notFound: string): Promise<void> {
  if (viewerId === null || viewerId === ownerId) return;
  if ((await blockBetween(db, viewerId, ownerId)) !== null) throw new ApiError(404, notFound);
}

/**
 * A condition keeping the rows whose account `column` has no block with the viewer either way
 * (true for visitors). Each `NOT EXISTS` is one seek: blocks_pair_key (blocker, blocked) and
 * blocks_blocked_blocker_idx (blocked, blocker).
 */
export function notBlocked(viewerId: number | null, column: string): Expression<SqlBool> {
  if (viewerId === null) return sql<SqlBool>`1 = 1`;
  const ref = sql.ref(column);
  return sql<SqlBool>`(not exists (select 1 from blocks bk where bk.blocker_id = ${viewerId} and bk.blocked_id = ${ref}) and not exists (select 1 from blocks bk where bk.blocked_id = ${viewerId} and bk.blocker_id = ${ref}))`;
}

/** A condition keeping the rows whose account `column` the viewer has not blocked (one direction, one seek). */
export function notBlockedByViewer(viewerId: number, column: string): Expression<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from blocks bk where bk.blocker_id = ${viewerId} and bk.blocked_id = ${sql.ref(column)})`;
}

/** The ids among `ids` with a block either way with the viewer (one query). */
export async function blockedAmong(db: Db, viewerId: number | null, ids: number[]): Promise<Set<number>> {
  const others = [...new Set(ids)].filter((id) => id !== viewerId);
  if (viewerId === null || others.length === 0) return new Set();
  const rows = await db
    .selectFrom("blocks")
    .select(["blocker_id", "blocked_id"])
    .where((eb) =>
      eb.or([
        eb.and([eb("blocker_id", "=", viewerId), eb("blocked_id", "in", others)]),
        eb.and([eb("blocked_id", "=", viewerId), eb("blocker_id", "in", others)]),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => (row.blocker_id === viewerId ? row.blocked_id : row.blocker_id)));
}

/**
 * Blocks `targetId` (a member or a company with a profile); true when the block is new. An
 * account deleted between the check and the insert (PostgreSQL) is then not found (404).
 */
export function blockAccount(s: Services, viewerId: number, targetId: number): Promise<boolean> {
  return againIfTargetDeleted(() => blockOnce(s, viewerId, targetId));
}

async function blockOnce(s: Services, viewerId: number, targetId: number): Promise<boolean> {
  if (targetId === viewerId) throw fieldError("user_id", BLOCK_MESSAGES.self);
  const target = await s.db
    .selectFrom("users as u")
    .leftJoin("individuals as i", "i.user_id", "u.id")
    .leftJoin("corporates as c", "c.user_id", "u.id")
    .select("u.id")
    .where("u.id", "=", targetId)
    .where((eb) => eb.or([eb("i.user_id", "is not", null), eb("c.user_id", "is not", null)]))
    .executeTakeFirst();
  if (!target) throw new ApiError(404, BLOCK_MESSAGES.notFound);
  const now = iso(s.now());
  return s.live.transaction(viewerId, async (trx) => {
    // Requests between the two take this lock too (network/service.ts): one sent at the same
    // moment either committed before (and is withdrawn below) or sees the block and is refused.
    await lockPair(trx, s.dialect, viewerId, targetId);
    const inserted = await trx
      .insertInto("blocks")
      .values({ blocker_id: viewerId, blocked_id: targetId, created_at: now })
      .onConflict((oc) => oc.columns(["blocker_id", "blocked_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return false;
    // What stands between them goes, as LinkedIn does: the connection or a pending request.
    const low = Math.min(viewerId, targetId);
    const high = Math.max(viewerId, targetId);
    const connection = await trx
      .deleteFrom("connections")
      .where("user_low", "=", low)
      .where("user_high", "=", high)
      .returning(["id", "status"])
      .executeTakeFirst();
    if (connection?.status === "pending") await withdrawNotifications(trx, "connection_request", connection.id);
    const resumeRequests = await trx
      .deleteFrom("resume_requests")
      .where("status", "=", "pending")
      .where((eb) =>
        eb.or([
          eb.and([eb("requester_id", "=", viewerId), eb("owner_id", "=", targetId)]),
          eb.and([eb("requester_id", "=", targetId), eb("owner_id", "=", viewerId)]),
        ]),
      )
      .returning("id")
      .execute();
    for (const { id } of resumeRequests) await withdrawNotifications(trx, "resume_request", id);
    if (connection || resumeRequests.length > 0) changed(trx, targetId, "request");
    // Their conversation is hidden from the blocker now: its unread messages leave no badge.
    await trx
      .updateTable("messages")
      .set({ read_at: now })
      .where("recipient_id", "=", viewerId)
      .where("sender_id", "=", targetId)
      .where("read_at", "is", null)
      .execute();
    return true;
  });
}

/** Lifts the viewer's block of `targetId`; 404 when there is none. */
export async function unblockAccount(s: Services, viewerId: number, targetId: number): Promise<void> {
  const result = await s.db
    .deleteFrom("blocks")
    .where("blocker_id", "=", viewerId)
    .where("blocked_id", "=", targetId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new ApiError(404, BLOCK_MESSAGES.notBlocked);
}

/** The viewer's blocked accounts, newest first, by keyset (blocks_blocker_created_idx). */
export async function listBlocked(s: Services, viewerId: number, request: PageRequest): Promise<Paged<BlockedAccount>> {
  const base = () => s.db.selectFrom("blocks as b").where("b.blocker_id", "=", viewerId);
  const [count, read] = await Promise.all([
    base()
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst(),
    keysetQuery(
      base()
        .innerJoin("users as u", "u.id", "b.blocked_id")
        .leftJoin("individuals as i", "i.user_id", "b.blocked_id")
        .leftJoin("corporates as c", "c.user_id", "b.blocked_id")
        .select(["b.id", "b.created_at", "u.id as user_id", "u.type_of_user", ...accountColumns]),
      "b.created_at",
      "b.id",
      request,
    ).execute(),
  ]);
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.created_at, row.id]);
  return {
    items: rows.map((row) => ({ ...accountSummary(row), blocked_at: row.created_at })),
    page: request.page,
    total: Number(count?.n ?? 0),
    ...paging,
  };
}
