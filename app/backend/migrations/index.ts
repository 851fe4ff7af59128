/**
 * Every migration, imported statically (this code is bundled by Vite, so the migrator cannot
 * scan a folder). Names sort in the order they run; never rename or edit a shipped one.
 */
import { Migrator, sql, type Migration as KyselyMigration } from "kysely";
import type { Db, DialectName } from "../lib/db/index.ts";
import { initial } from "./0001_initial.ts";
import { profilesNetwork } from "./0002_profiles_network.ts";
import { jobs } from "./0003_jobs.ts";
import { chatSearch } from "./0004_chat_search.ts";
import { rateLimitExpiry } from "./0005_rate_limit_expiry.ts";
import { scaleIndexes } from "./0006_scale_indexes.ts";
import { keysetIndexes } from "./0007_keyset_indexes.ts";
import { searchRowidRanges } from "./0008_search_rowid_ranges.ts";
import { sessions } from "./0009_sessions.ts";
import { verifications } from "./0010_verifications.ts";
import { companyDomains } from "./0011_company_domains.ts";
import { mailOutbox } from "./0012_mail_outbox.ts";
import { applications } from "./0015_applications.ts";
import { jobFilterIndex } from "./0016_job_filter_index.ts";
import { savedJobsAlerts } from "./0017_saved_jobs_alerts.ts";
import { entryNameKeys } from "./0018_entry_name_keys.ts";
import { accountSettings } from "./0019_account_settings.ts";
import { posterStatusIndex } from "./0020_poster_status_index.ts";
import { companyStaffIndex } from "./0021_company_staff_index.ts";
import { companyOpenPostsIndex } from "./0022_company_open_posts_index.ts";
import { jobPostCounters } from "./0023_job_post_counters.ts";
import type { MigrationFactory } from "./helpers.ts";

const MIGRATIONS: Record<string, MigrationFactory> = {
  "0001_initial": initial,
  "0002_profiles_network": profilesNetwork,
  "0003_jobs": jobs,
  "0004_chat_search": chatSearch,
  "0005_rate_limit_expiry": rateLimitExpiry,
  "0006_scale_indexes": scaleIndexes,
  "0007_keyset_indexes": keysetIndexes,
  "0008_search_rowid_ranges": searchRowidRanges,
  "0009_sessions": sessions,
  "0010_verifications": verifications,
  "0011_company_domains": companyDomains,
  "0012_mail_outbox": mailOutbox,
  "0015_applications": applications,
  "0016_job_filter_index": jobFilterIndex,
  "0017_saved_jobs_alerts": savedJobsAlerts,
  "0018_entry_name_keys": entryNameKeys,
  "0019_account_settings": accountSettings,
  "0020_poster_status_index": posterStatusIndex,
  "0021_company_staff_index": companyStaffIndex,
  "0022_company_open_posts_index": companyOpenPostsIndex,
  "0023_job_post_counters": jobPostCounters,
};

export function migrationsFor(dialect: DialectName): Record<string, KyselyMigration> {
  return Object.fromEntries(Object.entries(MIGRATIONS).map(([name, factory]) => [name, factory(dialect)]));
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
  const migrations = migrationsFor(dialect);
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
