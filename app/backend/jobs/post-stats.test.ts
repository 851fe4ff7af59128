/**
 * The batching of post statistics (decision 164) on a real SQLite database: counts wait in
 * memory until a flush, a flush adds to what is there, two instances flushing at once add up,
 * a viewer is unique once a day whichever instance saw them, and old days are pruned.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { openDatabase, type OpenDatabase } from "#app/backend/lib/db/index.ts";
import type { Logger } from "#app/backend/lib/log.ts";
import { DAY_MS } from "#app/backend/lib/time.ts";
import { migrateToLatest } from "#app/backend/migrations/index.ts";
import { loadMasterData } from "#app/backend/seed/load-master.ts";
import { dayOf, loadPostStats, PostStatsRecorder, statsDays, visitorViewerKey } from "./post-stats.ts";

const errors: unknown[] = [];
const log: Logger = { info: () => {}, warn: () => {}, error: (_message, error) => errors.push(error) };
const key = new Uint8Array(32).fill(7);
let dir: string;
let databases: OpenDatabase[];
let nowMs: number;
const clock = () => new Date(nowMs);

async function open(): Promise<OpenDatabase> {
  const database = openDatabase(`file:${join(dir, "stats.db")}`);
  databases.push(database);
  return database;
}

function recorder(database: OpenDatabase, settings = {}): PostStatsRecorder {
  return new PostStatsRecorder({
    db: database.db,
    dialect: database.dialect,
    now: clock,
    log,
    visitorKey: key,
    settings: { flushMs: 60_000, ...settings },
  });
}

/** Bare posts (the statistics only need their ids): the other tables' checks are off while they go in. */
async function addPosts(database: OpenDatabase, ...ids: number[]): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(database.db);
  for (const id of ids) {
    await sql`insert into job_posts (id, user_id, company_id, title, job_type, sector_id, domain_id, min_experience_years, min_experience_months,
      employment_type, currency_id, no_of_openings, description, status, created_at, updated_at)
      values (${id}, 1, 1, 'Post', 'remote', 1, 1, 0, 0, 'full-time', 1, 1, '', 'open', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
      database.db,
    );
  }
  await sql`pragma foreign_keys = on`.execute(database.db);
}

async function rows(database: OpenDatabase) {
  return database.db.selectFrom("job_post_stats").selectAll().orderBy("job_post_id").orderBy("day").execute();
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "post-stats-"));
  databases = [];
  errors.length = 0;
  nowMs = Date.UTC(2026, 11, 2, 10, 0, 0);
  const first = await open();
  await migrateToLatest(first.db, first.dialect);
  await addPosts(first, 1, 2);
});
afterEach(async () => {
  for (const database of databases) await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe("PostStatsRecorder", () => {
  test("nothing is written before a flush; a flush adds to the day's row", async () => {
    const [database] = databases;
    const stats = recorder(database!);
    stats.view(1, { userId: 10 });
    stats.view(1, { userId: 11 });
    stats.appeared([
      { id: 1, is_mine: false },
      { id: 2, is_mine: false },
      { id: 2, is_mine: true },
    ]);
    expect(await rows(database!)).toEqual([]);
    await stats.drain();
    expect(await rows(database!)).toEqual([
      { job_post_id: 1, day: "2026-12-02", views: 2, unique_viewers: 2, appearances: 1 },
      { job_post_id: 2, day: "2026-12-02", views: 0, unique_viewers: 0, appearances: 1 },
    ]);
    // A second flush adds; a member seen again that day is not a new unique viewer.
    nowMs += 60_000;
    stats.view(1, { userId: 10 });
    stats.view(1, { userId: 12 });
    await stats.drain();
    expect(await rows(database!)).toEqual([
      { job_post_id: 1, day: "2026-12-02", views: 4, unique_viewers: 3, appearances: 1 },
      { job_post_id: 2, day: "2026-12-02", views: 0, unique_viewers: 0, appearances: 1 },
    ]);
    expect(errors).toEqual([]);
  });

  test("a reload within the repeat window is one view; after it, another (and the same unique viewer)", async () => {
    const [database] = databases;
    const stats = recorder(database!, { repeatViewMs: 30_000 });
    stats.view(1, { userId: 10 });
    nowMs += 10_000;
    stats.view(1, { userId: 10 });
    await stats.drain();
    nowMs += 25_000;
    stats.view(1, { userId: 10 });
    await stats.drain();
    expect(await rows(database!)).toMatchObject([{ job_post_id: 1, views: 2, unique_viewers: 1 }]);
  });

  test("two instances flushing at once add up, and share who is unique", async () => {
    // One connection: node:sqlite waits for a lock synchronously, so two connections in one
    // process would block each other (instances are processes; the API tests flush two backends
    // on one PostgreSQL database at once).
    const [first] = databases;
    const one = recorder(first!);
    const two = recorder(first!);
    for (let i = 0; i < 300; i++) {
      one.view(1, { userId: 1000 + i });
      two.view(1, { userId: 1000 + i + 150 });
      one.appeared([{ id: 2, is_mine: false }]);
      two.appeared([
        { id: 2, is_mine: false },
        { id: 1, is_mine: false },
      ]);
    }
    await Promise.all([one.drain(), two.drain()]);
    expect(await rows(first!)).toEqual([
      // 600 views by 450 distinct members (150 seen by both instances).
      { job_post_id: 1, day: "2026-12-02", views: 600, unique_viewers: 450, appearances: 300 },
      { job_post_id: 2, day: "2026-12-02", views: 0, unique_viewers: 0, appearances: 600 },
    ]);
    expect(errors).toEqual([]);
  });

  test("visitors are told apart by a daily keyed hash of their address, never the address", async () => {
    const [database] = databases;
    const stats = recorder(database!);
    stats.view(1, { address: "203.0.113.5" });
    stats.view(1, { address: "203.0.113.6" });
    await stats.drain();
    nowMs += DAY_MS;
    stats.view(1, { address: "203.0.113.5" });
    await stats.drain();
    const keys = await database!.db
      .selectFrom("job_post_viewers")
      .select(["day", "viewer_key"])
      .orderBy("day")
      .execute();
    expect(keys).toHaveLength(3);
    expect(keys.every((row) => /^a:[0-9a-f]{32}$/.test(row.viewer_key))).toBe(true);
    expect(JSON.stringify(keys)).not.toContain("203.0.113");
    // The same address has another key the next day.
    expect(visitorViewerKey(key, "2026-12-02", "203.0.113.5")).not.toBe(
      visitorViewerKey(key, "2026-12-03", "203.0.113.5"),
    );
    const stats30 = await loadPostStats(database!.db, 1, clock());
    expect(stats30.totals).toEqual({ views: 3, unique_viewers: 3, appearances: 0, applications: 0 });
  });

  test("counts of a post deleted before the flush are dropped; the others are written", async () => {
    const [database] = databases;
    const stats = recorder(database!);
    stats.view(1, { userId: 10 });
    stats.view(2, { userId: 10 });
    await database!.db.deleteFrom("job_posts").where("id", "=", 2).execute();
    await stats.drain();
    expect(await rows(database!)).toMatchObject([{ job_post_id: 1, views: 1 }]);
    expect(errors).toEqual([]);
  });

  test("a flush that fails keeps its counts for the next one", async () => {
    const [database] = databases;
    const stats = recorder(database!);
    stats.view(1, { userId: 10 });
    await sql`alter table job_post_stats rename to job_post_stats_away`.execute(database!.db);
    await stats.drain();
    expect(errors.length).toBeGreaterThan(0);
    await sql`alter table job_post_stats_away rename to job_post_stats`.execute(database!.db);
    stats.view(1, { userId: 11 });
    await stats.drain();
    expect(await rows(database!)).toMatchObject([{ job_post_id: 1, views: 2, unique_viewers: 2 }]);
  });

  test("stop() writes what is left", async () => {
    const [database] = databases;
    const stats = recorder(database!);
    stats.start();
    await stats.drain();
    stats.view(1, { userId: 10 });
    await stats.stop();
    expect(await rows(database!)).toMatchObject([{ job_post_id: 1, views: 1 }]);
  });

  test("days past the retention are pruned, the others kept", async () => {
    const [database] = databases;
    const stats = recorder(database!, { retentionDays: 35 });
    const today = nowMs;
    for (const daysAgo of [40, 36, 35, 1]) {
      nowMs = today - daysAgo * DAY_MS;
      stats.view(1, { userId: 10 });
      await stats.drain();
    }
    nowMs = today;
    await stats.prune();
    const left = await rows(database!);
    expect(left.map((row) => row.day)).toEqual([dayOf(new Date(today - 35 * DAY_MS)), dayOf(new Date(today - DAY_MS))]);
    const viewers = await database!.db.selectFrom("job_post_viewers").select("day").orderBy("day").execute();
    expect(viewers.map((row) => row.day)).toEqual(left.map((row) => row.day));
  });
});

describe("loadPostStats", () => {
  test("30 days oldest first, zero where nothing was counted; distinct viewers over the days", async () => {
    const [database] = databases;
    const stats = recorder(database!);
    const today = nowMs;
    for (const daysAgo of [29, 3, 0]) {
      nowMs = today - daysAgo * DAY_MS;
      stats.view(1, { userId: 10 });
      stats.view(1, { userId: 20 + daysAgo });
      await stats.drain();
    }
    // Before the chart's first day: not in it.
    nowMs = today - 30 * DAY_MS;
    stats.view(1, { userId: 99 });
    await stats.drain();
    nowMs = today;
    const answer = await loadPostStats(database!.db, 1, clock());
    expect(answer.days).toHaveLength(30);
    expect(answer.from).toBe("2026-11-03");
    expect(answer.to).toBe("2026-12-02");
    expect(answer.days.map((d) => d.day)).toEqual(statsDays(clock()));
    expect(answer.days[0]).toEqual({ day: "2026-11-03", views: 2, unique_viewers: 2, appearances: 0, applications: 0 });
    expect(answer.days[26]).toMatchObject({ day: "2026-11-29", views: 2 });
    expect(answer.days[1]).toEqual({ day: "2026-11-04", views: 0, unique_viewers: 0, appearances: 0, applications: 0 });
    // Member 10 on three days is one viewer of the 30 days; 20, 23 and 49 the others.
    expect(answer.totals).toEqual({ views: 6, unique_viewers: 4, appearances: 0, applications: 0 });
  });
});

/**
 * On PostgreSQL (when TEST_POSTGRES_URL is set): two instances' recorders, each on its own pool,
 * flush the same posts and days at once, round after round, while a post is deleted; every count
 * is added once, no flush deadlocks or fails.
 */
const postgresUrl = process.env.TEST_POSTGRES_URL;
describe.skipIf(!postgresUrl)("on PostgreSQL", () => {
  test("concurrent flushes of overlapping rows add up, and a post deleted meanwhile is no error", async () => {
    const schema = `stats_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    const url = new URL(postgresUrl!);
    url.searchParams.set("options", `-c search_path=${schema}`);
    const one = openDatabase(url.toString(), { poolSize: 4 });
    const two = openDatabase(url.toString(), { poolSize: 4 });
    try {
      await migrateToLatest(one.db, one.dialect);
      const at = "2026-01-01T00:00:00.000Z";
      const user = await one.db
        .insertInto("users")
        .values({
          email: "poster@example.com",
          password_hash: null,
          type_of_user: "individual",
          email_verified: true,
          onboarding_complete: true,
          google_sub: null,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await loadMasterData(one.db, one.dialect);
      const ids: number[] = [];
      for (let i = 0; i < 40; i++) {
        const { rows } = await sql<{
          id: number;
        }>`insert into job_posts (user_id, company_id, title, job_type, sector_id, domain_id, min_experience_years, min_experience_months,
          employment_type, currency_id, no_of_openings, description, status, created_at, updated_at)
          values (${user.id}, (select min(id) from companies), 'Post', 'remote', (select min(id) from sectors), (select min(id) from domains), 0, 0, 'full-time', (select min(id) from currencies), 1, '', 'open', ${at}, ${at})
          returning id`.execute(one.db);
        ids.push(rows[0]!.id);
      }
      const a = recorder(one);
      const b = recorder(two);
      const doomed = ids[17]!;
      for (let round = 0; round < 5; round++) {
        for (const [i, id] of ids.entries()) {
          a.view(id, { userId: 10_000 + round * 100 + i });
          // The other instance sees the same member on the same post, in the opposite order of posts.
          const j = ids.length - 1 - i;
          b.view(ids[j]!, { userId: 10_000 + round * 100 + j });
          a.appeared([{ id, is_mine: false }]);
          b.appeared([{ id, is_mine: false }]);
        }
        await Promise.all([
          a.drain(),
          b.drain(),
          round === 2 ? one.db.deleteFrom("job_posts").where("id", "=", doomed).execute() : null,
        ]);
      }
      expect(errors).toEqual([]);
      const written = await one.db
        .selectFrom("job_post_stats")
        .select(["job_post_id", "views", "unique_viewers", "appearances"])
        .execute();
      const kept = written.filter((row) => row.job_post_id !== doomed);
      expect(kept).toHaveLength(39);
      expect(written.find((row) => row.job_post_id === doomed)).toBeUndefined();
      // Each post: one view a round from each instance by the same member (one unique viewer a round); 10 appearances.
      for (const row of kept) expect(row).toMatchObject({ views: 10, unique_viewers: 5, appearances: 10 });
    } finally {
      await one.close();
      await two.close();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    }
  });
});
