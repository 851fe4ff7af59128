import { Kysely, SqliteDialect, sql, type Generated } from "kysely";
import { DatabaseSync } from "node:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { NodeSqliteDatabase, openNodeSqlite, STATEMENT_CACHE_SIZE, toSqliteValue } from "./sqlite-adapter.ts";

describe("toSqliteValue", () => {
  test("converts what node:sqlite cannot bind", () => {
    expect(toSqliteValue(true)).toBe(1);
    expect(toSqliteValue(false)).toBe(0);
    expect(toSqliteValue(undefined)).toBeNull();
    expect(toSqliteValue(new Date("2025-01-02T03:04:05.678Z"))).toBe("2025-01-02T03:04:05.678Z");
    expect(toSqliteValue({ a: 1 })).toBe('{"a":1}');
    expect(toSqliteValue(12n)).toBe(12n);
    const bytes = new Uint8Array([1, 2]);
    expect(toSqliteValue(bytes)).toBe(bytes);
  });
});

describe("NodeSqliteDatabase", () => {
  test("statements say whether they return rows", () => {
    const db = new NodeSqliteDatabase(new DatabaseSync(":memory:"));
    db.prepare("create table t (id integer primary key, name text)").run([]);
    expect(db.prepare("select * from t").reader).toBe(true);
    expect(db.prepare("insert into t (name) values (?)").reader).toBe(false);
    expect(db.prepare("insert into t (name) values (?) returning id").reader).toBe(true);
    db.close();
  });

  test("binds an array of parameters and returns plain rows", () => {
    const db = new NodeSqliteDatabase(new DatabaseSync(":memory:"));
    db.prepare("create table t (id integer primary key, name text, flag integer)").run([]);
    const result = db.prepare("insert into t (name, flag) values (?, ?)").run(["a", true]);
    expect(result).toEqual({ changes: 1, lastInsertRowid: 1 });
    db.prepare("insert into t (name, flag) values (?, ?)").run(["b", false]);
    const rows = db.prepare("select name, flag from t where id >= ? order by id").all([1]);
    expect(rows).toEqual([
      { name: "a", flag: 1 },
      { name: "b", flag: 0 },
    ]);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
    expect([...db.prepare("select name from t order by id").iterate([])]).toEqual([{ name: "a" }, { name: "b" }]);
    db.close();
    db.close(); // closing twice is harmless
  });
});

describe("Kysely over node:sqlite", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  test("queries, transactions, rollback and streaming", async () => {
    dir = mkdtempSync(join(tmpdir(), "sqlite-adapter-"));
    const db = new Kysely<{ people: { id: Generated<number>; name: string; active: number } }>({
      dialect: new SqliteDialect({ database: openNodeSqlite(join(dir, "test.db")) }),
    });
    await db.schema
      .createTable("people")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("name", "text", (c) => c.notNull().unique())
      .addColumn("active", "integer", (c) => c.notNull())
      .execute();

    const inserted = await db
      .insertInto("people")
      .values({ name: "Asha", active: 1 })
      .returning(["id", "name"])
      .executeTakeFirst();
    expect(inserted).toEqual({ id: 1, name: "Asha" });

    const result = await db.insertInto("people").values({ name: "Rahul", active: 0 }).executeTakeFirst();
    expect(result.insertId).toBe(2n);

    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("people").values({ name: "Kiran", active: 1 }).execute();
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await db.selectFrom("people").select("name").orderBy("id").execute()).toEqual([
      { name: "Asha" },
      { name: "Rahul" },
    ]);

    await expect(db.insertInto("people").values({ name: "Asha", active: 1 }).execute()).rejects.toThrow(/UNIQUE/);

    const updated = await db.updateTable("people").set({ active: 1 }).where("name", "=", "Rahul").executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);

    const streamed: string[] = [];
    for await (const row of db.selectFrom("people").select("name").orderBy("id").stream()) streamed.push(row.name);
    expect(streamed).toEqual(["Asha", "Rahul"]);

    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(rows[0].journal_mode).toBe("wal");
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(fk.rows[0].foreign_keys).toBe(1);
    await db.destroy();
  });

  test("reuses prepared statements, also across a schema change, and keeps at most STATEMENT_CACHE_SIZE", async () => {
    const database = openNodeSqlite(":memory:");
    database.prepare("create table t (a integer)").run([]);
    const select = database.prepare("select * from t");
    expect(database.prepare("select * from t")).toBe(select);
    database.prepare("insert into t (a) values (?)").run([1]);
    expect(select.all([])).toEqual([{ a: 1 }]);
    // SQLite re-prepares a statement whose table changed shape.
    database.prepare("alter table t add column b text").run([]);
    database.prepare("update t set b = ?").run(["x"]);
    expect(database.prepare("select * from t").all([])).toEqual([{ a: 1, b: "x" }]);
    // A stream runs on a statement of its own: running the same SQL meanwhile does not disturb it.
    database.prepare("insert into t (a, b) values (?, ?)").run([2, "y"]);
    const stream = database.prepare("select a from t order by a").iterate([]);
    expect(stream.next().value).toEqual({ a: 1 });
    expect(database.prepare("select a from t order by a").all([])).toEqual([{ a: 1 }, { a: 2 }]);
    expect(stream.next().value).toEqual({ a: 2 });
    // The least recently used statements make room.
    for (let i = 0; i < STATEMENT_CACHE_SIZE; i++) database.prepare(`select ${i} as n`);
    expect(database.prepare("select * from t")).not.toBe(select);
    database.close();
  });
});
