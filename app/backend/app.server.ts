/**
 * The Hono application: `/api/*` routers per area, the envelope for errors and unknown routes,
 * and `/healthz`.
 */
import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { chatRouter } from "#app/backend/messages/router.ts";
import { blockRouter } from "#app/backend/blocks/router.ts";
import { connectionRouter } from "#app/backend/network/router.ts";
import { docsRouter } from "#app/backend/docs/router.ts";
import { corporateRouter } from "#app/backend/companies/router.ts";
import { filesRouter } from "#app/backend/files/router.ts";
import { uploadRouter } from "#app/backend/files/upload-router.ts";
import { MULTIPART_OVERHEAD_BYTES, tooLargeMessage } from "#app/backend/files/upload.ts";
import { individualRouter } from "#app/backend/profiles/router.ts";
import { jobPostRouter } from "#app/backend/jobs/router.ts";
import { referralsRouter } from "#app/backend/referrals/router.ts";
import { resumeRequestsRouter } from "#app/backend/resume-requests/router.ts";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { userApi } from "#app/contract/accounts.ts";
import { AREAS } from "#app/contract/index.ts";
import { platformApi } from "#app/contract/platform.ts";
import { limitBody } from "#app/backend/lib/body-limit.ts";
import { liveRouter } from "#app/backend/live/router.ts";
import { isForeignKeyViolation } from "#app/backend/lib/db/errors.ts";
import { ApiError, MESSAGES } from "#app/backend/lib/envelope.ts";
import { answerJson, authenticate, type AppEnv } from "#app/backend/lib/http.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { checkQueryText } from "#app/backend/lib/validation.ts";
import { masterRouter } from "#app/backend/master/router.ts";
import { moderationRouter } from "#app/backend/moderation/router.ts";
import { notificationRouter } from "#app/backend/notifications/router.ts";
import { searchRouter } from "#app/backend/search/router.ts";
import { seoRouter } from "#app/backend/seo/router.ts";
import { userRouter } from "#app/backend/accounts/router.ts";

/** Largest JSON body accepted (uploads have their own limits, see UPLOAD_LIMITS). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * The upload endpoints of the contract (those with a `fileBytes`) and the largest file each
 * takes. One that also takes JSON (an application, which may carry a PDF) has the larger limit
 * for its multipart body only.
 */
const UPLOAD_LIMITS = AREAS.flatMap((area) => Object.values(area.endpoints)).flatMap((e) =>
  e.fileBytes === undefined
    ? []
    : [
        {
          method: e.method,
          path: e.path,
          fileBytes: e.fileBytes,
          multipartOnly: e.body !== undefined,
        },
      ],
);

/**
 * The 413 answer. The client may still be sending the rest of the body, so the connection is
 * closed after the answer rather than reused for a next request.
 */
function payloadTooLarge(c: Context, message: string): Response {
  c.header("Connection", "close");
  return answerJson(c, { result: false, message }, 413);
}

const jsonBodyLimit = limitBody({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: (c) => payloadTooLarge(c, MESSAGES.tooLarge),
});

const uploadBodyLimits = new Map(
  UPLOAD_LIMITS.map(({ fileBytes }) => [
    fileBytes,
    limitBody({
      maxSize: fileBytes + MULTIPART_OVERHEAD_BYTES,
      onError: (c) => payloadTooLarge(c, tooLargeMessage(fileBytes)),
    }),
  ]),
);

/** A request's path as the contract writes it: with its trailing slash (the API accepts both). */
function contractPath(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}

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

  const onSite = contractRoutes(app, s, "");
  onSite(platformApi.health, async (c) => {
    const healthy = await databaseAnswers(s);
    return answerJson(c, { status: healthy ? "ok" : "unavailable" }, healthy ? 200 : 503);
  });

  const api = new Hono<AppEnv>({ strict: false });
  api.use(async (c, next) => {
    await next();
    // Public files set their own (long) caching; everything else is never cached.
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
  // A NUL in a query string is a 400 on that parameter before any route reads it (decision 120).
  api.use(checkQueryText);
  const checkToken = authenticate(s);
  api.use(async (c, next) => {
    // A refresh is what a client does once its access token has expired, so an (expired)
    // bearer token sent along with it is not held against it.
    if (contractPath(c.req.path) === userApi.refreshToken.path) {
      c.set("viewer", null);
      return next();
    }
    return checkToken(c, next);
  });
  api.use(async (c, next) => {
    await next();
    // A member's own change shows on their next page: their computed lists are recomputed, and
    // searches (which may now find what they wrote) are run afresh (lib/list-cache.ts).
    const viewer = c.get("viewer");
    if (viewer && c.req.method !== "GET" && c.req.method !== "HEAD" && c.res.status < 400) {
      s.lists.forgetMember(viewer.userId);
      s.lists.search.clear();
    }
  });
  api.use((c, next) => {
    // A body over the limit is refused from its Content-Length before it is read, or while
    // it streams in when it has none, chunked or not framed at all (after the token check, so a
    // refused caller's body is never buffered).
    const path = contractPath(c.req.path);
    const multipart = /^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "");
    const upload = UPLOAD_LIMITS.find(
      (limit) => limit.method === c.req.method && limit.path === path && (multipart || !limit.multipartOnly),
    );
    return (upload ? uploadBodyLimits.get(upload.fileBytes)! : jsonBodyLimit)(c, next);
  });
  // Each router registers its endpoints at their contract paths (decision 194).
  const routers = [
    filesRouter,
    uploadRouter,
    userRouter,
    individualRouter,
    corporateRouter,
    masterRouter,
    connectionRouter,
    blockRouter,
    jobPostRouter,
    referralsRouter,
    resumeRequestsRouter,
    notificationRouter,
    chatRouter,
    moderationRouter,
    searchRouter,
    seoRouter,
    liveRouter,
    docsRouter,
  ];
  for (const router of routers) api.route("/", router(s));
  app.route("/api", api);

  app.notFound((c) => answerJson(c, { result: false, message: MESSAGES.notFound }, 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      c.header("Cache-Control", "no-store");
      return answerJson(c, error.body(), error.status as ContentfulStatusCode);
    }
    // What a write referred to was deleted by a request that ran at the same moment
    // (PostgreSQL), and the service did not check again (see againIfTargetDeleted): it is gone.
    if (isForeignKeyViolation(error)) {
      s.log.warn(
        `${c.req.method} ${c.req.path}: what it refers to was deleted meanwhile (${error instanceof Error ? error.message : String(error)})`,
      );
      return answerJson(c, { result: false, message: MESSAGES.notFound }, 404);
    }
    s.log.error(`${c.req.method} ${c.req.path} failed`, error);
    return answerJson(c, { result: false, message: MESSAGES.unexpected }, 500);
  });

  return app;
}
