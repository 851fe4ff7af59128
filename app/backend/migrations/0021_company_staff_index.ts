/**
 * Issue 9 (decision 147): a company's current staff, newest first.
 *
 * The employees list grouped every current experience at the company by member and sorted the
 * groups by start date to show twenty (3 ms for a company of 1,000 employees on the large
 * dataset, growing with the company). With this index the list walks the company's current
 * experiences in start-date order and stops after a page.
 */
import type { MigrationFactory } from "./helpers.ts";

const NAME = "experiences_company_current_start_idx";

export const migration: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .createIndex(NAME)
      .ifNotExists()
      .on("experiences")
      .columns(["company_id", "is_current", "start_date", "user_id"])
      .execute();
  },

  async down(db) {
    await db.schema.dropIndex(NAME).ifExists().execute();
  },
});
