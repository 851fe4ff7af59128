/** `/api/corporate/*`: create, get and update of the company profile. */
import { Hono } from "hono";
import { ok, requireViewer, type AppEnv } from "../lib/http.ts";
import { assertOwnProfile, coerceIdFields, userIdQuerySchema } from "../lib/profile-common.ts";
import type { Services } from "../lib/services.ts";
import { parseQuery, parseWith, readJsonObject } from "../lib/validation.ts";
import {
  CORPORATE_MESSAGES as M,
  createCorporate,
  createCorporateSchema,
  getCorporate,
  updateCorporate,
  updateCorporateSchema,
} from "./service.ts";

export function corporateRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.post("/create", async (c) => {
    const viewer = requireViewer(c, "corporate");
    const input = parseWith(createCorporateSchema, coerceIdFields(await readJsonObject(c), ["location"]));
    return ok(c, M.created, await createCorporate(s, viewer.userId, input), 201);
  });

  app.get("/get", async (c) => {
    const viewer = requireViewer(c);
    const { user_id: userId } = parseQuery(c, userIdQuerySchema);
    if (userId === undefined) requireViewer(c, "corporate");
    return ok(c, M.loaded, await getCorporate(s, viewer.userId, userId));
  });

  app.put("/update", async (c) => {
    const viewer = requireViewer(c, "corporate");
    const body = await readJsonObject(c);
    assertOwnProfile(viewer, c.req.query("user_id"), body.user_id);
    const input = parseWith(updateCorporateSchema, coerceIdFields(body, ["location"]));
    return ok(c, M.updated, await updateCorporate(s, viewer.userId, input));
  });

  return app;
}
