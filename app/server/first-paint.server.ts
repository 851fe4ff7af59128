import { Transform } from "node:stream";

const HEAD_END = Buffer.from("</head>");
/** More than any head this app renders; past it the page goes through untouched. */
const MAX_HEAD_BYTES = 64 * 1024;

/**
 * The page's module preloads (React Router's `<link rel="modulepreload">`, one per script the
 * page hydrates with) marked `fetchpriority="low"` (decision 139).
 *
 * The page is server-rendered and works before its scripts run, so nothing in them is needed
 * for the first paint; at their default (high) priority the preloads competed with the
 * stylesheet for the first round trips of a slow connection, and Lighthouse counted them as
 * render-blocking whenever they happened to arrive before the first paint. At low priority the
 * browser fetches them after what the first paint needs, still all at once (no waterfall of
 * imports), and the hydration follows.
 *
 * The head is held until its end is seen (it is one small chunk of the stream) and rewritten;
 * the body streams through as it comes.
 */
export function lowPriorityModulePreloads(): Transform {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      const buffer = Buffer.concat(held, heldBytes);
      const end = buffer.indexOf(HEAD_END);
      if (end < 0 && heldBytes < MAX_HEAD_BYTES) return callback();
      passing = true;
      held = [];
      if (end < 0) return callback(null, buffer);
      const head = markLowPriority(buffer.subarray(0, end).toString("utf8"));
      callback(null, Buffer.concat([Buffer.from(head, "utf8"), buffer.subarray(end)]));
    },
    flush(callback) {
      callback(null, held.length ? Buffer.concat(held, heldBytes) : undefined);
    },
  });
}

/** Every `<link rel="modulepreload" …>` of `html` with `fetchpriority="low"` (unless it says a priority). */
export function markLowPriority(html: string): string {
  return html.replace(/<link rel="modulepreload"(?![^>]*\sfetchpriority=)/g, '<link rel="modulepreload" fetchpriority="low"');
}
