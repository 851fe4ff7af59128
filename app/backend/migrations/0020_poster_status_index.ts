/**
 * Issue 9 (decision 141): a poster's posts by status, newest first.
 *
 * A company's page lists its open positions and counts them (up to the cap) with
 * `where user_id = ? and status = 'open' order by created_at desc, id desc`. The index on
 * (user_id, created_at) found the poster's posts but had to read every one of them, closed ones
 * included, to check its status: a poster's whole history on each view (1 ms for a company of 300
 * posts on the large dataset, growing with every post it ever made). This index answers both the
 * page and the count from the open posts alone, in order.
 */
import type { MigrationFactory } from "./helpers.ts";

const NAME = "job_posts_user_status_created_idx";

export const migration: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .createIndex(NAME)
      .ifNotExists()
      .on("job_posts")
      .columns(["user_id", "status", "created_at", "id"])
      .execute();
  },

  async down(db) {
    await db.schema.dropIndex(NAME).ifExists().execute();
  },
});
