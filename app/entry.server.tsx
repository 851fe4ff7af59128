import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, RouterContextProvider, ServerRouter } from "react-router";
import { requestInfoContext } from "~/context";
import { markLowPriorityHead } from "~/server/first-paint.server";
import { contentSecurityPolicy, createNonce } from "~/server/security.server";
import { lazyComponentsReady } from "~/ui/lazy";
import { NonceProvider } from "~/ui/nonce";

export { getBackend } from "~/backend/index.server";
/** server.js runs every page answer through it: public or private caching, ETag and 304. */
export { applyPageCachePolicy } from "~/server/http-cache.server";
/** server.js limits every page body with it, whatever its framing (issue 10, item 1). */
export { limitBody } from "~/backend/lib/body-limit";
/** server.js refuses page bodies that are not forms with it (issue 10, item 3). */
export { checkPageBody } from "~/server/page-body.server";
/** server.js ends the relayed live-update streams with it when it stops (decision 127). */
export { endLiveStreams } from "~/server/live-updates.server";
/** server.js hands React Router the build through it: upstream 4xx in loaders are error pages (item 4). */
export { withUpstreamErrorPages } from "~/server/upstream-error-pages.server";

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

  // The page is sent whole, in one write with its length, once everything is rendered: loaders
  // have their data before rendering starts and nothing on a page suspends for long (the lazy
  // dialogs are ready, above), so streaming it bought nothing, and the stream cost about a
  // sixth of /login's server time (one socket write per React chunk, through a Node and a web
  // stream: decision 142).
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
