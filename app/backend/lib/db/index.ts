/**
 * Opens the database named by a URL: `postgres://…` / `postgresql://…` → PostgreSQL through a
 * `pg` Pool; `file:path`, a plain path or `:memory:` → SQLite through `node:sqlite`.
 */
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { Kysely, PostgresDialect, type LogEvent } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { NodeSqliteDialect, openNodeSqlite } from "./sqlite-adapter.ts";
import { preparedStatementPool } from "./prepared-pool.ts";

export type DialectName = "sqlite" | "postgres";

export type Db = Kysely<Database>;

export type OpenDatabase = {
  db: Db;
  dialect: DialectName;
  /** Closes the Kysely instance and its pool or file handle. */
  close(): Promise<void>;
};

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** `file:data/app.db` → `data/app.db`; `file:///abs/app.db` → `/abs/app.db`. */
export function sqlitePathFromUrl(url: string): string {
  if (url === ":memory:" || url === "file::memory:") return ":memory:";
  if (url.startsWith("file://")) return new URL(url).pathname;
  if (url.startsWith("file:")) return url.slice("file:".length);
  return url;
}

export const DEFAULT_POOL_SIZE = 10;

/** Called with every statement the database runs (tests record them to check their plans). */
export type QueryListener = (sql: string, parameters: readonly unknown[]) => void;

/** Statements slower than `ms`, reported with their SQL (SLOW_QUERY_MS: finding what a slow page waits for). */
export type SlowQueryLog = { ms: number; report: (sql: string, durationMs: number) => void };

export function openDatabase(
  url: string,
  options: { poolSize?: number; onQuery?: QueryListener; slowQueries?: SlowQueryLog } = {},
): OpenDatabase {
  const { onQuery, slowQueries } = options;
  const log =
    onQuery || slowQueries
      ? (event: LogEvent) => {
          if (event.level === "query") onQuery?.(event.query.sql, event.query.parameters);
          if (slowQueries && event.queryDurationMillis >= slowQueries.ms)
            slowQueries.report(event.query.sql, event.queryDurationMillis);
        }
      : undefined;
  if (isPostgresUrl(url)) {
    // Note: PostgreSQL `int8` (e.g. count(*)) arrives as a string.
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? DEFAULT_POOL_SIZE });
    // Every statement a named prepared statement: planned once per connection (decision 146).
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }), log });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  const path = sqlitePathFromUrl(url);
  if (path !== ":memory:") mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = openNodeSqlite(path);
  const db = new Kysely<Database>({ dialect: new NodeSqliteDialect({ database: sqlite }), log });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}
