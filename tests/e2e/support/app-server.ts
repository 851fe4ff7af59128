/**
 * Start and stop one instance of the built app (`node server.js`) on a free loopback port with
 * its own database, mail outbox and upload directory.
 *
 * Used by the Playwright worker fixture (tests/e2e/fixtures.ts) and by scripts/bench.mjs, so it is
 * written in erasable TypeScript only (Node 24 runs it with type stripping, no build step).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface AppServer {
  /** e.g. http://localhost:41235 (no trailing slash) */
  url: string;
  port: number;
  /** Temporary directory holding this instance's database, mail and uploads. */
  dataDir: string;
  databaseUrl: string;
  mailDir: string;
  uploadDir: string;
  logFile: string;
  child: ChildProcess;
  /** How the server process ended, or null while it runs. */
  exited(): { code: number | null; signal: string | null; at: Date } | null;
  /** Last `lines` lines of the server's combined stdout/stderr. */
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Directory holding server.js and build/ (default: the repository root). */
  appDir?: string;
  /** Short name used for the temp dir and database file, e.g. `e2e-0`. */
  name: string;
  /** Extra environment, applied last. */
  env?: Record<string, string | undefined>;
  /** Where to write the server log (default: inside dataDir). */
  logFile?: string;
  /** How long to wait for /healthz (default 90 s: migrations and demo seeding run on start). */
  timeoutMs?: number;
  /** Host name used in `url` (default `localhost`, a secure context for Chromium). */
  host?: string;
  /** Command to run (default: [current node, "server.js"]). */
  command?: string[];
}

export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");

/** Ask the OS for a free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Variables the host may have set that must never leak into a test server. */
const SCRUBBED_ENV = [
  "DATABASE_URL",
  "PORT",
  "MAIL_OUTBOX_DIR",
  "UPLOAD_DIR",
  "STORAGE_URL",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_SESSION_TOKEN",
  "AWS_PROFILE",
  "AWS_REGION",
  "TRUST_PROXY",
  "SMTP_URL",
  "API_BASE_URL",
  "PUBLIC_URL",
  "SEED_DEMO",
  "SESSION_SECRET",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "TEST_DB",
  "TEST_POSTGRES_URL",
];

export async function startAppServer(opts: StartOptions): Promise<AppServer> {
  const appDir = opts.appDir ?? REPO_ROOT;
  if (!opts.command && !fs.existsSync(path.join(appDir, "server.js"))) {
    throw new Error(`No server.js in ${appDir}: the app is not there yet (or E2E_APP_DIR is wrong).`);
  }
  const port = await freePort();
  const host = opts.host ?? "localhost";
  const url = `http://${host}:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `joblink-${opts.name}-`));
  const mailDir = path.join(dataDir, "mail");
  const uploadDir = path.join(dataDir, "uploads");
  fs.mkdirSync(mailDir, { recursive: true });
  fs.mkdirSync(uploadDir, { recursive: true });
  const databaseUrl = `file:${path.join(dataDir, `${opts.name}.db`)}`;
  const logFile = opts.logFile ?? path.join(dataDir, "server.log");
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const logFd = fs.openSync(logFile, "w");

  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  for (const k of SCRUBBED_ENV) delete env[k];
  // Children use the same Node as we do (Node 24 from node_modules/.bin).
  env.PATH = `${path.dirname(process.execPath)}${path.delimiter}${env.PATH ?? ""}`;
  Object.assign(env, {
    NODE_ENV: "production",
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    MAIL_OUTBOX_DIR: mailDir,
    UPLOAD_DIR: uploadDir,
    SEED_DEMO: "1",
    SESSION_SECRET: "test",
    PUBLIC_URL: url,
    // Every browser test logs in from 127.0.0.1; the limiter itself is tested in tests/api.
    RATE_LIMIT_PER_MINUTE: "1000",
    // The suite's other processes (the API tests' servers, PostgreSQL, Chromium) run at nice 0,
    // so at the default 5 a login's hash waited behind them for seconds on a full CI machine
    // (stop 43: "Passkey added." and a login missed their 5 s); the bench measures the default.
    PASSWORD_HASH_NICE: "0",
  });
  for (const [k, v] of Object.entries(opts.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }

  const [cmd, ...args] = opts.command ?? [process.execPath, "server.js"];
  const child = spawn(cmd!, args, { cwd: appDir, env, stdio: ["ignore", logFd, logFd] });
  fs.closeSync(logFd);
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const logTail = (lines = 60) => {
    try {
      return fs.readFileSync(logFile, "utf8").split("\n").slice(-lines).join("\n");
    } catch {
      return "(no server log)";
    }
  };

  let exited: { code: number | null; signal: string | null; at: Date } | null = null;
  let stopping = false;
  const exitPromise = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      exited = { code, signal, at: new Date() };
      if (!stopping) {
        // Say it in the log: a server that vanishes mid-run (killed from outside) is otherwise silent.
        try {
          fs.appendFileSync(
            logFile,
            `\n[harness] server process exited unexpectedly at ${exited.at.toISOString()} (code ${code}, signal ${signal})\n`,
          );
        } catch {}
      }
      resolve();
    });
  });

  const stop = async () => {
    stopping = true;
    process.removeListener("exit", killOnExit);
    if (!exited) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exitPromise;
      clearTimeout(timer);
    }
    if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const timeoutMs = opts.timeoutMs ?? 90_000;
  const deadline = Date.now() + timeoutMs;
  const healthUrl = `http://127.0.0.1:${port}/healthz`;
  let lastError = "";
  while (true) {
    if (exited) {
      const e = exited as { code: number | null; signal: string | null };
      stopping = true;
      await stop();
      throw new Error(`App server exited early (code ${e.code}, signal ${e.signal}). Log tail:\n${logTail()}`);
    }
    try {
      const res = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) break;
      lastError = `status ${res.status}`;
    } catch (err) {
      lastError = String((err as Error).message ?? err);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`App server not healthy after ${timeoutMs} ms (${lastError}). Log tail:\n${logTail()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  return { url, port, dataDir, databaseUrl, mailDir, uploadDir, logFile, child, exited: () => exited, logTail, stop };
}
