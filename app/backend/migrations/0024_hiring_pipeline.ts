/**
 * Issue 32 (decision 165): an application to a company's post moves through a pipeline.
 *
 * - `referrals.status` and `referral_status_history.status` take the stages: in_review,
 *   interview, offer, hired; and position_closed (the post closed, or nobody acted for 30 days,
 *   while it was still in progress). The history keeps the message sent with a move.
 * - `referral_notes`: the poster's private notes on an application (author, time).
 * - `application_message_templates`: the messages a poster can send with a move.
 *
 * SQLite cannot change a CHECK constraint, so there the three tables of an application are
 * rebuilt: the new ones are written beside the old ones, the old ones dropped children first (so
 * no cascade runs), then renamed, which also points the children's foreign keys at the new name.
 */
import { sql } from "kysely";
import { addIdColumn, type MigrationFactory } from "./helpers.ts";

const STATUSES = sql`('requested', 'viewed', 'in_review', 'interview', 'offer', 'hired', 'referred', 'not_selected', 'withdrawn', 'position_closed')`;

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    if (dialect === "postgres") {
      await sql`alter table referrals drop constraint referrals_status_check`.execute(db);
      await sql`alter table referrals add constraint referrals_status_check check (status in ${STATUSES})`.execute(db);
      await sql`alter table referral_status_history drop constraint referral_status_history_status_check`.execute(db);
      await sql`alter table referral_status_history add constraint referral_status_history_status_check check (status in ${STATUSES})`.execute(
        db,
      );
      await sql`alter table referral_status_history add column message text`.execute(db);
    } else {
      await sql`create table referrals_next (
        id integer primary key autoincrement,
        job_post_id integer not null references job_posts (id) on delete cascade,
        user_id integer not null references users (id) on delete cascade,
        message text,
        status text not null,
        created_at text not null,
        responded_at text,
        status_at text not null,
        resume_file_key text,
        resume_name text,
        resume_size integer,
        constraint referrals_pair_key unique (job_post_id, user_id),
        constraint referrals_status_check check (status in ${STATUSES})
      )`.execute(db);
      await sql`insert into referrals_next select id, job_post_id, user_id, message, status, created_at, responded_at,
        status_at, resume_file_key, resume_name, resume_size from referrals`.execute(db);
      await sql`create table referral_status_history_next (
        id integer primary key autoincrement,
        referral_id integer not null references referrals_next (id) on delete cascade,
        status text not null,
        at text not null,
        by_user_id integer references users (id) on delete set null,
        message text,
        constraint referral_status_history_status_check check (status in ${STATUSES})
      )`.execute(db);
      await sql`insert into referral_status_history_next (id, referral_id, status, at, by_user_id)
        select id, referral_id, status, at, by_user_id from referral_status_history`.execute(db);
      await sql`create table referral_resume_downloads_next (
        id integer primary key autoincrement,
        referral_id integer not null references referrals_next (id) on delete cascade,
        user_id integer not null references users (id) on delete cascade,
        at text not null
      )`.execute(db);
      await sql`insert into referral_resume_downloads_next select id, referral_id, user_id, at from referral_resume_downloads`.execute(
        db,
      );
      // The old tables' indexes (of this and earlier migrations) go with them: made again as they were.
      const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and sql is not null
        and tbl_name in ('referrals', 'referral_status_history', 'referral_resume_downloads')`.execute(db);
      await sql`drop table referral_resume_downloads`.execute(db);
      await sql`drop table referral_status_history`.execute(db);
      await sql`drop table referrals`.execute(db);
      await sql`alter table referrals_next rename to referrals`.execute(db);
      await sql`alter table referral_status_history_next rename to referral_status_history`.execute(db);
      await sql`alter table referral_resume_downloads_next rename to referral_resume_downloads`.execute(db);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
    }

    await addIdColumn(db.schema.createTable("referral_notes"), dialect)
      .addColumn("referral_id", "integer", (col) => col.notNull().references("referrals.id").onDelete("cascade"))
      .addColumn("author_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("referral_notes_referral_idx")
      .on("referral_notes")
      .columns(["referral_id", "id"])
      .execute();
    await db.schema.createIndex("referral_notes_author_idx").on("referral_notes").column("author_user_id").execute();

    await addIdColumn(db.schema.createTable("application_message_templates"), dialect)
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addUniqueConstraint("application_message_templates_name_key", ["user_id", "name"])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable("application_message_templates").ifExists().execute();
    await db.schema.dropTable("referral_notes").ifExists().execute();
  },
});
