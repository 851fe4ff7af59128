import { mkdtemp, rm } from "node:fs/promises";
import type { InProcessAnswer } from "#app/backend/lib/http.ts";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { backendOptionsFromEnv, createBackend, defaultUnsubscribe, getBackend } from "./index.server.ts";

describe("backendOptionsFromEnv", () => {
  test("defaults", () => {
    const options = backendOptionsFromEnv({ NODE_ENV: "development" });
    expect(options).toMatchObject({
      databaseUrl: "file:data/app.db",
      mailOutboxDir: "data/mail",
      uploadDir: "data/uploads",
      smtpUrl: undefined,
      mailFrom: undefined,
      publicUrl: "http://localhost:3000",
      seedDemo: true,
      trustProxy: false,
      google: undefined,
    });
    expect(options.secret.length).toBeGreaterThan(16);
  });

  test("reads every variable", () => {
    const options = backendOptionsFromEnv({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://u:p@db:5432/app",
      MAIL_OUTBOX_DIR: "/var/mail/out",
      UPLOAD_DIR: "/var/uploads",
      SMTP_URL: "smtp://mail:25",
      MAIL_FROM: "JobLink <hello@joblink.example>",
      MAIL_UNSUBSCRIBE: "https://joblink.example/unsubscribe",
      MAIL_POLL_SECONDS: "2",
      MAIL_MAX_ATTEMPTS: "5",
      LIVE_MAX_STREAMS: "200",
      LIVE_HEARTBEAT_SECONDS: "15",
      PORT: "8080",
      SESSION_SECRET: "s3cret-s3cret-s3cret",
      SEED_DEMO: "0",
      TRUST_PROXY: "1",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      STORAGE_URL: "s3://joblink-files?endpoint=http://minio:9000&region=eu-central-1",
      DOMAIN_CHECK_CONNECT_TO: "127.0.0.1:8443",
      DOMAIN_CHECK_ALLOW_PRIVATE: "1",
    });
    expect(options).toEqual({
      databaseUrl: "postgres://u:p@db:5432/app",
      mailOutboxDir: "/var/mail/out",
      uploadDir: "/var/uploads",
      storageUrl: "s3://joblink-files?endpoint=http://minio:9000&region=eu-central-1",
      smtpUrl: "smtp://mail:25",
      mailFrom: "JobLink <hello@joblink.example>",
      mailUnsubscribe: "https://joblink.example/unsubscribe",
      mailWorker: { pollMs: 2_000, maxAttempts: 5 },
      live: { maxStreams: 200, heartbeatMs: 15_000 },
      publicUrl: "http://localhost:8080",
      secret: "s3cret-s3cret-s3cret",
      seedDemo: false,
      trustProxy: true,
      google: { clientId: "id", clientSecret: "secret", issuer: "https://accounts.google.com" },
      domainCheck: { connectTo: { host: "127.0.0.1", port: 8443 }, allowPrivate: true },
    });
    expect(
      backendOptionsFromEnv({
        SESSION_SECRET: "x",
        PUBLIC_URL: "https://joblink.example",
        GOOGLE_CLIENT_ID: "id",
        GOOGLE_ISSUER: "http://localhost:9000",
      }),
    ).toMatchObject({
      publicUrl: "https://joblink.example",
      google: { issuer: "http://localhost:9000", clientSecret: "" },
    });
  });

  test("a STORAGE_URL that cannot be used is refused when read, not at the first upload", () => {
    expect(backendOptionsFromEnv({ STORAGE_URL: "disk:" }).storageUrl).toBe("disk:");
    expect(backendOptionsFromEnv({ STORAGE_URL: " " }).storageUrl).toBeUndefined();
    expect(() => backendOptionsFromEnv({ STORAGE_URL: "s3://bucket?forcePathStyle=true" })).toThrow(
      /^STORAGE_URL is not valid: unknown parameter "forcePathStyle"/,
    );
  });

  test("the mail worker's settings: unset or not a positive whole number, the defaults", () => {
    expect(backendOptionsFromEnv({ SESSION_SECRET: "x" }).mailWorker).toBeUndefined();
    expect(
      backendOptionsFromEnv({ SESSION_SECRET: "x", MAIL_POLL_SECONDS: "0", MAIL_MAX_ATTEMPTS: "many" }).mailWorker,
    ).toBeUndefined();
    expect(backendOptionsFromEnv({ SESSION_SECRET: "x", MAIL_MAX_ATTEMPTS: "3" }).mailWorker).toEqual({
      maxAttempts: 3,
    });
    expect(defaultUnsubscribe("JobLink <hello@joblink.example>")).toBe(
      "mailto:hello@joblink.example?subject=unsubscribe",
    );
  });

  test("the live streams' settings: unset or not a positive whole number, the defaults", () => {
    expect(backendOptionsFromEnv({ SESSION_SECRET: "x" }).live).toBeUndefined();
    expect(
      backendOptionsFromEnv({ SESSION_SECRET: "x", LIVE_MAX_STREAMS: "0", LIVE_HEARTBEAT_SECONDS: "soon" }).live,
    ).toBeUndefined();
    expect(backendOptionsFromEnv({ SESSION_SECRET: "x", LIVE_HEARTBEAT_SECONDS: "25" }).live).toEqual({
      heartbeatMs: 25_000,
    });
  });

  test("the password hashing threads' nice value: 0 to 19, unset for the default; anything else stops the start", () => {
    expect(backendOptionsFromEnv({ SESSION_SECRET: "x" }).passwordHashNice).toBeUndefined();
    expect(backendOptionsFromEnv({ SESSION_SECRET: "x", PASSWORD_HASH_NICE: "0" }).passwordHashNice).toBe(0);
    expect(backendOptionsFromEnv({ SESSION_SECRET: "x", PASSWORD_HASH_NICE: "19" }).passwordHashNice).toBe(19);
    for (const bad of ["20", "-1", "low", "2.5"])
      expect(() => backendOptionsFromEnv({ SESSION_SECRET: "x", PASSWORD_HASH_NICE: bad })).toThrow(
        "PASSWORD_HASH_NICE must be a whole number from 0 to 19.",
      );
  });

  test("production needs SESSION_SECRET", () => {
    expect(() => backendOptionsFromEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET must be set in production/);
  });
});

describe("createBackend / getBackend", () => {
  let dir: string | undefined;
  afterEach(async () => {
    vi.unstubAllEnvs();
    await globalThis.__joblinkBackend?.then((backend) => backend.close()).catch(() => {});
    globalThis.__joblinkBackend = undefined;
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  test("getBackend builds one backend per process from the environment", async () => {
    dir = await mkdtemp(join(tmpdir(), "backend-"));
    vi.stubEnv("DATABASE_URL", `file:${join(dir, "app.db")}`);
    vi.stubEnv("MAIL_OUTBOX_DIR", join(dir, "mail"));
    vi.stubEnv("SEED_DEMO", "0");
    const first = getBackend();
    expect(getBackend()).toBe(first);
    const backend = await first;
    expect(await backend.health()).toBe(true);
    const response = await backend.fetch(new Request("http://localhost/api/master/currency/list/"));
    expect(response.status).toBe(200);
  });

  test("in process with `answer`, a JSON answer's value comes beside a Response with no body", async () => {
    dir = await mkdtemp(join(tmpdir(), "backend-"));
    const backend = await createBackend({
      databaseUrl: ":memory:",
      secret: "s3cret-s3cret-s3cret",
      seedDemo: false,
      uploadDir: join(dir, "uploads"),
      mailOutboxDir: join(dir, "mail"),
    });
    try {
      const call = async (path: string, headers: Record<string, string> = {}) => {
        const answer: InProcessAnswer = { answered: false, value: undefined };
        const response = await backend.fetch(new Request(`http://internal${path}`, { headers }), { answer });
        // What the caller reads: the value as JSON (the client copies it by JSON's rules).
        return { response, text: answer.answered ? JSON.stringify(answer.value) : null };
      };
      const plain = await backend.fetch(new Request("http://internal/api/master/currency/list/"));
      const listed = await call("/api/master/currency/list/");
      expect(listed.response.status).toBe(200);
      expect(listed.response.body).toBeNull();
      expect(listed.response.headers.get("Content-Type")).toBe("application/json");
      expect(listed.response.headers.get("Cache-Control")).toBe("no-store");
      expect(listed.text).toBe(await plain.text());
      // Unknown routes and the error handler's answers come the same way, with their status.
      const missing = await call("/api/nothing/here/");
      expect([missing.response.status, missing.response.body, JSON.parse(missing.text ?? "null").result]).toEqual([
        404,
        null,
        false,
      ]);
      const refused = await call("/api/individual/get/", { Authorization: "Bearer not-a-token" });
      expect([refused.response.status, refused.response.body, JSON.parse(refused.text ?? "null").result]).toEqual([
        401,
        null,
        false,
      ]);
      // Anything else keeps its body, and no value is handed over.
      const page = await call("/api/docs");
      expect(page.text).toBeNull();
      expect(await page.response.text()).toMatch(/<html/i);
    } finally {
      await backend.close();
    }
  });

  test("a failed start is not cached", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", undefined);
    await expect(getBackend()).rejects.toThrow(/SESSION_SECRET/);
    expect(globalThis.__joblinkBackend).toBeUndefined();
  });

  test("createBackend needs a secret", async () => {
    await expect(createBackend({ databaseUrl: ":memory:", secret: "" })).rejects.toThrow(/secret/);
  });
});
