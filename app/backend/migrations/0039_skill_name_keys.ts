/**
 * Issue 38, skills typed in (docs/decisions/187-typed-in-and-ordered-skills.md): `skills.name_key`,
 * the skill's name folded (case, accents, spaces, apostrophes and full stops; `+` and `#` kept:
 * app/forms/skill-name.ts `normaliseSkillName`), unique, so a skill typed by two members
 * ("Apache Beam", "apache  beam") is one entry. Backfilled here, the oldest entry of a key first
 * (the master list's); an entry whose key another holds keeps null, as for companies (0018).
 */
import { normaliseSkillName } from "#app/forms/skill-name.ts";
import type { MigrationFactory } from "./helpers.ts";

export const migration: MigrationFactory = () => ({
  async up(db) {
    await db.schema.alterTable("skills").addColumn("name_key", "text").execute();
    const rows: Array<{ id: number; title: string }> = await db
      .selectFrom("skills")
      .select(["id", "title"])
      .orderBy("id")
      .execute();
    const taken = new Set<string>();
    for (const row of rows) {
      const key = normaliseSkillName(row.title);
      if (!key || taken.has(key)) continue;
      taken.add(key);
      await db.updateTable("skills").set({ name_key: key }).where("id", "=", row.id).execute();
    }
    await db.schema.createIndex("skills_name_key_key").on("skills").column("name_key").unique().execute();
  },

  async down(db) {
    await db.schema.dropIndex("skills_name_key_key").ifExists().execute();
    await db.schema.alterTable("skills").dropColumn("name_key").execute();
  },
});
