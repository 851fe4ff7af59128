/**
 * XML for crawlers and feed readers (decision 170): escaping, and a body written piece by piece
 * as the client reads it (a sitemap page of 50,000 URLs is never one string).
 */

/** Text or an attribute's value in XML. */
export function escapeXml(text: string): string {
  // Characters XML 1.0 cannot carry at all are dropped (a pasted control character).
  const allowed = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");
  return allowed
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * A stream of the pieces an async generator yields, UTF-8, each read only when the client
 * has taken the ones before (pull), so memory holds one read's worth at a time. A client that
 * goes away ends the generator.
 */
export function streamOf(pieces: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await pieces.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
