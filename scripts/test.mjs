#!/usr/bin/env node
// `npm test`: every test of the project, in stages, with one honest summary at the end.
//
//   lint          npm run lint                           (ESLint, knip, the typecheck; not counted as tests)
//   unit          vitest run --project unit              (app/**/*.test.ts)
//   api-sqlite    vitest run --project api               (tests/api, SQLite)
//   api-postgres  the same on PostgreSQL                 (TEST_DB=postgres, TEST_POSTGRES_URL)
//   build         npm run build                          (needed by e2e, the API's web-server tests, deploy)
//   e2e           playwright test                        (tests/e2e, js and nojs projects)
//   deploy        node --test tests/deploy/              (the Dockerfile's steps, replayed)
//
// Usage: node scripts/test.mjs [--serial] [stage ...]   (default: all stages)
// Stages run in two lanes side by side (see LANES); `--serial` runs them one at a time in the
// order above. The summary lists them in that order either way.
//
// PostgreSQL: TEST_POSTGRES_URL when set, otherwise `bash scripts/ensure-postgres.sh` (last line
// of its output is the URL). Chromium, likewise: `bash scripts/ensure-chromium.sh` (CHROMIUM_PATH
// when set, else Debian's /usr/bin/chromium, installed when missing). If either fails, its stage
// FAILS under CI=true, and is skipped with a warning otherwise. A stage that runs no test at all
// fails under CI=true (warning otherwise).
//
// Counts come from the runners' own JSON/TAP output; a runner that fails without reporting a
// failed test (a crash, a load error) counts as one failure. The last line is
// `N passed, N failed, N skipped`.
import { AsyncLocalStorage } from "node:async_hooks";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CI = !!process.env.CI && process.env.CI !== "false" && process.env.CI !== "0";
const BIN = path.join(ROOT, "node_modules", ".bin");
const OUT = fs.mkdtempSync(path.join(os.tmpdir(), "joblink-test-"));

const STAGES = ["lint", "unit", "api-sqlite", "api-postgres", "build", "e2e", "deploy"];
const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
for (const w of wanted) {
  if (!STAGES.includes(w)) {
    console.error(`unknown stage "${w}"; stages: ${STAGES.join(", ")}`);
    process.exit(2);
  }
}
const selected = wanted.length ? STAGES.filter((s) => wanted.includes(s)) : STAGES;

// Every child runs on the project's Node (node_modules/.bin/node, Node 24), whatever node
// started this script.
const baseEnv = { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ""}` };

/** @typedef {{ name: string, status: "passed"|"failed"|"skipped", passed: number, failed: number, skipped: number, seconds: number, note?: string }} StageResult */
/** @type {StageResult[]} */
const results = [];

/**
 * The stage whose output this is, while stages run side by side: each of their lines is written
 * with the stage's name in front (`[api-sqlite] ...`), so the two lanes can be told apart.
 */
const lane = new AsyncLocalStorage();

/** A writer for `stream` that puts the current stage's name before each line (when side by side). */
function lineWriter(stream) {
  const prefix = lane.getStore();
  if (!prefix) return { write: (text) => stream.write(text), end() {} };
  let partial = "";
  return {
    write(text) {
      const lines = (partial + text).split("\n");
      partial = lines.pop();
      for (const line of lines) stream.write(`[${prefix}] ${line}\n`);
    },
    end() {
      if (partial) stream.write(`[${prefix}] ${partial}\n`);
      partial = "";
    },
  };
}
const say = (text) => lineWriter(process.stdout).write(`${text}\n`);
const warn = (text) => lineWriter(process.stderr).write(`${text}\n`);

function banner(text) {
  const line = "=".repeat(Math.max(10, 78 - text.length - 4));
  say(`\n== ${text} ${line}`);
}

/**
 * Run a command (stdout and stderr to ours, each line named after its stage when side by side;
 * `opts.stdio` to capture instead); resolve with its exit code and captured stdout.
 */
function run(cmd, args, env = baseEnv, opts = {}) {
  return new Promise((resolve) => {
    const named = !opts.stdio && lane.getStore();
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env,
      stdio: opts.stdio ?? (named ? ["ignore", "pipe", "pipe"] : "inherit"),
    });
    let stdout = "";
    const writers = [];
    if (named) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        const writer = lineWriter(to);
        writers.push(writer);
        from.on("data", (d) => writer.write(String(d)));
      }
    } else if (child.stdout) child.stdout.on("data", (d) => (stdout += d));
    child.on("error", (err) => {
      warn(`cannot run ${cmd}: ${err.message}`);
      resolve({ code: 127, stdout });
    });
    child.on("exit", (code, signal) => {
      const done = () => {
        for (const writer of writers) writer.end();
        resolve({ code: code ?? (signal ? 128 : 1), stdout });
      };
      // The last output may still be in the pipes; a process the child left running could keep
      // them open for good, so wait for them a little only.
      if (!named) return done();
      const timer = setTimeout(done, 2_000);
      child.on("close", () => {
        clearTimeout(timer);
        done();
      });
    });
  });
}

/** The first line of an error message, trimmed to fit a summary line. */
function firstLine(message) {
  const line =
    String(message ?? "")
      .replace(/\x1b\[[0-9;]*m/g, "")
      .split("\n")
      .find((l) => l.trim()) ?? "";
  return line.trim().slice(0, 200);
}

/**
 * The lines under an error's first, up to its call log: what was expected, what came, and the
 * failing line. A CI log keeps only its last lines, and "toHaveAttribute failed" alone does not
 * say whether the value was wrong or the element missing.
 */
function errorDetail(message, location) {
  const lines = String(message ?? "")
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .map((l) => l.trim());
  const end = lines.findIndex((l) => /^Call log:/.test(l));
  const detail = (end === -1 ? lines : lines.slice(0, end)).filter(Boolean).slice(1, 6);
  if (location?.file) detail.push(`at ${path.relative(ROOT, location.file)}:${location.line}`);
  return detail.map((l) => `\n      ${l.slice(0, 160)}`).join("");
}

/** Failed tests of a Vitest JSON report: "file > test: first line of the error". */
function vitestFailures(json) {
  const out = [];
  for (const file of json?.testResults ?? []) {
    const rel = path.relative(ROOT, file.name ?? "");
    const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const a of failed)
      out.push(
        `${rel} > ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}${errorDetail(a.failureMessages?.[0])}`,
      );
    if (!failed.length && file.status === "failed") out.push(`${rel}: ${firstLine(file.message)}`);
  }
  return out;
}

/** Failed tests of a Playwright JSON report (unexpected outcomes only). */
function playwrightFailures(json) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== "unexpected") continue;
        const last = t.results?.[t.results.length - 1];
        out.push(
          `[${t.projectName}] ${spec.file}:${spec.line} > ${[...titles, spec.title].join(" > ")}: ${firstLine(last?.error?.message)}` +
            errorDetail(last?.error?.message, last?.error?.location),
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
  };
  for (const suite of json?.suites ?? []) walk(suite, []);
  for (const e of json?.errors ?? []) out.push(`error: ${firstLine(e.message)}`);
  return out;
}

/**
 * Where the browser tests' time went: the slowest tests, and the share of the axe scans (the
 * fixture's "axe scan" steps), so a slow run says what to look at.
 */
function playwrightTimeReport(json) {
  const tests = [];
  let axeMs = 0;
  const stepMs = (steps) =>
    (steps ?? []).reduce((sum, step) => sum + (step.title === "axe scan" ? step.duration : stepMs(step.steps)), 0);
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        for (const r of t.results ?? []) {
          tests.push({ name: `[${t.projectName}] ${spec.file}:${spec.line} ${spec.title}`, ms: r.duration ?? 0 });
          axeMs += stepMs(r.steps);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json?.suites ?? []) walk(suite);
  if (!tests.length) return;
  const totalMs = tests.reduce((sum, t) => sum + t.ms, 0);
  say(
    `e2e time: ${(totalMs / 1000).toFixed(0)} s in tests, of which ${(axeMs / 1000).toFixed(0)} s (${Math.round((100 * axeMs) / totalMs)} %) in axe scans; the slowest:`,
  );
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, 10))
    say(`  ${(t.ms / 1000).toFixed(1).padStart(5)} s  ${t.name}`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/**
 * Turn a runner's exit code and counts into a stage result. A non-zero exit with no failed test
 * counted is still a failure (counted as one); zero tests run fails under CI.
 */
function settle(name, started, code, counts, note, failures = []) {
  let { passed = 0, failed = 0, skipped = 0 } = counts ?? {};
  let status = code === 0 ? "passed" : "failed";
  const notes = note ? [note] : [];
  if (!counts) notes.push("no report from the runner");
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`exit code ${code}`);
  }
  if (code === 0 && passed + failed === 0) {
    if (CI) {
      status = "failed";
      failed = 1;
      notes.push("ran no test (fails under CI)");
    } else {
      notes.push("WARNING: ran no test");
    }
  }
  const result = {
    name,
    status,
    passed,
    failed,
    skipped,
    seconds: (Date.now() - started) / 1000,
    note: notes.join("; ") || undefined,
    failures,
  };
  results.push(result);
  return result;
}

function skip(name, note) {
  const result = { name, status: "skipped", passed: 0, failed: 0, skipped: 0, seconds: 0, note };
  results.push(result);
  return result;
}

async function vitestStage(name, project, extraEnv = {}, { announce = true } = {}) {
  if (announce) banner(`${name}: vitest run --project ${project}`);
  const started = Date.now();
  const report = path.join(OUT, `${name}.json`);
  const { code } = await run(
    path.join(BIN, "vitest"),
    ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    { ...baseEnv, ...extraEnv },
  );
  const json = readJson(report);
  const counts = json && {
    passed: json.numPassedTests ?? 0,
    failed: (json.numFailedTests ?? 0) + (json.numFailedTests ? 0 : (json.numFailedTestSuites ?? 0)),
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  };
  return settle(name, started, code, counts, undefined, vitestFailures(json));
}

/** The last line of a helper script's stdout (its answer), or an error naming the script. */
async function ensure(scriptName, accept) {
  const script = path.join(ROOT, "scripts", scriptName);
  if (!fs.existsSync(script)) return { error: `scripts/${scriptName} is missing` };
  const { code, stdout } = await run("bash", [script], baseEnv, { stdio: ["ignore", "pipe", "inherit"] });
  const answer = stdout.trim().split("\n").pop()?.trim();
  if (code !== 0 || !answer || !accept(answer)) return { error: `scripts/${scriptName} failed (exit ${code})` };
  return { answer };
}

/** Debian's Chromium for the browser tests: CHROMIUM_PATH, or found or installed by the script. */
async function chromiumPath() {
  const { answer, error } = await ensure("ensure-chromium.sh", (p) => path.isAbsolute(p));
  return { path: answer, error };
}

let postgresAnswer;
function postgresUrl() {
  postgresAnswer ??= findPostgres();
  return postgresAnswer;
}

async function findPostgres() {
  if (process.env.TEST_POSTGRES_URL) return { url: process.env.TEST_POSTGRES_URL };
  say("TEST_POSTGRES_URL is unset: bash scripts/ensure-postgres.sh");
  const { answer, error } = await ensure("ensure-postgres.sh", (url) => /^postgres(ql)?:\/\//.test(url));
  return { url: answer, error };
}

/** `npm run <name>` as a stage that is not a test: recorded, but it adds to the counts only when it fails. */
async function checkStage(name) {
  banner(`${name}: npm run ${name}`);
  const started = Date.now();
  const { code } = await run("npm", ["run", name]);
  const r = {
    name,
    status: code === 0 ? "passed" : "failed",
    passed: 0,
    failed: code === 0 ? 0 : 1,
    skipped: 0,
    seconds: (Date.now() - started) / 1000,
    note: code === 0 ? "(not counted as a test)" : `exit code ${code}`,
  };
  results.push(r);
  return r;
}

const stages = {
  unit: () => vitestStage("unit", "unit"),

  "api-sqlite": () => vitestStage("api-sqlite", "api", { TEST_DB: "sqlite", TEST_POSTGRES_URL: "" }),

  "api-postgres": async () => {
    banner("api-postgres: vitest run --project api on PostgreSQL");
    const started = Date.now();
    const { url, error } = await postgresUrl();
    if (!url) {
      if (CI) {
        warn(`PostgreSQL is not available: ${error}. Failing (CI=true).`);
        return settle("api-postgres", started, 1, { passed: 0, failed: 1, skipped: 0 }, error);
      }
      warn(`WARNING: PostgreSQL is not available (${error}); skipping the PostgreSQL run.`);
      return skip("api-postgres", `skipped: ${error}`);
    }
    say(`using ${url.replace(/\/\/([^:@/]+):[^@]*@/, "//$1:***@")}`);
    return vitestStage("api-postgres", "api", { TEST_DB: "postgres", TEST_POSTGRES_URL: url }, { announce: false });
  },

  lint: () => checkStage("lint"),

  build: () => checkStage("build"),

  e2e: async () => {
    banner("e2e: playwright test (projects js and nojs)");
    const started = Date.now();
    const build = results.find((r) => r.name === "build");
    if (build && build.status === "failed") {
      return settle("e2e", started, 1, { passed: 0, failed: 1, skipped: 0 }, "not run: the build failed");
    }
    const chromium = await chromiumPath();
    if (!chromium.path) {
      if (CI) {
        warn(`Chromium is not available: ${chromium.error}. Failing (CI=true).`);
        return settle("e2e", started, 1, { passed: 0, failed: 1, skipped: 0 }, chromium.error);
      }
      warn(`WARNING: Chromium is not available (${chromium.error}); skipping the browser tests.`);
      return skip("e2e", `skipped: ${chromium.error}`);
    }
    const report = path.join(OUT, "e2e.json");
    const { code } = await run(path.join(BIN, "playwright"), ["test", "--reporter=list,json"], {
      ...baseEnv,
      CHROMIUM_PATH: chromium.path,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      // scripts/test.mjs has just built the app: skip the stale-build check.
      ...(build ? { E2E_SKIP_BUILD: "1" } : {}),
    });
    const json = readJson(report);
    playwrightTimeReport(json);
    const s = json?.stats;
    const counts = s && {
      passed: (s.expected ?? 0) + (s.flaky ?? 0),
      failed: (s.unexpected ?? 0) + (s.unexpected ? 0 : (json.errors?.length ?? 0)),
      skipped: s.skipped ?? 0,
    };
    const note = s?.flaky ? `${s.flaky} flaky (passed on retry)` : undefined;
    return settle("e2e", started, code, counts, note, playwrightFailures(json));
  },

  deploy: async () => {
    banner("deploy: node --test tests/deploy/ (Dockerfile steps as plain commands)");
    const started = Date.now();
    const tap = path.join(OUT, "deploy.tap");
    const files = fs.existsSync(path.join(ROOT, "tests", "deploy"))
      ? fs.readdirSync(path.join(ROOT, "tests", "deploy")).filter((f) => /\.test\.m?js$/.test(f))
      : [];
    if (!files.length) return settle("deploy", started, 0, { passed: 0, failed: 0, skipped: 0 });
    const { code } = await run(path.join(BIN, "node"), [
      "--test",
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      "--test-reporter=tap",
      `--test-reporter-destination=${tap}`,
      ...files.map((f) => path.join("tests", "deploy", f)),
    ]);
    let counts = null;
    let failures = [];
    try {
      const text = fs.readFileSync(tap, "utf8");
      failures = [...text.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((m) => `${m[1].trim().slice(0, 200)}`);
      const num = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
      counts = { passed: num("pass"), failed: num("fail") + num("cancelled"), skipped: num("skipped") + num("todo") };
    } catch {
      /* no report */
    }
    return settle("deploy", started, code, counts, undefined, failures);
  },
};

/**
 * Two lanes side by side, about one of the 2 cores each: the build, then the browser tests; and
 * the lint (first: it fails fastest), the unit tests, the API runs and the deploy test. The
 * API's web-server tests and the deploy test need the build, so they wait for it; nothing else
 * is shared (every run has its own ports, databases and temp dirs). `--serial` runs one stage at a time, in STAGES order.
 */
const LANES = [
  ["build", "e2e"],
  ["lint", "unit", "api-sqlite", "api-postgres", "deploy"],
];
const NEEDS_BUILD = new Set(["api-sqlite", "api-postgres", "e2e", "deploy"]);
const serial = process.argv.includes("--serial");

const t0 = Date.now();
if (serial) {
  for (const name of selected) await stages[name]();
} else {
  const lanes = LANES.map((names) => names.filter((n) => selected.includes(n))).filter((names) => names.length);
  const sideBySide = lanes.length > 1;
  let builtNow;
  const built = selected.includes("build") ? new Promise((resolve) => (builtNow = resolve)) : Promise.resolve();
  // Both lanes may start PostgreSQL (two-instances.spec.ts does, through ensure-postgres.sh):
  // start it once, before they do.
  if (sideBySide && selected.includes("api-postgres") && selected.includes("e2e")) await postgresUrl();
  const runLane = async (names) => {
    for (const name of names) {
      if (NEEDS_BUILD.has(name)) await built;
      await (sideBySide ? lane.run(name, stages[name]) : stages[name]());
      if (name === "build") builtNow();
    }
  };
  await Promise.all(lanes.map(runLane));
  results.sort((a, b) => STAGES.indexOf(a.name) - STAGES.indexOf(b.name));
}

banner("summary");
const pad = (s, n) => String(s).padEnd(n);
console.log(
  `${pad("stage", 14)}${pad("result", 9)}${pad("passed", 8)}${pad("failed", 8)}${pad("skipped", 9)}${pad("time", 9)}note`,
);
for (const r of results) {
  console.log(
    `${pad(r.name, 14)}${pad(r.status, 9)}${pad(r.passed, 8)}${pad(r.failed, 8)}${pad(r.skipped, 9)}${pad(`${r.seconds.toFixed(1)}s`, 9)}${r.note ?? ""}`,
  );
}
const total = results.reduce(
  (acc, r) => ({ passed: acc.passed + r.passed, failed: acc.failed + r.failed, skipped: acc.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
// The names of failed tests, so that the last lines of a CI log say what failed.
for (const r of results) {
  const list = r.failures ?? [];
  if (!list.length) continue;
  console.log(`failed in ${r.name}:`);
  for (const f of list.slice(0, 20)) console.log(`  - ${f}`);
  if (list.length > 20) console.log(`  … and ${list.length - 20} more (see the runner reports)`);
}
const failedRun = results.some((r) => r.status === "failed") || total.failed > 0;
if (failedRun) console.log(`total time ${((Date.now() - t0) / 1000).toFixed(1)}s; runner reports kept in ${OUT}`);
else {
  console.log(`total time ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  fs.rmSync(OUT, { recursive: true, force: true });
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedRun ? 1 : 0);
