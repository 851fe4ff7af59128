import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { isForeignKeyViolation, isUniqueViolation } from "./errors.ts";
import { openDatabase, type OpenDatabase } from "./index.ts";

let handle: OpenDatabase | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe("openDatabase's slow-query log", () => {
  it("reports the statements that take at least the threshold, with their SQL and time", async () => {
    const reported: Array<{ sql: string; ms: number }> = [];
    handle = openDatabase(":memory:", {
      slowQueries: { ms: 0, report: (text, ms) => reported.push({ sql: text, ms }) },
    });
    await sql`select 1 as one`.execute(handle.db);
    expect(reported).toHaveLength(1);
    expect(reported[0]!.sql).toBe("select 1 as one");
    expect(reported[0]!.ms).toBeGreaterThanOrEqual(0);
  });

  it("says nothing of a statement faster than the threshold", async () => {
    const reported: string[] = [];
    handle = openDatabase(":memory:", { slowQueries: { ms: 60_000, report: (text) => reported.push(text) } });
    await sql`select 1 as one`.execute(handle.db);
    expect(reported).toEqual([]);
  });
});

describe("isForeignKeyViolation", () => {
  it("knows SQLite's foreign-key error from a unique one", async () => {
    handle = openDatabase(":memory:");
    await sql`create table parents (id integer primary key)`.execute(handle.db);
    await sql`create table children (id integer primary key, parent_id integer not null references parents (id))`.execute(
      handle.db,
    );
    const failure = await sql`insert into children (id, parent_id) values (1, 42)`
      .execute(handle.db)
      .catch((error: unknown) => error);
    expect(isForeignKeyViolation(failure)).toBe(true);
    expect(isUniqueViolation(failure)).toBe(false);
    await sql`insert into parents (id) values (1)`.execute(handle.db);
    const duplicate = await sql`insert into parents (id) values (1)`
      .execute(handle.db)
      .catch((error: unknown) => error);
    expect(isForeignKeyViolation(duplicate)).toBe(false);
  });

  it("knows PostgreSQL's by its SQLSTATE", () => {
    expect(
      isForeignKeyViolation({ code: "23503", message: "insert or update on table violates foreign key constraint" }),
    ).toBe(true);
    expect(isForeignKeyViolation({ code: "23505" })).toBe(false);
    expect(isForeignKeyViolation(null)).toBe(false);
  });
});
