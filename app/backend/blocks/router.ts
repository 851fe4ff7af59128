/** `/api/block/*`: block, unblock (DELETE) and the caller's blocked list (decision 174). */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { blockApi as api } from "#app/contract/blocks.ts";
import { coerceIdFields } from "#app/backend/lib/coerce.ts";
import { ok, type AppEnv } from "#app/backend/lib/http.ts";
import { okPaged, pageRequest } from "#app/backend/lib/paging.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { parseWith, readJsonObject } from "#app/backend/lib/validation.ts";
import { BLOCK_MESSAGES as M, blockAccount, listBlocked, unblockAccount } from "./service.ts";

export function blockRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);

  on(api.create, async (c, { viewer }) => {
    const input = parseWith(api.create.body, coerceIdFields(await readJsonObject(c), ["user_id"]));
    const created = await blockAccount(s, viewer.userId, input.user_id);
    return ok(c, api.create, created ? M.blocked : M.alreadyBlocked, undefined, created ? 201 : 200);
  });

  on(api.remove, async (c, { viewer }) => {
    const body = await readJsonObject(c);
    // As connection/remove: `?user_id=` too, for clients that cannot send a DELETE body.
    const query = c.req.query("user_id");
    const input = parseWith(
      api.remove.body,
      coerceIdFields(body.user_id === undefined && query ? { user_id: query } : body, ["user_id"]),
    );
    await unblockAccount(s, viewer.userId, input.user_id);
    return ok(c, api.remove, M.unblocked);
  });

  on(api.list, async (c, { viewer, query }) => {
    return okPaged(
      c,
      api.list,
      M.listed,
      await listBlocked(
        s,
        viewer.userId,
        pageRequest(query.page, { cursor: query.cursor, before: query.before }, query.page_size),
      ),
    );
  });

  return app;
}
