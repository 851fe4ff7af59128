/**
 * Issue 38 (decision 184): a member's "open to work" signal and what they want, and the company
 * accounts' search of such members.
 *
 * One row per member who is open to work (absent: not open), so a search starts from these rows
 * and never from all members: `open_to_work_recent_idx` walks them newest-updated first for a
 * page. The locations they want are rows of their own, keyed by member then location (what a
 * location filter probes per candidate) and indexed by location then member. Roles, job types and
 * employment types are short lists no one filters on, so they are stored as JSON text.
 */
import type { MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .createTable("open_to_work")
      .addColumn("user_id", "integer", (col) => col.primaryKey().references("individuals.user_id").onDelete("cascade"))
      .addColumn("visibility", "text", (col) => col.notNull())
      .addColumn("roles", "text", (col) => col.notNull())
      .addColumn("job_types", "text", (col) => col.notNull())
      .addColumn("employment_types", "text", (col) => col.notNull())
      .addColumn("start_date", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("open_to_work_recent_idx")
      .on("open_to_work")
      .columns(["updated_at", "user_id"])
      .execute();
    await db.schema
      .createTable("open_to_work_locations")
      .addColumn("user_id", "integer", (col) => col.notNull().references("open_to_work.user_id").onDelete("cascade"))
      .addColumn("location_id", "integer", (col) => col.notNull().references("locations.id"))
      .addPrimaryKeyConstraint("open_to_work_locations_pkey", ["user_id", "location_id"])
      .execute();
    await db.schema
      .createIndex("open_to_work_locations_location_idx")
      .on("open_to_work_locations")
      .columns(["location_id", "user_id"])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable("open_to_work_locations").ifExists().execute();
    await db.schema.dropTable("open_to_work").ifExists().execute();
  },
});
