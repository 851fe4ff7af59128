/**
 * Corporate profiles. A corporate account owns one entry of the company master list: at
 * onboarding it claims an unowned entry with the same name (case-insensitive) when its verified
 * email is on that company's web domain, or creates one;
 * renaming the company later renames that entry, so posts and experiences that point to it
 * follow.
 */
import { sql } from "kysely";
import type { z } from "zod";
import {
  corporatePlainFacts,
  createCorporateBody,
  updateCorporateBody,
  type CorporatePlainFacts,
  type CorporateProfile as CorporateProfileView,
} from "#app/contract/companies.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { toBool } from "#app/backend/lib/db/schema.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { factsOf, givenFacts, pickFacts, type NullsOptional } from "#app/backend/lib/plain-facts.ts";
import { assertLocationExists } from "#app/backend/lib/profile-common.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { employeesCount } from "./employees.ts";
import { followsCompany } from "./follows.ts";
import { refsOfCompany, syncSearch } from "#app/backend/search/documents.ts";
import { lockMember } from "#app/backend/lib/db/locks.ts";
import { normaliseEntryName } from "#app/forms/entry-name.ts";
import { freeNameKey } from "#app/backend/master/entries.ts";
import { responseRate } from "#app/backend/jobs/closing.ts";

export type CreateCorporateInput = z.output<typeof createCorporateBody>;
export type UpdateCorporateInput = z.output<typeof updateCorporateBody>;

/** The profile without its employee count (the row as read). */
export type CorporateProfile = Omit<
  CorporateProfileView,
  "employees_count" | "employees_count_capped" | "response_rate" | "followed_by_me"
>;

/**
 * A company profile's plain facts (`corporatePlainFacts` of the contract: the company's name, the
 * point of contact, phone, email, website, pincode, about): stored in the profile's column of the
 * same name as the body gives them, read and answered as stored. A new one is its rule and its
 * column; this file follows by itself. The rest (the company entry and its renaming, the
 * location, the pictures, onboarding) is written out below.
 */
export const PLAIN_FACTS = Object.keys(corporatePlainFacts) as Array<keyof CorporatePlainFacts>;

export const CORPORATE_MESSAGES = {
  created: "Your company profile is ready.",
  loaded: "Company profile loaded.",
  updated: "Your company profile is updated.",
  exists: "Your company profile already exists.",
  notFound: "Company profile not found.",
} as const;

export async function readCorporate(db: Db, userId: number): Promise<CorporateProfile | null> {
  const row = await db
    .selectFrom("corporates as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .innerJoin("companies as co", "co.id", "c.company_id")
    .innerJoin("locations as l", "l.id", "c.location_id")
    .select([
      "c.user_id",
      "u.onboarding_complete",
      "co.id as company_id",
      "co.title as company_title",
      "co.domain as company_domain",
      "co.domain_verified_at",
      ...PLAIN_FACTS.map((fact) => `c.${fact}` as const),
      "c.logo",
      "c.profile_pic",
      "c.banner",
      "c.follower_count",
      "l.id as location_id",
      "l.city",
      "l.state",
      "l.country",
    ])
    .where("c.user_id", "=", userId)
    .where("u.type_of_user", "=", "corporate")
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.user_id,
    company: { id: row.company_id, title: row.company_title },
    ...pickFacts(PLAIN_FACTS, row),
    location: { id: row.location_id, city: row.city, state: row.state, country: row.country },
    logo: row.logo,
    profile_pic: row.profile_pic,
    banner: row.banner,
    onboarding_complete: toBool(row.onboarding_complete),
    verified_domain: row.domain_verified_at !== null ? row.company_domain : null,
    follower_count: row.follower_count,
  };
}

/** True when the address `email` is at `domain` or one of its subdomains. */
export function emailIsOnDomain(email: string, domain: string): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0 || !domain) return false;
  const host = email
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, "");
  const want = domain.toLowerCase();
  return host === want || host.endsWith(`.${want}`);
}

/** Mail providers anyone can have an address at: their domains prove nothing about a company. */
export const SHARED_MAIL_DOMAINS = new Set([
  "gmail",
  "googlemail",
  "yahoo",
  "outlook",
  "hotmail",
  "live",
  "msn",
  "icloud",
  "aol",
  "proton",
  "protonmail",
  "zoho",
  "yandex",
  "gmx",
  "rediffmail",
  "example",
]);
/** Second-level labels of country domains (`co` of `.co.in`): not the name of anyone. */
const SECOND_LEVEL = new Set(["co", "com", "org", "net", "ac", "gov", "edu", "ltd", "plc"]);

/**
 * Whether an email domain spells a company's name: its registered label (the one before the
 * top-level domain, or before `.co.in`'s `co`), without hyphens, is the name's normalised key
 * without spaces ("orchid-systems.in" and "mail.orchidsystems.co.in" spell "Orchid Systems");
 * never a shared mail provider's domain.
 */
export function domainSpellsName(domain: string, name: string): boolean {
  const key = normaliseEntryName(name).replace(/ /g, "");
  if (key.length < 2) return false;
  const labels = domain.toLowerCase().replace(/\.$/, "").split(".").slice(0, -1);
  // The registered name: the last label but the top-level one (and a country's `co`, `ac`…).
  const registered = labels.filter((label) => !SECOND_LEVEL.has(label)).at(-1);
  if (!registered || SHARED_MAIL_DOMAINS.has(registered)) return false;
  // That name, not a subdomain of someone else's (orchidsystems.evil.example spells nothing).
  return registered.replace(/-/g, "") === key;
}

/**
 * The company entry of a new corporate `userId` named `name`: an existing unowned entry with that
 * name (case-insensitive) only when the account's verified login email is on the entry's web
 * domain (the proof that it speaks for that company); otherwise a new entry it owns, even when
 * the name is taken (decision 118). Returns its id.
 */
export async function claimCompany(db: Db, userId: number, name: string, now: string): Promise<number> {
  const user = await db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom("companies")
    .select(["id", "domain"])
    // The same name, or (decision 135) the same key: an entry typed in as "acme  tech." is Acme Tech's.
    .where((eb) =>
      eb.or([eb(sql<string>`lower(title)`, "=", name.toLowerCase()), eb("name_key", "=", normaliseEntryName(name))]),
    )
    .where("owner_user_id", "is", null)
    .orderBy("id")
    .execute();
  // An entry with a web domain: the email must be on it. An entry typed in by members has none
  // (decision 135): the email's own domain must then spell the name ("Orchid Systems" and
  // hr@orchid-systems.in), and the entry keeps that domain from then on.
  const emailDomain = user.email.slice(user.email.lastIndexOf("@") + 1).toLowerCase();
  const candidates = rows.filter((row) =>
    row.domain !== null ? emailIsOnDomain(user.email, row.domain) : domainSpellsName(emailDomain, name),
  );
  for (const { id, domain } of candidates) {
    // The claim's proof (a verified login email on the domain) is the email proof of a verified
    // employer (decision 176), unless another entry verified that domain first.
    const proven = domain ?? emailDomain;
    const taken = await db
      .selectFrom("companies")
      .select("id")
      .where("domain", "=", proven)
      .where("domain_verified_at", "is not", null)
      .executeTakeFirst();
    const verified = taken ? {} : { domain_verified_at: now, domain_verified_by: "email" as const };
    const claimed = await db
      .updateTable("companies")
      .set(
        domain === null
          ? { owner_user_id: userId, domain: emailDomain, ...verified }
          : { owner_user_id: userId, ...verified },
      )
      .where("id", "=", id)
      .where("owner_user_id", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return id;
  }
  const created = await db
    .insertInto("companies")
    .values({ title: name, owner_user_id: userId, name_key: await freeNameKey(db, "companies", name) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Onboards `userId` with its company profile; run inside a transaction. */
export async function insertCorporate(
  trx: Db,
  userId: number,
  input: NullsOptional<CreateCorporateInput>,
  now: string,
): Promise<CorporateProfile> {
  const existing = await trx
    .selectFrom("corporates")
    .select("user_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (existing) throw new ApiError(409, CORPORATE_MESSAGES.exists);
  await assertLocationExists(trx, input.location);
  const companyId = await claimCompany(trx, userId, input.company_name, now);
  await trx
    .insertInto("corporates")
    .values({
      user_id: userId,
      company_id: companyId,
      ...factsOf(PLAIN_FACTS, input),
      location_id: input.location,
      logo: null,
      profile_pic: null,
      banner: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await trx.updateTable("users").set({ onboarding_complete: true, updated_at: now }).where("id", "=", userId).execute();
  return (await readCorporate(trx, userId))!;
}

export async function createCorporate(
  s: Services,
  userId: number,
  input: CreateCorporateInput,
): Promise<CorporateProfileView> {
  const now = iso(s.now());
  await s.db.transaction().execute(async (trx) => {
    // Parallel calls take turns: the second finds the profile (409) instead of a key clash.
    await lockMember(trx, s.dialect, userId);
    await insertCorporate(trx, userId, input, now);
    await syncSearch(trx, s.dialect, { companies: [userId] });
  });
  return getCorporate(s, userId);
}

export type { CorporateProfileView };

/** The company profile of `userId` with its employee count (and whether `viewerId` follows it); 404 when there is none. */
export async function getCorporate(
  s: Services,
  userId: number,
  viewerId: number | null = null,
): Promise<CorporateProfileView> {
  const profile = await readCorporate(s.db, userId);
  if (!profile) throw new ApiError(404, CORPORATE_MESSAGES.notFound);
  const [count, rate, followed] = await Promise.all([
    employeesCount(s.db, profile.company.id),
    responseRate(s, userId),
    followsCompany(s.db, viewerId, userId),
  ]);
  return {
    ...profile,
    employees_count: count.total,
    employees_count_capped: count.totalCapped,
    response_rate: rate,
    followed_by_me: followed,
  };
}

export async function updateCorporate(
  s: Services,
  userId: number,
  input: UpdateCorporateInput,
): Promise<CorporateProfileView> {
  const now = iso(s.now());
  await s.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("corporates")
      .select(["user_id", "company_id", "company_name"])
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!existing) throw new ApiError(404, CORPORATE_MESSAGES.notFound);
    if (input.location !== undefined) await assertLocationExists(trx, input.location);
    if (input.company_name !== undefined && input.company_name !== existing.company_name) {
      await trx
        .updateTable("companies")
        .set({
          title: input.company_name,
          name_key: await freeNameKey(trx, "companies", input.company_name, existing.company_id),
        })
        .where("id", "=", existing.company_id)
        .where("owner_user_id", "=", userId)
        .execute();
    }
    await trx
      .updateTable("corporates")
      .set({
        ...givenFacts(PLAIN_FACTS, input),
        ...(input.location !== undefined && { location_id: input.location }),
        updated_at: now,
      })
      .where("user_id", "=", userId)
      .execute();
    // A new name is in the texts of its posts and of the members working there, too.
    const renamed = input.company_name !== undefined && input.company_name !== existing.company_name;
    await syncSearch(trx, s.dialect, renamed ? await refsOfCompany(trx, existing.company_id) : { companies: [userId] });
  });
  return getCorporate(s, userId);
}
