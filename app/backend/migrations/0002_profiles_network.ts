/**
 * Issue 3: experience, education, skills and resumes of individuals; connections between
 * members; resume requests; notifications.
 */
import { sql } from "kysely";
import { addIdColumn, booleanType, type MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    const bool = booleanType(dialect);
    const falseDefault = dialect === "postgres" ? sql`false` : sql`0`;

    await addIdColumn(db.schema.createTable("experiences"), dialect)
      .addColumn("user_id", "integer", (col) => col.notNull().references("individuals.user_id").onDelete("cascade"))
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("company_id", "integer", (col) => col.notNull().references("companies.id"))
      .addColumn("employment_type", "text", (col) => col.notNull())
      .addColumn("location_id", "integer", (col) => col.references("locations.id"))
      .addColumn("start_date", "text", (col) => col.notNull())
      .addColumn("end_date", "text")
      .addColumn("is_current", bool, (col) => col.notNull().defaultTo(falseDefault))
      .addColumn("description", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("experiences_user_id_idx").on("experiences").column("user_id").execute();
    await db.schema
      .createIndex("experiences_company_current_idx")
      .on("experiences")
      .columns(["company_id", "is_current"])
      .execute();

    await addIdColumn(db.schema.createTable("educations"), dialect)
      .addColumn("user_id", "integer", (col) => col.notNull().references("individuals.user_id").onDelete("cascade"))
      .addColumn("institution_id", "integer", (col) => col.notNull().references("institutions.id"))
      .addColumn("degree_id", "integer", (col) => col.notNull().references("degrees.id"))
      .addColumn("field_of_study", "text")
      .addColumn("start_year", "integer", (col) => col.notNull())
      .addColumn("end_year", "integer")
      .addColumn("grade", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("educations_user_id_idx").on("educations").column("user_id").execute();
    await db.schema.createIndex("educations_institution_id_idx").on("educations").column("institution_id").execute();

    await db.schema
      .createTable("individual_skills")
      .addColumn("user_id", "integer", (col) => col.notNull().references("individuals.user_id").onDelete("cascade"))
      .addColumn("skill_id", "integer", (col) => col.notNull().references("skills.id"))
      .addColumn("position", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("individual_skills_pkey", ["user_id", "skill_id"])
      .execute();

    await db.schema
      .createTable("resumes")
      .addColumn("user_id", "integer", (col) => col.primaryKey().references("individuals.user_id").onDelete("cascade"))
      .addColumn("file_key", "text", (col) => col.notNull())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("size", "integer", (col) => col.notNull())
      .addColumn("uploaded_at", "text", (col) => col.notNull())
      .execute();

    // One row per pair of members, whoever asked first: `user_low`/`user_high` are the pair's
    // ids in order, so a unique key stops duplicates in either direction.
    await addIdColumn(db.schema.createTable("connections"), dialect)
      .addColumn("from_user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("to_user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("user_low", "integer", (col) => col.notNull())
      .addColumn("user_high", "integer", (col) => col.notNull())
      .addColumn("note", "text")
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("accepted_at", "text")
      .addUniqueConstraint("connections_pair_key", ["user_low", "user_high"])
      .addCheckConstraint("connections_status_check", sql`status in ('pending', 'accepted')`)
      .addCheckConstraint("connections_not_self_check", sql`from_user_id <> to_user_id`)
      .addCheckConstraint("connections_pair_check", sql`user_low < user_high`)
      .execute();
    await db.schema.createIndex("connections_from_idx").on("connections").columns(["from_user_id", "status"]).execute();
    await db.schema.createIndex("connections_to_idx").on("connections").columns(["to_user_id", "status"]).execute();
    await db.schema.createIndex("connections_high_idx").on("connections").columns(["user_high", "status"]).execute();

    await addIdColumn(db.schema.createTable("resume_requests"), dialect)
      .addColumn("requester_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("owner_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("responded_at", "text")
      .addUniqueConstraint("resume_requests_pair_key", ["requester_id", "owner_id"])
      .addCheckConstraint("resume_requests_status_check", sql`status in ('pending', 'accepted', 'declined')`)
      .execute();
    await db.schema
      .createIndex("resume_requests_owner_idx")
      .on("resume_requests")
      .columns(["owner_id", "created_at"])
      .execute();

    await addIdColumn(db.schema.createTable("notifications"), dialect)
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("type", "text", (col) => col.notNull())
      .addColumn("actor_user_id", "integer", (col) => col.references("users.id").onDelete("set null"))
      .addColumn("message", "text", (col) => col.notNull())
      .addColumn("link", "text", (col) => col.notNull())
      .addColumn("subject_id", "integer")
      .addColumn("is_read", bool, (col) => col.notNull().defaultTo(falseDefault))
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("notifications_user_created_idx")
      .on("notifications")
      .columns(["user_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("notifications_user_read_idx")
      .on("notifications")
      .columns(["user_id", "is_read"])
      .execute();
  },

  async down(db) {
    for (const table of [
      "notifications",
      "resume_requests",
      "connections",
      "resumes",
      "individual_skills",
      "educations",
      "experiences",
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});
