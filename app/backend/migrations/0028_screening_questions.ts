/**
 * Screening questions (issue 32, decision 167).
 *
 * - `job_post_questions`: a post's questions (at most 10), in the poster's order: the kind
 *   (yes_no, number, text), the text, whether an answer is required, and the answer a candidate
 *   must give (`required_answer`: "yes" / "no" for a yes/no question, the minimum for a number
 *   question; null for none).
 * - `referral_answers`: an application's answers (one per question; text as given), and whether
 *   each met its question's requirement when the application was made (null: none).
 * - `referrals.meets_requirements`: whether the application met every requirement of the post
 *   when made (null when the post had none), indexed with the post's list order so the
 *   poster's "meets every requirement" filter is an index read.
 */
import { sql } from "kysely";
import { addIdColumn, booleanType, type MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    await addIdColumn(db.schema.createTable("job_post_questions"), dialect)
      .addColumn("job_post_id", "integer", (col) => col.notNull().references("job_posts.id").onDelete("cascade"))
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("text", "text", (col) => col.notNull())
      .addColumn("required", booleanType(dialect), (col) => col.notNull())
      .addColumn("required_answer", "text")
      .addCheckConstraint("job_post_questions_kind_check", sql`kind in ('yes_no', 'number', 'text')`)
      .execute();
    await db.schema
      .createIndex("job_post_questions_post_idx")
      .on("job_post_questions")
      .columns(["job_post_id", "position"])
      .execute();

    await addIdColumn(db.schema.createTable("referral_answers"), dialect)
      .addColumn("referral_id", "integer", (col) => col.notNull().references("referrals.id").onDelete("cascade"))
      .addColumn("question_id", "integer", (col) =>
        col.notNull().references("job_post_questions.id").onDelete("cascade"),
      )
      .addColumn("answer", "text", (col) => col.notNull())
      .addColumn("meets", booleanType(dialect))
      .addUniqueConstraint("referral_answers_pair_key", ["referral_id", "question_id"])
      .execute();
    // A question removed from its post takes its answers (the cascade finds them by this index).
    await db.schema.createIndex("referral_answers_question_idx").on("referral_answers").column("question_id").execute();

    await db.schema.alterTable("referrals").addColumn("meets_requirements", booleanType(dialect)).execute();
    await db.schema
      .createIndex("referrals_post_meets_created_idx")
      .on("referrals")
      .columns(["job_post_id", "meets_requirements", "created_at"])
      .execute();
  },

  async down(db) {
    await db.schema.dropIndex("referrals_post_meets_created_idx").ifExists().execute();
    await db.schema.alterTable("referrals").dropColumn("meets_requirements").execute();
    await db.schema.dropTable("referral_answers").ifExists().execute();
    await db.schema.dropTable("job_post_questions").ifExists().execute();
  },
});
