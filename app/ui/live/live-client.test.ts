/**
 * The browser's live-update client (decision 127) with a fake EventSource, clock and tab: a change
 * reloads the page's data once (debounced), never while the tab is hidden or a navigation runs,
 * a re-opened stream reads once, and a refused stream is opened again with growing waits.
 */
import { beforeEach, describe, expect, test } from "vitest";
import {
  LIVE_DEBOUNCE_MS,
  LIVE_EVENTS_PATH,
  LIVE_HIDDEN_CLOSE_MS,
  LIVE_RECONNECT_FIRST_MS,
  LIVE_RECONNECT_MAX_MS,
  startLiveClient,
  type EventSourceLike,
  type LiveEnvironment,
  type LiveStatus,
} from "./live-client.ts";

class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  readonly listeners = new Map<string, Array<(event: Event) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, readyState?: number, data?: string) {
    if (readyState !== undefined) this.readyState = readyState;
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

let now: number;
let timers: Array<{ at: number; callback: () => void; id: number }>;
let sources: FakeSource[];
let hidden: boolean;
let visibility: Array<() => void>;
let busy: boolean;
let revalidations: number;
let statuses: LiveStatus[];

const environment: LiveEnvironment = {
  createEventSource: (url) => {
    const source = new FakeSource(url);
    sources.push(source);
    return source;
  },
  isHidden: () => hidden,
  onVisibilityChange: (listener) => {
    visibility.push(listener);
    return () => (visibility = visibility.filter((l) => l !== listener));
  },
  setTimeout: (callback, ms) => {
    const id = Math.random();
    timers.push({ at: now + ms, callback, id });
    return id;
  },
  clearTimeout: (id) => (timers = timers.filter((timer) => timer.id !== id)),
  random: () => 0.5,
};

/** Moves the fake clock, running the timers that fall due. */
function advance(ms: number) {
  const until = now + ms;
  for (;;) {
    const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
    if (!due) break;
    timers = timers.filter((timer) => timer !== due);
    now = due.at;
    due.callback();
  }
  now = until;
}

function setHidden(value: boolean) {
  hidden = value;
  for (const listener of visibility) listener();
}

let acting: boolean;
let navigating: boolean | undefined;

function start(since?: number) {
  return startLiveClient({
    revalidate: () => void revalidations++,
    isBusy: () => busy,
    isActing: () => acting,
    isNavigating: navigating === undefined ? undefined : () => navigating!,
    since,
    onStatus: (status) => statuses.push(status),
    environment,
  });
}

beforeEach(() => {
  now = 0;
  timers = [];
  sources = [];
  hidden = false;
  visibility = [];
  busy = false;
  acting = false;
  navigating = undefined;
  revalidations = 0;
  statuses = [];
});

describe("live client", () => {
  test("opens one stream on /events; the first opening reads nothing", () => {
    start();
    expect(sources.map((source) => source.url)).toEqual([LIVE_EVENTS_PATH]);
    sources[0].emit("open", 1);
    expect(statuses).toEqual(["connecting", "open"]);
    advance(1_000);
    expect(revalidations).toBe(0);
  });

  test("the first opening passes `since` (when the page was read); later ones do not", () => {
    start(1_700_000_000_000);
    expect(sources.map((source) => source.url)).toEqual([`${LIVE_EVENTS_PATH}?since=1700000000000`]);
    sources[0].emit("open", 1);
    sources[0].emit("change", 1, '{"kind":"missed"}');
    advance(LIVE_DEBOUNCE_MS);
    expect(revalidations).toBe(1);
    sources[0].emit("error", 2);
    advance(LIVE_RECONNECT_MAX_MS);
    expect(sources.map((source) => source.url)).toEqual([`${LIVE_EVENTS_PATH}?since=1700000000000`, LIVE_EVENTS_PATH]);
  });

  test("`own` (the member acted) is read unless this tab is submitting or loading", () => {
    const client = start();
    sources[0].emit("open", 1);
    busy = true;
    sources[0].emit("change", 1, '{"kind":"own"}');
    busy = false;
    advance(1_000);
    expect(revalidations).toBe(0);
    acting = true;
    sources[0].emit("change", 1, '{"kind":"own"}');
    advance(1_000);
    expect(revalidations).toBe(0);
    // Others' changes are read once the submission has ended (a reload started during it would
    // take the place of the submission's own, which reads the flash its answer left).
    sources[0].emit("change", 1, '{"kind":"message"}');
    advance(LIVE_DEBOUNCE_MS);
    expect(revalidations).toBe(0);
    acting = false;
    client.idle();
    expect(revalidations).toBe(1);
    sources[0].emit("change", 1, '{"kind":"own"}');
    advance(LIVE_DEBOUNCE_MS);
    expect(revalidations).toBe(2);
    // Data that is not JSON is a change like any other.
    sources[0].emit("change", 1, "not json");
    advance(LIVE_DEBOUNCE_MS);
    expect(revalidations).toBe(3);
  });

  test("`own` heard during a reload of the page's data (not a navigation) is read after it", () => {
    navigating = false;
    const client = start();
    sources[0].emit("open", 1);
    // A reload is on its way (a live change's): busy, but not loading another page.
    busy = true;
    sources[0].emit("change", 1, '{"kind":"own"}');
    advance(1_000);
    expect(revalidations).toBe(0);
    busy = false;
    client.idle();
    expect(revalidations).toBe(1);
    // Loading a page: the own change was most likely its loader's, and is left.
    busy = true;
    navigating = true;
    sources[0].emit("change", 1, '{"kind":"own"}');
    busy = false;
    navigating = false;
    client.idle();
    advance(1_000);
    expect(revalidations).toBe(1);
  });

  test("changes close together are read once, after the debounce", () => {
    start();
    sources[0].emit("open", 1);
    sources[0].emit("change");
    sources[0].emit("change");
    advance(LIVE_DEBOUNCE_MS - 1);
    expect(revalidations).toBe(0);
    sources[0].emit("change");
    advance(1);
    expect(revalidations).toBe(1);
    sources[0].emit("change");
    advance(LIVE_DEBOUNCE_MS);
    expect(revalidations).toBe(2);
  });

  test("nothing is read while the tab is hidden; what was heard is read as soon as it shows", () => {
    start();
    sources[0].emit("open", 1);
    setHidden(true);
    sources[0].emit("change");
    advance(10_000);
    expect(revalidations).toBe(0);
    setHidden(false);
    expect(revalidations).toBe(1);
    // Showing again with nothing heard reads nothing.
    setHidden(true);
    setHidden(false);
    expect(revalidations).toBe(1);
  });

  test("a tab hidden for a minute closes its stream; shown again it opens one and reads once", () => {
    start();
    sources[0].emit("open", 1);
    setHidden(true);
    // A short absence keeps the stream.
    advance(LIVE_HIDDEN_CLOSE_MS - 1);
    setHidden(false);
    expect(sources[0].closed).toBe(false);
    expect(revalidations).toBe(0);
    setHidden(true);
    advance(LIVE_HIDDEN_CLOSE_MS);
    expect(sources[0].closed).toBe(true);
    expect(statuses.at(-1)).toBe("closed");
    advance(10 * 60_000);
    expect(sources).toHaveLength(1);
    setHidden(false);
    expect(sources).toHaveLength(2);
    sources[1].emit("open", 1);
    advance(0);
    expect(revalidations).toBe(1);
  });

  test("a page loaded in a hidden tab closes its stream after a minute too", () => {
    hidden = true;
    start();
    sources[0].emit("open", 1);
    advance(LIVE_HIDDEN_CLOSE_MS);
    expect(sources[0].closed).toBe(true);
  });

  test("a change heard during a navigation is read once it has ended", () => {
    const client = start();
    sources[0].emit("open", 1);
    busy = true;
    sources[0].emit("change");
    advance(1_000);
    expect(revalidations).toBe(0);
    busy = false;
    client.idle();
    expect(revalidations).toBe(1);
    client.idle();
    expect(revalidations).toBe(1);
  });

  test("a dropped stream is left to the browser to reconnect; opened again, the page reads once", () => {
    start();
    sources[0].emit("open", 1);
    sources[0].emit("error", 0);
    expect(statuses.at(-1)).toBe("connecting");
    expect(sources).toHaveLength(1);
    advance(60_000);
    expect(sources).toHaveLength(1);
    sources[0].emit("open", 1);
    expect(statuses.at(-1)).toBe("open");
    advance(0);
    expect(revalidations).toBe(1);
  });

  test("a refused stream is closed and opened again after 5 s, 10 s, … up to a minute", () => {
    start();
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const source = sources.at(-1)!;
      source.emit("error", 2);
      expect(source.closed).toBe(true);
      expect(statuses.at(-1)).toBe("closed");
      const timer = timers.at(-1)!;
      waits.push(timer.at - now);
      advance(timer.at - now);
      expect(sources).toHaveLength(i + 2);
    }
    expect(waits).toEqual([5_000, 10_000, 20_000, 40_000, LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_MAX_MS]);
    // Once open, the next refusal waits the first time again; this opening reads (it is a re-opening).
    sources.at(-1)!.emit("open", 1);
    advance(0);
    expect(revalidations).toBe(1);
    sources.at(-1)!.emit("error", 2);
    expect(timers.at(-1)!.at - now).toBe(LIVE_RECONNECT_FIRST_MS);
  });

  test("stop closes the stream and forgets what was pending", () => {
    const client = start();
    sources[0].emit("open", 1);
    sources[0].emit("change");
    client.stop();
    expect(sources[0].closed).toBe(true);
    advance(10_000);
    expect(revalidations).toBe(0);
    expect(visibility).toHaveLength(0);
    // Events of a closed stream are ignored.
    sources[0].emit("error", 2);
    expect(sources).toHaveLength(1);
  });
});
