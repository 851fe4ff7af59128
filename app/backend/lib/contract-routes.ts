/**
 * Registers an area's routes from its contract (decision 194): the method, the path and who may
 * call it are the endpoint's, written once in app/contract. `on(api.create, handler)` checks the
 * caller as the endpoint's `auth` says (401 without a session, 403 for the other account type or
 * a non-moderator) before the handler runs, and hands it the caller and the parsed query.
 */
import type { Hono } from "hono";
import type { z } from "zod";
import type { Auth, Endpoint } from "#app/contract/endpoint.ts";
import { requireModerator } from "#app/backend/moderation/service.ts";
import { requireViewer, type AppContext, type AppEnv, type Viewer } from "./http.ts";
import type { Services } from "./services.ts";
import { parseQuery } from "./validation.ts";

/** The caller a handler gets: always one where the endpoint needs a session. */
export type CallerOf<E extends Endpoint> = E["auth"] extends "public" | "optional" ? Viewer | null : Viewer;

/** What a handler gets besides the request. */
export type RouteInput<E extends Endpoint> = {
  viewer: CallerOf<E>;
  /**
   * The query, parsed with the endpoint's schema when the handler reads it (400 per parameter
   * otherwise): a handler that reads its query in another way leaves it unread.
   */
  query: E extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
};

export type ContractHandler<E extends Endpoint> = (c: AppContext, input: RouteInput<E>) => Response | Promise<Response>;

/** The caller, checked as `auth` asks. */
async function callerFor(s: Services, c: AppContext, auth: Auth): Promise<Viewer | null> {
  switch (auth) {
    case "public":
    case "optional":
      return c.get("viewer");
    case "member":
      return requireViewer(c);
    case "individual":
    case "corporate":
      return requireViewer(c, auth);
    case "moderator": {
      const viewer = requireViewer(c);
      await requireModerator(s.db, viewer.userId);
      return viewer;
    }
  }
}

/**
 * `on(endpoint, handler)` for an area's router, mounted at `mount` (the API's `/api`; the health
 * check's router is the site's root): the endpoint's path without the mount. A `{name}`
 * parameter takes the rest of the path, slashes too (a stored file's key is `public/photos/…`).
 * A path outside the mount throws when the app is built.
 */
export function contractRoutes(app: Hono<AppEnv>, s: Services, mount = "/api") {
  return function on<E extends Endpoint>(endpoint: E, handler: ContractHandler<E>): void {
    if (!endpoint.path.startsWith(`${mount}/`))
      throw new Error(`${endpoint.method} ${endpoint.path} is not under this router's ${mount}`);
    // Without its trailing slash: a router that is not strict drops the request's before matching.
    const path = endpoint.path
      .slice(mount.length)
      .replace(/\/$/, "")
      .replace(/\{(\w+)\}/g, ":$1{.+}");
    app.on(endpoint.method, path, async (c) => {
      const viewer = (await callerFor(s, c, endpoint.auth)) as CallerOf<E>;
      let query: unknown;
      const input = {
        viewer,
        get query() {
          query ??= endpoint.query ? parseQuery(c, endpoint.query) : undefined;
          return query;
        },
      };
      return handler(c, input as RouteInput<E>);
    });
  };
}
