/**
 * Issue 13: saved jobs and job alerts (docs/decisions/132-saved-jobs.md, 133-job-alerts.md).
 *
 * - `saved_jobs`: a member's saved posts, one row per member and post, listed newest-saved first
 *   by keyset through (user_id, created_at, id); a post's rows go with it (cascade), and so do a
 *   member's.
 * - `job_alerts`: a member's saved search — the job filters as their canonical query string
 *   (`filters`, app/forms/jobs/job-filters.form.ts `jobFilterKey`) — mailed daily or weekly. Posts created
 *   in [`window_start`, the run's time) are a run's matches, and the run moves `window_start` to
 *   its time in the transaction that queues the mail, so each post is mailed at most once per
 *   alert. The alert worker of any instance claims a due alert (`next_run_at` ≤ now, no live
 *   lease in `claimed_until`) with one statement; `claims` counts them and is the claim's token.
 *   (user_id, filters) is unique: one alert per search.
 * - `mail_outbox.list_unsubscribe_post`: the `List-Unsubscribe-Post` header of a mail whose
 *   `List-Unsubscribe` is a one-click https link (RFC 8058): an alert's stop link.
 */
import { sql } from "kysely";
import { addIdColumn, type MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    await addIdColumn(db.schema.createTable("saved_jobs"), dialect)
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("job_post_id", "integer", (col) => col.notNull().references("job_posts.id").onDelete("cascade"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addUniqueConstraint("saved_jobs_pair_key", ["user_id", "job_post_id"])
      .execute();
    await db.schema
      .createIndex("saved_jobs_user_created_idx")
      .on("saved_jobs")
      .columns(["user_id", "created_at", "id"])
      .execute();
    // The cascade from a deleted post looks its rows up by post.
    await db.schema.createIndex("saved_jobs_post_idx").on("saved_jobs").column("job_post_id").execute();

    await addIdColumn(db.schema.createTable("job_alerts"), dialect)
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("filters", "text", (col) => col.notNull())
      .addColumn("frequency", "text", (col) => col.notNull().check(sql`frequency in ('daily', 'weekly')`))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addColumn("window_start", "text", (col) => col.notNull())
      .addColumn("next_run_at", "text", (col) => col.notNull())
      .addColumn("last_run_at", "text")
      .addColumn("last_sent_count", "integer")
      .addColumn("claimed_until", "text")
      .addColumn("claims", "integer", (col) => col.notNull().defaultTo(0))
      .addUniqueConstraint("job_alerts_user_filters_key", ["user_id", "filters"])
      .execute();
    // The claim: the due alerts in the order they are taken.
    await db.schema.createIndex("job_alerts_due_idx").on("job_alerts").columns(["next_run_at", "id"]).execute();

    await db.schema.alterTable("mail_outbox").addColumn("list_unsubscribe_post", "text").execute();
  },

  async down(db) {
    await db.schema.alterTable("mail_outbox").dropColumn("list_unsubscribe_post").execute();
    await db.schema.dropTable("job_alerts").ifExists().execute();
    await db.schema.dropTable("saved_jobs").ifExists().execute();
  },
});
