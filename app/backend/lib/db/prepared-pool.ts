/**
 * A node-postgres pool for Kysely's PostgresDialect whose queries are named prepared statements
 * (decision 146): PostgreSQL parses and plans each statement text once per connection and then
 * only binds and runs it. A page sends 20–40 small statements; parsing and planning them again on
 * every request was a large part of PostgreSQL's CPU, which bounds the pages on PostgreSQL.
 *
 * The name is derived from the statement's text, so the same text always has the same name (and
 * node-postgres prepares it on a connection the first time that connection sees it). Kysely's
 * statements are built from code, never from input, so there are boundedly many: one per shape,
 * and per length of an `in (…)` list; long lists, and any text past a bound, go unnamed.
 */
import { createHash } from "node:crypto";
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";

/**
 * A statement with more parameters than this is sent unnamed, as before: long `in (…)` lists
 * (their texts differ by length) would each stay prepared on every connection for little gain.
 */
export const MAX_PREPARED_PARAMETERS = 64;
/** At most this many texts get a name (each connection keeps those it ran); any further is sent unnamed. */
export const MAX_PREPARED_TEXTS = 2_000;

/**
 * The prepared statement's name for `text`: the same for the same text, with the number of
 * times it was renewed after a schema change (see `preparedStatementPool`).
 */
export function statementName(text: string, renewal = 0): string {
  return `jl_${createHash("sha1").update(text).digest("hex")}${renewal ? `_${renewal}` : ""}`;
}

function isStaleResultType(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { code?: unknown }).code === "0A000" &&
    /cached plan must not change result type/i.test(String((error as { message?: unknown }).message))
  );
}

/** `pool`, its clients sending every text query as a named prepared statement. */
export function preparedStatementPool(pool: pg.Pool): PostgresPool {
  // One wrapper per connection: Kysely keeps its connection objects by client.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  // The names are the pool's (one backend's statements), not the process's.
  /** Names handed out so far, by statement text. */
  const names = new Map<string, string>();
  /** Texts whose statement was renamed after a schema change, and how many times. */
  const renewals = new Map<string, number>();
  const nameOf = (text: string): string => {
    let name = names.get(text);
    if (name === undefined) {
      name = statementName(text, renewals.get(text) ?? 0);
      names.set(text, name);
    }
    return name;
  };
  /**
   * A new name for `text`, so that every connection prepares it afresh. A statement's result
   * columns are fixed when it is prepared: when a migration (run by a newer instance) changes the
   * columns behind a `select *`, PostgreSQL refuses to run it ("cached plan must not change result
   * type", SQLSTATE 0A000) on every connection that prepared it.
   */
  const renew = (text: string): void => {
    renewals.set(text, (renewals.get(text) ?? 0) + 1);
    names.delete(text);
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = {
          query: ((textOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) => {
            if (typeof textOrCursor !== "string") return client.query(textOrCursor as unknown as pg.Submittable);
            const text = textOrCursor;
            const values = parameters as unknown[];
            if (values.length > MAX_PREPARED_PARAMETERS || (!names.has(text) && names.size >= MAX_PREPARED_TEXTS)) {
              return client.query(text, values);
            }
            const run = () => client.query({ name: nameOf(text), text, values });
            // Prepared before a schema change: prepared again under a new name, once. (Inside a
            // transaction the refusal has already failed it: the transaction fails this once.)
            return run().catch((error: unknown) => {
              if (!isStaleResultType(error)) throw error;
              renew(text);
              return run();
            });
          }) as unknown as PostgresPoolClient["query"],
          release: () => client.release(),
        };
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
