/**
 * "Download your data" (issue 13, decision 136): everything of one account as one JSON file
 * (with its sign-in security's facts, decision 190), written while it is sent. Each section is
 * read in pages of EXPORT_PAGE rows by keyset (id), so memory holds one page whatever the
 * account's size, and the next page is read only when the client has taken the previous one (a
 * pull stream). Not a snapshot: a change made during the download may or may not be in it.
 */
import type { Db } from "#app/backend/lib/db/index.ts";
import { toBool, type UserType } from "#app/backend/lib/db/schema.ts";
import { iso } from "#app/backend/lib/time.ts";
import { MAX_PASSKEYS } from "./passkeys.ts";
import { openSessions } from "./sessions.ts";

/** Rows per query while exporting. */
export const EXPORT_PAGE = 500;

/** The version of the file's layout, its first field. */
export const EXPORT_FORMAT = "joblink-export-1";

type Row = Record<string, unknown>;
/** One page of a section after the row with id `after` (0: from the start), ordered by id. */
type PageReader = (db: Db, userId: number, after: number, limit: number) => Promise<Array<Row & { id: number }>>;
type Section =
  { name: string; one: (db: Db, userId: number, now: Date) => Promise<unknown> } | { name: string; pages: PageReader };

const bool = (value: unknown) => toBool(value as number | boolean);

async function account(db: Db, userId: number) {
  const user = await db
    .selectFrom("users")
    .select([
      "id",
      "email",
      "type_of_user",
      "email_verified",
      "onboarding_complete",
      "google_sub",
      "created_at",
      "mail_job_alerts",
      "mail_invites",
      "mail_notifications",
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    type_of_user: user.type_of_user,
    email_verified: bool(user.email_verified),
    onboarding_complete: bool(user.onboarding_complete),
    google_sign_in: user.google_sub !== null,
    created_at: user.created_at,
    mail_preferences: {
      job_alerts: bool(user.mail_job_alerts),
      invites: bool(user.mail_invites),
      notifications: bool(user.mail_notifications),
    },
  };
}

/**
 * Sign-in security (decision 190): what the member set up and where they are signed in, never
 * what would let someone in (the app's secret, the recovery codes, a passkey's key or credential
 * id, a session's id or tokens).
 */
async function twoStepVerification(db: Db, userId: number) {
  const factor = await db
    .selectFrom("totp_factors")
    .select("confirmed_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const since = factor?.confirmed_at ?? null;
  const left = since
    ? await db
        .selectFrom("recovery_codes")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow()
    : { n: 0 };
  return { on: since !== null, on_since: since, recovery_codes_left: Number(left.n) };
}

async function passkeys(db: Db, userId: number) {
  return db
    .selectFrom("passkeys")
    .select(["name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .limit(MAX_PASSKEYS)
    .execute();
}

/** The open sessions, as Sign-in and security lists them (at most 100). */
async function sessions(db: Db, userId: number, now: Date) {
  const rows = await openSessions(db, userId, now);
  return rows.map((row) => ({
    device: row.device ?? "Unknown device",
    address: row.address,
    signed_in_at: new Date(row.created_at).toISOString(),
    last_seen_at: new Date(row.last_seen_at ?? row.created_at).toISOString(),
  }));
}

async function individualProfile(db: Db, userId: number) {
  const profile = await db
    .selectFrom("individuals as i")
    .leftJoin("locations as l", "l.id", "i.location_id")
    .select([
      "i.first_name",
      "i.last_name",
      "i.phone",
      "i.pincode",
      "i.bio",
      "i.profile_pic",
      "i.banner",
      "i.created_at",
      "i.updated_at",
      "l.city",
      "l.state",
      "l.country",
    ])
    .where("i.user_id", "=", userId)
    .executeTakeFirst();
  const resume = await db
    .selectFrom("resumes")
    .select(["name", "size", "uploaded_at"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return profile ? { ...profile, resume: resume ?? null } : null;
}

async function companyPage(db: Db, userId: number) {
  return (
    (await db
      .selectFrom("corporates as c")
      .leftJoin("locations as l", "l.id", "c.location_id")
      .select([
        "c.company_id",
        "c.company_name",
        "c.poc",
        "c.phone",
        "c.email",
        "c.website",
        "c.pincode",
        "c.about",
        "c.logo",
        "c.profile_pic",
        "c.banner",
        "c.created_at",
        "c.updated_at",
        "l.city",
        "l.state",
        "l.country",
      ])
      .where("c.user_id", "=", userId)
      .executeTakeFirst()) ?? null
  );
}

async function skills(db: Db, userId: number) {
  const rows = await db
    .selectFrom("individual_skills as s")
    .innerJoin("skills as k", "k.id", "s.skill_id")
    .select("k.title")
    .where("s.user_id", "=", userId)
    .orderBy("s.position")
    .execute();
  return rows.map((row) => row.title);
}

const experiences: PageReader = (db, userId, after, limit) =>
  db
    .selectFrom("experiences as e")
    .innerJoin("companies as c", "c.id", "e.company_id")
    .leftJoin("locations as l", "l.id", "e.location_id")
    .select([
      "e.id",
      "e.title",
      "c.title as company",
      "e.employment_type",
      "l.city",
      "e.start_date",
      "e.end_date",
      "e.is_current",
      "e.description",
      "e.created_at",
    ])
    .where("e.user_id", "=", userId)
    .where("e.id", ">", after)
    .orderBy("e.id")
    .limit(limit)
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, is_current: bool(row.is_current) })));

const educations: PageReader = (db, userId, after, limit) =>
  db
    .selectFrom("educations as e")
    .innerJoin("institutions as i", "i.id", "e.institution_id")
    .innerJoin("degrees as d", "d.id", "e.degree_id")
    .select([
      "e.id",
      "i.title as institution",
      "d.title as degree",
      "e.field_of_study",
      "e.start_year",
      "e.end_year",
      "e.grade",
      "e.created_at",
    ])
    .where("e.user_id", "=", userId)
    .where("e.id", ">", after)
    .orderBy("e.id")
    .limit(limit)
    .execute();

const posts: PageReader = (db, userId, after, limit) =>
  db
    .selectFrom("job_posts as p")
    .innerJoin("companies as c", "c.id", "p.company_id")
    .select([
      "p.id",
      "p.title",
      "c.title as company",
      "p.job_type",
      "p.employment_type",
      "p.min_experience_years",
      "p.min_experience_months",
      "p.salary",
      "p.no_of_openings",
      "p.description",
      "p.status",
      "p.created_at",
      "p.updated_at",
    ])
    .where("p.user_id", "=", userId)
    .where("p.id", ">", after)
    .orderBy("p.id")
    .limit(limit)
    .execute();

const applications: PageReader = (db, userId, after, limit) =>
  db
    .selectFrom("referrals as r")
    .innerJoin("job_posts as p", "p.id", "r.job_post_id")
    .select([
      "r.id",
      "r.job_post_id",
      "p.title as job_title",
      "r.message",
      "r.status",
      "r.created_at",
      "r.status_at",
      "r.resume_name",
    ])
    .where("r.user_id", "=", userId)
    .where("r.id", ">", after)
    .orderBy("r.id")
    .limit(limit)
    .execute();

const savedJobs: PageReader = (db, userId, after, limit) =>
  db
    .selectFrom("saved_jobs as s")
    .innerJoin("job_posts as p", "p.id", "s.job_post_id")
    .select(["s.id", "s.job_post_id", "p.title as job_title", "s.created_at"])
    .where("s.user_id", "=", userId)
    .where("s.id", ">", after)
    .orderBy("s.id")
    .limit(limit)
    .execute();

const alerts: PageReader = (db, userId, after, limit) =>
  db
    .selectFrom("job_alerts")
    .select(["id", "filters", "frequency", "created_at", "last_run_at"])
    .where("user_id", "=", userId)
    .where("id", ">", after)
    .orderBy("id")
    .limit(limit)
    .execute();

const reposts: PageReader = (db, userId, after, limit) =>
  db
    .selectFrom("job_post_reposts as r")
    .innerJoin("job_posts as p", "p.id", "r.job_post_id")
    .select(["r.id", "r.job_post_id", "p.title as job_title", "r.created_at"])
    .where("r.user_id", "=", userId)
    .where("r.id", ">", after)
    .orderBy("r.id")
    .limit(limit)
    .execute();

/** A connection's other member, with a name when they have a profile. */
const connections: PageReader = async (db, userId, after, limit) => {
  const rows = await db
    .selectFrom("connections as c")
    .select(["c.id", "c.from_user_id", "c.to_user_id", "c.status", "c.note", "c.created_at", "c.accepted_at"])
    .where((eb) => eb.or([eb("c.from_user_id", "=", userId), eb("c.to_user_id", "=", userId)]))
    .where("c.id", ">", after)
    .orderBy("c.id")
    .limit(limit)
    .execute();
  const names = await namesOf(
    db,
    rows.map((row) => (row.from_user_id === userId ? row.to_user_id : row.from_user_id)),
  );
  return rows.map((row) => {
    const other = row.from_user_id === userId ? row.to_user_id : row.from_user_id;
    return {
      id: row.id,
      member_id: other,
      member_name: names.get(other) ?? null,
      status: row.status,
      direction: row.from_user_id === userId ? "sent" : "received",
      note: row.note,
      created_at: row.created_at,
      accepted_at: row.accepted_at,
    };
  });
};

async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("individuals")
    .select(["user_id", "first_name", "last_name"])
    .where("user_id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.user_id, `${row.first_name} ${row.last_name}`]));
}

/**
 * Messages the member sent and received, conversation by conversation (through the conversation
 * index), each conversation's messages by (conversation_id, id). The keyset is the message id
 * within a conversation; conversations are walked in id order.
 */
async function* messages(db: Db, userId: number): AsyncGenerator<Row> {
  let afterConversation = 0;
  for (;;) {
    const conversations = await db
      .selectFrom("conversations")
      .select(["id", "user_low", "user_high"])
      .where((eb) => eb.or([eb("user_low", "=", userId), eb("user_high", "=", userId)]))
      .where("id", ">", afterConversation)
      .orderBy("id")
      .limit(EXPORT_PAGE)
      .execute();
    if (conversations.length === 0) return;
    const names = await namesOf(
      db,
      conversations.map((c) => (c.user_low === userId ? c.user_high : c.user_low)),
    );
    for (const conversation of conversations) {
      const other = conversation.user_low === userId ? conversation.user_high : conversation.user_low;
      let afterMessage = 0;
      for (;;) {
        const rows = await db
          .selectFrom("messages")
          .select(["id", "sender_id", "text", "created_at", "read_at"])
          .where("conversation_id", "=", conversation.id)
          .where("id", ">", afterMessage)
          .orderBy("id")
          .limit(EXPORT_PAGE)
          .execute();
        for (const row of rows) {
          yield {
            id: row.id,
            conversation_id: conversation.id,
            with_member_id: other,
            with_member_name: names.get(other) ?? null,
            direction: row.sender_id === userId ? "sent" : "received",
            text: row.text,
            created_at: row.created_at,
            read_at: row.read_at,
          };
        }
        if (rows.length < EXPORT_PAGE) break;
        afterMessage = rows.at(-1)!.id;
      }
    }
    afterConversation = conversations.at(-1)!.id;
  }
}

const notifications: PageReader = (db, userId, after, limit) =>
  db
    .selectFrom("notifications")
    .select(["id", "type", "message", "link", "is_read", "created_at"])
    .where("user_id", "=", userId)
    .where("id", ">", after)
    .orderBy("id")
    .limit(limit)
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, is_read: bool(row.is_read) })));

const invites: PageReader = (db, userId, after, limit) =>
  db
    .selectFrom("invites")
    .select(["id", "email", "created_at"])
    .where("inviter_id", "=", userId)
    .where("id", ">", after)
    .orderBy("id")
    .limit(limit)
    .execute();

function sectionsFor(
  type: UserType,
): Array<Section | { name: string; rows: (db: Db, userId: number) => AsyncGenerator<Row> }> {
  const security = [
    { name: "two_step_verification", one: twoStepVerification },
    { name: "passkeys", one: passkeys },
    { name: "sessions", one: sessions },
  ];
  if (type === "corporate") {
    return [
      ...security,
      { name: "company_page", one: companyPage },
      { name: "posts", pages: posts },
      { name: "notifications", pages: notifications },
    ];
  }
  return [
    ...security,
    { name: "profile", one: individualProfile },
    { name: "experiences", pages: experiences },
    { name: "educations", pages: educations },
    { name: "skills", one: skills },
    { name: "posts", pages: posts },
    { name: "applications", pages: applications },
    { name: "saved_jobs", pages: savedJobs },
    { name: "job_alerts", pages: alerts },
    { name: "reposts", pages: reposts },
    { name: "connections", pages: connections },
    { name: "messages", rows: messages },
    { name: "notifications", pages: notifications },
    { name: "invites_sent", pages: invites },
  ];
}

async function* pagedRows(db: Db, userId: number, reader: PageReader): AsyncGenerator<Row> {
  let after = 0;
  for (;;) {
    const rows = await reader(db, userId, after, EXPORT_PAGE);
    yield* rows;
    if (rows.length < EXPORT_PAGE) return;
    after = rows.at(-1)!.id;
  }
}

/** The archive as JSON text pieces, one section (or one row of a list) at a time. */
export async function* exportChunks(db: Db, userId: number, type: UserType, now: Date): AsyncGenerator<string> {
  yield `{\n"format": ${JSON.stringify(EXPORT_FORMAT)},\n"exported_at": ${JSON.stringify(iso(now))},\n"account": ${JSON.stringify(await account(db, userId))}`;
  for (const section of sectionsFor(type)) {
    if ("one" in section) {
      yield `,\n${JSON.stringify(section.name)}: ${JSON.stringify(await section.one(db, userId, now))}`;
      continue;
    }
    yield `,\n${JSON.stringify(section.name)}: [`;
    const rows = "pages" in section ? pagedRows(db, userId, section.pages) : section.rows(db, userId);
    let first = true;
    for await (const row of rows) {
      yield `${first ? "\n" : ",\n"}${JSON.stringify(row)}`;
      first = false;
    }
    yield first ? "]" : "\n]";
  }
  yield "\n}\n";
}

/** A pull stream of the archive: the next piece is made when the reader wants it. */
export function exportStream(
  db: Db,
  userId: number,
  type: UserType,
  now: Date,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const chunks = exportChunks(db, userId, type, now);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          onError(error);
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

/** `joblink-data-2026-11-28.json`. */
export function exportFileName(now: Date): string {
  return `joblink-data-${iso(now).slice(0, 10)}.json`;
}
