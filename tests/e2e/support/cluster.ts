/**
 * JobLink as several instances, as compose.yaml deploys it, on this machine (decision 128):
 *
 *   browser ──▶ round-robin proxy (./round-robin-proxy.ts) ──▶ instance 0, instance 1 (`node server.js`)
 *                                                                 │ one DATABASE_URL: a fresh PostgreSQL database
 *                                                                 │ one STORAGE_URL: an s3rver bucket
 *                                                                 │ one SMTP_URL: the test SMTP server
 *                                                                 └ one SESSION_SECRET
 *
 * Each instance still gets its own temp dir with an (unused) UPLOAD_DIR and MAIL_OUTBOX_DIR, so a
 * test can prove that nothing went to a local disk. The instances start at the same time, as a
 * deployment's do (decision 122). `stop()` stops everything and drops the database.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { startAppServer, type AppServer } from "./app-server.ts";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/api/smtp-server.ts";
import { startS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from "#tests/support/s3-server.ts";
import { createTestDatabase, uniqueDatabaseName, type TestDatabase } from "#tests/support/postgres-database.ts";

export interface Cluster {
  /** The proxy's address: what the browsers use, and every instance's PUBLIC_URL. */
  url: string;
  proxy: RoundRobinProxy;
  instances: AppServer[];
  database: TestDatabase;
  s3: TestS3Server;
  smtp: TestSmtpServer;
  /** The environment every instance shares (without the per-instance PORT and temp dirs). */
  sharedEnv: Record<string, string>;
  /** The last lines of each instance's log, headed by its number. */
  logTails(lines?: number): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Directory holding server.js and build/. */
  appDir: string;
  /** Short name for temp dirs and the database, e.g. `two-0`. */
  name: string;
  /** How many instances (default 2). */
  instances?: number;
  /** Extra environment for every instance, applied last. */
  env?: Record<string, string>;
  /** Directory for the instances' logs (`<name>-instance-<n>.log`). */
  logDir: string;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 2;
  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch(() => {});
  };
  try {
    const proxy = await startRoundRobinProxy();
    cleanups.push(() => proxy.close());
    const database = createTestDatabase(uniqueDatabaseName(`joblink_${options.name}`));
    cleanups.push(() => database.drop());
    const s3 = await startS3Server({ bucket: "joblink-files" });
    cleanups.push(() => s3.close());
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());

    const sharedEnv: Record<string, string> = {
      DATABASE_URL: database.url,
      STORAGE_URL: s3.storageUrl,
      AWS_ACCESS_KEY_ID: TEST_S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: TEST_S3_CREDENTIALS.secretAccessKey,
      SMTP_URL: smtp.url,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: "1",
      SEED_DEMO: "0",
      ...options.env,
    };
    fs.mkdirSync(options.logDir, { recursive: true });
    const started = await Promise.allSettled(
      Array.from({ length: count }, (_, n) =>
        startAppServer({
          appDir: options.appDir,
          name: `${options.name}-${n}`,
          env: sharedEnv,
          logFile: path.join(options.logDir, `${options.name}-instance-${n}.log`),
          timeoutMs: 120_000,
        }),
      ),
    );
    const instances = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    cleanups.push(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
    });
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    proxy.setUpstreams(instances.map((instance) => ({ host: "127.0.0.1", port: instance.port })));

    return {
      url: proxy.url,
      proxy,
      instances,
      database,
      s3,
      smtp,
      sharedEnv,
      logTails: (lines = 80) =>
        instances.map((instance, n) => `--- instance ${n} ---\n${instance.logTail(lines)}`).join("\n"),
      stop: cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
