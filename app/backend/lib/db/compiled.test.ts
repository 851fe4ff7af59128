import { CamelCasePlugin, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { openDatabase, type OpenDatabase } from "./index.ts";
import { firstCompiled, runCompiled } from "./compiled.ts";
import { keysetParameters, keysetQuery, pageRequest } from "#app/backend/lib/paging.ts";

let handle: OpenDatabase;
beforeEach(async () => {
  handle = openDatabase(":memory:");
  await sql`create table skills (id integer primary key, title text not null)`.execute(handle.db);
  await sql`insert into skills (id, title) values (1, 'SQL'), (2, 'Go'), (3, 'Rust')`.execute(handle.db);
});
afterEach(async () => {
  await handle.close();
});

describe("runCompiled", () => {
  test("builds a statement once per key and runs its SQL with each call's parameters", async () => {
    const { db } = handle;
    const build = vi.fn((ids: number[]) =>
      db.selectFrom("skills").select(["id", "title"]).where("id", "in", ids).orderBy("id"),
    );
    const titles = async (ids: number[]) =>
      (await runCompiled(db, `skills:${ids.length}`, ids, () => build(ids))).map((row) => row.title);
    expect(await titles([1, 3])).toEqual(["SQL", "Rust"]);
    expect(await titles([2, 3])).toEqual(["Go", "Rust"]);
    expect(build).toHaveBeenCalledTimes(1);
    // Another shape (three ids) is another key, built once.
    expect(await titles([1, 2, 3])).toEqual(["SQL", "Go", "Rust"]);
    expect(build).toHaveBeenCalledTimes(2);
    expect(
      await firstCompiled(db, "skill", [2], () => db.selectFrom("skills").select("title").where("id", "=", 2)),
    ).toEqual({ title: "Go" });
    expect(
      await firstCompiled(db, "skill", [9], () => db.selectFrom("skills").select("title").where("id", "=", 9)),
    ).toBeUndefined();
  });

  test("refuses parameters that are not the statement's own, in its order", async () => {
    const { db } = handle;
    const build = () => db.selectFrom("skills").select("title").where("id", ">", 1).where("title", "=", "Go");
    await expect(runCompiled(db, "order", ["Go", 1], build)).rejects.toThrow(
      'runCompiled("order"): the statement takes [1,"Go"], not the ["Go",1] given',
    );
    expect(await runCompiled(db, "order", [1, "Go"], build)).toEqual([{ title: "Go" }]);
  });

  test("a database with plugins builds its statements every time", async () => {
    const { db } = handle;
    const withPlugin = db.withPlugin(new CamelCasePlugin());
    const build = vi.fn(() => withPlugin.selectFrom("skills").select("title").where("id", "=", 1));
    expect(await runCompiled(withPlugin, "plugged", [1], build)).toEqual([{ title: "SQL" }]);
    expect(await runCompiled(withPlugin, "plugged", [1], build)).toEqual([{ title: "SQL" }]);
    expect(build).toHaveBeenCalledTimes(2);
  });

  test("each database keeps its own statements", async () => {
    const other = openDatabase(":memory:");
    try {
      await sql`create table skills (id integer primary key, label text not null)`.execute(other.db);
      await sql`insert into skills (id, label) values (1, 'Kotlin')`.execute(other.db);
      expect(
        await runCompiled(handle.db, "one", [1], () =>
          handle.db.selectFrom("skills").select("title").where("id", "=", 1),
        ),
      ).toEqual([{ title: "SQL" }]);
      // Same key, another database: built there, not taken from the first.
      expect(
        await runCompiled(other.db, "one", [1], () =>
          other.db
            .selectFrom("skills")
            .select(sql<string>`label`.as("title"))
            .where("id", "=", 1),
        ),
      ).toEqual([{ title: "Kotlin" }]);
    } finally {
      await other.close();
    }
  });
});

describe("keysetParameters", () => {
  test("are the parameters keysetQuery adds, in order, for a page number, after a cursor and before one", async () => {
    const { db } = handle;
    await sql`create table notifications (id integer primary key, created_at text not null, user_id integer not null)`.execute(
      db,
    );
    for (const request of [
      pageRequest(3),
      pageRequest(2, { cursor: ["2025-01-02", 7] }),
      pageRequest(2, { before: ["2025-01-01", 3] }),
    ]) {
      const keyset = keysetParameters(request);
      const compiled = keysetQuery(
        db.selectFrom("notifications").select(["id", "created_at"]).where("user_id", "=", 5),
        "created_at",
        "id",
        request,
      ).compile();
      expect(compiled.parameters).toEqual([5, ...keyset.parameters]);
      expect(
        await runCompiled(db, `events:${keyset.shape}`, [5, ...keyset.parameters], () =>
          keysetQuery(
            db.selectFrom("notifications").select(["id", "created_at"]).where("user_id", "=", 5),
            "created_at",
            "id",
            request,
          ),
        ),
      ).toEqual([]);
    }
    expect(
      new Set(
        [pageRequest(3), pageRequest(2, { cursor: ["a", 1] }), pageRequest(2, { before: ["a", 1] })].map(
          (r) => keysetParameters(r).shape,
        ),
      ).size,
    ).toBe(3);
  });
});
