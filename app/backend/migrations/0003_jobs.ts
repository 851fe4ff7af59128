/**
 * Issue 4: job posts (with their locations and skills), likes, reposts, referral requests and
 * recommendations. Deleting a post deletes everything that hangs off it (foreign keys cascade).
 */
import { sql } from "kysely";
import { addIdColumn, type MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    await addIdColumn(db.schema.createTable("job_posts"), dialect)
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("company_id", "integer", (col) => col.notNull().references("companies.id"))
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("job_type", "text", (col) => col.notNull())
      .addColumn("sector_id", "integer", (col) => col.notNull().references("sectors.id"))
      .addColumn("domain_id", "integer", (col) => col.notNull().references("domains.id"))
      .addColumn("min_experience_years", "integer", (col) => col.notNull())
      .addColumn("min_experience_months", "integer", (col) => col.notNull())
      .addColumn("employment_type", "text", (col) => col.notNull())
      .addColumn("currency_id", "integer", (col) => col.notNull().references("currencies.id"))
      // "double precision" is REAL in SQLite and float8 in PostgreSQL (read back as a number by both).
      .addColumn("salary", "double precision")
      .addColumn("no_of_openings", "integer", (col) => col.notNull())
      .addColumn("description", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addCheckConstraint("job_posts_status_check", sql`status in ('open', 'closed')`)
      .addCheckConstraint("job_posts_job_type_check", sql`job_type in ('in-office', 'remote', 'hybrid')`)
      .addCheckConstraint("job_posts_months_check", sql`min_experience_months between 0 and 11`)
      .execute();
    await db.schema
      .createIndex("job_posts_user_created_idx")
      .on("job_posts")
      .columns(["user_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("job_posts_status_created_idx")
      .on("job_posts")
      .columns(["status", "created_at"])
      .execute();
    await db.schema
      .createIndex("job_posts_company_status_idx")
      .on("job_posts")
      .columns(["company_id", "status"])
      .execute();

    await db.schema
      .createTable("job_post_locations")
      .addColumn("job_post_id", "integer", (col) => col.notNull().references("job_posts.id").onDelete("cascade"))
      .addColumn("location_id", "integer", (col) => col.notNull().references("locations.id"))
      .addColumn("position", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("job_post_locations_pkey", ["job_post_id", "location_id"])
      .execute();
    await db.schema
      .createIndex("job_post_locations_location_idx")
      .on("job_post_locations")
      .column("location_id")
      .execute();

    await db.schema
      .createTable("job_post_skills")
      .addColumn("job_post_id", "integer", (col) => col.notNull().references("job_posts.id").onDelete("cascade"))
      .addColumn("skill_id", "integer", (col) => col.notNull().references("skills.id"))
      .addColumn("position", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("job_post_skills_pkey", ["job_post_id", "skill_id"])
      .execute();
    await db.schema.createIndex("job_post_skills_skill_idx").on("job_post_skills").column("skill_id").execute();

    await db.schema
      .createTable("job_post_likes")
      .addColumn("job_post_id", "integer", (col) => col.notNull().references("job_posts.id").onDelete("cascade"))
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("job_post_likes_pkey", ["job_post_id", "user_id"])
      .execute();

    await addIdColumn(db.schema.createTable("job_post_reposts"), dialect)
      .addColumn("job_post_id", "integer", (col) => col.notNull().references("job_posts.id").onDelete("cascade"))
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addUniqueConstraint("job_post_reposts_pair_key", ["job_post_id", "user_id"])
      .execute();
    await db.schema
      .createIndex("job_post_reposts_user_created_idx")
      .on("job_post_reposts")
      .columns(["user_id", "created_at"])
      .execute();

    await addIdColumn(db.schema.createTable("referrals"), dialect)
      .addColumn("job_post_id", "integer", (col) => col.notNull().references("job_posts.id").onDelete("cascade"))
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("message", "text")
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("responded_at", "text")
      .addUniqueConstraint("referrals_pair_key", ["job_post_id", "user_id"])
      .addCheckConstraint("referrals_status_check", sql`status in ('pending', 'referred', 'ignored')`)
      .execute();
    await db.schema
      .createIndex("referrals_user_created_idx")
      .on("referrals")
      .columns(["user_id", "created_at"])
      .execute();

    await addIdColumn(db.schema.createTable("recommendations"), dialect)
      .addColumn("job_post_id", "integer", (col) => col.notNull().references("job_posts.id").onDelete("cascade"))
      .addColumn("from_user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("to_user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addUniqueConstraint("recommendations_triple_key", ["job_post_id", "from_user_id", "to_user_id"])
      .addCheckConstraint("recommendations_not_self_check", sql`from_user_id <> to_user_id`)
      .execute();
    await db.schema
      .createIndex("recommendations_to_created_idx")
      .on("recommendations")
      .columns(["to_user_id", "created_at"])
      .execute();
  },

  async down(db) {
    for (const table of [
      "recommendations",
      "referrals",
      "job_post_reposts",
      "job_post_likes",
      "job_post_skills",
      "job_post_locations",
      "job_posts",
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});
