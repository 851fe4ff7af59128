/**
 * Login sessions (docs/decisions/115-sessions-that-end.md): one row per login, the id being the
 * family of its refresh tokens. Access tokens carry it (`sid`), and every bearer request checks
 * that the session is still open, so logout and a password reset end access tokens at once.
 * Existing families become sessions (ended when every token of the family was revoked).
 */
import { sql } from "kysely";
import type { MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .createTable("sessions")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("revoked_at", "text")
      .execute();
    await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();
    await sql`
      insert into sessions (id, user_id, created_at, revoked_at)
      select family, min(user_id), min(created_at),
             case when count(*) = count(revoked_at) then max(revoked_at) else null end
      from refresh_tokens
      group by family
    `.execute(db);
  },

  async down(db) {
    await db.schema.dropTable("sessions").ifExists().execute();
  },
});
