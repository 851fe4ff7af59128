// compose.yaml, checked and its app services replayed as plain commands (there is no container
// engine on this machine or in CI; decision 128).
//
// 1. Parse compose.yaml (the `yaml` package, with `<<` merge keys as compose reads them) and check
//    that it is consistent: the app services are built from the Dockerfile and run its CMD with its
//    HEALTHCHECK; every app variable is in the README's Configuration table and every `${...}` of
//    the file in the README's table for compose; all instances share one DATABASE_URL,
//    STORAGE_URL, SMTP_URL and SESSION_SECRET, pointing at the postgres, minio and mail services;
//    secrets have no default; every long-running service has a healthcheck; the load balancer's
//    nginx.conf names every instance on the image's port and lets event streams through.
// 2. Replay the app services: the compose environment, interpolated with test values, with each
//    service's host:port mapped to a local stand-in (PostgreSQL from scripts/ensure-postgres.sh in
//    a fresh database, s3rver for minio with the bucket of STORAGE_URL, the test SMTP server for
//    mail), on top of the image's ENV, then the Dockerfile's CMD (`node server.js` on this
//    checkout's build) once per instance, at the same time. Both answer /healthz and pass the
//    healthcheck; a member signs up on one (the code comes through SMTP), uploads a photo there,
//    and the other serves it.
//
// Run: node --test tests/deploy/compose.test.mjs   (part of `npm test`, stage deploy).
// Without PostgreSQL the replay is skipped with a warning, and fails under CI=true.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import YAML from "yaml";
import { execForm, parseDockerfile, parseEnv, stagesOf, takeFlags } from "./dockerfile.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CI = !!process.env.CI && process.env.CI !== "false" && process.env.CI !== "0";

/** Variables that configure the app or the tests: never inherited from the host. */
const HOST_ENV_SCRUBBED = [
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
  "STORAGE_URL",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_SESSION_TOKEN",
  "AWS_PROFILE",
  "AWS_REGION",
  "RATE_LIMIT_PER_MINUTE",
  "TEST_DB",
  "TEST_POSTGRES_URL",
];

// ---------------------------------------------------------------------------------------------
// Reading compose.yaml, the Dockerfile and the README

const composeText = fs.readFileSync(path.join(ROOT, "compose.yaml"), "utf8");
const compose = YAML.parse(composeText, { merge: true });
const services = compose.services ?? {};
const appNames = Object.keys(services).filter((name) => services[name].build);

const dockerfileSteps = (() => {
  const defs = stagesOf(parseDockerfile(fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8")));
  return defs[defs.length - 1].steps;
})();
const image = {
  env: Object.assign({}, ...dockerfileSteps.filter((s) => s.op === "ENV").map((s) => parseEnv(s.args))),
  cmd: execForm(dockerfileSteps.find((s) => s.op === "CMD")?.args ?? ""),
  healthcheck: (() => {
    const hc = dockerfileSteps.find((s) => s.op === "HEALTHCHECK");
    const m = hc && /^CMD\s+([\s\S]*)$/i.exec(takeFlags(hc.args).rest);
    return m ? execForm(m[1]) : null;
  })(),
  volumes: dockerfileSteps.filter((s) => s.op === "VOLUME").flatMap((s) => execForm(s.args) ?? s.args.split(/\s+/)),
};

const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
/** Variable names in the first column of the tables of the README section whose heading matches. */
function readmeTableNames(heading) {
  const start = readme.search(heading);
  assert.ok(start >= 0, `the README has a section ${heading}`);
  const rest = readme.slice(start);
  const level = /^#+/.exec(rest)[0].length;
  const body = rest.indexOf("\n") + 1;
  const end = rest.slice(body).search(new RegExp(`^#{1,${level}} `, "m"));
  const section = end < 0 ? rest : rest.slice(0, body + end);
  const names = new Set();
  for (const line of section.split("\n")) {
    const first = /^\|([^|]*)\|/.exec(line)?.[1] ?? "";
    for (const m of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(m[1]);
  }
  return names;
}

/** `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?message}`, `${NAME?message}` of a text. */
function interpolations(text) {
  const found = [];
  for (const m of text.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g)) {
    found.push({ name: m[1], op: m[2] ?? "", arg: m[3] ?? "" });
  }
  return found;
}

/** Compose's interpolation of one value with `vars` (and `$$` for a plain `$`). */
function interpolate(value, vars) {
  if (typeof value !== "string") return value;
  return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g, (whole, name, op, arg) => {
    if (whole === "$$") return "$";
    const v = vars[name];
    const unset = v === undefined;
    const empty = unset || v === "";
    if (op === ":-") return empty ? arg : v;
    if (op === "-") return unset ? arg : v;
    if (op === ":?" || op === "?") {
      if (op === ":?" ? empty : unset) throw new Error(`compose would stop: ${name}: ${arg}`);
      return v;
    }
    return v ?? "";
  });
}

/** A service's environment as a plain object (compose accepts a map or a list of NAME=value). */
function environmentOf(service) {
  const env = service.environment ?? {};
  if (!Array.isArray(env))
    return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v == null ? "" : String(v)]));
  return Object.fromEntries(
    env.map((entry) => {
      const i = entry.indexOf("=");
      return i < 0 ? [entry, ""] : [entry.slice(0, i), entry.slice(i + 1)];
    }),
  );
}

const healthTest = (service) => {
  const t = service.healthcheck?.test;
  return Array.isArray(t) ? t : typeof t === "string" ? ["CMD-SHELL", t] : null;
};

// ---------------------------------------------------------------------------------------------
// Checks

test("compose.yaml is consistent with the Dockerfile and the README", async (t) => {
  await t.test("two or more app instances, built from the Dockerfile, running its CMD and HEALTHCHECK", () => {
    assert.ok(appNames.length >= 2, `at least two app services (found ${appNames.join(", ") || "none"})`);
    for (const name of appNames) {
      const s = services[name];
      const build = typeof s.build === "string" ? { context: s.build } : s.build;
      assert.equal(path.resolve(ROOT, build.context ?? "."), ROOT, `${name}: built from this repository`);
      assert.equal(build.dockerfile ?? "Dockerfile", "Dockerfile", `${name}: built with the Dockerfile`);
      assert.equal(s.command, undefined, `${name}: runs the image's CMD (${JSON.stringify(image.cmd)})`);
      assert.equal(s.entrypoint, undefined, `${name}: no entrypoint of its own`);
      assert.equal(s.user, undefined, `${name}: runs as the image's non-root user`);
      assert.deepEqual(healthTest(s), ["CMD", ...image.healthcheck], `${name}: the image's HEALTHCHECK`);
      assert.ok(s.restart && s.restart !== "no", `${name}: restarts (a failed start exits 1, decision 122)`);
    }
    assert.deepEqual(image.cmd, ["node", "server.js"]);
  });

  await t.test("every app variable is in the README's Configuration table", () => {
    const documented = readmeTableNames(/^## Configuration$/m);
    for (const name of appNames) {
      for (const key of Object.keys(environmentOf(services[name]))) {
        assert.ok(documented.has(key), `${name}: ${key} is not in the README's Configuration table`);
      }
    }
  });

  await t.test("every ${...} of compose.yaml is in the README's table for compose, and secrets have no default", () => {
    const documented = readmeTableNames(/^### Several instances/m);
    const used = interpolations(composeText);
    assert.ok(used.length > 0);
    for (const { name } of used)
      assert.ok(documented.has(name), `\${${name}} is not in the README's table under "Several instances"`);
    for (const secret of ["SESSION_SECRET", "POSTGRES_PASSWORD", "S3_ROOT_PASSWORD", "S3_SECRET_ACCESS_KEY"]) {
      const uses = used.filter((u) => u.name === secret);
      assert.ok(uses.length, `${secret} is used`);
      for (const u of uses)
        assert.equal(u.op, ":?", `\${${secret}} must be required (\${${secret}:?…}), never defaulted`);
    }
    const example = fs.readFileSync(path.join(ROOT, "deploy/env.example"), "utf8");
    for (const { name } of used)
      assert.match(example, new RegExp(`^#? ?${name}=`, "m"), `deploy/env.example mentions ${name}`);
  });

  await t.test("the instances share one database, bucket, mail server and secret, and point at their services", () => {
    const envs = appNames.map((name) => environmentOf(services[name]));
    for (const [i, env] of envs.entries()) {
      assert.deepEqual(env, envs[0], `${appNames[i]} has the same environment as ${appNames[0]}`);
    }
    const env = envs[0];
    for (const key of [
      "DATABASE_URL",
      "STORAGE_URL",
      "SMTP_URL",
      "SESSION_SECRET",
      "PUBLIC_URL",
      "AWS_ACCESS_KEY_ID",
      "AWS_SECRET_ACCESS_KEY",
    ]) {
      assert.ok(env[key], `the app services set ${key}`);
    }
    assert.equal(env.TRUST_PROXY, "1", "TRUST_PROXY=1: behind the proxy, limits count per client");

    const vars = { POSTGRES_PASSWORD: "pw", SESSION_SECRET: "s", S3_ROOT_PASSWORD: "r", S3_SECRET_ACCESS_KEY: "k" };
    const db = new URL(interpolate(env.DATABASE_URL, vars));
    assert.equal(db.protocol, "postgres:");
    const pgService = services[db.hostname];
    assert.ok(pgService, `DATABASE_URL's host ${db.hostname} is a service`);
    const pgEnv = environmentOf(pgService);
    assert.equal(
      decodeURIComponent(db.username),
      pgEnv.POSTGRES_USER,
      "DATABASE_URL's user is the database's POSTGRES_USER",
    );
    assert.equal(db.pathname.slice(1), pgEnv.POSTGRES_DB, "DATABASE_URL's database is POSTGRES_DB");
    assert.equal(
      decodeURIComponent(db.password),
      interpolate(pgEnv.POSTGRES_PASSWORD, vars),
      "the same password on both sides",
    );
    assert.equal(db.port || "5432", "5432");

    const storage = new URL(interpolate(env.STORAGE_URL, vars));
    assert.equal(storage.protocol, "s3:");
    const bucket = storage.hostname;
    const endpoint = new URL(storage.searchParams.get("endpoint"));
    assert.ok(services[endpoint.hostname], `STORAGE_URL's endpoint ${endpoint.hostname} is a service`);
    const setup = Object.entries(services).find(([, s]) => JSON.stringify(s.command ?? "").includes(" mb "));
    assert.ok(setup, "a service makes the bucket");
    const script = [].concat(setup[1].command).join("\n");
    assert.match(
      script,
      new RegExp(`mc mb --ignore-existing \\w+/${bucket}\\b`),
      `${setup[0]} makes the bucket of STORAGE_URL (${bucket})`,
    );
    assert.match(script, new RegExp(`arn:aws:s3:::${bucket}/\\*`), "the app's key is allowed that bucket's objects");
    assert.match(
      script,
      new RegExp(`mc alias set \\w+ http://${endpoint.host}\\b`),
      "the setup talks to STORAGE_URL's endpoint",
    );
    const setupEnv = environmentOf(setup[1]);
    assert.equal(
      setupEnv.APP_ACCESS_KEY_ID,
      env.AWS_ACCESS_KEY_ID,
      "the key made for the app is the app's AWS_ACCESS_KEY_ID",
    );
    assert.equal(setupEnv.APP_SECRET_ACCESS_KEY, env.AWS_SECRET_ACCESS_KEY, "and its secret");
    assert.equal(setup[1].restart, "no", "the setup runs once per start");

    const smtp = new URL(interpolate(env.SMTP_URL, vars));
    assert.ok(services[smtp.hostname], `SMTP_URL's host ${smtp.hostname} is a service`);

    for (const name of appNames) {
      const deps = services[name].depends_on ?? {};
      assert.equal(deps[db.hostname]?.condition, "service_healthy", `${name} waits for ${db.hostname} to be healthy`);
      assert.equal(deps[setup[0]]?.condition, "service_completed_successfully", `${name} waits for the bucket`);
      assert.ok(deps[smtp.hostname], `${name} starts after ${smtp.hostname}`);
    }
  });

  await t.test("every long-running service has a healthcheck", () => {
    for (const [name, s] of Object.entries(services)) {
      if (s.restart === "no") continue;
      const h = healthTest(s);
      assert.ok(h && h.length > 1 && h[0] !== "NONE", `${name} has a healthcheck`);
    }
  });

  await t.test(
    "the load balancer spreads over every instance on the image's port and lets event streams through",
    () => {
      const proxies = Object.entries(services).filter(([, s]) =>
        (s.volumes ?? []).some((v) => String(v).includes("nginx.conf")),
      );
      assert.equal(proxies.length, 1, "one nginx service");
      const [name, lb] = proxies[0];
      const mount = lb.volumes.map(String).find((v) => v.includes("nginx.conf"));
      const conf = fs.readFileSync(path.resolve(ROOT, mount.split(":")[0]), "utf8").replace(/#.*$/gm, "");
      const upstream = /upstream\s+(\w+)\s*\{([^}]*)\}/.exec(conf);
      assert.ok(upstream, "an upstream block");
      const servers = [...upstream[2].matchAll(/^\s*server\s+([^\s;]+)/gm)].map((m) => m[1]).sort();
      assert.deepEqual(
        servers,
        appNames.map((n) => `${n}:${image.env.PORT}`).sort(),
        "the upstream lists every app service on the image's PORT",
      );
      assert.doesNotMatch(upstream[2], /\b(ip_hash|hash|least_conn|random)\b/, "round-robin (nginx's default)");
      assert.match(conf, new RegExp(`proxy_pass\\s+http://${upstream[1]}\\s*;`));
      assert.match(conf, /proxy_buffering\s+off\s*;/, "answers are not buffered (Server-Sent Events)");
      assert.match(conf, /proxy_http_version\s+1\.1\s*;/);
      const read = /proxy_read_timeout\s+(\d+)([smh]?)\s*;/.exec(conf);
      assert.ok(
        read && Number(read[1]) * { "": 1, s: 1, m: 60, h: 3600 }[read[2]] >= 600,
        "a long read time-out for quiet streams",
      );
      assert.match(
        conf,
        /proxy_set_header\s+X-Forwarded-For\s+\$remote_addr\s*;/,
        "X-Forwarded-For is the client's address, not a list it could start",
      );
      assert.match(conf, /proxy_set_header\s+Host\s+\$http_host\s*;/, "the Host people used, port included");
      for (const app of appNames) assert.ok(lb.depends_on?.[app], `${name} starts after ${app}`);
      assert.ok((lb.ports ?? []).length, `${name} publishes a port`);
      for (const [other, s] of Object.entries(services)) {
        if (other === name) continue;
        for (const p of s.ports ?? [])
          assert.match(String(p), /^127\.0\.0\.1:/, `${other} publishes ${p} on this machine only`);
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Replay of the app services

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

/** `host:port` of a service URL replaced by the local stand-in's. */
function mapHost(url, standIns) {
  const u = new URL(url);
  const standIn = standIns[u.hostname];
  if (!standIn) return url;
  u.hostname = standIn.host;
  u.port = String(standIn.port);
  return u.toString();
}

async function json(res) {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The text of a mail as the SMTP server received it (quoted-printable undone). */
function mailText(data) {
  return data.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

test(
  "compose.yaml's app services, replayed as plain commands, share one database, bucket and mail server",
  { timeout: 300_000 },
  async (t) => {
    const { createTestDatabase, uniqueDatabaseName } = await import("#tests/support/postgres-database.ts");
    const { startS3Server, TEST_S3_CREDENTIALS } = await import("#tests/support/s3-server.ts");
    const { startSmtpServer } = await import("#tests/api/smtp-server.ts");

    let database;
    try {
      database = createTestDatabase(uniqueDatabaseName("joblink_deploy_compose"));
    } catch (error) {
      if (CI) throw error;
      t.skip(`PostgreSQL is not available here: ${error.message.split("\n")[0]}`);
      return;
    }
    // Undone in reverse order by one hook: the instances stop before the stores and the database go.
    const undo = [() => database.drop()];
    t.after(async () => {
      for (const step of undo.reverse()) {
        await Promise.race([
          step(),
          new Promise((_, reject) => setTimeout(() => reject(new Error("clean-up step timed out")), 20_000).unref()),
        ]).catch((error) => console.error(`compose test clean-up: ${error.message}`));
      }
    });

    // The app services need this checkout's build (npm test builds it first).
    const build = spawnSync(process.execPath, [path.join(ROOT, "scripts/ensure-build.mjs")], {
      cwd: ROOT,
      stdio: "inherit",
    });
    assert.equal(build.status, 0, "the build is there");

    const appEnvironment = environmentOf(services[appNames[0]]);
    const storageBucket = new URL(interpolate(appEnvironment.STORAGE_URL, { S3_SECRET_ACCESS_KEY: "x" })).hostname;
    const s3 = await startS3Server({ bucket: storageBucket });
    undo.push(() => s3.close());
    const smtp = await startSmtpServer();
    undo.push(() => smtp.close());

    const local = new URL(database.url);
    // What an operator writes into .env, with the stand-ins' own credentials (ensure-postgres.sh's
    // role password, s3rver's only key pair).
    const vars = {
      POSTGRES_PASSWORD: decodeURIComponent(local.password),
      SESSION_SECRET: randomBytes(32).toString("hex"),
      S3_ROOT_PASSWORD: "not-used-by-the-app",
      S3_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
    };
    const standIns = {
      [new URL(interpolate(appEnvironment.DATABASE_URL, vars)).hostname]: {
        host: "127.0.0.1",
        port: Number(local.port),
      },
      [new URL(new URL(interpolate(appEnvironment.STORAGE_URL, vars)).searchParams.get("endpoint")).hostname]: {
        host: "127.0.0.1",
        port: Number(new URL(s3.endpoint).port),
      },
      [new URL(interpolate(appEnvironment.SMTP_URL, vars)).hostname]: { host: "127.0.0.1", port: smtp.port },
    };

    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "joblink-compose-"));
    undo.push(async () => fs.rmSync(tmp, { recursive: true, force: true }));
    const instances = [];
    undo.push(async () => {
      for (const instance of instances) {
        if (instance.exited) continue;
        instance.child.kill("SIGTERM");
        const timer = setTimeout(() => instance.child.kill("SIGKILL"), 5000);
        await new Promise((r) => instance.child.once("exit", r));
        clearTimeout(timer);
      }
    });

    for (const name of appNames) {
      const root = path.join(tmp, name); // this container's own filesystem: its anonymous /data volume
      const mapPaths = (v) => v.replace(/(^|[=:])\/data\b/g, `$1${root}/data`);
      const env = {};
      for (const [k, v] of Object.entries(process.env))
        if (v !== undefined && !HOST_ENV_SCRUBBED.includes(k) && !/^npm_/i.test(k)) env[k] = v;
      env.PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}`;
      for (const [k, v] of Object.entries(image.env)) env[k] = mapPaths(v);
      for (const [k, v] of Object.entries(environmentOf(services[name]))) env[k] = interpolate(v, vars);
      for (const key of ["DATABASE_URL", "STORAGE_URL", "SMTP_URL"]) {
        if (key === "STORAGE_URL") {
          const u = new URL(env[key]);
          u.searchParams.set("endpoint", mapHost(u.searchParams.get("endpoint"), standIns).replace(/\/$/, ""));
          env[key] = u.toString();
        } else {
          env[key] = mapHost(env[key], standIns);
        }
      }
      env.DATABASE_URL = env.DATABASE_URL.replace(/\/[^/?]*(\?|$)/, `/${database.name}$1`);
      const port = await freePort(); // the container's PORT 3000, as the load balancer reaches it
      env.PORT = String(port);
      for (const volume of image.volumes) fs.mkdirSync(mapPaths(volume), { recursive: true });
      const log = path.join(tmp, `${name}.log`);
      const out = fs.openSync(log, "w");
      const [cmd, ...args] = image.cmd;
      const child = spawn(cmd === "node" ? process.execPath : cmd, args, {
        cwd: ROOT,
        env,
        stdio: ["ignore", out, out],
      });
      fs.closeSync(out);
      const instance = { name, port, env, child, log, exited: false, url: `http://127.0.0.1:${port}` };
      child.once("exit", () => (instance.exited = true));
      instances.push(instance);
    }
    const logs = () =>
      instances.map((i) => `--- ${i.name} ---\n${fs.readFileSync(i.log, "utf8").slice(-3000)}`).join("\n");

    await t.test(
      "every instance starts with the compose environment and answers /healthz",
      { timeout: 150_000 },
      async () => {
        try {
          await Promise.all(
            instances.map(async (instance) => {
              const deadline = Date.now() + 120_000;
              for (;;) {
                assert.ok(!instance.exited, `${instance.name} exited`);
                const res = await fetch(`${instance.url}/healthz`, { signal: AbortSignal.timeout(3000) }).catch(
                  () => null,
                );
                if (res?.status === 200) {
                  assert.deepEqual(await res.json(), { status: "ok" });
                  break;
                }
                assert.ok(Date.now() < deadline, `${instance.name} answers /healthz in time`);
                await new Promise((r) => setTimeout(r, 250));
              }
              const hc = healthTest(services[instance.name])
                .slice(1)
                .map((a) => a.replaceAll(":3000", `:${instance.port}`));
              // Run where the image runs it: in the WORKDIR (this checkout), with the instance's PORT.
              const r = spawnSync(hc[0] === "node" ? process.execPath : hc[0], hc.slice(1), {
                cwd: ROOT,
                env: instance.env,
                timeout: 10_000,
              });
              assert.equal(r.status, 0, `${instance.name}'s healthcheck passes`);
            }),
          );
        } catch (error) {
          error.message += `\n${logs()}`;
          throw error;
        }
      },
    );

    await t.test(
      "a member signs up on one instance (the code comes through SMTP) and the photo uploaded there is served by the other",
      { timeout: 120_000 },
      async () => {
        const [one, two] = instances;
        try {
          const email = `compose.${Date.now().toString(36)}@example.com`;
          const password = "Passw0rd!cmp";
          const call = async (instance, pathname, init = {}) => {
            const res = await fetch(`${instance.url}${pathname}`, { signal: AbortSignal.timeout(30_000), ...init });
            return { status: res.status, headers: res.headers, body: await json(res) };
          };
          const post = (instance, pathname, body, token) =>
            call(instance, pathname, {
              method: "POST",
              headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
              body: JSON.stringify(body),
            });

          const signUp = await post(one, "/api/user/sign-in/", { email, password, type_of_user: "individual" });
          assert.equal(signUp.status, 200, JSON.stringify(signUp.body));
          const mail = await smtp.waitFor(email, 20_000);
          // The code stands on a line of its own in the text part (a six-digit run elsewhere, e.g. in a
          // MIME boundary, is not it).
          const code = /^(\d{6})\r?$/m.exec(mailText(mail.data))?.[1];
          assert.ok(code, "the mail has the code");
          // Verified on the other instance: one database.
          const verify = await post(two, "/api/user/verify-otp/", { email, otp: code });
          assert.equal(verify.status, 200, JSON.stringify(verify.body));
          const token = verify.body.data.access_token;
          const locations = await call(two, "/api/master/location/list/?search=Pune");
          const location = locations.body.data[0].id;
          const created = await post(
            one,
            "/api/individual/create/",
            {
              first_name: "Compose",
              last_name: "Replay",
              phone: "9876543210",
              pincode: "411001",
              location,
              bio: "Two instances.",
            },
            token,
          );
          assert.ok([200, 201].includes(created.status), JSON.stringify(created.body));

          const form = new FormData();
          const photo = await sharp({
            create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 90 } },
          })
            .png()
            .toBuffer();
          form.append("file", new Blob([photo], { type: "image/png" }), "me.png");
          const upload = await call(one, "/api/user/upload/picture/?type=photo", {
            method: "POST",
            headers: { authorization: `Bearer ${token}` },
            body: form,
          });
          assert.equal(upload.status, 200, JSON.stringify(upload.body));
          const url = upload.body.data.url;
          assert.match(url, /^\/api\/files\//);

          const fromOne = await fetch(`${one.url}${url}`, { signal: AbortSignal.timeout(30_000) });
          const fromTwo = await fetch(`${two.url}${url}`, { signal: AbortSignal.timeout(30_000) });
          assert.equal(fromTwo.status, 200, "the other instance serves the photo");
          assert.equal(fromTwo.headers.get("content-type"), "image/webp");
          assert.deepEqual(Buffer.from(await fromTwo.arrayBuffer()), Buffer.from(await fromOne.arrayBuffer()));
          assert.ok(
            (await s3.keys()).some((key) => url.endsWith(key)),
            "the photo is in the bucket",
          );
          for (const instance of instances) {
            const uploads = instance.env.UPLOAD_DIR;
            const files = fs.existsSync(uploads)
              ? fs.readdirSync(uploads, { recursive: true }).filter((f) => fs.statSync(path.join(uploads, f)).isFile())
              : [];
            assert.deepEqual(files, [], `nothing in ${instance.name}'s UPLOAD_DIR`);
          }
        } catch (error) {
          error.message += `\n${logs()}`;
          throw error;
        }
      },
    );
  },
);
