#!/usr/bin/env node
// `npm run bench`: throughput of the production server, measured side by side in one run.
//
// Starts `node server.js` from the built app (builds first when build/ is missing) on a free
// loopback port with a fresh SQLite database and the demo data, logs in as the demo member
// through the login form, then runs autocannon (50 connections, 10 s each by default) against:
//   /login                  a bare page (no session)
//   /individual/dashboard   an authenticated page (the demo member's cookie)
//   /healthz                the health check (app + database)
// and prints requests/s side by side. Never part of `npm test` (timings are not assertions).
//
// Options (environment): BENCH_DURATION=10 (seconds), BENCH_CONNECTIONS=50,
// BENCH_URL=http://127.0.0.1:3000 to measure an already running server instead (loopback only).
// Run with the project's Node (npm run bench does that): it imports TypeScript helpers.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { startAppServer } from "../tests/e2e/support/app-server.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DEMO = { email: "asha@joblink.test", password: "Demo@1234" };

function assertLoopback(url) {
  const host = new URL(url).hostname;
  if (!/^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(host)) {
    throw new Error(`BENCH_URL must be a loopback address (got ${host}): load is only ever sent to this machine`);
  }
}

/** All `name=value` pairs from a response's Set-Cookie headers. */
function cookiesFrom(res) {
  return res.headers.getSetCookie().map((c) => c.split(";")[0]);
}

/** Log in through the login form (no JavaScript: a plain form POST) and return the Cookie header. */
async function loginCookie(base) {
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
  form.set("email", DEMO.email);
  form.set("password", DEMO.password);
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
    throw new Error(`demo login failed: ${res.status} ${location} ${(await res.text()).slice(0, 300)}`);
  }
  const cookie = [...cookies.values()].filter((c) => !/=$/.test(c)).join("; ");
  // Check the session really opens the dashboard.
  const check = await fetch(`${base}/individual/dashboard`, { headers: { cookie }, redirect: "manual" });
  if (check.status !== 200) throw new Error(`the demo session does not open the dashboard (${check.status})`);
  return cookie;
}

function measure(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers, title },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function main() {
  let base = process.env.BENCH_URL?.replace(/\/$/, "");
  let server;
  if (base) {
    assertLoopback(base);
  } else {
    if (!fs.existsSync(path.join(ROOT, "build", "server", "index.js"))) {
      console.log("no build/: npm run build");
      const r = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
      if (r.status !== 0) process.exit(r.status ?? 1);
    }
    server = await startAppServer({
      name: "bench",
      host: "127.0.0.1",
      env: { NODE_ENV: "production", SESSION_SECRET: "bench-secret", SEED_DEMO: "1" },
    });
    base = server.url;
    console.log(`production server on ${base} (log: ${server.logFile})`);
  }

  try {
    const cookie = await loginCookie(base);
    const targets = [
      { name: "bare page", path: "/login", headers: {} },
      { name: "authenticated page", path: "/individual/dashboard", headers: { cookie } },
      { name: "health check", path: "/healthz", headers: {} },
    ];
    const rows = [];
    for (const t of targets) {
      process.stdout.write(`${t.name.padEnd(20)} ${t.path} ... `);
      const r = await measure(t.name, `${base}${t.path}`, t.headers);
      const ok = r["2xx"];
      const bad = r.non2xx + r.errors + r.timeouts;
      rows.push({ ...t, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bytes: r.throughput.average, ok, bad });
      console.log(`${Math.round(r.requests.average)} req/s`);
    }
    const bare = rows[0].rps || 1;
    console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s each, against ${base}`);
    console.log(
      `${"target".padEnd(20)}${"path".padEnd(24)}${"req/s".padStart(9)}${"vs bare".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"KB/s".padStart(9)}${"non-2xx".padStart(9)}`,
    );
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(20)}${r.path.padEnd(24)}${String(Math.round(r.rps)).padStart(9)}${(r.rps / bare).toFixed(2).padStart(9)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${String(Math.round(r.bytes / 1024)).padStart(9)}${String(r.bad).padStart(9)}`,
      );
    }
    const auth = rows[1];
    console.log(
      `\nauthenticated / bare = ${(auth.rps / bare).toFixed(2)} (DESIGN.md goal: 0.50 or better)` +
        (rows.some((r) => r.bad) ? "\nWARNING: some answers were not 2xx: those numbers do not measure the page" : ""),
    );
  } finally {
    await server?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
