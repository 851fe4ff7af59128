/**
 * Applications (issue 13, docs/decisions/130-applications-with-a-status.md): a referral request
 * becomes an application with a status both sides see.
 *
 * - `referrals.status` takes the new values: requested → viewed → referred or not_selected, and
 *   withdrawn (by the applicant while it is open). Existing rows map pending → requested,
 *   referred → referred, ignored → not_selected. SQLite cannot change a CHECK constraint, so
 *   there the table is rebuilt (nothing references it); PostgreSQL swaps the constraint.
 * - `status_at`: when the status last changed; `resume_file_key`, `resume_name`, `resume_size`:
 *   the PDF attached to the application (a copy under the private prefix, owned by the row).
 * - `referral_status_history`: every change (application, status, at, by); existing rows get
 *   their request and, when answered, the answer.
 * - `referral_resume_downloads`: who downloaded an application's resume, and when.
 * - Indexes: the responses of a post newest first, with and without a status (keyset), the
 *   history and downloads of an application.
 */
import { sql } from "kysely";
import { addIdColumn, type MigrationFactory } from "./helpers.ts";

const STATUSES = sql`('requested', 'viewed', 'referred', 'not_selected', 'withdrawn')`;
const MAPPED = sql`case status when 'pending' then 'requested' when 'ignored' then 'not_selected' else status end`;

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    if (dialect === "postgres") {
      await sql`alter table referrals drop constraint referrals_status_check`.execute(db);
      await sql`update referrals set status = ${MAPPED}`.execute(db);
      await sql`alter table referrals add constraint referrals_status_check check (status in ${STATUSES})`.execute(db);
      await sql`alter table referrals add column status_at text`.execute(db);
      await sql`update referrals set status_at = coalesce(responded_at, created_at)`.execute(db);
      await sql`alter table referrals alter column status_at set not null`.execute(db);
      await sql`alter table referrals add column resume_file_key text`.execute(db);
      await sql`alter table referrals add column resume_name text`.execute(db);
      await sql`alter table referrals add column resume_size integer`.execute(db);
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
      await sql`insert into referrals_next (id, job_post_id, user_id, message, status, created_at, responded_at, status_at)
        select id, job_post_id, user_id, message, ${MAPPED}, created_at, responded_at, coalesce(responded_at, created_at) from referrals`.execute(
        db,
      );
      await sql`drop table referrals`.execute(db);
      await sql`alter table referrals_next rename to referrals`.execute(db);
      await db.schema
        .createIndex("referrals_user_created_idx")
        .on("referrals")
        .columns(["user_id", "created_at"])
        .execute();
    }
    await db.schema
      .createIndex("referrals_post_created_idx")
      .on("referrals")
      .columns(["job_post_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("referrals_post_status_created_idx")
      .on("referrals")
      .columns(["job_post_id", "status", "created_at"])
      .execute();

    await addIdColumn(db.schema.createTable("referral_status_history"), dialect)
      .addColumn("referral_id", "integer", (col) => col.notNull().references("referrals.id").onDelete("cascade"))
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("at", "text", (col) => col.notNull())
      .addColumn("by_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
      .addCheckConstraint("referral_status_history_status_check", sql`status in ${STATUSES}`)
      .execute();
    await db.schema
      .createIndex("referral_status_history_referral_idx")
      .on("referral_status_history")
      .columns(["referral_id", "id"])
      .execute();
    await sql`insert into referral_status_history (referral_id, status, at, by_user_id)
      select id, 'requested', created_at, user_id from referrals`.execute(db);
    await sql`insert into referral_status_history (referral_id, status, at, by_user_id)
      select r.id, r.status, r.status_at, p.user_id from referrals r inner join job_posts p on p.id = r.job_post_id
      where r.status <> 'requested'`.execute(db);

    await addIdColumn(db.schema.createTable("referral_resume_downloads"), dialect)
      .addColumn("referral_id", "integer", (col) => col.notNull().references("referrals.id").onDelete("cascade"))
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("referral_resume_downloads_referral_idx")
      .on("referral_resume_downloads")
      .columns(["referral_id", "at"])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable("referral_resume_downloads").ifExists().execute();
    await db.schema.dropTable("referral_status_history").ifExists().execute();
  },
});
