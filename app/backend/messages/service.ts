/**
 * Chat between members (issue 5): one conversation per pair of individuals (the pair stored
 * ordered and unique), plain-text messages with a read state, polling with a message-id cursor.
 *
 * - Starting a conversation and sending need an accepted connection; an existing conversation
 *   stays readable (and its own messages deletable) after the connection is removed.
 * - A conversation that is not the viewer's is "not found", whether or not it exists.
 * - Reading a conversation marks the other member's messages in it read, and the viewer's
 *   `message` notifications about it; polling marks the messages it returns.
 * - Each message raises a `message` notification for the recipient, refreshed instead of
 *   duplicated while an unread one for the same conversation exists.
 * Every write runs in one transaction, a live one (decision 127): the recipient of a message is
 * told `message`, the other member of a conversation whose messages were read ("Seen") or
 * deleted `conversation`.
 */
import type {
  ChatMessage as Message,
  ChatParticipant as Participant,
  ChatUnread as ChatCounts,
  Conversation,
  ConversationRead as ReadResult,
  PollResult,
  SendMessageResult as SendResult,
  chatApi,
} from "../../contract/messages.ts";
import { CHAT_MESSAGE_MAX, chatMessages } from "../../features/messages/chat-message.form.ts";
import { firstCompiled } from "../lib/db/compiled.ts";
import type { Db } from "../lib/db/index.ts";
import { isUniqueViolation } from "../lib/db/errors.ts";
import { changed } from "../live/changes.ts";
import { ApiError, fieldError } from "../lib/envelope.ts";
import { keysetPage, keysetQuery, toCount, unionPartRequest, type PageRequest, type Paged } from "../lib/paging.ts";
import { personSummary } from "../lib/person.ts";
import type { Services } from "../lib/services.ts";
import { iso } from "../lib/time.ts";
import { timeAgo } from "../lib/time-ago.ts";
import { markSubjectRead, notifyOrRefresh, withdrawUnread } from "../notifications/service.ts";
import type { DataOf } from "../../contract/endpoint.ts";

export type { ChatCounts, Conversation, Message, Participant, PollResult, ReadResult, SendResult };

/** Messages `conversation/read/` gives at once. */
export const READ_PAGE_SIZE = 50;
/** Most messages one poll returns. */
export const POLL_LIMIT = 100;

export const CHAT_MESSAGES = {
  corporate: "Messages are for individual members.",
  notConnected: "You can message only your connections.",
  chooseConnection: chatMessages.participant,
  conversationNotFound: chatMessages.conversationNotFound,
  messageNotFound: "Message not found.",
  notYours: "You can delete only your own messages.",
  sent: "Message sent.",
  deleted: "Message deleted.",
  listed: "Conversations loaded.",
  loaded: "Conversation loaded.",
  polled: "Messages loaded.",
  counted: "Unread messages counted.",
} as const;




type ConversationRow = { id: number; user_low: number; user_high: number; created_at: string; updated_at: string; first_message_at: string | null };
type MessageRow = { id: number; conversation_id: number; sender_id: number; text: string; created_at: string; read_at: string | null };

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
  return db.selectFrom("conversations").where((eb) => eb.or([eb("user_low", "=", viewerId), eb("user_high", "=", viewerId)]));
}

/** The viewer's conversation with this id, else 404 (another pair's is not confirmed to exist). */
async function ownConversation(db: Db, viewerId: number, id: number): Promise<ConversationRow> {
  const row = await conversationsOf(db, viewerId).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new ApiError(404, CHAT_MESSAGES.conversationNotFound);
  return row;
}

async function conversationBetween(db: Db, a: number, b: number): Promise<ConversationRow | undefined> {
  const { user_low, user_high } = pair(a, b);
  return db.selectFrom("conversations").selectAll().where("user_low", "=", user_low).where("user_high", "=", user_high).executeTakeFirst();
}

export async function areConnected(db: Db, a: number, b: number): Promise<boolean> {
  const { user_low, user_high } = pair(a, b);
  const row = await db
    .selectFrom("connections")
    .select("id")
    .where("user_low", "=", user_low)
    .where("user_high", "=", user_high)
    .where("status", "=", "accepted")
    .executeTakeFirst();
  return row !== undefined;
}

/** A member one may message (an individual with a profile, not yourself), else 400 on `participant_id`. */
async function chatMember(db: Db, viewerId: number, participantId: number): Promise<void> {
  if (participantId === viewerId) throw fieldError("participant_id", CHAT_MESSAGES.chooseConnection);
  const row = await db
    .selectFrom("users as u")
    .innerJoin("individuals as i", "i.user_id", "u.id")
    .select("u.id")
    .where("u.id", "=", participantId)
    .where("u.type_of_user", "=", "individual")
    .executeTakeFirst();
  if (!row) throw fieldError("participant_id", CHAT_MESSAGES.chooseConnection);
}

async function participants(db: Db, viewerId: number, ids: number[]): Promise<Map<number, Participant>> {
  const map = new Map<number, Participant>();
  if (ids.length === 0) return map;
  const [people, connections] = await Promise.all([
    db.selectFrom("individuals").select(["user_id", "first_name", "last_name", "bio", "profile_pic"]).where("user_id", "in", ids).execute(),
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
  ]);
  const connected = new Set(connections.map((row) => (row.from_user_id === viewerId ? row.to_user_id : row.from_user_id)));
  for (const person of people) map.set(person.user_id, { ...personSummary(person), is_connected: connected.has(person.user_id) });
  for (const id of ids) {
    // Not expected (conversations need a profile on both sides), but never a hole in the answer.
    if (!map.has(id)) map.set(id, { id, first_name: "", last_name: "", bio: "", profile_pic: null, username: "", is_connected: connected.has(id) });
  }
  return map;
}

/** The Conversation shapes of these rows as the viewer sees them, in the same order. */
async function conversationViews(db: Db, viewerId: number, rows: ConversationRow[], now: Date): Promise<Conversation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [people, lastMessages, unread] = await Promise.all([
    participants(db, viewerId, [...new Set(rows.map((row) => otherOf(row, viewerId)))]),
    db
      .selectFrom("messages")
      .select([...MESSAGE_COLUMNS])
      .where("id", "in", (eb) => eb.selectFrom("messages").select((qb) => qb.fn.max("id").as("id")).where("conversation_id", "in", ids).groupBy("conversation_id"))
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
async function markMessagesRead(db: Db, viewerId: number, conversation: ConversationRow, now: Date, ids?: number[]): Promise<void> {
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

export type SendInput = { text: string } & ({ conversationId: number; participantId?: undefined } | { participantId: number; conversationId?: undefined });


async function sendOnce(s: Services, viewerId: number, input: SendInput, now: Date): Promise<{ conversationId: number; messageId: number }> {
  return s.live.transaction(viewerId, async (trx) => {
    let conversation: ConversationRow;
    let otherId: number;
    if (input.conversationId !== undefined) {
      conversation = await ownConversation(trx, viewerId, input.conversationId);
      otherId = otherOf(conversation, viewerId);
      if (!(await areConnected(trx, viewerId, otherId))) throw new ApiError(403, CHAT_MESSAGES.notConnected);
    } else {
      otherId = input.participantId;
      await chatMember(trx, viewerId, otherId);
      if (!(await areConnected(trx, viewerId, otherId))) throw new ApiError(403, CHAT_MESSAGES.notConnected);
      const existing = await conversationBetween(trx, viewerId, otherId);
      conversation =
        existing ??
        (await trx
          .insertInto("conversations")
          .values({ ...pair(viewerId, otherId), created_at: iso(now), updated_at: iso(now), first_message_at: null })
          .returningAll()
          .executeTakeFirstOrThrow());
    }
    const { id: messageId } = await trx
      .insertInto("messages")
      .values({ conversation_id: conversation.id, sender_id: viewerId, recipient_id: otherId, text: input.text, created_at: iso(now), read_at: null })
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
    // Both members started the conversation at the same moment: the other insert won; send into it.
    if (!isUniqueViolation(error)) throw error;
    sent = await sendOnce(s, viewerId, input, now);
  }
  const [conversation, message] = await Promise.all([
    conversationView(s.db, viewerId, sent.conversationId, now),
    s.db.selectFrom("messages").select([...MESSAGE_COLUMNS]).where("id", "=", sent.messageId).executeTakeFirstOrThrow(),
  ]);
  return { conversation, message: toMessage(message, viewerId, now) };
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
export async function listConversations(s: Services, viewerId: number, request: PageRequest): Promise<Paged<Conversation>> {
  const part = (column: "user_low" | "user_high") =>
    s.db
      .selectFrom(
        keysetQuery(
          s.db.selectFrom("conversations").selectAll().where(column, "=", viewerId).where("first_message_at", "is not", null),
          "updated_at",
          "id",
          unionPartRequest(request),
        ).as(column),
      )
      .selectAll();
  const [count, read] = await Promise.all([
    conversationsOf(s.db, viewerId)
      .where("first_message_at", "is not", null)
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirst(),
    // A pair is stored low < high, so no conversation is on both sides.
    keysetQuery(s.db.selectFrom(part("user_low").unionAll(part("user_high")).as("x")).selectAll(), "x.updated_at", "x.id", request).execute(),
  ]);
  const { rows, ...paging } = keysetPage(read, request, (row) => [row.updated_at, row.id]);
  return { items: await conversationViews(s.db, viewerId, rows, s.now()), page: request.page, total: toCount(count?.n), ...paging };
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
        if (!(await areConnected(trx, viewerId, participantId))) throw new ApiError(403, CHAT_MESSAGES.notConnected);
        const people = await participants(trx, viewerId, [participantId]);
        return { conversation: null, participant: people.get(participantId)!, messages: [], has_older: false, cursor: 0 };
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
export async function pollMessages(s: Services, viewerId: number, conversationId: number, after: number): Promise<PollResult> {
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
      if ((await unreadIn(trx, viewerId, conversationId)) === 0) await markSubjectRead(trx, viewerId, "message", conversationId);
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
export async function deleteMessage(s: Services, viewerId: number, messageId: number): Promise<DataOf<typeof chatApi.deleteMessage>> {
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
