/**
 * Chat between accounts (issue 5): one conversation per pair (the pair stored ordered and
 * unique), plain-text messages with a read state, polling with a message-id cursor.
 *
 * - Who may write to whom (decision 163): connected members; a poster (a member or a company)
 *   to someone who applied to one of their posts, and that applicant back once the poster has
 *   written. An existing conversation stays readable (and its own messages deletable) when
 *   neither holds any more.
 * - A conversation that is not the viewer's is "not found", whether or not it exists.
 * - Reading a conversation marks the other member's messages in it read, and the viewer's
 *   `message` notifications about it; polling marks the messages it returns.
 * - Each message raises a `message` notification for the recipient, refreshed instead of
 *   duplicated while an unread one for the same conversation exists.
 * Every write runs in one transaction, a live one (decision 127): the recipient of a message is
 * told `message`, the other member of a conversation whose messages were read ("Seen") or
 * deleted `conversation`.
 */
import { sql, type SqlBool } from "kysely";
import type {
  ChatMessage as Message,
  ChatParticipant as Participant,
  ChatUnread as ChatCounts,
  Conversation,
  ConversationRead as ReadResult,
  PollResult,
  SendMessageResult as SendResult,
  chatApi,
} from "#app/contract/messages.ts";
import { chatMessages } from "#app/forms/messages/chat-message.form.ts";
import { firstCompiled } from "#app/backend/lib/db/compiled.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { isForeignKeyViolation, isUniqueViolation } from "#app/backend/lib/db/errors.ts";
import { changed } from "#app/backend/live/changes.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";
import {
  keysetPage,
  keysetQuery,
  toCount,
  unionPartRequest,
  type PageRequest,
  type Paged,
} from "#app/backend/lib/paging.ts";
import { accountColumns, accountSummary } from "#app/backend/lib/account.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { timeAgo } from "#app/backend/lib/time-ago.ts";
import { markSubjectRead, notifyOrRefresh, withdrawUnread } from "#app/backend/notifications/service.ts";
import { blockedAmong, blockBetween, notBlockedByViewer, refuseIfBlocked } from "#app/backend/blocks/service.ts";
import type { DataOf } from "#app/contract/endpoint.ts";

export type { ChatCounts, Conversation, PollResult, ReadResult, SendResult };

/** Messages `conversation/read/` gives at once. */
export const READ_PAGE_SIZE = 50;
/** Most messages one poll returns. */
export const POLL_LIMIT = 100;

export const CHAT_MESSAGES = {
  notConnected: chatMessages.notConnected,
  notApplicant: chatMessages.notApplicant,
  posterStarts: chatMessages.posterStarts,
  chooseConnection: chatMessages.participant,
  conversationNotFound: chatMessages.conversationNotFound,
  participantNotFound: "Member not found.",
  messageNotFound: "Message not found.",
  notYours: "You can delete only your own messages.",
  sent: "Message sent.",
  deleted: "Message deleted.",
  listed: "Conversations loaded.",
  loaded: "Conversation loaded.",
  opened: "Conversation opened.",
  polled: "Messages loaded.",
  counted: "Unread messages counted.",
} as const;

type ConversationRow = {
  id: number;
  user_low: number;
  user_high: number;
  created_at: string;
  updated_at: string;
  first_message_at: string | null;
};
type MessageRow = {
  id: number;
  conversation_id: number;
  sender_id: number;
  text: string;
  created_at: string;
  read_at: string | null;
};

/** The web path of a conversation (the link of `message` notifications). */
export function chatPath(conversationId: number): string {
  return `/chats/${conversationId}`;
}

function pair(a: number, b: number): { user_low: number; user_high: number } {
  return a < b ? { user_low: a, user_high: b } : { user_low: b, user_high: a };
}

function otherOf(conversation: ConversationRow, viewerId: number): number {
  return conversation.user_low === viewerId ? conversation.user_high : conversation.user_low;
}

function toMessage(row: MessageRow, viewerId: number, now: Date): Message {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    is_mine: row.sender_id === viewerId,
    text: row.text,
    created_at: row.created_at,
    created_time_ago: timeAgo(row.created_at, now),
    is_read: row.read_at !== null,
  };
}

const MESSAGE_COLUMNS = ["id", "conversation_id", "sender_id", "text", "created_at", "read_at"] as const;

function conversationsOf(db: Db, viewerId: number) {
  return db
    .selectFrom("conversations")
    .where((eb) => eb.or([eb("user_low", "=", viewerId), eb("user_high", "=", viewerId)]));
}

/**
 * The viewer's conversation with this id, else 404 (another pair's is not confirmed to exist).
 * A conversation with an account the viewer blocked is hidden from them (decision 174).
 */
async function ownConversation(db: Db, viewerId: number, id: number): Promise<ConversationRow> {
  const row = await conversationsOf(db, viewerId).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row || (await blockBetween(db, viewerId, otherOf(row, viewerId))) === "viewer")
    throw new ApiError(404, CHAT_MESSAGES.conversationNotFound);
  return row;
}

async function conversationBetween(db: Db, a: number, b: number): Promise<ConversationRow | undefined> {
  const { user_low, user_high } = pair(a, b);
  return db
    .selectFrom("conversations")
    .selectAll()
    .where("user_low", "=", user_low)
    .where("user_high", "=", user_high)
    .executeTakeFirst();
}

/** An account one may chat with (a member or a company with a profile, not yourself), else 400 on `participant_id`. */
async function chatMember(db: Db, viewerId: number, participantId: number): Promise<void> {
  if (participantId === viewerId) throw fieldError("participant_id", CHAT_MESSAGES.chooseConnection);
  const row = await db
    .selectFrom("users as u")
    .leftJoin("individuals as i", "i.user_id", "u.id")
    .leftJoin("corporates as c", "c.user_id", "u.id")
    .select("u.id")
    .where("u.id", "=", participantId)
    .where((eb) => eb.or([eb("i.user_id", "is not", null), eb("c.user_id", "is not", null)]))
    .executeTakeFirst();
  if (!row) throw fieldError("participant_id", CHAT_MESSAGES.chooseConnection);
}

/** What lets the viewer write to each of `ids`: a connection, or an application either way. */
type Relations = { connected: Set<number>; appliedToViewer: Set<number>; viewerAppliedTo: Set<number> };

async function relationsWith(db: Db, viewerId: number, ids: number[]): Promise<Relations> {
  // Each read starts from an applicant's applications (referrals_user_created_idx), a few each.
  const [connections, toViewer, fromViewer] = await Promise.all([
    db
      .selectFrom("connections")
      .select(["from_user_id", "to_user_id"])
      .where("status", "=", "accepted")
      .where((eb) =>
        eb.or([
          eb.and([eb("from_user_id", "=", viewerId), eb("to_user_id", "in", ids)]),
          eb.and([eb("to_user_id", "=", viewerId), eb("from_user_id", "in", ids)]),
        ]),
      )
      .execute(),
    db
      .selectFrom("referrals as r")
      .innerJoin("job_posts as p", "p.id", "r.job_post_id")
      .select("r.user_id as id")
      .where("r.user_id", "in", ids)
      .where("p.user_id", "=", viewerId)
      .execute(),
    db
      .selectFrom("referrals as r")
      .innerJoin("job_posts as p", "p.id", "r.job_post_id")
      .select("p.user_id as id")
      .where("r.user_id", "=", viewerId)
      .where("p.user_id", "in", ids)
      .execute(),
  ]);
  return {
    connected: new Set(connections.map((row) => (row.from_user_id === viewerId ? row.to_user_id : row.from_user_id))),
    appliedToViewer: new Set(toViewer.map((row) => row.id)),
    viewerAppliedTo: new Set(fromViewer.map((row) => row.id)),
  };
}

/**
 * May the viewer write to `otherId` (decision 163)? Connected; or the poster of a post the other
 * applied to; or the applicant, once the conversation has a first message (the poster's).
 */
function mayWrite(relations: Relations, otherId: number, started: boolean): boolean {
  return (
    relations.connected.has(otherId) ||
    relations.appliedToViewer.has(otherId) ||
    (started && relations.viewerAppliedTo.has(otherId))
  );
}

const started = (conversation: ConversationRow | undefined) => conversation?.first_message_at != null;

/** 403 with the reason when the viewer may not write to `otherId` in this conversation (or start one). */
async function refuseUnlessMayWrite(
  db: Db,
  viewerId: number,
  otherId: number,
  conversation: ConversationRow | undefined,
): Promise<void> {
  await refuseIfBlocked(db, viewerId, otherId, CHAT_MESSAGES.participantNotFound);
  const relations = await relationsWith(db, viewerId, [otherId]);
  if (mayWrite(relations, otherId, started(conversation))) return;
  if (relations.viewerAppliedTo.has(otherId)) throw new ApiError(403, CHAT_MESSAGES.posterStarts);
  const viewer = await db.selectFrom("users").select("type_of_user").where("id", "=", viewerId).executeTakeFirst();
  throw new ApiError(
    403,
    viewer?.type_of_user === "corporate" ? CHAT_MESSAGES.notApplicant : CHAT_MESSAGES.notConnected,
  );
}

/** The other side of each conversation as the viewer sees it (a member, or a company by its name and logo). */
async function participants(
  db: Db,
  viewerId: number,
  others: Array<{ id: number; started: boolean }>,
): Promise<Map<number, Participant>> {
  const map = new Map<number, Participant>();
  if (others.length === 0) return map;
  const ids = [...new Set(others.map((other) => other.id))];
  const [accounts, relations, blocked] = await Promise.all([
    db
      .selectFrom("users as u")
      .leftJoin("individuals as i", "i.user_id", "u.id")
      .leftJoin("corporates as c", "c.user_id", "u.id")
      .select(["u.id as user_id", "u.type_of_user", ...accountColumns])
      .where("u.id", "in", ids)
      .execute(),
    relationsWith(db, viewerId, ids),
    blockedAmong(db, viewerId, ids),
  ]);
  const byId = new Map(accounts.map((row) => [row.user_id, accountSummary(row)]));
  for (const { id, started } of others) {
    // A hole is not expected (conversations need a profile on both sides), but never one in the answer.
    const account = byId.get(id) ?? {
      id,
      type_of_user: "individual" as const,
      name: "",
      first_name: "",
      last_name: "",
      bio: "",
      profile_pic: null,
      username: "",
    };
    map.set(id, {
      ...account,
      is_connected: relations.connected.has(id),
      can_message: !blocked.has(id) && mayWrite(relations, id, started),
    });
  }
  return map;
}

/** The Conversation shapes of these rows as the viewer sees them, in the same order. */
async function conversationViews(
  db: Db,
  viewerId: number,
  rows: ConversationRow[],
  now: Date,
): Promise<Conversation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [people, lastMessages, unread] = await Promise.all([
    participants(
      db,
      viewerId,
      rows.map((row) => ({ id: otherOf(row, viewerId), started: started(row) })),
    ),
    db
      .selectFrom("messages")
      .select([...MESSAGE_COLUMNS])
      .where("id", "in", (eb) =>
        eb
          .selectFrom("messages")
          .select((qb) => qb.fn.max("id").as("id"))
          .where("conversation_id", "in", ids)
          .groupBy("conversation_id"),
      )
      .execute(),
    db
      .selectFrom("messages")
      .select((eb) => ["conversation_id", eb.fn.countAll().as("n")])
      .where("conversation_id", "in", ids)
      .where("recipient_id", "=", viewerId)
      .where("read_at", "is", null)
      .groupBy("conversation_id")
      .execute(),
  ]);
  const lastBy = new Map(lastMessages.map((row) => [row.conversation_id, row]));
  const unreadBy = new Map(unread.map((row) => [row.conversation_id, toCount(row.n)]));
  return rows.map((row) => {
    const last = lastBy.get(row.id);
    return {
      id: row.id,
      participant: people.get(otherOf(row, viewerId))!,
      last_message: last ? toMessage(last, viewerId, now) : null,
      unread_count: unreadBy.get(row.id) ?? 0,
      updated_at: row.updated_at,
      updated_time_ago: timeAgo(row.updated_at, now),
    };
  });
}

async function conversationView(db: Db, viewerId: number, id: number, now: Date): Promise<Conversation> {
  const row = await ownConversation(db, viewerId, id);
  return (await conversationViews(db, viewerId, [row], now))[0];
}

/**
 * Marks the other member's unread messages in the conversation read (all, or those in `ids`);
 * when any was, the other member is told (their "Seen").
 */
async function markMessagesRead(
  db: Db,
  viewerId: number,
  conversation: ConversationRow,
  now: Date,
  ids?: number[],
): Promise<void> {
  if (ids && ids.length === 0) return;
  const conversationId = conversation.id;
  let query = db
    .updateTable("messages")
    .set({ read_at: iso(now) })
    .where("conversation_id", "=", conversationId)
    .where("recipient_id", "=", viewerId)
    .where("read_at", "is", null);
  if (ids) query = query.where("id", "in", ids);
  const result = await query.executeTakeFirst();
  if (result.numUpdatedRows > 0n) changed(db, otherOf(conversation, viewerId), "conversation");
}

async function unreadIn(db: Db, viewerId: number, conversationId: number): Promise<number> {
  const row = await db
    .selectFrom("messages")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("conversation_id", "=", conversationId)
    .where("recipient_id", "=", viewerId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return toCount(row?.n);
}

async function newestMessageId(db: Db, conversationId: number): Promise<number> {
  const row = await db
    .selectFrom("messages")
    .select((eb) => eb.fn.max("id").as("id"))
    .where("conversation_id", "=", conversationId)
    .executeTakeFirst();
  return toCount(row?.id);
}

// ---------------------------------------------------------------------------
// Send
// ---------------------------------------------------------------------------

export type SendInput = { text: string } & (
  { conversationId: number; participantId?: undefined } | { participantId: number; conversationId?: undefined }
);

function createConversation(db: Db, viewerId: number, otherId: number, now: Date): Promise<ConversationRow> {
  return db
    .insertInto("conversations")
    .values({ ...pair(viewerId, otherId), created_at: iso(now), updated_at: iso(now), first_message_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function sendOnce(
  s: Services,
  viewerId: number,
  input: SendInput,
  now: Date,
): Promise<{ conversationId: number; messageId: number }> {
  return s.live.transaction(viewerId, async (trx) => {
    let conversation: ConversationRow;
    let otherId: number;
    if (input.conversationId !== undefined) {
      conversation = await ownConversation(trx, viewerId, input.conversationId);
      otherId = otherOf(conversation, viewerId);
      await refuseUnlessMayWrite(trx, viewerId, otherId, conversation);
    } else {
      otherId = input.participantId;
      await chatMember(trx, viewerId, otherId);
      const existing = await conversationBetween(trx, viewerId, otherId);
      await refuseUnlessMayWrite(trx, viewerId, otherId, existing);
      conversation = existing ?? (await createConversation(trx, viewerId, otherId, now));
    }
    const { id: messageId } = await trx
      .insertInto("messages")
      .values({
        conversation_id: conversation.id,
        sender_id: viewerId,
        recipient_id: otherId,
        text: input.text,
        created_at: iso(now),
        read_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("conversations")
      .set({ updated_at: iso(now), first_message_at: conversation.first_message_at ?? iso(now) })
      .where("id", "=", conversation.id)
      .execute();
    await notifyOrRefresh(trx, {
      type: "message",
      recipientId: otherId,
      actorId: viewerId,
      link: chatPath(conversation.id),
      subjectId: conversation.id,
      now,
    });
    changed(trx, otherId, "message");
    return { conversationId: conversation.id, messageId };
  });
}

/** Sends a message (creating the conversation with `participantId` when there is none). */
export async function sendMessage(s: Services, viewerId: number, input: SendInput): Promise<SendResult> {
  const now = s.now();
  let sent: { conversationId: number; messageId: number };
  try {
    sent = await sendOnce(s, viewerId, input, now);
  } catch (error) {
    // Both members started the conversation at the same moment (the other insert won: send into
    // it), or the conversation or the other member was deleted meanwhile (PostgreSQL: the second
    // try's checks answer 404, see againIfTargetDeleted).
    if (!isUniqueViolation(error) && !isForeignKeyViolation(error)) throw error;
    sent = await sendOnce(s, viewerId, input, now);
  }
  const [conversation, message] = await Promise.all([
    conversationView(s.db, viewerId, sent.conversationId, now),
    s.db
      .selectFrom("messages")
      .select([...MESSAGE_COLUMNS])
      .where("id", "=", sent.messageId)
      .executeTakeFirstOrThrow(),
  ]);
  return { conversation, message: toMessage(message, viewerId, now) };
}

/**
 * The conversation with `participantId`, created (empty) when there is none and the viewer may
 * start one: what an application's Message button opens. Nothing is told to the other side
 * until the first message; an empty conversation is listed by neither.
 */
export async function startConversation(s: Services, viewerId: number, participantId: number): Promise<Conversation> {
  const now = s.now();
  const once = () =>
    s.live.transaction(viewerId, async (trx) => {
      await chatMember(trx, viewerId, participantId);
      await refuseIfBlocked(trx, viewerId, participantId, CHAT_MESSAGES.participantNotFound);
      const existing = await conversationBetween(trx, viewerId, participantId);
      // One's own conversation opens whatever holds now (it stays readable).
      if (existing) return existing.id;
      await refuseUnlessMayWrite(trx, viewerId, participantId, undefined);
      return (await createConversation(trx, viewerId, participantId, now)).id;
    });
  let id: number;
  try {
    id = await once();
  } catch (error) {
    // Both sides opened it at the same moment (the other insert won; open that one), or the
    // other member was deleted meanwhile (the second try answers 404).
    if (!isUniqueViolation(error) && !isForeignKeyViolation(error)) throw error;
    id = await once();
  }
  return conversationView(s.db, viewerId, id, now);
}

// ---------------------------------------------------------------------------
// List, read, poll
// ---------------------------------------------------------------------------

/**
 * The viewer's conversations with at least one message ever sent, most recent activity first
 * (updated_at desc, then id desc), by keyset when the request carries a cursor. The two sides of
 * the pair are read apart, each through its own index (conversations_low_updated_idx,
 * conversations_high_updated_idx) from the cursor on and bounded, then the page of their union.
 */
export async function listConversations(
  s: Services,
  viewerId: number,
  request: PageRequest,
): Promise<Paged<Conversation>> {
  const part = (column: "user_low" | "user_high") =>
    s.db
      .selectFrom(
        keysetQuery(
          s.db
            .selectFrom("conversations")
            .selectAll()
            .where(column, "=", viewerId)
            .where("first_message_at", "is not", null)
            .where(
              notBlockedByViewer(
                viewerId,
                column === "user_low" ? "conversations.user_high" : "conversations.user_low",
              ),
            ),
          "updated_at",
          "id",
          unionPartRequest(request),
        ).as(column),
      )
      .selectAll();
  const [count, read] = await Promise.all([
    conversationsOf(s.db, viewerId)
      .where("first_message_at", "is not", null)
      .where(
        sql<SqlBool>`not exists (select 1 from blocks bk where bk.blocker_id = ${viewerId} and bk.blocked_id = (case when conversations.user_low = ${viewerId} then conversations.user_high else conversations.user_low end))`,
      )
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst(),
    // A pair is stored low < high, so no conversation is on both sides.
    keysetQuery(
      s.db.selectFrom(part("user_low").unionAll(part("user_high")).as("x")).selectAll(),
      "x.updated_at",
      "x.id",
      request,
    ).execute(),
  ]);
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.updated_at, row.id]);
  return {
    items: await conversationViews(s.db, viewerId, rows, s.now()),
    page: request.page,
    total: toCount(count?.n),
    ...paging,
  };
}

export type ReadInput = { conversationId?: number; participantId?: number; before?: number };

/** One conversation (by id, or by the other member): the latest 50 messages older than `before`. */
export async function readConversation(s: Services, viewerId: number, input: ReadInput): Promise<ReadResult> {
  const now = s.now();
  return s.live.transaction(viewerId, async (trx) => {
    let conversation: ConversationRow | undefined;
    if (input.conversationId !== undefined) {
      conversation = await ownConversation(trx, viewerId, input.conversationId);
    } else {
      const participantId = input.participantId!;
      await chatMember(trx, viewerId, participantId);
      conversation = await conversationBetween(trx, viewerId, participantId);
      if (!conversation) {
        await refuseUnlessMayWrite(trx, viewerId, participantId, undefined);
        const people = await participants(trx, viewerId, [{ id: participantId, started: false }]);
        return {
          conversation: null,
          participant: people.get(participantId)!,
          messages: [],
          has_older: false,
          cursor: 0,
        };
      }
    }
    await markMessagesRead(trx, viewerId, conversation, now);
    await markSubjectRead(trx, viewerId, "message", conversation.id);
    let query = trx
      .selectFrom("messages")
      .select([...MESSAGE_COLUMNS])
      .where("conversation_id", "=", conversation.id);
    if (input.before !== undefined) query = query.where("id", "<", input.before);
    const rows = await query
      .orderBy("id", "desc")
      .limit(READ_PAGE_SIZE + 1)
      .execute();
    const [view] = await conversationViews(trx, viewerId, [conversation], now);
    return {
      conversation: view,
      participant: view.participant,
      messages: rows
        .slice(0, READ_PAGE_SIZE)
        .reverse()
        .map((row) => toMessage(row, viewerId, now)),
      has_older: rows.length > READ_PAGE_SIZE,
      cursor: await newestMessageId(trx, conversation.id),
    };
  });
}

/** Unread messages to the viewer, and in how many conversations. */
export async function chatCounts(db: Db, viewerId: number): Promise<ChatCounts> {
  // The header's badge, on every page: built once (lib/db/compiled.ts).
  const row = await firstCompiled(db, "chat-counts", [viewerId], () =>
    db
      .selectFrom("messages")
      .select((eb) => [eb.fn.countAll().as("n"), eb.fn.count("conversation_id").distinct().as("c")])
      .where("recipient_id", "=", viewerId)
      .where("read_at", "is", null),
  );
  return { unread_count: toCount(row?.n), unread_conversations: toCount(row?.c) };
}

/** Messages newer than `after` (oldest first, at most 100); the other member's among them are marked read. */
export async function pollMessages(
  s: Services,
  viewerId: number,
  conversationId: number,
  after: number,
): Promise<PollResult> {
  const now = s.now();
  return s.live.transaction(viewerId, async (trx) => {
    const conversation = await ownConversation(trx, viewerId, conversationId);
    const rows = await trx
      .selectFrom("messages")
      .select([...MESSAGE_COLUMNS])
      .where("conversation_id", "=", conversationId)
      .where("id", ">", after)
      .orderBy("id", "asc")
      .limit(POLL_LIMIT)
      .execute();
    const toMark = rows.filter((row) => row.sender_id !== viewerId && row.read_at === null).map((row) => row.id);
    if (toMark.length > 0) {
      await markMessagesRead(trx, viewerId, conversation, now, toMark);
      for (const row of rows) if (toMark.includes(row.id)) row.read_at = iso(now);
      if ((await unreadIn(trx, viewerId, conversationId)) === 0)
        await markSubjectRead(trx, viewerId, "message", conversationId);
    }
    const total = await trx
      .selectFrom("messages")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("conversation_id", "=", conversationId)
      .executeTakeFirst();
    return {
      messages: rows.map((row) => toMessage(row, viewerId, now)),
      cursor: rows.length > 0 ? rows[rows.length - 1].id : after,
      total: toCount(total?.n),
      unread_count: (await chatCounts(trx, viewerId)).unread_count,
    };
  });
}

// ---------------------------------------------------------------------------
// Delete
// ---------------------------------------------------------------------------

/** Deletes the viewer's own message (for both members); returns its conversation's id. */
export async function deleteMessage(
  s: Services,
  viewerId: number,
  messageId: number,
): Promise<DataOf<typeof chatApi.deleteMessage>> {
  return s.live.transaction(viewerId, async (trx) => {
    const row = await trx
      .selectFrom("messages as m")
      .innerJoin("conversations as c", "c.id", "m.conversation_id")
      .select(["m.id", "m.sender_id", "m.recipient_id", "m.conversation_id", "c.created_at as conversation_created_at"])
      .where("m.id", "=", messageId)
      .where((eb) => eb.or([eb("c.user_low", "=", viewerId), eb("c.user_high", "=", viewerId)]))
      .executeTakeFirst();
    if (!row) throw new ApiError(404, CHAT_MESSAGES.messageNotFound);
    if (row.sender_id !== viewerId) throw new ApiError(403, CHAT_MESSAGES.notYours);
    await trx.deleteFrom("messages").where("id", "=", row.id).execute();
    const newest = await trx
      .selectFrom("messages")
      .select("created_at")
      .where("conversation_id", "=", row.conversation_id)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    await trx
      .updateTable("conversations")
      .set({ updated_at: newest?.created_at ?? row.conversation_created_at })
      .where("id", "=", row.conversation_id)
      .execute();
    // The recipient's "sent you a message" goes when nothing unread is left to read.
    if ((await unreadIn(trx, row.recipient_id, row.conversation_id)) === 0) {
      await withdrawUnread(trx, row.recipient_id, "message", row.conversation_id);
    }
    changed(trx, row.recipient_id, "conversation");
    return { conversation_id: row.conversation_id };
  });
}
