/**
 * Issues 36 and 38 (decisions 176, 177): verified employers and following companies.
 *
 * - A company entry whose account proved its web domain carries when and how
 *   (`domain_verified_at`, `domain_verified_by`: `email` or `file`). A domain is verified by one
 *   entry at most (a partial unique index). Entries claimed before this migration were claimed
 *   with a verified login email on their domain (decision 118), which is the same proof, so they
 *   start verified (the oldest claim of a domain, should two share one).
 * - `company_follows`: a member follows a company's account (its user id). Read by follower (the
 *   primary key: the settings list, the dashboard feed's candidates) and by company (who follows
 *   it). `corporates.follower_count` is kept by triggers with each follow and unfollow, so a
 *   company's page never counts its followers.
 */
import { sql } from "kysely";
import type { DialectName } from "#app/backend/lib/db/index.ts";
import type { MigrationFactory } from "./helpers.ts";

/**
 * The follower count follows every row added or removed, a deleted account's follows too (their
 * cascade), as the job posts' counters do (0023).
 */
export function followerCountTriggers(dialect: DialectName): { create: string[]; drop: string[] } {
  if (dialect === "postgres") {
    return {
      create: [
        `create or replace function company_follows_count() returns trigger language plpgsql as $$
          begin
            if tg_op = 'INSERT' then
              update corporates set follower_count = follower_count + 1 where user_id = new.company_user_id;
            else
              update corporates set follower_count = follower_count - 1 where user_id = old.company_user_id;
            end if;
            return null;
          end $$`,
        "create trigger company_follows_count after insert or delete on company_follows for each row execute function company_follows_count()",
      ],
      drop: [
        "drop trigger if exists company_follows_count on company_follows",
        "drop function if exists company_follows_count()",
      ],
    };
  }
  return {
    create: [
      `create trigger company_follows_count_insert after insert on company_follows begin
        update corporates set follower_count = follower_count + 1 where user_id = new.company_user_id;
      end`,
      `create trigger company_follows_count_delete after delete on company_follows begin
        update corporates set follower_count = follower_count - 1 where user_id = old.company_user_id;
      end`,
    ],
    drop: [
      "drop trigger if exists company_follows_count_insert",
      "drop trigger if exists company_follows_count_delete",
    ],
  };
}

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    await db.schema.alterTable("companies").addColumn("domain_verified_at", "text").execute();
    await db.schema.alterTable("companies").addColumn("domain_verified_by", "text").execute();
    await sql`update companies set domain_verified_at = ${new Date().toISOString()}, domain_verified_by = 'email'
      where owner_user_id is not null and domain is not null
        and not exists (select 1 from companies o where o.domain = companies.domain and o.owner_user_id is not null and o.id < companies.id)`.execute(
      db,
    );
    await db.schema
      .createIndex("companies_verified_domain_idx")
      .on("companies")
      .column("domain")
      .unique()
      .where(sql.ref("domain_verified_at"), "is not", null)
      .execute();
    // A verification asks whether any other entry has the domain it proves.
    await db.schema.createIndex("companies_domain_idx").on("companies").column("domain").execute();

    await db.schema
      .createTable("company_follows")
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("company_user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("company_follows_pk", ["user_id", "company_user_id"])
      .execute();
    await db.schema
      .createIndex("company_follows_company_idx")
      .on("company_follows")
      .columns(["company_user_id", "user_id"])
      .execute();
    // The settings list: a member's follows, newest first, by keyset.
    await db.schema
      .createIndex("company_follows_user_created_idx")
      .on("company_follows")
      .columns(["user_id", "created_at", "company_user_id"])
      .execute();
    await db.schema
      .alterTable("corporates")
      .addColumn("follower_count", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    for (const statement of followerCountTriggers(dialect).create) await sql.raw(statement).execute(db);
  },

  async down(db) {
    for (const statement of followerCountTriggers(dialect).drop) await sql.raw(statement).execute(db);
    await db.schema.alterTable("corporates").dropColumn("follower_count").execute();
    await db.schema.dropTable("company_follows").ifExists().execute();
    await db.schema.dropIndex("companies_domain_idx").ifExists().execute();
    await db.schema.dropIndex("companies_verified_domain_idx").ifExists().execute();
    await db.schema.alterTable("companies").dropColumn("domain_verified_by").execute();
    await db.schema.alterTable("companies").dropColumn("domain_verified_at").execute();
  },
});
