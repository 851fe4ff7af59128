/**
 * Issue 37 (decision 196): the skills of the members open to work, by skill, so the company
 * accounts' candidate search by skill reads one range of an index instead of walking every
 * member open to work with a probe of their skills (on the large dataset the capped count alone
 * walked about 5,500 of 8,368 members for one skill).
 *
 * A row per skill of each member open to work, with the member's `open_to_work.updated_at`, the
 * search's order. Triggers keep it on both databases whatever changes the two tables: open to
 * work turned on or saved again (its rows are written again from the member's skills), a skill
 * added or removed; turning open to work off and deleting the account take the rows with them
 * (on delete cascade).
 */
import { sql } from "kysely";
import type { DialectName } from "#app/backend/lib/db/index.ts";
import type { MigrationFactory } from "./helpers.ts";

/**
 * The rows of every member open to work: the migration runs it once, the large seed after loading
 * (the rows already there are kept; `where true` lets SQLite read `on conflict` as the upsert's).
 */
export const FILL_OPEN_TO_WORK_SKILLS = `insert into open_to_work_skills (user_id, skill_id, updated_at)
  select s.user_id, s.skill_id, o.updated_at from individual_skills s join open_to_work o on o.user_id = s.user_id
  where true on conflict do nothing`;

/** Each member's rows written again from their skills (also what a save of open to work does). */
const REWRITE_MEMBER = (member: string) => [
  `delete from open_to_work_skills where user_id = ${member}.user_id`,
  `insert into open_to_work_skills (user_id, skill_id, updated_at)
    select s.user_id, s.skill_id, ${member}.updated_at from individual_skills s where s.user_id = ${member}.user_id`,
];
const ADD_SKILL = `insert into open_to_work_skills (user_id, skill_id, updated_at)
  select o.user_id, new.skill_id, o.updated_at from open_to_work o where o.user_id = new.user_id`;
const REMOVE_SKILL = `delete from open_to_work_skills where user_id = old.user_id and skill_id = old.skill_id`;

/** The triggers that keep the table, to create and to drop, in the dialect's SQL. */
export function openToWorkSkillTriggers(dialect: DialectName): { create: string[]; drop: string[] } {
  if (dialect === "postgres") {
    return {
      create: [
        `create or replace function open_to_work_skills_member() returns trigger language plpgsql as $$
          begin
            ${REWRITE_MEMBER("new").join(";\n")};
            return null;
          end $$`,
        `create trigger open_to_work_skills_member after insert or update of updated_at on open_to_work
          for each row execute function open_to_work_skills_member()`,
        `create or replace function open_to_work_skills_skill() returns trigger language plpgsql as $$
          begin
            if tg_op = 'INSERT' then
              ${ADD_SKILL};
            else
              ${REMOVE_SKILL};
            end if;
            return null;
          end $$`,
        `create trigger open_to_work_skills_skill after insert or delete on individual_skills
          for each row execute function open_to_work_skills_skill()`,
      ],
      drop: [
        `drop trigger if exists open_to_work_skills_member on open_to_work`,
        `drop function if exists open_to_work_skills_member()`,
        `drop trigger if exists open_to_work_skills_skill on individual_skills`,
        `drop function if exists open_to_work_skills_skill()`,
      ],
    };
  }
  return {
    create: [
      `create trigger open_to_work_skills_on after insert on open_to_work begin
        ${REWRITE_MEMBER("new").join(";\n")};
      end`,
      `create trigger open_to_work_skills_saved after update of updated_at on open_to_work begin
        ${REWRITE_MEMBER("new").join(";\n")};
      end`,
      `create trigger open_to_work_skills_added after insert on individual_skills begin
        ${ADD_SKILL};
      end`,
      `create trigger open_to_work_skills_removed after delete on individual_skills begin
        ${REMOVE_SKILL};
      end`,
    ],
    drop: [
      `drop trigger if exists open_to_work_skills_on`,
      `drop trigger if exists open_to_work_skills_saved`,
      `drop trigger if exists open_to_work_skills_added`,
      `drop trigger if exists open_to_work_skills_removed`,
    ],
  };
}

export const migration: MigrationFactory = (dialect) => ({
  async up(db) {
    await db.schema
      .createTable("open_to_work_skills")
      .addColumn("user_id", "integer", (col) => col.notNull().references("open_to_work.user_id").onDelete("cascade"))
      .addColumn("skill_id", "integer", (col) => col.notNull().references("skills.id").onDelete("cascade"))
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("open_to_work_skills_pkey", ["user_id", "skill_id"])
      .execute();
    // The search's range: one skill's members, most recently updated first.
    await db.schema
      .createIndex("open_to_work_skills_recent_idx")
      .on("open_to_work_skills")
      .columns(["skill_id", "updated_at", "user_id"])
      .execute();
    for (const statement of [FILL_OPEN_TO_WORK_SKILLS, ...openToWorkSkillTriggers(dialect).create])
      await sql.raw(statement).execute(db);
  },

  async down(db) {
    for (const statement of openToWorkSkillTriggers(dialect).drop) await sql.raw(statement).execute(db);
    await db.schema.dropTable("open_to_work_skills").ifExists().execute();
  },
});
