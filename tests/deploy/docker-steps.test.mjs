// The Dockerfile, replayed as plain commands (there is no Docker engine on this machine or in CI).
//
// 1. Parse the Dockerfile and check the image's promises: node:24-slim stages, a non-root USER,
//    a HEALTHCHECK on /healthz, a VOLUME for the data, the exec-form CMD.
// 2. Make a fresh build context: the repository's files as a clean checkout has them
//    (`git ls-files`, tracked plus new unignored files, never node_modules), minus .dockerignore.
// 3. Replay every stage in its own directory standing in for the image's root filesystem:
//    WORKDIR, ENV, COPY (from the context or `--from` another stage) and RUN (npm ci, npm run
//    build, npm ci --omit=dev, ...) with the stage's ENV. Container paths (/app, /data) map into
//    the stage directory. `chown` is skipped (no `node` user here; the checks below stand in for it)
//    and RUN's --mount cache is the host's own npm cache, so reinstalling is quick.
// 4. Start the final stage's exact CMD with its ENV (SESSION_SECRET set, PORT moved to a free
//    port, /data in a temp dir) and wait for /healthz and /login to answer 200; run the
//    HEALTHCHECK command too.
//
// Run: node --test tests/deploy/   (part of `npm test`). DEPLOY_KEEP=1 keeps the temp dir.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { execForm, parseDockerfile, parseEnv, stagesOf, takeFlags } from "./dockerfile.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const NODE_DIR = path.dirname(process.execPath);
/** Variables that configure the app: never inherited from the host. */
const APP_ENV = [
  "NODE_ENV",
  "PORT",
  "HOST",
  "DATABASE_URL",
  "MAIL_OUTBOX_DIR",
  "UPLOAD_DIR",
  "DATA_DIR",
  "SMTP_URL",
  "MAIL_FROM",
  "API_BASE_URL",
  "PUBLIC_URL",
  "SEED_DEMO",
  "SESSION_SECRET",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "GOOGLE_ISSUER",
  "TRUST_PROXY",
  "TEST_DB",
  "TEST_POSTGRES_URL",
];

// ---------------------------------------------------------------------------------------------
// Dockerfile parsing

/** Words of a shell-ish line, honouring quotes (enough for ENV and COPY). */
function words(s) {
  const out = [];
  const re = /"((?:\\.|[^"\\])*)"|'([^']*)'|(\S+)/g;
  let m;
  while ((m = re.exec(s))) out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, "$1") : (m[2] ?? m[3]));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Build context

function dockerignoreMatcher(text) {
  const rules = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => {
      const negate = l.startsWith("!");
      const pat = (negate ? l.slice(1) : l).replace(/^\/+/, "").replace(/\/+$/, "");
      const re = pat
        .split("/")
        .map((seg) =>
          seg === "**"
            ? ".*"
            : seg
                .replace(/[.+^${}()|[\]\\]/g, "\\$&")
                .replace(/\*/g, "[^/]*")
                .replace(/\?/g, "[^/]"),
        )
        .join("/");
      return { negate, re: new RegExp(`^${re}(/.*)?$`) };
    });
  return (rel) => {
    let ignored = false;
    for (const r of rules) if (r.re.test(rel)) ignored = !r.negate;
    return ignored;
  };
}

/** Files a clean checkout would have (tracked + new, not ignored), minus .dockerignore. */
function makeContext(dir) {
  const res = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(res.status, 0, `git ls-files failed: ${res.stderr}`);
  const ignoreFile = path.join(ROOT, ".dockerignore");
  const ignored = fs.existsSync(ignoreFile) ? dockerignoreMatcher(fs.readFileSync(ignoreFile, "utf8")) : () => false;
  let count = 0;
  for (const rel of new Set(res.stdout.split("\0").filter(Boolean))) {
    if (rel.split("/").includes("node_modules") || ignored(rel)) continue;
    const src = path.join(ROOT, rel);
    if (!fs.existsSync(src)) continue; // deleted in the work tree
    const dest = path.join(dir, rel);
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.copyFileSync(src, dest);
    count++;
  }
  return count;
}

// ---------------------------------------------------------------------------------------------
// Replay

function copyInto(src, dest) {
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  // Hard links are quick for node_modules and safe here (every tree is a throwaway copy).
  const r = spawnSync("cp", ["-al", src, dest]);
  if (r.status !== 0) fs.cpSync(src, dest, { recursive: true, verbatimSymlinks: true });
}

function globToRe(pattern) {
  return new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, "[^/]*")
      .replace(/\?/g, "[^/]")}$`,
  );
}

/** Expand a COPY source (relative to `base`) into existing paths. */
function expandSource(base, src) {
  const clean = src.replace(/^\/+/, "");
  if (clean === "." || clean === "") return [base];
  if (!/[*?]/.test(clean)) return [path.join(base, clean)];
  const dir = path.join(base, path.dirname(clean));
  const re = globToRe(path.basename(clean));
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => re.test(f))
        .map((f) => path.join(dir, f))
    : [];
}

class Replay {
  constructor(tmp, contextDir) {
    this.tmp = tmp;
    this.contextDir = contextDir;
    this.stages = new Map();
    this.log = [];
  }

  /** Host directory standing in for `containerPath` in a stage. */
  hostPath(stage, containerPath) {
    return path.join(stage.root, containerPath);
  }

  resolveContainer(stage, p) {
    return p.startsWith("/") ? path.posix.normalize(p) : path.posix.join(stage.workdir, p);
  }

  /** Map container paths in a command or ENV value (/app, /data, ...) into the stage directory. */
  mapPaths(stage, text) {
    const tops = [...stage.tops].sort((a, b) => b.length - a.length);
    let out = text;
    for (const top of tops) {
      out = out.replace(
        new RegExp(`(^|[\\s=:"'])(${top.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})(?=$|[/\\s"';])`, "g"),
        `$1${stage.root}$2`,
      );
    }
    return out;
  }

  envFor(stage) {
    // The host's environment stands for the build machine's (network, certificates), less
    // anything that configures the app or the npm run that started us; then the stage's ENV.
    const env = {};
    for (const [k, v] of Object.entries(process.env)) {
      if (v === undefined || APP_ENV.includes(k) || /^npm_/i.test(k) || k === "INIT_CWD") continue;
      env[k] = v;
    }
    Object.assign(env, {
      PATH: `${NODE_DIR}${path.delimiter}${process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin"}`,
      HOME: process.env.HOME ?? os.homedir(),
      // The RUN --mount cache stands for the host's npm cache: prefer it over the network.
      npm_config_prefer_offline: "true",
      npm_config_update_notifier: "false",
    });
    for (const [k, v] of Object.entries(stage.env)) env[k] = this.mapPaths(stage, v);
    return env;
  }

  async runStage(def) {
    const stage = {
      name: def.name,
      image: def.image,
      root: path.join(this.tmp, "stages", def.name),
      workdir: "/",
      env: {},
      tops: new Set(),
      user: "root",
      volumes: [],
      expose: [],
      healthcheck: null,
      cmd: null,
    };
    fs.mkdirSync(stage.root, { recursive: true });
    this.stages.set(def.name, stage);
    const note = (s) => this.log.push(`[${stage.name}] ${s}`);
    const addTop = (p) => {
      const top = p.split("/").filter(Boolean)[0];
      if (top) stage.tops.add(`/${top}`);
    };

    for (const ins of def.steps) {
      switch (ins.op) {
        case "WORKDIR": {
          stage.workdir = this.resolveContainer(stage, ins.args);
          addTop(stage.workdir);
          fs.mkdirSync(this.hostPath(stage, stage.workdir), { recursive: true });
          note(`WORKDIR ${stage.workdir}`);
          break;
        }
        case "ENV": {
          const vars = parseEnv(ins.args);
          for (const v of Object.values(vars)) for (const m of v.matchAll(/(?:^|[=:])(\/[\w.-]+)/g)) addTop(m[1]);
          Object.assign(stage.env, vars);
          note(`ENV ${Object.keys(vars).join(" ")}`);
          break;
        }
        case "ARG":
        case "LABEL":
          break;
        case "COPY":
        case "ADD": {
          const { flags, rest } = takeFlags(ins.args);
          const parts = execForm(rest) ?? words(rest);
          const dest = parts.pop();
          const destContainer = this.resolveContainer(stage, dest);
          addTop(destContainer);
          const from = flags.from ? this.stages.get(String(flags.from)) : null;
          if (flags.from && !from) throw new Error(`line ${ins.line}: COPY --from=${flags.from}: no such stage`);
          const base = from ? from.root : this.contextDir;
          const sources = parts.flatMap((s) =>
            from ? expandSource(base, this.resolveContainer(from, s)) : expandSource(base, s),
          );
          assert.ok(sources.length, `line ${ins.line}: COPY ${parts.join(" ")} matched nothing`);
          const destIsDir = dest.endsWith("/") || sources.length > 1 || dest === ".";
          for (const src of sources) {
            assert.ok(fs.existsSync(src), `line ${ins.line}: COPY source missing: ${path.relative(this.tmp, src)}`);
            const hostDest = this.hostPath(stage, destContainer);
            if (fs.statSync(src).isDirectory()) {
              fs.mkdirSync(hostDest, { recursive: true });
              for (const entry of fs.readdirSync(src)) copyInto(path.join(src, entry), path.join(hostDest, entry));
            } else {
              copyInto(src, destIsDir ? path.join(hostDest, path.basename(src)) : hostDest);
            }
          }
          note(`${ins.op} ${parts.join(" ")} -> ${destContainer}${from ? ` (from ${from.name})` : ""}`);
          break;
        }
        case "RUN": {
          const { rest } = takeFlags(ins.args); // --mount=type=cache: the host's cache stands in
          const exec = execForm(rest);
          const commands = exec ? [exec.join(" ")] : rest.split(/\s*&&\s*/);
          for (const command of commands) {
            const word = command.trim().split(/\s+/)[0];
            if (["chown", "chgrp"].includes(word)) {
              note(`RUN ${command}  (skipped: no such user here; ownership is checked separately)`);
              continue;
            }
            const cwd = this.hostPath(stage, stage.workdir);
            const mapped = this.mapPaths(stage, command);
            note(`RUN ${command}`);
            const started = Date.now();
            const code = await new Promise((resolve) => {
              const child = spawn("sh", ["-c", mapped], {
                cwd,
                env: this.envFor(stage),
                stdio: ["ignore", "pipe", "pipe"],
              });
              let output = "";
              child.stdout.on("data", (d) => (output += d));
              child.stderr.on("data", (d) => (output += d));
              child.on("exit", (c) => {
                if (c !== 0) process.stderr.write(output.slice(-8000));
                resolve(c ?? 1);
              });
            });
            note(`    exit ${code} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
            assert.equal(code, 0, `line ${ins.line}: RUN ${command} failed in stage ${stage.name}`);
          }
          break;
        }
        case "USER":
          stage.user = ins.args.trim();
          break;
        case "VOLUME": {
          const vols = execForm(ins.args) ?? ins.args.split(/\s+/);
          stage.volumes.push(...vols);
          vols.forEach(addTop);
          break;
        }
        case "EXPOSE":
          stage.expose.push(...ins.args.split(/\s+/));
          break;
        case "HEALTHCHECK": {
          const { flags, rest } = takeFlags(ins.args);
          const m = /^CMD\s+([\s\S]*)$/i.exec(rest);
          stage.healthcheck = { flags, cmd: m ? (execForm(m[1]) ?? ["sh", "-c", m[1]]) : null };
          break;
        }
        case "CMD":
          stage.cmd = execForm(ins.args) ?? ["sh", "-c", ins.args];
          break;
        case "ENTRYPOINT":
          throw new Error("ENTRYPOINT is not replayed by this test: use CMD");
        default:
          throw new Error(`line ${ins.line}: ${ins.op} is not replayed by this test`);
      }
    }
    return stage;
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor200(url, deadline, isAlive) {
  let last = "";
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the server exited while waiting for ${url}`);
    try {
      const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(3000) });
      if (res.status === 200) return res;
      last = `status ${res.status}`;
    } catch (err) {
      last = err.message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 in time (${last})`);
}

// ---------------------------------------------------------------------------------------------
// The test

test("the Dockerfile's steps work as plain commands from a clean checkout", { timeout: 600_000 }, async (t) => {
  const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
  const instructions = parseDockerfile(dockerfile);
  const defs = stagesOf(instructions);
  const final = defs[defs.length - 1];

  await t.test("the Dockerfile keeps the image's promises", () => {
    assert.ok(defs.length >= 2, "a multi-stage build");
    for (const d of defs) assert.equal(d.image, "node:24-slim", `stage ${d.name} is based on node:24-slim`);
    const steps = final.steps;
    const users = steps.filter((s) => s.op === "USER").map((s) => s.args.trim());
    assert.ok(users.length, "the final stage sets USER");
    assert.ok(!["root", "0", "0:0", "root:root"].includes(users.at(-1)), `runs as a non-root user (${users.at(-1)})`);
    const hc = steps.find((s) => s.op === "HEALTHCHECK");
    // Inline, or in the script file it runs (scripts/healthcheck.mjs, decision 131).
    const hcFile = /[\w./-]+\.m?js\b/.exec(hc?.args ?? "")?.[0];
    const hcText = `${hc?.args ?? ""}\n${hcFile && fs.existsSync(path.join(ROOT, hcFile)) ? fs.readFileSync(path.join(ROOT, hcFile), "utf8") : ""}`;
    assert.ok(hc && /\/healthz/.test(hcText), "a HEALTHCHECK on /healthz");
    const vol = steps.find((s) => s.op === "VOLUME");
    assert.ok(vol && /\/data/.test(vol.args), "a VOLUME for /data");
    const cmd = steps.find((s) => s.op === "CMD");
    assert.deepEqual(execForm(cmd?.args ?? ""), ["node", "server.js"], 'CMD ["node","server.js"] (exec form)');
    const env = Object.assign({}, ...steps.filter((s) => s.op === "ENV").map((s) => parseEnv(s.args)));
    assert.equal(env.NODE_ENV, "production");
    assert.equal(env.PORT, "3000");
    assert.match(env.DATABASE_URL ?? "", /^file:\/data\//, "the database lives in the volume");
    assert.ok(
      steps.some((s) => s.op === "EXPOSE" && /\b3000\b/.test(s.args)),
      "EXPOSE 3000",
    );
    assert.ok(
      steps.some((s) => s.op === "RUN" && /npm ci\b.*--omit=dev/.test(s.args)),
      "the final stage installs production dependencies only",
    );
    const dataOwned = steps.some((s) => s.op === "RUN" && /chown\b[^&]*\b(node|1000)\b[^&]*\/data/.test(s.args));
    assert.ok(dataOwned, "the data directory is handed to the non-root user");
  });

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "joblink-deploy-"));
  t.after(() => {
    if (!process.env.DEPLOY_KEEP) fs.rmSync(tmp, { recursive: true, force: true });
    else console.log(`kept ${tmp}`);
  });
  const contextDir = path.join(tmp, "context");
  const replay = new Replay(tmp, contextDir);
  t.after(() => {
    if (process.env.DEPLOY_VERBOSE) console.log(replay.log.join("\n"));
  });

  await t.test("a fresh build context (git ls-files, minus .dockerignore)", () => {
    fs.mkdirSync(contextDir, { recursive: true });
    const count = makeContext(contextDir);
    assert.ok(count > 0);
    assert.ok(fs.existsSync(path.join(contextDir, "package-lock.json")), "package-lock.json is committed");
    assert.ok(!fs.existsSync(path.join(contextDir, "node_modules")), "no node_modules in the context");
  });

  let broken = "";
  for (const def of defs) {
    await t.test(`stage ${def.name}`, { skip: broken ? `after ${broken} failed` : false }, async () => {
      try {
        await replay.runStage(def);
      } catch (err) {
        broken = `stage ${def.name}`;
        err.message += `\n--- replay so far ---\n${replay.log.join("\n")}`;
        throw err;
      }
    });
  }

  const prod = replay.stages.get(final.name);
  await t.test(
    "the production stage holds the build and production dependencies only",
    { skip: broken ? `after ${broken} failed` : false },
    () => {
      assert.ok(prod, "the final stage was replayed");
      const app = replay.hostPath(prod, prod.workdir);
      assert.ok(fs.existsSync(path.join(app, "server.js")), "server.js");
      assert.ok(fs.existsSync(path.join(app, "build/server/index.js")), "build/server/index.js");
      assert.ok(fs.existsSync(path.join(app, "build/client")), "build/client");
      const pkg = JSON.parse(fs.readFileSync(path.join(app, "package.json"), "utf8"));
      // npm's record of what it installed: nothing there may be dev-only.
      const installed = JSON.parse(fs.readFileSync(path.join(app, "node_modules/.package-lock.json"), "utf8"));
      const devOnly = Object.entries(installed.packages ?? {})
        .filter(([, p]) => p.dev)
        .map(([k]) => k);
      assert.deepEqual(devOnly, [], "no dev-only package is installed");
      for (const dev of ["vite", "vitest", "@playwright/test", "@react-router/dev", "node"]) {
        if (pkg.devDependencies?.[dev]) {
          assert.ok(!fs.existsSync(path.join(app, "node_modules", dev)), `devDependency ${dev} is not installed`);
        }
      }
      for (const dep of Object.keys(pkg.dependencies ?? {})) {
        assert.ok(fs.existsSync(path.join(app, "node_modules", dep)), `dependency ${dep} is installed`);
      }
    },
  );

  await t.test(
    "the exact CMD with the image's ENV serves /healthz and /login",
    { skip: broken ? `after ${broken} failed` : false },
    async () => {
      const app = replay.hostPath(prod, prod.workdir);
      const port = await freePort();
      const env = replay.envFor(prod);
      env.PORT = String(port);
      env.SESSION_SECRET = "deploy-test-secret";
      for (const v of prod.volumes) fs.mkdirSync(replay.hostPath(prod, v), { recursive: true });
      const logFile = path.join(tmp, "server.log");
      const out = fs.openSync(logFile, "w");
      const [cmd, ...args] = prod.cmd;
      const child = spawn(cmd, args, { cwd: app, env, stdio: ["ignore", out, out] });
      fs.closeSync(out);
      let alive = true;
      child.on("exit", () => (alive = false));
      try {
        const deadline = Date.now() + 90_000;
        const health = await waitFor200(`http://127.0.0.1:${port}/healthz`, deadline, () => alive);
        assert.deepEqual(await health.json(), { status: "ok" });
        const login = await waitFor200(`http://127.0.0.1:${port}/login`, deadline, () => alive);
        const html = await login.text();
        assert.match(html, /<title>JobLink \| [^<]+<\/title>/, "the login page is rendered");
        const dbFile = (env.DATABASE_URL ?? "").replace(/^file:/, "");
        assert.ok(dbFile.startsWith(prod.root) && fs.existsSync(dbFile), "the database is created in the data volume");

        if (prod.healthcheck?.cmd) {
          const hc = prod.healthcheck.cmd.map((a) => a.replaceAll(":3000", `:${port}`));
          const r = spawnSync(hc[0], hc.slice(1), { cwd: app, env, timeout: 10_000 });
          assert.equal(r.status, 0, `the HEALTHCHECK command passes (${r.stderr})`);
        }
      } catch (err) {
        err.message += `\n--- server log ---\n${fs.readFileSync(logFile, "utf8").slice(-4000)}`;
        throw err;
      } finally {
        if (alive) {
          child.kill("SIGTERM");
          const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
          await new Promise((r) => child.once("exit", r));
          clearTimeout(timer);
        }
      }
    },
  );
});
