/**
 * Issue 33 (decision 170): the open posts in id order, for the sitemaps.
 *
 * A sitemap page lists the open posts of a range of ids, read in id order a thousand at a
 * time (keyset). Without this index both databases walk the primary key over the range and
 * skip the closed posts, which on an old site are most of them; with it each read is one walk
 * over open posts only, and the sitemap index's "has this range any open post" is one seek.
 */
import type { MigrationFactory } from "./helpers.ts";

const NAME = "job_posts_status_id_idx";

export const migration: MigrationFactory = () => ({
  async up(db) {
    await db.schema.createIndex(NAME).ifNotExists().on("job_posts").columns(["status", "id"]).execute();
  },

  async down(db) {
    await db.schema.dropIndex(NAME).ifExists().execute();
  },
});
