/**
 * The search index behind one small interface, with one implementation per database:
 * - SQLite: an FTS5 table (`search_fts`, porter + unicode61 tokens), ranked with
 *   `bm25(search_fts, …, title 10, skills 5, company 3, body 1)`;
 * - PostgreSQL: `search_documents` with a stored tsvector (title weight A, skills B, company C,
 *   body D; GIN index), ranked with `ts_rank` (A 1.0, B 0.5, C 0.3, D 0.1).
 * Both: every word must match, the last one also as a prefix; ties go to the newest document
 * (decision 171 for the weights).
 * Queries are built from sanitised words only (search/text.ts).
 *
 * Bounded by what a page shows, not by how many documents match (a common word matches hundreds
 * of thousands): of each kind, the newest SEARCH_CANDIDATES matches are read through the index in
 * document order and only those are ranked; the number of matches of each kind is counted up to
 * SEARCH_COUNT_CAP (`capped` says when there are more). See docs/decisions/102-queries-at-scale.md.
 */
import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { Db, DialectName } from "#app/backend/lib/db/index.ts";
import { toCount } from "#app/backend/lib/paging.ts";
import { iso } from "#app/backend/lib/time.ts";
import { ftsMatch, tsQueryText, type QueryTerm } from "./text.ts";

export const SEARCH_KINDS = ["person", "company", "job"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export type SearchDocument = {
  kind: SearchKind;
  /** person: user id; company: the corporate's user id; job: job post id. */
  refId: number;
  /** Index text (words only, see indexText), from the field that weighs most to the one that weighs least. */
  title: string;
  skills: string;
  company: string;
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

/**
 * `hits`: one page, best first; `more`: whether ranked candidates follow the page; `counts`: the
 * matches of each kind, up to SEARCH_COUNT_CAP, `capped` where there are more.
 * `filtered`: with job filters, the matches that meet them (see {@link JobSearchFilter}).
 */
export type SearchAnswer = {
  hits: SearchHit[];
  more: boolean;
  counts: Record<SearchKind, number>;
  capped: Record<SearchKind, boolean>;
  filtered?: { count: number; capped: boolean };
};

/**
 * Job filters and sort on a search of job posts (issue 13, decision 129), over the post as `p`:
 * of the newest SEARCH_FILTER_CANDIDATES text matches, those that meet `condition`, ranked by
 * relevance or in `order`. Their number is counted up to SEARCH_COUNT_CAP, `capped` also when the
 * text matches more posts than were read (older ones were not looked at).
 */
export type JobSearchFilter = { condition: RawBuilder<SqlBool> | null; order: RawBuilder<unknown> | null };

/** With job filters: how many of the newest text matches are read and filtered. */
export const SEARCH_FILTER_CANDIDATES = 3000;

/** Of each kind, the newest matches that are ranked (pages go as deep as these). */
export const SEARCH_CANDIDATES = 1000;
/** Matches of each kind are counted up to this many. */
export const SEARCH_COUNT_CAP = 1000;

/**
 * A search of open job posts (issue 33, `GET /api/job-post/search/`): of the newest
 * SEARCH_FILTER_CANDIDATES text matches, the open ones (`condition` over the post `p` adds the
 * job filters) in relevance order (`relevance`: the score, then newest) or newest first
 * (`newest`), one page by keyset after or before `after` / `before`, or by `offset` when
 * `order` is given (a sort such as salary that no key follows).
 */
export type JobTextSearch = {
  terms: readonly QueryTerm[];
  condition: RawBuilder<SqlBool> | null;
  /** Posts that ended by then (not yet closed by the worker) are left out. */
  now: Date;
  rank: "relevance" | "newest";
  order: RawBuilder<unknown> | null;
  limit: number;
  offset: number;
  after?: JobSearchKey;
  before?: JobSearchKey;
};

/**
 * A post's place in a ranked search: its score, time and id. The score goes to the cursor and
 * back exactly as the database gave it (a double on SQLite, a real on PostgreSQL, each written
 * by JavaScript in the digits that read back the same), so the key compares equal to its row.
 */
export type JobSearchKey = { score: number; at: string; id: number };

/** What a job search read: up to limit + 1 rows in the order asked (reversed when read `before` a key), and the matching open posts among the candidates. */
export type JobTextAnswer = { rows: JobSearchKey[]; matched: number; candidatesFull: boolean };

export interface SearchIndex {
  upsert(db: Db, document: SearchDocument): Promise<void>;
  remove(db: Db, kind: SearchKind, refId: number): Promise<void>;
  clear(db: Db): Promise<void>;
  isEmpty(db: Db): Promise<boolean>;
  /** One page of hits (best first) and the number of matches of each kind; `jobs` filters a search of job posts. */
  query(db: Db, query: SearchQuery, jobs?: JobSearchFilter): Promise<SearchAnswer>;
  /** One page of open job posts matching the terms (see JobTextSearch). */
  searchJobs(db: Db, search: JobTextSearch): Promise<JobTextAnswer>;
  /** How many documents of `kind` match these terms, counted up to `cap` + 1. */
  countMatches(db: Db, kind: SearchKind, terms: readonly QueryTerm[], cap: number): Promise<number>;
}

/** The keyset condition, order and page of a job search over the candidates `c` joined to `p`. */
function jobKeyset(search: JobTextSearch, score: (value: number) => RawBuilder<unknown>) {
  const key = sql`(c.score, p.created_at, p.id)`;
  const at = (k: JobSearchKey) => sql`(${score(k.score)}, ${k.at}, ${k.id})`;
  if (search.order)
    return { where: sql``, order: search.order, page: sql`limit ${search.limit + 1} offset ${search.offset}` };
  const desc = sql`c.score desc, p.created_at desc, p.id desc`;
  if (search.after)
    return { where: sql` and ${key} < ${at(search.after)}`, order: desc, page: sql`limit ${search.limit + 1}` };
  if (search.before) {
    return {
      where: sql` and ${key} > ${at(search.before)}`,
      order: sql`c.score, p.created_at, p.id`,
      page: sql`limit ${search.limit + 1}`,
    };
  }
  return { where: sql``, order: desc, page: sql`limit ${search.limit + 1} offset ${search.offset}` };
}

function jobRows(rows: ReadonlyArray<{ id: unknown; score: unknown; at: string }>): JobSearchKey[] {
  return rows.map((row) => ({ id: Number(row.id), score: Number(row.score), at: row.at }));
}

function emptyCounts(): Record<SearchKind, number> {
  return { person: 0, company: 0, job: 0 };
}

/** Counts each kind with `count(kind)` (a capped count), in parallel. */
async function cappedCounts(
  count: (kind: SearchKind) => Promise<unknown>,
): Promise<Pick<SearchAnswer, "counts" | "capped">> {
  const found = await Promise.all(SEARCH_KINDS.map((kind) => count(kind).then(toCount)));
  const counts = emptyCounts();
  const capped = { person: false, company: false, job: false };
  SEARCH_KINDS.forEach((kind, i) => {
    counts[kind] = Math.min(found[i], SEARCH_COUNT_CAP);
    capped[kind] = found[i] > SEARCH_COUNT_CAP;
  });
  return { counts, capped };
}

/** The page of ranked rows (read one past the page) and whether more follow. */
function pageOfHits(
  rows: ReadonlyArray<{ kind: string; ref_id: unknown }>,
  limit: number,
): Pick<SearchAnswer, "hits" | "more"> {
  return { hits: hitsOf(rows.slice(0, limit)), more: rows.length > limit };
}

/** The filtered matches among the newest text matches read: capped at SEARCH_COUNT_CAP, or when the text matches more than were read. */
function filteredCount(row: { n: unknown; read: unknown } | undefined): { count: number; capped: boolean } {
  const n = toCount(row?.n);
  return {
    count: Math.min(n, SEARCH_COUNT_CAP),
    capped: n > SEARCH_COUNT_CAP || toCount(row?.read) >= SEARCH_FILTER_CANDIDATES,
  };
}

function hitsOf(rows: ReadonlyArray<{ kind: string; ref_id: unknown }>): SearchHit[] {
  return rows.map((row) => ({ kind: row.kind as SearchKind, refId: Number(row.ref_id) }));
}

// ---------------------------------------------------------------------------
// SQLite FTS5
// ---------------------------------------------------------------------------

const KIND_NUMBER: Record<SearchKind, number> = { person: 0, company: 1, job: 2 };

/** bm25 over the columns (kind, ref_id, created_at unindexed; title, skills, company, body): lower is better. */
const BM25 = sql.raw("bm25(search_fts, 0.0, 0.0, 0.0, 10.0, 5.0, 3.0, 1.0)");

/** Each kind's rowids are one range: kind number × 2^40 + the document's id. */
const KIND_SPAN = 2 ** 40;

/**
 * One row per document at a known rowid, so an update or removal finds it without a scan, and
 * each kind a range of rowids, so a query of one kind reads only that range, newest first.
 */
export function ftsRowId(kind: SearchKind, refId: number): number {
  return KIND_NUMBER[kind] * KIND_SPAN + refId;
}

function rowidRange(kind: SearchKind) {
  const low = KIND_NUMBER[kind] * KIND_SPAN;
  return sql`rowid between ${low} and ${low + KIND_SPAN - 1}`;
}

export const sqliteSearchIndex: SearchIndex = {
  async upsert(db, document) {
    const rowid = ftsRowId(document.kind, document.refId);
    await sql`delete from search_fts where rowid = ${rowid}`.execute(db);
    await sql`
      insert into search_fts (rowid, kind, ref_id, created_at, title, skills, company, body)
      values (${rowid}, ${document.kind}, ${document.refId}, ${document.createdAt}, ${document.title}, ${document.skills}, ${document.company}, ${document.body})`.execute(
      db,
    );
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

  async query(db, { words, kind, limit, offset }, jobs) {
    const match = ftsMatch(words);
    if (jobs) {
      const newest = (columns: RawBuilder<unknown>) => sql`
        select ${columns} from search_fts where search_fts match ${match} and ${rowidRange("job")}
        order by rowid desc limit ${SEARCH_FILTER_CANDIDATES}`;
      const where = jobs.condition ? sql`where ${jobs.condition}` : sql``;
      const [ranked, counted, filtered] = await Promise.all([
        sql<{ kind: string; ref_id: number }>`
          select 'job' as kind, c.ref_id from (${newest(sql`ref_id, created_at, rowid as id, ${BM25} as score`)}) c
          inner join job_posts p on p.id = c.ref_id ${where}
          order by ${jobs.order ?? sql`c.score, c.created_at desc, c.id desc`}
          limit ${limit + 1} offset ${offset}`.execute(db),
        cappedCounts(async (k) => {
          const { rows } = await sql<{ n: number }>`
            select count(*) as n from (
              select 1 from search_fts where search_fts match ${match} and ${rowidRange(k)} limit ${SEARCH_COUNT_CAP + 1}) x`.execute(
            db,
          );
          return rows[0]?.n;
        }),
        sql<{ n: number; read: number }>`
          select count(p.id) as n, count(*) as read from (${newest(sql`ref_id`)}) c
          left join job_posts p on p.id = c.ref_id${jobs.condition ? sql` and ${jobs.condition}` : sql``}`.execute(db),
      ]);
      return { ...pageOfHits(ranked.rows, limit), ...counted, filtered: filteredCount(filtered.rows[0]) };
    }
    // bm25 is computed for the candidates only: the newest matches of each kind, in rowid order.
    const candidates = (kind === null ? SEARCH_KINDS : [kind]).map(
      (k) => sql`select * from (
        select kind, ref_id, created_at, rowid as id, ${BM25} as score
        from search_fts where search_fts match ${match} and ${rowidRange(k)}
        order by rowid desc limit ${SEARCH_CANDIDATES}) c_${sql.raw(k)}`,
    );
    const [ranked, counted] = await Promise.all([
      sql<{ kind: string; ref_id: number }>`
        select kind, ref_id from (${sql.join(candidates, sql` union all `)}) c
        order by score, created_at desc, id desc
        limit ${limit + 1} offset ${offset}`.execute(db),
      cappedCounts(async (k) => {
        const { rows } = await sql<{ n: number }>`
          select count(*) as n from (
            select 1 from search_fts where search_fts match ${match} and ${rowidRange(k)} limit ${SEARCH_COUNT_CAP + 1}) x`.execute(
          db,
        );
        return rows[0]?.n;
      }),
    ]);
    return { ...pageOfHits(ranked.rows, limit), ...counted };
  },

  async searchJobs(db, search) {
    const match = ftsMatch(search.terms);
    // The candidates: the newest matches through the index (rowid order), scored; the posts
    // looked up by primary key (CROSS JOIN keeps SQLite from walking job_posts instead).
    const score = search.rank === "relevance" ? sql`-${BM25}` : sql`0`;
    const candidates = sql`
      select ref_id, ${score} as score from search_fts where search_fts match ${match} and ${rowidRange("job")}
      order by rowid desc limit ${SEARCH_FILTER_CANDIDATES}`;
    const open = sql`p.status = 'open' and p.valid_through > ${iso(search.now)}${search.condition ? sql` and ${search.condition}` : sql``}`;
    const page = jobKeyset(search, (value) => sql`${value}`);
    const [ranked, counted] = await Promise.all([
      sql<{ id: number; score: number; at: string }>`
        select p.id, c.score, p.created_at as at from (${candidates}) c cross join job_posts p on p.id = c.ref_id
        where ${open}${page.where}
        order by ${page.order} ${page.page}`.execute(db),
      sql<{ n: number; read: number }>`
        select count(p.id) as n, count(*) as read from (
          select ref_id from search_fts where search_fts match ${match} and ${rowidRange("job")}
          order by rowid desc limit ${SEARCH_FILTER_CANDIDATES}) c
        left join job_posts p on p.id = c.ref_id and ${open}`.execute(db),
    ]);
    const row = counted.rows[0];
    return {
      rows: jobRows(ranked.rows),
      matched: toCount(row?.n),
      candidatesFull: toCount(row?.read) >= SEARCH_FILTER_CANDIDATES,
    };
  },

  async countMatches(db, kind, terms, cap) {
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from (
        select 1 from search_fts where search_fts match ${ftsMatch(terms)} and ${rowidRange(kind)} limit ${cap + 1}) x`.execute(
      db,
    );
    return toCount(rows[0]?.n);
  },
};

// ---------------------------------------------------------------------------
// PostgreSQL
// ---------------------------------------------------------------------------

/** ts_rank weights {D, C, B, A}: body 0.1, company 0.3, skills 0.5, title 1.0 (as bm25's 1, 3, 5, 10 on SQLite). */
const TS_RANK_WEIGHTS = "{0.1, 0.3, 0.5, 1.0}";

export const postgresSearchIndex: SearchIndex = {
  async upsert(db, document) {
    await sql`
      insert into search_documents (kind, ref_id, created_at, title, skills, company, body)
      values (${document.kind}, ${document.refId}, ${document.createdAt}, ${document.title}, ${document.skills}, ${document.company}, ${document.body})
      on conflict (kind, ref_id) do update
        set created_at = excluded.created_at, title = excluded.title, skills = excluded.skills, company = excluded.company, body = excluded.body`.execute(
      db,
    );
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

  async query(db, { words, kind, limit, offset }, jobs) {
    const text = tsQueryText(words);
    if (jobs) {
      const newest = (columns: RawBuilder<unknown>) => sql`
        select ${columns} from search_documents, to_tsquery('english', ${text}) as q
        where kind = 'job' and document @@ q
        order by ref_id desc limit ${SEARCH_FILTER_CANDIDATES}`;
      const where = jobs.condition ? sql`where ${jobs.condition}` : sql``;
      const [ranked, counted, filtered] = await Promise.all([
        sql<{ kind: string; ref_id: number }>`
          select 'job' as kind, c.ref_id from (${newest(sql`ref_id, created_at, ts_rank(${TS_RANK_WEIGHTS}::float4[], document, q) as score`)}) c
          inner join job_posts p on p.id = c.ref_id ${where}
          order by ${jobs.order ?? sql`c.score desc, c.created_at desc, c.ref_id desc`}
          limit ${limit + 1} offset ${offset}`.execute(db),
        cappedCounts(async (k) => {
          const { rows } = await sql<{ n: string }>`
            select count(*) as n from (
              select 1 from search_documents, to_tsquery('english', ${text}) as q
              where kind = ${k} and document @@ q limit ${SEARCH_COUNT_CAP + 1}) x`.execute(db);
          return rows[0]?.n;
        }),
        sql<{ n: string; read: string }>`
          select count(p.id) as n, count(*) as read from (${newest(sql`ref_id`)}) c
          left join job_posts p on p.id = c.ref_id${jobs.condition ? sql` and ${jobs.condition}` : sql``}`.execute(db),
      ]);
      return { ...pageOfHits(ranked.rows, limit), ...counted, filtered: filteredCount(filtered.rows[0]) };
    }
    // ts_rank is computed for the candidates only: the newest matches of each kind.
    const candidates = (kind === null ? SEARCH_KINDS : [kind]).map(
      (k) => sql`(select kind, ref_id, created_at, ts_rank(${TS_RANK_WEIGHTS}::float4[], document, q) as score
        from search_documents, to_tsquery('english', ${text}) as q
        where kind = ${k} and document @@ q
        order by ref_id desc limit ${SEARCH_CANDIDATES})`,
    );
    const [ranked, counted] = await Promise.all([
      sql<{ kind: string; ref_id: number }>`
        select kind, ref_id from (${sql.join(candidates, sql` union all `)}) c
        order by score desc, created_at desc, kind, ref_id desc
        limit ${limit + 1} offset ${offset}`.execute(db),
      cappedCounts(async (k) => {
        const { rows } = await sql<{ n: string }>`
          select count(*) as n from (
            select 1 from search_documents, to_tsquery('english', ${text}) as q
            where kind = ${k} and document @@ q limit ${SEARCH_COUNT_CAP + 1}) x`.execute(db);
        return rows[0]?.n;
      }),
    ]);
    return { ...pageOfHits(ranked.rows, limit), ...counted };
  },

  async searchJobs(db, search) {
    const text = tsQueryText(search.terms);
    const score = search.rank === "relevance" ? sql`ts_rank(${TS_RANK_WEIGHTS}::float4[], document, q)` : sql`0::real`;
    const candidates = sql`
      select ref_id, ${score} as score from search_documents, to_tsquery('english', ${text}) as q
      where kind = 'job' and document @@ q
      order by ref_id desc limit ${SEARCH_FILTER_CANDIDATES}`;
    const open = sql`p.status = 'open' and p.valid_through > ${iso(search.now)}${search.condition ? sql` and ${search.condition}` : sql``}`;
    const page = jobKeyset(search, (value) => sql`${value}::real`);
    const [ranked, counted] = await Promise.all([
      sql<{ id: number; score: number; at: string }>`
        select p.id, c.score, p.created_at as at from (${candidates}) c inner join job_posts p on p.id = c.ref_id
        where ${open}${page.where}
        order by ${page.order} ${page.page}`.execute(db),
      sql<{ n: string; read: string }>`
        select count(p.id) as n, count(*) as read from (
          select ref_id from search_documents, to_tsquery('english', ${text}) as q
          where kind = 'job' and document @@ q
          order by ref_id desc limit ${SEARCH_FILTER_CANDIDATES}) c
        left join job_posts p on p.id = c.ref_id and ${open}`.execute(db),
    ]);
    const row = counted.rows[0];
    return {
      rows: jobRows(ranked.rows),
      matched: toCount(row?.n),
      candidatesFull: toCount(row?.read) >= SEARCH_FILTER_CANDIDATES,
    };
  },

  async countMatches(db, kind, terms, cap) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from (
        select 1 from search_documents, to_tsquery('english', ${tsQueryText(terms)}) as q
        where kind = ${kind} and document @@ q limit ${cap + 1}) x`.execute(db);
    return toCount(rows[0]?.n);
  },
};

export function searchIndexFor(dialect: DialectName): SearchIndex {
  return dialect === "postgres" ? postgresSearchIndex : sqliteSearchIndex;
}
