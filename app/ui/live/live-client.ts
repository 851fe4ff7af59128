/**
 * The browser's side of live updates (decision 127), without React so it can be tested alone:
 * one `EventSource` on `/events`; each change makes the page read its data again (debounced, and
 * never while the tab is hidden or a navigation is on its way).
 *
 * - A change (`event: change`) asks for a reload of the page's data LIVE_DEBOUNCE_MS later, so
 *   the changes of one action (a message and its notification) are read once.
 * - While the tab is hidden nothing is read (as the conversation's polling did); a change heard
 *   meanwhile is read at once when the tab shows again. A tab hidden for LIVE_HIDDEN_CLOSE_MS
 *   closes its stream (browsers open at most 6 connections to a server over HTTP/1.1, and a
 *   stream holds one for good): shown again, it opens a new one and reads once.
 * - While a navigation, a reload or a submission is on its way the change waits; `idle()` reads
 *   it then (what that navigation read may predate the change).
 * - Opened after a drop or a refusal, the page reads once: changes while no stream was open were
 *   missed. The first opening passes `since` (when the page's data was read), and the server
 *   sends a first `missed` change when one may have come after it.
 * - `own` (the member's own action, in this tab or another, or on another device) is left while
 *   this tab is loading a page or submitting (then it was most likely this tab's, and its page is
 *   being read anyway), and read like any change otherwise: during a reload of the page's data it
 *   waits for the reload to end, as other changes do.
 * - The browser reconnects by itself after a dropped stream (the server's `retry:`). When the
 *   server refused (429, 503, 204 signed out) or answered something else, the EventSource is
 *   closed for good: it is opened again after LIVE_RECONNECT_FIRST_MS, doubling up to
 *   LIVE_RECONNECT_MAX_MS (±20 %). `onStatus` says when the stream is open, so the open
 *   conversation polls only while it is not.
 */

/** Where the member's stream is (app/routes/events.tsx). */
export const LIVE_EVENTS_PATH = "/events";
/** How long after a change the page reads again (changes within it are read together). */
export const LIVE_DEBOUNCE_MS = 150;
/** First and longest wait before opening a stream the server refused. */
export const LIVE_RECONNECT_FIRST_MS = 5_000;
export const LIVE_RECONNECT_MAX_MS = 60_000;
/** A tab hidden this long closes its stream until it shows again. */
export const LIVE_HIDDEN_CLOSE_MS = 60_000;

export type LiveStatus = "connecting" | "open" | "closed";

/** What the client needs from the browser (tests pass fakes). */
export type LiveEnvironment = {
  createEventSource(url: string): EventSourceLike;
  isHidden(): boolean;
  onVisibilityChange(listener: () => void): () => void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  random(): number;
};

export type EventSourceLike = {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
};

/** EventSource.CLOSED */
const CLOSED = 2;

export type LiveClientOptions = {
  /** Reads the page's data again (React Router's revalidate). */
  revalidate(): void;
  /** Whether a navigation or a reload is on its way. */
  isBusy(): boolean;
  /**
   * Whether this tab is loading a page (a navigation, not a reload of this page's data): an `own`
   * change heard then was most likely that page's loader's. Without it, `isBusy` stands in.
   */
  isNavigating?(): boolean;
  /** Whether this tab is submitting a change (then it reads its page again by itself). */
  isActing?(): boolean;
  /** When the page's data was read (ms since the epoch), for the first opening. */
  since?: number;
  onStatus(status: LiveStatus): void;
  environment?: LiveEnvironment;
};

export function browserEnvironment(): LiveEnvironment {
  return {
    createEventSource: (url) => new EventSource(url),
    isHidden: () => document.visibilityState === "hidden",
    onVisibilityChange: (listener) => {
      document.addEventListener("visibilitychange", listener);
      return () => document.removeEventListener("visibilitychange", listener);
    },
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    random: Math.random,
  };
}

export type LiveClient = {
  /** A navigation, reload or submission has ended: a change that waited for it is read now. */
  idle(): void;
  stop(): void;
};

export function startLiveClient(options: LiveClientOptions): LiveClient {
  const env = options.environment ?? browserEnvironment();
  let source: EventSourceLike | null = null;
  let stopped = false;
  let pending = false;
  let debounce: unknown;
  let reconnect: unknown;
  let hiddenClose: unknown;
  let reconnectMs = LIVE_RECONNECT_FIRST_MS;
  /** No stream failed since the page loaded: its first opening needs no reading. */
  let unbroken = true;
  let since = options.since;

  const read = () => {
    debounce = undefined;
    // A submission on its way reads the page again by itself when it ends; a reload started now
    // would take its place (React Router then drops the submission's redirect, and with it the
    // snackbar its answer left in the flash cookie), so the change waits for `idle()`.
    if (stopped || !pending || env.isHidden() || options.isBusy() || options.isActing?.()) return;
    pending = false;
    options.revalidate();
  };
  const changed = (delayMs: number) => {
    pending = true;
    if (debounce === undefined) debounce = env.setTimeout(read, delayMs);
  };

  /** Hidden long enough: the stream is closed until the tab shows again. */
  const closeHidden = () => {
    hiddenClose = undefined;
    if (!source || !env.isHidden()) return;
    source.close();
    source = null;
    unbroken = false;
    options.onStatus("closed");
  };
  const closeWhenHiddenLong = () => {
    if (hiddenClose === undefined && env.isHidden()) hiddenClose = env.setTimeout(closeHidden, LIVE_HIDDEN_CLOSE_MS);
  };

  const open = () => {
    reconnect = undefined;
    if (stopped) return;
    closeWhenHiddenLong();
    options.onStatus("connecting");
    const current = env.createEventSource(
      since === undefined ? LIVE_EVENTS_PATH : `${LIVE_EVENTS_PATH}?since=${since}`,
    );
    since = undefined;
    source = current;
    current.addEventListener("open", () => {
      if (source !== current) return;
      reconnectMs = LIVE_RECONNECT_FIRST_MS;
      options.onStatus("open");
      if (!unbroken) changed(0);
    });
    current.addEventListener("change", (event) => {
      if (source !== current) return;
      // The member's own action: when this tab is loading a page or submitting, it was most
      // likely this tab's (a conversation read by its loader, a form sent), whose page is being
      // read anyway. Not so during a reload of this page's data (a live change's, say): that
      // reload may have read before the change, so the change waits for it and is read after.
      const loading = options.isNavigating ? options.isNavigating() : options.isBusy();
      if (kindOf(event) === "own" && (loading || options.isActing?.())) return;
      changed(LIVE_DEBOUNCE_MS);
    });
    current.addEventListener("error", () => {
      if (source !== current) return;
      unbroken = false;
      if (current.readyState !== CLOSED) {
        // Dropped: the browser reconnects by itself after the server's `retry:`.
        options.onStatus("connecting");
        return;
      }
      current.close();
      source = null;
      options.onStatus("closed");
      const wait = reconnectMs * (0.8 + 0.4 * env.random());
      reconnectMs = Math.min(reconnectMs * 2, LIVE_RECONNECT_MAX_MS);
      reconnect = env.setTimeout(open, wait);
    });
  };

  const stopVisibility = env.onVisibilityChange(() => {
    if (env.isHidden()) {
      if (source) closeWhenHiddenLong();
      return;
    }
    if (hiddenClose !== undefined) env.clearTimeout(hiddenClose);
    hiddenClose = undefined;
    // Closed while hidden: open again now (a refused one waits for its own time).
    if (!source && reconnect === undefined) open();
    if (pending && debounce === undefined) read();
  });
  open();

  return {
    idle() {
      if (pending && debounce === undefined) read();
    },
    stop() {
      stopped = true;
      stopVisibility();
      if (debounce !== undefined) env.clearTimeout(debounce);
      if (reconnect !== undefined) env.clearTimeout(reconnect);
      if (hiddenClose !== undefined) env.clearTimeout(hiddenClose);
      source?.close();
      source = null;
    },
  };
}

/** The `kind` of a change event's data (`{"kind":"message"}`), or "" when it has none. */
function kindOf(event: Event): string {
  const data = (event as MessageEvent).data;
  if (typeof data !== "string") return "";
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === "object" && parsed !== null && "kind" in parsed && typeof parsed.kind === "string"
      ? parsed.kind
      : "";
  } catch {
    return "";
  }
}
