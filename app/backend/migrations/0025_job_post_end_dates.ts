/**
 * Issue 32 (decision 166): job posts that close honestly.
 *
 * - `job_posts.valid_through`: when the post ends (30 days after posting by default, at most 90
 *   days ahead). Existing posts get created_at + 30 days; an open post for which that has passed
 *   gets 30 days from the migration instead, so a deploy does not close every old post at once
 *   and each poster still hears 3 days before.
 * - `close_reason` (filled, no_longer_hiring, expired) and `closed_at`; `ending_notice_at` (the
 *   poster was mailed that the post ends soon); `applicants_closed_at` (every application still
 *   in progress was ended and told; null while a closing is under way). Posts closed before this
 *   migration count as told: their applicants are not notified after the fact.
 * - `corporates.response_rate_*`: the company's response rate, kept a day (jobs/closing.ts).
 * - Indexes for the closing worker: (status, valid_through) for posts ending and ended,
 *   (status, ending_notice_at, valid_through) for the notices not yet mailed, (status,
 *   applicants_closed_at) for closings under way, referrals (status, status_at) for
 *   applications nobody acted on; corporates (company_id) for the search sync of each closing.
 */
import { sql } from "kysely";
import type { MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    const plus30 =
      dialect === "postgres"
        ? sql`to_char((created_at::timestamptz + interval '30 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
        : sql`strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+30 days')`;
    const now = new Date();
    const nowPlus30 = new Date(now.getTime() + 30 * 86_400_000).toISOString();
    for (const column of ["valid_through", "close_reason", "closed_at", "ending_notice_at", "applicants_closed_at"]) {
      await db.schema.alterTable("job_posts").addColumn(column, "text").execute();
    }
    await sql`update job_posts set valid_through = ${plus30}`.execute(db);
    await sql`update job_posts set valid_through = ${nowPlus30} where status = 'open' and valid_through <= ${now.toISOString()}`.execute(
      db,
    );
    await sql`update job_posts set close_reason = 'no_longer_hiring', closed_at = updated_at, applicants_closed_at = updated_at where status = 'closed'`.execute(
      db,
    );
    if (dialect === "postgres") await sql`alter table job_posts alter column valid_through set not null`.execute(db);

    await db.schema.alterTable("corporates").addColumn("response_rate_answered", "integer").execute();
    await db.schema.alterTable("corporates").addColumn("response_rate_total", "integer").execute();
    await db.schema.alterTable("corporates").addColumn("response_rate_at", "text").execute();

    await db.schema
      .createIndex("job_posts_status_valid_through_idx")
      .ifNotExists()
      .on("job_posts")
      .columns(["status", "valid_through", "id"])
      .execute();
    await db.schema
      .createIndex("job_posts_status_notice_valid_through_idx")
      .ifNotExists()
      .on("job_posts")
      .columns(["status", "ending_notice_at", "valid_through"])
      .execute();
    await db.schema
      .createIndex("job_posts_status_applicants_closed_idx")
      .ifNotExists()
      .on("job_posts")
      .columns(["status", "applicants_closed_at", "id"])
      .execute();
    // A closing syncs the company's search documents, found by company (corporatesOfCompany):
    // without this a SCAN of corporates for every post the worker closes.
    await db.schema.createIndex("corporates_company_idx").ifNotExists().on("corporates").column("company_id").execute();
    await db.schema
      .createIndex("referrals_status_status_at_idx")
      .ifNotExists()
      .on("referrals")
      .columns(["status", "status_at", "id"])
      .execute();
  },

  async down(db) {
    await db.schema.dropIndex("referrals_status_status_at_idx").ifExists().execute();
    await db.schema.dropIndex("corporates_company_idx").ifExists().execute();
    await db.schema.dropIndex("job_posts_status_applicants_closed_idx").ifExists().execute();
    await db.schema.dropIndex("job_posts_status_notice_valid_through_idx").ifExists().execute();
    await db.schema.dropIndex("job_posts_status_valid_through_idx").ifExists().execute();
    for (const column of ["response_rate_at", "response_rate_total", "response_rate_answered"]) {
      await db.schema.alterTable("corporates").dropColumn(column).execute();
    }
    for (const column of ["applicants_closed_at", "ending_notice_at", "closed_at", "close_reason", "valid_through"]) {
      await db.schema.alterTable("job_posts").dropColumn(column).execute();
    }
  },
});
