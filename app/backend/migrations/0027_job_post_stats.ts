/**
 * Issue 32: what the poster sees of a post (docs/decisions/164-job-post-stats.md).
 *
 * - `job_post_stats`: one row per post and UTC day (`YYYY-MM-DD`) with the day's views,
 *   unique viewers and appearances in lists. Each instance counts in memory and adds its counts
 *   every few seconds with an upsert (`views = views + excluded.views`), so rows are only ever
 *   added to. The poster's chart reads one post's last 30 days: a range of the primary key.
 * - `job_post_viewers`: who viewed a post on a day (`viewer_key`: `m:<user id>` for a member, `a:`
 *   and a keyed hash of the day and the address for a visitor). The primary key is what makes a
 *   viewer unique: a flush inserts its keys with "on conflict do nothing" and adds the rows that
 *   went in to the day's `unique_viewers`.
 * Both are pruned by day (the `*_day_idx` indexes) once older than the retention; a post's rows go
 * with it (cascade).
 */
import type { MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .createTable("job_post_stats")
      .addColumn("job_post_id", "integer", (col) => col.notNull().references("job_posts.id").onDelete("cascade"))
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("views", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("unique_viewers", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("appearances", "integer", (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint("job_post_stats_pkey", ["job_post_id", "day"])
      .execute();
    await db.schema.createIndex("job_post_stats_day_idx").on("job_post_stats").column("day").execute();

    await db.schema
      .createTable("job_post_viewers")
      .addColumn("job_post_id", "integer", (col) => col.notNull().references("job_posts.id").onDelete("cascade"))
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("viewer_key", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("job_post_viewers_pkey", ["job_post_id", "day", "viewer_key"])
      .execute();
    await db.schema.createIndex("job_post_viewers_day_idx").on("job_post_viewers").column("day").execute();
  },

  async down(db) {
    await db.schema.dropTable("job_post_viewers").ifExists().execute();
    await db.schema.dropTable("job_post_stats").ifExists().execute();
  },
});
