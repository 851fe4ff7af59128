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
 */
import type { Context, MiddlewareHandler } from "hono";

export type BodyLimitOptions = {
  /** The largest body accepted, in bytes. */
  maxSize: number;
  /** The answer for a body over the limit. */
  onError: (c: Context) => Response | Promise<Response>;
};

export function limitBody(options: BodyLimitOptions): MiddlewareHandler {
  const { maxSize, onError } = options;
  return async function limitBodyMiddleware(c, next) {
    const request = c.req.raw;
    if (request.method === "GET" || request.method === "HEAD" || !request.body) return next();
    const length = request.headers.get("content-length");
    if (length !== null && !request.headers.has("transfer-encoding")) {
      return Number(length) > maxSize ? onError(c) : next();
    }

    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      // The rest is not read: the answer closes the connection (see onError).
      if (size > maxSize) return onError(c);
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
