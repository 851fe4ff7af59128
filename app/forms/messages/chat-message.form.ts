import { z } from "zod";
import { idField, requiredText } from "#app/forms/fields.ts";

/**
 * The chat forms (app/contract/messages.ts; docs/decisions/092-chat-screens.md).
 * Message text is plain text, trimmed, 1..2000 characters; line breaks are kept.
 */

export const CHAT_MESSAGE_MAX = 2000;

export const chatMessages = {
  tooLong: `Message must be at most ${CHAT_MESSAGE_MAX} characters.`,
  participant: "Choose a connection to message.",
  /** The API's refusals (403) of a conversation (decision 163). */
  notConnected: "You can message only your connections.",
  notApplicant: "You can message only people who applied to your posts.",
  posterStarts: "The poster starts the conversation about an application; you can reply once they write.",
  message: "Choose a message.",
  /** The API's 404 too; the pages say it for an id that cannot be one. */
  conversationNotFound: "Conversation not found.",
} as const;

export const chatTextField = requiredText(CHAT_MESSAGE_MAX, chatMessages.tooLong);

/** A conversation's forms (`/chats/{id}`): `intent=send` with `text`, or `intent=delete` with `message_id`. */
export const conversationActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send"), text: chatTextField }),
  z.object({ intent: z.literal("delete"), message_id: idField(chatMessages.message) }),
]);

/** What the browser checks before posting a message (the intent comes with the Send button). */
export const messageTextSchema = z.object({ text: chatTextField });

/** The first message to a connection (`/chats/create-chat?user_id=`). */
export const firstMessageSchema = z.object({
  intent: z.literal("send"),
  participant_id: idField(chatMessages.participant),
  text: chatTextField,
});

/** An application's Message button (`intent=start` to /chats/create-chat): open the conversation with the applicant. */
export const startConversationSchema = z.object({
  intent: z.literal("start"),
  participant_id: idField(chatMessages.participant),
  /** Where a refusal comes back to (the applications page). */
  redirectTo: z.string().optional(),
});
