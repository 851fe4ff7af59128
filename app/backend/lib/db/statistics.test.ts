import { sql } from "kysely";
import { afterEach, describe, expect, test } from "vitest";
import { openDatabase, type OpenDatabase } from "./index.ts";
import { hasStatistics, refreshStatistics } from "./statistics.ts";

let open: OpenDatabase | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe("SQLite statistics", () => {
  test("gathered when missing, then only optimised", async () => {
    open = openDatabase(":memory:");
    const { db } = open;
    await sql`create table t (id integer primary key, a integer not null)`.execute(db);
    await sql`create index t_a on t (a)`.execute(db);
    await sql`insert into t (a) select value % 7 from generate_series(1, 2000)`.execute(db).catch(async () => {
      // generate_series is an extension some builds lack: a recursive CTE instead.
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 2000) insert into t (a) select i % 7 from n`.execute(
        db,
      );
    });
    expect(await hasStatistics(db)).toBe(false);
    expect(await refreshStatistics(db, "sqlite")).toBe("analyzed");
    expect(await hasStatistics(db)).toBe(true);
    const { rows } = await sql<{ tbl: string; idx: string | null }>`select tbl, idx from sqlite_stat1`.execute(db);
    expect(rows).toContainEqual(expect.objectContaining({ tbl: "t", idx: "t_a" }));
    expect(await refreshStatistics(db, "sqlite")).toBe("optimized");
  });

  test("PostgreSQL keeps its own", async () => {
    open = openDatabase(":memory:");
    expect(await refreshStatistics(open.db, "postgres")).toBe("skipped");
  });
});
