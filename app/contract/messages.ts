/**
 * The contract of chat: `/api/chat/*` (sending, the conversations, starting and reading one,
 * deleting a message, polling, the unread counts). Members chat with their connections; a poster
 * (a member or a company) with the people who applied to their posts (decision 163).
 */
import { z } from "zod";
import { CHAT_MESSAGE_MAX, chatMessages } from "#app/forms/messages/chat-message.form.ts";
import { isIdText, MAX_ID, messages } from "#app/forms/fields.ts";
import { accountSummary, envelope, id, optionalQueryId, pagedEnvelope, timeAgo, timestamp } from "./common.ts";
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

/**
 * The other side of a conversation: a member, or a company (its name in `first_name` and `name`,
 * its logo as `profile_pic`), with whether the two are connected and whether the viewer may send
 * to them now (connected, or an application between them: decision 163).
 */
export const chatParticipant = z
  .strictObject({ ...accountSummary.shape, is_connected: z.boolean(), can_message: z.boolean() })
  .meta({ id: "ChatParticipant" });
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
  return z
    .number({ error: invalid })
    .int({ error: invalid })
    .positive({ error: invalid })
    .max(MAX_ID, { error: invalid })
    .optional();
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

/** conversation/start/: the member (or company) to open a conversation with. */
export const startConversationBody = z.object({
  participant_id: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === "" ? messages.required : CHAT_INVALID.chooseConnection,
    })
    .int({ error: CHAT_INVALID.chooseConnection })
    .positive({ error: CHAT_INVALID.chooseConnection })
    .max(MAX_ID, { error: CHAT_INVALID.chooseConnection }),
});

export const deleteMessageBody = z.object({
  message_id: z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === "" ? messages.required : CHAT_INVALID.message),
    })
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
  auth: "member",
  body: deleteMessageBody,
  response: envelope(z.strictObject({ conversation_id: id })),
} as const;

export const chatApi = {
  send: endpoint({
    method: "POST",
    path: "/api/chat/message/send/",
    summary:
      "Sends a message to a connection or an applicant to one of the caller's posts (`participant_id`), or into a conversation (`conversation_id`); an applicant replies once the poster has written. 403 otherwise.",
    auth: "member",
    body: sendMessageBody,
    status: 201,
    response: envelope(sendMessageResult),
  }),
  conversations: endpoint({
    method: "GET",
    path: "/api/chat/conversation/list/",
    summary: "The caller's conversations, most recent activity first.",
    auth: "member",
    query: z.object(keysetFields),
    response: pagedEnvelope(conversation),
  }),
  read: endpoint({
    method: "GET",
    path: "/api/chat/conversation/read/",
    summary:
      "A conversation (or the one with a member: `conversation` null when there is none yet) with its latest 50 messages; marks the other member's read.",
    auth: "member",
    query: readConversationQuery,
    response: envelope(conversationRead),
  }),
  start: endpoint({
    method: "POST",
    path: "/api/chat/conversation/start/",
    summary:
      "Finds or creates the conversation with `participant_id` without sending a message (the Message button of an application): a connection, or someone who applied to one of the caller's posts. 403 otherwise.",
    auth: "member",
    body: startConversationBody,
    response: envelope(conversation),
  }),
  deleteMessage: endpoint({ method: "DELETE", ...deleteMessage }),
  deleteMessageByPost: endpoint({
    method: "POST",
    ...deleteMessage,
    summary: `${deleteMessage.summary} The same as DELETE, for clients that cannot send one.`,
  }),
  poll: endpoint({
    method: "GET",
    path: "/api/chat/message/polling/",
    summary:
      "Messages newer than `after` (a message id, default 0), with the conversation's total and the caller's unread count.",
    auth: "member",
    query: pollQuery,
    response: envelope(pollResult),
  }),
  unread: endpoint({
    method: "GET",
    path: "/api/chat/notification/",
    summary: "How many messages, and conversations with any, the caller has not read.",
    auth: "member",
    response: envelope(chatUnread),
  }),
};
