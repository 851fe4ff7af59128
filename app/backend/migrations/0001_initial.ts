/**
 * Accounts (users, OTPs, refresh tokens, password resets, rate limits), profiles (individuals,
 * corporates) and the master lists.
 */
import { sql } from "kysely";
import { addIdColumn, booleanType, type MigrationFactory } from "./helpers.ts";

const TITLED_TABLES = ["skills", "sectors", "domains", "institutions", "degrees"] as const;

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    const bool = booleanType(dialect);
    const falseDefault = dialect === "postgres" ? sql`false` : sql`0`;

    await addIdColumn(db.schema.createTable("users"), dialect)
      .addColumn("email", "text", (col) => col.notNull().unique())
      .addColumn("password_hash", "text")
      .addColumn("type_of_user", "text", (col) => col.notNull())
      .addColumn("email_verified", bool, (col) => col.notNull().defaultTo(falseDefault))
      .addColumn("onboarding_complete", bool, (col) => col.notNull().defaultTo(falseDefault))
      .addColumn("google_sub", "text", (col) => col.unique())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addCheckConstraint("users_type_of_user_check", sql`type_of_user in ('individual', 'corporate')`)
      .execute();

    await addIdColumn(db.schema.createTable("otps"), dialect)
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("code_hash", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("otps_user_id_idx").on("otps").column("user_id").execute();

    await addIdColumn(db.schema.createTable("refresh_tokens"), dialect)
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("token_hash", "text", (col) => col.notNull().unique())
      .addColumn("family", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("rotated_at", "text")
      .addColumn("revoked_at", "text")
      .execute();
    await db.schema.createIndex("refresh_tokens_family_idx").on("refresh_tokens").column("family").execute();
    await db.schema.createIndex("refresh_tokens_user_id_idx").on("refresh_tokens").column("user_id").execute();

    await addIdColumn(db.schema.createTable("password_resets"), dialect)
      .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("token_hash", "text", (col) => col.notNull().unique())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema.createIndex("password_resets_user_id_idx").on("password_resets").column("user_id").execute();

    await db.schema
      .createTable("rate_limits")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("window_start", "text", (col) => col.notNull())
      .addColumn("count", "integer", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("rate_limits_window_start_idx").on("rate_limits").column("window_start").execute();

    // Master lists.
    await addIdColumn(db.schema.createTable("currencies"), dialect)
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("code", "text", (col) => col.notNull().unique())
      .addColumn("country", "text", (col) => col.notNull())
      .execute();

    await addIdColumn(db.schema.createTable("locations"), dialect)
      .addColumn("city", "text", (col) => col.notNull())
      .addColumn("state", "text", (col) => col.notNull())
      .addColumn("country", "text", (col) => col.notNull())
      .addUniqueConstraint("locations_city_state_country_key", ["city", "state", "country"])
      .execute();

    for (const table of TITLED_TABLES) {
      await addIdColumn(db.schema.createTable(table), dialect)
        .addColumn("title", "text", (col) => col.notNull().unique())
        .execute();
    }

    // A corporate account owns at most one company; several entries may share a title when
    // two corporates claim the same name.
    await addIdColumn(db.schema.createTable("companies"), dialect)
      .addColumn("title", "text", (col) => col.notNull())
      .addColumn("owner_user_id", "integer", (col) => col.unique().references("users.id").onDelete("set null"))
      .execute();
    await db.schema.createIndex("companies_title_idx").on("companies").column("title").execute();

    // Profiles. Later issues add experience, education and resume tables keyed by user_id.
    await db.schema
      .createTable("individuals")
      .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("first_name", "text", (col) => col.notNull())
      .addColumn("last_name", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("pincode", "text", (col) => col.notNull())
      .addColumn("location_id", "integer", (col) => col.notNull().references("locations.id"))
      .addColumn("bio", "text", (col) => col.notNull())
      .addColumn("profile_pic", "text")
      .addColumn("banner", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("corporates")
      .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("company_id", "integer", (col) => col.notNull().references("companies.id"))
      .addColumn("company_name", "text", (col) => col.notNull())
      .addColumn("poc", "text", (col) => col.notNull())
      .addColumn("phone", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("website", "text")
      .addColumn("pincode", "text", (col) => col.notNull())
      .addColumn("location_id", "integer", (col) => col.notNull().references("locations.id"))
      .addColumn("about", "text")
      .addColumn("logo", "text")
      .addColumn("profile_pic", "text")
      .addColumn("banner", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
  },

  async down(db) {
    for (const table of [
      "corporates",
      "individuals",
      "companies",
      ...TITLED_TABLES,
      "locations",
      "currencies",
      "rate_limits",
      "password_resets",
      "refresh_tokens",
      "otps",
      "users",
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
});
