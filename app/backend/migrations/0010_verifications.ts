/**
 * One-time codes become verifications (docs/decisions/116-pending-sign-ups.md and 117): each
 * sign-up keeps its own code with the password and type chosen in it, and a login security check
 * has its code too. `ticket_hash` is the SHA-256 of the verification id only the client that
 * started it holds; with it, a code works for that verification only. Existing codes stay as
 * sign-up codes without a ticket, password or type.
 */
import type { MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .alterTable("otps")
      .addColumn("purpose", "text", (col) => col.notNull().defaultTo("signup"))
      .execute();
    await db.schema.alterTable("otps").addColumn("ticket_hash", "text").execute();
    await db.schema.alterTable("otps").addColumn("password_hash", "text").execute();
    await db.schema.alterTable("otps").addColumn("type_of_user", "text").execute();
    await db.schema.createIndex("otps_ticket_hash_idx").on("otps").column("ticket_hash").unique().execute();
  },

  async down(db) {
    await db.schema.dropIndex("otps_ticket_hash_idx").ifExists().execute();
    for (const column of ["type_of_user", "password_hash", "ticket_hash", "purpose"]) {
      await db.schema.alterTable("otps").dropColumn(column).execute();
    }
  },
});
