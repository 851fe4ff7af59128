/**
 * A new conversation (`/chats/create-chat`, spec §2): pick a connection, then write the first
 * message; the conversation is created with it and opened. An application's Message button posts
 * `intent=start` here: the conversation with the applicant is found or created, then opened
 * (decision 163).
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { data, redirect, type RouterContextProvider } from "react-router";
import { replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import { apiContext, memberOf, sessionContext } from "#app/context.ts";
import { chatMessages, firstMessageSchema, startConversationSchema } from "#app/forms/messages/chat-message.form.ts";
import { safeRedirectTarget } from "#app/server/safe-redirect.ts";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";
import { listPosition } from "#app/ui/pagination.tsx";
import type { PersonLike } from "#app/ui/person-card.tsx";

export type NewMessageData = Awaited<ReturnType<typeof loadNewMessage>>;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * `?user_id=<member>`: the conversation with them when there is one (redirect), else the member
 * and a first-message form; a member one may not message gets the API's reason. Without
 * `user_id`: the member's connections, each a link to `?user_id=`.
 */
export async function loadNewMessage({ request, context }: Args) {
  const url = new URL(request.url);
  const userId = Number(url.searchParams.get("user_id"));
  const api = context.get(apiContext);
  if (url.searchParams.has("user_id")) {
    if (!Number.isInteger(userId) || userId <= 0)
      return { kind: "refused" as const, reason: chatMessages.participant, person: null, notConnected: false };
    try {
      const read = await api.messages.read({ participant_id: userId });
      if (read.conversation) throw redirect(`/chats/${read.conversation.id}`);
      return { kind: "new" as const, participant: read.participant };
    } catch (error) {
      if (!isUpstreamError(error) || error.status >= 500 || error.status === 401) throw error;
      const person = await api.profiles
        .get({ user_id: userId })
        .then((p): PersonLike => ({
          id: p.id,
          first_name: p.first_name,
          last_name: p.last_name,
          bio: p.bio,
          profile_pic: p.profile_pic,
          username: p.username,
        }))
        .catch(() => null);
      // 403: not a connection (say how to become one), or an application whose poster has not
      // written yet; 400/404: yourself, nobody.
      const reason = snackbarMessagesFor(error)[0] ?? chatMessages.notConnected;
      const notConnected = error.status === 403 && reason === chatMessages.notConnected;
      return { kind: "refused" as const, reason, person: error.status === 403 ? person : null, notConnected };
    }
  }
  // A company has no connections: its conversations start from the applications to its posts.
  if (memberOf(context).type_of_user === "corporate") return { kind: "company" as const };
  const connections = await api.network.connections(listPosition(url));
  return { kind: "pick" as const, connections };
}

/** The first message: the conversation is created and opened. Or `intent=start`: {@link startConversation}. */
export async function newMessageAction({ request, context }: Args) {
  const session = context.get(sessionContext);
  const formData = await request.formData();
  if (formData.get("intent") === "start") return startConversation(formData, request, context);
  const submission = parseWithZod(formData, { schema: firstMessageSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const { data: sent, message } = await context
      .get(apiContext)
      .messages.send({ participant_id: submission.value.participant_id, text: submission.value.text });
    session.flash("success", message || "Message sent.");
    return redirect(`/chats/${sent.conversation.id}`);
  } catch (error) {
    return replyWithUpstreamError(submission, error, session, { fields: ["text"] });
  }
}

/**
 * Opens the conversation with an applicant (or a connection): found or created, then
 * `/chats/{id}`. A refusal goes back where the button was (`redirectTo`) with the API's reason.
 */
async function startConversation(formData: FormData, request: Request, context: Readonly<RouterContextProvider>) {
  const session = context.get(sessionContext);
  const submission = parseWithZod(formData, { schema: startConversationSchema });
  const back = safeRedirectTarget(String(formData.get("redirectTo") ?? ""), "/chats/create-chat", request.url);
  if (submission.status !== "success") {
    session.flash("error", chatMessages.participant);
    return redirect(back);
  }
  try {
    const conversation = await context
      .get(apiContext)
      .messages.start({ participant_id: submission.value.participant_id });
    return redirect(`/chats/${conversation.id}`);
  } catch (error) {
    if (!isUpstreamError(error) || error.status >= 500 || error.status === 401) throw error;
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
    return redirect(back);
  }
}
