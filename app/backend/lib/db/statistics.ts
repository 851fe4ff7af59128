/**
 * Planner statistics. SQLite keeps none until ANALYZE runs, and without them it picks poor
 * plans on a large database (the network feed walked every open post through the status index:
 * 27 s instead of 0.2 s). PostgreSQL's autovacuum keeps its own, and `npm run seed:large` runs
 * ANALYZE after loading.
 *
 * On SQLite, at start: a quick ANALYZE when there are no statistics yet (`analysis_limit` reads a
 * sample of each index, so it takes milliseconds even at 500,000 rows), else `PRAGMA optimize`
 * (which re-analyses only tables that changed a lot); and `PRAGMA optimize` again every few hours
 * while the instance runs, as SQLite recommends for long-lived connections.
 */
import { sql } from "kysely";
import type { Logger } from "#app/backend/lib/log.ts";
import type { Db, DialectName } from "./index.ts";

/** Rows of each index SQLite's ANALYZE samples. */
export const ANALYSIS_LIMIT = 1000;
/** How often a running instance refreshes SQLite's statistics. */
export const OPTIMIZE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** True when SQLite has statistics (sqlite_stat1 exists and has rows). */
export async function hasStatistics(db: Db): Promise<boolean> {
  const table = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  if (table.rows.length === 0) return false;
  const rows = await sql<{ tbl: string }>`select tbl from sqlite_stat1 limit 1`.execute(db);
  return rows.rows.length > 0;
}

/** Brings SQLite's statistics up to date (nothing on PostgreSQL). */
export async function refreshStatistics(db: Db, dialect: DialectName): Promise<"analyzed" | "optimized" | "skipped"> {
  if (dialect !== "sqlite") return "skipped";
  await sql`pragma analysis_limit = ${sql.raw(String(ANALYSIS_LIMIT))}`.execute(db);
  if (!(await hasStatistics(db))) {
    await sql`analyze`.execute(db);
    return "analyzed";
  }
  await sql`pragma optimize`.execute(db);
  return "optimized";
}

/** Refreshes the statistics now and every OPTIMIZE_INTERVAL_MS; `stop()` ends the timer. */
export async function keepStatistics(db: Db, dialect: DialectName, log: Logger): Promise<{ stop(): void }> {
  if (dialect !== "sqlite") return { stop() {} };
  const started = Date.now();
  const done = await refreshStatistics(db, dialect);
  if (done === "analyzed") log.info(`database statistics gathered in ${Date.now() - started} ms`);
  const timer = setInterval(() => {
    refreshStatistics(db, dialect).catch((error: unknown) => log.error("database statistics: refresh failed", error));
  }, OPTIMIZE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
