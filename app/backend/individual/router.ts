/** `/api/individual/*`: create, get and update of the individual profile. */
import { Hono } from "hono";
import { ok, requireViewer, type AppEnv } from "../lib/http.ts";
import { assertOwnProfile, coerceIdFields, userIdQuerySchema } from "../lib/profile-common.ts";
import type { Services } from "../lib/services.ts";
import { parseQuery, parseWith, readJsonObject } from "../lib/validation.ts";
import {
  INDIVIDUAL_MESSAGES as M,
  createIndividual,
  createIndividualSchema,
  getIndividual,
  updateIndividual,
  updateIndividualSchema,
} from "./service.ts";

export function individualRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.post("/create", async (c) => {
    const viewer = requireViewer(c, "individual");
    const input = parseWith(createIndividualSchema, coerceIdFields(await readJsonObject(c), ["location"]));
    return ok(c, M.created, await createIndividual(s, viewer.userId, input), 201);
  });

  app.get("/get", async (c) => {
    const viewer = requireViewer(c);
    const { user_id: userId } = parseQuery(c, userIdQuerySchema);
    if (userId === undefined) requireViewer(c, "individual");
    return ok(c, M.loaded, await getIndividual(s, viewer.userId, userId));
  });

  app.put("/update", async (c) => {
    const viewer = requireViewer(c, "individual");
    const body = await readJsonObject(c);
    assertOwnProfile(viewer, c.req.query("user_id"), body.user_id);
    const input = parseWith(updateIndividualSchema, coerceIdFields(body, ["location"]));
    return ok(c, M.updated, await updateIndividual(s, viewer.userId, input));
  });

  return app;
}
