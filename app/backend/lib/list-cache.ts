/**
 * Short-lived, per-process memory of computed lists (decision 104): the ranked candidates of a
 * member's suggested jobs and people you may know, the merged events of their network feed, and
 * the hits of a search. Computing those costs tens of milliseconds on a large community, and a
 * member moving between the dashboard, the jobs tabs and the network asks for the same list
 * again within seconds. Only ids and ranks are kept, and the connections a member shares with a
 * page of people (counting them reads every connection of those people): what else a page shows
 * (titles, statuses, other counts, your like, your connection status) is read fresh for that page.
 *
 * - Entries live `ttlMs` (a list may miss what changed elsewhere for that long; with several
 *   instances each keeps its own memory, bounded by the same time).
 * - A member's own change (any successful POST/PUT/PATCH/DELETE of the API by them) forgets
 *   their entries at once, so what they did shows on their next page (`forgetMember`).
 * - At most `maxEntries` entries per list; the oldest are forgotten first.
 * - Concurrent requests for a missing entry share one computation.
 */

type Entry<V> = { value: Promise<V>; expires: number };

export class ListCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: { ttlMs: number; maxEntries: number; now: () => number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries;
    this.#now = options.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The kept value for `key`, or the one `compute` makes (kept unless it fails). */
  through(key: string, compute: () => Promise<V>): Promise<V> {
    const now = this.#now();
    const found = this.#entries.get(key);
    if (found && found.expires > now) return found.value;
    if (found) this.#entries.delete(key);
    const value = compute();
    const entry = { value, expires: now + this.#ttlMs };
    this.#entries.set(key, entry);
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    while (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    return value;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Forgets the entries whose key starts with `prefix` (e.g. one member's). */
  deletePrefix(prefix: string): void {
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** How long a computed list is reused. */
export const LIST_CACHE_TTL_MS = 60_000;

export type ListCaches = {
  /**
   * A member's suggested jobs: the ranked ids (the first SUGGESTED_KEPT) and how many there are
   * (whether that number stopped at the cap); keyed by member, or `member|filters` when filtered.
   */
  suggestedJobs: ListCache<{ ids: number[]; total: number; totalCapped?: boolean }>;
  /** A member's network feed: [post id, reposting connection or null], newest first (`member|all`: all of it, for filters). */
  networkFeed: ListCache<{ items: Array<[number, number | null]>; total: number }>;
  /** A member's people you may know: ranked member ids. */
  suggestedPeople: ListCache<number[]>;
  /** A search (words, kind, page): the page's hits and the counts, the same for everyone. */
  search: ListCache<unknown>;
  /** How many connections a member shares with each person of a page of people (`member|ids`). */
  commonCounts: ListCache<Map<number, number>>;
  /** Forgets what was computed for this member (after their own change). */
  forgetMember(userId: number): void;
};

export function createListCaches(now: () => number, ttlMs: number = LIST_CACHE_TTL_MS): ListCaches {
  const perMember = { ttlMs, maxEntries: 5_000, now };
  const caches = {
    suggestedJobs: new ListCache<{ ids: number[]; total: number; totalCapped?: boolean }>(perMember),
    networkFeed: new ListCache<{ items: Array<[number, number | null]>; total: number }>(perMember),
    suggestedPeople: new ListCache<number[]>(perMember),
    search: new ListCache<unknown>({ ttlMs: Math.min(ttlMs, 30_000), maxEntries: 2_000, now }),
    commonCounts: new ListCache<Map<number, number>>(perMember),
  };
  return {
    ...caches,
    forgetMember(userId) {
      const key = memberKey(userId);
      caches.suggestedJobs.delete(key);
      caches.suggestedJobs.deletePrefix(`${key}|`);
      caches.networkFeed.delete(key);
      caches.networkFeed.deletePrefix(`${key}|`);
      caches.suggestedPeople.delete(key);
      caches.commonCounts.deletePrefix(`${key}|`);
    },
  };
}

/** The key of a member's own lists. */
export function memberKey(userId: number): string {
  return String(userId);
}
