/**
 * An upstream 4xx that no loader or action handled is the matching error page, not a 500
 * (issue 10, item 4; decision 111).
 *
 * React Router answers 500 for anything a loader throws except a `Response` or `data()`. Loaders
 * call the API and let its refusals through (a page number past the API's maximum, a page link
 * whose cursor the API no longer accepts, a record that is gone), and actions let through what
 * they do not turn into form errors. `withUpstreamErrorPages(build)` wraps every route module's
 * `loader` and `action` once (server.js hands React Router the wrapped build): an
 * {@link UpstreamError} with a 4xx status that escapes them is thrown again as
 * `data(message, { status })`, which the root ErrorBoundary shows as "400 Bad Request — Enter a
 * valid page number." with that status, for documents and client navigations (`.data`) alike.
 *
 * 401 is left alone: a session the API no longer accepts is the session middleware's business
 * (issue 10, item 2). 5xx stay errors (logged, the generic error page).
 */
import { data } from "react-router";
import type { ServerBuild } from "react-router";
import { UpstreamError } from "#app/upstream/client.ts";

type Handler = (args: unknown) => unknown;
type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** The page an upstream refusal becomes, or the error itself when it is not one to show. */
export function errorPageFor(error: unknown): unknown {
  if (!(error instanceof UpstreamError) || error.status < 400 || error.status > 499 || error.status === 401)
    return error;
  const fieldMessages = [...new Set(Object.values(error.fieldErrors).flat())];
  const message = fieldMessages.length > 0 ? fieldMessages.join(" ") : error.message || error.statusText;
  const headers = new Headers();
  const retryAfter = error.headers.get("Retry-After");
  if (error.status === 429 && retryAfter) headers.set("Retry-After", retryAfter);
  return data(message, { status: error.status, statusText: error.statusText, headers });
}

function wrap(handler: Handler): Handler {
  const wrapped: Handler = async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      throw errorPageFor(error);
    }
  };
  // React Router reads `hydrate` off a client loader; keep any property the handler carries.
  return Object.assign(wrapped, handler);
}

const wrappedBuilds = new WeakMap<ServerBuild, ServerBuild>();

/** The build with every route's loader and action wrapped (the same object for the same build). */
export function withUpstreamErrorPages(build: ServerBuild): ServerBuild {
  const known = wrappedBuilds.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module: RouteModule = { ...route.module };
    if (typeof module.loader === "function") module.loader = wrap(module.loader as Handler) as RouteModule["loader"];
    if (typeof module.action === "function") module.action = wrap(module.action as Handler) as RouteModule["action"];
    routes[id] = { ...route, module };
  }
  const wrapped: ServerBuild = { ...build, routes };
  wrappedBuilds.set(build, wrapped);
  return wrapped;
}
