/**
 * Work done after the answer is on its way: mail above all. A call that mails (a reset link, a
 * code) answers first and sends afterwards, so a slow mail server neither slows the answer nor
 * tells, by its timing, whether the address has an account (issue 10, item 12).
 *
 * A task starts on the next turn of the event loop, after the answer has been handed to the
 * socket. Its failure is logged (never secrets: the task names itself) and never reaches the
 * caller. `settled()` waits for every task started so far (the backend's `close()` and the tests
 * use it), so mail is not lost when an instance stops gracefully.
 */
import type { Logger } from "./log.ts";

export class BackgroundTasks {
  readonly #log: Logger;
  readonly #pending = new Set<Promise<void>>();

  constructor(log: Logger) {
    this.#log = log;
  }

  /** Runs `task` after the current answer; `what` names it in the log when it fails. */
  run(what: string, task: () => Promise<void>): void {
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.#log.error(`${what} failed`, error))
      .finally(() => this.#pending.delete(running));
    this.#pending.add(running);
  }

  /** Resolves once every task started so far (and any they started) has finished. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}
