import { afterEach, beforeEach, expect, test } from "vitest";
import { openDatabase, type OpenDatabase } from "#app/backend/lib/db/index.ts";
import { migrateToLatest } from "#app/backend/migrations/index.ts";
import { loadMasterData } from "./load-master.ts";
import { COMPANIES, CURRENCIES, DEGREES, DOMAINS, INSTITUTIONS, LOCATIONS, SECTORS, SKILLS } from "./master-data.ts";

let database: OpenDatabase;
beforeEach(async () => {
  database = openDatabase(":memory:");
  await migrateToLatest(database.db, database.dialect);
});
afterEach(async () => {
  await database.close();
});

async function counts() {
  const { db } = database;
  const count = async (
    table: "currencies" | "locations" | "skills" | "sectors" | "domains" | "companies" | "institutions" | "degrees",
  ) => (await db.selectFrom(table).select("id").execute()).length;
  return {
    currencies: await count("currencies"),
    locations: await count("locations"),
    skills: await count("skills"),
    sectors: await count("sectors"),
    domains: await count("domains"),
    companies: await count("companies"),
    institutions: await count("institutions"),
    degrees: await count("degrees"),
  };
}

test("loads every list, INR as currency 1", async () => {
  await loadMasterData(database.db, database.dialect);
  expect(await counts()).toEqual({
    currencies: CURRENCIES.length,
    locations: LOCATIONS.length,
    skills: SKILLS.length,
    sectors: SECTORS.length,
    domains: DOMAINS.length,
    companies: COMPANIES.length,
    institutions: INSTITUTIONS.length,
    degrees: DEGREES.length,
  });
  const inr = await database.db.selectFrom("currencies").selectAll().where("id", "=", 1).executeTakeFirst();
  expect(inr).toEqual({ id: 1, title: "Indian Rupee", code: "INR", country: "India" });
});

test("is idempotent and adds only what is missing", async () => {
  await loadMasterData(database.db, database.dialect);
  const first = await counts();
  await database.db.deleteFrom("skills").where("title", "=", "Rust").execute();
  await loadMasterData(database.db, database.dialect);
  expect(await counts()).toEqual(first);
});

test("migrating twice is a no-op", async () => {
  await migrateToLatest(database.db, database.dialect);
  await loadMasterData(database.db, database.dialect);
  expect((await counts()).currencies).toBe(CURRENCIES.length);
});

test("the seed lists have no duplicates and the sizes the product needs", () => {
  for (const list of [SKILLS, SECTORS, DOMAINS, COMPANIES, INSTITUTIONS, DEGREES]) {
    expect(new Set(list).size).toBe(list.length);
  }
  expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(CURRENCIES.length);
  expect(new Set(LOCATIONS.map((l) => `${l.city}|${l.state}`)).size).toBe(LOCATIONS.length);
  expect(LOCATIONS.filter((l) => l.country === "India").length).toBeGreaterThanOrEqual(60);
  expect(SKILLS.length).toBeGreaterThanOrEqual(80);
  expect(SECTORS.length).toBeGreaterThanOrEqual(25);
  expect(DOMAINS.length).toBeGreaterThanOrEqual(30);
  expect(COMPANIES.length).toBeGreaterThanOrEqual(40);
  expect(INSTITUTIONS.length).toBeGreaterThanOrEqual(40);
  expect(DEGREES.length).toBeGreaterThanOrEqual(25);
});

test("skills carry their name key, unless a skill typed in first holds it (decision 187)", async () => {
  await loadMasterData(database.db, database.dialect);
  const { db } = database;
  const keyOf = async (title: string) =>
    (await db.selectFrom("skills").select("name_key").where("title", "=", title).executeTakeFirstOrThrow()).name_key;
  expect([await keyOf("C"), await keyOf("C++"), await keyOf("C#"), await keyOf("Node.js")]).toEqual([
    "c",
    "c++",
    "c#",
    "nodejs",
  ]);
  await db.deleteFrom("skills").where("title", "=", "Rust").execute();
  await db.insertInto("skills").values({ title: "rust.", name_key: "rust" }).execute();
  await loadMasterData(database.db, database.dialect);
  expect(await keyOf("rust.")).toBe("rust");
  expect(await keyOf("Rust")).toBeNull();
});
