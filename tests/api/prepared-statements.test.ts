/**
 * PostgreSQL statements are named prepared statements (decision 146): prepared once per
 * connection, and prepared again under a new name when a schema change (another instance's
 * migration) changed the columns behind a `select *`. PostgreSQL only (SQLite reuses its
 * prepared statements on its own: app/backend/lib/db/sqlite-adapter.ts).
 */
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  MAX_PREPARED_PARAMETERS,
  MAX_PREPARED_TEXTS,
  preparedStatementPool,
  statementName,
} from "#app/backend/lib/db/prepared-pool.ts";
import { postgresSchema } from "./harness.ts";

type Db = Kysely<{ items: { id: number; name: string; added?: string } }>;

describe.skipIf(process.env.TEST_DB !== "postgres")("PostgreSQL prepared statements", () => {
  let schema: Awaited<ReturnType<typeof postgresSchema>>;
  let pool: pg.Pool;
  let db: Db;
  let other: pg.Client;

  beforeAll(async () => {
    schema = await postgresSchema();
    pool = new pg.Pool({ connectionString: schema.databaseUrl, max: 2 });
    db = new Kysely({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool) }) });
    // Another instance: its own connection, outside the pool.
    other = new pg.Client({ connectionString: schema.databaseUrl });
    await other.connect();
    await other.query("create table items (id int primary key, name text not null)");
    await other.query("insert into items values (1, 'one'), (2, 'two')");
  });

  afterAll(async () => {
    await other?.end();
    await db?.destroy();
    await schema?.drop();
  });

  const byId = (id: number) => db.selectFrom("items").selectAll().where("id", "=", id);

  test("a statement is prepared under the name of its text, and answers as before", async () => {
    await db.connection().execute(async (connection) => {
      expect(await byId(1).execute()).toEqual([{ id: 1, name: "one" }]);
      expect(await connection.selectFrom("items").selectAll().where("id", "=", 2).execute()).toEqual([
        { id: 2, name: "two" },
      ]);
      const prepared = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(connection);
      expect(prepared.rows.map((row) => row.name)).toContain(statementName(byId(1).compile().sql));
    });
    // The same text, the same name; another text, another name.
    expect(statementName(byId(1).compile().sql)).toBe(statementName(byId(2).compile().sql));
    expect(statementName("select 1")).not.toBe(statementName("select 2"));
  });

  test("a select * prepared before another instance adds a column answers with the new column", async () => {
    // Prepared on both connections of the pool, run enough times for a generic plan.
    await Promise.all(Array.from({ length: 12 }, () => byId(1).execute()));
    await other.query("alter table items add column added text not null default 'later'");
    const rows = await Promise.all(Array.from({ length: 4 }, () => byId(1).execute()));
    for (const answer of rows) expect(answer).toEqual([{ id: 1, name: "one", added: "later" }]);
  });

  test("a long in (…) list is sent unnamed: it is not kept on the connection", async () => {
    await db.connection().execute(async (connection) => {
      const ids = Array.from({ length: MAX_PREPARED_PARAMETERS + 1 }, (_, i) => i + 1);
      const long = connection.selectFrom("items").select("id").where("id", "in", ids).orderBy("id");
      expect((await long.execute()).map((row) => row.id)).toEqual([1, 2]);
      const prepared = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(connection);
      expect(prepared.rows.map((row) => row.name)).not.toContain(statementName(long.compile().sql));
    });
  });

  test("the bound on named texts is each pool's: another backend's statements leave this one's named", async () => {
    const otherPool = new pg.Pool({ connectionString: schema.databaseUrl, max: 1 });
    const otherDb: Db = new Kysely({ dialect: new PostgresDialect({ pool: preparedStatementPool(otherPool) }) });
    try {
      for (let i = 0; i < MAX_PREPARED_TEXTS; i++) await sql.raw(`select ${i} as n`).execute(otherDb);
    } finally {
      await otherDb.destroy();
    }
    await db.connection().execute(async (connection) => {
      const fresh = connection.selectFrom("items").select("name").where("id", "=", 1);
      await fresh.execute();
      const prepared = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(connection);
      expect(prepared.rows.map((row) => row.name)).toContain(statementName(fresh.compile().sql));
    });
  });

  test("a statement that fails for another reason fails as it would unprepared", async () => {
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toThrow(/no_such_table/);
  });
});
