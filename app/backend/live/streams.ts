/**
 * The open event streams of one instance (Server-Sent Events, decision 127): each one tells one
 * member's changes as `event: change` / `data: {"kind":"…"}`, with a comment line as heartbeat.
 *
 * - Bounded: at most `maxStreams` on the instance and `maxStreamsPerMember` per member; past
 *   either a new stream is refused (503 / 429 with `Retry-After`) and the browser falls back to
 *   polling.
 * - Checked: at every heartbeat the stream's token and session are checked again (the token
 *   expired, a logout, a password reset end it; the browser opens a new one through the page
 *   server, which renews the token).
 * - Cleaned up when the client goes (its request's signal, or the body cancelled), when the
 *   feed from the database is lost (the changes meanwhile would be missed: the browsers reconnect
 *   and read again), when a client does not read what is sent, and all at once by `endAll()`.
 */
import { ApiError } from "#app/backend/lib/envelope.ts";
import type { Logger } from "#app/backend/lib/log.ts";
import type { LiveBus } from "./bus.ts";
import type { ChangeKind } from "./changes.ts";

export type LiveStreamSettings = {
  /** Open streams on this instance at most (LIVE_MAX_STREAMS). */
  maxStreams: number;
  /** Open streams per member on this instance at most (tabs, devices). */
  maxStreamsPerMember: number;
  /** Between two heartbeats (LIVE_HEARTBEAT_SECONDS); each also checks the session. */
  heartbeatMs: number;
  /** The `retry:` the browser waits before reconnecting after a stream ended. */
  retryMs: number;
};

export const LIVE_STREAM_DEFAULTS: LiveStreamSettings = {
  maxStreams: 1000,
  maxStreamsPerMember: 10,
  heartbeatMs: 20_000,
  retryMs: 3_000,
};

/** Bytes queued for a client that does not read, past which its stream is ended. */
const UNREAD_MAX_BYTES = 64 * 1024;

export const LIVE_MESSAGES = {
  busy: "Live updates are busy on this server. The page keeps itself up to date without them.",
  tooMany:
    "Too many live update streams are open for this account. Close a tab, or the page keeps itself up to date without it.",
  unavailable: "Live updates are not available right now. The page keeps itself up to date without them.",
} as const;

/** The headers of an event stream: never stored or transformed, never buffered by a proxy. */
export const EVENT_STREAM_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store, no-transform",
  "X-Accel-Buffering": "no",
};

export type OpenStreamInput = {
  member: number;
  /** Whether the stream may go on (its token unexpired, its session open, still this member). */
  stillAllowed(): Promise<boolean>;
  /** The request's signal: the client went. */
  signal?: AbortSignal;
  /**
   * When the page that opens the stream read its data (ms since the epoch): a change told since
   * (LiveBus.mayHaveChangedSince) is sent at once as `missed`, the page then reads again.
   */
  since?: number;
};

const encoder = new TextEncoder();

const changeEvent = (kind: ChangeKind) => `event: change\ndata: {"kind":"${kind}"}\n\n`;

export class LiveStreams {
  readonly #bus: LiveBus;
  readonly #settings: LiveStreamSettings;
  readonly #log: Logger;
  readonly #open = new Set<() => void>();
  readonly #perMember = new Map<number, number>();
  readonly #stopFeed: () => void;

  constructor(bus: LiveBus, settings: Partial<LiveStreamSettings> | undefined, log: Logger) {
    this.#bus = bus;
    this.#settings = { ...LIVE_STREAM_DEFAULTS, ...settings };
    this.#log = log;
    // Changes sent while the feed is down never arrive: end the streams so the browsers reconnect
    // (and read again) once it is back, and poll meanwhile.
    this.#stopFeed = bus.onFeed((up) => {
      if (!up) this.endAll();
    });
  }

  get settings(): Readonly<LiveStreamSettings> {
    return this.#settings;
  }

  /** Streams open on this instance now. */
  get count(): number {
    return this.#open.size;
  }

  /** Opens a stream of `member`'s changes, or throws the ApiError that refuses it. */
  open({ member, stillAllowed, signal, since }: OpenStreamInput): Response {
    const settings = this.#settings;
    if (!this.#bus.feedUp) throw new ApiError(503, LIVE_MESSAGES.unavailable, { headers: { "Retry-After": "10" } });
    if (this.#open.size >= settings.maxStreams)
      throw new ApiError(503, LIVE_MESSAGES.busy, { headers: { "Retry-After": "30" } });
    if ((this.#perMember.get(member) ?? 0) >= settings.maxStreamsPerMember) {
      throw new ApiError(429, LIVE_MESSAGES.tooMany, { headers: { "Retry-After": "30" } });
    }

    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let ended = false;
    let unsubscribe = () => {};
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let checking = false;

    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      signal?.removeEventListener("abort", end);
      this.#open.delete(end);
      const left = (this.#perMember.get(member) ?? 1) - 1;
      if (left > 0) this.#perMember.set(member, left);
      else this.#perMember.delete(member);
      try {
        controller.close();
      } catch {
        // already closed or cancelled
      }
    };
    const send = (text: string) => {
      if (ended) return;
      try {
        controller.enqueue(encoder.encode(text));
      } catch {
        end();
        return;
      }
      // A client that stopped reading: what is queued for it only grows.
      if ((controller.desiredSize ?? 0) < -UNREAD_MAX_BYTES) end();
    };

    const body = new ReadableStream<Uint8Array>(
      {
        start: (c) => {
          controller = c;
        },
        cancel: () => end(),
      },
      // Counted in bytes, so desiredSize says how much is waiting to be read.
      { highWaterMark: 0, size: (chunk) => chunk.byteLength },
    );

    this.#open.add(end);
    this.#perMember.set(member, (this.#perMember.get(member) ?? 0) + 1);
    // A suspension ends the member's streams at once (the browser's reconnection is then refused).
    unsubscribe = this.#bus.subscribe(member, (kind: ChangeKind) =>
      kind === "ended" ? end() : send(changeEvent(kind)),
    );
    heartbeat = setInterval(() => {
      if (checking) return;
      checking = true;
      stillAllowed()
        .then((allowed) => (allowed ? send(": heartbeat\n\n") : end()))
        .catch((error: unknown) => {
          // The database did not answer: keep the stream, check again at the next heartbeat.
          this.#log.warn(
            `live updates: could not check a stream's session (${error instanceof Error ? error.message : String(error)})`,
          );
          send(": heartbeat\n\n");
        })
        .finally(() => {
          checking = false;
        });
    }, settings.heartbeatMs);
    heartbeat.unref?.();
    if (signal?.aborted) end();
    else signal?.addEventListener("abort", end, { once: true });

    // The reconnection delay, and a first line so the browser and any proxy see the stream start.
    send(`retry: ${settings.retryMs}\n: connected\n\n`);
    if (since !== undefined && this.#bus.mayHaveChangedSince(member, since)) send(changeEvent("missed"));
    return new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS });
  }

  /** Ends every open stream (the server is stopping, or the feed was lost). */
  endAll(): void {
    for (const end of [...this.#open]) end();
  }

  close(): void {
    this.#stopFeed();
    this.endAll();
  }
}
