/**
 * Issue 13, account settings (docs/decisions/136-account-settings.md).
 *
 * - `users.mail_job_alerts`, `users.mail_invites`, `users.mail_notifications`: the member's mail
 *   preferences, all on by default (what each governs: decision 136).
 * - `otps.new_email`: the address an `email_change` verification moves the account to once its
 *   code (mailed to that address) is entered.
 */
import { sql } from "kysely";
import { booleanType, type MigrationFactory } from "./helpers.ts";

const PREFERENCES = ["mail_job_alerts", "mail_invites", "mail_notifications"] as const;

/** [index, table, column]: references to users without an index leading with them. */
const USER_INDEXES = [
  ["messages_sender_idx", "messages", "sender_id"],
  ["notifications_actor_idx", "notifications", "actor_user_id"],
  ["job_post_likes_user_idx", "job_post_likes", "user_id"],
  ["recommendations_from_idx", "recommendations", "from_user_id"],
  ["referral_resume_downloads_user_idx", "referral_resume_downloads", "user_id"],
  ["referral_status_history_by_idx", "referral_status_history", "by_user_id"],
] as const;

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    const trueDefault = dialect === "postgres" ? sql`true` : sql`1`;
    for (const column of PREFERENCES) {
      await db.schema
        .alterTable("users")
        .addColumn(column, booleanType(dialect), (col) => col.notNull().defaultTo(trueDefault))
        .execute();
    }
    await db.schema.alterTable("otps").addColumn("new_email", "text").execute();
    for (const [name, table, column] of USER_INDEXES) {
      await db.schema.createIndex(name).ifNotExists().on(table).column(column).execute();
    }
  },

  async down(db) {
    for (const [name] of USER_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
    await db.schema.alterTable("otps").dropColumn("new_email").execute();
    for (const column of PREFERENCES) await db.schema.alterTable("users").dropColumn(column).execute();
  },
});
