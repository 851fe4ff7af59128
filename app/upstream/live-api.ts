import type { UpstreamClient } from "./client.ts";
import type { CallOptions } from "./calls.ts";
import { liveApi as liveContract } from "#app/contract/live.ts";

/** The API's answer to a `since` that is not a time. */
export { SINCE_MESSAGE } from "#app/contract/live.ts";

type LiveOptions = CallOptions & { /** When the page read its data (ms since the epoch). */ since?: number };

/**
 * Live updates (decision 127, app/contract/live.ts): the caller's changes as
 * Server-Sent Events. Resolves with the `Response` unread (its body is the stream) once the API
 * accepted it; rejects with an `UpstreamError` on 401, 429 (too many streams for the account) and
 * 503 (the server's limit, or its feed is down), with `Retry-After`.
 */
export function liveCalls(client: UpstreamClient) {
  return {
    events: (options?: LiveOptions) =>
      client.sendRaw(liveContract.events, {
        query: { since: options?.since },
        signal: options?.signal,
        headers: { "Cache-Control": "no-store" },
      }),
  };
}
