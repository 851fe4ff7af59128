import type { Route } from "./+types/events";
import { apiContext, sessionContext } from "~/context";
import { EVENT_STREAM_HEADERS, relayLiveStream } from "~/server/live-updates.server";
import { isUpstreamError } from "~/upstream/errors";
import { SINCE_MESSAGE } from "~/upstream/live-api";

/**
 * The signed-in member's live updates for the browser (decision 127): the API's
 * `/api/live/events/` stream, opened with the session cookie's token and relayed as it comes.
 * One `EventSource` per tab opens it (ui/live-updates.tsx).
 *
 * Not behind `guard(...)`: its redirect to /login would be followed by the EventSource and
 * fetch the login page. Without a finished sign-in the answer is 204 No Content, which tells an
 * EventSource not to reconnect; a session that ended on the server is first cleared by the
 * session middleware (its redirect leads back here, to the 204). Refusals of the API (429, 503)
 * keep their status and `Retry-After`; the page then polls.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth } = context.get(sessionContext);
  if (!auth?.onboarding_complete) return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  // A HEAD gets the headers only (its body is never read, so a stream would never end).
  if (request.method !== "GET") return new Response(null, { status: 200, headers: EVENT_STREAM_HEADERS });
  // When the page read its data (ui/live/live-client.ts): a change since is sent at once.
  const sinceText = new URL(request.url).searchParams.get("since");
  if (sinceText !== null && !/^\d{1,15}$/.test(sinceText)) {
    return new Response(SINCE_MESSAGE, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  let upstream: Response;
  try {
    upstream = await context.get(apiContext).live.events({ since: sinceText === null ? undefined : Number(sinceText) });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    const retryAfter = error.headers.get("Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
    return new Response(error.message, { status: error.status, headers });
  }
  if (!upstream.body) return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  return new Response(relayLiveStream(upstream.body), { status: 200, headers: EVENT_STREAM_HEADERS });
}
