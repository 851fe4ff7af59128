/**
 * The page server's side of live updates (decision 127): `/events` relays the API's event stream
 * of the signed-in member (app/routes/events.tsx, answered by {@link liveEvents}), and server.js
 * ends every relayed stream when it stops, whether the API is built in or remote
 * (`API_BASE_URL`): an HTTP server waits for open responses, and an event stream never ends by itself.
 */
import type { RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { isUpstreamError } from "#app/upstream/errors.ts";
import { SINCE_MESSAGE } from "#app/upstream/live-api.ts";

/** The headers of the relayed stream (the API's own): never stored, transformed or buffered. */
export const EVENT_STREAM_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store, no-transform",
  "X-Accel-Buffering": "no",
};

const relays = new Set<() => void>();

/**
 * The upstream stream, passed on chunk by chunk. Cancelled by the browser going away (the
 * upstream stream is cancelled with it), ended by the upstream stream ending or by
 * {@link endLiveStreams}.
 */
export function relayLiveStream(upstream: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = upstream.getReader();
  let end = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      end = () => {
        if (!relays.delete(end)) return;
        reader.cancel().catch(() => {});
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      relays.add(end);
    },
    async pull(controller) {
      const next = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (next.done) {
        end();
        return;
      }
      controller.enqueue(next.value);
    },
    cancel(reason) {
      relays.delete(end);
      return reader.cancel(reason).catch(() => {});
    },
  });
}

/** Ends every relayed stream now (server.js, when it stops); returns how many there were. */
export function endLiveStreams(): number {
  const open = [...relays];
  for (const end of open) end();
  return open.length;
}

/**
 * The signed-in member's live updates for the browser (decision 127): the API's
 * `/api/live/events/` stream, opened with the session cookie's token and relayed as it comes.
 * One `EventSource` per tab opens it (ui/live/live-client.ts).
 *
 * Not behind `guard(...)`: its redirect to /login would be followed by the EventSource and
 * fetch the login page. Without a finished sign-in the answer is 204 No Content, which tells an
 * EventSource not to reconnect; a session that ended on the server is first cleared by the
 * session middleware (its redirect leads back here, to the 204). Refusals of the API (429, 503)
 * keep their status and `Retry-After`; the page then polls.
 */
export async function liveEvents({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const { auth } = context.get(sessionContext);
  if (!auth?.onboarding_complete) return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  // A HEAD gets the headers only (its body is never read, so a stream would never end).
  if (request.method !== "GET") return new Response(null, { status: 200, headers: EVENT_STREAM_HEADERS });
  // When the page read its data (ui/live/live-client.ts): a change since is sent at once.
  const sinceText = new URL(request.url).searchParams.get("since");
  if (sinceText !== null && !/^\d{1,15}$/.test(sinceText)) {
    return new Response(SINCE_MESSAGE, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
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
