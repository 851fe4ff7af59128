/**
 * Start-up of several instances at once (issue 10, item 16): two processes start the backend at
 * the same moment on one empty database (a fresh PostgreSQL schema, or a fresh SQLite file) and
 * both must come up and answer /healthz, with the master lists and the demo data loaded once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freshDatabase } from "./harness.ts";
import { CURRENCIES, LOCATIONS } from "#app/backend/seed/master-data.ts";
import { openDatabase } from "#app/backend/lib/db/index.ts";
import { createBackend, DEMO_LOGINS, DEMO_MEMBERS } from "#app/backend/index.server.ts";

const root = join(import.meta.dirname, "..", "..");
const usePostgres = process.env.TEST_DB === "postgres";

type TestDatabase = Awaited<ReturnType<typeof freshDatabase>>;

type Instance = { child: ChildProcess; ready: Promise<{ port: number } | { failed: string }>; output: () => string };

/** Starts tests/api/support/start-instance.ts in a process of its own. */
function startInstance(env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ["tests/api/support/start-instance.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", SESSION_SECRET: "startup-test-secret", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const ready = new Promise<{ port: number } | { failed: string }>((resolve) => {
    child.stdout!.on("data", (chunk) => {
      out += chunk;
      const port = /^READY (\d+)$/m.exec(out)?.[1];
      if (port) resolve({ port: Number(port) });
    });
    child.stderr!.on("data", (chunk) => (out += chunk));
    child.on("exit", (code) => resolve({ failed: `exited with ${code}: ${out}` }));
  });
  return { child, ready, output: () => out };
}

let dir: string;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "joblink-startup-"));
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  await rm(dir, { recursive: true, force: true });
});

async function startTwoAtOnce(name: string, seedDemo: boolean): Promise<TestDatabase> {
  const database = await freshDatabase(dir, name);
  cleanups.push(() => database.drop());
  const env = {
    DATABASE_URL: database.url,
    SEED_DEMO: seedDemo ? "1" : "0",
    UPLOAD_DIR: join(dir, `${name}-uploads`),
    MAIL_OUTBOX_DIR: join(dir, `${name}-mail`),
  };
  const instances = [startInstance(env), startInstance(env)];
  cleanups.push(async () => {
    for (const { child } of instances) if (child.exitCode === null) child.kill("SIGTERM");
  });
  const results = await Promise.all(instances.map((instance) => instance.ready));
  for (const [index, result] of results.entries()) {
    expect("port" in result, `instance ${index + 1}: ${"failed" in result ? result.failed : ""}`).toBe(true);
    const health = await fetch(`http://127.0.0.1:${(result as { port: number }).port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
  }
  for (const { child } of instances) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  return database;
}

describe("two instances starting together on an empty database", () => {
  test("both come up; the master lists are loaded once (INR is currency 1)", async () => {
    const database = await startTwoAtOnce("master", false);
    const { db, close } = openDatabase(database.url);
    try {
      const currencies = await db.selectFrom("currencies").select(["id", "code"]).orderBy("id").execute();
      expect(currencies.map((c) => c.code)).toEqual(CURRENCIES.map((c) => c.code));
      expect(currencies[0]).toMatchObject({ id: 1, code: "INR" });
      const locations = await db
        .selectFrom("locations")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(locations.n)).toBe(LOCATIONS.length);
      const users = await db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(users.n)).toBe(0);
    } finally {
      await close();
    }
  }, 120_000);

  test("with SEED_DEMO=1 both come up and the demo data is loaded once", async () => {
    const database = await startTwoAtOnce("demo", true);
    const { db, close } = openDatabase(database.url);
    try {
      const users = await db.selectFrom("users").select("email").execute();
      const expected = [...Object.values(DEMO_LOGINS), ...DEMO_MEMBERS].map((login) => login.email);
      expect(users.map((u) => u.email).sort()).toEqual([...expected].sort());
      const posts = await db
        .selectFrom("job_posts")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(posts.n)).toBeGreaterThan(0);
    } finally {
      await close();
    }
  }, 120_000);
});

describe("a start-up that fails", () => {
  test("says which step failed and why", async () => {
    // PostgreSQL: nothing listens on port 1. SQLite: the database file's path is a directory.
    const databaseUrl = usePostgres ? "postgres://joblink:joblink@127.0.0.1:1/joblink" : `file:${dir}`;
    const started = createBackend({
      databaseUrl,
      secret: "startup-test-secret",
      mailOutboxDir: join(dir, "fail-mail"),
      uploadDir: join(dir, "fail-uploads"),
    });
    await expect(started).rejects.toThrow(
      usePostgres
        ? /^Start-up failed while migrating the database: .*ECONNREFUSED/
        : /^Start-up failed while opening the database: /,
    );
  });
});
