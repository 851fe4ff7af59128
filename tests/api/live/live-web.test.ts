/**
 * Live updates through the real server (`node server.js` on the build, decision 127): the page
 * route `/events` relays the signed-in member's stream with the session cookie, past the page
 * turns (PAGE_CONCURRENCY), the compression and the caching middleware; a visitor gets 204; a
 * stream that is let go frees its place; and the server stops at once with streams open.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { DEMO, startWebApp, type WebApp } from "#tests/api/web-server.ts";

type Stream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text(): string;
  kinds(): string[];
  ended(): boolean;
  close(): void;
};

/** GET `path` with node:http (no client-side buffering), read as it comes. */
function openStream(base: string, path: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      new URL(path, base),
      { headers: { accept: "text/event-stream", ...headers }, agent: false },
      (res) => {
        let text = "";
        let ended = false;
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => (ended = true));
        res.on("close", () => (ended = true));
        res.on("error", () => (ended = true));
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: () => text,
          kinds: () => [...text.matchAll(/^data: (\{.*\})$/gm)].map((m) => JSON.parse(m[1]).kind as string),
          ended: () => ended,
          close: () => req.destroy(),
        });
      },
    );
    req.on("error", reject);
  });
}

let web: WebApp;
let asha: string;
const streams: Stream[] = [];
async function stream(path = "/events", headers: Record<string, string> = {}): Promise<Stream> {
  const opened = await openStream(web.url, path, { cookie: asha, ...headers });
  streams.push(opened);
  return opened;
}

beforeAll(async () => {
  // One page at a time: a stream must not hold the only turn.
  web = await startWebApp({ name: "live-web", env: { PAGE_CONCURRENCY: "1", LIVE_HEARTBEAT_SECONDS: "1" } });
  asha = await web.login(DEMO.individual.email, DEMO.individual.password);
}, 180_000);

afterAll(async () => {
  for (const open of streams) open.close();
  await web?.stop();
});

describe("/events", () => {
  test("a visitor gets 204 No Content (an EventSource then stops)", async () => {
    const res = await web.raw("GET", "/events", { headers: { accept: "text/event-stream" } });
    expect(res.status).toBe(204);
    expect(res.headers["cache-control"]).toMatch(/no-store/);
  });

  test("a member's stream: event-stream headers, not compressed, not stored, with heartbeats", async () => {
    const events = await stream("/events", { "accept-encoding": "gzip, deflate, br" });
    expect(events.status).toBe(200);
    expect(events.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(events.headers["x-accel-buffering"]).toBe("no");
    expect(events.headers["cache-control"]).toMatch(/no-store/);
    expect(events.headers["content-encoding"]).toBeUndefined();
    expect(events.headers["content-length"]).toBeUndefined();
    await vi.waitFor(() => expect(events.text()).toContain("retry: 3000\n: connected\n\n"));
    await vi.waitFor(() => expect(events.text()).toContain(": heartbeat\n\n"), { timeout: 5_000 });
    events.close();
  });

  test("Rahul's message to Asha is heard on her stream", async () => {
    const events = await stream();
    await vi.waitFor(() => expect(events.text()).toContain(": connected"));
    const rahul = await web.token(DEMO.other.email, DEMO.other.password);
    const ashaId = await ashaUserId();
    const sent = await web.raw("POST", "/api/chat/message/send/", {
      headers: { "content-type": "application/json", authorization: `Bearer ${rahul}` },
      body: JSON.stringify({ participant_id: ashaId, text: "Are you there?" }),
    });
    expect(sent.status, sent.body).toBe(201);
    await vi.waitFor(() => expect(events.kinds()).toEqual(expect.arrayContaining(["message", "notification"])));
    expect(events.text()).not.toContain("Are you there?");
    events.close();
  });

  test("open streams do not hold the page queue (PAGE_CONCURRENCY=1)", async () => {
    const open = await Promise.all([stream(), stream(), stream()]);
    for (const events of open) expect(events.status).toBe(200);
    const started = Date.now();
    const page = await web.raw("GET", "/individual/messages", { cookie: asha, timeoutMs: 10_000 });
    expect(page.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const events of open) events.close();
  });

  test("a stream let go frees its place: 10 per member, the 11th is 429, then one is free again", async () => {
    await vi.waitFor(async () => {
      const probe = await stream();
      probe.close();
      expect(probe.status).toBe(200);
    });
    // Whatever earlier tests left is gone (each close is seen by the server).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ten = await Promise.all(Array.from({ length: 10 }, () => stream()));
    expect(ten.map((events) => events.status)).toEqual(Array(10).fill(200));
    const eleventh = await stream();
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers["retry-after"]).toBe("30");
    for (const events of ten) events.close();
    await vi.waitFor(async () => {
      const again = await stream();
      again.close();
      expect(again.status).toBe(200);
    });
  });

  test("the server stops at once with streams open; the streams end", async () => {
    const open = await Promise.all([stream(), stream()]);
    for (const events of open) await vi.waitFor(() => expect(events.text()).toContain(": connected"));
    const started = Date.now();
    await web.server.stop();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(web.server.exited()).toMatchObject({ code: 0 });
    for (const events of open) await vi.waitFor(() => expect(events.ended()).toBe(true));
  });
});

async function ashaUserId(): Promise<number> {
  const login = await web.raw("POST", "/api/user/login/", {
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO.individual),
  });
  return JSON.parse(login.body).data.user.id as number;
}
