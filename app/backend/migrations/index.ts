/**
 * Every migration is a file of this folder named `NNNN_what.ts` that exports its `migration`
 * (a factory by dialect); the migrator finds them, so adding one is adding its file. Names sort
 * in the order they run; never rename or edit a shipped one.
 */
import { readdirSync } from "node:fs";
import { Migrator, sql, type Migration as KyselyMigration } from "kysely";
import type { Db, DialectName } from "#app/backend/lib/db/index.ts";
import type { MigrationFactory } from "./helpers.ts";

type MigrationModule = { migration?: MigrationFactory };

const FILE_NAME = /^(\d{4}_[a-z0-9_]+)\.ts$/;

/**
 * The migration files, by name ("0001_initial"). Where Vite builds the code (the server, the
 * tests) they are bundled through its glob; `npm run seed:large` runs the TypeScript under plain
 * Node, where `import.meta.glob` does not exist, and reads the folder instead
 * (`migrationsInFolder`). A unit test checks that both find the same files.
 */
async function migrationModules(): Promise<Record<string, MigrationModule>> {
  let globbed: Record<string, MigrationModule>;
  try {
    globbed = import.meta.glob<MigrationModule>("./[0-9][0-9][0-9][0-9]_*.ts", { eager: true });
  } catch {
    return migrationsInFolder();
  }
  return Object.fromEntries(
    Object.entries(globbed).flatMap(([path, module]) => {
      const match = FILE_NAME.exec(path.slice(2));
      return match ? [[match[1]!, module]] : [];
    }),
  );
}

/** The migration files as this folder lists them, imported one by one. */
export async function migrationsInFolder(): Promise<Record<string, MigrationModule>> {
  const folder = new URL(".", import.meta.url);
  const names = readdirSync(folder).flatMap((file) => FILE_NAME.exec(file)?.[1] ?? []);
  return Object.fromEntries(
    await Promise.all(
      names.map(async (name) => [name, (await import(new URL(`${name}.ts`, folder).href)) as MigrationModule]),
    ),
  );
}

export async function migrationsFor(dialect: DialectName): Promise<Record<string, KyselyMigration>> {
  const modules = await migrationModules();
  return Object.fromEntries(
    Object.entries(modules)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, module]) => {
        if (typeof module.migration !== "function") {
          throw new Error(`app/backend/migrations/${name}.ts must export its migration as \`migration\``);
        }
        return [name, module.migration(dialect)];
      }),
  );
}

/**
 * Brings the schema up to date. Kysely's migrator takes a lock (an advisory lock on
 * PostgreSQL), so several instances starting at once are safe.
 */
export async function migrateToLatest(db: Db, dialect: DialectName): Promise<void> {
  // On PostgreSQL the migrator's bookkeeping tables go in the current schema (the first of
  // `search_path`); without naming it, Kysely would see those of any other schema as ours.
  let migrationTableSchema: string | undefined;
  if (dialect === "postgres") {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema ?? undefined;
  }
  const migrations = await migrationsFor(dialect);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema,
    // Migrations written side by side may land in either order; each is independent of the
    // others of its time, so one that sorts before an applied one still runs.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
