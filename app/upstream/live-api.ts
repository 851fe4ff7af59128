import type { UpstreamClient } from "./client.ts";

type CallOptions = { signal?: AbortSignal };

/**
 * Live updates (decision 127, docs/api-contract.md "Live updates"): the caller's changes as
 * Server-Sent Events. Resolves with the `Response` unread (its body is the stream) once the API
 * accepted it; rejects with an `UpstreamError` on 401, 429 (too many streams for the account) and
 * 503 (the server's limit, or its feed is down), with `Retry-After`.
 */
export function liveApi(client: UpstreamClient) {
  return {
    events: (options?: CallOptions) =>
      client.raw("GET", "/api/live/events/", { signal: options?.signal, headers: { "Cache-Control": "no-store" } }),
  };
}
