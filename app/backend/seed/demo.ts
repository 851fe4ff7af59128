/**
 * Demo data for an empty database (SEED_DEMO, on by default): two onboarded individuals, an
 * onboarded corporate (Acme Technologies) and an individual who has not onboarded yet; three
 * more members who work at Acme; Asha's experience, education, skills and resume; connections,
 * a pending request, a resume request and a few notifications (see DEMO_NETWORK below); job
 * posts by Acme, Asha and Rahul with a like, a repost, a referral request and a recommendation
 * (seed/demo-jobs.ts); a conversation between Rahul and Asha with one unread message for Asha
 * (seed/demo-chat.ts). The search index is rebuilt after seeding (index.server.ts).
 */
import { insertCorporate } from "#app/backend/companies/service.ts";
import { newFileKey } from "#app/backend/files/storage.ts";
import { RESUME_PREFIX } from "#app/backend/profiles/resume.ts";
import { insertIndividual } from "#app/backend/profiles/service.ts";
import { replaceSkills } from "#app/backend/profiles/skills.ts";
import { NETWORK_PATH } from "#app/backend/network/service.ts";
import { REQUESTS_PATH } from "#app/backend/resume-requests/resume-request.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { isUniqueViolation } from "#app/backend/lib/db/errors.ts";
import { holdStartupLock } from "#app/backend/lib/db/locks.ts";
import type { EmploymentType, UserType } from "#app/backend/lib/db/schema.ts";
import { hashPassword } from "#app/backend/lib/password.ts";
import { profilePath } from "#app/backend/lib/person.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { DAY_MS, addMs, iso } from "#app/backend/lib/time.ts";
import { notify, type NotificationType } from "#app/backend/notifications/service.ts";
import { generatedPictureUrl } from "#app/backend/files/generated-pictures.ts";
import { seedDemoChat } from "./demo-chat.ts";
import { seedDemoJobs } from "./demo-jobs.ts";
import { simplePdf } from "./pdf.ts";

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

type DemoMember = {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
  pincode: string;
  city: string;
  bio: string;
  /** Their current role at Acme Technologies. */
  title: string;
  since: string;
};

/** More members (same password), all currently at Acme Technologies. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    email: "vikram@joblink.test",
    password: DEMO_PASSWORD,
    first_name: "Vikram",
    last_name: "Singh",
    phone: "9845012345",
    pincode: "560034",
    city: "Bengaluru",
    bio: "Engineering manager growing platform teams",
    title: "Engineering Manager",
    since: "2021-09",
  },
  {
    email: "neha@joblink.test",
    password: DEMO_PASSWORD,
    first_name: "Neha",
    last_name: "Gupta",
    phone: "9820098765",
    pincode: "400050",
    city: "Mumbai",
    bio: "Product designer who loves clear, accessible interfaces",
    title: "Senior Product Designer",
    since: "2023-02",
  },
  {
    email: "arjun@joblink.test",
    password: DEMO_PASSWORD,
    first_name: "Arjun",
    last_name: "Mehta",
    phone: "9890011223",
    pincode: "411014",
    city: "Pune",
    bio: "Data engineer building pipelines for logistics analytics",
    title: "Data Engineer",
    since: "2024-11",
  },
];

/** What the demo network looks like (also in the README). */
export const DEMO_NETWORK = {
  companyOfMembers: "Acme Technologies",
  ashaSkills: ["React", "Node.js", "TypeScript", "PostgreSQL", "Docker"],
  resumeName: "Asha-Verma-CV.pdf",
} as const;

async function locationId(db: Db, city: string): Promise<number> {
  const row = await db.selectFrom("locations").select("id").where("city", "=", city).executeTakeFirstOrThrow();
  return row.id;
}

async function titledId(db: Db, table: "institutions" | "degrees" | "skills", title: string): Promise<number> {
  const row = await db.selectFrom(table).select("id").where("title", "=", title).executeTakeFirstOrThrow();
  return row.id;
}

async function masterCompanyId(db: Db, title: string): Promise<number> {
  const row = await db
    .selectFrom("companies")
    .select("id")
    .where("title", "=", title)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Asha's resume, made here so the demo needs no files. */
export function demoResumePdf(): Uint8Array {
  return simplePdf([
    { text: "Asha Verma", size: 22, gap: 10 },
    { text: "Senior Software Engineer - Bengaluru - asha@joblink.test", size: 11, gap: 24 },
    { text: "Experience", size: 14, gap: 30 },
    "Acme Technologies - Senior Software Engineer (Apr 2022 - present)",
    "  Leads the hiring-tools team; React, Node.js and PostgreSQL.",
    "Infosys - Software Engineer (Jul 2019 - Mar 2022)",
    "  Built internal dashboards and REST services for banking clients.",
    { text: "Education", size: 14, gap: 30 },
    "National Institute of Technology Karnataka, Surathkal - B.Tech, Computer Science (2015 - 2019)",
    "Birla Institute of Technology and Science, Pilani - M.Tech, Software Systems (2023 - ongoing)",
    { text: "Skills", size: 14, gap: 30 },
    "React, Node.js, TypeScript, PostgreSQL, Docker",
  ]);
}

type Experience = {
  title: string;
  company: number;
  employment_type: EmploymentType;
  location: number | null;
  start_date: string;
  end_date: string | null;
  description: string | null;
};

async function addExperience(trx: Db, userId: number, e: Experience, now: string): Promise<void> {
  await trx
    .insertInto("experiences")
    .values({
      user_id: userId,
      title: e.title,
      company_id: e.company,
      employment_type: e.employment_type,
      location_id: e.location,
      start_date: e.start_date,
      end_date: e.end_date,
      is_current: e.end_date === null,
      description: e.description,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** An accepted connection (`from` asked) or a pending request; returns its id. */
async function addConnection(
  trx: Db,
  from: number,
  to: number,
  options: { at: Date; acceptedAt?: Date; note?: string },
): Promise<number> {
  const { id } = await trx
    .insertInto("connections")
    .values({
      from_user_id: from,
      to_user_id: to,
      user_low: Math.min(from, to),
      user_high: Math.max(from, to),
      note: options.note ?? null,
      status: options.acceptedAt ? "accepted" : "pending",
      created_at: iso(options.at),
      accepted_at: options.acceptedAt ? iso(options.acceptedAt) : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Loads the demo data, in one transaction, when there are no users yet; returns whether it did.
 * Instances starting together take turns (the start-up lock), and the one that comes second
 * finds the users there and loads nothing.
 */
export async function seedDemoData(s: Services): Promise<boolean> {
  const anyUser = await s.db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (anyUser) return false;

  const nowDate = s.now();
  const now = iso(nowDate);
  const ago = (ms: number) => addMs(nowDate, -ms);
  const logins = Object.values(DEMO_LOGINS);
  const accounts: ReadonlyArray<{ email: string; password: string; type_of_user: UserType }> = [
    ...logins,
    ...DEMO_MEMBERS.map((m) => ({ email: m.email, password: m.password, type_of_user: "individual" as const })),
  ];
  const hashes = await Promise.all(accounts.map((account) => hashPassword(account.password, s.scryptParams)));

  // The resume file goes in first; if the transaction fails, it is removed again.
  const resume = demoResumePdf();
  const resumeKey = newFileKey(RESUME_PREFIX, "pdf");
  await s.storage.put(resumeKey, resume, "application/pdf");
  let seeded = false;
  try {
    seeded = await s.db.transaction().execute(async (trx) => {
      await holdStartupLock(trx, s.dialect);
      // Looked at again under the lock: another instance may have loaded it meanwhile.
      if (await trx.selectFrom("users").select("id").limit(1).executeTakeFirst()) return false;
      const ids = new Map<string, number>();
      for (const [index, account] of accounts.entries()) {
        const { id } = await trx
          .insertInto("users")
          .values({
            email: account.email,
            password_hash: hashes[index],
            type_of_user: account.type_of_user,
            email_verified: true,
            onboarding_complete: false,
            google_sub: null,
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        ids.set(account.email, id);
      }
      const idOf = (login: { email: string }) => ids.get(login.email)!;
      const asha = idOf(DEMO_LOGINS.individual);
      const rahul = idOf(DEMO_LOGINS.secondIndividual);
      const [vikram, neha] = DEMO_MEMBERS.map(idOf);

      await insertIndividual(
        trx,
        asha,
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
        rahul,
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
      const acme = await trx
        .selectFrom("corporates")
        .select("company_id")
        .where("user_id", "=", idOf(DEMO_LOGINS.corporate))
        .executeTakeFirstOrThrow();
      // Acme proved acme.test by a mailed code (decision 176), so the demo shows the verified badge.
      await trx
        .updateTable("companies")
        .set({ domain: "acme.test", domain_verified_at: now, domain_verified_by: "email" })
        .where("id", "=", acme.company_id)
        .execute();

      for (const m of DEMO_MEMBERS) {
        const location = await locationId(trx, m.city);
        await insertIndividual(
          trx,
          idOf(m),
          {
            first_name: m.first_name,
            last_name: m.last_name,
            phone: m.phone,
            pincode: m.pincode,
            location,
            bio: m.bio,
          },
          now,
        );
        await addExperience(
          trx,
          idOf(m),
          {
            title: m.title,
            company: acme.company_id,
            employment_type: "full-time",
            location,
            start_date: m.since,
            end_date: null,
            description: null,
          },
          now,
        );
      }

      // Asha: two experiences (current at Acme), two educations, skills, a resume.
      const bengaluru = await locationId(trx, "Bengaluru");
      await addExperience(
        trx,
        asha,
        {
          title: "Senior Software Engineer",
          company: acme.company_id,
          employment_type: "full-time",
          location: bengaluru,
          start_date: "2022-04",
          end_date: null,
          description:
            "Leads the hiring-tools team: candidate search, referrals and the recruiter dashboard (React, Node.js, PostgreSQL).",
        },
        now,
      );
      await addExperience(
        trx,
        asha,
        {
          title: "Software Engineer",
          company: await masterCompanyId(trx, "Infosys"),
          employment_type: "full-time",
          location: await locationId(trx, "Pune"),
          start_date: "2019-07",
          end_date: "2022-03",
          description: "Built internal dashboards and REST services for banking clients.",
        },
        now,
      );
      for (const e of [
        {
          institution: "National Institute of Technology Karnataka, Surathkal",
          degree: "Bachelor of Technology (B.Tech)",
          field: "Computer Science and Engineering",
          start: 2015,
          end: 2019,
          grade: "8.7 CGPA",
        },
        {
          institution: "Birla Institute of Technology and Science, Pilani",
          degree: "Master of Technology (M.Tech)",
          field: "Software Systems (work-integrated)",
          start: 2023,
          end: null,
          grade: null,
        },
      ]) {
        await trx
          .insertInto("educations")
          .values({
            user_id: asha,
            institution_id: await titledId(trx, "institutions", e.institution),
            degree_id: await titledId(trx, "degrees", e.degree),
            field_of_study: e.field,
            start_year: e.start,
            end_year: e.end,
            grade: e.grade,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      const skillIds: number[] = [];
      for (const title of DEMO_NETWORK.ashaSkills) skillIds.push(await titledId(trx, "skills", title));
      await replaceSkills(trx, asha, skillIds);
      await trx
        .insertInto("resumes")
        .values({
          user_id: asha,
          file_key: resumeKey,
          name: DEMO_NETWORK.resumeName,
          size: resume.byteLength,
          uploaded_at: iso(ago(30 * DAY_MS)),
        })
        .execute();

      // The network: Asha–Rahul and Neha with both (so Asha and Rahul share Neha); Vikram has
      // asked Asha to connect; Arjun is someone Asha may know (same company).
      await addConnection(trx, rahul, asha, { at: ago(21 * DAY_MS), acceptedAt: ago(20 * DAY_MS) });
      const nehaAsha = await addConnection(trx, asha, neha, { at: ago(9 * DAY_MS), acceptedAt: ago(8 * DAY_MS) });
      await addConnection(trx, neha, rahul, { at: ago(15 * DAY_MS), acceptedAt: ago(14 * DAY_MS) });
      const vikramAsha = await addConnection(trx, vikram, asha, {
        at: ago(2 * DAY_MS),
        note: "Hi Asha, I lead the platform team at Acme. Would love to connect and talk about the hiring tools.",
      });

      // Rahul asked for Asha's resume yesterday; she has not answered yet.
      const { id: resumeRequest } = await trx
        .insertInto("resume_requests")
        .values({
          requester_id: rahul,
          owner_id: asha,
          status: "pending",
          created_at: iso(ago(DAY_MS)),
          responded_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();

      const note = async (
        type: NotificationType,
        recipientId: number,
        actorId: number,
        link: string,
        subjectId: number,
        at: Date,
        read: boolean,
      ) => {
        const id = await notify(trx, { type, recipientId, actorId, link, subjectId, now: at });
        if (read && id !== null)
          await trx.updateTable("notifications").set({ is_read: true }).where("id", "=", id).execute();
      };
      await note(
        "connection_accepted",
        asha,
        neha,
        profilePath(neha, "Neha", "Gupta"),
        nehaAsha,
        ago(8 * DAY_MS),
        true,
      );
      await note("connection_request", asha, vikram, NETWORK_PATH, vikramAsha, ago(2 * DAY_MS), false);
      await note("resume_request", asha, rahul, REQUESTS_PATH, resumeRequest, ago(DAY_MS), false);

      await seedDemoJobs(
        trx,
        { asha, rahul, acme: idOf(DEMO_LOGINS.corporate), acmeCompany: acme.company_id },
        nowDate,
      );
      await seedDemoChat(trx, { asha, rahul }, nowDate);
      // Generated portraits and logos, so the demo looks like a community (generated-pictures.ts).
      for (const id of [asha, rahul, ...DEMO_MEMBERS.map(idOf)]) {
        await trx
          .updateTable("individuals")
          .set({ profile_pic: generatedPictureUrl("person", id) })
          .where("user_id", "=", id)
          .execute();
      }
      const acmeLogo = generatedPictureUrl("company", idOf(DEMO_LOGINS.corporate));
      await trx
        .updateTable("corporates")
        .set({ logo: acmeLogo, profile_pic: acmeLogo })
        .where("user_id", "=", idOf(DEMO_LOGINS.corporate))
        .execute();
      return true;
    });
  } catch (error) {
    await s.storage.delete(resumeKey).catch(() => {});
    // Someone signed up at the same moment (a demo address is taken).
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  if (!seeded) {
    await s.storage.delete(resumeKey).catch(() => {});
    return false;
  }
  s.log.info(`demo data loaded (${accounts.length} accounts)`);
  return true;
}
