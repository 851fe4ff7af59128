/**
 * `/api/live/*`: GET `events/`, the caller's live updates as Server-Sent Events (decision 127);
 * `?since=` (ms since the epoch) sends a first `missed` change when the caller's page may have
 * been read before one.
 * Bearer token as every call; the web app's `/events` page route relays it with the session
 * cookie for browsers.
 */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { liveApi as api } from "#app/contract/live.ts";
import type { AppEnv } from "#app/backend/lib/http.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { parseQuery } from "#app/backend/lib/validation.ts";
import { EVENT_STREAM_HEADERS } from "./streams.ts";

export function liveRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);

  on(api.events, (c, { viewer }) => {
    // A HEAD gets the headers only: its body would never be read, nor the stream ever ended.
    if (c.req.raw.method === "HEAD") return new Response(null, { status: 200, headers: EVENT_STREAM_HEADERS });
    const { since } = parseQuery(c, api.events.query);
    const authorization = c.req.header("authorization") ?? "";
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? "";
    return s.liveStreams.open({
      member: viewer.userId,
      signal: c.req.raw.signal,
      since,
      // The token unexpired, its session still open, still this member (lib/http.ts does the same per call).
      stillAllowed: async () => {
        const claims = await s.accessTokens.verify(token);
        if (!claims) return false;
        const current = await s.sessionCheck.viewerFor(claims);
        return current !== null && current.userId === viewer.userId;
      },
    });
  });

  return app;
}
