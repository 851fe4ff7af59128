/**
 * The large-dataset generator (`npm run seed:large`, GitHub issue 9; docs/decisions/100-large-dataset.md).
 *
 * `seedLarge(options)` runs the normal startup path first (migrations, master lists, demo data:
 * `createBackend` with `seedDemo`), then adds a generated community on top of the demo accounts:
 * individuals with experiences, educations, skills and resumes; corporates with their companies;
 * job posts (two years of them, most older ones closed) with locations and skills; connections;
 * likes, reposts, referral requests ("responses"), recommendations, resume requests;
 * conversations and messages; notifications in the shapes the app writes; and the search index.
 * The demo member (asha@joblink.test) is made the heavy case: hundreds of connections, dozens of
 * pending requests, hundreds of notifications, long conversations.
 *
 * Everything is drawn from one seeded PRNG (`seed`), so a run is reproducible for the same
 * options and `now`. Rows are written in bulk: on SQLite through `node:sqlite` prepared
 * multi-row statements in one transaction (rollback journal in memory, synchronous off and
 * foreign keys off while loading; restored after), on PostgreSQL through `pg` with multi-row
 * `insert … select * from unnest($1::int4[], …)` batches, pipelined, in one transaction. Ids are
 * assigned here (after the current maxima), in time order where the app relies on it (posts,
 * connections, messages within a conversation, notifications…); PostgreSQL sequences are moved
 * past them afterwards and both databases are analysed.
 *
 * It refuses a database that already has accounts beyond the demo's unless `force` is set; with
 * `force` it adds another generated community on top (new accounts; the demo member gains more).
 */
import { generatedPictureUrl } from "#app/backend/files/generated-pictures.ts";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { sql } from "kysely";
import pg from "pg";
import { chatPath } from "#app/backend/messages/service.ts";
import { NETWORK_PATH } from "#app/backend/network/service.ts";
import { DEFAULT_UPLOAD_DIR, DiskStorage } from "#app/backend/files/storage.ts";
import { createBackend } from "#app/backend/index.server.ts";
import { RESUME_PREFIX } from "#app/backend/profiles/resume.ts";
import { jobPostPath } from "#app/backend/jobs/job-post.ts";
import { applicationsPath } from "#app/backend/referrals/application-status.ts";
import { POST_STATS_DEFAULTS } from "#app/backend/jobs/post-stats.ts";
import { REQUESTS_PATH } from "#app/backend/resume-requests/resume-request.ts";
import { openDatabase, sqlitePathFromUrl, type Db, type DialectName } from "#app/backend/lib/db/index.ts";
import type { UserType } from "#app/backend/lib/db/schema.ts";
import type { Logger } from "#app/backend/lib/log.ts";
import { DEFAULT_SCRYPT_PARAMS, hashPassword, type ScryptParams } from "#app/backend/lib/password.ts";
import { companyPath, profilePath } from "#app/backend/lib/person.ts";
import { slugify } from "#app/backend/lib/slug.ts";
import { normaliseEntryName } from "#app/forms/entry-name.ts";
import { resolveEntry } from "#app/backend/master/entries.ts";
import { NOTIFICATION_KINDS, type NotificationType } from "#app/backend/notifications/service.ts";
import { syncSearch } from "#app/backend/search/documents.ts";
import { meetsEveryRequirement, meetsRequirement, type ScreeningQuestion } from "#app/forms/jobs/screening.form.ts";
import { ftsRowId, type SearchKind } from "#app/backend/search/search-index.ts";
import { htmlText, indexText } from "#app/backend/search/text.ts";
import { DEMO_LOGINS, DEMO_MEMBERS, DEMO_PASSWORD } from "#app/backend/seed/demo.ts";
import * as W from "./large-words.ts";
import { simplePdf } from "#app/backend/seed/pdf.ts";
import { jobPostCounterTriggers, RECOUNT_JOB_POST_COUNTERS } from "#app/backend/migrations/0023_job_post_counters.ts";
import { followerCountTriggers } from "#app/backend/migrations/0033_verified_companies_and_follows.ts";
import { FILL_OPEN_TO_WORK_SKILLS, openToWorkSkillTriggers } from "#app/backend/migrations/0040_open_to_work_skills.ts";

// ---------------------------------------------------------------------------
// Options and result
// ---------------------------------------------------------------------------

export const SEED_LARGE_DEFAULTS = {
  members: 100_000,
  companies: 2_000,
  posts: 500_000,
  connections: 1_000_000,
  messages: 200_000,
  seed: 1,
} as const;

/** The other tables' sizes, relative to members and posts. */
export const SEED_LARGE_PROPORTIONS = {
  /** Likes per post. */
  likesPerPost: 1.2,
  /** Per member. */
  repostsPerMember: 0.5,
  referralsPerMember: 1.5,
  recommendationsPerMember: 0.4,
  resumeRequestsPerMember: 0.3,
  /** Share of members with a resume. */
  resumeShare: 0.35,
  /** Share of connections still pending. */
  pendingShare: 0.11,
  /** Share of companies that verified their domain (decision 176). */
  verifiedCompanyShare: 0.4,
  /** Companies followed per member, on average (decision 177; the demo member follows more). */
  followsPerMember: 1.5,
  /** Share of posts by companies (the rest by individuals, at their current company). */
  corporatePostShare: 0.55,
  /**
   * A post's views on its first day (decision 164); they fall by e^(−age/6 days) to a trickle of
   * 0.3 a day while it is open. Appearances in lists are 8–25 times the views; a fifth of the
   * viewers are visitors. Only the statistics' retention (35 days) is generated.
   */
  firstDayViews: 8,
  /** Share of the sides of an accepted connection that endorse one to three of the other's skills (decision 179). */
  endorsementShare: 0.3,
  /** One member in this many lists a skill typed in, one of {@link TYPED_SKILLS} (decision 187). */
  typedSkillEvery: 50,
} as const;

/** Skills not in the master list, as members type them in (decision 187): entries added the app's way. */
export const TYPED_SKILLS = [
  "Apache Beam",
  "Kysely",
  "Tally Prime",
  "Zoho Books",
  "Hono",
  "Power Automate",
  "SAP FICO",
  "Looker Studio",
] as const;

/** Accounts the demo data creates (DEMO_LOGINS and DEMO_MEMBERS). */
export const DEMO_ACCOUNT_COUNT = Object.keys(DEMO_LOGINS).length + DEMO_MEMBERS.length;

/** The password of every generated account (the demo's). */
export const LARGE_PASSWORD = DEMO_PASSWORD;

/** The domain of the generated members' emails. */
export const LARGE_MEMBER_EMAIL_DOMAIN = "members.joblink.test";

export type SeedLargeOptions = {
  /** `file:path` (SQLite) or `postgres://…`. */
  databaseUrl: string;
  members?: number;
  companies?: number;
  posts?: number;
  connections?: number;
  messages?: number;
  seed?: number;
  /** Run even when the database already has accounts beyond the demo's (adds on top). */
  force?: boolean;
  /** "Now" for every generated time (default: the current time). */
  now?: Date;
  /** Where the shared generated resume file (and the demo's) goes (default `data/uploads`, as the app). */
  uploadDir?: string;
  /** Where the startup path's mail outbox is (default the app's). */
  mailOutboxDir?: string;
  /** scrypt cost of the one generated password hash and the demo accounts' (default the app's). */
  scryptParams?: ScryptParams;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
};

export type SeedLargeResult = {
  dialect: DialectName;
  /** Rows generated per table by this run. */
  generated: Record<string, number>;
  /** Rows per table in the database afterwards. */
  counts: Record<string, number>;
  /** The demo member's heavy case, as generated. */
  asha: {
    userId: number;
    acceptedConnections: number;
    pendingIncoming: number;
    pendingOutgoing: number;
    notifications: number;
    unreadNotifications: number;
    resumeRequestsReceived: number;
    conversations: number;
    longestConversation: number;
    posts: number;
  };
  elapsedMs: number;
};

/** Thrown when the database already holds more than the demo accounts and `force` is not set. */
export class SeedLargeRefused extends Error {
  readonly users: number;

  constructor(users: number) {
    super(
      `The database already has ${users} accounts (the demo data has ${DEMO_ACCOUNT_COUNT}): it looks seeded already. ` +
        "Pass --force to add another generated community on top, or start from an empty database.",
    );
    this.name = "SeedLargeRefused";
    this.users = users;
  }
}

// ---------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------

/** sfc32, seeded through splitmix32: fast, good enough, reproducible. */
class Rng {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const split = () => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.#a = split();
    this.#b = split();
    this.#c = split();
    this.#d = split();
    for (let i = 0; i < 15; i++) this.u();
  }

  /** [0, 1). */
  u(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** 0 … n-1. */
  int(n: number): number {
    return Math.floor(this.u() * n);
  }

  /** lo … hi, both included. */
  range(lo: number, hi: number): number {
    return lo + Math.floor(this.u() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.u() < p;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.u() * list.length)];
  }

  /** Exponentially distributed with this mean. */
  expo(mean: number): number {
    return -Math.log(1 - this.u()) * mean;
  }

  shuffle<T extends { length: number; [i: number]: number }>(items: T): T {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.u() * (i + 1));
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }

  /** An index of `weights`, with chances proportional to them. */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let x = this.u() * total;
    for (let i = 0; i < weights.length; i++) {
      x -= weights[i];
      if (x < 0) return i;
    }
    return weights.length - 1;
  }

  /** `k` distinct items, earlier ones likelier (weight 1 / (index + 1.5)) when `biased`. */
  some<T>(list: readonly T[], k: number, biased = true): T[] {
    const left = list.map((_, i) => i);
    const out: T[] = [];
    while (out.length < k && left.length > 0) {
      let total = 0;
      for (const i of left) total += biased ? 1 / (i + 1.5) : 1;
      let x = this.u() * total;
      let at = left.length - 1;
      for (let j = 0; j < left.length; j++) {
        x -= biased ? 1 / (left[j] + 1.5) : 1;
        if (x < 0) {
          at = j;
          break;
        }
      }
      out.push(list[left[at]]);
      left.splice(at, 1);
    }
    return out;
  }
}

/**
 * Picks items with heavy-tailed (Zipf-like) chances: the item at rank r weighs
 * 1 / (r + offset)^exponent. Ranks follow the order of `items` (shuffle them first for random
 * "busy" items).
 */
class Picker {
  readonly items: Int32Array;
  readonly #cum: Float64Array;

  constructor(items: ArrayLike<number>, weight: (rank: number) => number) {
    this.items = Int32Array.from(items);
    this.#cum = new Float64Array(this.items.length);
    let total = 0;
    for (let r = 0; r < this.items.length; r++) {
      total += weight(r);
      this.#cum[r] = total;
    }
  }

  static zipf(items: ArrayLike<number>, exponent: number, offset: number): Picker {
    return new Picker(items, (r) => 1 / Math.pow(r + offset, exponent));
  }

  get size(): number {
    return this.items.length;
  }

  pick(rng: Rng): number {
    const cum = this.#cum;
    const x = rng.u() * cum[cum.length - 1];
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cum[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo];
  }
}

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

/** The statuses the seed gives applications, by the weights of `addReferral` (decision 165). */
const REFERRAL_SEED_STATUSES = ["requested", "referred", "not_selected"] as const;
const PIPELINE_SEED_STATUSES = [
  "requested",
  "viewed",
  "in_review",
  "interview",
  "offer",
  "hired",
  "not_selected",
] as const;
/** What the applicant is told of each answer ("not selected" depends on who posted). */
const SEED_STATUS_NOTIFICATIONS = {
  referred: "referral_referred",
  viewed: "referral_viewed",
  in_review: "application_in_review",
  interview: "application_interview",
  offer: "application_offer",
  hired: "application_hired",
} as const satisfies Partial<Record<string, NotificationType>>;
/** Applications to Acme's newest open post (at most a twentieth of the members). */
const BUSIEST_POST_APPLICATIONS = 5_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;

function isoOf(ms: number): string {
  return new Date(ms).toISOString();
}

/** `YYYY-MM` of a time. */
function monthOf(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}

function yearOf(ms: number): number {
  return new Date(ms).getUTCFullYear();
}

/** Fills `{name}` placeholders (twice, so filled parts may hold placeholders too). */
function fill(template: string, vars: Record<string, string | number>): string {
  const once = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
  return once(once(template));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** `text` cut at a word boundary to at most `max` characters. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:|-]+$/, "");
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function digits(rng: Rng, n: number): string {
  let out = "";
  for (let i = 0; i < n; i++) out += String(rng.int(10));
  return out;
}

function phone(rng: Rng): string {
  return `${rng.pick(["", "", "", "+91", "0"])}${rng.range(6, 9)}${digits(rng, 9)}`;
}

function pincode(rng: Rng): string {
  return `${rng.range(1, 8)}${digits(rng, 5)}`;
}

/** A permutation of 0…n-1 ordering `times` ascending (stable). */
function orderBy(times: ArrayLike<number>): Uint32Array {
  const order = new Uint32Array(times.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort((a, b) => times[a] - times[b] || a - b);
  return order;
}

/** A pair key for two user ids (ids below 2^26). */
function pairKey(a: number, b: number): number {
  return a < b ? a * 67_108_864 + b : b * 67_108_864 + a;
}

// ---------------------------------------------------------------------------
// Bulk writers
// ---------------------------------------------------------------------------

type ColType = "int" | "text" | "bool" | "real";
type Columns = ReadonlyArray<readonly [string, ColType]>;

interface TableWriter {
  readonly name: string;
  readonly rows: number;
  /** Adds a row (values in column order); true when a batch is ready for `flush`. */
  push(...values: unknown[]): boolean;
  /** Sends what is buffered (its parent tables' rows first). */
  flush(): Promise<void>;
}

interface Sink {
  readonly dialect: DialectName;
  table(name: string, columns: Columns, parents?: TableWriter[]): TableWriter;
  begin(): Promise<void>;
  /** Runs one statement (after everything sent before it). */
  exec(statement: string): Promise<void>;
  /** Waits for everything sent, then commits. */
  commit(): Promise<void>;
  rollback(): Promise<void>;
  close(): Promise<void>;
}

const PG_TYPES: Record<ColType, string> = { int: "int4", text: "text", bool: "bool", real: "float8" };

class SqliteSink implements Sink {
  readonly dialect = "sqlite" as const;
  readonly db: DatabaseSync;
  #tables: SqliteTable[] = [];

  constructor(path: string) {
    this.db = new DatabaseSync(path);
    this.db.exec("PRAGMA busy_timeout = 10000");
    // Bulk-load settings: rollback journal in memory (rollback still works; a crash mid-load
    // would need a fresh database), no fsync, no per-row foreign key lookups, a big cache.
    this.db.exec("PRAGMA journal_mode = MEMORY");
    this.db.exec("PRAGMA synchronous = OFF");
    this.db.exec("PRAGMA foreign_keys = OFF");
    this.db.exec("PRAGMA temp_store = MEMORY");
    this.db.exec("PRAGMA cache_size = -524288");
  }

  table(name: string, columns: Columns): TableWriter {
    const table = new SqliteTable(this.db, name, columns);
    this.#tables.push(table);
    return table;
  }

  async begin(): Promise<void> {
    this.db.exec("BEGIN");
  }

  async exec(statement: string): Promise<void> {
    for (const table of this.#tables) await table.flush();
    this.db.exec(statement);
  }

  async commit(): Promise<void> {
    for (const table of this.#tables) await table.flush();
    this.db.exec("COMMIT");
  }

  async rollback(): Promise<void> {
    if (this.db.isTransaction) this.db.exec("ROLLBACK");
  }

  async close(): Promise<void> {
    // Back to the app's settings (journal_mode persists in the file; the rest is per connection).
    this.db.exec("PRAGMA journal_mode = WAL");
    this.db.exec("PRAGMA synchronous = NORMAL");
    this.db.exec("PRAGMA foreign_keys = ON");
    this.db.close();
  }
}

class SqliteTable implements TableWriter {
  readonly name: string;
  rows = 0;
  readonly #bools: boolean[];
  readonly #width: number;
  readonly #batch: number;
  readonly #many: StatementSync;
  readonly #one: StatementSync;
  #buffer: SQLInputValue[] = [];

  constructor(db: DatabaseSync, name: string, columns: Columns) {
    this.name = name;
    this.#width = columns.length;
    this.#bools = columns.map(([, type]) => type === "bool");
    this.#batch = Math.max(1, Math.floor(4000 / columns.length));
    const row = `(${columns.map(() => "?").join(", ")})`;
    const head = `insert into ${name} (${columns.map(([column]) => column).join(", ")}) values `;
    this.#many = db.prepare(head + Array.from({ length: this.#batch }, () => row).join(", "));
    this.#one = db.prepare(head + row);
  }

  push(...values: unknown[]): boolean {
    for (let i = 0; i < this.#width; i++) {
      const value = values[i];
      this.#buffer.push(this.#bools[i] ? (value === null ? null : value ? 1 : 0) : (value as SQLInputValue));
    }
    this.rows++;
    if (this.#buffer.length === this.#batch * this.#width) {
      this.#many.run(...this.#buffer);
      this.#buffer = [];
    }
    return false;
  }

  async flush(): Promise<void> {
    const buffer = this.#buffer;
    this.#buffer = [];
    for (let at = 0; at < buffer.length; at += this.#width) this.#one.run(...buffer.slice(at, at + this.#width));
  }
}

class PgSink implements Sink {
  readonly dialect = "postgres" as const;
  readonly client: pg.Client;
  #tables: PgTable[] = [];
  #inflight: Promise<unknown>[] = [];
  #error: unknown = null;

  constructor(client: pg.Client) {
    this.client = client;
  }

  static async open(url: string): Promise<PgSink> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("set synchronous_commit = off");
    return new PgSink(client);
  }

  table(name: string, columns: Columns, parents: TableWriter[] = []): TableWriter {
    const table = new PgTable(this, name, columns, parents as PgTable[]);
    this.#tables.push(table);
    return table;
  }

  /**
   * Sends a statement once the previous one is done, without waiting for this one: the next
   * batch is generated while the server inserts this one.
   */
  async send(text: string, values: unknown[]): Promise<void> {
    while (this.#inflight.length > 0) await this.#inflight.shift();
    if (this.#error) throw this.#error;
    const sent = this.client.query(text, values).catch((error: unknown) => {
      this.#error ??= error;
    });
    this.#inflight.push(sent);
  }

  async drain(): Promise<void> {
    while (this.#inflight.length > 0) await this.#inflight.shift();
    if (this.#error) throw this.#error;
  }

  async begin(): Promise<void> {
    await this.client.query("begin");
  }

  async exec(statement: string): Promise<void> {
    for (const table of this.#tables) await table.flush();
    await this.drain();
    await this.client.query(statement);
  }

  async commit(): Promise<void> {
    for (const table of this.#tables) await table.flush();
    await this.drain();
    await this.client.query("commit");
  }

  async rollback(): Promise<void> {
    await Promise.allSettled(this.#inflight);
    this.#inflight = [];
    await this.client.query("rollback").catch(() => {});
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}

class PgTable implements TableWriter {
  readonly name: string;
  rows = 0;
  readonly #sink: PgSink;
  readonly #parents: PgTable[];
  readonly #text: string;
  readonly #batch: number;
  #columns: unknown[][];

  constructor(sink: PgSink, name: string, columns: Columns, parents: PgTable[]) {
    this.name = name;
    this.#sink = sink;
    this.#parents = parents;
    this.#columns = columns.map(() => []);
    this.#batch = columns.some(([column]) => column === "description" || column === "body") ? 2_500 : 10_000;
    const names = columns.map(([column]) => column).join(", ");
    const arrays = columns.map(([, type], i) => `$${i + 1}::${PG_TYPES[type]}[]`).join(", ");
    this.#text = `insert into ${name} (${names}) select * from unnest(${arrays})`;
  }

  push(...values: unknown[]): boolean {
    const columns = this.#columns;
    for (let i = 0; i < columns.length; i++) columns[i].push(values[i]);
    this.rows++;
    return columns[0].length >= this.#batch;
  }

  async flush(): Promise<void> {
    // Foreign keys are checked per statement: the parents' buffered rows go first.
    for (const parent of this.#parents) await parent.flush();
    if (this.#columns[0].length === 0) return;
    const values = this.#columns;
    this.#columns = values.map(() => []);
    await this.#sink.send(this.#text, values);
  }
}

// ---------------------------------------------------------------------------
// What is already there
// ---------------------------------------------------------------------------

type Titled = { id: number; title: string };
type Location = { id: number; city: string; state: string; country: string };

type Existing = {
  users: number;
  maxIds: Record<string, number>;
  asha: { id: number; first: string; last: string; location: number };
  acme: { user: number; company: number; name: string };
  skills: Map<string, number>;
  skillTitles: Map<number, string>;
  sectors: Titled[];
  domains: Map<string, number>;
  institutions: Titled[];
  degrees: Map<string, number>;
  currencies: Array<{ id: number; code: string }>;
  locations: Location[];
  masterCompanies: Titled[];
  /** Corporates that existed before this run (their company documents are refreshed at the end). */
  corporates: number[];
  /** Name keys the companies already have (decision 135). */
  companyNameKeys: Set<string>;
  /** The ids of {@link TYPED_SKILLS}, once added (decision 187). */
  typedSkills: number[];
};

const ID_TABLES = [
  "users",
  "companies",
  "experiences",
  "educations",
  "job_posts",
  "connections",
  "job_post_reposts",
  "referrals",
  "referral_status_history",
  "referral_notes",
  "job_post_questions",
  "referral_answers",
  "recommendations",
  "resume_requests",
  "conversations",
  "messages",
  "notifications",
  "blocks",
  "moderation_cases",
  "reports",
  "moderation_actions",
] as const;

/** The screening question sets (decision 167) the seeded posts ask, and the short answers given. */
const SCREENING_SETS: Array<Array<Omit<ScreeningQuestion, "id">>> = [
  [
    {
      kind: "yes_no",
      text: "Are you authorised to work in India?",
      required: true,
      must_answer: "yes",
      min_number: null,
    },
    {
      kind: "number",
      text: "How many years have you worked with the main skill of this role?",
      required: true,
      must_answer: null,
      min_number: 3,
    },
  ],
  [
    {
      kind: "yes_no",
      text: "Can you work from our office three days a week?",
      required: true,
      must_answer: "yes",
      min_number: null,
    },
    { kind: "text", text: "What is your notice period?", required: false, must_answer: null, min_number: null },
  ],
  [
    { kind: "number", text: "How many years have you led a team?", required: false, must_answer: null, min_number: 1 },
    { kind: "yes_no", text: "Are you willing to relocate?", required: true, must_answer: null, min_number: null },
    { kind: "text", text: "A link to your portfolio or GitHub", required: false, must_answer: null, min_number: null },
  ],
];
const SCREENING_TEXT_ANSWERS = [
  "30 days",
  "Immediately",
  "Two months",
  "https://github.com/",
  "Happy to discuss",
  "Serving notice, 15 days left",
];

async function readExisting(db: Db): Promise<Existing> {
  const users = Number(
    (
      await db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const maxIds: Record<string, number> = {};
  for (const table of ID_TABLES) {
    const { rows } = await sql<{ m: number | string | null }>`select max(id) as m from ${sql.table(table)}`.execute(db);
    maxIds[table] = Number(rows[0]?.m ?? 0);
  }
  const ashaRow = await db
    .selectFrom("users as u")
    .innerJoin("individuals as i", "i.user_id", "u.id")
    .select(["u.id", "i.first_name", "i.last_name", "i.location_id"])
    .where("u.email", "=", DEMO_LOGINS.individual.email)
    .executeTakeFirst();
  if (!ashaRow)
    throw new Error(
      `The demo member ${DEMO_LOGINS.individual.email} is missing: seed:large needs the demo data (start from an empty database).`,
    );
  const acmeRow = await db
    .selectFrom("users as u")
    .innerJoin("corporates as c", "c.user_id", "u.id")
    .select(["u.id", "c.company_id", "c.company_name"])
    .where("u.email", "=", DEMO_LOGINS.corporate.email)
    .executeTakeFirst();
  if (!acmeRow)
    throw new Error(`The demo company ${DEMO_LOGINS.corporate.email} is missing: seed:large needs the demo data.`);
  const skills = await db.selectFrom("skills").select(["id", "title"]).orderBy("id").execute();
  const masterCompanies = await db
    .selectFrom("companies")
    .select(["id", "title"])
    .where("owner_user_id", "is", null)
    .orderBy("id")
    .execute();
  return {
    users,
    maxIds,
    asha: {
      id: ashaRow.id,
      first: ashaRow.first_name,
      last: ashaRow.last_name,
      location: ashaRow.location_id,
    },
    acme: { user: acmeRow.id, company: acmeRow.company_id, name: acmeRow.company_name },
    skills: new Map(skills.map((s) => [s.title, s.id])),
    skillTitles: new Map(skills.map((s) => [s.id, s.title])),
    sectors: await db.selectFrom("sectors").select(["id", "title"]).orderBy("id").execute(),
    domains: new Map((await db.selectFrom("domains").select(["id", "title"]).execute()).map((d) => [d.title, d.id])),
    institutions: await db.selectFrom("institutions").select(["id", "title"]).orderBy("id").execute(),
    degrees: new Map((await db.selectFrom("degrees").select(["id", "title"]).execute()).map((d) => [d.title, d.id])),
    currencies: await db.selectFrom("currencies").select(["id", "code"]).orderBy("id").execute(),
    locations: await db.selectFrom("locations").select(["id", "city", "state", "country"]).orderBy("id").execute(),
    masterCompanies,
    corporates: (await db.selectFrom("corporates").select("user_id").execute()).map((row) => row.user_id),
    companyNameKeys: new Set(
      (await db.selectFrom("companies").select("name_key").where("name_key", "is not", null).execute()).map(
        (row) => row.name_key as string,
      ),
    ),
    typedSkills: [],
  };
}

// ---------------------------------------------------------------------------
// The generator
// ---------------------------------------------------------------------------

type Sizes = { members: number; companies: number; posts: number; connections: number; messages: number };

/** A profession with its master-list ids resolved. */
type Prof = W.Profession & { skillIds: number[]; sectorIds: number[]; domainIds: number[]; degreeIds: number[] };

const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_KINDS) as NotificationType[];
const T = Object.fromEntries(NOTIFICATION_TYPES.map((type, i) => [type, i])) as Record<NotificationType, number>;

function need<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed:large: ${what} "${String(key)}" is not in the master lists`);
  return value;
}

class Generator {
  readonly rng: Rng;
  readonly now: number;
  readonly sizes: Sizes;
  readonly ex: Existing;
  readonly sink: Sink;
  readonly log: (line: string) => void;
  readonly passwordHash: string;
  readonly resumeKey: string;
  readonly resumeSize: number;
  readonly generated: Record<string, number> = {};

  // Master data.
  readonly profs: Prof[];
  readonly profWeights: number[];
  readonly sectorTitle = new Map<number, string>();
  readonly domainTitle = new Map<number, string>();
  readonly locationById = new Map<number, Location>();
  readonly techLocations: Picker;
  readonly generalLocations: Picker;
  readonly institutions: Picker;
  readonly inr: number;
  readonly genericSkills: number[];
  readonly companyTitle = new Map<number, string>();

  // Accounts: indexed by user id.
  readonly userCreated: Float64Array;
  readonly memberOf: Int32Array;
  readonly corpOf: Int32Array;

  // Generated members, by index.
  memberUser!: Int32Array;
  mFirst!: Uint16Array;
  mLast!: Uint16Array;
  mProf!: Uint8Array;
  mLoc!: Int32Array;
  mCompany!: Int32Array;
  mHasResume!: Uint8Array;
  readonly companyEmployees = new Map<number, number[]>();
  /** The generated members' skill ids in their order, by user id (what their connections endorse). */
  readonly memberSkills = new Map<number, number[]>();
  readonly locationMembers = new Map<number, number[]>();
  social!: Picker;

  // Generated corporates, by index.
  corpUser!: Int32Array;
  corpCompany!: Int32Array;
  corpName: string[] = [];
  corpSector!: Int32Array;
  corpLoc!: Int32Array;
  corpCreated!: Float64Array;
  corpAbout: Array<string | null> = [];
  /** Corporate posters (Acme first among the generated ones, at a busy rank). */
  corpPosters!: Picker;

  // Posts, in id order (index = id - postBase).
  postBase = 0;
  pUser!: Int32Array;
  pCompany!: Int32Array;
  pCreated!: Float64Array;
  /** When it closed, or now while open. */
  pEnd!: Float64Array;
  /** A closed post's reason (decision 166): 0 filled, 1 no longer hiring, 2 expired. */
  pReason!: Uint8Array;
  pOpen!: Uint8Array;
  pTitle: string[] = [];
  postPicker!: Picker;
  openPostPicker!: Picker;
  ashaPosts: number[] = [];

  // Accepted connections as adjacency (user id → neighbours with accepted times).
  adjStart!: Int32Array;
  adjNext!: Int32Array;
  adjAt!: Float64Array;
  readonly connected = new Set<number>();
  acceptedFrom: number[] = [];
  acceptedTo: number[] = [];
  acceptedAt: number[] = [];
  ashaNeighbours: Array<{ user: number; at: number }> = [];

  // Notifications (columns), written last.
  readonly nUser: number[] = [];
  readonly nType: number[] = [];
  readonly nActor: number[] = [];
  readonly nSubject: number[] = [];
  readonly nRef: number[] = [];
  readonly nTime: number[] = [];
  readonly nRead: number[] = [];
  /** Notifications of the demo member kept apart, so they can be capped. */
  readonly ashaNotes: number[][] = [];

  // Writers.
  readonly w: Record<string, TableWriter> = {};

  ashaStats = {
    accepted: 0,
    pendingIn: 0,
    pendingOut: 0,
    resumeRequests: 0,
    conversations: 0,
    longest: 0,
    notifications: 0,
    unread: 0,
  };

  constructor(init: {
    rng: Rng;
    now: number;
    sizes: Sizes;
    existing: Existing;
    sink: Sink;
    log: (line: string) => void;
    passwordHash: string;
    resumeKey: string;
    resumeSize: number;
  }) {
    this.rng = init.rng;
    this.now = init.now;
    this.sizes = init.sizes;
    this.ex = init.existing;
    this.sink = init.sink;
    this.log = init.log;
    this.passwordHash = init.passwordHash;
    this.resumeKey = init.resumeKey;
    this.resumeSize = init.resumeSize;
    const ex = this.ex;

    const sectorIds = new Map(ex.sectors.map((s) => [s.title, s.id]));
    for (const s of ex.sectors) this.sectorTitle.set(s.id, s.title);
    for (const [title, id] of ex.domains) this.domainTitle.set(id, title);
    this.profs = W.PROFESSIONS.map((p) => ({
      ...p,
      skillIds: p.skills.map((title) => need(ex.skills, title, "skill")),
      sectorIds: p.sectors.map((title) => need(sectorIds, title, "sector")),
      domainIds: p.domains.map((title) => need(ex.domains, title, "domain")),
      degreeIds: p.degrees.map((title) => need(ex.degrees, title, "degree")),
    }));
    this.profWeights = this.profs.map((p) => p.weight);
    for (const core of W.COMPANY_CORES) need(sectorIds, core.sector, "sector");
    for (const title of W.MASTER_DEGREES) need(ex.degrees, title, "degree");
    this.genericSkills = ["Communication", "Leadership", "Git", "Agile", "Microsoft Excel", "Project Management"].map(
      (t) => need(ex.skills, t, "skill"),
    );

    for (const l of ex.locations) this.locationById.set(l.id, l);
    const boost: Record<string, number> = {
      Bengaluru: 3.2,
      Hyderabad: 2,
      Pune: 2,
      Chennai: 1.5,
      Gurugram: 1.5,
      Noida: 1.3,
      Mumbai: 1.2,
    };
    const locIds = ex.locations.map((l) => l.id);
    this.techLocations = new Picker(locIds, (r) => {
      const l = ex.locations[r];
      return ((boost[l.city] ?? 1) * (l.country === "India" ? 1 : 0.3)) / Math.pow(r + 1.5, 1.05);
    });
    this.generalLocations = new Picker(
      locIds,
      (r) => (ex.locations[r].country === "India" ? 1 : 0.2) / Math.pow(r + 1.5, 1.05),
    );
    const institutionIds = ex.institutions.map((i) => i.id);
    this.rng.shuffle(institutionIds);
    this.institutions = Picker.zipf(institutionIds, 0.6, 2);
    this.inr = ex.currencies.find((c) => c.code === "INR")?.id ?? ex.currencies[0].id;
    for (const c of ex.masterCompanies) this.companyTitle.set(c.id, c.title);
    this.companyTitle.set(ex.acme.company, ex.acme.name);

    const maxUser = ex.maxIds.users + this.sizes.members + this.sizes.companies + 1;
    this.userCreated = new Float64Array(maxUser + 1);
    this.memberOf = new Int32Array(maxUser + 1).fill(-1);
    this.corpOf = new Int32Array(maxUser + 1).fill(-1);
    // The demo accounts are created at startup ("now"), yet the demo data already gives them a
    // past (connections weeks ago): here they count as members of three years' standing.
    this.userCreated[ex.asha.id] = this.now - 3 * YEAR;
    this.userCreated[ex.acme.user] = this.now - 3 * YEAR;
    this.postBase = ex.maxIds.job_posts + 1;

    const s = this.sink;
    const w = this.w;
    w.users = s.table("users", [
      ["id", "int"],
      ["email", "text"],
      ["password_hash", "text"],
      ["type_of_user", "text"],
      ["email_verified", "bool"],
      ["onboarding_complete", "bool"],
      ["google_sub", "text"],
      ["created_at", "text"],
      ["updated_at", "text"],
    ]);
    w.companies = s.table(
      "companies",
      [
        ["id", "int"],
        ["title", "text"],
        ["owner_user_id", "int"],
        ["name_key", "text"],
        ["domain", "text"],
        ["domain_verified_at", "text"],
        ["domain_verified_by", "text"],
      ],
      [w.users],
    );
    w.individuals = s.table(
      "individuals",
      [
        ["user_id", "int"],
        ["first_name", "text"],
        ["last_name", "text"],
        ["phone", "text"],
        ["pincode", "text"],
        ["location_id", "int"],
        ["bio", "text"],
        ["profile_pic", "text"],
        ["banner", "text"],
        ["created_at", "text"],
        ["updated_at", "text"],
      ],
      [w.users],
    );
    w.corporates = s.table(
      "corporates",
      [
        ["user_id", "int"],
        ["company_id", "int"],
        ["company_name", "text"],
        ["poc", "text"],
        ["phone", "text"],
        ["email", "text"],
        ["website", "text"],
        ["pincode", "text"],
        ["location_id", "int"],
        ["about", "text"],
        ["logo", "text"],
        ["profile_pic", "text"],
        ["banner", "text"],
        ["created_at", "text"],
        ["updated_at", "text"],
      ],
      [w.users, w.companies],
    );
    w.experiences = s.table(
      "experiences",
      [
        ["id", "int"],
        ["user_id", "int"],
        ["title", "text"],
        ["company_id", "int"],
        ["employment_type", "text"],
        ["location_id", "int"],
        ["start_date", "text"],
        ["end_date", "text"],
        ["is_current", "bool"],
        ["description", "text"],
        ["created_at", "text"],
        ["updated_at", "text"],
      ],
      [w.individuals, w.companies],
    );
    w.educations = s.table(
      "educations",
      [
        ["id", "int"],
        ["user_id", "int"],
        ["institution_id", "int"],
        ["degree_id", "int"],
        ["field_of_study", "text"],
        ["start_year", "int"],
        ["end_year", "int"],
        ["grade", "text"],
        ["created_at", "text"],
        ["updated_at", "text"],
      ],
      [w.individuals],
    );
    w.individual_skills = s.table(
      "individual_skills",
      [
        ["user_id", "int"],
        ["skill_id", "int"],
        ["position", "int"],
      ],
      [w.individuals],
    );
    w.skill_endorsements = s.table(
      "skill_endorsements",
      [
        ["user_id", "int"],
        ["skill_id", "int"],
        ["endorser_id", "int"],
        ["created_at", "text"],
      ],
      [w.individual_skills],
    );
    w.resumes = s.table(
      "resumes",
      [
        ["user_id", "int"],
        ["file_key", "text"],
        ["name", "text"],
        ["size", "int"],
        ["uploaded_at", "text"],
      ],
      [w.individuals],
    );
    w.job_posts = s.table(
      "job_posts",
      [
        ["id", "int"],
        ["user_id", "int"],
        ["company_id", "int"],
        ["title", "text"],
        ["job_type", "text"],
        ["sector_id", "int"],
        ["domain_id", "int"],
        ["min_experience_years", "int"],
        ["min_experience_months", "int"],
        ["employment_type", "text"],
        ["currency_id", "int"],
        ["salary", "real"],
        ["no_of_openings", "int"],
        ["description", "text"],
        ["status", "text"],
        ["created_at", "text"],
        ["updated_at", "text"],
        ["valid_through", "text"],
        ["close_reason", "text"],
        ["closed_at", "text"],
        ["ending_notice_at", "text"],
        ["applicants_closed_at", "text"],
      ],
      [w.users, w.companies],
    );
    w.job_post_locations = s.table(
      "job_post_locations",
      [
        ["job_post_id", "int"],
        ["location_id", "int"],
        ["position", "int"],
      ],
      [w.job_posts],
    );
    w.job_post_skills = s.table(
      "job_post_skills",
      [
        ["job_post_id", "int"],
        ["skill_id", "int"],
        ["position", "int"],
      ],
      [w.job_posts],
    );
    w.connections = s.table(
      "connections",
      [
        ["id", "int"],
        ["from_user_id", "int"],
        ["to_user_id", "int"],
        ["user_low", "int"],
        ["user_high", "int"],
        ["note", "text"],
        ["status", "text"],
        ["created_at", "text"],
        ["accepted_at", "text"],
      ],
      [w.users],
    );
    w.job_post_likes = s.table(
      "job_post_likes",
      [
        ["job_post_id", "int"],
        ["user_id", "int"],
        ["created_at", "text"],
      ],
      [w.job_posts],
    );
    w.job_post_reposts = s.table(
      "job_post_reposts",
      [
        ["id", "int"],
        ["job_post_id", "int"],
        ["user_id", "int"],
        ["created_at", "text"],
      ],
      [w.job_posts],
    );
    w.job_post_stats = s.table(
      "job_post_stats",
      [
        ["job_post_id", "int"],
        ["day", "text"],
        ["views", "int"],
        ["unique_viewers", "int"],
        ["appearances", "int"],
      ],
      [w.job_posts],
    );
    w.job_post_viewers = s.table(
      "job_post_viewers",
      [
        ["job_post_id", "int"],
        ["day", "text"],
        ["viewer_key", "text"],
      ],
      [w.job_posts],
    );
    w.referrals = s.table(
      "referrals",
      [
        ["id", "int"],
        ["job_post_id", "int"],
        ["user_id", "int"],
        ["message", "text"],
        ["status", "text"],
        ["created_at", "text"],
        ["responded_at", "text"],
        ["status_at", "text"],
        ["meets_requirements", "bool"],
      ],
      [w.job_posts],
    );
    w.job_post_questions = s.table(
      "job_post_questions",
      [
        ["id", "int"],
        ["job_post_id", "int"],
        ["position", "int"],
        ["kind", "text"],
        ["text", "text"],
        ["required", "bool"],
        ["required_answer", "text"],
      ],
      [w.job_posts],
    );
    w.referral_answers = s.table(
      "referral_answers",
      [
        ["id", "int"],
        ["referral_id", "int"],
        ["question_id", "int"],
        ["answer", "text"],
        ["meets", "bool"],
      ],
      [w.referrals, w.job_post_questions],
    );
    w.referral_status_history = s.table(
      "referral_status_history",
      [
        ["id", "int"],
        ["referral_id", "int"],
        ["status", "text"],
        ["at", "text"],
        ["by_user_id", "int"],
      ],
      [w.referrals],
    );
    w.referral_notes = s.table(
      "referral_notes",
      [
        ["id", "int"],
        ["referral_id", "int"],
        ["author_user_id", "int"],
        ["body", "text"],
        ["created_at", "text"],
      ],
      [w.referrals],
    );
    w.recommendations = s.table(
      "recommendations",
      [
        ["id", "int"],
        ["job_post_id", "int"],
        ["from_user_id", "int"],
        ["to_user_id", "int"],
        ["created_at", "text"],
      ],
      [w.job_posts],
    );
    w.resume_requests = s.table(
      "resume_requests",
      [
        ["id", "int"],
        ["requester_id", "int"],
        ["owner_id", "int"],
        ["status", "text"],
        ["created_at", "text"],
        ["responded_at", "text"],
      ],
      [w.users],
    );
    w.conversations = s.table(
      "conversations",
      [
        ["id", "int"],
        ["user_low", "int"],
        ["user_high", "int"],
        ["created_at", "text"],
        ["updated_at", "text"],
        ["first_message_at", "text"],
      ],
      [w.users],
    );
    w.messages = s.table(
      "messages",
      [
        ["id", "int"],
        ["conversation_id", "int"],
        ["sender_id", "int"],
        ["recipient_id", "int"],
        ["text", "text"],
        ["created_at", "text"],
        ["read_at", "text"],
      ],
      [w.conversations],
    );
    w.open_to_work = s.table(
      "open_to_work",
      [
        ["user_id", "int"],
        ["visibility", "text"],
        ["roles", "text"],
        ["job_types", "text"],
        ["employment_types", "text"],
        ["start_date", "text"],
        ["created_at", "text"],
        ["updated_at", "text"],
      ],
      [w.individuals],
    );
    w.open_to_work_locations = s.table(
      "open_to_work_locations",
      [
        ["user_id", "int"],
        ["location_id", "int"],
      ],
      [w.open_to_work],
    );
    w.blocks = s.table(
      "blocks",
      [
        ["id", "int"],
        ["blocker_id", "int"],
        ["blocked_id", "int"],
        ["created_at", "text"],
      ],
      [w.users],
    );
    w.moderation_cases = s.table(
      "moderation_cases",
      [
        ["id", "int"],
        ["target_kind", "text"],
        ["target_id", "int"],
        ["owner_id", "int"],
        ["status", "text"],
        ["outcome", "text"],
        ["snapshot", "text"],
        ["report_count", "int"],
        ["review_requested_at", "text"],
        ["created_at", "text"],
        ["queued_at", "text"],
        ["closed_at", "text"],
      ],
      [w.users],
    );
    w.reports = s.table(
      "reports",
      [
        ["id", "int"],
        ["case_id", "int"],
        ["reporter_id", "int"],
        ["reason", "text"],
        ["note", "text"],
        ["created_at", "text"],
      ],
      [w.moderation_cases],
    );
    w.moderation_actions = s.table(
      "moderation_actions",
      [
        ["id", "int"],
        ["case_id", "int"],
        ["actor_id", "int"],
        ["action", "text"],
        ["reason", "text"],
        ["days", "int"],
        ["created_at", "text"],
      ],
      [w.moderation_cases],
    );
    w.notifications = s.table(
      "notifications",
      [
        ["id", "int"],
        ["user_id", "int"],
        ["type", "text"],
        ["actor_user_id", "int"],
        ["message", "text"],
        ["link", "text"],
        ["subject_id", "int"],
        ["is_read", "bool"],
        ["created_at", "text"],
      ],
      [w.users],
    );
    w.search =
      s.dialect === "postgres"
        ? s.table("search_documents", [
            ["kind", "text"],
            ["ref_id", "int"],
            ["created_at", "text"],
            ["title", "text"],
            ["skills", "text"],
            ["company", "text"],
            ["body", "text"],
          ])
        : s.table("search_fts", [
            ["rowid", "int"],
            ["kind", "text"],
            ["ref_id", "int"],
            ["created_at", "text"],
            ["title", "text"],
            ["skills", "text"],
            ["company", "text"],
            ["body", "text"],
          ]);
  }

  async put(table: TableWriter, ...values: unknown[]): Promise<void> {
    if (table.push(...values)) await table.flush();
  }

  /** A search document's fields, as search/documents.ts fills them (title, skills, company, body: decision 171). */
  async searchDoc(
    kind: SearchKind,
    refId: number,
    createdAt: string,
    title: string,
    skills: string,
    company: string,
    body: string,
  ): Promise<void> {
    if (this.sink.dialect === "postgres")
      await this.put(this.w.search, kind, refId, createdAt, title, skills, company, body);
    else await this.put(this.w.search, ftsRowId(kind, refId), kind, refId, createdAt, title, skills, company, body);
  }

  async flushAll(...tables: TableWriter[]): Promise<void> {
    for (const table of tables) await table.flush();
  }

  step(label: string, started: number, count?: string): void {
    this.log(`  ${label}${count ? `: ${count}` : ""} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }

  // -------------------------------------------------------------------------
  // Names
  // -------------------------------------------------------------------------

  firstName(userId: number): string {
    const m = this.memberOf[userId];
    if (m >= 0) return W.FIRST_NAMES[this.mFirst[m]];
    if (userId === this.ex.asha.id) return this.ex.asha.first;
    const c = this.corpOf[userId];
    return c >= 0 ? this.corpName[c] : this.ex.acme.name;
  }

  /** The name notifications show (notification/service.ts displayName). */
  displayName(userId: number): string {
    const m = this.memberOf[userId];
    if (m >= 0) return `${W.FIRST_NAMES[this.mFirst[m]]} ${W.LAST_NAMES[this.mLast[m]]}`;
    if (userId === this.ex.asha.id) return `${this.ex.asha.first} ${this.ex.asha.last}`;
    const c = this.corpOf[userId];
    if (c >= 0) return this.corpName[c];
    if (userId === this.ex.acme.user) return this.ex.acme.name;
    return "A member";
  }

  profileLink(userId: number): string {
    const m = this.memberOf[userId];
    if (m >= 0) return profilePath(userId, W.FIRST_NAMES[this.mFirst[m]], W.LAST_NAMES[this.mLast[m]]);
    return profilePath(userId, this.ex.asha.first, this.ex.asha.last);
  }

  /** Profession of a member (Asha: full-stack). */
  profOf(userId: number): Prof {
    const m = this.memberOf[userId];
    return m >= 0 ? this.profs[this.mProf[m]] : this.profs.find((p) => p.key === "fullstack")!;
  }

  cityOf(userId: number): string {
    const m = this.memberOf[userId];
    const id = m >= 0 ? this.mLoc[m] : this.ex.asha.location;
    return this.locationById.get(id)?.city ?? "Bengaluru";
  }

  textVars(userId: number, extra: Record<string, string | number> = {}): Record<string, string | number> {
    const r = this.rng;
    const prof = this.profOf(userId);
    return {
      role: r.pick(prof.roles),
      skill: r.pick(prof.skills),
      skill2: r.pick(prof.skills),
      domain: r.pick(prof.domains),
      city: this.cityOf(userId),
      company:
        this.companyTitle.get(
          this.memberOf[userId] >= 0 ? this.mCompany[this.memberOf[userId]] : this.ex.acme.company,
        ) ?? "my company",
      product: r.pick(W.PRODUCTS),
      team: r.pick(W.TEAMS),
      years: r.range(2, 9),
      ...extra,
    };
  }

  note(
    user: number,
    type: NotificationType,
    actor: number,
    subject: number,
    ref: number,
    time: number,
    read: boolean,
  ): void {
    if (user === actor) return;
    if (user === this.ex.asha.id) {
      this.ashaNotes.push([user, T[type], actor, subject, ref, time, read ? 1 : 0]);
      return;
    }
    this.nUser.push(user);
    this.nType.push(T[type]);
    this.nActor.push(actor);
    this.nSubject.push(subject);
    this.nRef.push(ref);
    this.nTime.push(time);
    this.nRead.push(read ? 1 : 0);
  }

  /** Whether a notification of this age has been read. */
  readByAge(time: number): boolean {
    const age = this.now - time;
    return this.rng.chance(age > 14 * DAY ? 0.95 : age > 3 * DAY ? 0.7 : 0.3);
  }

  // -------------------------------------------------------------------------
  // Accounts, profiles
  // -------------------------------------------------------------------------

  async accounts(): Promise<void> {
    const started = performance.now();
    const { members: M, companies: K } = this.sizes;
    const r = this.rng;
    const span = 3 * YEAR;
    // Sign-up times (oldest first), members and companies interleaved by time for their ids.
    const mTimes = new Float64Array(M);
    for (let i = 0; i < M; i++) mTimes[i] = this.now - DAY - r.u() * span;
    mTimes.sort();
    const cTimes = new Float64Array(K);
    for (let i = 0; i < K; i++) cTimes[i] = this.now - DAY - r.u() * span;
    cTimes.sort();
    this.memberUser = new Int32Array(M);
    this.corpUser = new Int32Array(K);
    this.corpCreated = cTimes;
    let id = this.ex.maxIds.users;
    for (let i = 0, j = 0; i < M || j < K;) {
      id++;
      if (j >= K || (i < M && mTimes[i] <= cTimes[j])) {
        this.memberUser[i] = id;
        this.memberOf[id] = i;
        this.userCreated[id] = Math.floor(mTimes[i]);
        i++;
      } else {
        this.corpUser[j] = id;
        this.corpOf[id] = j;
        this.userCreated[id] = Math.floor(cTimes[j]);
        j++;
      }
    }

    // Companies of the generated corporates (unique names in this run).
    const companyBase = this.ex.maxIds.companies + 1;
    this.corpCompany = new Int32Array(K);
    this.corpSector = new Int32Array(K);
    this.corpLoc = new Int32Array(K);
    const sectorIds = new Map(this.ex.sectors.map((s) => [s.title, s.id]));
    const taken = new Set<string>([...this.companyTitle.values()].map((t) => t.toLowerCase()));
    for (let j = 0; j < K; j++) {
      let name = "";
      let core = W.COMPANY_CORES[0];
      for (let attempt = 0; attempt < 50; attempt++) {
        core = r.pick(W.COMPANY_CORES);
        const prefix = r.pick(W.COMPANY_PREFIXES);
        name = `${prefix} ${core.core}${r.pick(W.COMPANY_ENDINGS)}`;
        if (attempt > 20)
          name = `${prefix}${r.pick(W.COMPANY_PREFIXES).toLowerCase().replace(/ /g, "")} ${core.core}${r.pick(W.COMPANY_ENDINGS)}`;
        if (attempt > 40) name = `${name} ${j + 1}`;
        if (!taken.has(name.toLowerCase())) break;
      }
      taken.add(name.toLowerCase());
      this.corpName.push(name);
      this.corpCompany[j] = companyBase + j;
      this.corpSector[j] = sectorIds.get(core.sector)!;
      this.corpLoc[j] = this.generalLocations.pick(r);
      this.companyTitle.set(companyBase + j, name);
    }

    // Who works where: the big master companies, Acme (about 1%), the generated ones (heavy-tailed).
    const masterEmployers = Picker.zipf(
      this.ex.masterCompanies.map((c) => c.id),
      0.8,
      3,
    );
    const generatedIds = Int32Array.from(this.corpCompany);
    r.shuffle(generatedIds);
    const generatedEmployers = Picker.zipf(generatedIds, 0.9, 10);
    this.mFirst = new Uint16Array(M);
    this.mLast = new Uint16Array(M);
    this.mProf = new Uint8Array(M);
    this.mLoc = new Int32Array(M);
    this.mCompany = new Int32Array(M);
    this.mHasResume = new Uint8Array(M);
    for (let i = 0; i < M; i++) {
      this.mFirst[i] = r.int(W.FIRST_NAMES.length);
      this.mLast[i] = r.int(W.LAST_NAMES.length);
      const prof = r.weighted(this.profWeights);
      this.mProf[i] = prof;
      this.mLoc[i] = (this.profs[prof].tech ? this.techLocations : this.generalLocations).pick(r);
      const u = r.u();
      this.mCompany[i] =
        u < 0.01 ? this.ex.acme.company : u < 0.3 || K === 0 ? masterEmployers.pick(r) : generatedEmployers.pick(r);
      this.mHasResume[i] = r.chance(SEED_LARGE_PROPORTIONS.resumeShare) ? 1 : 0;
      const colleagues = this.companyEmployees.get(this.mCompany[i]);
      if (colleagues) colleagues.push(i);
      else this.companyEmployees.set(this.mCompany[i], [i]);
      const neighbours = this.locationMembers.get(this.mLoc[i]);
      if (neighbours) neighbours.push(i);
      else this.locationMembers.set(this.mLoc[i], [i]);
    }
    // Social activity: a few members are far busier than the rest.
    const socialOrder = new Int32Array(M);
    for (let i = 0; i < M; i++) socialOrder[i] = i;
    r.shuffle(socialOrder);
    this.social = Picker.zipf(socialOrder, 1, 30);

    // Users rows, in id order.
    const w = this.w;
    for (let uid = this.ex.maxIds.users + 1; uid <= id; uid++) {
      const m = this.memberOf[uid];
      const created = isoOf(this.userCreated[uid]);
      const onboarded = isoOf(this.userCreated[uid] + 5 * MINUTE);
      let email: string;
      let type: UserType;
      if (m >= 0) {
        email = `${slugify(W.FIRST_NAMES[this.mFirst[m]], W.LAST_NAMES[this.mLast[m]]).replace(/-/g, ".")}.${uid}@${LARGE_MEMBER_EMAIL_DOMAIN}`;
        type = "individual";
      } else {
        email = `careers.${uid}@${slugify(this.corpName[this.corpOf[uid]])}.example`;
        type = "corporate";
      }
      await this.put(w.users, uid, email, this.passwordHash, type, true, true, null, created, onboarded);
    }
    // Each company's name key, as the app gives a company it creates (decision 135): typing a
    // seeded company's name then finds it instead of adding a second entry. A key already taken
    // (a master company, an earlier generated one) stays null, as freeNameKey does.
    const takenKeys = new Set(this.ex.companyNameKeys);
    // Some companies verified the domain of their accounts' emails (decision 176), each domain once.
    const verifiedDomains = new Set<string>();
    for (let j = 0; j < K; j++) {
      const key = normaliseEntryName(this.corpName[j]) || null;
      const nameKey = key && !takenKeys.has(key) ? key : null;
      if (nameKey) takenKeys.add(nameKey);
      const domain = `${slugify(this.corpName[j])}.example`;
      // Every fifth company's share by its place (no draw: the generated data stays as it was).
      const verified = (j % 5) / 5 < SEED_LARGE_PROPORTIONS.verifiedCompanyShare && !verifiedDomains.has(domain);
      if (verified) verifiedDomains.add(domain);
      const verifiedAt = verified ? isoOf(this.corpCreated[j] + 10 * MINUTE) : null;
      await this.put(
        w.companies,
        this.corpCompany[j],
        this.corpName[j],
        this.corpUser[j],
        nameKey,
        verified ? domain : null,
        verifiedAt,
        verified ? "email" : null,
      );
    }
    await this.flushAll(w.users, w.companies);
    this.generated.users = id - this.ex.maxIds.users;
    this.generated.companies = K;
    this.step("accounts", started, `${M} members, ${K} companies`);
  }

  async profiles(): Promise<void> {
    const started = performance.now();
    const r = this.rng;
    const w = this.w;
    const { members: M, companies: K } = this.sizes;
    let experienceId = this.ex.maxIds.experiences;
    let educationId = this.ex.maxIds.educations;
    const nowYear = yearOf(this.now);
    let skillRows = 0;
    let resumes = 0;

    for (let i = 0; i < M; i++) {
      const uid = this.memberUser[i];
      const first = W.FIRST_NAMES[this.mFirst[i]];
      const last = W.LAST_NAMES[this.mLast[i]];
      const prof = this.profs[this.mProf[i]];
      const created = this.userCreated[uid] + 5 * MINUTE;
      const createdIso = isoOf(created);
      const city = this.locationById.get(this.mLoc[i])!.city;
      const companyTitle = this.companyTitle.get(this.mCompany[i])!;

      // Career: years since the first degree, current job and up to two earlier ones.
      const career = Math.floor(18 * Math.pow(r.u(), 1.6));
      const seniority =
        career < 1
          ? "Junior "
          : career < 3
            ? r.pick(["", "Associate "])
            : career < 7
              ? r.pick(["", "Senior "])
              : r.pick(["Senior ", "Lead ", "Principal ", "Staff "]);
      const currentTitle = `${seniority}${r.pick(prof.roles)}`;

      // Skills, the most typical of the profession likelier.
      const skillIds = r.some(prof.skillIds, r.range(3, Math.min(10, prof.skillIds.length)));
      if (r.chance(0.3)) {
        const extra = r.pick(this.genericSkills);
        if (!skillIds.includes(extra)) skillIds.push(extra);
      }
      // Some list a skill typed in, chosen by place (no draw: the rest of the data stays as it was).
      const every = SEED_LARGE_PROPORTIONS.typedSkillEvery;
      if (uid % every === 0 && this.ex.typedSkills.length > 0)
        skillIds.push(this.ex.typedSkills[Math.floor(uid / every) % this.ex.typedSkills.length]);
      const skillTitles = skillIds.map((sid) => this.ex.skillTitles.get(sid)!);

      const bio = this.headline(prof, skillTitles, currentTitle, companyTitle, city, career);
      // Most members have a (generated) photo; some never add one.
      const photo = r.chance(0.85) ? generatedPictureUrl("person", uid) : null;
      await this.put(
        w.individuals,
        uid,
        first,
        last,
        phone(r),
        pincode(r),
        this.mLoc[i],
        bio,
        photo,
        null,
        createdIso,
        createdIso,
      );
      for (const [position, sid] of skillIds.entries()) await this.put(w.individual_skills, uid, sid, position);
      this.memberSkills.set(uid, skillIds);
      skillRows += skillIds.length;

      const careerStart = this.now - career * YEAR - r.int(300) * DAY;
      const currentStart = this.now - r.u() * Math.min(Math.max(career, 0.2) * YEAR, 6 * YEAR) - 15 * DAY;
      experienceId++;
      await this.put(
        w.experiences,
        experienceId,
        uid,
        currentTitle,
        this.mCompany[i],
        r.chance(0.92) ? "full-time" : r.pick(["contract", "part-time", "freelance", "internship"]),
        r.chance(0.9) ? this.mLoc[i] : null,
        monthOf(currentStart),
        null,
        true,
        r.chance(0.5) ? this.experienceLine(prof, skillTitles) : null,
        createdIso,
        createdIso,
      );
      let end = currentStart - r.range(0, 3) * 30 * DAY;
      const previous = career >= 3 ? r.weighted([35, 40, 25]) : 0;
      for (let k = 0; k < previous; k++) {
        const start = end - r.range(10, 48) * 30 * DAY;
        if (start < careerStart || end - start < 60 * DAY) break;
        const company = r.chance(0.3)
          ? this.ex.masterCompanies[r.int(this.ex.masterCompanies.length)].id
          : K > 0
            ? this.corpCompany[r.int(K)]
            : this.mCompany[i];
        experienceId++;
        await this.put(
          w.experiences,
          experienceId,
          uid,
          `${k === previous - 1 && career > 6 ? r.pick(["Junior ", "Associate ", ""]) : ""}${r.pick(prof.roles)}`,
          company,
          r.chance(0.85) ? "full-time" : r.pick(["internship", "contract"]),
          r.chance(0.7) ? this.generalLocations.pick(r) : null,
          monthOf(start),
          monthOf(end),
          false,
          r.chance(0.4) ? this.experienceLine(prof, skillTitles) : null,
          createdIso,
          createdIso,
        );
        end = start - r.range(0, 4) * 30 * DAY;
      }

      // Education: a first degree ending when the career began, sometimes a second one.
      const gradYear = Math.min(nowYear, yearOf(careerStart));
      const firstDegree = r.pick(prof.degreeIds);
      const length = firstDegree === this.ex.degrees.get("Diploma in Engineering") ? 3 : r.pick([3, 4, 4]);
      educationId++;
      await this.put(
        w.educations,
        educationId,
        uid,
        this.institutions.pick(r),
        firstDegree,
        r.chance(0.9) ? r.pick(prof.fields) : null,
        gradYear - length,
        gradYear,
        r.chance(0.6) ? r.pick(W.GRADES) : null,
        createdIso,
        createdIso,
      );
      if (r.chance(0.3)) {
        const start = gradYear + r.range(0, 4);
        if (start <= nowYear) {
          const finish = start + 2;
          educationId++;
          await this.put(
            w.educations,
            educationId,
            uid,
            this.institutions.pick(r),
            need(this.ex.degrees, r.pick(W.MASTER_DEGREES), "degree"),
            r.chance(0.8) ? r.pick(prof.fields) : null,
            start,
            finish > nowYear ? null : finish,
            finish > nowYear || r.chance(0.5) ? null : r.pick(W.GRADES),
            createdIso,
            createdIso,
          );
        }
      }

      if (this.mHasResume[i]) {
        const name = fill(r.pick(W.RESUME_FILE_NAMES), {
          First: first,
          Last: last,
          first: slugify(first),
          last: slugify(last),
        });
        await this.put(
          w.resumes,
          uid,
          this.resumeKey,
          name,
          this.resumeSize,
          isoOf(created + r.u() * (this.now - created)),
        );
        resumes++;
      }

      // Its search document (search/documents.ts personDocuments).
      await this.searchDoc(
        "person",
        uid,
        createdIso,
        indexText(first, last),
        indexText(...skillTitles),
        indexText(`${currentTitle} ${companyTitle}`),
        indexText(bio, city),
      );
    }

    for (let j = 0; j < K; j++) {
      const uid = this.corpUser[j];
      const created = isoOf(this.corpCreated[j] + 5 * MINUTE);
      const name = this.corpName[j];
      const slug = slugify(name);
      const city = this.locationById.get(this.corpLoc[j])!.city;
      const about = r.chance(0.95)
        ? fill(r.pick(W.ABOUT_TEMPLATES), {
            company: name,
            product: r.pick(W.PRODUCTS),
            customers: r.pick(W.CUSTOMERS),
            region: r.pick(W.REGIONS),
            role: r.pick(this.profs[r.weighted(this.profWeights)].roles),
            city,
            size: r.pick([12, 40, 85, 150, 300, 800, 2500]),
          })
        : null;
      this.corpAbout.push(about);
      await this.put(
        w.corporates,
        uid,
        this.corpCompany[j],
        name,
        `${r.pick(W.FIRST_NAMES)} ${r.pick(W.LAST_NAMES)}`,
        phone(r),
        `hr@${slug}.example`,
        r.chance(0.8) ? `https://www.${slug}.example` : null,
        pincode(r),
        this.corpLoc[j],
        about,
        // A generated logo, also the company's picture.
        generatedPictureUrl("company", uid),
        generatedPictureUrl("company", uid),
        null,
        created,
        created,
      );
    }
    await this.flushAll(w.individuals, w.corporates, w.experiences, w.educations, w.individual_skills, w.resumes);
    this.generated.individuals = M;
    this.generated.corporates = K;
    this.generated.experiences = experienceId - this.ex.maxIds.experiences;
    this.generated.educations = educationId - this.ex.maxIds.educations;
    this.generated.individual_skills = skillRows;
    this.generated.resumes = resumes;
    this.step(
      "profiles",
      started,
      `${this.generated.experiences} experiences, ${skillRows} skills, ${resumes} resumes`,
    );
  }

  headline(prof: Prof, skills: string[], role: string, company: string, city: string, career: number): string {
    const r = this.rng;
    const vars = {
      role,
      adj: r.pick(W.ADJECTIVES),
      skill: skills[0],
      skill2: skills[1] ?? skills[0],
      skill3: skills[2] ?? skills[0],
      company,
      interest: r.pick(W.INTERESTS),
      years: Math.max(1, career),
      domain: r.pick(prof.domains).toLowerCase(),
      customers: r.pick(W.CUSTOMERS),
      product: r.pick(W.PRODUCTS),
      work: r.pick(prof.work),
      city,
    };
    const text = capitalise(fill(r.pick(W.HEADLINES), vars));
    return text.length <= 120 ? text : clip(`${role} | ${skills.slice(0, 2).join(", ")}`, 120);
  }

  experienceLine(prof: Prof, skills: string[]): string {
    const r = this.rng;
    return fill(r.pick(W.EXPERIENCE_LINES), {
      product: r.pick(W.PRODUCTS),
      skill: r.pick(skills),
      skill2: r.pick(prof.skills),
      customers: r.pick(W.CUSTOMERS),
      team: r.pick(W.TEAMS),
      n: r.range(2, 9),
    });
  }

  // -------------------------------------------------------------------------
  // Job posts
  // -------------------------------------------------------------------------

  async posts(): Promise<void> {
    const started = performance.now();
    const r = this.rng;
    const w = this.w;
    const P = this.sizes.posts;
    const { members: M, companies: K } = this.sizes;
    const asha = this.ex.asha.id;
    const acme = this.ex.acme;

    // Who posts: companies (Acme among the busy ones) and individuals (recruiters and hiring managers, heavy-tailed).
    const corpOrder = Array.from(this.corpUser);
    r.shuffle(corpOrder);
    corpOrder.splice(Math.min(8, corpOrder.length), 0, acme.user);
    this.corpPosters = Picker.zipf(corpOrder, 0.9, 20);
    const posterOrder = new Int32Array(M);
    for (let i = 0; i < M; i++) posterOrder[i] = i;
    r.shuffle(posterOrder);
    const individualPosters = Picker.zipf(posterOrder, 1, 50);

    const ashaPosts = Math.min(12, Math.floor(P / 10));
    const user = new Int32Array(P);
    const company = new Int32Array(P);
    const created = new Float64Array(P);
    const prof = new Uint8Array(P);
    for (let k = 0; k < P; k++) {
      let poster: number;
      let at: number;
      if (k < ashaPosts) {
        poster = asha;
        company[k] = acme.company;
        // Half recent and open, half older and closed (below).
        at = k % 2 === 0 ? this.now - r.range(1, 30) * DAY - r.int(DAY) : this.now - r.range(60, 400) * DAY;
        prof[k] = this.profs.findIndex((p) => p.key === (k % 3 === 0 ? "backend" : "fullstack"));
      } else {
        at = this.now - 2 * YEAR * Math.pow(r.u(), 1.25) - r.int(HOUR);
        if (r.chance(SEED_LARGE_PROPORTIONS.corporatePostShare)) {
          poster = this.corpPosters.pick(r);
          for (let attempt = 0; attempt < 5 && this.userCreated[poster] + HOUR > at; attempt++)
            poster = this.corpPosters.pick(r);
          const c = this.corpOf[poster];
          company[k] = c >= 0 ? this.corpCompany[c] : acme.company;
          prof[k] = r.weighted(this.profWeights);
        } else {
          // Someone who had joined by then (a few tries), else the post moves after they joined.
          let m = 0;
          for (let attempt = 0; attempt < 6; attempt++) {
            m = r.chance(0.3) ? r.int(M) : individualPosters.pick(r);
            if (this.userCreated[this.memberUser[m]] + HOUR <= at) break;
          }
          poster = this.memberUser[m];
          company[k] = this.mCompany[m];
          prof[k] = r.chance(0.6) ? this.mProf[m] : r.weighted(this.profWeights);
        }
        const joined = this.userCreated[poster] + HOUR;
        if (at < joined) at = joined + r.u() * (this.now - joined);
      }
      user[k] = poster;
      created[k] = Math.floor(Math.min(at, this.now - MINUTE));
    }

    // Ids in time order.
    const order = orderBy(created);
    this.pUser = new Int32Array(P);
    this.pCompany = new Int32Array(P);
    this.pCreated = new Float64Array(P);
    this.pEnd = new Float64Array(P);
    this.pReason = new Uint8Array(P);
    this.pOpen = new Uint8Array(P);
    const sectorCounts = new Map<number, Map<number, { n: number; newest: number }>>();
    let open = 0;
    let locationRows = 0;
    let skillRows = 0;
    for (let rank = 0; rank < P; rank++) {
      const k = order[rank];
      const id = this.postBase + rank;
      const poster = user[k];
      const p = this.profs[prof[k]];
      const at = created[k];
      const age = this.now - at;
      const byAsha = poster === asha;
      this.pUser[rank] = poster;
      this.pCompany[rank] = company[k];
      this.pCreated[rank] = at;
      if (byAsha) this.ashaPosts.push(id);

      // Open or closed: most older posts are closed.
      const openChance = byAsha
        ? age < 45 * DAY
          ? 1
          : 0
        : age < 14 * DAY
          ? 0.95
          : age < 30 * DAY
            ? 0.85
            : age < 60 * DAY
              ? 0.65
              : age < 120 * DAY
                ? 0.4
                : age < 240 * DAY
                  ? 0.15
                  : 0.04;
      const isOpen = r.chance(openChance);
      const closedAt = isOpen
        ? this.now
        : Math.floor(Math.min(at + r.range(5, 120) * DAY, at + r.u() * age, this.now - MINUTE));
      this.pOpen[rank] = isOpen ? 1 : 0;
      this.pEnd[rank] = Math.max(closedAt, at + 1);
      const updated = isOpen ? (r.chance(0.8) ? at : Math.floor(at + r.u() * age)) : this.pEnd[rank];
      // The end date (decision 166): an open post ends within 90 days, some within the 3 days of
      // the poster's notice (the closing worker mails them and closes them as time goes on); a
      // closed one was filled, not hiring any more, or expired on its end date.
      // Drawn from the post's id, not the generator's stream, so the rest of the data is as before.
      const draw = (salt: number) => (Math.imul(id ^ (salt * 0x9e3779b1), 2654435761) >>> 0) / 4294967296;
      const reason = isOpen ? 0 : draw(1) < 0.4 ? 0 : draw(1) < 0.7 ? 1 : 2;
      this.pReason[rank] = reason;
      const validThrough = isOpen
        ? draw(2) < 0.02
          ? this.now + (1 + Math.floor(draw(3) * 72)) * HOUR
          : this.now + (73 + Math.floor(draw(3) * (89 * 24 - 73))) * HOUR
        : reason === 2
          ? this.pEnd[rank]
          : Math.max(at + 30 * DAY, this.pEnd[rank]);

      // What it is.
      const seniority = W.SENIORITY[r.weighted(W.SENIORITY.map((s) => s.weight))];
      const internship = r.chance(0.05);
      const role = r.pick(p.roles);
      const title = internship
        ? `${role} Intern`
        : `${seniority.prefix}${role}${r.chance(0.25) ? r.pick(W.TEAM_SUFFIXES) : ""}`;
      this.pTitle.push(title);
      // Companies post mostly in their own sector; members at a generated company often too.
      const c = this.corpOf[poster];
      const owner = this.corpOf[this.ownerOfCompany(company[k])];
      const sector =
        c >= 0 && r.chance(0.7)
          ? this.corpSector[c]
          : c < 0 && owner >= 0 && r.chance(0.5)
            ? this.corpSector[owner]
            : r.pick(p.sectorIds);
      const domain = r.pick(p.domainIds);
      const skills = byAsha
        ? r.some(p.skillIds, r.range(3, 5))
        : r.some(p.skillIds, r.range(2, Math.min(7, p.skillIds.length)));
      const locationCount = byAsha ? 1 : r.weighted([60, 25, 10, 3, 2]) + 1;
      const locations: number[] = [];
      if (byAsha) locations.push(this.ex.asha.location);
      else if (c >= 0 && r.chance(0.5)) locations.push(this.corpLoc[c]);
      for (let attempt = 0; locations.length < locationCount && attempt < 20; attempt++) {
        const l = (p.tech ? this.techLocations : this.generalLocations).pick(r);
        if (!locations.includes(l)) locations.push(l);
      }
      const years = internship ? 0 : r.range(seniority.years[0], seniority.years[1]);
      const months = internship || r.chance(0.7) ? 0 : r.range(1, 11);
      const employment = internship
        ? "internship"
        : r.pick([
            "full-time",
            "full-time",
            "full-time",
            "full-time",
            "full-time",
            "full-time",
            "full-time",
            "full-time",
            "full-time",
            "full-time",
            "full-time",
            "full-time",
            "full-time",
            "full-time",
            "contract",
            "contract",
            "part-time",
            "freelance",
          ]);
      const jobType = r.weighted([45, 35, 20]);
      const foreign = this.locationById.get(locations[0])!.country !== "India";
      const currency =
        foreign && this.ex.currencies.length > 1
          ? this.ex.currencies[1 + r.int(this.ex.currencies.length - 1)].id
          : this.inr;
      const lakhs = internship
        ? r.range(1, 6)
        : Math.max(2, Math.round((3 + years * r.range(2, 6)) * (p.tech ? 1.3 : 0.9)));
      const salary = r.chance(0.25)
        ? null
        : foreign
          ? Math.round(lakhs * 1200) * 10
          : lakhs * 100_000 + r.range(0, 9) * 10_000;
      const openings = r.chance(0.6) ? 1 : r.chance(0.85) ? r.range(2, 5) : r.range(6, 50);
      const companyTitle = this.companyTitle.get(company[k])!;
      const skillTitles = skills.map((sid) => this.ex.skillTitles.get(sid)!);
      const cities = locations.map((l) => this.locationById.get(l)!.city);
      const description = r.chance(0.03)
        ? ""
        : this.description(p, title, role, companyTitle, skillTitles, cities[0], sector, years);

      await this.put(
        w.job_posts,
        id,
        poster,
        company[k],
        title,
        (["in-office", "hybrid", "remote"] as const)[jobType],
        sector,
        domain,
        years,
        months,
        employment,
        currency,
        salary,
        openings,
        description,
        isOpen ? "open" : "closed",
        isoOf(at),
        isoOf(updated),
        isoOf(validThrough),
        isOpen ? null : (["filled", "no_longer_hiring", "expired"] as const)[reason],
        isOpen ? null : isoOf(this.pEnd[rank]),
        null,
        isOpen ? null : isoOf(this.pEnd[rank]),
      );
      for (const [position, l] of locations.entries()) await this.put(w.job_post_locations, id, l, position);
      for (const [position, sid] of skills.entries()) await this.put(w.job_post_skills, id, sid, position);
      locationRows += locations.length;
      skillRows += skills.length;

      // The company's sector is that of most of its posts (search/documents.ts companySectors).
      if (this.corpOf[this.ownerOfCompany(company[k])] >= 0) {
        let counts = sectorCounts.get(company[k]);
        if (!counts) sectorCounts.set(company[k], (counts = new Map()));
        const entry = counts.get(sector);
        if (entry) {
          entry.n++;
          entry.newest = id;
        } else counts.set(sector, { n: 1, newest: id });
      }

      if (isOpen) {
        open++;
        const sectorTitle = this.sectorTitle.get(sector)!;
        const domainTitle = this.domainTitle.get(domain)!;
        await this.searchDoc(
          "job",
          id,
          isoOf(at),
          indexText(title),
          indexText(...skillTitles),
          indexText(companyTitle),
          indexText(...cities, sectorTitle, domainTitle, htmlText(description)),
        );
      }
    }
    await this.flushAll(w.job_posts, w.job_post_locations, w.job_post_skills);

    // Company documents (search/documents.ts companyDocuments) of the generated corporates.
    for (let j = 0; j < K; j++) {
      let best: { sector: number; n: number; newest: number } | null = null;
      for (const [sector, entry] of sectorCounts.get(this.corpCompany[j]) ?? []) {
        if (!best || entry.n > best.n || (entry.n === best.n && entry.newest > best.newest))
          best = { sector, ...entry };
      }
      await this.searchDoc(
        "company",
        this.corpUser[j],
        isoOf(this.corpCreated[j] + 5 * MINUTE),
        indexText(this.corpName[j]),
        "",
        "",
        indexText(
          this.corpAbout[j],
          best ? this.sectorTitle.get(best.sector) : undefined,
          this.locationById.get(this.corpLoc[j])!.city,
        ),
      );
    }

    // Engagement goes mostly to a few popular posts.
    const ranks = new Int32Array(P);
    for (let i = 0; i < P; i++) ranks[i] = i;
    r.shuffle(ranks);
    this.postPicker = Picker.zipf(ranks, 0.9, 30);
    const openRanks = Int32Array.from(ranks.filter((i) => this.pOpen[i] === 1));
    this.openPostPicker = openRanks.length > 0 ? Picker.zipf(openRanks, 0.8, 30) : this.postPicker;

    this.generated.job_posts = P;
    this.generated.job_post_locations = locationRows;
    this.generated.job_post_skills = skillRows;
    this.step("job posts", started, `${P} (${open} open), ${locationRows} locations, ${skillRows} skills`);
  }

  /** The corporate owning a company (0 when none or a master company). */
  ownerOfCompany(companyId: number): number {
    const j = companyId - (this.ex.maxIds.companies + 1);
    return j >= 0 && j < this.sizes.companies ? this.corpUser[j] : 0;
  }

  description(
    p: Prof,
    title: string,
    role: string,
    company: string,
    skills: string[],
    city: string,
    sector: number,
    years: number,
  ): string {
    const r = this.rng;
    const vars: Record<string, string | number> = {
      company: escapeHtml(company),
      title: escapeHtml(title),
      role: role.toLowerCase(),
      work: r.pick(p.work),
      team: r.pick(W.TEAMS),
      product: r.pick(W.PRODUCTS),
      customers: r.pick(W.CUSTOMERS),
      region: r.pick(W.REGIONS),
      city,
      skill: escapeHtml(skills[0]),
      skill2: escapeHtml(skills[1] ?? r.pick(p.skills)),
      years: Math.max(1, years),
      field: r.pick(p.fields),
      sector: this.sectorTitle.get(sector)!.toLowerCase(),
      mission: r.pick(W.MISSIONS),
    };
    const line = (template: string) => capitalise(fill(template, vars));
    const items = (templates: readonly string[], k: number) =>
      r
        .some(templates, k, false)
        .map((t) => `<li>${line(t)}</li>`)
        .join("");
    const intro = `<p>${line(r.pick(W.INTROS))}</p>`;
    if (r.chance(0.3)) return `${intro}<ul>${items(W.RESPONSIBILITIES, r.range(2, 4))}</ul>`;
    const list = r.chance(0.8) ? "ul" : "ol";
    return (
      intro +
      `<p><strong>What you will do</strong></p><ul>${items(W.RESPONSIBILITIES, r.range(3, 5))}</ul>` +
      `<p><strong>What we look for</strong></p><${list}>${items(W.REQUIREMENTS, r.range(2, 4))}</${list}>` +
      `<p>${r
        .some(W.PERKS, r.range(1, 2), false)
        .map((perk) => fill(perk, vars))
        .join(" ")}</p>`
    );
  }

  // -------------------------------------------------------------------------
  // Connections
  // -------------------------------------------------------------------------

  async connections(): Promise<void> {
    const started = performance.now();
    const r = this.rng;
    const M = this.sizes.members;
    const C = Math.min(this.sizes.connections, Math.floor((M * (M - 1)) / 4));
    const asha = this.ex.asha.id;
    const from: number[] = [];
    const to: number[] = [];
    const createdAt: number[] = [];
    const accepted: number[] = [];
    const notes: Array<string | null> = [];
    const seen = this.connected;

    const add = (a: number, b: number, at: number, acceptedAt: number, note: string | null) => {
      seen.add(pairKey(a, b));
      from.push(a);
      to.push(b);
      createdAt.push(Math.floor(at));
      accepted.push(acceptedAt);
      notes.push(note);
    };
    const noteFor = (sender: number, recipient: number) =>
      fill(r.pick(W.CONNECTION_NOTES), this.textVars(sender, { name: this.firstName(recipient) }));

    // The demo member: hundreds of connections (many at Acme), dozens of requests waiting for her.
    const ashaAccepted = Math.min(500, Math.floor(M * 0.2), Math.floor(C * 0.3));
    const ashaPendingIn = Math.min(50, Math.floor(M * 0.02), Math.floor(C * 0.05));
    const ashaPendingOut = Math.min(10, Math.floor(M * 0.005), Math.floor(C * 0.01));
    const acmeColleagues = this.companyEmployees.get(this.ex.acme.company) ?? [];
    const pickForAsha = (): number => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const m =
          acmeColleagues.length > 0 && r.chance(0.3)
            ? r.pick(acmeColleagues)
            : r.chance(0.5)
              ? this.social.pick(r)
              : r.int(M);
        const uid = this.memberUser[m];
        if (!seen.has(pairKey(asha, uid))) return uid;
      }
      return -1;
    };
    for (let n = 0; n < ashaAccepted; n++) {
      const other = pickForAsha();
      if (other < 0) break;
      const earliest = Math.max(this.userCreated[other], this.now - 2 * YEAR);
      const at = this.now - Math.pow(r.u(), 1.5) * (this.now - earliest) - HOUR;
      const acceptedAt = Math.min(at + r.expo(DAY), this.now - MINUTE);
      const sender = r.chance(0.45) ? asha : other;
      const recipient = sender === asha ? other : asha;
      add(sender, recipient, at, Math.floor(acceptedAt), r.chance(0.15) ? noteFor(sender, recipient) : null);
    }
    for (let n = 0; n < ashaPendingIn + ashaPendingOut; n++) {
      const other = pickForAsha();
      if (other < 0) break;
      const incoming = n < ashaPendingIn;
      const at = this.now - r.u() * (incoming ? 45 : 20) * DAY - MINUTE;
      add(
        incoming ? other : asha,
        incoming ? asha : other,
        at,
        NaN,
        r.chance(0.4) ? (incoming ? noteFor(other, asha) : noteFor(asha, other)) : null,
      );
    }

    // Everyone else: colleagues, neighbours and a few very connected members.
    let attempts = 0;
    while (from.length < C && attempts < C * 20) {
      attempts++;
      const ai = r.chance(0.5) ? this.social.pick(r) : r.int(M);
      const u = r.u();
      let bi: number;
      if (u < 0.3) bi = r.pick(this.companyEmployees.get(this.mCompany[ai])!);
      else if (u < 0.45) bi = r.pick(this.locationMembers.get(this.mLoc[ai])!);
      else bi = r.chance(0.5) ? this.social.pick(r) : r.int(M);
      if (ai === bi) continue;
      const a = this.memberUser[ai];
      const b = this.memberUser[bi];
      if (seen.has(pairKey(a, b))) continue;
      const earliest = Math.max(this.userCreated[a], this.userCreated[b]) + HOUR;
      if (earliest >= this.now - HOUR) continue;
      const pending = r.chance(SEED_LARGE_PROPORTIONS.pendingShare);
      // The busier member (a) is more often the one asked.
      const aAsked = r.chance(pending ? 0.3 : 0.5);
      const sender = aAsked ? a : b;
      const recipient = aAsked ? b : a;
      // Members connect mostly soon after joining; requests still pending are mostly recent.
      const at = pending
        ? Math.max(earliest, this.now - r.expo(60 * DAY) - MINUTE)
        : earliest + r.u() ** 2 * (this.now - earliest - HOUR);
      const acceptedAt = pending ? NaN : Math.floor(Math.min(at + r.expo(2 * DAY), this.now - MINUTE));
      add(sender, recipient, at, acceptedAt, r.chance(0.12) ? noteFor(sender, recipient) : null);
    }

    // Ids in time order; accepted ones also kept for recommendations and chats.
    const order = orderBy(createdAt);
    let id = this.ex.maxIds.connections;
    const w = this.w;
    const degree = new Int32Array(this.userCreated.length);
    const pendingWindow = 60 * DAY;
    for (const k of order) {
      id++;
      const a = from[k];
      const b = to[k];
      const at = createdAt[k];
      const acceptedAt = accepted[k];
      const isAccepted = !Number.isNaN(acceptedAt);
      await this.put(
        w.connections,
        id,
        a,
        b,
        Math.min(a, b),
        Math.max(a, b),
        notes[k],
        isAccepted ? "accepted" : "pending",
        isoOf(at),
        isAccepted ? isoOf(acceptedAt) : null,
      );
      if (isAccepted) {
        this.acceptedFrom.push(a);
        this.acceptedTo.push(b);
        this.acceptedAt.push(acceptedAt);
        degree[a]++;
        degree[b]++;
        // Recent ones (60 days) still have their request and acceptance notifications; older
        // ones count as cleared, or notifications would outnumber everything else.
        if (this.now - acceptedAt < pendingWindow || a === asha || b === asha) {
          this.note(b, "connection_request", a, id, 0, at, true);
          this.note(a, "connection_accepted", b, id, 0, acceptedAt, this.readByAge(acceptedAt));
        }
        if (a === asha || b === asha) this.ashaStats.accepted++;
      } else {
        this.note(b, "connection_request", a, id, 0, at, this.now - at > 14 * DAY ? r.chance(0.5) : r.chance(0.2));
        if (b === asha) {
          this.ashaStats.pendingIn++;
          this.ashaPendingRequests.add(id);
        }
        if (a === asha) this.ashaStats.pendingOut++;
      }
    }
    await w.connections.flush();

    // Adjacency of accepted connections (CSR by user id).
    const U = this.userCreated.length;
    this.adjStart = new Int32Array(U + 1);
    for (let u = 0; u < U; u++) this.adjStart[u + 1] = this.adjStart[u] + degree[u];
    const fillAt = this.adjStart.slice(0, U);
    this.adjNext = new Int32Array(this.adjStart[U]);
    this.adjAt = new Float64Array(this.adjStart[U]);
    for (let e = 0; e < this.acceptedFrom.length; e++) {
      const a = this.acceptedFrom[e];
      const b = this.acceptedTo[e];
      this.adjNext[fillAt[a]] = b;
      this.adjAt[fillAt[a]++] = this.acceptedAt[e];
      this.adjNext[fillAt[b]] = a;
      this.adjAt[fillAt[b]++] = this.acceptedAt[e];
    }
    for (let i = this.adjStart[asha]; i < this.adjStart[asha + 1]; i++)
      this.ashaNeighbours.push({ user: this.adjNext[i], at: this.adjAt[i] });
    this.ashaNeighbours.sort((x, y) => x.at - y.at || x.user - y.user);
    this.generated.connections = from.length;
    this.step("connections", started, `${from.length} (${this.acceptedFrom.length} accepted)`);
  }

  /**
   * Endorsements (decision 179): each side of an accepted connection now and then vouches for
   * one to three of the other's skills, some days after they connected.
   */
  async endorsements(): Promise<void> {
    const started = performance.now();
    const r = this.rng;
    const table = this.w.skill_endorsements;
    let rows = 0;
    const vouch = async (endorser: number, owner: number, connectedAt: number) => {
      const skills = this.memberSkills.get(owner);
      if (!skills || !r.chance(SEED_LARGE_PROPORTIONS.endorsementShare)) return;
      const at = isoOf(Math.min(connectedAt + r.expo(20 * DAY), this.now - MINUTE));
      for (const skill of r.some(skills, Math.min(skills.length, 1 + r.int(3)))) {
        await this.put(table, owner, skill, endorser, at);
        rows++;
      }
    };
    for (let e = 0; e < this.acceptedFrom.length; e++) {
      await vouch(this.acceptedFrom[e], this.acceptedTo[e], this.acceptedAt[e]);
      await vouch(this.acceptedTo[e], this.acceptedFrom[e], this.acceptedAt[e]);
    }
    await table.flush();
    this.generated.skill_endorsements = rows;
    this.step("endorsements", started, `${rows}`);
  }

  // -------------------------------------------------------------------------
  // Likes, reposts, referrals, recommendations, resume requests
  // -------------------------------------------------------------------------

  /** A time between the post and its end that is after `joined`, or NaN. */
  timeOnPost(post: number, joined: number): number {
    const lo = Math.max(this.pCreated[post], joined) + MINUTE;
    const hi = this.pEnd[post] - MINUTE;
    if (lo >= hi) return NaN;
    // Most engagement comes soon after posting.
    return Math.floor(lo + Math.min(this.rng.expo(7 * DAY), hi - lo) * this.rng.u() ** 0.3);
  }

  anyMember(): number {
    return this.memberUser[this.rng.chance(0.6) ? this.social.pick(this.rng) : this.rng.int(this.sizes.members)];
  }

  /**
   * Each post's views, unique viewers and appearances per day over the statistics' retention
   * (decision 164): the days it was open, with views falling as it ages (the demo member's posts
   * get four times as many).
   */
  async postStats(): Promise<void> {
    const started = performance.now();
    const r = this.rng;
    const w = this.w;
    const base = this.postBase;
    const asha = this.ex.asha.id;
    const first = Math.floor((this.now - (POST_STATS_DEFAULTS.retentionDays - 1) * DAY) / DAY) * DAY;
    let statRows = 0;
    let viewerRows = 0;
    for (let post = 0; post < this.sizes.posts; post++) {
      const end = this.pOpen[post] === 1 ? this.now : this.pEnd[post];
      if (end < first) continue;
      const created = this.pCreated[post];
      const boost = this.pUser[post] === asha ? 4 : 1;
      for (let day = Math.max(first, Math.floor(created / DAY) * DAY); day <= end; day += DAY) {
        const age = Math.max(0, (day - created) / DAY);
        const expected = boost * (SEED_LARGE_PROPORTIONS.firstDayViews * Math.exp(-age / 6) + 0.3);
        const views = Math.floor(expected * (0.4 + 1.2 * r.u()) + r.u());
        if (views === 0) continue;
        const dayText = isoOf(day).slice(0, 10);
        const keys = new Set<string>();
        for (let i = 0; i < views; i++) {
          // Some viewers come back the same day: a view, not another viewer.
          if (keys.size > 0 && r.chance(0.15)) continue;
          keys.add(
            r.chance(0.2)
              ? `a:${r
                  .int(2 ** 30)
                  .toString(16)
                  .padStart(8, "0")}${r
                  .int(2 ** 30)
                  .toString(16)
                  .padStart(8, "0")}`
              : `m:${this.anyMember()}`,
          );
        }
        for (const key of keys) await this.put(w.job_post_viewers, base + post, dayText, key);
        await this.put(w.job_post_stats, base + post, dayText, views, keys.size, views * r.range(8, 25));
        statRows++;
        viewerRows += keys.size;
      }
    }
    await this.flushAll(w.job_post_stats, w.job_post_viewers);
    this.generated.job_post_stats = statRows;
    this.generated.job_post_viewers = viewerRows;
    this.step("post statistics", started, `${statRows} days, ${viewerRows} viewers`);
  }

  async engagement(): Promise<void> {
    const started = performance.now();
    const r = this.rng;
    const w = this.w;
    const M = this.sizes.members;
    const P = this.sizes.posts;
    const prop = SEED_LARGE_PROPORTIONS;
    const asha = this.ex.asha.id;
    const base = this.postBase;

    // Likes (any account; no ids, no notifications).
    const likeTarget = Math.round(P * prop.likesPerPost);
    const likes = new Set<number>();
    let ashaLikes = Math.min(60, Math.floor(P / 20));
    for (let attempt = 0; likes.size < likeTarget && attempt < likeTarget * 5; attempt++) {
      const byAsha = ashaLikes > 0;
      const userId = byAsha
        ? asha
        : r.chance(0.03) && this.sizes.companies > 0
          ? this.corpUser[r.int(this.sizes.companies)]
          : this.anyMember();
      const post = byAsha ? this.openPostPicker.pick(r) : this.postPicker.pick(r);
      const key = (base + post) * 67_108_864 + userId;
      if (likes.has(key)) continue;
      const at = this.timeOnPost(post, this.userCreated[userId]);
      if (Number.isNaN(at)) continue;
      likes.add(key);
      if (byAsha) ashaLikes--;
      await this.put(w.job_post_likes, base + post, userId, isoOf(at));
    }
    await w.job_post_likes.flush();
    this.generated.job_post_likes = likes.size;
    likes.clear();

    // Reposts: individuals share others' open posts.
    type Event = {
      post: number;
      user: number;
      at: number;
      other?: number;
      status?: string;
      respondedAt?: number;
      message?: string | null;
    };
    const reposts: Event[] = [];
    const repostKeys = new Set<number>();
    const addRepost = (post: number, userId: number) => {
      if (this.pUser[post] === userId || this.pOpen[post] !== 1) return false;
      const key = (base + post) * 67_108_864 + userId;
      if (repostKeys.has(key)) return false;
      const at = this.timeOnPost(post, this.userCreated[userId]);
      if (Number.isNaN(at)) return false;
      repostKeys.add(key);
      reposts.push({ post, user: userId, at });
      return true;
    };
    const ashaOpen = this.ashaPosts.map((id) => id - base).filter((post) => this.pOpen[post] === 1);
    for (let n = 0, attempt = 0; n < Math.min(25, M / 40) && ashaOpen.length > 0 && attempt < 1000; attempt++) {
      if (addRepost(r.pick(ashaOpen), this.anyMember())) n++;
    }
    for (let n = 0, attempt = 0; n < Math.min(10, P / 100) && attempt < 1000; attempt++)
      if (addRepost(this.openPostPicker.pick(r), asha)) n++;
    const repostTarget = Math.round(M * prop.repostsPerMember);
    for (let attempt = 0; reposts.length < repostTarget && attempt < repostTarget * 10; attempt++) {
      addRepost(this.openPostPicker.pick(r), this.anyMember());
    }
    let id = this.ex.maxIds.job_post_reposts;
    for (const e of reposts.sort((x, y) => x.at - y.at)) {
      id++;
      await this.put(w.job_post_reposts, id, base + e.post, e.user, isoOf(e.at));
      this.note(this.pUser[e.post], "repost", e.user, id, base + e.post, e.at, this.readByAge(e.at));
    }
    await w.job_post_reposts.flush();
    this.generated.job_post_reposts = reposts.length;

    // Referral requests ("responses"): individuals ask posters; posters refer, ignore or leave them.
    const referrals: Event[] = [];
    const referralKeys = new Set<number>();
    const addReferral = (post: number, userId: number) => {
      if (this.pUser[post] === userId) return false;
      const key = (base + post) * 67_108_864 + userId;
      if (referralKeys.has(key)) return false;
      const at = this.timeOnPost(post, this.userCreated[userId]);
      if (Number.isNaN(at)) return false;
      referralKeys.add(key);
      const open = this.pOpen[post] === 1;
      const age = this.now - at;
      // A company's applications move through its pipeline (decision 165); a member's are referral requests.
      const poster = this.pUser[post];
      const byCompany = this.corpOf[poster] >= 0 || poster === this.ex.acme.user;
      const statuses = byCompany ? PIPELINE_SEED_STATUSES : REFERRAL_SEED_STATUSES;
      const weights = byCompany
        ? open
          ? age < 3 * DAY
            ? [60, 25, 10, 0, 0, 0, 5]
            : [20, 15, 20, 12, 4, 4, 25]
          : [10, 10, 5, 5, 2, 10, 58]
        : open
          ? age < 3 * DAY
            ? [85, 10, 5]
            : [50, 30, 20]
          : [30, 38, 32];
      const status = r.weighted(weights);
      const respondedAt =
        status === 0 ? NaN : Math.floor(Math.min(at + r.expo(4 * DAY) + MINUTE, this.now - MINUTE / 2));
      const message = r.chance(0.7)
        ? fill(
            r.pick(W.REFERRAL_MESSAGES),
            this.textVars(userId, { company: this.companyTitle.get(this.pCompany[post])! }),
          )
        : null;
      referrals.push({ post, user: userId, at, status: statuses[status], respondedAt, message });
      return true;
    };
    const ashaAll = this.ashaPosts.map((postId) => postId - base);
    for (let n = 0, attempt = 0; n < Math.min(80, M / 20) && ashaAll.length > 0 && attempt < 2000; attempt++) {
      if (addReferral(r.pick(ashaAll), this.anyMember())) n++;
    }
    for (let n = 0, attempt = 0; n < Math.min(15, P / 50) && attempt < 1000; attempt++)
      if (addReferral(this.postPicker.pick(r), asha)) n++;
    // One of Acme's open posts draws thousands of applications: its pipeline page must stay an index read.
    let busiest = -1;
    for (let post = 0; post < P; post++) {
      if (
        this.pUser[post] === this.ex.acme.user &&
        this.pOpen[post] === 1 &&
        (busiest < 0 || this.pCreated[post] > this.pCreated[busiest])
      )
        busiest = post;
    }
    for (
      let n = 0, attempt = 0;
      busiest >= 0 && n < Math.min(BUSIEST_POST_APPLICATIONS, M / 20) && attempt < BUSIEST_POST_APPLICATIONS * 3;
      attempt++
    ) {
      if (addReferral(busiest, this.anyMember())) n++;
    }
    const referralTarget = Math.round(M * prop.referralsPerMember);
    for (let attempt = 0; referrals.length < referralTarget && attempt < referralTarget * 10; attempt++) {
      addReferral(this.postPicker.pick(r), this.anyMember());
    }
    // Screening questions (decision 167): every eighth post asks a set, and so does Acme's busiest
    // post (the poster's filtered list at scale); each application answers them.
    const questionsOf = new Map<number, ScreeningQuestion[]>();
    let questionId = this.ex.maxIds.job_post_questions;
    const screeningOf = async (post: number): Promise<ScreeningQuestion[]> => {
      let questions = questionsOf.get(post);
      if (questions) return questions;
      questions = (post % 8 === 0 || post === busiest ? SCREENING_SETS[post % SCREENING_SETS.length]! : []).map(
        (q) => ({ ...q, id: ++questionId }),
      );
      for (const [position, q] of questions.entries()) {
        await this.put(
          w.job_post_questions,
          q.id,
          base + post,
          position,
          q.kind,
          q.text,
          q.required,
          q.must_answer ?? (q.min_number === null ? null : String(q.min_number)),
        );
      }
      questionsOf.set(post, questions);
      return questions;
    };
    const answerOf = (q: ScreeningQuestion): string | undefined => {
      if (!q.required && r.chance(0.3)) return undefined;
      if (q.kind === "yes_no") return r.chance(0.75) ? "yes" : "no";
      if (q.kind === "number") return String(r.range(0, 9));
      return r.pick(SCREENING_TEXT_ANSWERS);
    };
    let answerId = this.ex.maxIds.referral_answers;

    id = this.ex.maxIds.referrals;
    let historyId = this.ex.maxIds.referral_status_history;
    let noteId = this.ex.maxIds.referral_notes;
    for (const e of referrals.sort((x, y) => x.at - y.at)) {
      id++;
      const answered = !Number.isNaN(e.respondedAt!);
      // Viewing is no answer: `responded_at` is the poster's first move (the response rate's).
      const moved = answered && e.status !== "viewed";
      const poster = this.pUser[e.post];
      // Decision 166: an application the poster had not moved ended when its post closed (answered
      // by the poster, unless it expired) or after 30 days without a change, as the closing worker does.
      const since = answered ? e.respondedAt! : e.at;
      const closedAt = this.pOpen[e.post] === 1 ? NaN : this.pEnd[e.post];
      const ended = moved ? NaN : Math.min(closedAt > since ? closedAt : Infinity, since + 30 * DAY);
      const endedAt = Number.isFinite(ended) && ended < this.now ? ended : NaN;
      const byClosing = !Number.isNaN(endedAt) && endedAt === closedAt;
      const byPoster = byClosing && this.pReason[e.post] !== 2;
      const status = Number.isNaN(endedAt) ? e.status : "position_closed";
      const statusAt = isoOf(Number.isNaN(endedAt) ? since : endedAt);
      const respondedAt = moved ? isoOf(e.respondedAt!) : byPoster ? statusAt : null;
      const questions = await screeningOf(e.post);
      const given: Record<number, string> = {};
      for (const q of questions) {
        const answer = answerOf(q);
        if (answer === undefined) continue;
        given[q.id] = answer;
        await this.put(w.referral_answers, ++answerId, id, q.id, answer, meetsRequirement(q, answer));
      }
      const meets = meetsEveryRequirement(questions, given);
      await this.put(
        w.referrals,
        id,
        base + e.post,
        e.user,
        e.message,
        status,
        isoOf(e.at),
        respondedAt,
        statusAt,
        meets,
      );
      await this.put(w.referral_status_history, ++historyId, id, "requested", isoOf(e.at), e.user);
      if (answered) await this.put(w.referral_status_history, ++historyId, id, e.status, isoOf(e.respondedAt!), poster);
      if (!Number.isNaN(endedAt))
        await this.put(
          w.referral_status_history,
          ++historyId,
          id,
          "position_closed",
          statusAt,
          byPoster ? poster : null,
        );
      if (moved && e.status !== "referred" && r.chance(0.1)) {
        await this.put(w.referral_notes, ++noteId, id, poster, r.pick(W.APPLICATION_NOTES), isoOf(e.respondedAt!));
      }
      const byCompany = this.corpOf[poster] >= 0 || poster === this.ex.acme.user;
      this.note(
        poster,
        byCompany ? "application_received" : "referral_request",
        e.user,
        id,
        base + e.post,
        e.at,
        answered || this.readByAge(e.at),
      );
      if (answered) {
        const kind =
          SEED_STATUS_NOTIFICATIONS[e.status as keyof typeof SEED_STATUS_NOTIFICATIONS] ??
          (byCompany ? "application_not_selected" : "referral_ignored");
        this.note(e.user, kind, poster, id, base + e.post, e.respondedAt!, this.readByAge(e.respondedAt!));
      }
    }
    await w.referrals.flush();
    await w.job_post_questions.flush();
    await w.referral_answers.flush();
    await w.referral_status_history.flush();
    await w.referral_notes.flush();
    this.generated.referrals = referrals.length;
    this.generated.job_post_questions = questionId - this.ex.maxIds.job_post_questions;
    this.generated.referral_answers = answerId - this.ex.maxIds.referral_answers;

    // Recommendations: members send open posts to their connections.
    const recommendations: Event[] = [];
    const recommendationKeys = new Set<string>();
    const addRecommendation = (post: number, fromId: number, toId: number, since: number) => {
      if (fromId === toId || this.pUser[post] === toId) return false;
      const key = `${post}:${fromId}:${toId}`;
      if (recommendationKeys.has(key)) return false;
      const at = this.timeOnPost(post, Math.max(since, this.userCreated[toId]));
      if (Number.isNaN(at)) return false;
      recommendationKeys.add(key);
      recommendations.push({ post, user: fromId, other: toId, at });
      return true;
    };
    const ashaN = this.ashaNeighbours;
    if (ashaN.length > 0) {
      for (let n = 0, attempt = 0; n < 40 && attempt < 2000; attempt++) {
        const nb = r.pick(ashaN);
        if (
          addRecommendation(r.chance(0.7) ? this.openPostPicker.pick(r) : this.postPicker.pick(r), nb.user, asha, nb.at)
        )
          n++;
      }
      for (let n = 0, attempt = 0; n < 20 && attempt < 2000; attempt++) {
        const nb = r.pick(ashaN);
        if (addRecommendation(this.openPostPicker.pick(r), asha, nb.user, nb.at)) n++;
      }
    }
    const recommendationTarget = Math.round(M * prop.recommendationsPerMember);
    const edges = this.acceptedFrom.length;
    for (
      let attempt = 0;
      edges > 0 && recommendations.length < recommendationTarget && attempt < recommendationTarget * 10;
      attempt++
    ) {
      const e = r.int(edges);
      const forward = r.chance(0.5);
      const post = r.chance(0.85) ? this.openPostPicker.pick(r) : this.postPicker.pick(r);
      addRecommendation(
        post,
        forward ? this.acceptedFrom[e] : this.acceptedTo[e],
        forward ? this.acceptedTo[e] : this.acceptedFrom[e],
        this.acceptedAt[e],
      );
    }
    id = this.ex.maxIds.recommendations;
    for (const e of recommendations.sort((x, y) => x.at - y.at)) {
      id++;
      await this.put(w.recommendations, id, base + e.post, e.user, e.other!, isoOf(e.at));
      this.note(e.other!, "recommendation", e.user, id, base + e.post, e.at, this.readByAge(e.at));
    }
    await w.recommendations.flush();
    this.generated.recommendations = recommendations.length;

    // Resume requests: members and companies ask members who have a resume.
    const owners: number[] = [];
    for (let i = 0; i < M; i++) if (this.mHasResume[i]) owners.push(this.memberUser[i]);
    r.shuffle(owners);
    const ownerPicker = owners.length > 0 ? Picker.zipf(owners, 0.9, 20) : null;
    const requests: Event[] = [];
    const requestKeys = new Set<number>();
    const addRequest = (requester: number, owner: number) => {
      // Two accounts from before this run (Acme and Asha) may have a request already (--force).
      if (requester === owner || (requester <= this.ex.maxIds.users && owner <= this.ex.maxIds.users)) return false;
      const key = requester * 67_108_864 + owner;
      if (requestKeys.has(key)) return false;
      const lo = Math.max(this.userCreated[requester], this.userCreated[owner]) + HOUR;
      if (lo >= this.now - HOUR) return false;
      requestKeys.add(key);
      const at = Math.floor(this.now - Math.min(r.expo(120 * DAY), this.now - lo) - MINUTE);
      const status = r.weighted(this.now - at < 7 * DAY ? [70, 20, 10] : [25, 55, 20]);
      const respondedAt =
        status === 0 ? NaN : Math.floor(Math.min(at + r.expo(3 * DAY) + MINUTE, this.now - MINUTE / 2));
      requests.push({
        post: 0,
        user: requester,
        other: owner,
        at,
        status: ["pending", "accepted", "declined"][status],
        respondedAt,
      });
      return true;
    };
    const requester = () => (r.chance(0.3) && this.sizes.companies > 0 ? this.corpPosters.pick(r) : this.anyMember());
    for (let n = 0, attempt = 0; n < Math.min(40, M / 50) && attempt < 2000; attempt++)
      if (addRequest(requester(), asha)) n++;
    if (ownerPicker)
      for (let n = 0, attempt = 0; n < Math.min(8, owners.length) && attempt < 1000; attempt++)
        if (addRequest(asha, ownerPicker.pick(r))) n++;
    const requestTarget = Math.round(M * prop.resumeRequestsPerMember);
    for (let attempt = 0; ownerPicker && requests.length < requestTarget && attempt < requestTarget * 10; attempt++) {
      addRequest(requester(), ownerPicker.pick(r));
    }
    id = this.ex.maxIds.resume_requests;
    for (const e of requests.sort((x, y) => x.at - y.at)) {
      id++;
      const answered = !Number.isNaN(e.respondedAt!);
      await this.put(
        w.resume_requests,
        id,
        e.user,
        e.other!,
        e.status,
        isoOf(e.at),
        answered ? isoOf(e.respondedAt!) : null,
      );
      this.note(e.other!, "resume_request", e.user, id, 0, e.at, answered || this.readByAge(e.at));
      if (e.status === "accepted")
        this.note(e.user, "resume_accepted", e.other!, id, 0, e.respondedAt!, this.readByAge(e.respondedAt!));
      if (e.other === asha) this.ashaStats.resumeRequests++;
    }
    await w.resume_requests.flush();
    this.generated.resume_requests = requests.length;
    this.step(
      "likes, reposts, referrals, recommendations, resume requests",
      started,
      `${this.generated.job_post_likes}, ${reposts.length}, ${referrals.length}, ${recommendations.length}, ${requests.length}`,
    );
  }

  // -------------------------------------------------------------------------
  // Follows (decision 177)
  // -------------------------------------------------------------------------

  /**
   * Members following companies, the busy posters most (the posters' own weights), the demo
   * member the heavy case (Acme and a few dozen others); then each company's follower count.
   */
  async follows(): Promise<void> {
    const started = performance.now();
    // Its own generator, so the steps after it draw what they drew before follows existed.
    const r = new Rng(this.sizes.members * 31 + this.sizes.companies);
    const { members: M, companies: K } = this.sizes;
    if (K === 0 || M === 0 || !this.corpPosters) return;
    const asha = this.ex.asha.id;
    const table = this.sink.table("company_follows", [
      ["user_id", "int"],
      ["company_user_id", "int"],
      ["created_at", "text"],
    ]);
    const seen = new Set<string>();
    let rows = 0;
    const follow = async (userId: number, companyUserId: number) => {
      const key = `${userId}:${companyUserId}`;
      if (seen.has(key)) return;
      seen.add(key);
      await this.put(table, userId, companyUserId, isoOf(this.now - Math.floor(r.u() * YEAR) - MINUTE));
      rows++;
    };
    await follow(asha, this.ex.acme.user);
    for (let n = 0; n < Math.min(40, K); n++) await follow(asha, this.corpPosters.pick(r));
    const target = Math.round(this.sizes.members * SEED_LARGE_PROPORTIONS.followsPerMember);
    for (let n = 0; n < target; n++)
      await follow(this.memberUser[r.chance(0.6) ? this.social.pick(r) : r.int(M)], this.corpPosters.pick(r));
    await table.flush();
    await this.sink.exec(
      "update corporates set follower_count = (select count(*) from company_follows f where f.company_user_id = corporates.user_id) where user_id in (select company_user_id from company_follows)",
    );
    this.generated.company_follows = rows;
    this.step("follows", started, String(rows));
  }

  // -------------------------------------------------------------------------
  // Conversations and messages
  // -------------------------------------------------------------------------

  async chats(): Promise<void> {
    const started = performance.now();
    const r = this.rng;
    const w = this.w;
    const total = this.sizes.messages;
    const asha = this.ex.asha.id;
    let conversationId = this.ex.maxIds.conversations;
    let messageId = this.ex.maxIds.messages;
    let written = 0;
    const pairs = new Set<number>();

    const conversation = async (a: number, b: number, since: number, length: number, unreadTail: number) => {
      conversationId++;
      pairs.add(pairKey(a, b));
      // Times: starts some time after connecting; bursts of replies, then days of silence.
      const senders: number[] = [];
      const gaps: number[] = [0];
      let sender = r.chance(0.5) ? a : b;
      for (let i = 0; i < length; i++) {
        if (i > 0) {
          const same = r.chance(0.35);
          if (!same) sender = sender === a ? b : a;
          gaps.push(
            same ? r.range(10, 180) * 1000 : r.chance(0.7) ? r.range(1, 120) * MINUTE : r.range(2, 24 * 7) * HOUR,
          );
        }
        senders.push(sender);
      }
      let span = 0;
      for (const gap of gaps) span += gap;
      let start = since + MINUTE + r.u() * Math.max(0, this.now - since - span) * 0.9;
      const room = this.now - MINUTE - start;
      const scale = span > room ? Math.max(room, 0) / span : 1;
      if (start > this.now - MINUTE) start = this.now - MINUTE;
      const times: number[] = [];
      let t = start;
      for (let i = 0; i < length; i++) {
        t += gaps[i] * scale;
        times.push(Math.min(Math.floor(t), this.now));
      }
      for (let i = 1; i < length; i++) if (times[i] < times[i - 1]) times[i] = times[i - 1];
      // The last few messages of the last sender may be unread.
      const last = senders[length - 1];
      let unreadFrom = length;
      for (let i = length - 1; i >= 0 && length - i <= unreadTail && senders[i] === last; i--) unreadFrom = i;
      await this.put(
        w.conversations,
        conversationId,
        Math.min(a, b),
        Math.max(a, b),
        isoOf(times[0]),
        isoOf(times[length - 1]),
        isoOf(times[0]),
      );
      // When each side next sends (a reader has read what came before their reply).
      const nextBy = new Map<number, number>();
      const readAt: Array<number | null> = new Array(length);
      for (let i = length - 1; i >= 0; i--) {
        const recipient = senders[i] === a ? b : a;
        if (i >= unreadFrom) readAt[i] = null;
        else
          readAt[i] = Math.min(times[i] + Math.floor(r.expo(20 * MINUTE)), nextBy.get(recipient) ?? this.now, this.now);
        nextBy.set(senders[i], times[i]);
      }
      const lastReceived = new Map<number, number>();
      for (let i = 0; i < length; i++) {
        messageId++;
        const from = senders[i];
        const recipient = from === a ? b : a;
        await this.put(
          w.messages,
          messageId,
          conversationId,
          from,
          recipient,
          this.messageText(from, recipient, i === 0),
          isoOf(times[i]),
          readAt[i] === null ? null : isoOf(readAt[i]!),
        );
        lastReceived.set(recipient, i);
      }
      // One notification per side: the newest message it received (read once the message was).
      for (const [recipient, i] of lastReceived) {
        this.note(recipient, "message", senders[i], conversationId, conversationId, times[i], readAt[i] !== null);
      }
      written += length;
      if (a === asha || b === asha) {
        this.ashaStats.conversations++;
        this.ashaStats.longest = Math.max(this.ashaStats.longest, length);
      }
    };

    // The demo member: a few long conversations (with her oldest connections) and many short ones.
    const ashaN = this.ashaNeighbours;
    const cap = Math.floor(total * 0.1);
    const longOnes = [420, 260, 150].map((n) => Math.min(n, cap)).filter((n) => n >= 2);
    let k = 0;
    for (const [i, length] of longOnes.entries()) {
      if (k >= ashaN.length || written + length > total) break;
      const nb = ashaN[k++];
      await conversation(asha, nb.user, nb.at, length, i === 0 ? 6 : i === 1 ? 2 : 0);
    }
    for (let n = 0; n < 25 && k < ashaN.length; n++) {
      const nb = ashaN[ashaN.length - 1 - n];
      if (pairs.has(pairKey(asha, nb.user))) continue;
      const length = Math.min(r.range(2, 25), total - written);
      if (length < 1) break;
      await conversation(asha, nb.user, nb.at, length, n % 5 === 0 ? r.range(1, 3) : 0);
    }

    // Everyone else: heavy talkers pick one of their connections; lengths are heavy-tailed.
    let attempts = 0;
    while (written < total && attempts < total * 10) {
      attempts++;
      const a = this.anyMember();
      const degree = this.adjStart[a + 1] - this.adjStart[a];
      if (degree === 0) continue;
      const slot = this.adjStart[a] + r.int(degree);
      const b = this.adjNext[slot];
      if (b === asha || pairs.has(pairKey(a, b))) continue;
      const since = this.adjAt[slot];
      if (since > this.now - DAY) continue;
      const length = Math.min(Math.ceil(2 * Math.pow(1 - r.u(), -0.8)), 300, total - written);
      await conversation(a, b, since, length, r.chance(0.25) ? r.range(1, 4) : 0);
    }
    await this.flushAll(w.conversations, w.messages);
    this.generated.conversations = conversationId - this.ex.maxIds.conversations;
    this.generated.messages = written;
    this.step("conversations and messages", started, `${this.generated.conversations}, ${written}`);
  }

  messageText(from: number, to: number, first: boolean): string {
    const r = this.rng;
    const vars = this.textVars(from, { name: this.firstName(to) });
    const lines: string[] = [];
    if (first || r.chance(0.05)) lines.push(fill(r.pick(W.MESSAGE_OPENERS), vars));
    const n = r.weighted([60, 30, 10]) + 1;
    for (let i = 0; i < n; i++) lines.push(fill(r.pick(W.MESSAGE_LINES), vars));
    return lines.join(r.chance(0.1) ? "\n" : " ");
  }

  // -------------------------------------------------------------------------
  // Notifications
  // -------------------------------------------------------------------------

  async notifications(): Promise<void> {
    const started = performance.now();
    const r = this.rng;
    const w = this.w;
    // The demo member keeps her newest ~300 (all the requests still waiting for her among them).
    const cap = 300;
    const mine = this.ashaNotes.sort((x, y) => y[5] - x[5]);
    const isPending = (n: number[]) => n[1] === T.connection_request && this.ashaPendingRequests.has(n[3]);
    const pending = mine.filter(isPending);
    const kept = [...pending, ...mine.filter((n) => !isPending(n)).slice(0, Math.max(0, cap - pending.length))];
    for (const n of kept) {
      // Requests and messages keep their state; of the rest, her newest are mostly unread (she has not looked for a few days).
      const recent = this.now - n[5] < 4 * DAY;
      const unread = n[1] === T.connection_request || n[1] === T.message ? !n[6] : !n[6] || (recent && r.chance(0.6));
      this.nUser.push(n[0]);
      this.nType.push(n[1]);
      this.nActor.push(n[2]);
      this.nSubject.push(n[3]);
      this.nRef.push(n[4]);
      this.nTime.push(n[5]);
      this.nRead.push(unread ? 0 : 1);
      this.ashaStats.notifications++;
      if (unread) this.ashaStats.unread++;
    }

    const order = orderBy(this.nTime);
    let id = this.ex.maxIds.notifications;
    for (const k of order) {
      id++;
      const type = NOTIFICATION_TYPES[this.nType[k]];
      const actor = this.nActor[k];
      const ref = this.nRef[k];
      const about = ref > 0 && type !== "message" ? this.pTitle[ref - this.postBase] : "";
      let link: string;
      switch (type) {
        case "connection_request":
          link = NETWORK_PATH;
          break;
        case "connection_accepted":
        case "resume_accepted":
          link = this.profileLink(actor);
          break;
        case "resume_request":
          link = REQUESTS_PATH;
          break;
        case "message":
          link = chatPath(ref);
          break;
        case "application_received":
          link = applicationsPath(ref, "corporate");
          break;
        default:
          link = jobPostPath(ref);
      }
      await this.put(
        w.notifications,
        id,
        this.nUser[k],
        type,
        actor,
        NOTIFICATION_KINDS[type].message(this.displayName(actor), about),
        link,
        this.nSubject[k],
        this.nRead[k] === 1,
        isoOf(this.nTime[k]),
      );
    }
    await w.notifications.flush();
    this.generated.notifications = order.length;
    this.step(
      "notifications",
      started,
      `${order.length} (the demo member: ${this.ashaStats.notifications}, ${this.ashaStats.unread} unread)`,
    );
  }

  /**
   * Blocks (decision 174): one member in twenty blocks someone, at most 3,000, never between
   * connected members or a pending request (a block removes those). The demo member blocks three
   * members and is blocked by three, so every list she reads filters real rows.
   */
  async blocks(): Promise<void> {
    const started = performance.now();
    const r = this.rng;
    const asha = this.ex.asha.id;
    const wanted = Math.min(3000, Math.floor(this.sizes.members / 20));
    const seen = new Set<string>();
    const rows: Array<[number, number, number]> = [];
    const add = (blocker: number, blocked: number) => {
      if (blocker === blocked || this.connected.has(pairKey(blocker, blocked))) return;
      const key = blocker < blocked ? `${blocker}:${blocked}` : `${blocked}:${blocker}`;
      if (seen.has(key)) return;
      seen.add(key);
      const earliest = Math.max(this.userCreated[blocker], this.userCreated[blocked]);
      rows.push([blocker, blocked, Math.floor(this.now - r.u() * (this.now - earliest) * 0.9 - MINUTE)]);
    };
    for (let n = 0; n < 3; n++) add(asha, this.anyMember());
    for (let n = 0; n < 3; n++) add(this.anyMember(), asha);
    for (let attempts = 0; rows.length < wanted && attempts < wanted * 3; attempts++)
      add(this.anyMember(), this.anyMember());
    let id = this.ex.maxIds.blocks;
    for (const k of orderBy(rows.map((row) => row[2]))) {
      const [blocker, blocked, at] = rows[k];
      await this.put(this.w.blocks, ++id, blocker, blocked, isoOf(at));
    }
    await this.w.blocks.flush();
    this.generated.blocks = rows.length;
    this.step("blocks", started, String(rows.length));
  }

  /**
   * Members open to work (decision 184): one in twelve, half of them for recruiters only, each
   * wanting one or two of their profession's roles in their own city (and now and then a second).
   */
  async openToWork(): Promise<void> {
    const started = performance.now();
    const r = this.rng;
    const { open_to_work: table, open_to_work_locations: places } = this.w;
    let rows = 0;
    for (let i = 0; i < this.memberUser.length; i++) {
      if (!r.chance(1 / 12)) continue;
      const user = this.memberUser[i];
      const at = isoOf(Math.max(this.userCreated[user] + DAY, this.now - r.expo(30 * DAY) - MINUTE));
      const roles = r.some(this.profs[this.mProf[i]].roles, 1 + r.int(2), false);
      const jobTypes = r.some(["in-office", "remote", "hybrid"], 1 + r.int(3), false);
      const start = r.chance(0.5) ? null : isoOf(this.now + r.int(90) * DAY).slice(0, 10);
      await this.put(
        table,
        user,
        r.chance(0.5) ? "recruiters" : "members",
        JSON.stringify(roles),
        JSON.stringify(jobTypes),
        JSON.stringify(["full-time"]),
        start,
        at,
        at,
      );
      const second = this.techLocations.pick(r);
      for (const location of new Set([this.mLoc[i], ...(r.chance(0.3) ? [second] : [])]))
        await this.put(places, user, location);
      rows++;
    }
    await table.flush();
    await places.flush();
    this.generated.open_to_work = rows;
    this.step("open to work", started, String(rows));
  }

  /**
   * Reports and moderation cases (decision 175): one case per fifty members, at most 2,000, a
   * third still open (the desk's queue, oldest first), the rest decided by the moderator (the
   * first generated member, granted the role here), each with one to four reports from distinct
   * members. Suspensions are all over (the ones decided ended before now) and nothing is removed,
   * so the lists the other tests count are not changed by them. The demo member has reported a few, so her settings list
   * reads real rows. Its own generator: the steps before drew what they drew before.
   */
  async moderation(): Promise<void> {
    const started = performance.now();
    const r = new Rng(this.sizes.members * 37 + this.sizes.posts);
    const { members: M, posts: P } = this.sizes;
    if (M < 10) return;
    const asha = this.ex.asha.id;
    const moderator = this.memberUser[0];
    const wanted = Math.min(2000, Math.floor(M / 50));
    const reasons = ["scam", "spam", "harassment", "fake_profile", "misleading", "other"] as const;
    const member = () => this.memberUser[1 + r.int(M - 1)];
    let caseId = this.ex.maxIds.moderation_cases;
    let reportId = this.ex.maxIds.reports;
    let actionId = this.ex.maxIds.moderation_actions;
    let reports = 0;
    let actions = 0;
    for (let n = 0; n < wanted; n++) {
      const pick = r.u();
      let kind: "member" | "company" | "job_post";
      let targetId: number;
      let ownerId: number;
      let snapshot: { title: string; text: string; link: string };
      if (pick < 0.3 && P > 0) {
        const index = r.int(P);
        kind = "job_post";
        targetId = this.postBase + index;
        ownerId = this.pUser[index];
        snapshot = { title: this.pTitle[index], text: "", link: jobPostPath(targetId) };
      } else if (pick < 0.4 && this.sizes.companies > 0) {
        const c = r.int(this.sizes.companies);
        kind = "company";
        targetId = ownerId = this.corpUser[c];
        snapshot = { title: this.corpName[c], text: clip(this.corpAbout[c] ?? "", 2000), link: companyPath(targetId) };
      } else {
        kind = "member";
        targetId = ownerId = member();
        snapshot = { title: this.displayName(targetId), text: "", link: this.profileLink(targetId) };
      }
      if (ownerId === asha || ownerId === moderator || ownerId === this.ex.acme.user) continue;
      const open = r.chance(1 / 3);
      const first = Math.floor(this.now - (open ? r.u() * 20 * DAY : 30 * DAY + r.u() * 300 * DAY)) - MINUTE;
      const reporters = new Set<number>();
      if (n % 40 === 0) reporters.add(asha);
      const count = 1 + r.int(4);
      while (reporters.size < count) {
        const who = member();
        if (who !== ownerId && who !== moderator) reporters.add(who);
      }
      const reason = kind === "job_post" ? "scam" : r.pick(reasons);
      // No removals: a hidden post would change the lists other tests count.
      const outcome = open
        ? null
        : r.pick(kind === "job_post" ? (["dismiss", "warn"] as const) : (["dismiss", "warn", "suspend"] as const));
      const closedAt = open ? null : first + DAY + Math.floor(r.u() * 5 * DAY);
      await this.put(
        this.w.moderation_cases,
        ++caseId,
        kind,
        targetId,
        ownerId,
        open ? "open" : "closed",
        outcome,
        JSON.stringify(snapshot),
        reporters.size,
        null,
        isoOf(first),
        isoOf(first),
        closedAt === null ? null : isoOf(closedAt),
      );
      let at = first;
      for (const reporter of reporters) {
        await this.put(
          this.w.reports,
          ++reportId,
          caseId,
          reporter,
          reporters.size === count ? reason : r.pick(reasons),
          r.chance(0.3) ? "Seen on my feed." : null,
          isoOf(at),
        );
        at += Math.floor(r.u() * HOUR);
        reports++;
      }
      if (outcome !== null && closedAt !== null) {
        await this.put(
          this.w.moderation_actions,
          ++actionId,
          caseId,
          moderator,
          outcome,
          "Seeded decision.",
          outcome === "suspend" ? 7 : null,
          isoOf(closedAt),
        );
        actions++;
      }
    }
    await this.w.moderation_cases.flush();
    await this.w.reports.flush();
    await this.w.moderation_actions.flush();
    await this.sink.exec(
      `update users set is_moderator = ${this.sink.dialect === "postgres" ? "true" : "1"} where id = ${moderator}`,
    );
    this.generated.moderation_cases = caseId - this.ex.maxIds.moderation_cases;
    this.generated.reports = reports;
    this.generated.moderation_actions = actions;
    this.step("moderation", started, `${caseId - this.ex.maxIds.moderation_cases} cases, ${reports} reports`);
  }

  /** Connection requests still waiting for the demo member (their notifications are always kept). */
  readonly ashaPendingRequests = new Set<number>();

  async run(): Promise<void> {
    await this.accounts();
    await this.profiles();
    await this.posts();
    await this.connections();
    await this.endorsements();
    await this.blocks();
    await this.engagement();
    await this.postStats();
    await this.follows();
    await this.chats();
    await this.notifications();
    await this.moderation();
    // Last, so the members' open-to-work rows draw no number the earlier steps would have drawn.
    await this.openToWork();
    await this.w.search.flush();
    this.generated[this.sink.dialect === "postgres" ? "search_documents" : "search_fts"] = this.w.search.rows;
  }
}

// ---------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------

/** Tables reported at the end, in dependency order. */
export const REPORTED_TABLES = [
  "users",
  "individuals",
  "corporates",
  "companies",
  "experiences",
  "educations",
  "individual_skills",
  "skill_endorsements",
  "resumes",
  "job_posts",
  "job_post_locations",
  "job_post_skills",
  "job_post_likes",
  "job_post_reposts",
  "job_post_stats",
  "job_post_viewers",
  "referrals",
  "recommendations",
  "connections",
  "resume_requests",
  "conversations",
  "messages",
  "notifications",
  "blocks",
  "company_follows",
  "moderation_cases",
  "reports",
  "moderation_actions",
  "open_to_work",
  "open_to_work_locations",
  "open_to_work_skills",
] as const;

const SERIAL_TABLES = ID_TABLES;

function positive(name: string, value: number | undefined, fallback: number): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < 0) throw new Error(`seed:large: ${name} must be a whole number ≥ 0 (got ${value})`);
  return n;
}

export async function seedLarge(options: SeedLargeOptions): Promise<SeedLargeResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const sizes: Sizes = {
    members: positive("members", options.members, SEED_LARGE_DEFAULTS.members),
    companies: positive("companies", options.companies, SEED_LARGE_DEFAULTS.companies),
    posts: positive("posts", options.posts, SEED_LARGE_DEFAULTS.posts),
    connections: positive("connections", options.connections, SEED_LARGE_DEFAULTS.connections),
    messages: positive("messages", options.messages, SEED_LARGE_DEFAULTS.messages),
  };
  if (sizes.members < 10) throw new Error("seed:large: at least 10 members");
  const seed = options.seed ?? SEED_LARGE_DEFAULTS.seed;
  const nowDate = options.now ?? new Date();
  const now = nowDate.getTime();
  const scryptParams = options.scryptParams ?? DEFAULT_SCRYPT_PARAMS;
  const uploadDir = options.uploadDir ?? DEFAULT_UPLOAD_DIR;
  const quiet: Logger = {
    info: () => {},
    warn: (message) => log(`warning: ${message}`),
    error: (message) => log(`error: ${message}`),
  };

  // 1. The app's own startup: migrations, master lists, demo data (on an empty database), search index.
  log("startup: migrations, master data, demo data");
  const backend = await createBackend({
    databaseUrl: options.databaseUrl,
    databasePoolSize: 2,
    secret: "seed-large-startup-only",
    seedDemo: true,
    uploadDir,
    mailOutboxDir: options.mailOutboxDir,
    scryptParams,
    now: () => nowDate,
    log: quiet,
  });
  await backend.close();

  // 2. What is there; refuse a database that is seeded already.
  let existing: Existing;
  let dialect: DialectName;
  {
    const opened = openDatabase(options.databaseUrl, { poolSize: 2 });
    dialect = opened.dialect;
    try {
      existing = await readExisting(opened.db);
      if (existing.users > DEMO_ACCOUNT_COUNT && !options.force) throw new SeedLargeRefused(existing.users);
      // Skills typed in (decision 187), through the app's own path: entries of the list with their key.
      for (const name of TYPED_SKILLS) {
        const id = await resolveEntry(opened.db, "skills", name);
        existing.typedSkills.push(id);
        existing.skills.set(name, id);
        existing.skillTitles.set(id, name);
      }
    } finally {
      await opened.close();
    }
  }

  // 3. One password hash for everyone, one resume file shared by the generated resumes.
  const passwordHash = await hashPassword(LARGE_PASSWORD, scryptParams);
  const resumeKey = `${RESUME_PREFIX}/seed-large-${seed}.pdf`;
  const resume = simplePdf([
    { text: "Curriculum vitae", size: 22, gap: 10 },
    { text: "Generated by npm run seed:large for performance tests", size: 11, gap: 24 },
    "Experience, education and skills are on the JobLink profile.",
  ]);
  await new DiskStorage(uploadDir).put(resumeKey, resume, "application/pdf");

  // 4. Generate and load, in one transaction.
  log(`generating (seed ${seed}) into ${dialect}`);
  const sink: Sink =
    dialect === "postgres"
      ? await PgSink.open(options.databaseUrl)
      : new SqliteSink(sqlitePathFromUrl(options.databaseUrl));
  let generator: Generator;
  try {
    await sink.begin();
    // Likes and reposts load without the triggers that count them; the counts are set at the end.
    const counterTriggers = jobPostCounterTriggers(dialect);
    // So do follows (decision 177): follows() sets the companies' follower counts.
    const followTriggers = followerCountTriggers(dialect);
    // And the candidate search's copy of open-to-work members' skills (decision 196), filled at the end.
    const candidateSkillTriggers = openToWorkSkillTriggers(dialect);
    for (const statement of [...counterTriggers.drop, ...followTriggers.drop, ...candidateSkillTriggers.drop])
      await sink.exec(statement);
    generator = new Generator({
      rng: new Rng(seed),
      now,
      sizes,
      existing,
      sink,
      log,
      passwordHash,
      resumeKey,
      resumeSize: resume.byteLength,
    });
    await generator.run();
    log("like and repost counts");
    for (const statement of [
      ...RECOUNT_JOB_POST_COUNTERS,
      FILL_OPEN_TO_WORK_SKILLS,
      ...counterTriggers.create,
      ...followTriggers.create,
      ...candidateSkillTriggers.create,
    ])
      await sink.exec(statement);
    log("committing");
    await sink.commit();
  } catch (error) {
    await sink.rollback().catch(() => {});
    await sink.close().catch(() => {});
    throw error;
  }

  // 5. Afterwards: statistics, sequences, the FTS segments.
  const after = performance.now();
  if (sink instanceof SqliteSink) {
    log("optimising the search index, ANALYZE");
    sink.db.exec("insert into search_fts(search_fts) values ('optimize')");
    sink.db.exec("ANALYZE");
  } else if (sink instanceof PgSink) {
    log("sequences, VACUUM ANALYZE");
    for (const table of SERIAL_TABLES) {
      await sink.client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      );
    }
    // Only the tables written (other schemas of the same database are not ours to touch).
    await sink.client.query(`vacuum (analyze) ${[...REPORTED_TABLES, "search_documents"].join(", ")}`);
  }
  await sink.close();
  log(`  statistics (${((performance.now() - after) / 1000).toFixed(1)} s)`);

  // 6. Companies that existed before (Acme): their sector may come from the new posts now.
  const opened = openDatabase(options.databaseUrl, { poolSize: 2 });
  const counts: Record<string, number> = {};
  try {
    if (existing.corporates.length > 0) {
      await opened.db
        .transaction()
        .execute((trx) => syncSearch(trx, opened.dialect, { companies: existing.corporates }));
    }
    for (const table of [...REPORTED_TABLES, opened.dialect === "postgres" ? "search_documents" : "search_fts"]) {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
        opened.db,
      );
      counts[table] = Number(rows[0].n);
    }
  } finally {
    await opened.close();
  }

  const g = generator!;
  return {
    dialect,
    generated: g.generated,
    counts,
    asha: {
      userId: existing.asha.id,
      acceptedConnections: g.ashaStats.accepted,
      pendingIncoming: g.ashaStats.pendingIn,
      pendingOutgoing: g.ashaStats.pendingOut,
      notifications: g.ashaStats.notifications,
      unreadNotifications: g.ashaStats.unread,
      resumeRequestsReceived: g.ashaStats.resumeRequests,
      conversations: g.ashaStats.conversations,
      longestConversation: g.ashaStats.longest,
      posts: g.ashaPosts.length,
    },
    elapsedMs: performance.now() - started,
  };
}
