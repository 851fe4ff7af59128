/**
 * Lets Kysely's SqliteDialect drive Node's built-in `node:sqlite` (DatabaseSync).
 *
 * SqliteDialect expects a better-sqlite3-like database: `prepare(sql)` returning a statement
 * with `reader`, `all(params)`, `run(params)` and `iterate(params)`, each taking the
 * parameters as one array. node:sqlite's StatementSync takes them spread, has no `reader`
 * (its `columns()` tells whether the statement returns rows), rejects booleans and
 * `undefined`, and returns rows with a null prototype.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

export type NodeSqliteOptions = {
  /** How long a writer waits for a lock held by another connection or process. */
  busyTimeoutMs?: number;
};

const DEFAULT_BUSY_TIMEOUT_MS = 5_000;

/** Converts a JavaScript value into one node:sqlite can bind. */
export function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (
    typeof value === "number" ||
    typeof value === "bigint" ||
    typeof value === "string" ||
    ArrayBuffer.isView(value)
  ) {
    return value as SQLInputValue;
  }
  // Objects and arrays (e.g. JSON columns) are stored as JSON text.
  return JSON.stringify(value);
}

function toParams(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map(toSqliteValue);
}

function toPlainRow(row: unknown): unknown {
  return row && typeof row === "object" ? { ...(row as Record<string, unknown>) } : row;
}

function* plainRows(iterator: Iterator<unknown>): IterableIterator<unknown> {
  for (let next = iterator.next(); !next.done; next = iterator.next()) {
    yield toPlainRow(next.value);
  }
}

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #statement: StatementSync;

  constructor(statement: StatementSync) {
    this.#statement = statement;
    this.reader = statement.columns().length > 0;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.#statement.all(...toParams(parameters)).map(toPlainRow);
  }

  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint } {
    const { changes, lastInsertRowid } = this.#statement.run(...toParams(parameters));
    return { changes, lastInsertRowid };
  }

  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return plainRows(this.#statement.iterate(...toParams(parameters)));
  }
}

/** A `node:sqlite` database shaped the way Kysely's SqliteDialect wants it. */
export class NodeSqliteDatabase implements SqliteDatabase {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  prepare(sql: string): SqliteStatement {
    return new NodeSqliteStatement(this.#db.prepare(sql));
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}

/**
 * Opens (creating if needed) an SQLite file with WAL journaling, foreign keys enforced and a
 * busy timeout, so several processes can share it.
 */
export function openNodeSqlite(path: string, options: NodeSqliteOptions = {}): NodeSqliteDatabase {
  const db = new DatabaseSync(path);
  const busyTimeoutMs = Math.trunc(options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS);
  db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
  if (path !== ":memory:") db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = NORMAL");
  db.exec("PRAGMA foreign_keys = ON");
  return new NodeSqliteDatabase(db);
}
