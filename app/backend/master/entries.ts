/**
 * Companies, institutions and skills typed in (issue 13, decision 135; issue 38, decision 187): a
 * name not picked from the list finds the entry with the same key (`normaliseEntryName`: case,
 * accents, spaces and punctuation folded; `normaliseSkillName` for skills, which keeps `+` and
 * `#`), or becomes a new one. New company entries are unclaimed (no owner, no domain): a
 * corporate account claims one as it claims any master entry (decision 118).
 */
import { normaliseEntryName } from "#app/forms/entry-name.ts";
import { normaliseSkillName } from "#app/forms/skill-name.ts";
import type { Db } from "#app/backend/lib/db/index.ts";

export type EntryTable = "companies" | "institutions" | "skills";

/** The key of an entry's name in its table. */
export function entryNameKey(table: EntryTable, name: string): string {
  return table === "skills" ? normaliseSkillName(name) : normaliseEntryName(name);
}

/**
 * The id of the entry named `name` (already checked by `typedEntryNameField`, or
 * `skillNameProblem`), added when there is none.
 */
export async function resolveEntry(db: Db, table: EntryTable, name: string): Promise<number> {
  const key = entryNameKey(table, name);
  const find = () => db.selectFrom(table).select("id").where("name_key", "=", key).executeTakeFirst();
  const existing = await find();
  if (existing) return existing.id;
  // Two members typing the same new name at once: one insert wins, the other finds its entry.
  const values =
    table === "companies" ? { title: name, owner_user_id: null, name_key: key } : { title: name, name_key: key };
  const inserted = await db
    .insertInto(table)
    .values(values as never)
    .onConflict((conflict) => conflict.column("name_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return inserted.id;
  return (await find())!.id;
}

/**
 * The key a new or renamed entry may take: its name's, unless another entry holds it (then null:
 * the entry is kept, but a typed name finds the other one).
 */
export async function freeNameKey(
  db: Db,
  table: Exclude<EntryTable, "skills">,
  name: string,
  exceptId?: number,
): Promise<string | null> {
  const key = normaliseEntryName(name);
  if (!key) return null;
  let query = db.selectFrom(table).select("id").where("name_key", "=", key);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) ? null : key;
}
