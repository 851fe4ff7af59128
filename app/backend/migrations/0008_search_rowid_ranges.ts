/**
 * Issue 9: the SQLite search index keeps each kind in a range of rowids (kind × 2^40 + id, see
 * search/search-index.ts `ftsRowId`), so a query of one kind reads only that range, newest first.
 * The old rows (rowid = id × 3 + kind) are dropped; the app refills the empty index on start (in
 * the background on a large database, see search/documents.ts `ensureSearchIndex`). PostgreSQL's
 * index has no rowids: nothing to do there.
 */
import { sql } from "kysely";
import type { MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    if (dialect === "sqlite") await sql`delete from search_fts`.execute(db);
  },

  async down(db) {
    if (dialect === "sqlite") await sql`delete from search_fts`.execute(db);
  },
});
