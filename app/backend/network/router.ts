/** `/api/connection/*`: create, approve, remove (DELETE) and the paged lists. */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { connectionApi as api } from "#app/contract/network.ts";
import { messages } from "#app/forms/fields.ts";
import { fieldError } from "#app/backend/lib/envelope.ts";
import { ok, type AppEnv } from "#app/backend/lib/http.ts";
import { okPaged, pageRequest } from "#app/backend/lib/paging.ts";
import { coerceIdFields } from "#app/backend/lib/coerce.ts";
import { enforceRequestLimit } from "#app/backend/lib/request-limits.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { parseWith, readJsonObject } from "#app/backend/lib/validation.ts";
import {
  CONNECTION_MESSAGES as M,
  approveConnection,
  createConnection,
  listConnections,
  removeConnection,
} from "./service.ts";

export function connectionRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);

  on(api.create, async (c, { viewer }) => {
    // Per account (lib/request-limits.ts), before the body is read: a refused call writes nothing.
    await enforceRequestLimit(s, "connection-request", viewer.userId);
    const input = parseWith(api.create.body, coerceIdFields(await readJsonObject(c), ["user_id"]));
    const result = await createConnection(s, viewer.userId, input.user_id, input.note);
    return ok(c, api.create, result.message, result.data, result.status);
  });

  on(api.approve, async (c, { viewer }) => {
    const input = parseWith(api.approve.body, coerceIdFields(await readJsonObject(c), ["user_id"]));
    await approveConnection(s, viewer.userId, input.user_id);
    return ok(c, api.approve, M.approved);
  });

  on(api.remove, async (c, { viewer }) => {
    const body = await readJsonObject(c);
    // The body is the contract's; `?remove_user_id=` is also read, for clients that cannot send a DELETE body.
    const query = c.req.query("remove_user_id");
    const input = parseWith(
      api.remove.body,
      coerceIdFields(body.remove_user_id === undefined && query ? { remove_user_id: query } : body, ["remove_user_id"]),
    );
    return ok(c, api.remove, await removeConnection(s, viewer.userId, input.remove_user_id));
  });

  on(api.list, async (c, { viewer, query }) => {
    if (query.type === "requested" && !query.action) throw fieldError("action", messages.required);
    const kind = query.type === "requested" ? query.action! : query.type;
    return okPaged(
      c,
      api.list,
      M.listed,
      await listConnections(
        s,
        viewer.userId,
        kind,
        pageRequest(query.page, { cursor: query.cursor, before: query.before }, query.page_size),
      ),
    );
  });

  return app;
}
