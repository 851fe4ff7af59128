/**
 * Issue 9: indexes for the lists that page by keyset (lib/paging.ts `keysetQuery`), so that a
 * page after a cursor is an index range read in the list's order — the list's filter columns,
 * then its time, then the id that breaks ties — whatever the depth
 * (docs/decisions/102-queries-at-scale.md).
 *
 * - connections, accepted, by when they were accepted: "your connections", one index per
 *   direction (the list is a union of the two);
 * - connections, pending, by when they were asked: requests sent and received;
 * - resume_requests by requester and time: resume requests sent (those received use
 *   resume_requests_owner_idx (owner_id, created_at) from 0002).
 *
 * The other keyset lists already had theirs: notifications (user_id, created_at), conversations
 * (user_low, updated_at) and (user_high, updated_at), job_post_reposts (user_id, created_at) and
 * (job_post_id, created_at, id), recommendations (to_user_id, created_at). In SQLite every index
 * ends with the rowid (the id), so (filter, time) already orders by (time, id); the new ones name
 * the id so PostgreSQL reads them in the list's order too.
 */
import type { MigrationFactory } from "./helpers.ts";

type IndexSpec = { name: string; table: string; columns: string[] };

const INDEXES: IndexSpec[] = [
  {
    name: "connections_from_status_accepted_idx",
    table: "connections",
    columns: ["from_user_id", "status", "accepted_at", "id"],
  },
  {
    name: "connections_to_status_accepted_idx",
    table: "connections",
    columns: ["to_user_id", "status", "accepted_at", "id"],
  },
  {
    name: "connections_from_status_created_idx",
    table: "connections",
    columns: ["from_user_id", "status", "created_at", "id"],
  },
  {
    name: "connections_to_status_created_idx",
    table: "connections",
    columns: ["to_user_id", "status", "created_at", "id"],
  },
  {
    name: "resume_requests_requester_created_idx",
    table: "resume_requests",
    columns: ["requester_id", "created_at", "id"],
  },
];

export const migration: MigrationFactory = () => ({
  async up(db) {
    for (const index of INDEXES) {
      await db.schema.createIndex(index.name).ifNotExists().on(index.table).columns(index.columns).execute();
    }
  },

  async down(db) {
    for (const index of [...INDEXES].reverse()) {
      await db.schema.dropIndex(index.name).ifExists().execute();
    }
  },
});
