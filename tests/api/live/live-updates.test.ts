/**
 * Live updates over HTTP (decision 127): `GET /api/live/events/` streams the caller's changes as
 * Server-Sent Events. Member A's stream hears B's message and connection request (and C's
 * stream hears nothing of them, nor B's, who acted); reading and accepting are heard by the other
 * member, reading twice is heard once, and other areas' notifications are heard too. Streams end when their session or token
 * does, when the backend stops, and are bounded per member. On PostgreSQL a change made through
 * one instance reaches a stream opened on another instance of the same database, and a stream
 * is ended (and refused) while its instance's LISTEN connection is being opened again.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import type { ChangeKind } from "#app/backend/live/changes.ts";
import { sql } from "kysely";
import { openDatabase } from "#app/backend/lib/db/index.ts";
import {
  checkAgainstContract,
  connect,
  member,
  startTestApi,
  TEST_PASSWORD,
  type Member,
  type TestApi,
} from "#tests/api/harness.ts";

const LONG_TOKENS = 30 * 24 * 60 * 60;
const HEARTBEAT_MS = 100;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    accessTokenTtlSeconds: LONG_TOKENS,
    live: { heartbeatMs: HEARTBEAT_MS, maxStreamsPerMember: 3 },
  });
});
afterAll(async () => {
  await api?.close();
});

type Stream = {
  status: number;
  headers: Headers;
  /** The kinds heard so far, in order, but `own`. */
  kinds: ChangeKind[];
  /** How many `own` changes were heard (the member's own actions, for their other tabs). */
  own(): number;
  reset(): void;
  /** Everything read so far. */
  text(): string;
  ended(): boolean;
  close(): void;
};

const open: Stream[] = [];

/** Lets whatever else was going to arrive arrive (a change reaches every stream at once). */
const quietFor = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens `who`'s event stream on `server` (the test API by default) and reads it as it comes. */
async function events(who: Member | { token: string }, server: TestApi = api, since?: number): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/live/events/${since === undefined ? "" : `?since=${since}`}`, {
    headers: { authorization: `Bearer ${who.token}`, accept: "text/event-stream", "accept-encoding": "gzip, br" },
    signal: controller.signal,
  });
  let text = "";
  let ended = false;
  const kinds: ChangeKind[] = [];
  let own = 0;
  if (response.ok && response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const chunk = decoder.decode(value, { stream: true });
          text += chunk;
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const lines = block.split("\n");
            if (lines.includes("event: change")) {
              const data = lines.find((line) => line.startsWith("data: "));
              const kind = data ? (JSON.parse(data.slice(6)) as { kind: ChangeKind }).kind : undefined;
              if (kind === "own") own += 1;
              else if (kind) kinds.push(kind);
            }
          }
        }
      } catch {
        // aborted
      }
      ended = true;
    })();
  } else {
    text = await response.text();
    ended = true;
  }
  const stream: Stream = {
    status: response.status,
    headers: response.headers,
    kinds,
    own: () => own,
    reset: () => (own = 0),
    text: () => text,
    ended: () => ended,
    close: () => controller.abort(),
  };
  open.push(stream);
  return stream;
}

afterAll(() => {
  for (const stream of open) stream.close();
});

/**
 * Waits until every stream has its first lines (it is subscribed by then), and forgets what it
 * heard of changes made just before it opened: on PostgreSQL a NOTIFY reaches the instance
 * a moment after its commit, so a stream opened right after may still hear it.
 */
async function ready(...streams: Stream[]) {
  for (const stream of streams) await vi.waitFor(() => expect(stream.text()).toContain(": connected"));
  await quietFor(200);
  for (const stream of streams) {
    stream.kinds.length = 0;
    stream.reset();
  }
}

async function threeMembers(): Promise<[Member, Member, Member]> {
  return [
    await member(api, { first_name: "Asha" }),
    await member(api, { first_name: "Bala" }),
    await member(api, { first_name: "Chitra" }),
  ];
}

describe("the stream", () => {
  test("text/event-stream, never stored, never buffered, never compressed; starts with retry", async () => {
    const [a] = await threeMembers();
    const stream = await events(a);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers.get("cache-control")).toBe("no-store, no-transform");
    expect(stream.headers.get("x-accel-buffering")).toBe("no");
    expect(stream.headers.get("content-encoding")).toBeNull();
    await vi.waitFor(() => expect(stream.text().startsWith("retry: 3000\n: connected\n\n")).toBe(true));
    // Heartbeats keep it open.
    await vi.waitFor(() => expect(stream.text()).toContain(": heartbeat\n\n"));
    stream.close();
  });

  test("?since= a time: a first `missed` change when one may have come after it; not a time: 400", async () => {
    const [a] = await threeMembers();
    const bad = await api.get("/api/live/events/?since=yesterday", { token: a.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.since[0]).toMatch(/since must be a time/);
    // Long before this instance started: it cannot know, so the page reads again.
    const stale = await events(a, api, 1);
    await vi.waitFor(() => expect(stale.text()).toContain('data: {"kind":"missed"}'));
    // Far ahead (nothing told after it): no first change.
    const fresh = await events(a, api, Date.now() + 60_000);
    await vi.waitFor(() => expect(fresh.text()).toContain(": connected"));
    await quietFor();
    expect(fresh.text()).not.toContain("missed");
  });

  test("without a token: 401 in the envelope; with a bad one too", async () => {
    const anonymous = await fetch(`${api.url}/api/live/events/`);
    expect(anonymous.status).toBe(401);
    const body = await anonymous.json();
    checkAgainstContract(
      "GET",
      "/api/live/events/",
      anonymous.status,
      anonymous.headers.get("content-type") ?? "",
      body,
    );
    expect(body).toMatchObject({ result: false });
    const bad = await events({ token: "nope" });
    expect(bad.status).toBe(401);
  });
});

describe("who hears what", () => {
  test("B's message to A: A hears message and notification, B (who acted) `own` only, C nothing", async () => {
    const [a, b, c] = await threeMembers();
    await connect(api, a, b);
    const [toA, toB, toC] = [await events(a), await events(b), await events(c)];
    await ready(toA, toB, toC);
    const sent = await api.post(
      "/api/chat/message/send/",
      { participant_id: a.id, text: "Hello A" },
      { token: b.token },
    );
    expect(sent.status).toBe(201);
    await vi.waitFor(() => expect([...toA.kinds].sort()).toEqual(["message", "notification"]));
    await quietFor();
    expect(toB.kinds).toEqual([]);
    // B's other tabs read again (the tab that sent leaves it: ui/live/live-client.ts).
    expect(toB.own()).toBe(1);
    expect(toC.kinds).toEqual([]);
    expect(toC.own()).toBe(0);
    // No private content on the wire: kinds only.
    expect(toA.text()).not.toContain("Hello A");
    expect(toA.text()).not.toContain(String(b.id));

    // A reads it: B hears `conversation` (their "Seen"); A, who read, nothing. Reading again
    // changes nothing and is heard by no one.
    const conversationId = sent.body.data.conversation.id;
    const read = await api.get(`/api/chat/conversation/read/?conversation_id=${conversationId}`, { token: a.token });
    expect(read.status).toBe(200);
    await vi.waitFor(() => expect(toB.kinds).toEqual(["conversation"]));
    await api.get(`/api/chat/conversation/read/?conversation_id=${conversationId}`, { token: a.token });
    await api.get(`/api/chat/message/polling/?conversation_id=${conversationId}&after=0`, { token: a.token });
    await quietFor();
    expect(toA.kinds).toHaveLength(2);
    expect(toA.own()).toBe(1);
    expect(toB.kinds).toEqual(["conversation"]);

    // A replies and B polls it (marking it read): A hears "Seen" by polling too.
    const reply = await api.post(
      "/api/chat/message/send/",
      { conversation_id: conversationId, text: "Hi B" },
      { token: a.token },
    );
    expect(reply.status).toBe(201);
    await vi.waitFor(() =>
      expect([toB.kinds[0], ...toB.kinds.slice(1).sort()]).toEqual(["conversation", "message", "notification"]),
    );
    await api.get(`/api/chat/message/polling/?conversation_id=${conversationId}&after=${sent.body.data.message.id}`, {
      token: b.token,
    });
    await vi.waitFor(() =>
      expect([...toA.kinds.slice(0, 2).sort(), ...toA.kinds.slice(2)]).toEqual([
        "message",
        "notification",
        "conversation",
      ]),
    );

    // B deletes their message: A hears it.
    const deleted = await api.del(
      "/api/chat/message/delete/",
      { message_id: sent.body.data.message.id },
      { token: b.token },
    );
    expect(deleted.status).toBe(200);
    await vi.waitFor(() => expect(toA.kinds).toHaveLength(4));
    expect(toA.kinds.at(-1)).toBe("conversation");
    await quietFor();
    expect(toB.kinds).toHaveLength(3);
    expect(toC.kinds).toEqual([]);
    expect(toC.own()).toBe(0);
  });

  test("a connection request: A hears request and notification; accepting: B hears both; C nothing", async () => {
    const [a, b, c] = await threeMembers();
    const [toA, toB, toC] = [await events(a), await events(b), await events(c)];
    await ready(toA, toB, toC);
    expect((await api.post("/api/connection/create/", { user_id: a.id }, { token: b.token })).status).toBe(201);
    await vi.waitFor(() => expect([...toA.kinds].sort()).toEqual(["notification", "request"]));

    expect((await api.post("/api/connection/approve/", { user_id: b.id }, { token: a.token })).status).toBe(200);
    await vi.waitFor(() => expect([...toB.kinds].sort()).toEqual(["notification", "request"]));
    await quietFor();
    expect(toA.kinds).toHaveLength(2);

    expect(toA.own()).toBe(1);
    expect(toB.own()).toBe(1);

    // A refused request (already connected) changes nothing and tells nothing.
    expect((await api.post("/api/connection/create/", { user_id: a.id }, { token: b.token })).status).toBe(409);
    await quietFor();
    expect(toA.kinds).toHaveLength(2);
    expect(toB.kinds).toHaveLength(2);
    expect(toB.own()).toBe(1);
    expect(toC.kinds).toEqual([]);
  });

  test("a withdrawn request takes its notification with it: the recipient hears both", async () => {
    const [a, b] = await threeMembers();
    const toA = await events(a);
    await ready(toA);
    await api.post("/api/connection/create/", { user_id: a.id }, { token: b.token });
    await vi.waitFor(() => expect(toA.kinds).toHaveLength(2));
    const removed = await api.del("/api/connection/remove/", { remove_user_id: a.id }, { token: b.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await vi.waitFor(() => expect([...toA.kinds.slice(2)].sort()).toEqual(["notification", "request"]));
  });

  test("marking your notifications read tells no one (you did it, and nothing live records it)", async () => {
    const [a, b] = await threeMembers();
    await api.post("/api/connection/create/", { user_id: a.id }, { token: b.token });
    const [toA, toB] = [await events(a), await events(b)];
    await ready(toA, toB);
    expect((await api.post("/api/notification/read/", { all: true }, { token: a.token })).status).toBe(200);
    await quietFor();
    expect(toA.kinds).toEqual([]);
    expect(toA.own()).toBe(0);
    expect(toB.kinds).toEqual([]);
  });

  test("notifications of other areas are heard too: an application, its viewing, its withdrawal", async () => {
    const [poster, asker] = await threeMembers();
    const { createPost } = await import("#tests/api/jobs-harness.ts");
    const post = await createPost(api, poster, { title: "Backend engineer" });
    const [toPoster, toAsker] = [await events(poster), await events(asker)];
    await ready(toPoster, toAsker);
    const asked = await api.post("/api/job-post/referral/create/", { job_post_id: post.id }, { token: asker.token });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    await vi.waitFor(() => expect(toPoster.kinds).toEqual(["notification"]));
    // The poster reads the applications: the applicant is told it was viewed.
    expect((await api.get(`/api/job-post/referral/list/?job_post_id=${post.id}`, { token: poster.token })).status).toBe(
      200,
    );
    await vi.waitFor(() => expect(toAsker.kinds).toEqual(["notification"]));
    const withdrawn = await api.post(
      "/api/job-post/referral/withdraw/",
      { referral_id: asked.body.data.referral_id },
      { token: asker.token },
    );
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    await vi.waitFor(() => expect(toPoster.kinds).toEqual(["notification", "notification"]));
    await quietFor();
    expect(toAsker.kinds).toEqual(["notification"]);
  });
});

describe("how streams end", () => {
  test("logging out ends the stream at the next heartbeat; the stream's listener is gone", async () => {
    const a = await member(api);
    const login = await api.post("/api/user/login/", { email: a.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const session = login.body.data;
    const stream = await events({ token: session.access_token });
    await ready(stream);
    expect(
      (await api.post("/api/user/logout/", { refresh_token: session.refresh_token }, { token: session.access_token }))
        .status,
    ).toBe(200);
    await vi.waitFor(() => expect(stream.ended()).toBe(true), { timeout: 5_000 });
  });

  test("an expired token ends the stream (the web app reconnects with a renewed one)", async () => {
    const short = await startTestApi({ accessTokenTtlSeconds: 60, live: { heartbeatMs: HEARTBEAT_MS } });
    try {
      const a = await member(short);
      const stream = await events(a, short);
      await ready(stream);
      await quietFor(3 * HEARTBEAT_MS);
      expect(stream.ended()).toBe(false);
      short.clock.advance(61_000);
      await vi.waitFor(() => expect(stream.ended()).toBe(true), { timeout: 5_000 });
      expect(short.backend.live.streams.count).toBe(0);
    } finally {
      await short.close();
    }
  });

  test("a client that goes away is forgotten", async () => {
    const a = await member(api);
    const before = api.backend.live.streams.count;
    const stream = await events(a);
    await ready(stream);
    expect(api.backend.live.streams.count).toBe(before + 1);
    stream.close();
    await vi.waitFor(() => expect(api.backend.live.streams.count).toBe(before));
  });

  test("at most 3 streams per member here (10 by default): the next is 429 with Retry-After", async () => {
    const a = await member(api);
    const streams = [await events(a), await events(a), await events(a)];
    await ready(...streams);
    const refused = await events(a);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(JSON.parse(refused.text())).toMatchObject({
      result: false,
      message: expect.stringMatching(/Too many live update streams/),
    });
    streams[0].close();
    await vi.waitFor(async () => expect((await events(a)).status).toBe(200));
  });

  test("endStreams() and close() end open streams without waiting for them", async () => {
    const other = await startTestApi({ accessTokenTtlSeconds: LONG_TOKENS });
    const a = await member(other);
    const first = await events(a, other);
    await ready(first);
    other.backend.endStreams();
    await vi.waitFor(() => expect(first.ended()).toBe(true));
    const second = await events(a, other);
    await ready(second);
    const started = Date.now();
    await other.backend.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    await vi.waitFor(() => expect(second.ended()).toBe(true));
    await other.close();
  });
});

describe.runIf(process.env.TEST_DB === "postgres")("several instances on one PostgreSQL database", () => {
  test("a message and a request made through instance 1 reach A's stream on instance 2, and not C's", async () => {
    const second = await startTestApi({ databaseUrl: api.databaseUrl, accessTokenTtlSeconds: LONG_TOKENS });
    try {
      const [a, b, c] = await threeMembers();
      await connect(api, a, b);
      const toA = await events(a, second);
      const toC = await events(c, second);
      await ready(toA, toC);
      expect(
        (
          await api.post(
            "/api/chat/message/send/",
            { participant_id: a.id, text: "Across instances" },
            { token: b.token },
          )
        ).status,
      ).toBe(201);
      await vi.waitFor(() => expect([...toA.kinds].sort()).toEqual(["message", "notification"]));
      expect((await api.post("/api/connection/create/", { user_id: a.id }, { token: c.token })).status).toBe(201);
      await vi.waitFor(() => expect([...toA.kinds.slice(2)].sort()).toEqual(["notification", "request"]));
      // C's stream (on instance 2) hears nothing: neither B's message nor C's own request.
      await quietFor();
      expect(toC.kinds).toEqual([]);
    } finally {
      await second.close();
    }
  });

  test("while the LISTEN connection is lost its instance's streams end and new ones are 503; then all is back", async () => {
    const second = await startTestApi({
      databaseUrl: api.databaseUrl,
      accessTokenTtlSeconds: LONG_TOKENS,
      live: { listenRetry: { firstMs: 1_000, maxMs: 1_000 } },
    });
    try {
      const [a, b] = await threeMembers();
      await connect(api, a, b);
      const stream = await events(a, second);
      await ready(stream);
      const pid = second.backend.live.bus.listenerProcessId();
      const handle = openDatabase(api.databaseUrl, { poolSize: 1 });
      try {
        await sql`select pg_terminate_backend(${pid})`.execute(handle.db);
      } finally {
        await handle.close();
      }
      await vi.waitFor(() => expect(stream.ended()).toBe(true), { timeout: 5_000 });
      const refused = await events(a, second);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("10");
      await vi.waitFor(() => expect(second.backend.live.bus.feedUp).toBe(true), { timeout: 5_000 });
      const again = await events(a, second);
      await ready(again);
      expect(
        (await api.post("/api/chat/message/send/", { participant_id: a.id, text: "Back again" }, { token: b.token }))
          .status,
      ).toBe(201);
      await vi.waitFor(() => expect(again.kinds).toContain("message"));
    } finally {
      await second.close();
    }
  });
});
