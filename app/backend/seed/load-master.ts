/**
 * Loads the master lists. Idempotent: adds only the entries that are missing, in list order,
 * so a fresh database gets INR as currency id 1 and a re-run changes nothing. Instances that
 * start together take turns (the start-up lock): the second finds the lists loaded.
 */
import type { Db, DialectName } from "#app/backend/lib/db/index.ts";
import { normaliseEntryName } from "#app/forms/entry-name.ts";
import { normaliseSkillName } from "#app/forms/skill-name.ts";
import { holdStartupLock } from "#app/backend/lib/db/locks.ts";
import type { TitledTableName } from "#app/backend/lib/db/schema.ts";
import {
  COMPANIES,
  COMPANY_DOMAINS,
  CURRENCIES,
  DEGREES,
  DOMAINS,
  INSTITUTIONS,
  LOCATIONS,
  SECTORS,
  SKILLS,
} from "./master-data.ts";

const TITLED_LISTS: ReadonlyArray<[TitledTableName, readonly string[]]> = [
  ["skills", SKILLS],
  ["sectors", SECTORS],
  ["domains", DOMAINS],
  ["institutions", INSTITUTIONS],
  ["degrees", DEGREES],
];

const locationKey = (l: { city: string; state: string; country: string }) => `${l.city}|${l.state}|${l.country}`;

export async function loadMasterData(db: Db, dialect: DialectName): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await holdStartupLock(trx, dialect);
    const currencyCodes = new Set((await trx.selectFrom("currencies").select("code").execute()).map((r) => r.code));
    const newCurrencies = CURRENCIES.filter((c) => !currencyCodes.has(c.code));
    if (newCurrencies.length > 0) await trx.insertInto("currencies").values(newCurrencies).execute();

    const locationKeys = new Set(
      (await trx.selectFrom("locations").select(["city", "state", "country"]).execute()).map(locationKey),
    );
    const newLocations = LOCATIONS.filter((l) => !locationKeys.has(locationKey(l)));
    if (newLocations.length > 0) await trx.insertInto("locations").values(newLocations).execute();

    for (const [table, titles] of TITLED_LISTS) {
      if (table === "institutions" || table === "skills") continue;
      const existing = new Set((await trx.selectFrom(table).select("title").execute()).map((r) => r.title));
      const missing = titles.filter((title) => !existing.has(title)).map((title) => ({ title }));
      if (missing.length > 0) await trx.insertInto(table).values(missing).execute();
    }

    // Companies, institutions and skills carry the key of their name (decisions 135, 187), unless
    // an entry typed in by a member already holds it.
    const skills = await trx.selectFrom("skills").select(["title", "name_key"]).execute();
    const skillKeys = new Set(skills.map((r) => r.name_key));
    const skillTitles = new Set(skills.map((r) => r.title));
    const newSkills = SKILLS.filter((title) => !skillTitles.has(title)).map((title) => {
      const key = normaliseSkillName(title);
      const name_key = skillKeys.has(key) ? null : key;
      skillKeys.add(key);
      return { title, name_key };
    });
    if (newSkills.length > 0) await trx.insertInto("skills").values(newSkills).execute();

    const institutions = await trx.selectFrom("institutions").select(["title", "name_key"]).execute();
    const institutionKeys = new Set(institutions.map((r) => r.name_key));
    const institutionTitles = new Set(institutions.map((r) => r.title));
    const newInstitutions = INSTITUTIONS.filter((title) => !institutionTitles.has(title)).map((title) => {
      const key = normaliseEntryName(title);
      const name_key = institutionKeys.has(key) ? null : key;
      institutionKeys.add(key);
      return { title, name_key };
    });
    if (newInstitutions.length > 0) await trx.insertInto("institutions").values(newInstitutions).execute();

    const companies = await trx.selectFrom("companies").select(["title", "name_key"]).execute();
    const companyTitles = new Set(companies.map((r) => r.title));
    const companyKeys = new Set(companies.map((r) => r.name_key));
    const newCompanies = COMPANIES.filter((title) => !companyTitles.has(title)).map((title) => {
      const key = normaliseEntryName(title);
      const name_key = companyKeys.has(key) ? null : key;
      companyKeys.add(key);
      return { title, domain: COMPANY_DOMAINS[title] ?? null, name_key };
    });
    if (newCompanies.length > 0) await trx.insertInto("companies").values(newCompanies).execute();
  });
}
