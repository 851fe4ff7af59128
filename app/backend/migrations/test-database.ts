/** What the migration tests share: a database migrated up to a given migration, and rows for it. */
import { Migrator, sql } from "kysely";
import { expect } from "vitest";
import { openDatabase, type OpenDatabase } from "#app/backend/lib/db/index.ts";
import { migrationsFor } from "./index.ts";

/** Applies the migrations up to and including `name` (and no later one). */
export async function migrateTo(database: OpenDatabase, name: string): Promise<void> {
  const migrations = await migrationsFor(database.dialect);
  const { error } = await new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
  }).migrateTo(name);
  expect(error).toBeUndefined();
}

/** An in-memory SQLite database with the migrations up to and including `name` applied. */
export async function databaseMigratedTo(name: string): Promise<OpenDatabase> {
  const database = openDatabase(":memory:");
  await migrateTo(database, name);
  return database;
}

/**
 * Inserts a row giving every NOT NULL column without a default a placeholder, so a test names
 * only the columns it is about (turn foreign keys off while the fixture is written).
 */
export async function insertRow(
  database: OpenDatabase,
  table: string,
  values: Record<string, string | number | null>,
): Promise<void> {
  const { rows } = await sql<{
    name: string;
    type: string;
    notnull: number;
    dflt_value: string | null;
    pk: number;
  }>`select * from pragma_table_info(${table})`.execute(database.db);
  const row: Record<string, string | number | null> = {};
  for (const column of rows) {
    if (column.notnull && column.dflt_value === null && !column.pk)
      row[column.name] = /int|double|real/i.test(column.type) ? 1 : "x";
  }
  Object.assign(row, values);
  const names = Object.keys(row);
  await sql`insert into ${sql.table(table)} (${sql.join(names.map((name) => sql.ref(name)))}) values (${sql.join(names.map((name) => row[name]))})`.execute(
    database.db,
  );
}
