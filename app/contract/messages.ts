/**
 * The contract of chat between connected members (individual accounts only): `/api/chat/*`
 * (sending, the conversations, reading one, deleting a message, polling, the unread counts).
 */
import { z } from "zod";
import { CHAT_MESSAGE_MAX, chatMessages } from "../features/messages/chat-message.form.ts";
import { isIdText, MAX_ID, messages } from "../forms/fields.ts";
import { envelope, id, optionalQueryId, pagedEnvelope, personSummary, timeAgo, timestamp } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { keysetFields } from "./paging.ts";

export const CHAT_INVALID = {
  chooseConnection: chatMessages.participant,
  conversation: "Enter a valid conversation id.",
  message: "Enter a valid message id.",
} as const;

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

/** The other member of a conversation, with whether the two are still connected. */
export const chatParticipant = z.strictObject({ ...personSummary.shape, is_connected: z.boolean() }).meta({ id: "ChatParticipant" });
export type ChatParticipant = z.output<typeof chatParticipant>;

/** One message: plain text as typed (render it escaped, line breaks kept). */
export const chatMessage = z
  .strictObject({
    id,
    conversation_id: id,
    /** The sender's user id. */
    sender_id: id,
    /** The viewer sent it. */
    is_mine: z.boolean(),
    text: z.string(),
    created_at: timestamp,
    created_time_ago: timeAgo,
    /** The recipient has read it. */
    is_read: z.boolean(),
  })
  .meta({ id: "ChatMessage" });
export type ChatMessage = z.output<typeof chatMessage>;

/** A conversation between the viewer and one other member. */
export const conversation = z
  .strictObject({
    id,
    participant: chatParticipant,
    last_message: chatMessage.nullable(),
    /** Messages to the viewer not read yet. */
    unread_count: z.number().int(),
    /** Time of the last message, else of the creation. */
    updated_at: timestamp,
    updated_time_ago: timeAgo,
  })
  .meta({ id: "Conversation" });
export type Conversation = z.output<typeof conversation>;

/** What a send answers. */
export const sendMessageResult = z.strictObject({ conversation, message: chatMessage });
export type SendMessageResult = z.output<typeof sendMessageResult>;

/** What reading a conversation answers. */
export const conversationRead = z
  .strictObject({
    /** Null when there is no conversation with that member yet. */
    conversation: conversation.nullable(),
    participant: chatParticipant,
    /** Oldest first: the latest 50 (older than `before` when given). */
    messages: z.array(chatMessage),
    has_older: z.boolean(),
    /** The newest message id, 0 when none. */
    cursor: z.number().int(),
  })
  .meta({ id: "ConversationRead" });
export type ConversationRead = z.output<typeof conversationRead>;

/** What a poll answers. */
export const pollResult = z.strictObject({
  /** Messages newer than `after`, oldest first, at most 100. */
  messages: z.array(chatMessage),
  /** The newest id returned, else `after`. */
  cursor: z.number().int(),
  /** Messages now in the conversation (a drop means one was deleted). */
  total: z.number().int(),
  /** Unread messages of the viewer, over all conversations. */
  unread_count: z.number().int(),
});
export type PollResult = z.output<typeof pollResult>;

/** The unread counts: messages, and conversations with any (the header's Messages badge). */
export const chatUnread = z.strictObject({ unread_count: z.number().int(), unread_conversations: z.number().int() });
export type ChatUnread = z.output<typeof chatUnread>;

// ---------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------

/** An optional id in a JSON body (numbers, or numeric strings the backend turns into numbers first). */
function optionalBodyId(invalid: string) {
  return z.number({ error: invalid }).int({ error: invalid }).positive({ error: invalid }).max(MAX_ID, { error: invalid }).optional();
}

/** An optional message id in the query string, or 0 (a poll's cursor before any message). */
function optionalCursorQuery(invalid: string) {
  return z
    .string()
    .trim()
    .refine((value) => isIdText(value) || value === "0", { error: invalid })
    .transform(Number)
    .optional();
}

/** A message's text: trimmed, 1 to 2000 characters, line breaks kept. */
export const messageTextField = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .max(CHAT_MESSAGE_MAX, { error: chatMessages.tooLong });

/** send/: to a member (`participant_id`: the conversation is created when there is none) or into a conversation. */
export const sendMessageBody = z.object({
  participant_id: optionalBodyId(CHAT_INVALID.chooseConnection),
  conversation_id: optionalBodyId(CHAT_INVALID.conversation),
  text: messageTextField,
});

/** read/: a conversation, or the one with a member; `before` pages back (a message id). */
export const readConversationQuery = z.object({
  conversation_id: optionalQueryId(CHAT_INVALID.conversation),
  participant_id: optionalQueryId(CHAT_INVALID.chooseConnection),
  before: optionalQueryId(CHAT_INVALID.message),
});

export const deleteMessageBody = z.object({
  message_id: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === "" ? messages.required : CHAT_INVALID.message) })
    .int({ error: CHAT_INVALID.message })
    .positive({ error: CHAT_INVALID.message })
    .max(MAX_ID, { error: CHAT_INVALID.message }),
});

export const pollQuery = z.object({
  conversation_id: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine(isIdText, { error: CHAT_INVALID.conversation })
    .transform(Number),
  after: optionalCursorQuery(CHAT_INVALID.message),
});

// ---------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------

const deleteMessage = {
  path: "/api/chat/message/delete/",
  summary: "Deletes one of the caller's own messages, for both members (`message_id` in the body, or the query).",
  auth: "individual",
  body: deleteMessageBody,
  response: envelope(z.strictObject({ conversation_id: id })),
} as const;

export const chatApi = {
  send: endpoint({
    method: "POST",
    path: "/api/chat/message/send/",
    summary: "Sends a message to a connection (`participant_id`) or into a conversation (`conversation_id`). 403 when not connected.",
    auth: "individual",
    body: sendMessageBody,
    status: 201,
    response: envelope(sendMessageResult),
  }),
  conversations: endpoint({
    method: "GET",
    path: "/api/chat/conversation/list/",
    summary: "The caller's conversations, most recent activity first.",
    auth: "individual",
    query: z.object(keysetFields),
    response: pagedEnvelope(conversation),
  }),
  read: endpoint({
    method: "GET",
    path: "/api/chat/conversation/read/",
    summary: "A conversation (or the one with a member: `conversation` null when there is none yet) with its latest 50 messages; marks the other member's read.",
    auth: "individual",
    query: readConversationQuery,
    response: envelope(conversationRead),
  }),
  deleteMessage: endpoint({ method: "DELETE", ...deleteMessage }),
  deleteMessageByPost: endpoint({ method: "POST", ...deleteMessage, summary: `${deleteMessage.summary} The same as DELETE, for clients that cannot send one.` }),
  poll: endpoint({
    method: "GET",
    path: "/api/chat/message/polling/",
    summary: "Messages newer than `after` (a message id, default 0), with the conversation's total and the caller's unread count.",
    auth: "individual",
    query: pollQuery,
    response: envelope(pollResult),
  }),
  unread: endpoint({
    method: "GET",
    path: "/api/chat/notification/",
    summary: "How many messages, and conversations with any, the caller has not read.",
    auth: "individual",
    response: envelope(chatUnread),
  }),
};
