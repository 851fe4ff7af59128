import { sql } from "kysely";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { OpenDatabase } from "#app/backend/lib/db/index.ts";
import { migrateToLatest } from "./index.ts";
import { databaseMigratedTo, insertRow as insertInto } from "./test-database.ts";

let database: OpenDatabase;
beforeEach(async () => {
  database = await databaseMigratedTo("0024_hiring_pipeline");
});
afterEach(async () => {
  await database.close();
});

/** A row of `table` (test-database.ts), in this test's database. */
const insertRow = (table: string, values: Record<string, string | number | null>) =>
  insertInto(database, table, values);

test("existing posts end 30 days after posting; an open one past that gets 30 days from now; closed ones count as told", async () => {
  const { db } = database;
  const recent = new Date(Date.now() - 5 * 86_400_000).toISOString();
  await sql`pragma foreign_keys = off`.execute(db);
  await insertRow("job_posts", {
    id: 1,
    status: "open",
    job_type: "remote",
    min_experience_months: 0,
    created_at: recent,
    updated_at: recent,
  });
  await insertRow("job_posts", {
    id: 2,
    status: "open",
    job_type: "remote",
    min_experience_months: 0,
    created_at: "2026-01-01T08:00:00.000Z",
    updated_at: "2026-01-01T08:00:00.000Z",
  });
  await insertRow("job_posts", {
    id: 3,
    status: "closed",
    job_type: "remote",
    min_experience_months: 0,
    created_at: "2026-01-01T08:00:00.000Z",
    updated_at: "2026-02-01T08:00:00.000Z",
  });
  await sql`pragma foreign_keys = on`.execute(db);
  const before = Date.now();

  await migrateToLatest(db, database.dialect);

  const rows = await db
    .selectFrom("job_posts")
    .select(["id", "valid_through", "close_reason", "closed_at", "applicants_closed_at"])
    .orderBy("id")
    .execute();
  expect(rows[0]).toMatchObject({
    valid_through: new Date(Date.parse(recent) + 30 * 86_400_000).toISOString(),
    close_reason: null,
    applicants_closed_at: null,
  });
  const fresh = Date.parse(rows[1]!.valid_through);
  expect(fresh).toBeGreaterThanOrEqual(before + 30 * 86_400_000 - 1000);
  expect(fresh).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000);
  expect(rows[2]).toMatchObject({
    valid_through: "2026-01-31T08:00:00.000Z",
    close_reason: "no_longer_hiring",
    closed_at: "2026-02-01T08:00:00.000Z",
    applicants_closed_at: "2026-02-01T08:00:00.000Z",
  });
  const { rows: indexes } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'index' and name like '%valid_through%'`.execute(db);
  expect(indexes.map((i) => i.name).sort()).toEqual([
    "job_posts_status_notice_valid_through_idx",
    "job_posts_status_valid_through_idx",
  ]);
});
