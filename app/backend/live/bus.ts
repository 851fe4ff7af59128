/**
 * The live-updates bus of one instance (decision 127): services record changes in a live
 * transaction, and every instance tells its listeners (the open event streams) about the changes
 * of their member once the transaction has committed.
 *
 * - SQLite (one instance): the changes are handed to this instance's listeners right after the
 *   commit, in process.
 * - PostgreSQL (any number of instances): the changes are sent with `pg_notify` inside the
 *   transaction, so the database delivers them only if and when it commits, to every instance
 *   LISTENing on the channel, this one included (pg-listener.ts).
 *
 * A change carries a member id and a kind (changes.ts), nothing else.
 */
import { sql } from "kysely";
import type { Db, DialectName } from "#app/backend/lib/db/index.ts";
import type { Logger } from "#app/backend/lib/log.ts";
import { decodeChanges, encodeChanges, recordChanges, type Change, type ChangeKind } from "./changes.ts";
import { channelFor, PgListener } from "./pg-listener.ts";

export type LiveListener = (kind: ChangeKind) => void;

/** How long each instance remembers when a member was last told a change (LiveBus.mayHaveChangedSince). */
export const RECENT_MS = 120_000;
/** What instances' clocks and a page's loaders may be apart by. */
export const CLOCK_MARGIN_MS = 2_000;

export type LiveBusOptions = {
  db: Db;
  dialect: DialectName;
  /** The database's URL: on PostgreSQL the LISTEN connection opens it. */
  databaseUrl: string;
  log: Logger;
  /** The LISTEN connection's waits before opening again (tests shorten them). */
  listenRetry?: { firstMs?: number; maxMs?: number };
};

export class LiveBus {
  readonly #db: Db;
  readonly #dialect: DialectName;
  readonly #log: Logger;
  readonly #listeners = new Map<number, Set<LiveListener>>();
  readonly #feedListeners = new Set<(up: boolean) => void>();
  readonly #changeListeners = new Set<(change: Change) => void>();
  /** When each member was last told a change here, for RECENT_MS (oldest first). */
  readonly #recent = new Map<number, number>();
  /** Since when `#recent` knows every change told here (this instance's start, then a sliding window). */
  #knownSince = Date.now();
  #channel = "";
  #pg: PgListener | null = null;
  #closed = false;

  readonly #options: LiveBusOptions;

  /** A bus that tells nothing across instances until `start()` (LiveBus.open does both). */
  constructor(options: LiveBusOptions) {
    this.#options = options;
    this.#db = options.db;
    this.#dialect = options.dialect;
    this.#log = options.log;
  }

  /** The bus, listening already on PostgreSQL (rejects when the LISTEN connection cannot open). */
  static async open(options: LiveBusOptions): Promise<LiveBus> {
    const bus = new LiveBus(options);
    await bus.start();
    return bus;
  }

  /**
   * On PostgreSQL: finds this schema's channel and opens the LISTEN connection (rejects when it
   * cannot). Changes recorded before are told to this instance only. Nothing to do on SQLite.
   */
  async start(): Promise<void> {
    const options = this.#options;
    if (options.dialect !== "postgres" || this.#pg || this.#closed) return;
    const row = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(options.db);
    const channel = channelFor(row.rows[0]?.schema ?? "public");
    const listener = new PgListener({
      databaseUrl: options.databaseUrl,
      channel,
      onPayload: (payload) => this.#deliver(decodeChanges(payload)),
      onState: (up) => {
        // The first opening is start-up, not news.
        if (up && !this.#pg) return;
        if (!up) options.log.warn("live updates: the feed from the database is down; open event streams are ended");
        else {
          options.log.info("live updates: listening again");
          // What was told meanwhile never arrived here.
          this.#knownSince = Date.now();
        }
        for (const feedListener of this.#feedListeners) feedListener(up);
      },
      log: options.log,
      retryFirstMs: options.listenRetry?.firstMs,
      retryMaxMs: options.listenRetry?.maxMs,
    });
    await listener.start();
    if (this.#closed) {
      await listener.close();
      return;
    }
    this.#channel = channel;
    this.#pg = listener;
  }

  /** The NOTIFY channel on PostgreSQL (empty on SQLite). */
  get channel(): string {
    return this.#channel;
  }

  /**
   * Whether changes reach this instance now: always on SQLite; on PostgreSQL once started and
   * while the LISTEN connection is open (an event stream opened meanwhile would miss them).
   */
  get feedUp(): boolean {
    if (this.#closed) return false;
    if (this.#dialect !== "postgres") return true;
    return this.#pg !== null && this.#pg.listening;
  }

  /** Calls `listener` whenever the feed goes down or comes up again; returns the function that stops it. */
  onFeed(listener: (up: boolean) => void): () => void {
    this.#feedListeners.add(listener);
    return () => this.#feedListeners.delete(listener);
  }

  /** The LISTEN connection's server process id (tests end it); null on SQLite. */
  listenerProcessId(): number | null {
    return this.#pg?.processId() ?? null;
  }

  /** Calls `listener` with every change told on this instance, whoever's (a suspension's `ended`: the session cache forgets the member). */
  onChange(listener: (change: Change) => void): () => void {
    this.#changeListeners.add(listener);
    return () => this.#changeListeners.delete(listener);
  }

  /** Calls `listener` with the kind of each change of `member`; returns the function that stops it. */
  subscribe(member: number, listener: LiveListener): () => void {
    let set = this.#listeners.get(member);
    if (!set) {
      set = new Set();
      this.#listeners.set(member, set);
    }
    set.add(listener);
    return () => {
      const current = this.#listeners.get(member);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.#listeners.delete(member);
    };
  }

  /** Members with at least one listener on this instance. */
  get listenedMembers(): number {
    return this.#listeners.size;
  }

  /**
   * Runs `work`, done by member `actor` (null: by no member), in one transaction; the changes it
   * records with `changed(trx, …)` are told once it has committed, and never when it fails.
   * The actor is told `own` instead of its own kinds when anything was recorded: its other tabs
   * read again, and the tab that acted, which reads its page again anyway, leaves it
   * (ui/live/live-client.ts).
   */
  async transaction<T>(actor: number | null, work: (trx: Db) => Promise<T>): Promise<T> {
    let told: Change[] = [];
    const result = await this.#db.transaction().execute(async (trx) => {
      const take = recordChanges(trx);
      let changes: Change[];
      try {
        const value = await work(trx);
        const recorded = take();
        changes = recorded.filter((change) => change.member !== actor);
        if (actor !== null && recorded.length > 0) changes.push({ member: actor, kind: "own" });
        // Sent inside the transaction: PostgreSQL delivers it on commit, and drops it on rollback.
        if (this.#channel) await this.#notify(trx, changes);
        else told = changes;
        return value;
      } finally {
        take();
      }
    });
    this.#deliver(told);
    return result;
  }

  /** Tells changes made outside a live transaction (already committed). */
  async publish(changes: readonly Change[]): Promise<void> {
    if (this.#channel) await this.#notify(this.#db, changes);
    else this.#deliver(changes);
  }

  async #notify(db: Db, changes: readonly Change[]): Promise<void> {
    for (const payload of encodeChanges(changes)) {
      await sql`select pg_notify(${this.#channel}, ${payload})`.execute(db);
    }
  }

  /**
   * Whether `member` may have been told a change at `since` (ms since the epoch) or later, give or
   * take CLOCK_MARGIN_MS: a page read at `since` may miss it. Unknown (before this instance
   * started, or longer ago than RECENT_MS) counts as yes.
   */
  mayHaveChangedSince(member: number, since: number): boolean {
    const now = Date.now();
    const from = since - CLOCK_MARGIN_MS;
    if (from < Math.max(this.#knownSince, now - RECENT_MS)) return true;
    return (this.#recent.get(member) ?? -Infinity) >= from;
  }

  #remember(member: number, at: number): void {
    this.#recent.delete(member);
    this.#recent.set(member, at);
    for (const [oldest, when] of this.#recent) {
      if (when >= at - RECENT_MS) break;
      this.#recent.delete(oldest);
    }
  }

  #deliver(changes: readonly Change[]): void {
    const now = Date.now();
    for (const { member, kind } of changes) {
      this.#remember(member, now);
      for (const listener of this.#changeListeners) {
        try {
          listener({ member, kind });
        } catch (error) {
          this.#log.error("live updates: a listener failed", error);
        }
      }
      const listeners = this.#listeners.get(member);
      if (!listeners) continue;
      for (const listener of [...listeners]) {
        try {
          listener(kind);
        } catch (error) {
          this.#log.error("live updates: a listener failed", error);
        }
      }
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listeners.clear();
    this.#feedListeners.clear();
    this.#recent.clear();
    await this.#pg?.close();
  }
}
