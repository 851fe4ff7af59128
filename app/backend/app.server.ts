/**
 * The Hono application: `/api/*` routers per area, the envelope for errors and unknown routes,
 * and `/healthz`.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { corporateRouter } from "./corporate/router.ts";
import { individualRouter } from "./individual/router.ts";
import { ApiError, MESSAGES } from "./lib/envelope.ts";
import { authenticate, type AppEnv } from "./lib/http.ts";
import type { Services } from "./lib/services.ts";
import { masterRouter } from "./master/router.ts";
import { userRouter } from "./user/router.ts";

/** Largest JSON body accepted (uploads, in later issues, get their own limits). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** Answers true when the database answers. */
export async function databaseAnswers(s: Services): Promise<boolean> {
  try {
    await s.db.selectFrom("users").select("id").limit(1).execute();
    return true;
  } catch (error) {
    s.log.error("health check: the database did not answer", error);
    return false;
  }
}

export function createApp(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });

  app.get("/healthz", async (c) => {
    const healthy = await databaseAnswers(s);
    return c.json({ status: healthy ? "ok" : "unavailable" }, healthy ? 200 : 503);
  });

  const api = new Hono<AppEnv>({ strict: false });
  api.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  api.use(
    bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: (c) => c.json({ result: false, message: MESSAGES.tooLarge }, 413),
    }),
  );
  const checkToken = authenticate(s);
  api.use(async (c, next) => {
    // A refresh is what a client does once its access token has expired, so an (expired)
    // bearer token sent along with it is not held against it.
    if (/\/user\/token\/refresh\/?$/.test(c.req.path)) {
      c.set("viewer", null);
      return next();
    }
    return checkToken(c, next);
  });
  api.route("/user", userRouter(s));
  api.route("/individual", individualRouter(s));
  api.route("/corporate", corporateRouter(s));
  api.route("/master", masterRouter(s));
  app.route("/api", api);

  app.notFound((c) => c.json({ result: false, message: MESSAGES.notFound }, 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      c.header("Cache-Control", "no-store");
      return c.json(error.body(), error.status as ContentfulStatusCode);
    }
    s.log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ result: false, message: MESSAGES.unexpected }, 500);
  });

  return app;
}
