/**
 * What the poster sees of a post (issue 32, docs/decisions/164-job-post-stats.md): its views,
 * unique viewers and appearances in lists per UTC day, counted in memory on each instance and
 * added to the database every few seconds, and the poster's 30 days read back with the
 * applications of each day.
 *
 * Counting is one map update per view or card, never a query: a page that shows a post does not
 * wait for its statistics. A flush adds (`views = views + excluded.views`), so any number of
 * instances may flush at once; its rows go in key order, so two flushes on PostgreSQL take their
 * row locks in the same order and never deadlock. What an instance counted since its last flush
 * is lost if it crashes (at most `flushMs` of counts); a graceful stop flushes.
 */
import { sql } from "kysely";
import { hmacHex } from "#app/backend/lib/crypto.ts";
import type { Db, DialectName } from "#app/backend/lib/db/index.ts";
import type { Logger } from "#app/backend/lib/log.ts";
import { PollingLoop } from "#app/backend/lib/polling-loop.ts";
import { DAY_MS, HOUR_MS, SECOND_MS, type Clock } from "#app/backend/lib/time.ts";
import type { JobPostStats } from "#app/contract/jobs.ts";

export type PostStatsOptions = {
  /** How often counts are written (default 5 s; POST_STATS_FLUSH_SECONDS). */
  flushMs: number;
  /** Days of statistics and viewer keys kept (default 35: the chart's 30 and a margin). */
  retentionDays: number;
  /** Repeat views of a post by one viewer within this time count once (a reload, the page read again after a like). */
  repeatViewMs: number;
};

export const POST_STATS_DEFAULTS: PostStatsOptions = {
  flushMs: 5 * SECOND_MS,
  retentionDays: 35,
  repeatViewMs: 30 * SECOND_MS,
};

/** Days in the poster's chart, today included. */
export const STATS_DAYS = 30;

/** Counts kept in memory at most (posts × days, and viewer keys); past it, new ones are dropped until a flush. */
const MAX_PENDING = 200_000;
/** Rows per statement: well under SQLite's and PostgreSQL's limits on parameters. */
const CHUNK = 200;

type Counts = { views: number; appearances: number };

/** The UTC day of `date`, `YYYY-MM-DD`. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A member's viewer key. */
export function memberViewerKey(userId: number): string {
  return `m:${userId}`;
}

/**
 * A visitor's viewer key: a keyed hash of the day and the client's address. The address is never
 * stored, and the same visitor on another day has another key (so visitors are unique per day only).
 */
export function visitorViewerKey(key: Uint8Array, day: string, address: string | undefined): string {
  return `a:${hmacHex(key, `${day}|${address ?? ""}`).slice(0, 32)}`;
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

function slot(postId: number, day: string): string {
  return `${postId}|${day}`;
}

function unslot(key: string): [number, string] {
  const bar = key.indexOf("|");
  return [Number(key.slice(0, bar)), key.slice(bar + 1)];
}

export class PostStatsRecorder {
  readonly #db: Db;
  readonly #dialect: DialectName;
  readonly #now: Clock;
  readonly #log: Logger;
  readonly #visitorKey: Uint8Array;
  readonly #options: PostStatsOptions;
  readonly #loop: PollingLoop;
  /** Views and appearances by `post|day` since the last flush. */
  #counts = new Map<string, Counts>();
  /** Viewer keys by `post|day|key` since the last flush (the key is a Set's: one insert each). */
  #viewers = new Map<string, [number, string, string]>();
  /** When each `post|viewer` last counted a view (the repeat window). */
  #lastView = new Map<string, number>();
  #lastPrune = 0;
  #stopped = false;

  constructor(args: {
    db: Db;
    dialect: DialectName;
    now: Clock;
    log: Logger;
    visitorKey: Uint8Array;
    settings?: Partial<PostStatsOptions>;
  }) {
    this.#db = args.db;
    this.#dialect = args.dialect;
    this.#now = args.now;
    this.#log = args.log;
    this.#visitorKey = args.visitorKey;
    this.#options = { ...POST_STATS_DEFAULTS, ...args.settings };
    this.#loop = new PollingLoop(() => this.#pass(), this.#options.flushMs);
  }

  /** A view of `postId` by a member (`userId`) or a visitor (`address`); the poster's own are not passed here. */
  view(postId: number, viewer: { userId: number } | { address: string | undefined }): void {
    const at = this.#now();
    const day = dayOf(at);
    const key =
      "userId" in viewer ? memberViewerKey(viewer.userId) : visitorViewerKey(this.#visitorKey, day, viewer.address);
    const seen = `${postId}|${key}`;
    const last = this.#lastView.get(seen);
    if (last !== undefined && at.getTime() - last < this.#options.repeatViewMs) return;
    if (!this.#room()) return;
    this.#lastView.set(seen, at.getTime());
    this.#add(postId, day, "views");
    this.#viewers.set(`${postId}|${day}|${key}`, [postId, day, key]);
  }

  /** The posts of a list page as it is answered: one appearance each, but none of the viewer's own. */
  appeared(posts: ReadonlyArray<{ id: number; is_mine: boolean }>): void {
    if (posts.length === 0 || !this.#room()) return;
    const day = dayOf(this.#now());
    for (const post of posts) if (!post.is_mine) this.#add(post.id, day, "appearances");
  }

  start(): void {
    this.#loop.wake();
  }

  /** Resolves once everything counted before this call is written (or has failed and waits for the next flush). */
  drain(): Promise<void> {
    return this.#stopped ? this.#flush() : this.#loop.drain();
  }

  /** Stops the timer and writes what is left. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#loop.stop();
    await this.#flush();
  }

  #room(): boolean {
    return this.#counts.size < MAX_PENDING && this.#viewers.size < MAX_PENDING;
  }

  #add(postId: number, day: string, what: keyof Counts): void {
    const key = slot(postId, day);
    const counts = this.#counts.get(key);
    if (counts) counts[what]++;
    else this.#counts.set(key, { views: what === "views" ? 1 : 0, appearances: what === "appearances" ? 1 : 0 });
  }

  async #pass(): Promise<void> {
    await this.#flush();
    const now = this.#now().getTime();
    if (now - this.#lastPrune >= HOUR_MS) {
      this.#lastPrune = now;
      await this.prune().catch((error: unknown) => this.#log.error("post statistics: pruning failed", error));
    }
  }

  /** Writes the counts since the last flush; on failure they are kept for the next one. */
  async #flush(): Promise<void> {
    const now = this.#now().getTime();
    for (const [key, at] of this.#lastView) if (now - at >= this.#options.repeatViewMs) this.#lastView.delete(key);
    if (this.#counts.size === 0 && this.#viewers.size === 0) return;
    const counts = this.#counts;
    const viewers = this.#viewers;
    this.#counts = new Map();
    this.#viewers = new Map();
    try {
      await writeCounts(this.#db, this.#dialect, counts, viewers);
    } catch (error) {
      this.#log.error("post statistics: a flush failed; its counts wait for the next one", error);
      for (const [key, { views, appearances }] of counts) {
        const [postId, day] = unslot(key);
        for (let i = 0; i < views; i++) this.#add(postId, day, "views");
        for (let i = 0; i < appearances; i++) this.#add(postId, day, "appearances");
      }
      for (const [key, row] of viewers) this.#viewers.set(key, row);
    }
  }

  /** Deletes the days past the retention (each instance does it hourly; deleting twice is harmless). */
  async prune(): Promise<void> {
    const cutoff = dayOf(new Date(this.#now().getTime() - this.#options.retentionDays * DAY_MS));
    await this.#db.deleteFrom("job_post_viewers").where("day", "<", cutoff).execute();
    await this.#db.deleteFrom("job_post_stats").where("day", "<", cutoff).execute();
  }
}

/**
 * One flush, in one transaction: the viewer keys first (insert or ignore; the rows that went in
 * are the day's new unique viewers), then the per-day counts, added to what is there. Posts
 * deleted since they were counted are left out; on PostgreSQL the posts that remain are held
 * (`for key share`) so a delete waits for the flush rather than failing it.
 */
export async function writeCounts(
  db: Db,
  dialect: DialectName,
  counts: ReadonlyMap<string, Counts>,
  viewers: ReadonlyMap<string, readonly [number, string, string]>,
): Promise<void> {
  const ids = [...new Set([...counts.keys()].map((key) => unslot(key)[0]))].sort((a, b) => a - b);
  await db.transaction().execute(async (trx) => {
    const existing = new Set<number>();
    for (const part of chunks(ids)) {
      const rows = await trx
        .selectFrom("job_posts")
        .select("id")
        .where("id", "in", part)
        .orderBy("id")
        .$if(dialect === "postgres", (qb) => qb.forKeyShare())
        .execute();
      for (const row of rows) existing.add(row.id);
    }
    const fresh = new Map<string, number>();
    const viewerRows = [...viewers.values()]
      .filter(([postId]) => existing.has(postId))
      .sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0));
    for (const part of chunks(viewerRows)) {
      const inserted = await trx
        .insertInto("job_post_viewers")
        .values(part.map(([job_post_id, day, viewer_key]) => ({ job_post_id, day, viewer_key })))
        .onConflict((oc) => oc.columns(["job_post_id", "day", "viewer_key"]).doNothing())
        .returning(["job_post_id", "day"])
        .execute();
      for (const row of inserted) {
        const key = slot(row.job_post_id, row.day);
        fresh.set(key, (fresh.get(key) ?? 0) + 1);
      }
    }
    const statRows = [...counts.entries()]
      .map(([key, c]) => {
        const [job_post_id, day] = unslot(key);
        return { job_post_id, day, views: c.views, appearances: c.appearances, unique_viewers: fresh.get(key) ?? 0 };
      })
      .filter((row) => existing.has(row.job_post_id))
      .sort((a, b) => a.job_post_id - b.job_post_id || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
    for (const part of chunks(statRows)) {
      await trx
        .insertInto("job_post_stats")
        .values(part)
        .onConflict((oc) =>
          oc.columns(["job_post_id", "day"]).doUpdateSet({
            views: sql`job_post_stats.views + excluded.views`,
            unique_viewers: sql`job_post_stats.unique_viewers + excluded.unique_viewers`,
            appearances: sql`job_post_stats.appearances + excluded.appearances`,
          }),
        )
        .execute();
    }
  });
}

/** The last `STATS_DAYS` UTC days up to `today`, oldest first. */
export function statsDays(today: Date): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: STATS_DAYS }, (_, i) => dayOf(new Date(end - (STATS_DAYS - 1 - i) * DAY_MS)));
}

/**
 * A post's last 30 days for its poster (the caller checks ownership): each day's counts (zero
 * where nothing was counted) and the totals. Three index range reads on the post's rows: its
 * stats by (post, day), its viewers by (post, day, key) for the distinct total, and its
 * applications by (post, created_at).
 */
export async function loadPostStats(db: Db, postId: number, now: Date): Promise<JobPostStats> {
  const days = statsDays(now);
  const from = days[0]!;
  const to = days.at(-1)!;
  const [rows, applications, distinct] = await Promise.all([
    db
      .selectFrom("job_post_stats")
      .select(["day", "views", "unique_viewers", "appearances"])
      .where("job_post_id", "=", postId)
      .where("day", ">=", from)
      .where("day", "<=", to)
      .execute(),
    db
      .selectFrom("referrals")
      .select([sql<string>`substr(created_at, 1, 10)`.as("day"), (eb) => eb.fn.countAll().as("n")])
      .where("job_post_id", "=", postId)
      .where("created_at", ">=", `${from}T00:00:00.000Z`)
      .groupBy(sql`substr(created_at, 1, 10)`)
      .execute(),
    db
      .selectFrom("job_post_viewers")
      .select((eb) => eb.fn.count("viewer_key").distinct().as("n"))
      .where("job_post_id", "=", postId)
      .where("day", ">=", from)
      .where("day", "<=", to)
      .executeTakeFirst(),
  ]);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const appliedOn = new Map(applications.map((row) => [row.day, Number(row.n)]));
  const points = days.map((day) => {
    const row = byDay.get(day);
    return {
      day,
      views: Number(row?.views ?? 0),
      unique_viewers: Number(row?.unique_viewers ?? 0),
      appearances: Number(row?.appearances ?? 0),
      applications: appliedOn.get(day) ?? 0,
    };
  });
  const sum = (pick: (point: (typeof points)[number]) => number) =>
    points.reduce((total, point) => total + pick(point), 0);
  return {
    job_post_id: postId,
    from,
    to,
    totals: {
      views: sum((p) => p.views),
      unique_viewers: Number(distinct?.n ?? 0),
      appearances: sum((p) => p.appearances),
      applications: sum((p) => p.applications),
    },
    days: points,
  };
}
