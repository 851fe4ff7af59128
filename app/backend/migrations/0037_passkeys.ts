/**
 * Issue 38, passkeys (docs/decisions/183-passkeys.md).
 *
 * `passkeys`: a member's WebAuthn credentials. A sign-in finds its passkey by the credential id
 * the browser sends (unique, one seek); the settings list a member's by `user_id`. The signature
 * counter is a 32-bit unsigned number, so `bigint`.
 *
 * `passkey_challenges`: the challenges the options endpoints hand out, in the database so that
 * any instance can check the answer (only their SHA-256 is kept). A registration's belongs to its
 * member; a sign-in's to nobody yet (the passkey says who). Each is taken once, by deleting it;
 * `expires_at` serves the sweep of the ones never answered.
 */
import { addIdColumn, type MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    await addIdColumn(db.schema.createTable("passkeys"), dialect)
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("credential_id", "text", (col) => col.notNull().unique())
      .addColumn("public_key", "text", (col) => col.notNull())
      .addColumn("counter", "bigint", (col) => col.notNull().defaultTo(0))
      .addColumn("transports", "text")
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("last_used_at", "text")
      .execute();
    await db.schema.createIndex("passkeys_user_id_idx").on("passkeys").columns(["user_id", "id"]).execute();

    await db.schema
      .createTable("passkey_challenges")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("purpose", "text", (col) => col.notNull())
      .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("passkey_challenges_expires_at_idx")
      .on("passkey_challenges")
      .column("expires_at")
      .execute();
    await db.schema.createIndex("passkey_challenges_user_id_idx").on("passkey_challenges").column("user_id").execute();
  },

  async down(db) {
    await db.schema.dropTable("passkey_challenges").ifExists().execute();
    await db.schema.dropTable("passkeys").ifExists().execute();
  },
});
