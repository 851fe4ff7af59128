/**
 * Notifications. Any area creates one with `notify(...)` inside its own transaction, naming a
 * kind of the contract's `NOTIFICATION_KINDS` (a new kind is its entry there), the recipient, the member
 * who acted and the web path the notification leads to. Every change to a member's notifications
 * is recorded for live updates (`changed(…, "notification")`, decision 127): open the transaction
 * with `s.live.transaction(actor, …)` so that it is told (to others than the actor).
 */
import { NOTIFICATION_KINDS, type NotificationItem, type NotificationType } from "#app/contract/notifications.ts";
import { firstCompiled, runCompiled } from "#app/backend/lib/db/compiled.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { toBool } from "#app/backend/lib/db/schema.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { changed } from "#app/backend/live/changes.ts";
import {
  keysetPage,
  keysetParameters,
  keysetQuery,
  toCount,
  type PageRequest,
  type Paged,
} from "#app/backend/lib/paging.ts";
import { accountColumns } from "#app/backend/lib/account.ts";
import { notBlocked } from "#app/backend/blocks/service.ts";
import { personSummary, type PersonSummary } from "#app/backend/lib/person.ts";
import { slugify } from "#app/backend/lib/slug.ts";
import { iso } from "#app/backend/lib/time.ts";
import { timeAgo } from "#app/backend/lib/time-ago.ts";

export { NOTIFICATION_KINDS, type NotificationType };

export type NotifyInput = {
  type: NotificationType;
  /** Who receives it. */
  recipientId: number;
  /** Who acted (shown as `actor`); null for system notifications. */
  actorId: number | null;
  /** The web path it leads to, e.g. `/profile/asha-verma/3`. */
  link: string;
  /** The row it is about (a connection, a resume request…), so it can be withdrawn with it. */
  subjectId?: number | null;
  /** What it is about, for the text (e.g. a job post's title); kinds that need none ignore it. */
  about?: string;
  now: Date;
};

export type Notification = NotificationItem;

export const NOTIFICATION_MESSAGES = {
  listed: "Notifications loaded.",
  read: "Notification marked as read.",
  allRead: "All notifications marked as read.",
  checked: "Unread notifications counted.",
  notFound: "Notification not found.",
} as const;

/** The name a member or company goes by. */
async function displayName(db: Db, userId: number): Promise<string> {
  const person = await db
    .selectFrom("individuals")
    .select(["first_name", "last_name"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (person) return `${person.first_name} ${person.last_name}`;
  const company = await db
    .selectFrom("corporates")
    .select("company_name")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return company?.company_name ?? "A member";
}

/** Creates a notification (never one to yourself); returns its id, or null when skipped. */
export async function notify(db: Db, input: NotifyInput): Promise<number | null> {
  if (input.actorId !== null && input.actorId === input.recipientId) return null;
  const actor = input.actorId === null ? "JobLink" : await displayName(db, input.actorId);
  const row = await db
    .insertInto("notifications")
    .values({
      user_id: input.recipientId,
      type: input.type,
      actor_user_id: input.actorId,
      message: NOTIFICATION_KINDS[input.type].message(actor, input.about ?? ""),
      link: input.link,
      subject_id: input.subjectId ?? null,
      is_read: false,
      created_at: iso(input.now),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  changed(db, input.recipientId, "notification");
  return row.id;
}

/**
 * Like `notify`, but while the recipient has an unread notification of the same type about the
 * same subject (e.g. new messages in one conversation), that one is refreshed — new time, actor
 * and text, so it moves to the top — instead of adding another. Returns its id.
 */
export async function notifyOrRefresh(db: Db, input: NotifyInput & { subjectId: number }): Promise<number | null> {
  if (input.actorId !== null && input.actorId === input.recipientId) return null;
  const unread = await db
    .selectFrom("notifications")
    .select("id")
    .where("user_id", "=", input.recipientId)
    .where("type", "=", input.type)
    .where("subject_id", "=", input.subjectId)
    .where("is_read", "=", false)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!unread) return notify(db, input);
  const actor = input.actorId === null ? "JobLink" : await displayName(db, input.actorId);
  await db
    .updateTable("notifications")
    .set({
      created_at: iso(input.now),
      actor_user_id: input.actorId,
      message: NOTIFICATION_KINDS[input.type].message(actor, input.about ?? ""),
      link: input.link,
    })
    .where("id", "=", unread.id)
    .execute();
  changed(db, input.recipientId, "notification");
  return unread.id;
}

/** Marks the user's notifications of `type` about `subjectId` read (e.g. a conversation they opened). */
export async function markSubjectRead(
  db: Db,
  userId: number,
  type: NotificationType,
  subjectId: number,
): Promise<void> {
  const result = await db
    .updateTable("notifications")
    .set({ is_read: true })
    .where("user_id", "=", userId)
    .where("type", "=", type)
    .where("subject_id", "=", subjectId)
    .where("is_read", "=", false)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) changed(db, userId, "notification");
}

/** Removes the user's unread notifications of `type` about `subjectId` (what they told of is gone). */
export async function withdrawUnread(db: Db, userId: number, type: NotificationType, subjectId: number): Promise<void> {
  const result = await db
    .deleteFrom("notifications")
    .where("user_id", "=", userId)
    .where("type", "=", type)
    .where("subject_id", "=", subjectId)
    .where("is_read", "=", false)
    .executeTakeFirst();
  if (result.numDeletedRows > 0n) changed(db, userId, "notification");
}

/** Removes the notifications of `type` about `subjectId` (e.g. a request that was withdrawn). */
export async function withdrawNotifications(db: Db, type: NotificationType, subjectId: number): Promise<void> {
  const gone = await db
    .deleteFrom("notifications")
    .where("type", "=", type)
    .where("subject_id", "=", subjectId)
    .returning("user_id")
    .execute();
  for (const { user_id } of gone) changed(db, user_id, "notification");
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  // The header's badge, on every page: built once (lib/db/compiled.ts).
  // Notifications from an account blocked either way are not shown (decision 182), so they
  // leave the badge too: two seeks of blocks per unread one.
  const row = await firstCompiled(db, "unread-notifications", [userId, false, userId, userId], () =>
    db
      .selectFrom("notifications as n")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("n.user_id", "=", userId)
      .where("n.is_read", "=", false)
      .where(notBlocked(userId, "n.actor_user_id")),
  );
  return toCount(row?.n);
}

export async function listNotifications(
  db: Db,
  userId: number,
  request: PageRequest,
  now: Date,
): Promise<Paged<Notification>> {
  const total = toCount(
    (
      await firstCompiled(db, "notifications-count", [userId], () =>
        db
          .selectFrom("notifications")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("user_id", "=", userId),
      )
    )?.n,
  );
  // Built once per shape (a page number, after a cursor, before one): lib/db/compiled.ts.
  const keyset = keysetParameters(request);
  // Those whose actor is blocked either way are left out of the page (decision 182); the
  // total, one index count, still counts them.
  const read = await runCompiled(
    db,
    `notifications:${keyset.shape}`,
    [userId, userId, userId, ...keyset.parameters],
    () =>
      keysetQuery(
        db
          .selectFrom("notifications as n")
          .leftJoin("individuals as i", "i.user_id", "n.actor_user_id")
          .leftJoin("corporates as c", "c.user_id", "n.actor_user_id")
          .select([
            "n.id",
            "n.type",
            "n.message",
            "n.link",
            "n.is_read",
            "n.created_at",
            "n.actor_user_id",
            ...accountColumns,
          ])
          .where("n.user_id", "=", userId)
          .where(notBlocked(userId, "n.actor_user_id")),
        "n.created_at",
        "n.id",
        request,
      ),
  );
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.created_at, row.id]);
  const items = rows.map((row): Notification => {
    let actor: PersonSummary | null = null;
    if (row.actor_user_id !== null && row.first_name !== null && row.last_name !== null) {
      actor = personSummary({
        user_id: row.actor_user_id,
        first_name: row.first_name,
        last_name: row.last_name,
        bio: row.bio ?? "",
        profile_pic: row.profile_pic,
      });
    } else if (row.actor_user_id !== null && row.company_name !== null) {
      // A company as the actor (later kinds): its name in first_name, its logo as the picture.
      actor = {
        id: row.actor_user_id,
        first_name: row.company_name,
        last_name: "",
        bio: row.about ?? "",
        profile_pic: row.logo ?? row.company_pic,
        username: slugify(row.company_name),
      };
    }
    return {
      id: row.id,
      type: row.type as NotificationType,
      message: row.message,
      actor,
      link: row.link,
      is_read: toBool(row.is_read),
      created_at: row.created_at,
      created_time_ago: timeAgo(row.created_at, now),
    };
  });
  return { items, page: request.page, total, ...paging };
}

/** Marks one of the user's notifications read (404 when it is not theirs). */
export async function markRead(db: Db, userId: number, id: number): Promise<void> {
  const found = await db
    .selectFrom("notifications")
    .select("id")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!found) throw new ApiError(404, NOTIFICATION_MESSAGES.notFound);
  const result = await db
    .updateTable("notifications")
    .set({ is_read: true })
    .where("id", "=", id)
    .where("is_read", "=", false)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) changed(db, userId, "notification");
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  const result = await db
    .updateTable("notifications")
    .set({ is_read: true })
    .where("user_id", "=", userId)
    .where("is_read", "=", false)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) changed(db, userId, "notification");
}
