import type { CreateTableBuilder, Kysely } from "kysely";
import type { DialectName } from "#app/backend/lib/db/index.ts";

// Migrations are frozen in time: they see the database as `Kysely<any>`, not today's schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;

export type Migration = {
  up(db: MigrationDb): Promise<void>;
  down?(db: MigrationDb): Promise<void>;
};

/** A migration written once for both databases; `dialect` picks the few types that differ. */
export type MigrationFactory = (dialect: DialectName) => Migration;

/** Adds an auto-increment integer primary key named `id`. */
export function addIdColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: DialectName,
): CreateTableBuilder<T, "id"> {
  return dialect === "postgres"
    ? table.addColumn("id", "serial", (col) => col.primaryKey())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

/** The column type of a boolean: `boolean` in PostgreSQL, `integer` (0/1) in SQLite. */
export function booleanType(dialect: DialectName): "boolean" | "integer" {
  return dialect === "postgres" ? "boolean" : "integer";
}
