/**
 * scrypt in a few worker threads of lower CPU priority, behind a bounded queue (issue 37,
 * decision 189). On libuv's pool, a burst of logins ran four 32 MiB hashes at once at the event
 * loop's priority and left page rendering a fraction of the CPU; here pages come first (nice 5 is
 * per thread on Linux: about a quarter of a normal thread's share when both want the CPU, so a
 * busy machine still hashes in a fraction of a second), and a login past the queue is told to
 * come back. `PASSWORD_HASH_NICE` sets another priority (the test suites: there the CPU is
 * shared with other suites' processes, not with this server's pages).
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { ScryptOptions } from "node:crypto";
import { ApiError } from "./envelope.ts";
import { Semaphore } from "./semaphore.ts";

export const PASSWORD_BUSY_MESSAGE = "Many people are signing in right now. Please try again in a moment.";
export const PASSWORD_BUSY_RETRY_AFTER_SECONDS = 5;

/** At the default cost a hash takes about 60 ms of a core: 200 waiting is 6 s of two cores. */
const QUEUE_LENGTH = 200;

// Evaluated as a script in each worker (a file would not survive the server's bundling).
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
try { require("node:os").setPriority(workerData.nice); } catch {}
parentPort.on("message", ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
});
`;

type Reply = { key: Uint8Array; error?: undefined } | { key?: undefined; error: string };

/** The workers' nice value by default: below the pages, still a fair share of a busy machine. */
export const DEFAULT_PASSWORD_HASH_NICE = 5;

class ScryptWorkers {
  readonly size: number;
  readonly turns: Semaphore;
  /** The nice value of the workers started from now on (the backend sets it from its options). */
  nice = DEFAULT_PASSWORD_HASH_NICE;
  readonly #idle: Worker[] = [];
  #started = 0;

  constructor(size: number) {
    this.size = size;
    this.turns = new Semaphore(size, QUEUE_LENGTH);
  }

  /** A worker of the pool: started on first need, so a process that never hashes starts none. */
  #take(): Worker {
    const idle = this.#idle.pop();
    if (idle) {
      idle.ref();
      return idle;
    }
    this.#started += 1;
    return new Worker(WORKER_SOURCE, { eval: true, workerData: { nice: this.nice } });
  }

  hash(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
    return this.turns.run(
      () =>
        new Promise<Buffer>((resolve, reject) => {
          const worker = this.#take();
          const done = (error: Error | null, key?: Uint8Array) => {
            worker.off("message", onMessage).off("error", onError);
            if (error && !(error instanceof HashError)) this.#started -= 1;
            // A hash under way keeps the process alive (a script may await nothing else); an idle worker does not.
            else {
              worker.unref();
              this.#idle.push(worker);
            }
            if (error) reject(error);
            else resolve(Buffer.from(key!));
          };
          const onMessage = (reply: Reply) =>
            reply.error === undefined ? done(null, reply.key) : done(new HashError(reply.error));
          // A worker that died (out of memory, killed) is dropped; the next hash starts another.
          const onError = (error: Error) => done(error);
          worker.on("message", onMessage).on("error", onError);
          worker.postMessage({ password, salt, keyLength, options });
        }),
      () =>
        new ApiError(503, PASSWORD_BUSY_MESSAGE, {
          headers: { "Retry-After": String(PASSWORD_BUSY_RETRY_AFTER_SECONDS) },
        }),
    );
  }

  /** Workers started and alive (for tests). */
  get started(): number {
    return this.#started;
  }
}

/** scrypt refused its input (bad parameters): the worker itself is fine. */
class HashError extends Error {}

/** One pool per process; as many workers as cores, since at nice 5 they yield to the pages. */
export const scryptWorkers = new ScryptWorkers(Math.max(1, availableParallelism()));
