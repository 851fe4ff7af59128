#!/usr/bin/env node
// `npm run bench`: how fast JobLink's pages and API lists are, next to a bare React Router page,
// all measured in one run (issue 9). Never part of `npm test`: timings are not assertions.
//
// What it does:
//   1. Builds what is missing: the app (BENCH_APP_DIR/build, default the repository's) and the
//      baseline in bench/baseline (a bare React Router framework-mode app, same react-router
//      version, served by bench/baseline/server.mjs with the same Hono stack as server.js).
//   2. Starts the baseline and `node server.js` on free loopback ports. The app gets a fresh
//      SQLite database with the demo data; with --large, a copy of the pre-seeded database named
//      by BENCH_DATABASE_URL or DATABASE_URL (a PostgreSQL URL is used as is, with SEED_DEMO=0).
//   3. Logs in as the demo member (the login form for a cookie, POST /api/user/login/ for a
//      bearer token) and looks up the ids the targets need (a job post, a company, the member).
//   4. For each target: 1 connection (BENCH_DURATION/2 s) and BENCH_CONNECTIONS (50) connections
//      (BENCH_DURATION s) with autocannon after a short warm-up: requests/s, p50/p95/p99, the
//      ratio of req/s at 50 connections to the bare page's, the size of one answer (as sent,
//      and gzipped), the non-2xx count and the server's peak RSS (/proc/<pid>/status).
//   4b. The burst (issue 37): the dashboard at 10 connections alone, then while 200 password logins
//      arrive within 5 s, each from its own X-Forwarded-For address (the app runs with TRUST_PROXY=1).
//   5. First-load JavaScript of /login: the gzip size of the module scripts its HTML loads
//      (and their static imports), read from the build's client directory.
//   6. With --profile: a server started with `node --cpu-prof`, the dashboard loaded for
//      BENCH_PROFILE_SECONDS (10) at 50 connections, stopped with SIGTERM (server.js exits
//      through process.exit, which writes the profile); top functions by self time and by package.
//   7. Writes docs/performance.md (on a full run; --write also with --only, --no-write never):
//      one section per dataset/database and one per profile, each replaced in place, so a
//      `--large` run keeps the demo section and the other way round.
//
// Options:   --large  --postgres  --profile  --only name,name  --write  --no-write  --list
// Environment: BENCH_DURATION=10 (s at 50 connections; half that at 1 connection),
//   BENCH_CONNECTIONS=50, BENCH_APP_DIR (directory with server.js and build/),
//   BENCH_DATABASE_URL / DATABASE_URL (--large, --postgres), BENCH_EMAIL / BENCH_PASSWORD (the
//   member to log in as; the demo member by default), BENCH_COMPANY_EMAIL / BENCH_COMPANY_PASSWORD
//   (the company of the company-* and applications targets; the demo company by default), BENCH_PROFILE_SECONDS=10, BENCH_GZIP=1 (send
//   Accept-Encoding: gzip, as browsers do; off by default so the numbers measure rendering),
//   BENCH_PROFILE_KEEP (a path to keep the .cpuprofile at),
//   BENCH_PROFILE_PATH (another page to profile, e.g. /login: then do not --write),
//   BENCH_PROFILE_AS=company (that page is the company's: log in as BENCH_COMPANY_EMAIL),
//   BENCH_NOTE (a sentence added to the written section, e.g. about the machine being shared).
// Run with the project's Node (npm run bench does): it imports TypeScript helpers.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { startAppServer } from "#tests/e2e/support/app-server.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const APP_DIR = path.resolve(process.env.BENCH_APP_DIR ?? ROOT);
const BASELINE_DIR = path.join(ROOT, "bench", "baseline");
const DOC = path.join(ROOT, "docs", "performance.md");

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
function option(name) {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return args[i].includes("=") ? args[i].slice(args[i].indexOf("=") + 1) : args[i + 1];
}

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const DURATION_1 = Math.max(1, DURATION / 2);
const WARMUP = DURATION >= 5 ? 1 : 0.5;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PROFILE_SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 10);
const GZIP = process.env.BENCH_GZIP === "1";
/** autocannon's per-request timeout (s): a request without an answer by then counts as failed. */
const TIMEOUT_S = 10;
const LARGE = flag("large");
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const POSTGRES = flag("postgres") || /^postgres(ql)?:/.test(DATABASE_URL ?? "");
const ONLY = option("only")
  ?.split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const PROFILE = flag("profile");
const WRITE = flag("no-write") ? false : flag("write") || !ONLY;
const MEMBER = {
  email: process.env.BENCH_EMAIL ?? "asha@joblink.test",
  password: process.env.BENCH_PASSWORD ?? "Demo@1234",
  home: "/individual/dashboard",
};
/** The company whose screens the `company-*` targets load: the demo company owns the large seed's busiest post. */
const COMPANY = {
  email: process.env.BENCH_COMPANY_EMAIL ?? "talent@acme.test",
  password: process.env.BENCH_COMPANY_PASSWORD ?? MEMBER.password,
  home: "/corporate/dashboard",
};
const DATASET = `${LARGE ? "large" : "demo"}-${POSTGRES ? "postgres" : "sqlite"}`;

/** Pages whose HTML is held to the list-page budget (≤ 50 kB). */
const LIST_PAGES = new Set([
  "jobs",
  "jobs-applied",
  "jobs-my-company",
  "network",
  "messages",
  "notifications",
  "search",
]);

/**
 * Every target: `kind` page (cookie session) or api (bearer token); `auth` false for pages seen
 * without a session. `path` may use the ids found after login.
 */
const TARGETS = [
  { name: "bare", kind: "baseline", path: () => "/", auth: false },
  { name: "login", kind: "page", path: () => "/login", auth: false },
  { name: "dashboard", kind: "page", path: () => "/individual/dashboard" },
  { name: "jobs", kind: "page", path: () => "/individual/jobs" },
  { name: "jobs-applied", kind: "page", path: () => "/individual/jobs?tab=applied" },
  { name: "jobs-my-company", kind: "page", path: () => "/individual/jobs?tab=my_company" },
  { name: "network", kind: "page", path: () => "/individual/network" },
  { name: "messages", kind: "page", path: () => "/individual/messages" },
  { name: "notifications", kind: "page", path: () => "/notifications" },
  { name: "search", kind: "page", path: () => "/search-results?search=engineer" },
  { name: "profile", kind: "page", path: (ids) => ids.profilePath },
  { name: "company", kind: "page", path: (ids) => `/profile/corporate/${ids.companyId}` },
  { name: "job", kind: "page", path: (ids) => `/job-details/${ids.jobId}` },
  // The lists of issues 36 and 38: skill match, blocks, follows, alerts, the candidate search.
  { name: "jobs-my-skills", kind: "page", path: () => "/individual/jobs?my_skills=true" },
  { name: "blocked", kind: "page", path: () => "/settings/blocked" },
  { name: "following", kind: "page", path: () => "/settings/following" },
  { name: "job-alerts", kind: "page", path: () => "/settings/job-alerts" },
  { name: "api-jobs-suggested", kind: "api", path: () => "/api/job-post/list/?type=suggested" },
  { name: "api-jobs-network", kind: "api", path: () => "/api/job-post/list/?type=network" },
  { name: "api-connections", kind: "api", path: () => "/api/connection/list/?type=connected" },
  { name: "api-people-suggested", kind: "api", path: () => "/api/connection/list/?type=suggested" },
  { name: "api-requests-received", kind: "api", path: () => "/api/connection/list/?type=requested&action=received" },
  { name: "api-notifications", kind: "api", path: () => "/api/notification/list/" },
  { name: "api-chats", kind: "api", path: () => "/api/chat/conversation/list/" },
  { name: "api-search", kind: "api", path: () => "/api/search/list/?search=engineer" },
  // The hiring side, logged in as the company (`as: "company"`): its dashboard, its posts and the
  // applications to its busiest post (5,000 in the large seed), whole and filtered by stage.
  { name: "company-dashboard", kind: "page", as: "company", path: () => "/corporate/dashboard" },
  { name: "company-posts", kind: "page", as: "company", path: () => "/corporate/posts" },
  {
    name: "applications",
    kind: "page",
    as: "company",
    path: (ids) => `/corporate/posts/${ids.busiestPostId}/applications`,
  },
  {
    name: "applications-interview",
    kind: "page",
    as: "company",
    path: (ids) => `/corporate/posts/${ids.busiestPostId}/applications?status=interview`,
  },
  { name: "candidates", kind: "page", as: "company", path: () => "/corporate/candidates" },
  { name: "candidates-skill", kind: "page", as: "company", path: () => "/corporate/candidates?skills=1" },
  {
    name: "api-applications",
    kind: "api",
    as: "company",
    path: (ids) => `/api/job-post/referral/list/?job_post_id=${ids.busiestPostId}`,
  },
];

// --- Building ------------------------------------------------------------------------------

const REACT_ROUTER_CLI = path.join(ROOT, "node_modules", "@react-router", "dev", "bin.cjs");

function runReactRouter(cliArgs, cwd) {
  const env = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}` };
  const r = spawnSync(process.execPath, [REACT_ROUTER_CLI, ...cliArgs], { cwd, stdio: "inherit", env });
  if (r.status !== 0) throw new Error(`react-router ${cliArgs.join(" ")} failed in ${cwd} (status ${r.status})`);
}

/** Newest modification time of the files under `dir` (recursively), skipping build output. */
function newestMtime(entries) {
  let newest = 0;
  const visit = (p) => {
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      for (const e of fs.readdirSync(p)) if (e !== "build" && e !== ".react-router") visit(path.join(p, e));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  for (const e of entries) if (fs.existsSync(e)) visit(e);
  return newest;
}

function ensureBuilds() {
  if (!fs.existsSync(path.join(APP_DIR, "build", "server", "index.js"))) {
    console.log(`no build in ${APP_DIR}: react-router build`);
    runReactRouter(["build"], APP_DIR);
  }
  const built = path.join(BASELINE_DIR, "build", "server", "index.js");
  const sources = ["app", "react-router.config.ts", "vite.config.ts"].map((e) => path.join(BASELINE_DIR, e));
  if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < newestMtime(sources)) {
    console.log("building the baseline: react-router build bench/baseline");
    // The project directory argument keeps everything (build/, .react-router/) inside bench/baseline.
    runReactRouter(["build", BASELINE_DIR], ROOT);
  }
}

// --- Servers -------------------------------------------------------------------------------

let tempDirs = [];
let running = [];
/** Server logs live outside the servers' data directories (removed on stop) and stay when a run fails. */
const LOG_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "joblink-bench-logs-"));
let logCount = 0;
const logFile = (name) => path.join(LOG_DIR, `${name}-${++logCount}.log`);

function copySqlite(url) {
  const file = url.replace(/^file:/, "");
  if (!fs.existsSync(file))
    throw new Error(`--large: no database at ${file} (make it with npm run seed:large, or set BENCH_DATABASE_URL)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "joblink-bench-large-"));
  tempDirs.push(dir);
  const copy = path.join(dir, path.basename(file));
  fs.copyFileSync(file, copy);
  // A database left in WAL mode may hold recent pages in its -wal file: copy it too.
  if (fs.existsSync(`${file}-wal`)) fs.copyFileSync(`${file}-wal`, `${copy}-wal`);
  return `file:${copy}`;
}

/** The app server's environment for the chosen dataset and database. */
function appEnv() {
  // TRUST_PROXY: the burst's logins name their own addresses (X-Forwarded-For); nothing else sends one.
  const env = { NODE_ENV: "production", SESSION_SECRET: "bench-secret", TRUST_PROXY: "1" };
  if (POSTGRES) {
    if (!/^postgres(ql)?:/.test(DATABASE_URL ?? ""))
      throw new Error("--postgres needs BENCH_DATABASE_URL (or DATABASE_URL) set to a postgres:// URL");
    // The demo run seeds the demo data into that database (use an empty one); --large uses it as is.
    Object.assign(env, { DATABASE_URL, SEED_DEMO: LARGE ? "0" : "1" });
  } else if (LARGE) {
    if (!DATABASE_URL)
      throw new Error("--large needs BENCH_DATABASE_URL or DATABASE_URL (e.g. file:/tmp/large/app.db)");
    Object.assign(env, { DATABASE_URL: copySqlite(DATABASE_URL), SEED_DEMO: "0" });
  } else {
    env.SEED_DEMO = "1"; // startAppServer's fresh SQLite file in its temp directory
  }
  return env;
}

async function startApp(extra = {}) {
  const server = await startAppServer({
    name: "bench",
    host: "127.0.0.1",
    appDir: APP_DIR,
    env: appEnv(),
    logFile: logFile("joblink"),
    timeoutMs: LARGE ? 600_000 : 120_000,
    ...extra,
  });
  running.push(server);
  return server;
}

async function startBaseline() {
  const server = await startAppServer({
    name: "bench-baseline",
    host: "127.0.0.1",
    appDir: BASELINE_DIR,
    command: [process.execPath, path.join(BASELINE_DIR, "server.mjs")],
    logFile: logFile("baseline"),
    env: { NODE_ENV: "production" },
  });
  running.push(server);
  return server;
}

async function stopAll() {
  const servers = running;
  running = [];
  await Promise.allSettled(servers.map((s) => s.stop()));
  for (const d of tempDirs) fs.rmSync(d, { recursive: true, force: true });
  tempDirs = [];
}

function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Samples the process's RSS every 200 ms until stopped; returns the peak (MB). */
function watchRss(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    const v = rssMb(pid);
    if (v > peak || Number.isNaN(peak)) peak = v;
  }, 200);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid) || 0);
  };
}

// --- Logging in ----------------------------------------------------------------------------

/** All `name=value` pairs from a response's Set-Cookie headers. */
function cookiesFrom(res) {
  return res.headers.getSetCookie().map((c) => c.split(";")[0]);
}

/** Log in through the login form (no JavaScript: a plain form POST) and return the Cookie header. */
async function loginCookie(base, account) {
  const page = await fetch(`${base}/login`);
  const html = await page.text();
  const cookies = new Map(cookiesFrom(page).map((c) => [c.split("=")[0], c]));
  const form = new URLSearchParams();
  // Keep any hidden inputs the form carries (CSRF token, intent, ...).
  for (const m of html.matchAll(/<input\b[^>]*>/gi)) {
    const tag = m[0];
    if (!/type="hidden"/i.test(tag)) continue;
    const name = /name="([^"]*)"/i.exec(tag)?.[1];
    const value = /value="([^"]*)"/i.exec(tag)?.[1] ?? "";
    if (name) form.set(name, value.replace(/&amp;/g, "&").replace(/&quot;/g, '"'));
  }
  form.set("email", account.email);
  form.set("password", account.password);
  const res = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
      cookie: [...cookies.values()].join("; "),
    },
    body: form,
  });
  for (const c of cookiesFrom(res)) cookies.set(c.split("=")[0], c);
  const location = res.headers.get("location") ?? "";
  if (res.status < 300 || res.status >= 400 || !/dashboard/.test(location)) {
    throw new Error(`login as ${account.email} failed: ${res.status} ${location} ${(await res.text()).slice(0, 300)}`);
  }
  const cookie = [...cookies.values()].filter((c) => !/=$/.test(c)).join("; ");
  // Check the session really opens the dashboard.
  const check = await fetch(`${base}${account.home}`, { headers: { cookie }, redirect: "manual" });
  if (check.status !== 200)
    throw new Error(`${account.email}'s session does not open ${account.home} (${check.status})`);
  return cookie;
}

/** Log in through the API: the access token and the member's id. */
async function loginToken(base, account) {
  const res = await fetch(`${base}/api/user/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const body = await res.json().catch(() => ({}));
  if (res.status !== 200 || !body?.data?.access_token)
    throw new Error(`API login failed: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { token: body.data.access_token, userId: body.data.user.id };
}

/**
 * Credentials, renewed when older than 8 minutes: access tokens live 15 minutes, and a session
 * whose token expired under 50 connections would make them all refresh at once.
 */
function credentials(base, account = MEMBER) {
  let current;
  let at = 0;
  return async () => {
    if (!current || Date.now() - at > 8 * 60_000) {
      const [cookie, { token, userId }] = await Promise.all([loginCookie(base, account), loginToken(base, account)]);
      current = { cookie, token, userId };
      at = Date.now();
    }
    return current;
  };
}

async function apiGet(base, token, p) {
  const res = await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await res.json().catch(() => ({}));
  if (res.status !== 200) throw new Error(`GET ${p}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

/** The ids the targets need: a suggested job post, a company account, the member's profile. */
async function findIds(base, { token, userId }) {
  const suggested = await apiGet(base, token, "/api/job-post/list/?type=suggested");
  if (!suggested?.length) throw new Error("no suggested job post for the member: /job-details/{id} cannot be measured");
  const job = suggested[0];
  let company = suggested.map((p) => p.posted_by).find((p) => p?.type_of_user === "corporate");
  if (!company) {
    const recent = await apiGet(base, token, "/api/job-post/list/?type=recent");
    company = recent.map((p) => p.posted_by).find((p) => p?.type_of_user === "corporate");
  }
  if (!company) throw new Error("no company account found through the job lists");
  const me = await apiGet(base, token, "/api/individual/get/");
  const profilePath = me.username ? `/profile/${me.username}/${userId}` : `/profile/${userId}`;
  return { jobId: job.job_post_id ?? job.id, companyId: company.id, userId, profilePath };
}

/** The company's open post with the most applications (first page of its posts). */
async function findBusiestPost(base, { token }) {
  const mine = await apiGet(base, token, "/api/job-post/list/?type=mine");
  const busiest =
    mine.filter((p) => p.status === "open").sort((a, b) => (b.response_count ?? 0) - (a.response_count ?? 0))[0] ??
    mine[0];
  if (!busiest) throw new Error(`${COMPANY.email} has no post: the applications targets cannot be measured`);
  return busiest.job_post_id ?? busiest.id;
}

// --- Measuring -----------------------------------------------------------------------------

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** autocannon for `seconds` at `connections`; latencies of every answer, whatever its status. */
function load(url, headers, connections, seconds) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ url, connections, duration: seconds, headers, timeout: TIMEOUT_S }, (err, result) => {
      if (err) return reject(err);
      latencies.sort((a, b) => a - b);
      const bad = result.non2xx + result.errors + result.timeouts;
      const codes = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !/^2/.test(code));
      resolve({
        rps: result.requests.total / (result.duration || seconds),
        requests: result.requests.total,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        bad,
        /** Non-2xx statuses with their counts. */
        codes: Object.fromEntries(codes.map(([code, v]) => [code, v.count])),
        statuses: codes.map(([code, v]) => `${code}×${v.count}`).join(", "),
      });
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** One answer: its status and size as sent (uncompressed) and gzipped. */
async function sample(url, headers) {
  const res = await fetch(url, { headers, redirect: "manual" });
  const buf = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    location: res.headers.get("location"),
    bytes: buf.length,
    gzip: zlib.gzipSync(buf).length,
    html: buf.toString("utf8"),
  };
}

/** CPU time (ms) the process has used so far, user and system, from /proc (NaN elsewhere). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * Waits until the server has finished its start-up work (reminder mails of posts closing soon,
 * planner statistics, the search index of a large database): a second in which it used under 5 %
 * of a core, for at most `limitS` seconds. Measuring during that work would charge it to a page.
 */
async function waitUntilIdle(pid, limitS = 300) {
  const started = Date.now();
  for (;;) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const used = cpuMs(pid) - before;
    if (!(used >= 50) || Date.now() - started > limitS * 1000) return (Date.now() - started) / 1000;
  }
}

async function measureTarget(t, base, headers, pid) {
  const url = `${base}${t.resolvedPath}`;
  const one = await sample(url, headers);
  await load(url, headers, CONNECTIONS, WARMUP);
  const stopRss = watchRss(pid);
  const r1 = await load(url, headers, 1, DURATION_1);
  const cpuBefore = cpuMs(pid);
  const r50 = await load(url, headers, CONNECTIONS, DURATION);
  // The server's CPU per answer at 50 connections: steadier than req/s on a shared machine.
  r50.cpuPerRequest = (cpuMs(pid) - cpuBefore) / Math.max(1, r50.requests);
  const rss = stopRss();
  return {
    ...t,
    status: one.status,
    location: one.location,
    bytes: one.bytes,
    gzip: one.gzip,
    html: one.html,
    r1,
    r50,
    rss,
  };
}

// --- A burst of logins (issue 37) ------------------------------------------------------------

const BURST_LOGINS = Number(process.env.BENCH_BURST_LOGINS ?? 200);
/**
 * The dashboard's load during the burst: fewer connections than the targets', so that the
 * dashboard alone is not already queueing and the burst's own effect shows in its p99.
 */
const BURST_CONNECTIONS = Number(process.env.BENCH_BURST_CONNECTIONS ?? 10);
const BURST_SECONDS = 5;
/** The dashboard's window: a second before the first login, the burst, and 4 s after its last. */
const BURST_WINDOW_SECONDS = BURST_SECONDS + 5;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The member's dashboard at BURST_CONNECTIONS connections for BURST_WINDOW_SECONDS, alone and then
 * while BURST_LOGINS password logins arrive evenly within BURST_SECONDS, each from its own
 * address (the app runs with TRUST_PROXY=1 and each login names its X-Forwarded-For, as clients
 * behind the proxy do), so the per-address limits see 200 clients, not one.
 */
async function runBurst(base, headers, pid) {
  const url = `${base}${MEMBER.home}`;
  await load(url, headers, BURST_CONNECTIONS, WARMUP);
  const alone = await load(url, headers, BURST_CONNECTIONS, BURST_WINDOW_SECONDS);
  const stopRss = watchRss(pid);
  const during = load(url, headers, BURST_CONNECTIONS, BURST_WINDOW_SECONDS);
  await sleep(1000);
  const latencies = [];
  const statuses = {};
  const started = Date.now();
  const logins = [];
  for (let i = 0; i < BURST_LOGINS; i++) {
    logins.push(
      (async () => {
        const t0 = Date.now();
        const res = await fetch(`${base}/api/user/login/`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.37.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ email: MEMBER.email, password: MEMBER.password }),
        });
        await res.arrayBuffer();
        latencies.push(Date.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      })(),
    );
    await sleep((BURST_SECONDS * 1000) / BURST_LOGINS);
  }
  await Promise.all(logins);
  const loginsSeconds = (Date.now() - started) / 1000;
  const dashboard = await during;
  latencies.sort((a, b) => a - b);
  return {
    alone,
    dashboard,
    rss: stopRss(),
    logins: { statuses, p50: percentile(latencies, 50), p99: percentile(latencies, 99), seconds: loginsSeconds },
  };
}

const burstStatuses = (b) =>
  Object.entries(b.logins.statuses)
    .map(([code, n]) => `${code}×${n}`)
    .join(", ");

function burstSection(b) {
  return [
    `### A burst of ${BURST_LOGINS} logins in ${BURST_SECONDS} s (issue 37)`,
    "",
    `The member's dashboard at ${BURST_CONNECTIONS} connections for ${BURST_WINDOW_SECONDS} s, alone and then while ${BURST_LOGINS} password logins (\`POST /api/user/login/\`, each from its own address) arrive evenly within ${BURST_SECONDS} s, starting 1 s in.`,
    "",
    "| | Dashboard req/s | Dashboard p50 / p95 / p99 ms | Dashboard non-2xx, failed | Logins: answers | Logins p50 / p99 ms | Last login answered after | RSS peak |",
    "|---|--:|--:|--:|---|--:|--:|--:|",
    `| Dashboard alone | ${fmt(b.alone.rps)} | ${lat(b.alone)} | ${b.alone.non2xx}, ${b.alone.errors} | – | – | – | – |`,
    `| With the burst | ${fmt(b.dashboard.rps)} | ${lat(b.dashboard)} | ${b.dashboard.non2xx}, ${b.dashboard.errors} | ${burstStatuses(b)} | ${ms(b.logins.p50)} / ${ms(b.logins.p99)} | ${fmt(b.logins.seconds, 1)} s | ${fmt(b.rss)} MB |`,
  ].join("\n");
}

// --- First-load JavaScript -------------------------------------------------------------------

/** The module scripts a page's HTML loads and their static imports, gzip-sized from `clientDir`. */
function firstLoadJs(html, clientDir) {
  const seen = new Set();
  const queue = [];
  const add = (ref) => {
    const clean = ref.split(/[?#]/)[0];
    if (!clean.startsWith("/") || !clean.endsWith(".js") || seen.has(clean)) return;
    seen.add(clean);
    queue.push(clean);
  };
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/gi)) {
    const href = /href="([^"]+)"/i.exec(m[0])?.[1];
    if (href) add(href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/type="module"/i.test(m[1])) continue;
    const src = /src="([^"]+)"/i.exec(m[1])?.[1];
    if (src) add(src);
    for (const i of m[2].matchAll(/(?:import\s*(?:[^"'()]*?from\s*)?|import\()\s*["']([^"']+)["']/g)) add(i[1]);
  }
  let raw = 0;
  let gzip = 0;
  const missing = [];
  while (queue.length) {
    const ref = queue.shift();
    const file = path.join(clientDir, ref);
    if (!fs.existsSync(file)) {
      missing.push(ref);
      continue;
    }
    const buf = fs.readFileSync(file);
    raw += buf.length;
    gzip += zlib.gzipSync(buf).length;
    // Static imports of a built chunk: `import"./x.js"`, `from"./x.js"` (not dynamic import()).
    const text = buf.toString("utf8");
    for (const i of text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      add(path.posix.join(path.posix.dirname(ref), i[1]));
    }
  }
  return { files: seen.size - missing.length, raw, gzip, missing };
}

// --- Profile -------------------------------------------------------------------------------

function packageOf(url) {
  if (!url) return null;
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (nm) {
    const pkg = nm[1];
    // Scoped packages are grouped by scope (@emotion/react, @emotion/cache → @emotion).
    return pkg.startsWith("@") && !pkg.startsWith("@react-router/") && !pkg.startsWith("@hono/")
      ? pkg.split("/")[0]
      : pkg;
  }
  if (url.startsWith("node:")) return "node internals";
  if (/\/build\/server\//.test(url)) return "app (build/server)";
  if (/\/server\.js$/.test(url)) return "app (server.js)";
  return "other";
}

function shortLocation(url, line) {
  if (!url) return "(native)";
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  const where = nm
    ? `${nm[1]}/…/${path.posix.basename(nm[2])}`
    : /\/build\/server\//.test(url)
      ? `app build/server/${url.split("/build/server/")[1]}`
      : url.replace(/^file:\/\//, "");
  return `${where}:${line + 1}`;
}

/** Now on the monotonic clock V8's profiler stamps samples with (µs, CLOCK_MONOTONIC on Linux). */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time per function and per package. `window` ([from, to] on monotonicUs) keeps only the
 * samples taken under load, leaving out the server's start (module loading, migrations, seeding).
 */
function analyseProfile(file, window) {
  const prof = JSON.parse(fs.readFileSync(file, "utf8"));
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const { samples, timeDeltas } = prof;
  const stamps = new Array(samples.length);
  let t = prof.startTime;
  for (let i = 0; i < samples.length; i++) stamps[i] = t += timeDeltas[i];
  let inWindow = (i) => !window || (stamps[i] >= window[0] && stamps[i] <= window[1]);
  let windowed = Boolean(window);
  const kept = samples.reduce((n, _s, i) => n + (inWindow(i) ? 1 : 0), 0);
  if (window && kept < 10) {
    // The clocks did not line up: fall back to the whole profile (start included).
    inWindow = () => true;
    windowed = false;
  }
  const self = new Map();
  for (let i = 0; i < samples.length; i++) {
    if (!inWindow(i)) continue;
    // A sample lasts until the next one.
    const dt = i + 1 < samples.length ? stamps[i + 1] - stamps[i] : 0;
    self.set(samples[i], (self.get(samples[i]) ?? 0) + Math.max(0, dt));
  }
  let total = 0;
  let idle = 0;
  const fns = new Map();
  const pkgs = new Map();
  for (const [id, us] of self) {
    const n = byId.get(id);
    const { functionName, url, lineNumber } = n.callFrame;
    if (functionName === "(idle)") {
      idle += us;
      continue;
    }
    total += us;
    const name = functionName || "(anonymous)";
    const key = `${name}|${url}|${lineNumber}`;
    const f = fns.get(key) ?? { name, where: shortLocation(url, lineNumber), us: 0 };
    f.us += us;
    fns.set(key, f);
    // Native frames (no URL, e.g. node:sqlite's statements, JSON) count for their caller's package.
    let pkg = packageOf(url);
    if (!pkg) {
      if (/^\((program|garbage collector|root)\)$/.test(functionName)) pkg = functionName;
      else {
        let p = parent.get(id);
        while (p !== undefined && !byId.get(p).callFrame.url) p = parent.get(p);
        pkg = `native, called from ${p === undefined ? "?" : packageOf(byId.get(p).callFrame.url)}`;
      }
    }
    pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + us);
  }
  const pct = (us) => (100 * us) / (total || 1);
  return {
    windowed,
    totalMs: total / 1000,
    idlePct: (100 * idle) / (total + idle || 1),
    top: [...fns.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, 15)
      .map((f) => ({ ...f, pct: pct(f.us) })),
    packages: [...pkgs.entries()].sort((a, b) => b[1] - a[1]).map(([name, us]) => ({ name, pct: pct(us) })),
  };
}

async function runProfile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "joblink-bench-prof-"));
  console.log(`\nprofile: node --cpu-prof, the dashboard for ${PROFILE_SECONDS} s at ${CONNECTIONS} connections`);
  const server = await startApp({ command: [process.execPath, "--cpu-prof", `--cpu-prof-dir=${dir}`, "server.js"] });
  let window;
  try {
    const { cookie } = await credentials(server.url, process.env.BENCH_PROFILE_AS === "company" ? COMPANY : MEMBER)();
    await waitUntilIdle(server.child.pid);
    const visitor =
      TARGETS.find((t) => t.path({}) === (process.env.BENCH_PROFILE_PATH || "/individual/dashboard"))?.auth === false;
    const headers = { ...(visitor ? {} : { cookie }), ...(GZIP ? { "accept-encoding": "gzip" } : {}) };
    const target = `${server.url}${process.env.BENCH_PROFILE_PATH || "/individual/dashboard"}`;
    await load(target, headers, CONNECTIONS, WARMUP);
    window = [monotonicUs(), 0];
    const r = await load(target, headers, CONNECTIONS, PROFILE_SECONDS);
    window[1] = monotonicUs();
    if (r.bad)
      console.log(
        `WARNING: while profiling, ${r.non2xx} answers were not 2xx (${r.statuses}) and ${r.errors} requests failed or timed out`,
      );
  } finally {
    running = running.filter((s) => s !== server);
    await server.stop(); // SIGTERM: server.js closes and calls process.exit, which writes the profile
  }
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
  if (!files.length) throw new Error(`no .cpuprofile was written in ${dir}: did the server exit through a signal?`);
  const result = analyseProfile(path.join(dir, files[0]), window);
  if (process.env.BENCH_PROFILE_KEEP) fs.copyFileSync(path.join(dir, files[0]), process.env.BENCH_PROFILE_KEEP);
  fs.rmSync(dir, { recursive: true, force: true });
  return result;
}

// --- Output --------------------------------------------------------------------------------

const fmt = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : "–");
const ms = (n) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(1) : n.toFixed(0)) : "–");
const kb = (b) => `${(b / 1024).toFixed(1)} kB`;
const lat = (r) => `${ms(r.p50)} / ${ms(r.p95)} / ${ms(r.p99)}`;

/** The bare page's CPU per answer over this target's: like × bare, counted in CPU time. */
const cpuRatio = (r, rows) => {
  const bare = Math.min(
    ...rows.filter((x) => x.kind === "baseline" && x.r50.cpuPerRequest).map((x) => x.r50.cpuPerRequest),
  );
  return Number.isFinite(bare) && r.r50.cpuPerRequest ? fmt(bare / r.r50.cpuPerRequest, 2) : "–";
};

function printTable(rows, bareRps) {
  const head = [
    "target",
    "path",
    "req/s@1",
    "p50/p95/p99@1",
    `req/s@${CONNECTIONS}`,
    `p50/p95/p99@${CONNECTIONS}`,
    "×bare",
    "CPU ms",
    "CPU×bare",
    "bytes",
    "gzip",
    "non-2xx",
    "RSS MB",
  ];
  const body = rows.map((r) => [
    r.name,
    r.resolvedPath.length > 34 ? `${r.resolvedPath.slice(0, 33)}…` : r.resolvedPath,
    fmt(r.r1.rps),
    lat(r.r1),
    fmt(r.r50.rps),
    lat(r.r50),
    fmt(r.r50.rps / bareRps, 2),
    fmt(r.r50.cpuPerRequest, 2),
    cpuRatio(r, rows),
    String(r.bytes),
    String(r.gzip),
    isBad(r) ? `${r.r1.non2xx + r.r50.non2xx + failed(r)}${isNon2xx(r) ? " NOT 2xx" : " failed"} !!` : "0",
    fmt(r.rss),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(line(head));
  for (const b of body) console.log(line(b));
}

/** Not 2xx: the first answer or any under load (then the numbers do not measure the page). */
const isNon2xx = (r) => r.status < 200 || r.status >= 300 || r.r1.non2xx > 0 || r.r50.non2xx > 0;
/** Requests that got no answer (connection errors, or none within TIMEOUT_S): an overloaded server. */
const failed = (r) => r.r1.errors + r.r50.errors;
const isBad = (r) => isNon2xx(r) || failed(r) > 0;

/** What went wrong for a target, in a few words ("" when nothing did). */
function problem(r) {
  const parts = [];
  if (r.status < 200 || r.status >= 300) parts.push(`answers ${r.status}${r.location ? ` → ${r.location}` : ""}`);
  const non2xx = r.r1.non2xx + r.r50.non2xx;
  if (non2xx) {
    const codes = {};
    for (const run of [r.r1, r.r50])
      for (const [code, n] of Object.entries(run.codes)) codes[code] = (codes[code] ?? 0) + n;
    parts.push(
      `${non2xx} non-2xx (${Object.entries(codes)
        .map(([code, n]) => `${code}×${n}`)
        .join(", ")})`,
    );
  }
  if (failed(r)) parts.push(`${failed(r)} timed out or failed`);
  return parts.join("; ");
}

function markdownTable(rows, bareRps) {
  const out = [
    `| Target | Path | req/s @1 | p50 / p95 / p99 ms @1 | req/s @${CONNECTIONS} | p50 / p95 / p99 ms @${CONNECTIONS} | × bare | CPU ms / req | CPU × bare | Size | gzip | Non-2xx, failed | RSS peak |`,
    "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
  ];
  for (const r of rows) {
    out.push(
      `| ${r.name} | \`${r.resolvedPath}\` | ${fmt(r.r1.rps)} | ${lat(r.r1)} | ${fmt(r.r50.rps)} | ${lat(r.r50)} | ${fmt(r.r50.rps / bareRps, 2)} | ${fmt(r.r50.cpuPerRequest, 2)} | ${cpuRatio(r, rows)} | ${kb(r.bytes)} | ${kb(r.gzip)} | ${isBad(r) ? `**${problem(r)}**` : "0"} | ${fmt(r.rss)} MB |`,
    );
  }
  return out.join("\n");
}

/** The issue's targets that this run can judge, each with pass/fail. */
function targetChecks(rows, bareRps, js, burst) {
  const get = (name) => rows.find((r) => r.name === name);
  const checks = [];
  const ratio = (name, min, label) => {
    const r = get(name);
    if (!r || !bareRps) return;
    const v = r.r50.rps / bareRps;
    checks.push({
      label: `${label} ≥ ${min}× the bare page's throughput${LARGE ? " (the goal is set at demo size)" : ""}`,
      value: `${v.toFixed(2)}×`,
      pass: v >= min && !isNon2xx(r),
    });
  };
  ratio("login", 0.6, "`/login`");
  for (const [name, label] of [
    ["dashboard", "`/individual/dashboard`"],
    ["jobs", "`/individual/jobs`"],
    ["search", "`/search-results`"],
    ["job", "`/job-details/{id}`"],
  ])
    ratio(name, 0.3, label);
  const pages = rows.filter((r) => r.kind === "page");
  if (pages.length) {
    const worst = pages.reduce((a, b) => (b.r50.p99 > a.r50.p99 ? b : a));
    checks.push({
      label: `p99 under 300 ms at ${CONNECTIONS} connections for every page${LARGE ? "" : " (the goal is set on the large dataset)"}`,
      value: `worst ${ms(worst.r50.p99)} ms (${worst.name})`,
      pass: worst.r50.p99 < 300,
    });
  }
  const lists = rows.filter((r) => LIST_PAGES.has(r.name));
  if (lists.length) {
    const big = lists.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    checks.push({
      label: "HTML of a list page ≤ 50 kB",
      value: `largest ${kb(big.bytes)} (${big.name})`,
      pass: big.bytes <= 50 * 1024,
    });
  }
  if (js)
    checks.push({
      label: "first-load JavaScript on `/login` ≤ 150 kB gzip",
      value: `${kb(js.gzip)} (${js.files} files)`,
      pass: js.gzip <= 150 * 1024,
    });
  // Issue 37's goals, set on the large dataset: the member's pages (not the visitor's login page
  // nor the company's screens), the server's memory, and the dashboard through a login burst.
  const memberPages = pages.filter((r) => r.auth !== false && r.as !== "company");
  const atSize = LARGE ? "" : " (the goal is set on the large dataset)";
  if (memberPages.length && bareRps) {
    const slowest = memberPages.reduce((a, b) => (b.r50.p99 > a.r50.p99 ? b : a));
    checks.push({
      label: `issue 37: p99 ≤ 150 ms at ${CONNECTIONS} connections for every member page${atSize}`,
      value: `worst ${ms(slowest.r50.p99)} ms (${slowest.name})`,
      pass: slowest.r50.p99 <= 150,
    });
    const min = POSTGRES ? 0.3 : 0.4;
    const weakest = memberPages.reduce((a, b) => (b.r50.rps < a.r50.rps ? b : a));
    checks.push({
      label: `issue 37: every member page ≥ ${min}× the bare page's throughput${atSize}`,
      value: `lowest ${fmt(weakest.r50.rps / bareRps, 2)}× (${weakest.name})`,
      pass: weakest.r50.rps / bareRps >= min,
    });
  }
  const served = rows.filter((r) => r.kind !== "baseline");
  if (served.length) {
    const peak = Math.max(...served.map((r) => r.rss), burst?.rss ?? 0);
    checks.push({
      label: "issue 37: the JobLink server's peak RSS ≤ 300 MB",
      value: `${fmt(peak)} MB`,
      pass: peak <= 300,
    });
  }
  if (burst) {
    checks.push({
      label: `issue 37: the dashboard's p99 ≤ 500 ms while ${BURST_LOGINS} logins arrive in ${BURST_SECONDS} s`,
      value: `${ms(burst.dashboard.p99)} ms (alone: ${ms(burst.alone.p99)} ms)`,
      pass: burst.dashboard.p99 <= 500 && burst.dashboard.bad === 0,
    });
    const signedIn = burst.logins.statuses[200] ?? 0;
    checks.push({
      label: `issue 37: every login of the burst signed in`,
      value: burstStatuses(burst),
      pass: signedIn === BURST_LOGINS,
    });
  }
  return checks;
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: `${cpus[0]?.model?.trim() ?? "unknown CPU"} × ${cpus.length}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB`,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
  };
}

function section(key, body) {
  return `<!-- bench:${key} -->\n${body.trim()}\n<!-- /bench:${key} -->`;
}

const DOC_HEAD = `# Performance

Written by \`npm run bench\` (scripts/bench.mjs); do not edit by hand between the markers: each
run replaces its own section (the dataset and database it ran on, and its profile) and keeps the
others. Run it again after a change that may matter, and commit this page with the change.

- \`npm run bench\` — demo data on a fresh SQLite database; \`npm run bench:large\` (\`--large\`) —
  a copy of the pre-seeded large database named by \`BENCH_DATABASE_URL\` or \`DATABASE_URL\`
  (made with \`npm run seed:large\`); \`--postgres\` — PostgreSQL at that URL; \`--profile\` — adds a
  CPU profile of the dashboard; \`--only login,dashboard\` — a subset (then nothing is written
  unless \`--write\`). \`BENCH_DURATION\` (default 10 s at 50 connections, half that at 1),
  \`BENCH_APP_DIR\` (another checkout's build).
- **bare** is a bare React Router framework-mode page (\`bench/baseline\`: the plain template's
  shape, same react-router version, served like JobLink by Hono + compress on node:http): the
  ratio (× bare) is req/s at 50 connections against it, measured in the same run, at its start
  and again at its end (**bare (again)**): the ratios are against the faster of the two, so a
  slow spell of the machine during the first does not flatter them. **CPU ms /
  req** is the server process's CPU time (user + system, from /proc) per answer at 50
  connections, and **CPU × bare** the bare page's (the lower of the two) over the target's: the
  same ratio counted in CPU time, steadier when other work shares the machine.
- **The burst** (issue 37; \`--only burst\` alone, \`BENCH_BURST_LOGINS\`, default 200,
  \`BENCH_BURST_CONNECTIONS\`, default 10): the member's dashboard at 10 connections, alone and then while that many password logins arrive
  within 5 s, each from its own address.
- Latencies are per request as autocannon sees them (client on the same machine); sizes are one
  answer as sent without \`Accept-Encoding\` (the load does not ask for gzip either, unless
  \`BENCH_GZIP=1\`) and its gzip size; RSS peak is the server process's VmRSS during that target.
- On a machine with few cores the load generator competes with the server for CPU: compare
  ratios within one run rather than absolute numbers across machines.
`;

const ORDER = ["demo-sqlite", "large-sqlite", "demo-postgres", "large-postgres"];

function writeDoc(sections) {
  let existing = "";
  try {
    existing = fs.readFileSync(DOC, "utf8");
  } catch {}
  const found = new Map();
  for (const m of existing.matchAll(/<!-- bench:(\S+) -->\n([\s\S]*?)\n<!-- \/bench:\1 -->/g)) found.set(m[1], m[0]);
  for (const [key, body] of Object.entries(sections)) found.set(key, section(key, body));
  const keys = [...found.keys()].sort((a, b) => {
    const rank = (k) => {
      const base = k.replace(/^profile-/, "");
      const i = ORDER.indexOf(base);
      return (i < 0 ? ORDER.length : i) * 2 + (k.startsWith("profile-") ? 1 : 0);
    };
    return rank(a) - rank(b) || a.localeCompare(b);
  });
  const text = `${DOC_HEAD}\n${keys.map((k) => found.get(k)).join("\n\n")}\n`;
  fs.mkdirSync(path.dirname(DOC), { recursive: true });
  fs.writeFileSync(DOC, text);
  console.log(`\nwrote ${path.relative(ROOT, DOC)}`);
}

/** Which code was measured: BENCH_APP_REV, else the app directory's git commit (+ "with local changes"). */
function appRevision() {
  if (process.env.BENCH_APP_REV) return process.env.BENCH_APP_REV;
  const git = (...a) => spawnSync("git", ["-C", APP_DIR, ...a], { encoding: "utf8" });
  const head = git("rev-parse", "--short", "HEAD");
  if (head.status !== 0) return "unknown revision";
  const dirty = git("status", "--porcelain", "--untracked-files=no").stdout.trim() !== "";
  return `commit ${head.stdout.trim()}${dirty ? " with uncommitted changes" : ""}`;
}

function describeDataset() {
  const db = POSTGRES ? "PostgreSQL" : "SQLite (node:sqlite)";
  if (POSTGRES)
    return `the ${LARGE ? "large dataset" : "demo data"} (PostgreSQL, the database at BENCH_DATABASE_URL${LARGE ? "" : ", seeded with the demo data on start"})`;
  return LARGE
    ? `the large dataset (${db}, a copy of ${(DATABASE_URL ?? "").replace(/^file:/, "")})`
    : `the demo data (${db}, a fresh database)`;
}

function datasetSection({
  rows,
  bareRps,
  js,
  bareJs,
  startedAt,
  loadBefore,
  loadAfter,
  serverIdleRss,
  baselineIdleRss,
  ids,
  burst,
}) {
  const m = machine();
  const checks = targetChecks(rows, bareRps, js, burst);
  const non2xx = rows.filter(isNon2xx);
  const overloaded = rows.filter((r) => failed(r) > 0);
  const shared = loadBefore[0] > 0.5 || loadAfter[0] > 0.5 + os.cpus().length;
  const lines = [
    `## ${LARGE ? "Large dataset" : "Demo data"}, ${POSTGRES ? "PostgreSQL" : "SQLite"}`,
    "",
    `Measured ${startedAt.toISOString().replace("T", " ").slice(0, 16)} UTC on ${describeDataset()}, logged in as ${MEMBER.email}; JobLink at ${appRevision()}.`,
    `Machine: ${m.cpu}, ${m.memory} RAM, ${m.os}, Node ${m.node}. ${DURATION_1} s at 1 connection and ${DURATION} s at ${CONNECTIONS} connections per target (after a ${WARMUP} s warm-up)${ONLY ? `; targets: ${ONLY.join(", ")}` : ""}.`,
    `Load average before / after: ${loadBefore.map((l) => l.toFixed(2)).join(", ")} / ${loadAfter.map((l) => l.toFixed(2)).join(", ")}${shared ? " — **the machine was shared with other work while measuring: absolute numbers are noisy, ratios less so**" : ""}.`,
    process.env.BENCH_NOTE ? `\n${process.env.BENCH_NOTE}` : "",
    "",
    markdownTable(rows, bareRps),
    "",
    `Server memory (RSS): ${fmt(serverIdleRss)} MB after start, ${fmt(Math.max(...rows.filter((r) => r.kind !== "baseline").map((r) => r.rss), 0))} MB at most during the run (the baseline's server: ${fmt(baselineIdleRss)} MB after start).`,
    js
      ? `First-load JavaScript of \`/login\`: ${js.files} module files, ${kb(js.raw)} (${kb(js.gzip)} gzip)${bareJs ? `; the bare page's: ${bareJs.files} files, ${kb(bareJs.gzip)} gzip` : ""}.`
      : "",
    `Ids used: job post ${ids.jobId}, company account ${ids.companyId}, member ${ids.userId}${ids.busiestPostId ? `; ${COMPANY.email}'s busiest post ${ids.busiestPostId}` : ""}.`,
    "",
    ...(burst ? [burstSection(burst), ""] : []),
    "### Targets (issues 9 and 37)",
    "",
    "| Goal | This run | |",
    "|---|---|---|",
    ...checks.map((c) => `| ${c.label} | ${c.value} | ${c.pass ? "pass" : "**FAIL**"} |`),
  ];
  if (non2xx.length) {
    lines.push("", "### Answers that were not 2xx (their numbers do not measure the page)", "");
    for (const r of non2xx) lines.push(`- ${r.name} \`${r.resolvedPath}\`: ${problem(r)}`);
  }
  if (overloaded.length) {
    lines.push("", `### Requests without an answer within ${TIMEOUT_S} s (or failed connections)`, "");
    lines.push(
      `Every answer that came was 2xx unless listed above; these requests are left out of the latencies, so the p99 of these targets is better than what clients saw.`,
      "",
    );
    for (const r of overloaded) lines.push(`- ${r.name} \`${r.resolvedPath}\`: ${failed(r)} requests`);
  }
  return lines.filter((l, i, a) => !(l === "" && a[i - 1] === "")).join("\n");
}

function profileSection(p, startedAt) {
  return [
    `## Profile: the dashboard, ${LARGE ? "large dataset" : "demo data"}, ${POSTGRES ? "PostgreSQL" : "SQLite"}`,
    "",
    `\`node --cpu-prof\` while \`/individual/dashboard\` was loaded for ${PROFILE_SECONDS} s at ${CONNECTIONS} connections (${startedAt.toISOString().slice(0, 10)}, after a ${WARMUP} s warm-up); ${fmt(p.totalMs / 1000, 1)} s of non-idle time sampled ${p.windowed ? "during the load only" : "over the whole process, start included (the load window could not be told apart)"}, ${fmt(p.idlePct, 1)} % idle. Self time, as a share of the busy time.`,
    "",
    "| # | Function | Where | Self |",
    "|--:|---|---|--:|",
    ...p.top.map((f, i) => `| ${i + 1} | \`${f.name}\` | ${f.where} | ${f.pct.toFixed(1)} % |`),
    "",
    "By package (self time; native frames count for the package that called them):",
    "",
    "| Package | Self |",
    "|---|--:|",
    ...p.packages.filter((x) => x.pct >= 0.5).map((x) => `| ${x.name} | ${x.pct.toFixed(1)} % |`),
  ].join("\n");
}

// --- Main ----------------------------------------------------------------------------------

async function main() {
  if (flag("list")) {
    for (const t of TARGETS) console.log(t.name);
    console.log("burst");
    return;
  }
  if (ONLY) {
    const unknown = ONLY.filter((n) => n !== "burst" && !TARGETS.some((t) => t.name === n));
    if (unknown.length) throw new Error(`unknown target(s): ${unknown.join(", ")} (see --list)`);
  }
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  ensureBuilds();
  console.log(`dataset: ${describeDataset()}; app: ${APP_DIR}`);

  const [baseline, app] = await Promise.all([startBaseline(), startApp()]);
  const baselineIdleRss = rssMb(baseline.child.pid);
  const serverIdleRss = rssMb(app.child.pid);
  console.log(`baseline on ${baseline.url}, JobLink on ${app.url} (log: ${app.logFile})`);

  const auth = credentials(app.url);
  const ids = await findIds(app.url, await auth());
  const settled = await waitUntilIdle(app.child.pid);
  console.log(`JobLink idle after ${settled.toFixed(0)} s of start-up work`);
  // The bare page always runs: every ratio is against it.
  const selected = TARGETS.filter((t) => !ONLY || t.kind === "baseline" || ONLY.includes(t.name));
  const companyAuth = credentials(app.url, COMPANY);
  if (selected.some((t) => t.as === "company")) ids.busiestPostId = await findBusiestPost(app.url, await companyAuth());
  const rows = [];
  const enc = GZIP ? { "accept-encoding": "gzip" } : {};
  for (const t of selected) {
    const target = { ...t, resolvedPath: t.path(ids) };
    const server = t.kind === "baseline" ? baseline : app;
    let headers = { ...enc };
    if (t.kind !== "baseline" && t.auth !== false) {
      const c = await (t.as === "company" ? companyAuth : auth)();
      headers = t.kind === "api" ? { ...enc, authorization: `Bearer ${c.token}` } : { ...enc, cookie: c.cookie };
    }
    process.stdout.write(`${t.name.padEnd(24)} ${target.resolvedPath} ... `);
    const r = await measureTarget(target, server.url, headers, server.child.pid);
    rows.push(r);
    console.log(
      `${fmt(r.r1.rps)} req/s @1, ${fmt(r.r50.rps)} req/s @${CONNECTIONS}, p99 ${ms(r.r50.p99)} ms${isNon2xx(r) ? "  !! NOT 2xx" : ""}${isBad(r) ? `  !! ${problem(r)}` : ""}`,
    );
    if (app.exited()) throw new Error(`the app server exited during the run:\n${app.logTail()}`);
  }
  let burst = null;
  if (!ONLY || ONLY.includes("burst")) {
    process.stdout.write(`${"burst".padEnd(24)} ${MEMBER.home} with ${BURST_LOGINS} logins in ${BURST_SECONDS} s ... `);
    burst = await runBurst(app.url, { ...enc, cookie: (await auth()).cookie }, app.child.pid);
    console.log(
      `dashboard p99 ${ms(burst.alone.p99)} ms alone, ${ms(burst.dashboard.p99)} ms with the burst; logins ${burstStatuses(burst)}, p99 ${ms(burst.logins.p99)} ms`,
    );
  }
  // The bare page again at the end: the machine's speed drifts over a run of minutes, and a
  // slow spell during the first measure would flatter every ratio. Ratios are against the faster
  // of the two (the harder bar).
  const first = rows.find((r) => r.kind === "baseline");
  if (first && rows.length > 1) {
    process.stdout.write(`${"bare (again)".padEnd(24)} ${first.resolvedPath} ... `);
    const again = await measureTarget({ ...first, name: "bare (again)" }, baseline.url, { ...enc }, baseline.child.pid);
    rows.push(again);
    console.log(
      `${fmt(again.r1.rps)} req/s @1, ${fmt(again.r50.rps)} req/s @${CONNECTIONS}, p99 ${ms(again.r50.p99)} ms`,
    );
  }
  const bareRps = Math.max(...rows.filter((r) => r.kind === "baseline").map((r) => r.r50.rps)) || NaN;
  const login = rows.find((r) => r.name === "login");
  const js = login && login.status === 200 ? firstLoadJs(login.html, path.join(APP_DIR, "build", "client")) : null;
  const bare = rows.find((r) => r.kind === "baseline");
  const bareJs = bare ? firstLoadJs(bare.html, path.join(BASELINE_DIR, "build", "client")) : null;
  await stopAll();
  const loadAfter = os.loadavg();

  console.log(`\n${describeDataset()}: ${DURATION_1} s @1 and ${DURATION} s @${CONNECTIONS} connections per target`);
  printTable(rows, bareRps);
  console.log(
    `\nRSS: JobLink ${fmt(serverIdleRss)} MB after start, peak ${fmt(Math.max(...rows.filter((r) => r.kind !== "baseline").map((r) => r.rss), 0))} MB; baseline ${fmt(baselineIdleRss)} MB`,
  );
  if (js)
    console.log(
      `first-load JS of /login: ${js.files} files, ${kb(js.raw)}, ${kb(js.gzip)} gzip${js.missing.length ? ` (missing: ${js.missing.join(", ")})` : ""}`,
    );
  console.log("\ntargets:");
  for (const c of targetChecks(rows, bareRps, js, burst))
    console.log(`  ${c.pass ? "pass" : "FAIL"}  ${c.label.replace(/`/g, "")}: ${c.value}`);
  const non2xx = rows.filter(isNon2xx);
  if (non2xx.length) {
    console.log("\n!!!!! WARNING: these targets answered non-2xx: their numbers do not measure the page !!!!!");
    for (const r of non2xx) console.log(`  ${r.name} ${r.resolvedPath}: ${problem(r)}`);
  }
  const overloaded = rows.filter((r) => failed(r) > 0 && !isNon2xx(r));
  if (overloaded.length) {
    console.log(`\nWARNING: requests without an answer within ${TIMEOUT_S} s (left out of the latencies):`);
    for (const r of overloaded) console.log(`  ${r.name} ${r.resolvedPath}: ${problem(r)}`);
  }

  const sections = {};
  sections[DATASET] = datasetSection({
    rows,
    bareRps,
    js,
    bareJs,
    startedAt,
    loadBefore,
    loadAfter,
    serverIdleRss,
    baselineIdleRss,
    ids,
    burst,
  });
  if (PROFILE) {
    const p = await runProfile();
    await stopAll();
    console.log(
      `\nprofile: ${fmt(p.totalMs / 1000, 1)} s non-idle${p.windowed ? " under load" : " (whole process)"}, ${fmt(p.idlePct, 1)} % idle; top by self time:`,
    );
    for (const f of p.top) console.log(`  ${f.pct.toFixed(1).padStart(5)} %  ${f.name}  ${f.where}`);
    console.log("by package:");
    for (const x of p.packages.slice(0, 12)) console.log(`  ${x.pct.toFixed(1).padStart(5)} %  ${x.name}`);
    sections[`profile-${DATASET}`] = profileSection(p, startedAt);
  }
  if (WRITE) writeDoc(sections);
  else console.log("\n(docs/performance.md not written: --only without --write, or --no-write)");
  fs.rmSync(LOG_DIR, { recursive: true, force: true });
}

// autocannon's timeout timers can be re-armed with -1 ms when a request times out: Node's
// TimeoutNegativeWarning about it says nothing about the server. Other warnings still print.
process.removeAllListeners("warning");
process.on("warning", (w) => {
  if (w.name !== "TimeoutNegativeWarning") console.warn(`${w.name}: ${w.message}`);
});

for (const sig of ["SIGINT", "SIGTERM"]) {
  process.once(sig, () => {
    stopAll().finally(() => process.exit(130));
  });
}

main()
  .catch(async (err) => {
    console.error(err);
    await stopAll();
    console.error(`server logs: ${LOG_DIR}`);
    process.exitCode = 1;
  })
  .finally(() => {
    // autocannon may keep sockets around for a moment: do not wait for them.
    setTimeout(() => process.exit(process.exitCode ?? 0), 100).unref();
  });
