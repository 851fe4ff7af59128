/**
 * The round-robin proxy of the two-instance browser test (tests/e2e/support/round-robin-proxy.ts,
 * decision 128), against two small upstreams: turns, pinning, the forwarded client address,
 * request bodies, and streamed answers (an event stream's first event passes before the answer
 * ends; a client that goes away ends the upstream's answer too).
 */
import { once } from "node:events";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CLIENT_ADDRESS_HEADER,
  PIN_HEADER,
  SERVED_BY_HEADER,
  startRoundRobinProxy,
  type RoundRobinProxy,
} from "#tests/e2e/support/round-robin-proxy.ts";

type Upstream = { server: http.Server; port: number; seen: IncomingMessage[]; streamClosed: Promise<void> };

async function upstream(name: string): Promise<Upstream> {
  const seen: IncomingMessage[] = [];
  let closed!: () => void;
  const streamClosed = new Promise<void>((resolve) => (closed = resolve));
  const server = http.createServer(async (req: IncomingMessage, res: ServerResponse) => {
    seen.push(req);
    if (req.url === "/events") {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-store" });
      res.write("data: first\n\n");
      // Never ends by itself: only the client going away closes it.
      res.on("close", () => closed());
      return;
    }
    let body = "";
    for await (const chunk of req) body += chunk;
    res.writeHead(200, { "content-type": "application/json", "set-cookie": ["a=1; Path=/", "b=2; Path=/"] });
    res.end(JSON.stringify({ name, method: req.method, url: req.url, body, headers: req.headers }));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, port: (server.address() as AddressInfo).port, seen, streamClosed };
}

describe("round-robin proxy of the two-instance test", () => {
  let a: Upstream;
  let b: Upstream;
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    a = await upstream("a");
    b = await upstream("b");
    proxy = await startRoundRobinProxy();
    proxy.setUpstreams([
      { host: "127.0.0.1", port: a.port },
      { host: "127.0.0.1", port: b.port },
    ]);
  });
  afterAll(async () => {
    await proxy.close();
    for (const u of [a, b]) {
      u.server.closeAllConnections();
      u.server.close();
    }
  });

  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${proxy.url.replace("localhost", "127.0.0.1")}${path}`, init);
    return {
      res,
      json: (await res.json()) as {
        name: string;
        method: string;
        url: string;
        body: string;
        headers: Record<string, string>;
      },
    };
  };

  it("sends requests to the instances in turn, says who answered, and keeps every Set-Cookie", async () => {
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { res, json } = await call(`/n/${i}?q=${i}`);
      expect(res.headers.get(SERVED_BY_HEADER)).toBe(json.name === "a" ? "0" : "1");
      expect(json.url).toBe(`/n/${i}?q=${i}`);
      expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
      names.push(json.name);
    }
    expect(names).toEqual(["a", "b", "a", "b"]);
  });

  it("pins a request to one instance by header, and strips the test headers", async () => {
    for (let i = 0; i < 3; i++) {
      const { json } = await call("/pinned", { headers: { [PIN_HEADER]: "1", [CLIENT_ADDRESS_HEADER]: "127.9.9.9" } });
      expect(json.name).toBe("b");
      expect(json.headers[PIN_HEADER]).toBeUndefined();
      expect(json.headers[CLIENT_ADDRESS_HEADER]).toBeUndefined();
      expect(json.headers["x-forwarded-for"]).toBe("127.9.9.9");
    }
    const bad = await fetch(`${proxy.url.replace("localhost", "127.0.0.1")}/x`, { headers: { [PIN_HEADER]: "7" } });
    expect(bad.status).toBe(400);
    await bad.text();
  });

  it("sets X-Forwarded-For to the client's address, whatever the client wrote", async () => {
    const { json } = await call("/who", { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(json.headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(json.headers["x-forwarded-proto"]).toBe("http");
  });

  it("passes request bodies through", async () => {
    const body = JSON.stringify({ text: "x".repeat(200_000) });
    const { json } = await call("/post", { method: "POST", body, headers: { "content-type": "application/json" } });
    expect(json.method).toBe("POST");
    expect(json.body).toBe(body);
  });

  it("streams an answer as it comes, and ends the upstream's answer when the client goes away", async () => {
    const controller = new AbortController();
    const res = await fetch(`${proxy.url.replace("localhost", "127.0.0.1")}/events`, {
      headers: { [PIN_HEADER]: "0" },
      signal: controller.signal,
    });
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    const reader = res.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe("data: first\n\n");
    controller.abort();
    await expect(a.streamClosed).resolves.toBeUndefined();
  });
});
