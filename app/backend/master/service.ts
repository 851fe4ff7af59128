/**
 * The master lists: currency, company, location, institution, degree, skill, sector, domain.
 * Search is a case-insensitive substring match on the title (the city for locations; the title
 * or code for currencies), entries starting with the search text first.
 */
import { sql, type Expression, type SqlBool } from "kysely";
import type { Currency, Location, MasterItem as Titled } from "#app/contract/common.ts";
import { type MasterListName } from "#app/contract/master.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import type { TitledTableName } from "#app/backend/lib/db/schema.ts";

export type MasterKind = MasterListName;
export type { Currency, Location, Titled };
export type MasterEntry = Currency | Location | Titled;

const TITLED: Record<Exclude<MasterKind, "currency" | "location" | "company">, TitledTableName> = {
  institution: "institutions",
  degree: "degrees",
  skill: "skills",
  sector: "sectors",
  domain: "domains",
};

/** `%`, `_` and `\` match themselves. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function contains(column: string, search: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${likeEscape(search.toLowerCase())}%`} escape '\\'`;
}

function startsWithFirst(column: string, search: string) {
  return sql<number>`case when lower(${sql.ref(column)}) like ${`${likeEscape(search.toLowerCase())}%`} escape '\\' then 0 else 1 end`;
}

/** With `ids`, those entries (in the list's order; unknown ids left out) instead of a search. */
export async function listMaster(
  db: Db,
  kind: MasterKind,
  options: { search?: string; limit: number; ids?: number[] },
): Promise<MasterEntry[]> {
  const search = options.search?.trim() || undefined;
  const { ids } = options;
  if (ids) {
    if (ids.length === 0) return [];
    if (kind === "currency")
      return db
        .selectFrom("currencies")
        .select(["id", "title", "code", "country"])
        .where("id", "in", ids)
        .orderBy("id")
        .execute();
    if (kind === "location")
      return db
        .selectFrom("locations")
        .select(["id", "city", "state", "country"])
        .where("id", "in", ids)
        .orderBy("city")
        .orderBy("id")
        .execute();
    const table = kind === "company" ? "companies" : TITLED[kind];
    return db.selectFrom(table).select(["id", "title"]).where("id", "in", ids).orderBy("title").orderBy("id").execute();
  }

  if (kind === "currency") {
    let query = db.selectFrom("currencies").select(["id", "title", "code", "country"]);
    if (search) query = query.where((eb) => eb.or([contains("title", search), contains("code", search)]));
    return query.orderBy("id").execute();
  }

  if (kind === "location") {
    let query = db.selectFrom("locations").select(["id", "city", "state", "country"]);
    if (search) query = query.where(contains("city", search)).orderBy(startsWithFirst("city", search));
    return query.orderBy("city").orderBy("state").orderBy("id").limit(options.limit).execute();
  }

  if (kind === "company") {
    let query = db.selectFrom("companies").select(["id", "title"]);
    if (search) query = query.where(contains("title", search)).orderBy(startsWithFirst("title", search));
    return query.orderBy("title").orderBy("id").limit(options.limit).execute();
  }

  let query = db.selectFrom(TITLED[kind]).select(["id", "title"]);
  if (search) query = query.where(contains("title", search)).orderBy(startsWithFirst("title", search));
  return query.orderBy("title").orderBy("id").limit(options.limit).execute();
}
