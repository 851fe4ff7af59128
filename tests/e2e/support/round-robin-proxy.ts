/**
 * A small round-robin HTTP proxy for the two-instance test (tests/e2e/two-instances.spec.ts,
 * decision 128): it stands where the load balancer of compose.yaml stands, in front of several
 * `node server.js` instances.
 *
 * - Requests go to the instances in turn (one after the other, whatever the path).
 * - Streaming both ways: request bodies are piped up, responses are piped down as they come,
 *   headers are flushed at once, and nothing times out, so a Server-Sent Events stream or a
 *   slow upload passes through as it would through nginx with `proxy_buffering off`.
 * - `X-Forwarded-For` is set (not appended) to the client's address, as compose's nginx does,
 *   so an instance with TRUST_PROXY=1 counts rate limits per client, never per proxy.
 * - Test-only request headers, removed before forwarding:
 *     `x-test-instance: <n>`        pins the request to instance n (0-based);
 *     `x-test-client-address: <ip>` the address to forward as the client's, so that each
 *                                   browser context of a test is its own client.
 *   A browser context pins itself with `extraHTTPHeaders` (every request of the context,
 *   navigations, fetches, form posts and downloads, carries them).
 * - Every answer says which instance gave it: `x-test-served-by: <n>`; `served` counts them.
 *
 * Written in erasable TypeScript only (Node runs it with type stripping too).
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export const PIN_HEADER = "x-test-instance";
export const CLIENT_ADDRESS_HEADER = "x-test-client-address";
export const SERVED_BY_HEADER = "x-test-served-by";

export interface Upstream {
  host: string;
  port: number;
}

export interface RoundRobinProxy {
  /** `http://localhost:<port>` (a secure context for Chromium, like the app servers' URLs). */
  url: string;
  port: number;
  /** Answers given by each instance so far. */
  served: number[];
  /** Sets the instances (the proxy can listen before they start, so PUBLIC_URL is known). */
  setUpstreams(upstreams: Upstream[]): void;
  close(): Promise<void>;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1): never forwarded. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function forwardable(headers: http.IncomingHttpHeaders | http.OutgoingHttpHeaders): http.OutgoingHttpHeaders {
  const named = String(headers.connection ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

export async function startRoundRobinProxy(
  options: { port?: number; upstreams?: Upstream[] } = {},
): Promise<RoundRobinProxy> {
  let upstreams: Upstream[] = options.upstreams ?? [];
  let served: number[] = upstreams.map(() => 0);
  let next = 0;
  const sockets = new Set<Socket>();
  // One agent without pooling limits; keep-alive like a real load balancer's upstream pool.
  const agent = new http.Agent({ keepAlive: true });

  const pick = (req: IncomingMessage): number | string => {
    const pinned = req.headers[PIN_HEADER];
    if (pinned !== undefined) {
      const n = Number(pinned);
      if (!Number.isInteger(n) || n < 0 || n >= upstreams.length) return `no instance ${String(pinned)}`;
      return n;
    }
    const n = next;
    next = (next + 1) % upstreams.length;
    return n;
  };

  const fail = (res: ServerResponse, status: number, message: string) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
    res.end(`round-robin proxy: ${message}\n`);
  };

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!upstreams.length) return fail(res, 503, "no instances yet");
    const chosen = pick(req);
    if (typeof chosen === "string") return fail(res, 400, chosen);
    const upstream = upstreams[chosen]!;

    const headers = forwardable(req.headers);
    const clientAddress = String(req.headers[CLIENT_ADDRESS_HEADER] ?? "") || req.socket.remoteAddress || "";
    delete headers[PIN_HEADER];
    delete headers[CLIENT_ADDRESS_HEADER];
    // Like nginx with `proxy_set_header X-Forwarded-For $remote_addr`: the address that reached
    // the proxy, never one the client wrote itself.
    headers["x-forwarded-for"] = clientAddress;
    headers["x-forwarded-proto"] = "http";
    headers["x-forwarded-host"] = req.headers.host ?? "";

    const upstreamReq = http.request(
      { host: upstream.host, port: upstream.port, method: req.method, path: req.url, headers, agent },
      (upstreamRes) => {
        served[chosen] = (served[chosen] ?? 0) + 1;
        const out = forwardable(upstreamRes.headers);
        out[SERVED_BY_HEADER] = String(chosen);
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, out);
        // Headers go out now, not with the first body chunk: an event stream's client sees the
        // connection open before the first event.
        res.flushHeaders();
        upstreamRes.pipe(res);
        upstreamRes.on("error", () => res.destroy());
      },
    );
    upstreamReq.on("error", (error) => fail(res, 502, `instance ${chosen}: ${error.message}`));
    // The browser went away (a closed tab, an ended event stream): stop the instance's answer too.
    res.on("close", () => {
      if (!res.writableFinished) upstreamReq.destroy();
    });
    req.pipe(upstreamReq);
  });
  // Long-lived streams are normal here: no request, header or idle time-outs.
  server.requestTimeout = 0;
  server.headersTimeout = 0;
  server.keepAliveTimeout = 5_000;
  server.timeout = 0;
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    port,
    get served() {
      return served;
    },
    setUpstreams(list) {
      upstreams = list;
      served = list.map(() => 0);
      next = 0;
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await closed;
    },
  };
}
