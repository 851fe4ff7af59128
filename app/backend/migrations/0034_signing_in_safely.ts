/**
 * Issue 38, "Signing in safely" (docs/decisions/178-signing-in-safely.md).
 *
 * Sessions keep what the settings show of them: the device ("Chrome on Windows", from the user
 * agent), the masked address, and when they were last seen (set at sign-in and at each token
 * refresh, not per request). `(user_id, device)` answers "has this account signed in on this
 * device before" for the new-device mail in one seek.
 *
 * Two-step verification: an authenticator app's secret per account (`totp_factors`, confirmed
 * once a code from the app matched), ten single-use recovery codes (their SHA-256 only), and the
 * short-lived challenges a login with the right password gets before the second step.
 */
import { addIdColumn, type MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    await db.schema.alterTable("sessions").addColumn("device", "text").execute();
    await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
    await db.schema.alterTable("sessions").addColumn("address", "text").execute();
    await db.schema.alterTable("sessions").addColumn("last_seen_at", "text").execute();
    await db.schema.createIndex("sessions_user_id_device_idx").on("sessions").columns(["user_id", "device"]).execute();

    await db.schema
      .createTable("totp_factors")
      .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("secret", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("confirmed_at", "text")
      // The time step of the last code accepted: a code is good once (RFC 6238 §5.2).
      .addColumn("last_step", "integer")
      .execute();

    await addIdColumn(db.schema.createTable("recovery_codes"), dialect)
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("code_hash", "text", (col) => col.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema.createIndex("recovery_codes_user_id_idx").on("recovery_codes").column("user_id").execute();

    await db.schema
      .createTable("two_factor_challenges")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex("two_factor_challenges_user_id_idx")
      .on("two_factor_challenges")
      .column("user_id")
      .execute();
  },

  async down(db) {
    await db.schema.dropTable("two_factor_challenges").ifExists().execute();
    await db.schema.dropTable("recovery_codes").ifExists().execute();
    await db.schema.dropTable("totp_factors").ifExists().execute();
    await db.schema.dropIndex("sessions_user_id_device_idx").ifExists().execute();
    for (const column of ["last_seen_at", "address", "user_agent", "device"])
      await db.schema.alterTable("sessions").dropColumn(column).execute();
  },
});
