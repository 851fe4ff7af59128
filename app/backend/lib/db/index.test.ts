import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type OpenDatabase } from "./index.ts";

let handle: OpenDatabase | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe("openDatabase's slow-query log", () => {
  it("reports the statements that take at least the threshold, with their SQL and time", async () => {
    const reported: Array<{ sql: string; ms: number }> = [];
    handle = openDatabase(":memory:", { slowQueries: { ms: 0, report: (text, ms) => reported.push({ sql: text, ms }) } });
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
