import { sql } from "kysely";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { OpenDatabase } from "#app/backend/lib/db/index.ts";
import { databaseMigratedTo, insertRow as insertInto, migrateTo } from "./test-database.ts";

let database: OpenDatabase;
beforeEach(async () => {
  database = await databaseMigratedTo("0023_job_post_counters");
});
afterEach(async () => {
  await database.close();
});

/** A row of `table` (test-database.ts), in this test's database. */
const insertRow = (table: string, values: Record<string, string | number | null>) =>
  insertInto(database, table, values);

/** Indexes of the application tables, by name, as SQLite keeps them. */
async function indexNames(): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and sql is not null
    and tbl_name in ('referrals', 'referral_status_history', 'referral_resume_downloads') order by name`.execute(
    database.db,
  );
  return rows.map((row) => row.name);
}

test("SQLite: the applications, their histories and downloads survive the rebuild, with their indexes and cascades", async () => {
  const { db } = database;
  const at = "2026-11-01T00:00:00.000Z";
  await sql`pragma foreign_keys = off`.execute(db);
  await insertRow("users", { id: 1, email: "a@x.test", type_of_user: "individual" });
  await insertRow("users", { id: 2, email: "b@x.test", type_of_user: "corporate" });
  await insertRow("job_posts", { id: 7, user_id: 2, status: "open", job_type: "remote", min_experience_months: 0 });
  await insertRow("referrals", {
    id: 5,
    job_post_id: 7,
    user_id: 1,
    message: "hi",
    status: "viewed",
    created_at: at,
    status_at: at,
  });
  await insertRow("referral_status_history", { referral_id: 5, status: "requested", at, by_user_id: 1 });
  await insertRow("referral_status_history", { referral_id: 5, status: "viewed", at, by_user_id: 2 });
  await insertRow("referral_resume_downloads", { referral_id: 5, user_id: 2, at });
  await sql`pragma foreign_keys = on`.execute(db);
  const before = await indexNames();

  // This migration's rebuild only: later ones add indexes of their own.
  await migrateTo(database, "0024_hiring_pipeline");

  expect(await indexNames()).toEqual(before);
  const referral = await db.selectFrom("referrals").selectAll().where("id", "=", 5).executeTakeFirstOrThrow();
  expect(referral).toMatchObject({ job_post_id: 7, user_id: 1, message: "hi", status: "viewed" });
  expect(await db.selectFrom("referral_status_history").select(["status", "message"]).orderBy("id").execute()).toEqual([
    { status: "requested", message: null },
    { status: "viewed", message: null },
  ]);
  // The new stages are allowed; anything else is still refused.
  await db.updateTable("referrals").set({ status: "interview" }).where("id", "=", 5).execute();
  await expect(sql`update referrals set status = 'nonsense' where id = 5`.execute(db)).rejects.toThrow(/CHECK/);
  // The children's foreign keys point at the rebuilt table: deleting the post cascades to all three.
  await db.deleteFrom("job_posts").where("id", "=", 7).execute();
  expect(await db.selectFrom("referral_status_history").select("id").execute()).toEqual([]);
  expect(await db.selectFrom("referral_resume_downloads").select("id").execute()).toEqual([]);
  const { rows } = await sql<{ n: number }>`select count(*) as n from pragma_foreign_key_check`.execute(db);
  expect(rows[0]!.n).toBe(0);
});
