/**
 * Issue 9: indexes that let every screen's query start from the member's own rows instead of
 * scanning a table that grows with the community (docs/decisions/102-queries-at-scale.md).
 *
 * - connections: covering indexes for "the connections of X" in both directions (the graph
 *   queries — connections in common, people you may know, the network feed — read only ids);
 * - job_post_skills / job_post_locations: skill → newest posts and location → newest posts
 *   (suggested jobs start from these candidates);
 * - job_posts: (company_id, sector_id) for the sectors of a company; (status, id) for the newest
 *   open posts; (sector_id, status, id) for the newest open posts of a sector;
 * - individuals by location, current experiences by company, educations by institution (people
 *   you may know), each with the member's id so no row lookup is needed;
 * - job_post_reposts by post and time (the "reposted by" preview of each post).
 */
import type { MigrationFactory } from "./helpers.ts";

/** `replaces`: the older index this one makes redundant (same leading columns), with its columns. */
type IndexSpec = { name: string; table: string; columns: string[]; replaces?: { name: string; columns: string[] } };

const INDEXES: IndexSpec[] = [
  {
    name: "connections_from_status_to_idx",
    table: "connections",
    columns: ["from_user_id", "status", "to_user_id"],
    replaces: { name: "connections_from_idx", columns: ["from_user_id", "status"] },
  },
  {
    name: "connections_to_status_from_idx",
    table: "connections",
    columns: ["to_user_id", "status", "from_user_id"],
    replaces: { name: "connections_to_idx", columns: ["to_user_id", "status"] },
  },
  {
    name: "job_post_skills_skill_post_idx",
    table: "job_post_skills",
    columns: ["skill_id", "job_post_id"],
    replaces: { name: "job_post_skills_skill_idx", columns: ["skill_id"] },
  },
  {
    name: "job_post_locations_location_post_idx",
    table: "job_post_locations",
    columns: ["location_id", "job_post_id"],
    replaces: { name: "job_post_locations_location_idx", columns: ["location_id"] },
  },
  { name: "job_posts_company_sector_idx", table: "job_posts", columns: ["company_id", "sector_id"] },
  { name: "job_posts_status_id_idx", table: "job_posts", columns: ["status", "id"] },
  { name: "job_posts_sector_status_id_idx", table: "job_posts", columns: ["sector_id", "status", "id"] },
  { name: "individuals_location_user_idx", table: "individuals", columns: ["location_id", "user_id"] },
  {
    name: "experiences_company_current_user_idx",
    table: "experiences",
    columns: ["company_id", "is_current", "user_id"],
    replaces: { name: "experiences_company_current_idx", columns: ["company_id", "is_current"] },
  },
  {
    name: "educations_institution_user_idx",
    table: "educations",
    columns: ["institution_id", "user_id"],
    replaces: { name: "educations_institution_id_idx", columns: ["institution_id"] },
  },
  {
    name: "job_post_reposts_post_created_idx",
    table: "job_post_reposts",
    columns: ["job_post_id", "created_at", "id"],
  },
];

export const migration: MigrationFactory = () => ({
  async up(db) {
    for (const index of INDEXES) {
      await db.schema.createIndex(index.name).ifNotExists().on(index.table).columns(index.columns).execute();
      if (index.replaces) await db.schema.dropIndex(index.replaces.name).ifExists().execute();
    }
  },

  async down(db) {
    for (const index of [...INDEXES].reverse()) {
      if (index.replaces) {
        await db.schema
          .createIndex(index.replaces.name)
          .ifNotExists()
          .on(index.table)
          .columns(index.replaces.columns)
          .execute();
      }
      await db.schema.dropIndex(index.name).ifExists().execute();
    }
  },
});
