import { Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { type EntryContext, RouterContextProvider, ServerRouter } from "react-router";
import { requestInfoContext } from "./context.ts";
import { markLowPriorityHead } from "#app/server/first-paint.server.ts";
import { contentSecurityPolicy, createNonce } from "#app/server/security.server.ts";
import { lazyComponentsReady } from "#app/ui/lazy.tsx";
import { NonceProvider } from "#app/ui/nonce.tsx";

export { getBackend } from "#app/backend/index.server.ts";
/** server.js runs every page answer through it: public or private caching, ETag and 304. */
export { applyPageCachePolicy } from "#app/server/http-cache.server.ts";
/** server.js limits every page body with it, whatever its framing (issue 10, item 1). */
export { limitBody } from "#app/backend/lib/body-limit.ts";
/** server.js refuses page bodies that are not forms with it (issue 10, item 3). */
export { checkPageBody } from "#app/server/page-body.server.ts";
/** server.js ends the relayed live-update streams with it when it stops (decision 127). */
export { endLiveStreams } from "#app/server/live-updates.server.ts";
/** server.js gives every request its turn with it, oldest connection first (decision 148). */
export { Turns } from "#app/server/turns.server.ts";
/** server.js hands React Router the build through it: upstream 4xx in loaders are error pages (item 4). */
export { withUpstreamErrorPages } from "#app/server/upstream-error-pages.server.ts";
/** server.js lets only the answers it names be framed: the jobs widget (decision 170). */
export { isFramable } from "#app/features/seo/widget.server.ts";

export const streamTimeout = 5_000;

/** Called by server.js for every page request: per-request facts for middleware and loaders. */
export function createLoadContext(info: { clientAddress?: string }) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: createNonce(), clientAddress: info.clientAddress });
  return context;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestInfoContext);
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));

  if (request.method.toUpperCase() === "HEAD") {
    // What a GET would answer, without the body: an HTML page.
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The dialogs the browser loads when they open are in the page's HTML (app/ui/lazy.tsx).
  await lazyComponentsReady();

  const whole = await renderWhole(routerContext, request.url, nonce);
  if (whole !== null) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    // The scripts' preloads wait for what the first paint needs (first-paint.server.ts).
    const html = markLowPriorityHead(Buffer.from(whole, "utf8")) as Uint8Array<ArrayBuffer>;
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  }

  // Otherwise the stream renderer. The page is sent whole, in one write with its length, once
  // everything is rendered: loaders have their data before rendering starts and nothing on a
  // page suspends for long (the lazy dialogs are ready, above), so streaming it bought nothing,
  // and the stream cost about a sixth of /login's server time (one socket write per React
  // chunk, through a Node and a web stream: decision 142).
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        // The scripts' preloads wait for what the first paint needs (first-paint.server.ts).
        // Bytes, not a string: the page is never decoded and encoded again (first-paint.server.ts).
        const html = markLowPriorityHead(Buffer.concat(chunks)) as Uint8Array<ArrayBuffer>;
        resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      // Emotion's cache comes with Chakra, where it is used (app/ui/chakra.tsx).
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A Suspense boundary that is ready stays in place in the HTML, whatever the size of the
        // page before it. React otherwise moves one past its 12.8 kB "progressive chunk" to the
        // end, hidden, for a script to put back: without JavaScript it never shows (the dialogs
        // of app/ui/lazy.tsx are in boundaries).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** What React Router's `StreamTransfer` reads the page's data from: one entry per chunk, in order. */
type HandoffCache = Record<number, { result?: { done: boolean; value: string }; error?: unknown }>;

/**
 * The page rendered at once, as a string, or null when it cannot be (decision 147); the caller
 * then renders it with the stream renderer, which waits for whatever is pending.
 *
 * React's stream renderer encodes every small piece of the page into bytes as it goes, and the
 * page's data (React Router's `StreamTransfer`, under a Suspense boundary) suspends once per
 * chunk of it; together about a tenth of a page's server time. Here the data is read first, whole
 * (the loaders have finished, so it is ready), and put where `StreamTransfer` looks before it
 * reads (`renderMeta.streamCache`, react-router 8.4.0, pinned exactly in package.json);
 * nothing then suspends, and `renderToString` writes the same HTML, byte for byte, but
 * for the doctype, which only the stream renderer adds.
 *
 * A render that still suspends or fails anywhere (a Suspense boundary left to the browser,
 * `<!--$!-->`, or an error thrown) is dropped: the stream renderer does it again, with the usual
 * error handling, from the same data.
 */
async function renderWhole(routerContext: EntryContext, url: string, nonce: string): Promise<string | null> {
  const stream = routerContext.serverHandoffStream;
  if (stream) {
    const cache: HandoffCache = {};
    const renderMeta = (routerContext.renderMeta ??= {}) as { streamCache?: HandoffCache };
    renderMeta.streamCache = cache;
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    for (let chunk = 0; ; chunk += 1) {
      try {
        const { done, value } = await reader.read();
        cache[chunk] = { result: { done, value: done ? decoder.decode() : decoder.decode(value, { stream: true }) } };
        if (done) break;
      } catch (error) {
        // As StreamTransfer would have met it: the stream renderer shows the error.
        cache[chunk] = { error };
        return null;
      }
    }
    reader.releaseLock();
  }
  let html: string;
  try {
    html = renderToString(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={url} nonce={nonce} />
      </NonceProvider>,
    );
  } catch {
    return null;
  }
  if (html.includes("<!--$!-->")) return null;
  return `<!DOCTYPE html>${html}`;
}
