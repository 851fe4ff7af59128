/**
 * A counting semaphore with a bounded queue: at most `concurrent` tasks run at once, at most
 * `queued` wait for a turn (first come, first served), and a task that finds the queue full is
 * refused at once with the error `full()` makes. Used to decode uploaded pictures a few at a
 * time (decision 123).
 */
export class Semaphore {
  readonly concurrent: number;
  readonly queued: number;
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(concurrent: number, queued: number) {
    if (!Number.isInteger(concurrent) || concurrent < 1)
      throw new Error("Semaphore: concurrent must be a whole number of at least 1");
    if (!Number.isInteger(queued) || queued < 0)
      throw new Error("Semaphore: queued must be a whole number of at least 0");
    this.concurrent = concurrent;
    this.queued = queued;
  }

  /** Tasks running now. */
  get running(): number {
    return this.#running;
  }

  /** Tasks waiting for a turn. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Runs `task` when a turn is free; throws `full()` without running it when the queue is full. */
  async run<T>(task: () => Promise<T>, full: () => Error): Promise<T> {
    if (this.#running < this.concurrent) {
      this.#running += 1;
    } else {
      if (this.#waiting.length >= this.queued) throw full();
      // The finishing task hands its turn over: #running stays as it is.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
