/**
 * A conversation (`/chats/{id}`, spec §2): its messages, read before the page's loaders run, and
 * its forms (send a message, delete one of one's own).
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import { apiContext, memberOf, sessionContext } from "#app/context.ts";
import { chatMessages, conversationActionSchema } from "#app/forms/messages/chat-message.form.ts";
import { positiveInt } from "./conversation-params.ts";
import type { ConversationRead } from "#app/contract/messages.ts";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";

export type ConversationData = Awaited<ReturnType<typeof loadConversation>>;

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

const notFound = () => data(chatMessages.conversationNotFound, { status: 404 });

/** The `?before=` message id of a page of older messages, else null. */
const beforeOf = (request: Request) => positiveInt(new URL(request.url).searchParams.get("before"));

/** The conversation as read by the middleware (a settled promise), for the loader. */
const readContext = createContext<Promise<ConversationRead> | null>(null);

/**
 * Reading a conversation marks the other member's messages read. Loaders run side by side, so
 * the read happens here, before them: the layout's header then counts the unread conversations
 * after this one was read (its Messages badge is right on this very page).
 */
export const readConversationFirst: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  const id = positiveInt(params.id);
  if (request.method === "GET" && id) {
    const read = context.get(apiContext).messages.read({ conversation_id: id, before: beforeOf(request) ?? undefined });
    await read.catch(() => undefined);
    context.set(readContext, read);
  }
  return next();
};

/**
 * The conversation: its latest 50 messages (or the 50 before `?before=`), oldest first. The
 * conversation's message total comes along (from a poll after the newest message) so the page's
 * poller can tell when a message was deleted.
 */
export async function loadConversation({ request, params, context }: Args) {
  const id = positiveInt(params.id);
  if (!id) throw notFound();
  const before = beforeOf(request);
  const api = context.get(apiContext).messages;
  let read;
  try {
    read = await (context.get(readContext) ?? api.read({ conversation_id: id, before: before ?? undefined }));
  } catch (error) {
    if (isUpstreamError(error, 404)) throw notFound();
    throw error;
  }
  if (!read.conversation) throw notFound();
  // The side list from md up (chat-split.tsx): read after this conversation was, so it shows it read.
  const [poll, side] = await Promise.all([
    before ? null : api.poll({ conversation_id: id, after: read.cursor }).catch(() => null),
    api.conversations({ page: 1 }).catch(() => null),
  ]);
  return {
    conversationId: id,
    viewerType: memberOf(context).type_of_user,
    participant: read.participant,
    messages: read.messages,
    hasOlder: read.has_older,
    before,
    cursor: Math.max(read.cursor, poll?.cursor ?? 0),
    total: poll ? poll.total : null,
    /** The first page of conversations, for the list beside this one (null when it could not be read). */
    side: side ? { conversations: side.data, hasMore: side.has_next } : null,
  };
}

/**
 * `intent=send` (`text`) or `intent=delete` (`message_id`). A refused message comes back with
 * its errors next to the field; a sent one reloads the conversation (no snackbar: the message in
 * the list says it went). A deletion comes back with a snackbar.
 */
export async function conversationAction({ request, params, context }: Args) {
  const id = positiveInt(params.id);
  if (!id) throw notFound();
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const before = beforeOf(request);
  const here = before ? `/chats/${id}?before=${before}` : `/chats/${id}`;
  const submission = parseWithZod(formData, { schema: conversationActionSchema });
  if (submission.status !== "success") {
    if (formData.get("intent") === "send") return data(submission.reply(), { status: 400 });
    session.flash("error", "That did not work. Please try again.");
    return redirect(here);
  }
  const api = context.get(apiContext).messages;
  const input = submission.value;
  if (input.intent === "send") {
    try {
      await api.send({ conversation_id: id, text: input.text });
    } catch (error) {
      return replyWithUpstreamError(submission, error, session, { fields: ["text"] });
    }
    return redirect(`/chats/${id}`);
  }
  try {
    const { message } = await api.deleteMessage({ message_id: input.message_id });
    session.flash("success", message || "Message deleted.");
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
  }
  return redirect(here);
}
