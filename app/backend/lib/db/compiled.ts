/**
 * Statements built once (decision 147). Kysely builds a query's tree and compiles it to SQL on
 * every run: for the wide joins read on every page (a job post's card, who the caller is) that
 * was more work than running the statement (a seventh of the dashboard's server time was
 * Kysely). `runCompiled` builds and compiles a statement the first time it meets its `key`,
 * keeps the SQL, and afterwards runs that SQL with the parameters it is given.
 *
 * The caller names everything the SQL depends on in `key` (which columns, how many ids in an
 * `in (…)` list) and passes the parameters in the order the SQL takes them. The first run checks
 * that order against the compiled statement's own parameters and throws when they differ, so a
 * statement whose shape the key does not capture fails its first test rather than reading the
 * wrong rows. Keys come from code, never from input: the cache stays small.
 */
import { CompiledQuery, type Compilable } from "kysely";
import type { Db } from "./index.ts";

/** The SQL of each key, per dialect adapter (a transaction shares its database's). */
const compiledSql = new WeakMap<object, Map<string, string>>();

function sameParameters(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

export async function runCompiled<Row>(
  db: Db,
  key: string,
  parameters: readonly unknown[],
  build: () => Compilable<Row>,
): Promise<Row[]> {
  const executor = db.getExecutor();
  // A database with plugins (which may rewrite a statement) shares its adapter with the one
  // without: its statements are built every time, as Kysely does.
  if (executor.plugins.length > 0) return (await db.executeQuery(build().compile())).rows;
  const adapter = executor.adapter;
  let cache = compiledSql.get(adapter);
  if (!cache) compiledSql.set(adapter, (cache = new Map()));
  const text = cache.get(key);
  if (text !== undefined)
    return (await db.executeQuery(CompiledQuery.raw(text, [...parameters]) as CompiledQuery<Row>)).rows;
  const compiled = build().compile();
  if (!sameParameters(compiled.parameters, parameters)) {
    throw new Error(
      `runCompiled("${key}"): the statement takes ${JSON.stringify(compiled.parameters)}, not the ${JSON.stringify(parameters)} given`,
    );
  }
  cache.set(key, compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

/** {@link runCompiled}'s first row, if any. */
export async function firstCompiled<Row>(
  db: Db,
  key: string,
  parameters: readonly unknown[],
  build: () => Compilable<Row>,
): Promise<Row | undefined> {
  return (await runCompiled(db, key, parameters, build))[0];
}
