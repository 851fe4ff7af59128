/**
 * The loop of a background worker (the mail outbox's, the job alerts'): a pass now and then one
 * every `pollMs`, or sooner when woken; never two passes at once; `drain()` waits for a pass that
 * started after it was called, `stop()` lets the running pass finish and starts no other. The poll
 * alone never keeps the process alive.
 */
export class PollingLoop {
  readonly #pass: () => Promise<void>;
  readonly #pollMs: () => number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The passes running now (null when idle). */
  #loop: Promise<void> | null = null;
  /** Another pass is wanted after the current one. */
  #again = false;
  #stopping = false;

  /** `pass` does one round of work; it should check `stopping` between items. */
  constructor(pass: () => Promise<void>, pollMs: number | (() => number)) {
    this.#pass = pass;
    this.#pollMs = typeof pollMs === "number" ? () => pollMs : pollMs;
  }

  /** Whether `stop()` was called: a pass ends as soon as it can. */
  get stopping(): boolean {
    return this.#stopping;
  }

  /** Runs a pass as soon as possible (after the one running, if any). */
  wake(): void {
    if (this.#stopping) return;
    this.#again = true;
    this.#loop ??= this.#run();
  }

  /** Resolves once a pass started after this call has finished. */
  async drain(): Promise<void> {
    this.wake();
    while (this.#loop) await this.#loop;
  }

  /** Stops: no new pass starts; waits for the one under way. */
  async stop(): Promise<void> {
    this.#stopping = true;
    clearTimeout(this.#timer);
    while (this.#loop) await this.#loop;
  }

  async #run(): Promise<void> {
    // Start on a later turn: `#loop` is set before any pass runs.
    await Promise.resolve();
    clearTimeout(this.#timer);
    try {
      while (this.#again && !this.#stopping) {
        this.#again = false;
        await this.#pass();
      }
    } finally {
      this.#loop = null;
      if (!this.#stopping) {
        this.#timer = setTimeout(() => this.wake(), this.#pollMs());
        this.#timer.unref?.();
      }
    }
  }
}
