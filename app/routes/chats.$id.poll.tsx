import type { Route } from "./+types/chats.$id.poll";
import { apiContext } from "#app/context.ts";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";
import { guard } from "#app/server/guards.server.ts";
import { chatMessages } from "#app/forms/messages/chat-message.form.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded");

/**
 * What an open conversation polls while JavaScript runs (features/messages/use-conversation-polling.ts):
 * GET `/chats/{id}/poll?after=<newest id shown>` answers JSON from
 * `/api/chat/message/polling/`: `{ messages, count, cursor, total, unread_count }`. Behind the
 * same guards as the conversation (a member or a company, onboarded).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const after = Number(new URL(request.url).searchParams.get("after") ?? 0);
  const headers = { "Cache-Control": "no-store" };
  if (!Number.isInteger(id) || id <= 0)
    return Response.json({ message: chatMessages.conversationNotFound }, { status: 404, headers });
  try {
    const poll = await context
      .get(apiContext)
      .messages.poll({ conversation_id: id, after: Number.isInteger(after) && after > 0 ? after : 0 });
    return Response.json({ ...poll, count: poll.messages.length }, { headers });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return Response.json({ message: snackbarMessagesFor(error)[0] }, { status: error.status, headers });
  }
}
