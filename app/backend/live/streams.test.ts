/**
 * The event streams of one instance (decision 127): the first lines (`retry:`), a change as
 * `event: change`, heartbeats that check the session again, the limits per instance and per
 * member, and every way a stream ends (the client goes, its session ends, endAll, close).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { openDatabase, type OpenDatabase } from "#app/backend/lib/db/index.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import type { Logger } from "#app/backend/lib/log.ts";
import { LiveBus } from "./bus.ts";
import { EVENT_STREAM_HEADERS, LIVE_MESSAGES, LIVE_STREAM_DEFAULTS, LiveStreams } from "./streams.ts";

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** Reads a stream's text as it comes; `ended` once the stream is closed. */
function reading(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const state = { text: "", ended: false };
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      state.text += decoder.decode(value, { stream: true });
    }
    state.ended = true;
  })();
  return { state, cancel: () => reader.cancel() };
}

const allowed = async () => true;

let database: OpenDatabase;
let bus: LiveBus;
let streams: LiveStreams;
beforeEach(async () => {
  database = openDatabase(":memory:");
  bus = await LiveBus.open({ db: database.db, dialect: "sqlite", databaseUrl: ":memory:", log: quiet });
});
afterEach(async () => {
  streams?.close();
  await bus.close();
  await database.close();
});

describe("LiveStreams", () => {
  test("defaults: 1000 streams, 10 per member, a heartbeat every 20 s, reconnect after 3 s", () => {
    expect(LIVE_STREAM_DEFAULTS).toEqual({
      maxStreams: 1000,
      maxStreamsPerMember: 10,
      heartbeatMs: 20_000,
      retryMs: 3_000,
    });
  });

  test("a stream starts with retry and a comment, then tells the member's changes only", async () => {
    streams = new LiveStreams(bus, {}, quiet);
    const response = streams.open({ member: 1, stillAllowed: allowed });
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(EVENT_STREAM_HEADERS)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store, no-transform");
    expect(response.headers.get("X-Accel-Buffering")).toBe("no");
    const { state } = reading(response);
    await vi.waitFor(() => expect(state.text).toBe("retry: 3000\n: connected\n\n"));
    await bus.publish([
      { member: 2, kind: "message" },
      { member: 1, kind: "message" },
      { member: 1, kind: "request" },
    ]);
    await vi.waitFor(() =>
      expect(state.text).toBe(
        'retry: 3000\n: connected\n\nevent: change\ndata: {"kind":"message"}\n\nevent: change\ndata: {"kind":"request"}\n\n',
      ),
    );
    expect(streams.count).toBe(1);
  });

  test("`since`: a change told at or after it is sent at once as `missed`; none, nothing", async () => {
    streams = new LiveStreams(bus, {}, quiet);
    // Before this instance knew anything: maybe, so yes.
    const old = reading(streams.open({ member: 1, stillAllowed: allowed, since: Date.now() - 600_000 }));
    await vi.waitFor(() =>
      expect(old.state.text).toBe('retry: 3000\n: connected\n\nevent: change\ndata: {"kind":"missed"}\n\n'),
    );
    // Nothing told to member 1 lately (a second from now is past the 2 s margin of what it knows).
    const quietSince = reading(streams.open({ member: 1, stillAllowed: allowed, since: Date.now() + 10_000 }));
    await vi.waitFor(() => expect(quietSince.state.text).toBe("retry: 3000\n: connected\n\n"));
    const since = Date.now() + 1_000;
    await bus.publish([{ member: 1, kind: "message" }]);
    const after = reading(streams.open({ member: 1, stillAllowed: allowed, since }));
    await vi.waitFor(() =>
      expect(after.state.text).toBe('retry: 3000\n: connected\n\nevent: change\ndata: {"kind":"missed"}\n\n'),
    );
    const other = reading(streams.open({ member: 2, stillAllowed: allowed, since: Date.now() + 10_000 }));
    await vi.waitFor(() => expect(other.state.text).toBe("retry: 3000\n: connected\n\n"));
  });

  test("heartbeats are comment lines; each checks the session again, and a refusal ends the stream", async () => {
    streams = new LiveStreams(bus, { heartbeatMs: 30 }, quiet);
    let ok = true;
    const check = vi.fn(async () => ok);
    const { state } = reading(streams.open({ member: 1, stillAllowed: check }));
    await vi.waitFor(() => expect(state.text.match(/: heartbeat\n\n/g)?.length ?? 0).toBeGreaterThanOrEqual(2));
    expect(check).toHaveBeenCalled();
    ok = false;
    await vi.waitFor(() => expect(state.ended).toBe(true));
    expect(streams.count).toBe(0);
    expect(bus.listenedMembers).toBe(0);
  });

  test("a session check that fails (database away) keeps the stream", async () => {
    const warnings: string[] = [];
    streams = new LiveStreams(bus, { heartbeatMs: 20 }, { ...quiet, warn: (m) => warnings.push(m) });
    const { state } = reading(
      streams.open({
        member: 1,
        stillAllowed: async () => {
          throw new Error("database is away");
        },
      }),
    );
    await vi.waitFor(() => expect(state.text).toContain(": heartbeat"));
    expect(state.ended).toBe(false);
    expect(warnings[0]).toMatch(/could not check a stream's session \(database is away\)/);
  });

  test("the client going (signal or cancel) ends it and forgets its listener", async () => {
    streams = new LiveStreams(bus, {}, quiet);
    const controller = new AbortController();
    reading(streams.open({ member: 1, stillAllowed: allowed, signal: controller.signal }));
    const second = reading(streams.open({ member: 1, stillAllowed: allowed }));
    expect(streams.count).toBe(2);
    controller.abort();
    expect(streams.count).toBe(1);
    await second.cancel();
    expect(streams.count).toBe(0);
    expect(bus.listenedMembers).toBe(0);
    // An already aborted request gets a stream that is over at once.
    const gone = new AbortController();
    gone.abort();
    const late = reading(streams.open({ member: 3, stillAllowed: allowed, signal: gone.signal }));
    await vi.waitFor(() => expect(late.state.ended).toBe(true));
    expect(streams.count).toBe(0);
  });

  test("per instance and per member limits: 503 and 429 with Retry-After", async () => {
    streams = new LiveStreams(bus, { maxStreams: 3, maxStreamsPerMember: 2 }, quiet);
    streams.open({ member: 1, stillAllowed: allowed });
    streams.open({ member: 1, stillAllowed: allowed });
    const perMember = (() => {
      try {
        streams.open({ member: 1, stillAllowed: allowed });
      } catch (error) {
        return error;
      }
    })();
    expect(perMember).toBeInstanceOf(ApiError);
    expect(perMember).toMatchObject({ status: 429, message: LIVE_MESSAGES.tooMany, headers: { "Retry-After": "30" } });
    const third = streams.open({ member: 2, stillAllowed: allowed });
    expect(() => streams.open({ member: 4, stillAllowed: allowed })).toThrow(LIVE_MESSAGES.busy);
    try {
      streams.open({ member: 4, stillAllowed: allowed });
    } catch (error) {
      expect(error).toMatchObject({ status: 503, headers: { "Retry-After": "30" } });
    }
    // A place freed is a place taken again.
    await third.body!.cancel();
    expect(streams.open({ member: 4, stillAllowed: allowed }).status).toBe(200);
  });

  test("endAll ends every stream; close also stops listening to the feed", async () => {
    streams = new LiveStreams(bus, {}, quiet);
    const a = reading(streams.open({ member: 1, stillAllowed: allowed }));
    const b = reading(streams.open({ member: 2, stillAllowed: allowed }));
    streams.endAll();
    await vi.waitFor(() => expect(a.state.ended && b.state.ended).toBe(true));
    expect(streams.count).toBe(0);
    expect(bus.listenedMembers).toBe(0);
    streams.close();
  });

  test("no stream while the feed is down (the bus closed)", async () => {
    streams = new LiveStreams(bus, {}, quiet);
    await bus.close();
    expect(() => streams.open({ member: 1, stillAllowed: allowed })).toThrow(LIVE_MESSAGES.unavailable);
  });

  test("a client that does not read is let go once 64 kB wait for it", async () => {
    streams = new LiveStreams(bus, {}, quiet);
    streams.open({ member: 1, stillAllowed: allowed });
    // Nobody reads: each change queues about 40 bytes.
    for (let i = 0; i < 1000 && streams.count > 0; i++) await bus.publish([{ member: 1, kind: "notification" }]);
    expect(streams.count).toBe(1);
    for (let i = 0; i < 2000 && streams.count > 0; i++) await bus.publish([{ member: 1, kind: "notification" }]);
    expect(streams.count).toBe(0);
  });
});
