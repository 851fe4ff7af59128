/** `/api/notification/*`: list (paged), read (one or all), check (unread count). */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { notificationApi as api } from "#app/contract/notifications.ts";
import { messages } from "#app/forms/fields.ts";
import { fieldError } from "#app/backend/lib/envelope.ts";
import { ok, type AppEnv } from "#app/backend/lib/http.ts";
import { okPaged, pageRequest } from "#app/backend/lib/paging.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { parseWith, readJsonObject } from "#app/backend/lib/validation.ts";
import { NOTIFICATION_MESSAGES as M, listNotifications, markAllRead, markRead, unreadCount } from "./service.ts";

export function notificationRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);

  on(api.list, async (c, { viewer, query: { page, cursor, before } }) => {
    return okPaged(
      c,
      api.list,
      M.listed,
      await listNotifications(s.db, viewer.userId, pageRequest(page, { cursor, before }), s.now()),
    );
  });

  on(api.read, async (c, { viewer }) => {
    const input = parseWith(api.read.body, await readJsonObject(c));
    if (input.all === true) {
      await markAllRead(s.db, viewer.userId);
      return ok(c, api.read, M.allRead, { unread_count: await unreadCount(s.db, viewer.userId) });
    }
    if (input.id === undefined) throw fieldError("id", messages.required);
    await markRead(s.db, viewer.userId, input.id);
    return ok(c, api.read, M.read, { unread_count: await unreadCount(s.db, viewer.userId) });
  });

  on(api.check, async (c, { viewer }) => {
    return ok(c, api.check, M.checked, { unread_count: await unreadCount(s.db, viewer.userId) });
  });

  return app;
}
