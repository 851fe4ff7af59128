// Serves the baseline build (bench/baseline/build) with the same stack as JobLink's server.js:
// node:http + Hono's getRequestListener, the same response headers, compress, static assets and
// React Router's request handler. PORT and HOST as for server.js; /healthz answers "ok".
import { createServer } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";

process.env.NODE_ENV ??= "production";
process.chdir(import.meta.dirname);
const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? "127.0.0.1";

const build = await import(path.join(import.meta.dirname, "build/server/index.js"));
const { createRequestHandler } = await import("react-router");
const handleDocument = createRequestHandler(build, process.env.NODE_ENV);

const app = new Hono();
app.use(async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (!headers.has("Content-Security-Policy")) {
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  }
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
});
app.use(compress());
app.get("/healthz", (c) => c.json({ status: "ok" }));
app.use(
  "/assets/*",
  serveStatic({
    root: "./build/client",
    onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
  }),
);
app.use(
  "*",
  serveStatic({ root: "./build/client", onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600") }),
);
app.all("*", (c) => handleDocument(c.req.raw));

const server = createServer(getRequestListener(app.fetch, { overrideGlobalObjects: false }));
server.listen(port, host, () => console.log(`baseline listening on http://${host}:${port}`));

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
