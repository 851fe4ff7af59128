/**
 * Issue 36 (decision 174): members block members and companies.
 *
 * One row per blocker and blocked account. Blocking is mutual invisibility, so most reads ask
 * "is there a row either way between the viewer and this account": (blocker_id, blocked_id) is
 * the unique key and answers one direction, (blocked_id, blocker_id) the other, each a single
 * seek, so a list's `NOT EXISTS` per row stays an index lookup. The settings list pages the
 * blocker's rows newest first by keyset through (blocker_id, created_at, id).
 */
import { addIdColumn, type MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    await addIdColumn(db.schema.createTable("blocks"), dialect)
      .addColumn("blocker_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("blocked_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addUniqueConstraint("blocks_pair_key", ["blocker_id", "blocked_id"])
      .execute();
    await db.schema
      .createIndex("blocks_blocked_blocker_idx")
      .on("blocks")
      .columns(["blocked_id", "blocker_id"])
      .execute();
    await db.schema
      .createIndex("blocks_blocker_created_idx")
      .on("blocks")
      .columns(["blocker_id", "created_at", "id"])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable("blocks").ifExists().execute();
  },
});
