/**
 * Requests take turns, oldest first (issue 9; decision 148).
 *
 * Under load a Node server reads every socket that has a request waiting, then works on those
 * requests in the order it read them, which is not the order they came in. A request that came
 * early in one round may be read last in the next: it waits for nearly two rounds while another
 * waits for almost none. With 50 connections, p99 was about twice p50 on every page (the bare
 * page too), whatever the work per page.
 *
 * So a request does not start when it is read. It waits until the end of the current round of
 * reads (`setImmediate`), and then the waiting requests start in the order of their keys: the time
 * their connection was last answered, or opened for its first request. A browser sends its next
 * request on a connection only once its last answer came, so the connection answered longest ago
 * is the one whose request has waited longest: served first, each request waits about one round.
 *
 * At most `concurrency` requests are in their turn at once (SQLite's queries run on the event loop,
 * so more would only interleave; PostgreSQL's wait on the network, so a few overlap). A turn ends
 * when the request's Response is made (a body streamed afterwards does not hold it), and a turn
 * that has lasted `holdMs` (a slow upload, a slow remote store) stops counting, so a few slow
 * requests never hold the others up.
 */

export type TurnsOptions = {
  /** Requests in their turn at once (at least 1). */
  concurrency: number;
  /** After this long a turn no longer counts against `concurrency`. */
  holdMs: number;
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number;
};

type Waiting = { key: number; seq: number; start: () => void };
type Running = { startedAt: number };

export class Turns {
  readonly #concurrency: number;
  readonly #holdMs: number;
  readonly #now: () => number;
  readonly #waiting: Waiting[] = [];
  readonly #running = new Set<Running>();
  #seq = 0;
  #scheduled = false;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: TurnsOptions) {
    this.#concurrency = Math.max(1, Math.floor(options.concurrency));
    this.#holdMs = options.holdMs;
    this.#now = options.now ?? (() => performance.now());
  }

  /** Requests waiting for their turn. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Requests in their turn (including those past `holdMs`). */
  get running(): number {
    return this.#running.size;
  }

  /**
   * Runs `work` in its turn. `key` orders the waiting requests, lowest first (ties in the order
   * they came); the turn ends when `work` settles.
   */
  async run<T>(key: number, work: () => T | Promise<T>): Promise<T> {
    await new Promise<void>((start) => {
      this.#waiting.push({ key, seq: this.#seq++, start });
      this.#schedule();
    });
    const turn: Running = { startedAt: this.#now() };
    this.#running.add(turn);
    try {
      return await work();
    } finally {
      this.#running.delete(turn);
      this.#schedule();
    }
  }

  #schedule() {
    if (this.#scheduled || this.#waiting.length === 0) return;
    this.#scheduled = true;
    setImmediate(() => this.#startNext());
  }

  #startNext() {
    this.#scheduled = false;
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    const now = this.#now();
    let busy = 0;
    let oldest = Infinity;
    for (const turn of this.#running) {
      if (now - turn.startedAt < this.#holdMs) {
        busy++;
        oldest = Math.min(oldest, turn.startedAt);
      }
    }
    while (busy < this.#concurrency && this.#waiting.length > 0) {
      let first = 0;
      for (let i = 1; i < this.#waiting.length; i++) {
        const a = this.#waiting[i];
        const b = this.#waiting[first];
        if (a.key < b.key || (a.key === b.key && a.seq < b.seq)) first = i;
      }
      this.#waiting.splice(first, 1)[0].start();
      busy++;
      oldest = Math.min(oldest, now);
    }
    // Still full: look again when the oldest counted turn stops counting.
    if (this.#waiting.length > 0) {
      this.#timer = setTimeout(() => this.#startNext(), Math.max(1, oldest + this.#holdMs - now));
      this.#timer.unref?.();
    }
  }
}
