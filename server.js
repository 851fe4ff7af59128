// The JobLink HTTP server: static assets, the built-in API at /api/*, /healthz, and every page
// through React Router. `node server.js` serves the production build; `node server.js --dev`
// serves the sources through Vite with hot reload.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";

const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
process.env.PUBLIC_URL ??= `http://localhost:${port}`;

ensureSessionSecret();

/** Without SESSION_SECRET, a random one is generated once and kept beside the database. */
function ensureSessionSecret() {
  if (process.env.SESSION_SECRET) return;
  const dir = process.env.DATA_DIR ?? "data";
  const file = path.join(dir, ".session-secret");
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
    console.warn(`SESSION_SECRET is not set: generated one in ${file}. Set it when running several instances.`);
  }
  process.env.SESSION_SECRET = readFileSync(file, "utf8").trim();
}

let vite;
let loadBuild;
let listener = () => {};
const server = createServer((req, res) => {
  if (vite) vite.middlewares(req, res, () => listener(req, res));
  else listener(req, res);
});
if (dev) {
  const { createServer: createViteServer } = await import("vite");
  vite = await createViteServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
  loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build");
} else {
  const build = await import("./build/server/index.js");
  loadBuild = async () => build;
}

// React picks its development or production build from NODE_ENV when first loaded: import it
// only now that NODE_ENV is settled.
// In development the handler comes from Vite's module graph, like the app's RouterContextProvider.
const { createRequestHandler } = dev ? await vite.ssrLoadModule("react-router") : await import("react-router");
const entry = async () => (await loadBuild()).entry.module;
const backend = await startBackend();
// React Router gets the build with every loader and action wrapped: an API refusal (4xx) that
// escapes one is its error page with that status, not a 500 (app/server/upstream-error-pages.server.ts).
const withErrorPages = (build) => build.entry.module.withUpstreamErrorPages(build);
// In production the build itself, not a function: React Router then derives its route tables
// and static handler once, instead of on every request (flattening and ranking every route).
const handleDocument = createRequestHandler(
  dev ? async () => withErrorPages(await loadBuild()) : withErrorPages(await loadBuild()),
  process.env.NODE_ENV,
);
const { limitBody, checkPageBody, endLiveStreams, Turns, isFramable } = await entry();

/** With PUBLIC_URL on https://, browsers are told to use nothing else (decision 113). */
const strictTransportSecurity = /^https:\/\//i.test(process.env.PUBLIC_URL)
  ? "max-age=31536000; includeSubDomains"
  : null;

const app = new Hono();

app.use(async (c, next) => {
  await next();
  const headers = c.res.headers;
  // A 304 keeps the stored page's own CSP (its nonce is in that page): it must not replace it.
  if (!headers.has("Content-Security-Policy") && c.res.status !== 304) {
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  }
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  // Nothing may be framed but the jobs widget, whose own CSP says `frame-ancestors *` (decision 170).
  if (!isFramable(c.req.path, c.res.status)) headers.set("X-Frame-Options", "DENY");
  if (strictTransportSecurity) headers.set("Strict-Transport-Security", strictTransportSecurity);
  // Whatever did not say how it may be kept (a refused body, an error) is kept nowhere: it may be
  // a member's. Pages, the API and static files set their own.
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
});
// A GET or HEAD that carries a body (it means nothing here) has it read and dropped before it is
// answered, within 32 MB and 5 s: left unread, it sat in the socket while the answer went out,
// and a connection closed after the answer (a client that asked for that) was reset with bytes
// unread, which loses the answer's tail (the API fuzz test saw it now and then).
const GET_BODY_DRAIN_BYTES = 32 * 1024 * 1024;
const GET_BODY_DRAIN_MS = 5_000;
app.use(async (c, next) => {
  const incoming = c.env?.incoming;
  const method = c.req.method;
  const hasBody = incoming && (incoming.headers["transfer-encoding"] || Number(incoming.headers["content-length"]) > 0);
  if (hasBody && (method === "GET" || method === "HEAD") && !incoming.readableEnded) {
    await new Promise((resolve) => {
      let read = 0;
      const done = () => {
        clearTimeout(timer);
        incoming.off("data", onData);
        incoming.off("end", done);
        incoming.off("error", done);
        incoming.off("close", done);
        resolve();
      };
      const onData = (chunk) => {
        read += chunk.length;
        if (read > GET_BODY_DRAIN_BYTES) done();
      };
      const timer = setTimeout(done, GET_BODY_DRAIN_MS);
      incoming.on("data", onData);
      incoming.on("end", done);
      incoming.on("error", done);
      incoming.on("close", done);
    });
  }
  await next();
});
// Files of the build, before compress(): their .br/.gz siblings were made at build time.
if (!dev) app.use(staticFiles("./build/client"));
// A build file that is not there (an old fingerprint after a deploy, a typo) is a plain 404, not
// the app's Page Not Found screen: a script or a stylesheet has no use for a rendered page.
if (!dev) app.all("/assets/*", (c) => c.text("Not Found", 404, { "Cache-Control": "no-store" }));
// Pages and API answers are compressed per request.
app.use(compress());

app.get("/healthz", async (c) => {
  const ok = await backend.health().catch(() => false);
  return c.json({ status: ok ? "ok" : "unavailable" }, ok ? 200 : 503);
});

app.all("/api/*", (c) => backend.fetch(c.req.raw, { clientAddress: clientAddress(c) }));

/**
 * Page requests (forms, uploads through a page's action) are read whole: cap their size, with a
 * Content-Length or without (chunked). A refused body is drained (up to 32 MB) before the
 * answer closes the connection, so the browser sees the 413 (decision 110).
 */
const PAGE_BODY_LIMIT_BYTES = 11 * 1024 * 1024;
app.use(
  "*",
  limitBody({
    maxSize: PAGE_BODY_LIMIT_BYTES,
    onError: (c) => {
      c.header("Connection", "close");
      return c.text("Payload Too Large: files up to 10 MB can be uploaded.", 413);
    },
  }),
);

app.all("*", async (c) => {
  const { createLoadContext, applyPageCachePolicy } = await entry();
  // Only forms reach the actions: other bodies are 415, unreadable multipart 400 (decision 110).
  const request = await checkPageBody(c.req.raw);
  if (request instanceof Response) return request;
  const response = await handleDocument(request, createLoadContext({ clientAddress: clientAddress(c) }));
  // Public pages get an ETag (and 304s); everything else, and anything for a member, no-store.
  return applyPageCachePolicy(c.req.raw, response);
});

/**
 * The files of build/client, listed once at start (the build does not change under a running
 * server). Fingerprinted /assets/* are kept for a year; the rest (public/: the favicon) for an
 * hour. A file with a .br or .gz sibling (written by the build, app/server/precompress.server.ts) is
 * sent as that sibling when the browser accepts it (serveStatic's `precompressed`: br, then gzip),
 * with `Vary: Accept-Encoding` either way. Other paths go on to the next handler.
 *
 * The Cache-Control is set on the Response serveStatic returns: its `onFound` callback runs after
 * that Response is built, so a header set there (c.header) is lost.
 */
function staticFiles(root) {
  const serve = serveStatic({ root, precompressed: true });
  const files = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!entry.name.startsWith(".")) walk(rel);
      } else if (entry.isFile() && !/\.(?:br|gz)$/.test(entry.name)) {
        const file = path.join(root, rel);
        files.set(`/${rel}`, {
          cacheControl: rel.startsWith("assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
          negotiated: existsSync(`${file}.br`) || existsSync(`${file}.gz`),
        });
      }
    }
  };
  walk("");
  return async (c, next) => {
    const file = files.get(c.req.path);
    if (!file) return next();
    let passed = false;
    const res = await serve(c, () => {
      passed = true;
      return next();
    });
    if (passed || !(res instanceof Response)) return;
    res.headers.set("Cache-Control", file.cacheControl);
    const vary = res.headers.get("Vary");
    if (file.negotiated && !/\baccept-encoding\b/i.test(vary ?? "")) {
      res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    return res;
  };
}

/**
 * The built-in API, migrated and loaded, before the server listens. A failure (the database
 * does not answer, a migration fails) is logged as one clear line, with the database's own
 * error after it, and the process ends with status 1 without ever listening: a supervisor
 * (Docker, systemd) can start it again.
 */
async function startBackend() {
  try {
    return await (await entry()).getBackend();
  } catch (error) {
    console.error(`JobLink could not start: ${error instanceof Error ? error.message : String(error)}`);
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    if (cause instanceof Error && cause.stack) console.error(cause.stack);
    process.exit(1);
  }
}

function clientAddress(c) {
  if (process.env.TRUST_PROXY === "1") {
    // The entry the trusted proxy added is the last one; the ones before are the client's own.
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket?.remoteAddress;
}

/**
 * Requests take turns, the one whose connection was answered longest ago first, at most
 * PAGE_CONCURRENCY (default 8) at once (app/server/turns.server.ts, decision 148): without it, under
 * load the server worked on requests in the order it read their sockets, and p99 was twice p50.
 * A turn ends when the Response is made; one that lasts 100 ms stops counting.
 */
const PAGE_CONCURRENCY = positiveInt(process.env.PAGE_CONCURRENCY, 8);
const turns = new Turns({ concurrency: PAGE_CONCURRENCY, holdMs: 100 });
const ANSWERED = Symbol("answered");
server.on("connection", (socket) => {
  socket[ANSWERED] = performance.now();
});
listener = getRequestListener(
  (request, env) => {
    const socket = env.incoming.socket;
    return turns
      .run(socket[ANSWERED] ?? 0, () => app.fetch(request, env))
      .finally(() => {
        socket[ANSWERED] = performance.now();
      });
  },
  { overrideGlobalObjects: false },
);

function positiveInt(text, fallback) {
  const value = Number.parseInt(text ?? "", 10);
  return value > 0 ? value : fallback;
}

server.listen(port, host, () => {
  console.log(`JobLink listening on http://localhost:${port} (${process.env.NODE_ENV})`);
});

/**
 * Stops: no new connections, the requests in flight finish, then the backend closes. Open
 * live-update streams (decision 127) never end by themselves and `server.close()` waits for every
 * open response, so they are ended first (the browsers reconnect to another instance, or poll);
 * their connections are closed once their last bytes are written.
 */
function shutdown() {
  endLiveStreams();
  backend.endStreams();
  server.close(() => backend.close().finally(() => process.exit(0)));
  setTimeout(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
