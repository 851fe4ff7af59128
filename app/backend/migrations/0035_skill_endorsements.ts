/**
 * Issue 38 (decision 179): connections endorse a member's skills, one endorsement per person
 * and skill.
 *
 * An endorsement points at the skill on the profile (individual_skills' key), so a skill the
 * member removes takes its endorsements with it, and an endorsement racing that removal fails
 * on the key instead of outliving the skill. The primary key is also the per-profile count's
 * index (user_id first); endorser_id's index serves "did I endorse" and an account's deletion.
 */
import type { MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = () => ({
  async up(db) {
    await db.schema
      .createTable("skill_endorsements")
      .addColumn("user_id", "integer", (col) => col.notNull())
      .addColumn("skill_id", "integer", (col) => col.notNull())
      .addColumn("endorser_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("skill_endorsements_pkey", ["user_id", "skill_id", "endorser_id"])
      .addForeignKeyConstraint(
        "skill_endorsements_skill_fkey",
        ["user_id", "skill_id"],
        "individual_skills",
        ["user_id", "skill_id"],
        (fk) => fk.onDelete("cascade"),
      )
      .execute();
    await db.schema
      .createIndex("skill_endorsements_endorser_idx")
      .on("skill_endorsements")
      .columns(["endorser_id", "user_id"])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable("skill_endorsements").ifExists().execute();
  },
});
