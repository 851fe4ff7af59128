/**
 * The search index behind one small interface, with one implementation per database:
 * - SQLite: an FTS5 table (`search_fts`, porter + unicode61 tokens), ranked with
 *   `bm25(search_fts, …, title 10.0, body 1.0)`;
 * - PostgreSQL: `search_documents` with a stored tsvector (title weight A, body weight B, GIN
 *   index), ranked with `ts_rank` (A 1.0, B 0.1).
 * Both: every word must match, the last one also as a prefix; ties go to the newest document.
 * Queries are built from sanitised words only (search/text.ts).
 */
import { sql } from "kysely";
import type { Db, DialectName } from "../lib/db/index.ts";
import { toCount } from "../lib/paging.ts";
import { ftsMatch, tsQueryText } from "./text.ts";

export const SEARCH_KINDS = ["person", "company", "job"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export type SearchDocument = {
  kind: SearchKind;
  /** person: user id; company: the corporate's user id; job: job post id. */
  refId: number;
  /** Index text (words only, see indexText). */
  title: string;
  body: string;
  /** ISO time, for "newest first" among equally relevant documents. */
  createdAt: string;
};

export type SearchHit = { kind: SearchKind; refId: number };

export type SearchQuery = {
  /** Sanitised words (at least one). */
  words: readonly string[];
  /** Only this kind, or every kind. */
  kind: SearchKind | null;
  limit: number;
  offset: number;
};

export type SearchAnswer = { hits: SearchHit[]; counts: Record<SearchKind, number> };

export interface SearchIndex {
  upsert(db: Db, document: SearchDocument): Promise<void>;
  remove(db: Db, kind: SearchKind, refId: number): Promise<void>;
  clear(db: Db): Promise<void>;
  isEmpty(db: Db): Promise<boolean>;
  /** One page of hits (best first) and the number of matches of each kind. */
  query(db: Db, query: SearchQuery): Promise<SearchAnswer>;
}

function emptyCounts(): Record<SearchKind, number> {
  return { person: 0, company: 0, job: 0 };
}

function countsOf(rows: ReadonlyArray<{ kind: string; n: unknown }>): Record<SearchKind, number> {
  const counts = emptyCounts();
  for (const row of rows) if ((SEARCH_KINDS as readonly string[]).includes(row.kind)) counts[row.kind as SearchKind] = toCount(row.n);
  return counts;
}

function hitsOf(rows: ReadonlyArray<{ kind: string; ref_id: unknown }>): SearchHit[] {
  return rows.map((row) => ({ kind: row.kind as SearchKind, refId: Number(row.ref_id) }));
}

// ---------------------------------------------------------------------------
// SQLite FTS5
// ---------------------------------------------------------------------------

const KIND_NUMBER: Record<SearchKind, number> = { person: 0, company: 1, job: 2 };

/** One row per document at a known rowid, so an update or removal finds it without a scan. */
export function ftsRowId(kind: SearchKind, refId: number): number {
  return refId * SEARCH_KINDS.length + KIND_NUMBER[kind];
}

export const sqliteSearchIndex: SearchIndex = {
  async upsert(db, document) {
    const rowid = ftsRowId(document.kind, document.refId);
    await sql`delete from search_fts where rowid = ${rowid}`.execute(db);
    await sql`
      insert into search_fts (rowid, kind, ref_id, created_at, title, body)
      values (${rowid}, ${document.kind}, ${document.refId}, ${document.createdAt}, ${document.title}, ${document.body})`.execute(db);
  },

  async remove(db, kind, refId) {
    await sql`delete from search_fts where rowid = ${ftsRowId(kind, refId)}`.execute(db);
  },

  async clear(db) {
    await sql`delete from search_fts`.execute(db);
  },

  async isEmpty(db) {
    const { rows } = await sql<{ rowid: number }>`select rowid from search_fts limit 1`.execute(db);
    return rows.length === 0;
  },

  async query(db, { words, kind, limit, offset }) {
    const match = ftsMatch(words);
    const onlyKind = kind === null ? sql`` : sql`and kind = ${kind}`;
    const [hits, counts] = await Promise.all([
      sql<{ kind: string; ref_id: number }>`
        select kind, ref_id from search_fts
        where search_fts match ${match} ${onlyKind}
        order by bm25(search_fts, 0.0, 0.0, 0.0, 10.0, 1.0), created_at desc, rowid desc
        limit ${limit} offset ${offset}`.execute(db),
      sql<{ kind: string; n: number }>`
        select kind, count(*) as n from search_fts where search_fts match ${match} group by kind`.execute(db),
    ]);
    return { hits: hitsOf(hits.rows), counts: countsOf(counts.rows) };
  },
};

// ---------------------------------------------------------------------------
// PostgreSQL
// ---------------------------------------------------------------------------

/** ts_rank weights {D, C, B, A}: the title (A) weighs ten times the body (B). */
const TS_RANK_WEIGHTS = "{0.1, 0.1, 0.1, 1.0}";

export const postgresSearchIndex: SearchIndex = {
  async upsert(db, document) {
    await sql`
      insert into search_documents (kind, ref_id, created_at, title, body)
      values (${document.kind}, ${document.refId}, ${document.createdAt}, ${document.title}, ${document.body})
      on conflict (kind, ref_id) do update
        set created_at = excluded.created_at, title = excluded.title, body = excluded.body`.execute(db);
  },

  async remove(db, kind, refId) {
    await sql`delete from search_documents where kind = ${kind} and ref_id = ${refId}`.execute(db);
  },

  async clear(db) {
    await sql`delete from search_documents`.execute(db);
  },

  async isEmpty(db) {
    const { rows } = await sql<{ ref_id: number }>`select ref_id from search_documents limit 1`.execute(db);
    return rows.length === 0;
  },

  async query(db, { words, kind, limit, offset }) {
    const text = tsQueryText(words);
    const onlyKind = kind === null ? sql`` : sql`and kind = ${kind}`;
    const [hits, counts] = await Promise.all([
      sql<{ kind: string; ref_id: number }>`
        select kind, ref_id from search_documents, to_tsquery('english', ${text}) as q
        where document @@ q ${onlyKind}
        order by ts_rank(${TS_RANK_WEIGHTS}::float4[], document, q) desc, created_at desc, kind, ref_id desc
        limit ${limit} offset ${offset}`.execute(db),
      sql<{ kind: string; n: string }>`
        select kind, count(*) as n from search_documents, to_tsquery('english', ${text}) as q
        where document @@ q group by kind`.execute(db),
    ]);
    return { hits: hitsOf(hits.rows), counts: countsOf(counts.rows) };
  },
};

export function searchIndexFor(dialect: DialectName): SearchIndex {
  return dialect === "postgres" ? postgresSearchIndex : sqliteSearchIndex;
}
