/**
 * Reports and the moderation desk (issue 36, decision 175).
 *
 * - `moderation_cases`: one per reported thing while it waits for a moderator (a member, a
 *   company, a job post or a message: `target_kind` + `target_id`), with the account it belongs
 *   to (`owner_id`), a JSON snapshot of the content taken at the first report, and its outcome once
 *   decided. The queue is the open cases by `queued_at` (a review request queues it again).
 * - `reports`: who reported a case, why and with what note; one per reporter and case.
 * - `moderation_actions`: the log of what moderators did (who, when, what, why).
 * - `users.is_moderator`, `users.suspended_until` and `users.suspension_reason`: the moderator
 *   role (granted from the command line) and a suspension or ban (a ban ends in 9999).
 * - `job_posts.hidden_at`: when a post was frozen (three scam reports) or removed; such a post is
 *   seen only by its poster and moderators.
 */
import { sql } from "kysely";
import { addIdColumn, booleanType, type MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    await addIdColumn(db.schema.createTable("moderation_cases"), dialect)
      .addColumn("target_kind", "text", (col) => col.notNull())
      .addColumn("target_id", "integer", (col) => col.notNull())
      .addColumn("owner_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("outcome", "text")
      .addColumn("snapshot", "text", (col) => col.notNull())
      .addColumn("report_count", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("review_requested_at", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("queued_at", "text", (col) => col.notNull())
      .addColumn("closed_at", "text")
      .addCheckConstraint(
        "moderation_cases_kind_check",
        sql`target_kind in ('member', 'company', 'job_post', 'message')`,
      )
      .addCheckConstraint("moderation_cases_status_check", sql`status in ('open', 'closed')`)
      .addCheckConstraint(
        "moderation_cases_outcome_check",
        sql`outcome is null or outcome in ('dismiss', 'remove', 'warn', 'suspend', 'ban')`,
      )
      .execute();
    // The queue, oldest first (keyset); a target's open case; an account's earlier cases.
    await db.schema
      .createIndex("moderation_cases_queue_idx")
      .on("moderation_cases")
      .columns(["status", "queued_at", "id"])
      .execute();
    await db.schema
      .createIndex("moderation_cases_target_idx")
      .on("moderation_cases")
      .columns(["target_kind", "target_id", "status"])
      .execute();
    await db.schema
      .createIndex("moderation_cases_owner_idx")
      .on("moderation_cases")
      .columns(["owner_id", "id"])
      .execute();

    await addIdColumn(db.schema.createTable("reports"), dialect)
      .addColumn("case_id", "integer", (col) => col.notNull().references("moderation_cases.id").onDelete("cascade"))
      .addColumn("reporter_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("reason", "text", (col) => col.notNull())
      .addColumn("note", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addUniqueConstraint("reports_case_reporter_key", ["case_id", "reporter_id"])
      .addCheckConstraint(
        "reports_reason_check",
        sql`reason in ('scam', 'spam', 'harassment', 'fake_profile', 'misleading', 'other')`,
      )
      .execute();
    await db.schema
      .createIndex("reports_reporter_idx")
      .on("reports")
      .columns(["reporter_id", "created_at", "id"])
      .execute();

    await addIdColumn(db.schema.createTable("moderation_actions"), dialect)
      .addColumn("case_id", "integer", (col) => col.notNull().references("moderation_cases.id").onDelete("cascade"))
      .addColumn("actor_id", "integer", (col) => col.references("users.id").onDelete("set null"))
      .addColumn("action", "text", (col) => col.notNull())
      .addColumn("reason", "text", (col) => col.notNull())
      .addColumn("days", "integer")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addCheckConstraint(
        "moderation_actions_action_check",
        sql`action in ('freeze', 'dismiss', 'remove', 'warn', 'suspend', 'ban', 'review_request')`,
      )
      .execute();
    await db.schema
      .createIndex("moderation_actions_case_idx")
      .on("moderation_actions")
      .columns(["case_id", "id"])
      .execute();
    await db.schema.createIndex("moderation_actions_actor_idx").on("moderation_actions").column("actor_id").execute();

    await db.schema
      .alterTable("users")
      .addColumn("is_moderator", booleanType(dialect), (col) =>
        col.notNull().defaultTo(dialect === "postgres" ? sql`false` : sql`0`),
      )
      .execute();
    await db.schema.alterTable("users").addColumn("suspended_until", "text").execute();
    await db.schema.alterTable("users").addColumn("suspension_reason", "text").execute();
    await db.schema.alterTable("job_posts").addColumn("hidden_at", "text").execute();
  },

  async down(db) {
    await db.schema.alterTable("job_posts").dropColumn("hidden_at").execute();
    await db.schema.alterTable("users").dropColumn("suspension_reason").execute();
    await db.schema.alterTable("users").dropColumn("suspended_until").execute();
    await db.schema.alterTable("users").dropColumn("is_moderator").execute();
    await db.schema.dropTable("moderation_actions").ifExists().execute();
    await db.schema.dropTable("reports").ifExists().execute();
    await db.schema.dropTable("moderation_cases").ifExists().execute();
  },
});
