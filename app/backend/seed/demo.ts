/**
 * Demo data for an empty database (SEED_DEMO, on by default): two onboarded individuals, an
 * onboarded corporate (Acme Technologies) and an individual who has not onboarded yet.
 */
import { insertCorporate } from "../corporate/service.ts";
import { insertIndividual } from "../individual/service.ts";
import type { Db } from "../lib/db/index.ts";
import { isUniqueViolation } from "../lib/db/errors.ts";
import { hashPassword } from "../lib/password.ts";
import type { Services } from "../lib/services.ts";
import { iso } from "../lib/time.ts";

export const DEMO_PASSWORD = "Demo@1234";

/** The demo logins (also listed in the README). */
export const DEMO_LOGINS = {
  individual: {
    email: "asha@joblink.test",
    password: DEMO_PASSWORD,
    type_of_user: "individual",
    onboarding_complete: true,
    name: "Asha Verma",
  },
  secondIndividual: {
    email: "rahul@joblink.test",
    password: DEMO_PASSWORD,
    type_of_user: "individual",
    onboarding_complete: true,
    name: "Rahul Nair",
  },
  corporate: {
    email: "talent@acme.test",
    password: DEMO_PASSWORD,
    type_of_user: "corporate",
    onboarding_complete: true,
    name: "Acme Technologies",
  },
  notOnboarded: {
    email: "new@joblink.test",
    password: DEMO_PASSWORD,
    type_of_user: "individual",
    onboarding_complete: false,
    name: null,
  },
} as const;

export type DemoLogin = (typeof DEMO_LOGINS)[keyof typeof DEMO_LOGINS];

async function locationId(db: Db, city: string): Promise<number> {
  const row = await db.selectFrom("locations").select("id").where("city", "=", city).executeTakeFirstOrThrow();
  return row.id;
}

/** Loads the demo data, in one transaction, when there are no users yet; returns whether it did. */
export async function seedDemoData(s: Services): Promise<boolean> {
  const anyUser = await s.db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (anyUser) return false;

  const now = iso(s.now());
  const logins = Object.values(DEMO_LOGINS);
  const hashes = await Promise.all(logins.map((login) => hashPassword(login.password, s.scryptParams)));
  try {
    await s.db.transaction().execute(async (trx) => {
      const ids = new Map<string, number>();
      for (const [index, login] of logins.entries()) {
        const { id } = await trx
          .insertInto("users")
          .values({
            email: login.email,
            password_hash: hashes[index],
            type_of_user: login.type_of_user,
            email_verified: true,
            onboarding_complete: false,
            google_sub: null,
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        ids.set(login.email, id);
      }
      const idOf = (login: DemoLogin) => ids.get(login.email)!;

      await insertIndividual(
        trx,
        idOf(DEMO_LOGINS.individual),
        {
          first_name: "Asha",
          last_name: "Verma",
          phone: "+919876543210",
          pincode: "560001",
          location: await locationId(trx, "Bengaluru"),
          bio: "Full-stack developer building hiring tools with React and Node.js",
        },
        now,
      );
      await insertIndividual(
        trx,
        idOf(DEMO_LOGINS.secondIndividual),
        {
          first_name: "Rahul",
          last_name: "Nair",
          phone: "9123456780",
          pincode: "411001",
          location: await locationId(trx, "Pune"),
          bio: "Data analyst who turns messy spreadsheets into clear dashboards",
        },
        now,
      );
      await insertCorporate(
        trx,
        idOf(DEMO_LOGINS.corporate),
        {
          company_name: "Acme Technologies",
          poc: "Priya Sharma",
          phone: "9820012345",
          email: "talent@acme.test",
          website: "https://acme.test",
          pincode: "400001",
          location: await locationId(trx, "Mumbai"),
          about:
            "Acme Technologies builds cloud software for logistics companies across India and hires engineers, designers and analysts.",
        },
        now,
      );
    });
  } catch (error) {
    // Another instance seeded at the same moment.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  s.log.info(`demo data loaded (${logins.length} accounts)`);
  return true;
}
