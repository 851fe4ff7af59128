import { Migrator, sql } from "kysely";
import { afterEach, beforeEach, expect, test } from "vitest";
import { openDatabase, type OpenDatabase } from "../lib/db/index.ts";
import { migrateToLatest, migrationsFor } from "./index.ts";

let database: OpenDatabase;
beforeEach(async () => {
  database = openDatabase(":memory:");
  const migrations = await migrationsFor(database.dialect);
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo("0024_hiring_pipeline");
  expect(error).toBeUndefined();
});
afterEach(async () => {
  await database.close();
});

/** A row with placeholders for every NOT NULL column without a default (foreign keys off). */
async function insertRow(table: string, values: Record<string, string | number | null>): Promise<void> {
  const { rows } = await sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>`select * from pragma_table_info(${table})`.execute(database.db);
  const row: Record<string, string | number | null> = {};
  for (const column of rows) {
    if (column.notnull && column.dflt_value === null && !column.pk) row[column.name] = /int|double|real/i.test(column.type) ? 1 : "x";
  }
  Object.assign(row, values);
  const names = Object.keys(row);
  await sql`insert into ${sql.table(table)} (${sql.join(names.map((name) => sql.ref(name)))}) values (${sql.join(names.map((name) => row[name]))})`.execute(database.db);
}

test("existing posts end 30 days after posting; an open one past that gets 30 days from now; closed ones count as told", async () => {
  const { db } = database;
  const recent = new Date(Date.now() - 5 * 86_400_000).toISOString();
  await sql`pragma foreign_keys = off`.execute(db);
  await insertRow("job_posts", { id: 1, status: "open", job_type: "remote", min_experience_months: 0, created_at: recent, updated_at: recent });
  await insertRow("job_posts", { id: 2, status: "open", job_type: "remote", min_experience_months: 0, created_at: "2026-01-01T08:00:00.000Z", updated_at: "2026-01-01T08:00:00.000Z" });
  await insertRow("job_posts", { id: 3, status: "closed", job_type: "remote", min_experience_months: 0, created_at: "2026-01-01T08:00:00.000Z", updated_at: "2026-02-01T08:00:00.000Z" });
  await sql`pragma foreign_keys = on`.execute(db);
  const before = Date.now();

  await migrateToLatest(db, database.dialect);

  const rows = await db.selectFrom("job_posts").select(["id", "valid_through", "close_reason", "closed_at", "applicants_closed_at"]).orderBy("id").execute();
  expect(rows[0]).toMatchObject({ valid_through: new Date(Date.parse(recent) + 30 * 86_400_000).toISOString(), close_reason: null, applicants_closed_at: null });
  const fresh = Date.parse(rows[1]!.valid_through);
  expect(fresh).toBeGreaterThanOrEqual(before + 30 * 86_400_000 - 1000);
  expect(fresh).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000);
  expect(rows[2]).toMatchObject({
    valid_through: "2026-01-31T08:00:00.000Z",
    close_reason: "no_longer_hiring",
    closed_at: "2026-02-01T08:00:00.000Z",
    applicants_closed_at: "2026-02-01T08:00:00.000Z",
  });
  const { rows: indexes } = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and name like '%valid_through%'`.execute(db);
  expect(indexes.map((i) => i.name).sort()).toEqual(["job_posts_status_notice_valid_through_idx", "job_posts_status_valid_through_idx"]);
});
