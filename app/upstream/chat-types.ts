/**
 * Types of the chat part of the API contract (docs/api-contract.md "Messages, search and
 * dashboards (issue 5)" → "Chat"). Ids of members are user ids; times are ISO-8601 in UTC.
 */
import type { PersonSummary } from "../contract/common.ts";

export type { Paged } from "./paged.ts";

/** The other member of a conversation, with whether the two are still connected. */
export type ChatParticipant = PersonSummary & { is_connected: boolean };

/** One message. Text is plain text, stored as typed (render it escaped, line breaks kept). */
export type ChatMessage = {
  id: number;
  conversation_id: number;
  /** The sender's user id. */
  sender_id: number;
  /** True when the viewer sent it. */
  is_mine: boolean;
  text: string;
  created_at: string;
  /** "2 minutes ago". */
  created_time_ago: string;
  /** The recipient has read it. */
  is_read: boolean;
};

/** A conversation between the viewer and one other member. */
export type Conversation = {
  id: number;
  participant: ChatParticipant;
  last_message: ChatMessage | null;
  /** Messages to the viewer not read yet. */
  unread_count: number;
  /** Time of the last message, else of the creation. */
  updated_at: string;
  updated_time_ago: string;
};

/** Body of POST /api/chat/message/send/: to a member (first or any message) or into a conversation. */
export type SendMessageInput = { participant_id: number; text: string } | { conversation_id: number; text: string };

/** What a send answers. */
export type SendMessageResult = { conversation: Conversation; message: ChatMessage };

/** Query of GET /api/chat/conversation/read/: a conversation, or the one with a member. */
export type ReadConversationQuery = ({ conversation_id: number } | { participant_id: number }) & {
  /** Messages older than this message id (the "Show older messages" cursor). */
  before?: number;
};

/** What reading a conversation answers. */
export type ConversationRead = {
  /** Null when there is no conversation with that member yet. */
  conversation: Conversation | null;
  participant: ChatParticipant;
  /** Oldest first: the latest 50 (older than `before` when given). */
  messages: ChatMessage[];
  has_older: boolean;
  /** The newest message id, 0 when none. */
  cursor: number;
};

/** Query of GET /api/chat/message/polling/. */
export type PollQuery = { conversation_id: number; after?: number };

/** What a poll answers. */
export type PollResult = {
  /** Messages newer than `after`, oldest first, at most 100. */
  messages: ChatMessage[];
  /** The newest id returned, else `after`. */
  cursor: number;
  /** Messages now in the conversation (a drop means one was deleted). */
  total: number;
  /** Unread messages of the viewer, over all conversations. */
  unread_count: number;
};

/** GET /api/chat/notification/. */
export type ChatUnread = {
  /** Unread messages. */
  unread_count: number;
  /** Conversations with any unread message (the header's Messages badge). */
  unread_conversations: number;
};
