/**
 * What the search index holds, built from the tables, and how it is kept current:
 * - a person (an onboarded individual): title = full name; skills; company = current job titles
 *   and companies; body = bio, city;
 * - a company (a corporate with a profile): title = company name; body = about, sector (see
 *   companySectors), city;
 * - a job post, while open: title = job title; skills; company; body = locations, sector,
 *   domain, description text.
 * The fields weigh from the title (most) to the body (least), decision 171.
 *
 * Every write path that changes any of that text calls `syncSearch` inside its own transaction
 * with the documents it touched (a document that no longer qualifies — a closed or deleted post
 * — leaves the index). `rebuildSearchIndex` rebuilds everything (on start when the index is
 * empty, and after the demo data is loaded).
 */
import { runCompiled } from "#app/backend/lib/db/compiled.ts";
import { sql } from "kysely";
import type { Db, DialectName } from "#app/backend/lib/db/index.ts";
import { htmlText, indexText } from "./text.ts";
import { searchIndexFor, type SearchDocument, type SearchKind } from "./search-index.ts";

/** The advisory lock key of a rebuild on PostgreSQL (any constant unique to this purpose). */
const REBUILD_LOCK_KEY = 90_501;

/** Ids per query when documents are built in bulk. */
const CHUNK = 200;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

function groupTexts(rows: ReadonlyArray<{ key: number; text: string | null }>): Map<number, string[]> {
  const map = new Map<number, string[]>();
  for (const row of rows) {
    if (!row.text) continue;
    const list = map.get(row.key);
    if (list) list.push(row.text);
    else map.set(row.key, [row.text]);
  }
  return map;
}

async function personDocuments(db: Db, userIds: readonly number[]): Promise<SearchDocument[]> {
  if (userIds.length === 0) return [];
  const [people, skills, jobs] = await Promise.all([
    db
      .selectFrom("individuals as i")
      .innerJoin("locations as l", "l.id", "i.location_id")
      .select(["i.user_id", "i.first_name", "i.last_name", "i.bio", "i.created_at", "l.city"])
      .where("i.user_id", "in", userIds)
      .execute(),
    db
      .selectFrom("individual_skills as s")
      .innerJoin("skills as k", "k.id", "s.skill_id")
      .select(["s.user_id as key", "k.title as text"])
      .where("s.user_id", "in", userIds)
      .orderBy("s.user_id")
      .orderBy("s.position")
      .execute(),
    db
      .selectFrom("experiences as e")
      .innerJoin("companies as c", "c.id", "e.company_id")
      .select(["e.user_id", "e.title", "c.title as company"])
      .where("e.user_id", "in", userIds)
      .where("e.is_current", "=", true)
      .orderBy("e.user_id")
      .orderBy("e.start_date", "desc")
      .execute(),
  ]);
  const skillsBy = groupTexts(skills);
  const jobsBy = groupTexts(jobs.map((row) => ({ key: row.user_id, text: `${row.title} ${row.company}` })));
  return people.map((row) => ({
    kind: "person",
    refId: row.user_id,
    title: indexText(row.first_name, row.last_name),
    skills: indexText(...(skillsBy.get(row.user_id) ?? [])),
    company: indexText(...(jobsBy.get(row.user_id) ?? [])),
    body: indexText(row.bio, row.city),
    createdAt: row.created_at,
  }));
}

/**
 * The sector a company is known for, by company id: the sector of most of the job posts made at
 * it (open or closed, by anyone), the newest post breaking ties; none without posts.
 */
export async function companySectors(
  db: Db,
  companyIds: readonly number[],
): Promise<Map<number, { id: number; title: string }>> {
  const map = new Map<number, { id: number; title: string }>();
  if (companyIds.length === 0) return map;
  const rows = await runCompiled(db, `company-sectors:${companyIds.length}`, companyIds, () =>
    db
      .selectFrom("job_posts as p")
      .innerJoin("sectors as se", "se.id", "p.sector_id")
      .select((eb) => ["p.company_id", "se.id", "se.title", eb.fn.countAll().as("n"), eb.fn.max("p.id").as("newest")])
      .where("p.company_id", "in", companyIds)
      .groupBy(["p.company_id", "se.id", "se.title"]),
  );
  const best = new Map<number, { n: number; newest: number }>();
  for (const row of rows) {
    const n = Number(row.n);
    const newest = Number(row.newest);
    const current = best.get(row.company_id);
    if (!current || n > current.n || (n === current.n && newest > current.newest)) {
      best.set(row.company_id, { n, newest });
      map.set(row.company_id, { id: row.id, title: row.title });
    }
  }
  return map;
}

async function companyDocuments(db: Db, corporateUserIds: readonly number[]): Promise<SearchDocument[]> {
  if (corporateUserIds.length === 0) return [];
  const rows = await db
    .selectFrom("corporates as c")
    .innerJoin("locations as l", "l.id", "c.location_id")
    .select(["c.user_id", "c.company_id", "c.company_name", "c.about", "c.created_at", "l.city"])
    .where("c.user_id", "in", corporateUserIds)
    .execute();
  const sectors = await companySectors(
    db,
    rows.map((row) => row.company_id),
  );
  return rows.map((row) => ({
    kind: "company",
    refId: row.user_id,
    title: indexText(row.company_name),
    skills: "",
    company: "",
    body: indexText(row.about, sectors.get(row.company_id)?.title, row.city),
    createdAt: row.created_at,
  }));
}

async function jobDocuments(db: Db, postIds: readonly number[]): Promise<SearchDocument[]> {
  if (postIds.length === 0) return [];
  const [posts, skills, locations] = await Promise.all([
    db
      .selectFrom("job_posts as p")
      .innerJoin("companies as co", "co.id", "p.company_id")
      .innerJoin("sectors as se", "se.id", "p.sector_id")
      .innerJoin("domains as d", "d.id", "p.domain_id")
      .select([
        "p.id",
        "p.title",
        "p.description",
        "p.created_at",
        "co.title as company",
        "se.title as sector",
        "d.title as domain",
      ])
      .where("p.id", "in", postIds)
      .where("p.status", "=", "open")
      // A post moderation hid is out of search (decision 175).
      .where("p.hidden_at", "is", null)
      .execute(),
    db
      .selectFrom("job_post_skills as ps")
      .innerJoin("skills as k", "k.id", "ps.skill_id")
      .select(["ps.job_post_id as key", "k.title as text"])
      .where("ps.job_post_id", "in", postIds)
      .orderBy("ps.job_post_id")
      .orderBy("ps.position")
      .execute(),
    db
      .selectFrom("job_post_locations as pl")
      .innerJoin("locations as l", "l.id", "pl.location_id")
      .select(["pl.job_post_id as key", "l.city as text"])
      .where("pl.job_post_id", "in", postIds)
      .orderBy("pl.job_post_id")
      .orderBy("pl.position")
      .execute(),
  ]);
  const skillsBy = groupTexts(skills);
  const locationsBy = groupTexts(locations);
  return posts.map((row) => ({
    kind: "job",
    refId: row.id,
    title: indexText(row.title),
    skills: indexText(...(skillsBy.get(row.id) ?? [])),
    company: indexText(row.company),
    body: indexText(...(locationsBy.get(row.id) ?? []), row.sector, row.domain, htmlText(row.description)),
    createdAt: row.created_at,
  }));
}

/** What a write touched: member user ids, corporate user ids, job post ids. */
export type SearchRefs = { people?: readonly number[]; companies?: readonly number[]; jobs?: readonly number[] };

const BUILDERS: Record<SearchKind, (db: Db, ids: readonly number[]) => Promise<SearchDocument[]>> = {
  person: personDocuments,
  company: companyDocuments,
  job: jobDocuments,
};

/** Brings these documents up to date: rebuilt from the tables, or removed when they no longer qualify. */
export async function syncSearch(db: Db, dialect: DialectName, refs: SearchRefs): Promise<void> {
  const index = searchIndexFor(dialect);
  const wanted: Array<[SearchKind, readonly number[] | undefined]> = [
    ["person", refs.people],
    ["company", refs.companies],
    ["job", refs.jobs],
  ];
  for (const [kind, ids] of wanted) {
    const unique = [...new Set(ids ?? [])];
    for (const part of chunks(unique)) {
      const documents = await BUILDERS[kind](db, part);
      const found = new Set(documents.map((document) => document.refId));
      for (const document of documents) await index.upsert(db, document);
      for (const id of part) if (!found.has(id)) await index.remove(db, kind, id);
    }
  }
}

/** The corporate owning a company entry (its user id), if any. */
export async function corporatesOfCompany(db: Db, companyId: number): Promise<number[]> {
  const rows = await db.selectFrom("corporates").select("user_id").where("company_id", "=", companyId).execute();
  return rows.map((row) => row.user_id);
}

/** Everything whose text names a company: its corporate, its job posts, the members working there now. */
export async function refsOfCompany(db: Db, companyId: number): Promise<Required<SearchRefs>> {
  const [companies, jobs, people] = await Promise.all([
    corporatesOfCompany(db, companyId),
    db.selectFrom("job_posts").select("id").where("company_id", "=", companyId).execute(),
    db
      .selectFrom("experiences")
      .select("user_id")
      .where("company_id", "=", companyId)
      .where("is_current", "=", true)
      .execute(),
  ]);
  return { companies, jobs: jobs.map((row) => row.id), people: people.map((row) => row.user_id) };
}

/** Replaces the whole index with documents built from the tables (one transaction). */
export async function rebuildSearchIndex(db: Db, dialect: DialectName): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Several instances starting at once on one PostgreSQL database rebuild one after another.
    if (dialect === "postgres") await sql`select pg_advisory_xact_lock(${REBUILD_LOCK_KEY})`.execute(trx);
    await searchIndexFor(dialect).clear(trx);
    const [people, companies, jobs] = await Promise.all([
      trx.selectFrom("individuals").select("user_id").orderBy("user_id").execute(),
      trx.selectFrom("corporates").select("user_id").orderBy("user_id").execute(),
      trx.selectFrom("job_posts").select("id").where("status", "=", "open").orderBy("id").execute(),
    ]);
    await syncSearch(trx, dialect, {
      people: people.map((row) => row.user_id),
      companies: companies.map((row) => row.user_id),
      jobs: jobs.map((row) => row.id),
    });
    return people.length + companies.length + jobs.length;
  });
}

/** Up to this many documents to index, an empty index is rebuilt before the API answers. */
export const REBUILD_INLINE_MAX = 5_000;

/** How many rows of `table` there are, counting no further than `max + 1`. */
async function atLeast(db: Db, table: "individuals" | "corporates" | "job_posts", max: number): Promise<number> {
  const { rows } = await sql<{
    n: unknown;
  }>`select count(*) as n from (select 1 from ${sql.table(table)} limit ${max + 1}) x`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Fills an empty index (a new database, or one from before the index existed). A small one is
 * rebuilt at once; a large one is filled in the background (`background` resolves when it is
 * done), chunk by chunk, each chunk its own transaction, yielding to other requests between
 * chunks, so the app answers meanwhile (search finds what is indexed so far) and writers are
 * never held for long. Documents the app changes meanwhile are indexed by their own writes.
 */
export async function ensureSearchIndex(
  db: Db,
  dialect: DialectName,
  log: { info(message: string): void; error(message: string, error?: unknown): void } = console,
  signal?: AbortSignal,
): Promise<{ rebuilt: boolean; background: Promise<void> | null }> {
  if (!(await searchIndexFor(dialect).isEmpty(db))) return { rebuilt: false, background: null };
  const sizes = await Promise.all([
    atLeast(db, "individuals", REBUILD_INLINE_MAX),
    atLeast(db, "corporates", REBUILD_INLINE_MAX),
    atLeast(db, "job_posts", REBUILD_INLINE_MAX),
  ]);
  if (sizes.reduce((a, b) => a + b, 0) <= REBUILD_INLINE_MAX) {
    return { rebuilt: (await rebuildSearchIndex(db, dialect)) > 0, background: null };
  }
  log.info("search index is empty: filling it in the background");
  const started = Date.now();
  const background = fillSearchIndex(db, dialect, signal).then(
    (count) =>
      log.info(
        `search index ${signal?.aborted ? "fill stopped after" : "filled:"} ${count} documents in ${Math.round((Date.now() - started) / 1000)} s`,
      ),
    (error: unknown) => log.error("search index: filling it failed", error),
  );
  return { rebuilt: true, background };
}

/** Ids per chunk of a background fill. */
const FILL_CHUNK = 500;

/** Indexes every document chunk by chunk (see ensureSearchIndex) until `signal` aborts; the number indexed. */
async function fillSearchIndex(db: Db, dialect: DialectName, signal?: AbortSignal): Promise<number> {
  let count = 0;
  const sources: Array<[keyof SearchRefs, () => Promise<number[]>]> = [
    [
      "companies",
      async () =>
        (await db.selectFrom("corporates").select("user_id").orderBy("user_id").execute()).map((row) => row.user_id),
    ],
    [
      "people",
      async () =>
        (await db.selectFrom("individuals").select("user_id").orderBy("user_id").execute()).map((row) => row.user_id),
    ],
    [
      "jobs",
      async () =>
        (
          await db.selectFrom("job_posts").select("id").where("status", "=", "open").orderBy("id", "desc").execute()
        ).map((row) => row.id),
    ],
  ];
  for (const [key, idsOf] of sources) {
    const ids = await idsOf();
    for (let i = 0; i < ids.length && !signal?.aborted; i += FILL_CHUNK) {
      const part = ids.slice(i, i + FILL_CHUNK);
      await db.transaction().execute((trx) => syncSearch(trx, dialect, { [key]: part }));
      count += part.length;
      // Let waiting requests run (node:sqlite is synchronous).
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return count;
}
