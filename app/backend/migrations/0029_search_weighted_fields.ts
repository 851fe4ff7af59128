/**
 * Issue 33 (decision 171): the search index keeps four weighted fields instead of two — title,
 * skills, company, body — so a job's title weighs most, then its skills, then its company, then
 * the rest (locations, sector, domain, description); people and companies fill the same fields.
 *
 * - SQLite: FTS5 cannot add a column, so `search_fts` is made again (empty) with the four
 *   columns and prefix indexes of 2 and 3 characters (the last word of a query is a prefix).
 * - PostgreSQL: `search_documents` gets `skills` and `company`, and its stored tsvector weighs
 *   them A (title), B (skills), C (company), D (body), with its GIN index made again.
 *
 * Both are emptied: the app refills an empty index on start (in the background on a large
 * database, search/documents.ts `ensureSearchIndex`), as after migration 0008.
 */
import { sql } from "kysely";
import type { MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    if (dialect === "postgres") {
      await sql`delete from search_documents`.execute(db);
      await sql`drop index if exists search_documents_document_idx`.execute(db);
      await sql`alter table search_documents drop column document`.execute(db);
      await sql`alter table search_documents add column skills text not null default '', add column company text not null default ''`.execute(
        db,
      );
      await sql`
        alter table search_documents add column document tsvector generated always as (
          setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', skills), 'B')
          || setweight(to_tsvector('english', company), 'C') || setweight(to_tsvector('english', body), 'D')
        ) stored`.execute(db);
      await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(db);
    } else {
      await sql`drop table if exists search_fts`.execute(db);
      await sql`
        create virtual table search_fts using fts5(
          kind UNINDEXED, ref_id UNINDEXED, created_at UNINDEXED, title, skills, company, body,
          tokenize = 'porter unicode61', prefix = '2 3'
        )`.execute(db);
    }
  },

  async down(db) {
    if (dialect === "postgres") {
      await sql`delete from search_documents`.execute(db);
      await sql`drop index if exists search_documents_document_idx`.execute(db);
      await sql`alter table search_documents drop column document, drop column skills, drop column company`.execute(db);
      await sql`
        alter table search_documents add column document tsvector generated always as (
          setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')
        ) stored`.execute(db);
      await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(db);
    } else {
      await sql`drop table if exists search_fts`.execute(db);
      await sql`
        create virtual table search_fts using fts5(
          kind UNINDEXED, ref_id UNINDEXED, created_at UNINDEXED, title, body,
          tokenize = 'porter unicode61'
        )`.execute(db);
    }
  },
});
