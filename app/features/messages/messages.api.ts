import type { UpstreamClient } from "#app/upstream/client.ts";
import { call, withMessage, type CallOptions } from "#app/upstream/calls.ts";
import { getPaged, position } from "#app/upstream/paged.ts";
import { chatApi as chatContract, type Conversation, type PollResult } from "#app/contract/messages.ts";
import type { Paged } from "#app/contract/common.ts";
import type { BodyOf, QueryOf } from "#app/contract/endpoint.ts";

/** Body of POST /api/chat/message/send/: to a member (`participant_id`) or into a conversation (`conversation_id`). */
export type SendMessageInput = BodyOf<typeof chatContract.send>;
type ReadQuery = QueryOf<typeof chatContract.read>;
/** What `read` takes: a conversation, or the one with a member; `before` pages back (a message id). */
export type ReadConversationQuery = (
  Required<Pick<ReadQuery, "conversation_id">> | Required<Pick<ReadQuery, "participant_id">>
) &
  Pick<ReadQuery, "before">;
/** What `poll` takes: the conversation, and the newest message id already shown (`after`, default 0). */
export type PollQuery = QueryOf<typeof chatContract.poll>;

const count = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/**
 * Conversations and messages (issue 5): between connected members, and between a poster (a
 * member or a company) and the people who applied to their posts (decision 163). See
 * app/contract/messages.ts. Every wrapper rejects with an `UpstreamError` on 400–599: 403 "You
 * can message only your connections." (or the company's and the applicant's reasons), 404
 * "Conversation not found." / "Message not found.", 400 `errors.text` and `errors.participant_id`.
 */
export function messagesCalls(client: UpstreamClient) {
  return {
    /**
     * Sends a message: `{ participant_id, text }` (the conversation is created when there is none)
     * or `{ conversation_id, text }`. The text is sent as typed (the API trims it).
     */
    send: (input: SendMessageInput, options?: CallOptions) =>
      withMessage(client.send(chatContract.send, call(options, { body: input }))),

    /**
     * One page (20) of the viewer's conversations, most recent activity first; pages by keyset
     * (pass the `cursor` / `before` of an earlier page).
     */
    conversations: (
      query: QueryOf<typeof chatContract.conversations> = {},
      options?: CallOptions,
    ): Promise<Paged<Conversation>> => getPaged(client, chatContract.conversations, position(query), options),

    /**
     * A conversation (by id, or the one with a member: `conversation` is null when there is none
     * yet) with its latest 50 messages, oldest first, older than `before` when given. Marks the
     * other member's messages read.
     */
    read: (query: ReadConversationQuery, options?: CallOptions) => {
      const target =
        "conversation_id" in query
          ? { conversation_id: query.conversation_id }
          : { participant_id: query.participant_id };
      return client
        .send(chatContract.read, call(options, { query: { ...target, before: query.before } }))
        .then((envelope) => envelope.data);
    },

    /** The conversation with a member or company, created (empty) when there is none: an application's Message button. */
    start: (input: BodyOf<typeof chatContract.start>, options?: CallOptions) =>
      client.send(chatContract.start, call(options, { body: input })).then((envelope) => envelope.data),

    /** Deletes one of the viewer's own messages (for both members). */
    deleteMessage: (input: BodyOf<typeof chatContract.deleteMessage>, options?: CallOptions) =>
      withMessage(client.send(chatContract.deleteMessage, call(options, { body: { message_id: input.message_id } }))),

    /** Messages newer than `after` (default 0), with the conversation's total and the unread count. */
    poll: async (query: PollQuery, options?: CallOptions): Promise<PollResult> => {
      const after = Number(query.after ?? 0);
      const envelope = await client.send(
        chatContract.poll,
        call(options, { query: { conversation_id: query.conversation_id, after } }),
      );
      const data = envelope.data ?? {};
      return {
        messages: Array.isArray(data.messages) ? data.messages : [],
        cursor: typeof data.cursor === "number" ? data.cursor : after,
        total: count(data.total),
        unread_count: count(data.unread_count),
      };
    },
  };
}
