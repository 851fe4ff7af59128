/**
 * Issue 13, companies and institutions typed in (docs/decisions/135-typed-in-companies-and-institutions.md):
 * `companies.name_key` and `institutions.name_key`, the entry's name folded (case, accents, spaces
 * and punctuation; app/forms/entry-name.ts `normaliseEntryName`), unique, so a name typed by two
 * members ("Acme Tech", "acme  tech.") finds one entry. Null where another entry holds the key:
 * a corporate sign-up's own entry with the master entry's name (decision 118) stays a second
 * entry. Backfilled here, the oldest entry of a name first (the master list's).
 */
import { normaliseEntryName } from "#app/forms/entry-name.ts";
import type { MigrationDb, MigrationFactory } from "./helpers.ts";

const TABLES = ["companies", "institutions"] as const;

async function backfill(db: MigrationDb, table: (typeof TABLES)[number]): Promise<void> {
  const rows: Array<{ id: number; title: string }> = await db
    .selectFrom(table)
    .select(["id", "title"])
    .orderBy("id")
    .execute();
  const taken = new Set<string>();
  for (const row of rows) {
    const key = normaliseEntryName(row.title);
    if (!key || taken.has(key)) continue;
    taken.add(key);
    await db.updateTable(table).set({ name_key: key }).where("id", "=", row.id).execute();
  }
}

export const migration: MigrationFactory = () => ({
  async up(db) {
    for (const table of TABLES) {
      await db.schema.alterTable(table).addColumn("name_key", "text").execute();
      await backfill(db, table);
      await db.schema.createIndex(`${table}_name_key_key`).on(table).column("name_key").unique().execute();
    }
  },

  async down(db) {
    for (const table of TABLES) {
      await db.schema.dropIndex(`${table}_name_key_key`).ifExists().execute();
      await db.schema.alterTable(table).dropColumn("name_key").execute();
    }
  },
});
