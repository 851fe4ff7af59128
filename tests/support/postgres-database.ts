/**
 * A fresh PostgreSQL database on the local cluster, for tests that start whole instances on
 * PostgreSQL (tests/e2e/two-instances.spec.ts, tests/deploy/compose.test.mjs):
 * `scripts/ensure-postgres.sh` installs and starts the cluster when needed and creates the role
 * and, with JOBLINK_PG_DATABASE, a database of our own; `drop()` removes it again (the role owns
 * it, so no superuser is needed).
 *
 * Written in erasable TypeScript only (the deploy tests run it on plain Node).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import pg from "pg";

const REPO_ROOT = path.resolve(import.meta.dirname, "../..");

export interface TestDatabase {
  /** postgres://user:pass@127.0.0.1:port/name */
  url: string;
  name: string;
  /** Drops the database (every connection to it must be closed, or is ended by FORCE). */
  drop(): Promise<void>;
}

/** `prefix` plus the time and the process id: unique on this machine, valid as a bare identifier. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${process.pid}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
}

export function createTestDatabase(name: string): TestDatabase {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const res = spawnSync("bash", [path.join(REPO_ROOT, "scripts", "ensure-postgres.sh")], {
    cwd: REPO_ROOT,
    env: { ...process.env, JOBLINK_PG_DATABASE: name },
    encoding: "utf8",
    timeout: 300_000,
  });
  const url = res.stdout?.trim().split("\n").pop()?.trim() ?? "";
  if (res.status !== 0 || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(`scripts/ensure-postgres.sh failed (exit ${res.status}): ${(res.stderr ?? "").slice(-2000)}`);
  }
  return {
    url,
    name,
    async drop() {
      const admin = new URL(url);
      admin.pathname = "/postgres";
      const client = new pg.Client({
        connectionString: admin.toString(),
        connectionTimeoutMillis: 10_000,
        statement_timeout: 30_000,
      });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
