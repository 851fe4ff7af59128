/**
 * The whole app as it runs in production — `node server.js` on the build, pages and API in one
 * server — on a fresh database of the test run's kind: SQLite in a temporary file by default,
 * PostgreSQL (a schema of its own, dropped on stop) when `TEST_DB=postgres`. For tests that must
 * see what only the real server does: request framing, the page body gate, headers, redirects.
 *
 * - The build in `build/` is made first when it is missing or older than the sources (one
 *   build at a time across the test workers); with `E2E_APP_DIR` that directory's build is used
 *   as it is (docs/testing.md, private runs).
 * - `web.raw(method, path, options)` sends one request with `node:http`, so the test decides the
 *   framing: `chunked: true` sends the body with `Transfer-Encoding: chunked` and no
 *   `Content-Length`; without a body no framing header at all.
 * - `web.login(email, password)` logs in through the login form and returns the `Cookie` header.
 * - An event stream (`text/event-stream`, live updates) never ends by itself: its answer is what
 *   came with the first bytes of its body, and the request is then closed.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { REPO_ROOT, startAppServer, type AppServer } from "#tests/e2e/support/app-server.ts";
import { postgresSchema } from "./harness.ts";

export const DEMO = {
  individual: { email: "asha@joblink.test", password: "Demo@1234" },
  other: { email: "rahul@joblink.test", password: "Demo@1234" },
  corporate: { email: "talent@acme.test", password: "Demo@1234" },
} as const;

export type RawOptions = {
  headers?: Record<string, string>;
  /** The body; a string is sent as UTF-8. */
  body?: string | Buffer;
  /** Send the body with `Transfer-Encoding: chunked` (in pieces of `chunkSize` bytes). */
  chunked?: boolean;
  chunkSize?: number;
  /** The `Cookie` header. */
  cookie?: string;
  /** Give up after this long (default 30 s). */
  timeoutMs?: number;
};

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The `Location` header, if any. */
  location: string | undefined;
};

export type WebApp = {
  url: string;
  server: AppServer;
  dialect: "sqlite" | "postgres";
  /** The server's database (a test may open it, with openDatabase, to set up what the API cannot). */
  databaseUrl: string;
  raw(method: string, path: string, options?: RawOptions): Promise<RawResponse>;
  /** Logs in through the login form; the `Cookie` header of the session. */
  login(email: string, password: string): Promise<string>;
  /** An access token from the API's login. */
  token(email: string, password: string): Promise<string>;
  stop(): Promise<void>;
};

const SOURCES = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function buildIsFresh(appDir: string): boolean {
  const built = path.join(appDir, "build", "server", "index.js");
  if (!fs.existsSync(built)) return false;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(appDir, source)) <= builtAt);
}

/** Builds the app when its build is missing or stale; one build at a time across processes. */
export async function ensureBuild(appDir: string = REPO_ROOT): Promise<void> {
  if (buildIsFresh(appDir)) return;
  const lock = path.join(
    os.tmpdir(),
    `joblink-build-${createHash("sha1").update(appDir).digest("hex").slice(0, 12)}.lock`,
  );
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // Another worker builds: wait for it, then look again. A lock older than 5 minutes is left over.
      if (Date.now() - fs.statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 5 * 60_000)
        fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`waited 5 minutes for the build lock ${lock}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    if (buildIsFresh(appDir)) return;
    const bin = path.join(REPO_ROOT, "node_modules", ".bin");
    const result = spawnSync(path.join(bin, "react-router"), ["build"], {
      cwd: appDir,
      // The production build `npm run build` makes: under vitest NODE_ENV is "test", which would
      // build React's development bundle into ./build (the e2e then fail on hydration warnings).
      env: { ...process.env, NODE_ENV: "production", PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` },
      encoding: "utf8",
    });
    if (result.status !== 0)
      throw new Error(`react-router build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** One request with full control of its framing (see RawOptions). */
export function rawRequest(
  base: string,
  method: string,
  target: string,
  options: RawOptions = {},
): Promise<RawResponse> {
  const url = new URL(target, base);
  const body =
    options.body === undefined
      ? undefined
      : Buffer.isBuffer(options.body)
        ? options.body
        : Buffer.from(options.body, "utf8");
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (body && !options.chunked) headers["content-length"] = String(body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname + url.search,
        headers,
        // A fresh connection per request: a 413 closes its connection.
        agent: false,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        const done = () => {
          clearTimeout(timer);
          const location = res.headers.location;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            location,
          });
        };
        const stream = /^text\/event-stream\b/i.test(String(res.headers["content-type"] ?? ""));
        res.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          if (stream) {
            done();
            req.destroy();
          }
        });
        res.on("end", done);
        res.on("error", (error) => (stream ? done() : reject(error)));
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`${method} ${target}: no answer within ${options.timeoutMs ?? 30_000} ms`));
    }, options.timeoutMs ?? 30_000);
    req.on("error", (error) => {
      // The server may answer (413) and close while the body is still being sent.
      if (answered) return;
      clearTimeout(timer);
      reject(error);
    });
    if (!body) {
      if (options.chunked) req.setHeader("transfer-encoding", "chunked");
      req.end();
      return;
    }
    if (!options.chunked) {
      req.end(body);
      return;
    }
    req.setHeader("transfer-encoding", "chunked");
    const size = options.chunkSize ?? 16 * 1024;
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length && !answered && !req.destroyed) {
        const piece = body.subarray(offset, offset + size);
        offset += piece.length;
        if (!req.write(piece)) {
          req.once("drain", writeMore);
          return;
        }
      }
      if (!req.destroyed) req.end();
    };
    writeMore();
  });
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header (empty values dropped). */
export function cookiesFrom(headers: http.IncomingHttpHeaders, previous = ""): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split(";")) {
    const eq = pair.indexOf("=");
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  for (const line of headers["set-cookie"] ?? []) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value === "" || /max-age=0\b|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

export async function startWebApp(
  options: { name?: string; env?: Record<string, string | undefined> } = {},
): Promise<WebApp> {
  const appDir = process.env.E2E_APP_DIR ? path.resolve(process.env.E2E_APP_DIR) : REPO_ROOT;
  if (!process.env.E2E_APP_DIR) await ensureBuild(appDir);
  const usePostgres = process.env.TEST_DB === "postgres";
  const schema = usePostgres ? await postgresSchema() : undefined;
  let server: AppServer;
  try {
    server = await startAppServer({
      appDir,
      name: options.name ?? "web",
      host: "127.0.0.1",
      env: {
        ...(schema ? { DATABASE_URL: schema.databaseUrl } : {}),
        // The tests log in and post a lot from one address; the limiter has its own tests.
        RATE_LIMIT_PER_MINUTE: "100000",
        ...options.env,
      },
    });
  } catch (error) {
    await schema?.drop();
    throw error;
  }
  const url = server.url;
  const raw = (method: string, target: string, rawOptions?: RawOptions) => rawRequest(url, method, target, rawOptions);
  return {
    url,
    server,
    dialect: usePostgres ? "postgres" : "sqlite",
    databaseUrl: schema ? schema.databaseUrl : server.databaseUrl,
    raw,
    async login(email, password) {
      const res = await raw("POST", "/login", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password }).toString(),
      });
      if (res.status !== 302) throw new Error(`login as ${email} answered ${res.status}: ${res.body.slice(0, 300)}`);
      return cookiesFrom(res.headers);
    },
    async token(email, password) {
      const res = await raw("POST", "/api/user/login/", {
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      if (res.status !== 200)
        throw new Error(`API login as ${email} answered ${res.status}: ${res.body.slice(0, 300)}`);
      return JSON.parse(res.body).data.access_token as string;
    },
    async stop() {
      await server.stop();
      await schema?.drop();
    },
  };
}
