/**
 * Issue 5: conversations and messages between members, invites sent by mail, and the search
 * index (SQLite: an FTS5 table; PostgreSQL: a table with a stored, weighted tsvector and a GIN
 * index). See docs/decisions/090-chat-search-invites-api.md.
 */
import { sql } from "kysely";
import { addIdColumn, type MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    // One conversation per pair of members: the pair is stored ordered (low, high) and unique.
    await addIdColumn(db.schema.createTable("conversations"), dialect)
      .addColumn("user_low", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("user_high", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (col) => col.notNull())
      // The newest message's time (else created_at): the list's order and `updated_at`.
      .addColumn("updated_at", "text", (col) => col.notNull())
      // When the first message was sent (never cleared): the list shows only these.
      .addColumn("first_message_at", "text")
      .addUniqueConstraint("conversations_pair_key", ["user_low", "user_high"])
      .addCheckConstraint("conversations_pair_order_check", sql`user_low < user_high`)
      .execute();
    await db.schema
      .createIndex("conversations_low_updated_idx")
      .on("conversations")
      .columns(["user_low", "updated_at"])
      .execute();
    await db.schema
      .createIndex("conversations_high_updated_idx")
      .on("conversations")
      .columns(["user_high", "updated_at"])
      .execute();

    await addIdColumn(db.schema.createTable("messages"), dialect)
      .addColumn("conversation_id", "integer", (col) =>
        col.notNull().references("conversations.id").onDelete("cascade"),
      )
      .addColumn("sender_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("recipient_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("text", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      // null while the recipient has not read it.
      .addColumn("read_at", "text")
      .execute();
    await db.schema
      .createIndex("messages_conversation_id_idx")
      .on("messages")
      .columns(["conversation_id", "id"])
      .execute();
    await db.schema
      .createIndex("messages_recipient_read_idx")
      .on("messages")
      .columns(["recipient_id", "read_at"])
      .execute();

    await addIdColumn(db.schema.createTable("invites"), dialect)
      .addColumn("inviter_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("invites_inviter_created_idx")
      .on("invites")
      .columns(["inviter_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("invites_inviter_email_idx")
      .on("invites")
      .columns(["inviter_id", "email", "created_at"])
      .execute();

    if (dialect === "postgres") {
      await sql`
        create table search_documents (
          kind text not null,
          ref_id integer not null,
          created_at text not null,
          title text not null,
          body text not null,
          document tsvector generated always as (
            setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')
          ) stored,
          primary key (kind, ref_id)
        )`.execute(db);
      await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(db);
    } else {
      // rowid = ref_id * 3 + kind number (see ftsRowId in search/search-index.ts), so one row is found without a scan.
      await sql`
        create virtual table search_fts using fts5(
          kind UNINDEXED, ref_id UNINDEXED, created_at UNINDEXED, title, body,
          tokenize = 'porter unicode61'
        )`.execute(db);
    }
  },

  async down(db) {
    if (dialect === "postgres") await sql`drop table if exists search_documents`.execute(db);
    else await sql`drop table if exists search_fts`.execute(db);
    for (const table of ["invites", "messages", "conversations"]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});
