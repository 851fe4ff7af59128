/**
 * The request body size limit, for every framing (issue 10, item 1).
 *
 * Hono's `bodyLimit` rebuilds a request without `Content-Length` as `new Request(c.req.raw,
 * …)`. Under `@hono/node-server` with `overrideGlobalObjects: false` (server.js), `c.req.raw` is
 * the adapter's lightweight request, which Node's own `Request` constructor cannot copy
 * ("Cannot read private member #state"): every chunked body and every bodiless DELETE as
 * `fetch` sends it answered 500. This one builds the new request from its parts instead.
 *
 * - With a `Content-Length` (and no `Transfer-Encoding`), a body over the limit is refused before
 *   it is read; Node has already checked that the header is a number and will deliver exactly
 *   that many bytes.
 * - Without one (chunked, or no framing at all), the body is read up to the limit and refused
 *   as soon as it goes past it; within it, the request goes on with the bytes read and a
 *   `Content-Length`, so what follows sees an ordinary request.
 * - Before a refusal, the rest of the body is read and dropped, up to `drainBytes` (32 MB) and
 *   `drainMs` (5 s): the answer closes the connection, and a connection closed while the client
 *   still sends is reset, which loses the answer (a browser then shows "connection reset" instead
 *   of "The file is too large"). A body larger than that is cut off all the same.
 */
import type { Context, MiddlewareHandler } from "hono";

export type BodyLimitOptions = {
  /** The largest body accepted, in bytes. */
  maxSize: number;
  /** The answer for a body over the limit. */
  onError: (c: Context) => Response | Promise<Response>;
  /** How much of a refused body is read (and dropped) so the client gets the answer (default 32 MB). */
  drainBytes?: number;
  /** How long that may take (default 5 s). */
  drainMs?: number;
};

export const DRAIN_BYTES = 32 * 1024 * 1024;
export const DRAIN_MS = 5_000;

/** Reads and drops what is left of a body, within the budget; never throws. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number, ms: number): Promise<void> {
  let left = budget;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    while (left >= 0) {
      const result = await Promise.race([reader.read(), timeout]);
      if (result === null || result.done) return;
      left -= result.value.byteLength;
    }
  } catch {
    // The client went away: nothing to answer.
  } finally {
    clearTimeout(timer);
  }
}

export function limitBody(options: BodyLimitOptions): MiddlewareHandler {
  const { maxSize, onError, drainBytes = DRAIN_BYTES, drainMs = DRAIN_MS } = options;
  return async function limitBodyMiddleware(c, next) {
    const request = c.req.raw;
    if (request.method === "GET" || request.method === "HEAD" || !request.body) return next();
    const length = request.headers.get("content-length");
    if (length !== null && !request.headers.has("transfer-encoding")) {
      if (Number(length) <= maxSize) return next();
      if (Number(length) <= maxSize + drainBytes) await drain(request.body.getReader(), drainBytes + maxSize, drainMs);
      return onError(c);
    }

    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        await drain(reader, drainBytes, drainMs);
        return onError(c);
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    const headers = new Headers(request.headers);
    headers.delete("transfer-encoding");
    headers.set("content-length", String(size));
    c.req.raw = new Request(request.url, { method: request.method, headers, body, signal: request.signal });
    return next();
  };
}
