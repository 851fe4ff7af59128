/**
 * Companies of the master list get their web domain (docs/decisions/118-company-claims.md): a
 * corporate sign-up claims an existing entry only with a verified login email on that domain.
 * Entries already in the database get theirs here; new databases get them from loadMasterData.
 */
import { COMPANY_DOMAINS } from "#app/backend/seed/master-data.ts";
import type { MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = () => ({
  async up(db) {
    await db.schema.alterTable("companies").addColumn("domain", "text").execute();
    for (const [title, domain] of Object.entries(COMPANY_DOMAINS)) {
      await db
        .updateTable("companies")
        .set({ domain })
        .where("title", "=", title)
        .where("domain", "is", null)
        .execute();
    }
  },

  async down(db) {
    await db.schema.alterTable("companies").dropColumn("domain").execute();
  },
});
