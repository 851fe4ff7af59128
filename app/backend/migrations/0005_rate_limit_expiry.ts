/**
 * Rate-limit rows say when their window ends (`expires_at`), so windows of different lengths
 * (a minute for login, an hour or a day for the per-account request limits) share the table
 * and the sweep deletes each row only once its own window is over. See
 * docs/decisions/032-api-abuse-limits.md.
 */
import { sql } from "kysely";
import type { MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = () => ({
  async up(db) {
    // The rows are counts of the current minute at most: starting them over is harmless, and
    // no row is left without a real end. ('' sorts before every time: a row an older
    // instance still writes without one is swept at once.)
    await sql`delete from rate_limits`.execute(db);
    await db.schema
      .alterTable("rate_limits")
      .addColumn("expires_at", "text", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema.dropIndex("rate_limits_window_start_idx").ifExists().execute();
    await db.schema.createIndex("rate_limits_expires_at_idx").on("rate_limits").column("expires_at").execute();
  },

  async down(db) {
    await db.schema.dropIndex("rate_limits_expires_at_idx").ifExists().execute();
    await db.schema.alterTable("rate_limits").dropColumn("expires_at").execute();
    await db.schema.createIndex("rate_limits_window_start_idx").on("rate_limits").column("window_start").execute();
  },
});
