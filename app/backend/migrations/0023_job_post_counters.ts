/**
 * Issue 9 (decision 148): a post's like and repost counts, kept on the post.
 *
 * Every job card showed its likes and reposts by counting them: a grouped read of the post's
 * likes on each view, which grows with a post's popularity (on the large dataset the posts asha
 * applied to have up to 1,176 likes each: 200 µs of each view of her applied tab). The counts now
 * live on `job_posts` and triggers keep them on both databases, whatever removes a like or a
 * repost: the member's undo, or a cascade when an account or the post is deleted.
 */
import { sql } from "kysely";
import type { DialectName } from "#app/backend/lib/db/index.ts";
import type { MigrationFactory } from "./helpers.ts";

const COUNTERS = [
  { table: "job_post_likes", column: "like_count" },
  { table: "job_post_reposts", column: "repost_count" },
] as const;

/**
 * The statements that set each post's counters from its likes and reposts: the migration runs
 * them once, the large seed after loading (with the triggers dropped while it loads).
 */
export const RECOUNT_JOB_POST_COUNTERS: readonly string[] = COUNTERS.flatMap(({ table, column }) => [
  `update job_posts set ${column} = 0 where ${column} <> 0`,
  `update job_posts set ${column} = c.n
    from (select job_post_id, count(*) as n from ${table} group by job_post_id) as c
    where c.job_post_id = job_posts.id and job_posts.${column} <> c.n`,
]);

/** The triggers that keep the counters, to create and to drop, in the dialect's SQL. */
export function jobPostCounterTriggers(dialect: DialectName): { create: string[]; drop: string[] } {
  if (dialect === "postgres") {
    return {
      create: COUNTERS.flatMap(({ table, column }) => [
        `create or replace function ${table}_count() returns trigger language plpgsql as $$
          begin
            if tg_op = 'INSERT' then
              update job_posts set ${column} = ${column} + 1 where id = new.job_post_id;
            else
              update job_posts set ${column} = ${column} - 1 where id = old.job_post_id;
            end if;
            return null;
          end $$`,
        `create trigger ${table}_count after insert or delete on ${table} for each row execute function ${table}_count()`,
      ]),
      drop: COUNTERS.flatMap(({ table }) => [
        `drop trigger if exists ${table}_count on ${table}`,
        `drop function if exists ${table}_count()`,
      ]),
    };
  }
  return {
    create: COUNTERS.flatMap(({ table, column }) => [
      `create trigger ${table}_count_insert after insert on ${table} begin
        update job_posts set ${column} = ${column} + 1 where id = new.job_post_id;
      end`,
      `create trigger ${table}_count_delete after delete on ${table} begin
        update job_posts set ${column} = ${column} - 1 where id = old.job_post_id;
      end`,
    ]),
    drop: COUNTERS.flatMap(({ table }) => [
      `drop trigger if exists ${table}_count_insert`,
      `drop trigger if exists ${table}_count_delete`,
    ]),
  };
}

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    for (const { column } of COUNTERS) {
      await db.schema
        .alterTable("job_posts")
        .addColumn(column, "integer", (col) => col.notNull().defaultTo(0))
        .execute();
    }
    for (const statement of [...RECOUNT_JOB_POST_COUNTERS, ...jobPostCounterTriggers(dialect).create])
      await sql.raw(statement).execute(db);
  },

  async down(db) {
    for (const statement of jobPostCounterTriggers(dialect).drop) await sql.raw(statement).execute(db);
    for (const { column } of COUNTERS) await db.schema.alterTable("job_posts").dropColumn(column).execute();
  },
});
