/**
 * `/api/chat/*` (members and companies alike; who may write to whom is the service's rule,
 * decision 163): send, conversation list, start and read, message delete, polling, and the
 * unread counts of the header's Messages badge.
 */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { chatApi as api } from "#app/contract/messages.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { ok, type AppContext, type AppEnv, type Viewer } from "#app/backend/lib/http.ts";
import { okPaged, pageRequest } from "#app/backend/lib/paging.ts";
import { coerceIdFields } from "#app/backend/lib/coerce.ts";
import { enforceRequestLimit } from "#app/backend/lib/request-limits.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { parseWith, readJsonObject } from "#app/backend/lib/validation.ts";
import {
  CHAT_MESSAGES as M,
  chatCounts,
  deleteMessage,
  listConversations,
  pollMessages,
  readConversation,
  sendMessage,
  startConversation,
} from "./service.ts";

/** Treats `""` and `null` ids as absent (a form's empty hidden field). */
function dropEmpty(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const copy = { ...body };
  for (const field of fields) if (copy[field] === "" || copy[field] === null) delete copy[field];
  return copy;
}

export function chatRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);

  on(api.send, async (c, { viewer }) => {
    // Per account (lib/request-limits.ts), before the body is read: a refused call writes nothing.
    await enforceRequestLimit(s, "chat-message", viewer.userId);
    const body = dropEmpty(await readJsonObject(c), ["participant_id", "conversation_id"]);
    const input = parseWith(api.send.body, coerceIdFields(body, ["participant_id", "conversation_id"]));
    let target: { conversationId: number } | { participantId: number };
    if (input.conversation_id !== undefined) target = { conversationId: input.conversation_id };
    else if (input.participant_id !== undefined) target = { participantId: input.participant_id };
    else throw new ApiError(400, M.chooseConnection, { errors: { participant_id: [M.chooseConnection] } });
    return ok(c, api.send, M.sent, await sendMessage(s, viewer.userId, { ...target, text: input.text }), 201);
  });

  on(api.conversations, async (c, { viewer, query: { page, cursor, before } }) => {
    return okPaged(
      c,
      api.conversations,
      M.listed,
      await listConversations(s, viewer.userId, pageRequest(page, { cursor, before })),
    );
  });

  on(api.start, async (c, { viewer }) => {
    const input = parseWith(
      api.start.body,
      coerceIdFields(dropEmpty(await readJsonObject(c), ["participant_id"]), ["participant_id"]),
    );
    return ok(c, api.start, M.opened, await startConversation(s, viewer.userId, input.participant_id));
  });

  on(api.read, async (c, { viewer }) => {
    const query = parseWith(api.read.query, dropEmpty(c.req.query(), ["conversation_id", "participant_id", "before"]));
    if (query.conversation_id === undefined && query.participant_id === undefined) {
      throw new ApiError(400, M.chooseConnection, { errors: { participant_id: [M.chooseConnection] } });
    }
    const result = await readConversation(s, viewer.userId, {
      conversationId: query.conversation_id,
      participantId: query.conversation_id === undefined ? query.participant_id : undefined,
      before: query.before,
    });
    return ok(c, api.read, M.loaded, result);
  });

  const remove = async (c: AppContext, { viewer }: { viewer: Viewer }) => {
    const body = await readJsonObject(c);
    const query = c.req.query("message_id");
    if (body.message_id === undefined && query !== undefined) body.message_id = query;
    const input = parseWith(api.deleteMessage.body, coerceIdFields(body, ["message_id"]));
    return ok(c, api.deleteMessage, M.deleted, await deleteMessage(s, viewer.userId, input.message_id));
  };
  on(api.deleteMessage, remove);
  on(api.deleteMessageByPost, remove);

  on(api.poll, async (c, { viewer, query }) => {
    return ok(c, api.poll, M.polled, await pollMessages(s, viewer.userId, query.conversation_id, query.after ?? 0));
  });

  on(api.unread, async (c, { viewer }) => {
    return ok(c, api.unread, M.counted, await chatCounts(s.db, viewer.userId));
  });

  return app;
}
