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
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from "kysely";

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
  /** A fresh statement for a stream (a cached one may be run again while the stream is open). */
  readonly #prepareAgain: () => StatementSync;

  constructor(statement: StatementSync, prepareAgain: () => StatementSync) {
    this.#statement = statement;
    this.#prepareAgain = prepareAgain;
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
    return plainRows(this.#prepareAgain().iterate(...toParams(parameters)));
  }
}

/** How many prepared statements a database keeps for reuse (least recently used go first). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * A `node:sqlite` database shaped the way Kysely's SqliteDialect wants it. Kysely prepares every
 * query anew, and preparing costs more than running most of our queries, so prepared statements
 * are kept by their SQL text and reused (node:sqlite resets a statement before each run, and
 * SQLite re-prepares one by itself when the schema changes).
 */
export class NodeSqliteDatabase implements SqliteDatabase {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, NodeSqliteStatement>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  prepare(sql: string): SqliteStatement {
    const cached = this.#statements.get(sql);
    if (cached) {
      // Most recently used last.
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    const statement = new NodeSqliteStatement(this.#db.prepare(sql), () => this.#db.prepare(sql));
    this.#statements.set(sql, statement);
    if (this.#statements.size > STATEMENT_CACHE_SIZE) {
      this.#statements.delete(this.#statements.keys().next().value!);
    }
    return statement;
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}

/** Runs `sql`, again every 20 ms while SQLite says the database is locked, for up to `timeoutMs`. */
function execWhileBusy(db: DatabaseSync, sql: string, timeoutMs: number): void {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      db.exec(sql);
      return;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!/database is locked|SQLITE_BUSY/i.test(message) || Date.now() >= deadline) throw error;
      // A synchronous pause: this runs while the instance starts, before it serves anything.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
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
  // Switching a new file to WAL takes an exclusive lock, and SQLite may answer "database is
  // locked" at once, without its busy handler, while another process opens the same new file
  // (two instances starting together): try again until the busy timeout has passed.
  if (path !== ":memory:") execWhileBusy(db, "PRAGMA journal_mode = WAL", busyTimeoutMs);
  execWhileBusy(db, "PRAGMA synchronous = NORMAL", busyTimeoutMs);
  db.exec("PRAGMA foreign_keys = ON");
  return new NodeSqliteDatabase(db);
}

/** Kysely's SQLite driver, its transactions started with `BEGIN IMMEDIATE`. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** SQLite runs DDL inside transactions; saying so makes Kysely's migrator use one. */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * Kysely's SqliteDialect with two changes that make one database file safe for several
 * processes (two instances started at once, `npm run seed:large` next to a running server):
 *
 * - Transactions begin with `BEGIN IMMEDIATE`: a transaction takes the write lock when it
 *   starts (waiting up to the busy timeout for another process to finish), so a "read, then
 *   write" transaction (count, then insert) can never interleave with another process's write,
 *   nor fail half-way with SQLITE_BUSY when it tries to write after reading. Inside one process
 *   nothing changes: Kysely runs everything on one connection, one transaction at a time.
 * - The migrator runs all pending migrations in one such transaction: a second process waits
 *   for the first to finish migrating and then finds nothing to do (instead of running the same
 *   `create table` again), and a failing migration leaves the file as it was.
 */
export class NodeSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
