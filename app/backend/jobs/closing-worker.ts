/**
 * The closing worker (decision 166): one per instance, started with the API and stopped by its
 * `close()`, like the job alert worker. Every `pollMs` (JOB_CLOSING_POLL_SECONDS, default 60 s)
 * it mails the posters whose posts end within 3 days, closes the posts that ended, finishes any
 * closing left half-way, and ends the applications nobody acted on for 30 days (closing.ts).
 * Each step takes its rows with a conditional UPDATE (and FOR UPDATE SKIP LOCKED on
 * PostgreSQL), so any number of instances run it side by side without doing anything twice.
 */
import type { Logger } from "#app/backend/lib/log.ts";
import { PollingLoop } from "#app/backend/lib/polling-loop.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { SECOND_MS } from "#app/backend/lib/time.ts";
import { closeExpired, closeInactive, finishPendingClosings, mailEndingSoon, POSTS_PER_STEP } from "./closing.ts";

export type ClosingWorkerOptions = {
  /** How often the steps run (default 60 s). */
  pollMs: number;
  /** Most rounds of each step one pass runs before it lets the next poll go on (default 20). */
  roundsPerPass: number;
};

export const CLOSING_WORKER_DEFAULTS: ClosingWorkerOptions = { pollMs: 60 * SECOND_MS, roundsPerPass: 20 };

export class ClosingWorker {
  readonly #s: Services;
  readonly #log: Logger;
  readonly #options: ClosingWorkerOptions;
  readonly #loop: PollingLoop;

  constructor(s: Services, settings: Partial<ClosingWorkerOptions> = {}) {
    this.#s = s;
    this.#log = s.log;
    this.#options = { ...CLOSING_WORKER_DEFAULTS, ...settings };
    this.#loop = new PollingLoop(() => this.#pass(), this.#options.pollMs);
  }

  start(): void {
    this.wake();
  }

  wake(): void {
    this.#loop.wake();
  }

  /** Resolves once a pass started after this call has finished. */
  drain(): Promise<void> {
    return this.#loop.drain();
  }

  stop(): Promise<void> {
    return this.#loop.stop();
  }

  async #pass(): Promise<void> {
    const steps: Array<[string, (s: Services) => Promise<number>, number]> = [
      ["mail the posts ending soon", mailEndingSoon, POSTS_PER_STEP],
      ["close the posts that ended", closeExpired, POSTS_PER_STEP],
      ["finish the closings under way", finishPendingClosings, POSTS_PER_STEP],
      // Two statuses a round, a batch each: a full round handles at least one batch.
      ["end the applications nobody acted on", closeInactive, 1],
    ];
    for (const [what, step, full] of steps) {
      for (let round = 0; round < this.#options.roundsPerPass && !this.#loop.stopping; round++) {
        let done: number;
        try {
          done = await step(this.#s);
        } catch (error) {
          // The next poll (here or on another instance) tries again.
          this.#log.error(`the closing worker could not ${what}`, error);
          break;
        }
        if (done < full) break;
      }
    }
  }
}
