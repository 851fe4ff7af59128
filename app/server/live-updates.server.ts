/**
 * The page server's side of live updates (decision 127): `/events` relays the API's event stream
 * of the signed-in member (app/routes/events.tsx), and server.js ends every relayed stream when it
 * stops, whether the API is built in or remote (`API_BASE_URL`): an HTTP server waits for open
 * responses, and an event stream never ends by itself.
 */

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

/** Relayed streams open now. */
export function liveStreamCount(): number {
  return relays.size;
}
