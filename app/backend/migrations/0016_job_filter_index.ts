/**
 * Issue 13: job filters (docs/decisions/129-job-filters.md). The posts by status in list order —
 * (status, created_at, id), newest first — now also carry every column a filter or the salary
 * sort reads (job and employment type, minimum experience, currency and salary, company, sector,
 * domain, poster). A filtered list of open posts is then one walk of this index in the list's
 * order that checks each entry without reading the post (SQLite reads it as a covering index),
 * and stops at the page's LIMIT or the count's cap; `posted_within` makes it a range of the same
 * index. It replaces `job_posts_status_created_idx` (its first two columns), so every query that
 * used that one reads this one.
 *
 * A partial index of the open posts alone would be smaller, but SQLite's sampled statistics
 * (lib/db/statistics.ts) make `status = ?` look selective, and it then preferred the status index
 * and read every post (80–180 ms for a rare combination on the large dataset, against 10–25 ms).
 *
 * On SQLite, a database that already has planner statistics gets new ones for job_posts at once
 * (a sampled ANALYZE of the table, milliseconds, as lib/db/statistics.ts gathers them): the new
 * index needs them, and all of the table's indexes must be sampled alike — next to a full count
 * for the others, the sample made this one look the more selective, and "the newest 100 open
 * posts" sorted every open post instead of walking (status, id). A database without any
 * statistics is analysed whole at start.
 */
import { sql } from "kysely";
import { ANALYSIS_LIMIT } from "#app/backend/lib/db/statistics.ts";
import type { MigrationFactory } from "./helpers.ts";

const NAME = "job_posts_status_created_filter_idx";

export const JOB_FILTER_INDEX_COLUMNS = [
  "status",
  "created_at",
  "id",
  "job_type",
  "employment_type",
  "min_experience_years",
  "min_experience_months",
  "currency_id",
  "salary",
  "company_id",
  "sector_id",
  "domain_id",
  "user_id",
] as const;

const REPLACED = { name: "job_posts_status_created_idx", columns: ["status", "created_at"] };

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    await db.schema
      .createIndex(NAME)
      .ifNotExists()
      .on("job_posts")
      .columns([...JOB_FILTER_INDEX_COLUMNS])
      .execute();
    await db.schema.dropIndex(REPLACED.name).ifExists().execute();
    if (dialect === "sqlite") {
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
      if (Number(rows[0]?.n) > 0) {
        await sql`pragma analysis_limit = ${sql.raw(String(ANALYSIS_LIMIT))}`.execute(db);
        await sql`analyze job_posts`.execute(db);
      }
    }
  },

  async down(db) {
    await db.schema.createIndex(REPLACED.name).ifNotExists().on("job_posts").columns(REPLACED.columns).execute();
    await db.schema.dropIndex(NAME).ifExists().execute();
  },
});
