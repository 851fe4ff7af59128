/**
 * `npm run seed:large` (issue 9): the large-dataset generator at a small size, on the database
 * the suite runs on (TEST_DB=sqlite|postgres; PostgreSQL in a schema of its own, as the harness
 * does). Checks the counts, that the demo member logs in and is the heavy case, that search finds
 * generated posts and people (and the bulk-written index equals the app's own rebuild), that a
 * second run without force is refused, that runs are reproducible, and that the rows respect
 * the schema's relations and the app's rules.
 */
import { spawn } from "node:child_process";
import { randomInt } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createBackend, DEMO_LOGINS, type Backend } from "#app/backend/index.server.ts";
import { openDatabase, type OpenDatabase } from "#app/backend/lib/db/index.ts";
import { NOTIFICATION_KINDS } from "#app/backend/notifications/service.ts";
import { rebuildSearchIndex } from "#app/backend/search/documents.ts";
import {
  DEMO_ACCOUNT_COUNT,
  LARGE_MEMBER_EMAIL_DOMAIN,
  LARGE_PASSWORD,
  seedLarge,
  SeedLargeRefused,
  TYPED_SKILLS,
  type SeedLargeOptions,
  type SeedLargeResult,
} from "#scripts/seed-large/large.ts";
import { normaliseSkillName } from "#app/forms/skill-name.ts";
import { sanitizeRichText } from "#app/server/sanitize-html.server.ts";
import { checkAgainstContract, freshDatabase } from "./harness.ts";

const SIZES = { members: 2000, companies: 50, posts: 5000, connections: 10000, messages: 2000 } as const;
const NOW = new Date("2026-11-23T09:30:00.000Z");
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

type TestDatabase = Awaited<ReturnType<typeof freshDatabase>>;

let dir: string;
let database: TestDatabase;
let result: SeedLargeResult;
let opened: OpenDatabase;
let backend: Backend;
const cleanups: Array<() => Promise<void>> = [];

function options(url: string, extra: Partial<SeedLargeOptions> = {}): SeedLargeOptions {
  return {
    databaseUrl: url,
    ...SIZES,
    seed: 42,
    now: NOW,
    uploadDir: join(dir, "uploads"),
    mailOutboxDir: join(dir, "mail"),
    scryptParams: CHEAP,
    ...extra,
  };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "joblink-seed-large-"));
  database = await freshDatabase(dir, "large");
  cleanups.push(() => database.drop());
  result = await seedLarge(options(database.url));
  opened = openDatabase(database.url, { poolSize: 2 });
  backend = await createBackend({
    databaseUrl: database.url,
    databasePoolSize: 2,
    secret: "test-secret-0123456789",
    seedDemo: false,
    uploadDir: join(dir, "uploads"),
    mailOutboxDir: join(dir, "mail"),
    now: () => NOW,
    log: { info: () => {}, warn: () => {}, error: () => {} },
  });
}, 120_000);

afterAll(async () => {
  await backend?.close();
  await opened?.close();
  for (const cleanup of cleanups) await cleanup().catch(() => {});
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function call(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await backend.fetch(
    new Request(`http://joblink.test${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
    { clientAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  );
  const body = await response.json();
  checkAgainstContract(method, path.split("?")[0]!, response.status, response.headers.get("content-type") ?? "", body);
  return { status: response.status, body };
}

async function login(email: string, password: string): Promise<string> {
  const response = await call("POST", "/api/user/login/", { body: { email, password } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.access_token;
}

/** One number from a query (`select … as n`). */
async function scalar(query: string): Promise<number> {
  const { rows } = await sql<{ n: number | string | null }>`${sql.raw(query)}`.execute(opened.db);
  return Number(rows[0]?.n ?? 0);
}

const search = () => (opened.dialect === "postgres" ? "search_documents" : "search_fts");

describe("seed:large at a small size", () => {
  test("adds exactly the asked sizes on top of the demo data, and reports the database's counts", async () => {
    const demoIndividuals = 5; // Asha, Rahul and the three Acme members (new@joblink.test has no profile)
    expect(result.generated).toMatchObject({
      users: SIZES.members + SIZES.companies,
      individuals: SIZES.members,
      corporates: SIZES.companies,
      companies: SIZES.companies,
      job_posts: SIZES.posts,
      connections: SIZES.connections,
      messages: SIZES.messages,
    });
    expect(result.counts.users).toBe(DEMO_ACCOUNT_COUNT + SIZES.members + SIZES.companies);
    expect(result.counts.individuals).toBe(demoIndividuals + SIZES.members);
    expect(result.counts.job_posts).toBe(5 + SIZES.posts);
    for (const [table, count] of Object.entries(result.counts)) {
      expect(await scalar(`select count(*) as n from ${table}`), table).toBe(count);
      expect(count, table).toBeGreaterThan(0);
    }
    // Realistic proportions: a few of everything per member.
    for (const table of [
      "experiences",
      "educations",
      "individual_skills",
      "job_post_locations",
      "job_post_skills",
      "job_post_likes",
      "referrals",
      "notifications",
    ]) {
      expect(result.counts[table], table).toBeGreaterThan(SIZES.members);
    }
    for (const table of ["resumes", "job_post_reposts", "recommendations", "resume_requests", "conversations"]) {
      expect(result.counts[table], table).toBeGreaterThan(SIZES.members / 20);
    }
    // Every generated member has exactly one current job, at a company that exists.
    expect(
      await scalar(
        `select count(*) as n from individuals i where (select count(*) from experiences e where e.user_id = i.user_id and e.is_current = ${opened.dialect === "postgres" ? "true" : "1"}) <> 1 and i.user_id > ${DEMO_ACCOUNT_COUNT}`,
      ),
    ).toBe(0);
    // Companies have employees (some many, most few).
    const busiest = await scalar(
      `select max(n) as n from (select count(*) as n from experiences where is_current = ${opened.dialect === "postgres" ? "true" : "1"} group by company_id) t`,
    );
    expect(busiest).toBeGreaterThan(40);
  });

  test("the demo member logs in as before and is the heavy case", async () => {
    const token = await login(DEMO_LOGINS.individual.email, DEMO_LOGINS.individual.password);
    expect(result.asha).toMatchObject({ acceptedConnections: 400, pendingIncoming: 40, notifications: 300 });
    expect(result.asha.longestConversation).toBeGreaterThanOrEqual(100);
    expect(result.asha.resumeRequestsReceived).toBeGreaterThanOrEqual(30);

    const connected = await call("GET", "/api/connection/list/?type=connected", { token });
    expect(connected.status).toBe(200);
    expect(connected.body.total).toBe(402); // + Rahul and Neha from the demo
    const received = await call("GET", "/api/connection/list/?type=requested&action=received", { token });
    expect(received.body.total).toBe(41); // + Vikram's
    const unread = await call("GET", "/api/notification/check/", { token });
    expect(unread.body.data.unread_count).toBeGreaterThan(20);
    const notifications = await call("GET", "/api/notification/list/", { token });
    expect(notifications.body.total).toBeGreaterThanOrEqual(300);
    const chats = await call("GET", "/api/chat/conversation/list/", { token });
    expect(chats.status).toBe(200);
    expect(chats.body.total).toBeGreaterThan(10);
    // Her skills and city are in many open posts: the suggested feed ranks them first.
    const suggested = await call("GET", "/api/job-post/list/?type=suggested", { token });
    expect(suggested.status).toBe(200);
    expect(suggested.body.total).toBeGreaterThan(500);
    const skills = new Set(["React", "Node.js", "TypeScript", "PostgreSQL", "Docker"]);
    const first = suggested.body.data[0];
    expect(first.skills.filter((s: { title: string }) => skills.has(s.title)).length).toBeGreaterThanOrEqual(2);
    const matching = await scalar(
      `select count(distinct p.id) as n from job_posts p join job_post_skills ps on ps.job_post_id = p.id join skills k on k.id = ps.skill_id
       where p.status = 'open' and k.title in ('React', 'Node.js', 'TypeScript', 'PostgreSQL', 'Docker')`,
    );
    expect(matching).toBeGreaterThan(200);
  });

  test("some members list skills typed in, entries of the list with their key (decision 187)", async () => {
    const { rows } = await sql<{ title: string; name_key: string | null; members: number | string }>`
      select k.title, k.name_key, count(s.user_id) as members from skills k
      left join individual_skills s on s.skill_id = k.id
      where k.title in (${sql.join([...TYPED_SKILLS])}) group by k.id, k.title, k.name_key order by k.title`.execute(
      opened.db,
    );
    expect(rows.map((row) => row.title)).toEqual([...TYPED_SKILLS].sort());
    for (const row of rows) {
      expect(row.name_key).toBe(normaliseSkillName(row.title));
      expect(Number(row.members), row.title).toBeGreaterThan(0);
    }
  });

  test("generated members log in with the shared password (one hash for all)", async () => {
    const { rows } = await sql<{
      email: string;
    }>`select email from users where email like ${`%@${LARGE_MEMBER_EMAIL_DOMAIN}`} order by id limit 1`.execute(
      opened.db,
    );
    await login(rows[0].email, LARGE_PASSWORD);
    const { rows: corporate } = await sql<{
      email: string;
    }>`select email from users where type_of_user = 'corporate' order by id desc limit 1`.execute(opened.db);
    await login(corporate[0].email, LARGE_PASSWORD);
    expect(await scalar(`select count(distinct password_hash) as n from users where id > ${DEMO_ACCOUNT_COUNT}`)).toBe(
      1,
    );
  });

  test("search finds generated posts, people and companies; the bulk index equals the app's rebuild", async () => {
    const token = await login(DEMO_LOGINS.individual.email, DEMO_LOGINS.individual.password);
    const { rows: posts } = await sql<{ id: number; title: string }>`
      select id, title from job_posts where status = 'open' and id > 5 order by id desc limit 1`.execute(opened.db);
    const found = await call("GET", `/api/search/list/?search=${encodeURIComponent(posts[0].title)}&typeFilter=jobs`, {
      token,
    });
    expect(found.status).toBe(200);
    expect(found.body.total).toBeGreaterThan(0);
    expect(found.body.counts.jobs ?? found.body.counts.job).toBeGreaterThan(0);
    const { rows: people } = await sql<{ first_name: string; last_name: string; city: string }>`
      select i.first_name, i.last_name, l.city from individuals i join locations l on l.id = i.location_id order by i.user_id desc limit 1`.execute(
      opened.db,
    );
    const person = await call(
      "GET",
      `/api/search/list/?search=${encodeURIComponent(`${people[0].first_name} ${people[0].last_name} ${people[0].city}`)}&typeFilter=people`,
      { token },
    );
    expect(person.body.total).toBeGreaterThan(0);
    const companies = await call(
      "GET",
      `/api/search/list/?search=${encodeURIComponent("Technologies")}&typeFilter=companies`,
      { token },
    );
    expect(companies.body.total).toBeGreaterThan(0);
    const engineers = await call("GET", "/api/search/list/?search=react%20bengaluru", { token });
    expect(engineers.body.total).toBeGreaterThan(20);

    // What seed:large wrote in bulk is exactly what the app builds itself.
    const snapshot = async () =>
      (
        await sql<{
          kind: string;
          ref_id: number;
          created_at: string;
          title: string;
          skills: string;
          company: string;
          body: string;
        }>`
          select kind, ref_id, created_at, title, skills, company, body from ${sql.table(search())} order by kind, ref_id`.execute(
          opened.db,
        )
      ).rows.map((row) => ({ ...row, ref_id: Number(row.ref_id) }));
    const bulk = await snapshot();
    expect(bulk.length).toBe(result.counts[search()]);
    await rebuildSearchIndex(opened.db, opened.dialect);
    const rebuilt = await snapshot();
    expect(rebuilt.length).toBe(bulk.length);
    expect(rebuilt).toEqual(bulk);
  });

  test("a second run without force is refused; the data stays as it was", async () => {
    const refusal = await seedLarge(options(database.url)).then(
      () => "it ran",
      (error: unknown) => error,
    );
    expect(refusal, `the second run is refused, not: ${String(refusal)}`).toBeInstanceOf(SeedLargeRefused);
    expect(await scalar("select count(*) as n from users")).toBe(result.counts.users);
  });

  test("the same seed and time give the same rows", async () => {
    const small = { members: 200, companies: 10, posts: 300, connections: 800, messages: 300 };
    const digests: string[] = [];
    for (const name of ["again-1", "again-2"]) {
      const db = await freshDatabase(dir, name);
      cleanups.push(() => db.drop());
      await seedLarge(options(db.url, small));
      const other = openDatabase(db.url, { poolSize: 1 });
      try {
        const parts: string[] = [];
        for (const query of [
          "select id, email, created_at from users order by id",
          "select user_id, first_name, last_name, bio from individuals order by user_id",
          "select id, user_id, title, description, status, created_at from job_posts order by id",
          "select id, from_user_id, to_user_id, status, created_at from connections order by id",
          "select id, conversation_id, sender_id, text, created_at, read_at from messages order by id",
          "select id, user_id, type, message, link, is_read from notifications order by id",
        ]) {
          const { rows } = await sql`${sql.raw(query)}`.execute(other.db);
          parts.push(
            JSON.stringify(
              rows.map((row) => Object.values(row as object).map((v) => (typeof v === "boolean" ? Number(v) : v))),
            ),
          );
        }
        digests.push(parts.join("\n"));
      } finally {
        await other.close();
      }
    }
    expect(digests[0].length).toBeGreaterThan(1000);
    expect(digests[1]).toBe(digests[0]);
  }, 60_000);

  test("rows respect the schema's relations and the app's rules", async () => {
    const t = opened.dialect === "postgres" ? "true" : "1";
    const least = (a: string, b: string) => `(case when ${a} < ${b} then ${a} else ${b} end)`;
    const greatest = (a: string, b: string) => `(case when ${a} > ${b} then ${a} else ${b} end)`;
    const zero: Record<string, string> = {
      // Connections: between existing individuals, ordered pair, unique.
      "connections between non-members": `select count(*) as n from connections c where not exists (select 1 from individuals i where i.user_id = c.from_user_id) or not exists (select 1 from individuals i where i.user_id = c.to_user_id)`,
      "connections with a bad pair": `select count(*) as n from connections where user_low >= user_high or user_low <> ${least("from_user_id", "to_user_id")} or user_high <> ${greatest("from_user_id", "to_user_id")}`,
      "connections accepted before asked": `select count(*) as n from connections where (status = 'accepted') <> (accepted_at is not null) or accepted_at < created_at`,
      // Conversations: between connected members; times follow their messages.
      "conversations of unconnected pairs": `select count(*) as n from conversations v where not exists (select 1 from connections c where c.user_low = v.user_low and c.user_high = v.user_high and c.status = 'accepted')`,
      "conversations out of step with messages": `select count(*) as n from conversations v where v.first_message_at is null or v.updated_at <> (select max(created_at) from messages m where m.conversation_id = v.id) or v.first_message_at <> (select min(created_at) from messages m where m.conversation_id = v.id)`,
      "messages outside their pair": `select count(*) as n from messages m join conversations v on v.id = m.conversation_id where m.sender_id = m.recipient_id or (m.sender_id <> v.user_low and m.sender_id <> v.user_high) or (m.recipient_id <> v.user_low and m.recipient_id <> v.user_high)`,
      "messages read before sent": `select count(*) as n from messages where read_at < created_at`,
      "message ids out of time order": `select count(*) as n from messages a join messages b on b.conversation_id = a.conversation_id and b.id = a.id + 1 where b.created_at < a.created_at`,
      // Job posts: companies post at their own company; members at their current one.
      "corporate posts elsewhere": `select count(*) as n from job_posts p join corporates c on c.user_id = p.user_id where p.company_id <> c.company_id`,
      "member posts not at a current company": `select count(*) as n from job_posts p join individuals i on i.user_id = p.user_id where p.id > 5 and not exists (select 1 from experiences e where e.user_id = p.user_id and e.company_id = p.company_id and e.is_current = ${t})`,
      "posts without skills or locations": `select count(*) as n from job_posts p where p.id > 5 and (not exists (select 1 from job_post_skills s where s.job_post_id = p.id) or not exists (select 1 from job_post_locations l where l.job_post_id = p.id))`,
      "posts updated before created": `select count(*) as n from job_posts where updated_at < created_at`,
      // Companies carry their name key (decision 135), as one the app creates does.
      "generated companies without a name key": `select count(*) as n from companies where owner_user_id is not null and name_key is null`,
      // Engagement follows the app's rules.
      "reposts by companies, of own or closed posts": `select count(*) as n from job_post_reposts r join job_posts p on p.id = r.job_post_id where p.user_id = r.user_id or p.status <> 'open' or not exists (select 1 from individuals i where i.user_id = r.user_id) or r.created_at < p.created_at`,
      // An application ended by its post's closing (decision 166) was answered only if the poster closed it.
      "referrals on own posts or by companies": `select count(*) as n from referrals r join job_posts p on p.id = r.job_post_id where p.user_id = r.user_id or not exists (select 1 from individuals i where i.user_id = r.user_id) or (r.status <> 'position_closed' and (r.status in ('requested', 'viewed', 'withdrawn')) <> (r.responded_at is null)) or r.created_at < p.created_at`,
      "recommendations between strangers": `select count(*) as n from recommendations r join job_posts p on p.id = r.job_post_id where p.user_id = r.to_user_id or not exists (select 1 from connections c where c.user_low = ${least("r.from_user_id", "r.to_user_id")} and c.user_high = ${greatest("r.from_user_id", "r.to_user_id")} and c.status = 'accepted')`,
      // The counts kept on each post (migration 0023) are its likes and reposts.
      "posts whose like or repost count is off": `select count(*) as n from job_posts p where p.like_count <> (select count(*) from job_post_likes l where l.job_post_id = p.id) or p.repost_count <> (select count(*) from job_post_reposts r where r.job_post_id = p.id)`,
      "resume requests without a resume": `select count(*) as n from resume_requests q where q.requester_id = q.owner_id or not exists (select 1 from resumes s where s.user_id = q.owner_id) or (q.status = 'pending') <> (q.responded_at is null)`,
      // Notifications: never to yourself, about rows that exist, links in the app's shapes.
      "notifications to yourself": `select count(*) as n from notifications where actor_user_id = user_id`,
      "connection notifications about nothing": `select count(*) as n from notifications n where n.type in ('connection_request', 'connection_accepted') and not exists (select 1 from connections c where c.id = n.subject_id)`,
      "request notifications with a bad link": `select count(*) as n from notifications where (type = 'connection_request' and link <> '/individual/network') or (type = 'resume_request' and link <> '/individual/requests') or (type = 'message' and link <> '/chats/' || subject_id) or (type in ('repost', 'referral_request', 'referral_referred', 'referral_ignored', 'recommendation') and link not like '/job-details/%') or (type in ('connection_accepted', 'resume_accepted') and link not like '/profile/%')`,
      "message notifications about nothing": `select count(*) as n from notifications n where n.type = 'message' and not exists (select 1 from conversations v where v.id = n.subject_id)`,
      "referral notifications about nothing": `select count(*) as n from notifications n where n.type like 'referral_%' and not exists (select 1 from referrals r where r.id = n.subject_id)`,
      // Moderation (decision 175): reports by others than the owner, counted on their case; a
      // decided case has its one logged action; no suspension still runs (decision 182's seed).
      "reports by the owner or miscounted": `select count(*) as n from moderation_cases m where m.report_count <> (select count(*) from reports r where r.case_id = m.id) or exists (select 1 from reports r where r.case_id = m.id and r.reporter_id = m.owner_id)`,
      "cases whose state and log disagree": `select count(*) as n from moderation_cases m where (m.status = 'open') <> (m.outcome is null) or (m.status = 'closed') <> exists (select 1 from moderation_actions a where a.case_id = m.id and a.action = m.outcome)`,
      "open cases without a moderator to decide": `select count(*) as n from moderation_cases m where m.status = 'open' and not exists (select 1 from users u where u.is_moderator = ${t})`,
      "suspensions still running": `select count(*) as n from users where suspended_until is not null`,
    };
    for (const [what, query] of Object.entries(zero)) expect(await scalar(query), what).toBe(0);

    // Notification texts as the app writes them.
    const { rows: notes } = await sql<{
      type: keyof typeof NOTIFICATION_KINDS;
      message: string;
      first_name: string | null;
      last_name: string | null;
      company_name: string | null;
      title: string | null;
    }>`
      select n.type, n.message, i.first_name, i.last_name, c.company_name, p.title
      from notifications n
      left join individuals i on i.user_id = n.actor_user_id
      left join corporates c on c.user_id = n.actor_user_id
      left join referrals r on n.type like 'referral_%' and r.id = n.subject_id
      left join job_posts p on p.id = r.job_post_id
      where n.type in ('connection_request', 'message', 'referral_request', 'referral_ignored')
      order by n.id desc limit 400`.execute(opened.db);
    expect(notes.length).toBeGreaterThan(100);
    for (const note of notes) {
      const actor = note.first_name !== null ? `${note.first_name} ${note.last_name}` : note.company_name!;
      expect(note.message).toBe(NOTIFICATION_KINDS[note.type].message(actor, note.title ?? ""));
    }

    // Posts over two years, most of the older ones closed; salaries sometimes missing.
    const old = await scalar(`select count(*) as n from job_posts where created_at < '2025-11-23'`);
    const oldClosed = await scalar(
      `select count(*) as n from job_posts where created_at < '2025-11-23' and status = 'closed'`,
    );
    expect(old).toBeGreaterThan(500);
    expect(oldClosed / old).toBeGreaterThan(0.85);
    expect(await scalar(`select count(*) as n from job_posts where created_at < '2024-11-01'`)).toBe(0);
    expect(await scalar(`select count(*) as n from job_posts where salary is null`)).toBeGreaterThan(SIZES.posts / 10);
    expect(await scalar(`select count(distinct title) as n from job_posts`)).toBeGreaterThan(500);

    // Descriptions are what the app's sanitiser would store.
    const { rows: descriptions } = await sql<{
      description: string;
    }>`select description from job_posts where id > 5 order by id limit 50`.execute(opened.db);
    for (const { description } of descriptions) expect(sanitizeRichText(description)).toBe(description);

    // Heavy tails: the busiest member has far more connections than the median one.
    const { rows: degrees } = await sql<{ n: number | string }>`
      select count(*) as n from (select from_user_id as u from connections union all select to_user_id from connections) e group by u order by n desc`.execute(
      opened.db,
    );
    const counts = degrees.map((row) => Number(row.n));
    expect(counts[0]).toBeGreaterThan(5 * counts[Math.floor(counts.length / 2)]);

    if (opened.dialect === "sqlite") {
      const { rows } = await sql`pragma foreign_key_check`.execute(opened.db);
      expect(rows).toEqual([]);
    }
  });
});

describe("npm run seed:large (the command)", () => {
  test("runs at a small size on the suite's database, prints the counts, and refuses a second run", async () => {
    const target = await freshDatabase(dir, "cli");
    cleanups.push(() => target.drop());
    const root = join(import.meta.dirname, "..", "..");
    const run = (extra: string[] = []) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          [
            "scripts/seed-large.mjs",
            "--members",
            "300",
            "--companies",
            "10",
            "--posts",
            "600",
            "--connections",
            "1500",
            "--messages",
            "200",
            ...extra,
          ],
          {
            cwd: root,
            env: {
              ...process.env,
              DATABASE_URL: target.url,
              UPLOAD_DIR: join(dir, "cli-uploads"),
              MAIL_OUTBOX_DIR: join(dir, "cli-mail"),
            },
            stdio: ["ignore", "pipe", "pipe"],
          },
        );
        let out = "";
        child.stdout.on("data", (d) => (out += d));
        child.stderr.on("data", (d) => (out += d));
        child.on("exit", (code) => resolve({ code, out }));
      });
    const first = await run();
    expect(first.code, first.out).toBe(0);
    expect(first.out).toMatch(/job_posts\s+\d+\s+\(\+600\)/);
    expect(first.out).toMatch(/connections\s+\d+\s+\(\+1500\)/);
    const again = await run();
    expect(again.code, again.out).not.toBe(0);
    expect(again.out).toMatch(/--force/);
  }, 120_000);
});
