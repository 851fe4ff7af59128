/**
 * The mail outbox (docs/decisions/125-mail-outbox.md): every mail is a row written in the
 * transaction of the change that causes it, and the mail worker of any instance sends it.
 *
 * - `body`: the text and HTML parts, sealed with a key derived from SESSION_SECRET (they hold
 *   codes and links, which the rest of the database keeps only as hashes); emptied once the mail
 *   is sent or given up.
 * - `status`: queued → sent, or failed after the last attempt (`last_error` says why).
 * - `attempts` counts claims; a worker claims a row until `claimed_until` (its lease), so a row
 *   whose worker died is claimed again once the lease has run out.
 * - Both indexes are partial: one holds only the queued rows, in the order the worker takes them
 *   (its claim is the only frequent query); the other only the finished ones, for pruning.
 */
import { sql } from "kysely";
import { addIdColumn, type MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    await addIdColumn(db.schema.createTable("mail_outbox"), dialect)
      .addColumn("recipient", "text", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("list_unsubscribe", "text")
      .addColumn("message_id", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull().defaultTo("queued"))
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (col) => col.notNull())
      .addColumn("claimed_until", "text")
      .addColumn("last_error", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("finished_at", "text")
      .execute();
    await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id) where status = 'queued'`.execute(
      db,
    );
    await sql`create index mail_outbox_finished_idx on mail_outbox (finished_at) where finished_at is not null`.execute(
      db,
    );
  },

  async down(db) {
    await db.schema.dropTable("mail_outbox").ifExists().execute();
  },
});
