/**
 * Issue 13: job filters (docs/decisions/129-job-filters.md). One partial index of the open posts
 * in list order — newest first, (created_at, id) — that also carries every column a filter or the
 * salary sort reads (job and employment type, minimum experience, currency and salary, company,
 * sector, domain, poster). A filtered list of open posts is then one walk of this index in the
 * list's order that checks each entry without reading the post, and stops at the page's LIMIT
 * (or at the count's cap); `posted_within` makes it a range of the same index. Only open posts
 * are in it (a fifth of them on the large dataset: 100,000 entries, about 7 MB in SQLite).
 *
 * Queries name it with the literal `status = 'open'` (a bound parameter does not let SQLite use
 * a partial index).
 */
import { sql } from "kysely";
import type { MigrationFactory } from "./helpers.ts";

export const JOB_FILTER_INDEX_COLUMNS = [
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

export const jobFilterIndex: MigrationFactory = () => ({
  async up(db) {
    await sql`create index if not exists job_posts_open_filter_idx on job_posts (${sql.raw(JOB_FILTER_INDEX_COLUMNS.join(", "))}) where status = 'open'`.execute(db);
  },

  async down(db) {
    await db.schema.dropIndex("job_posts_open_filter_idx").ifExists().execute();
  },
});
