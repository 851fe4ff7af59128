/**
 * The job alert worker: one per instance, started with the API and stopped by its `close()`
 * (decision 133). Every `pollMs` (JOB_ALERT_POLL_SECONDS, default 60 s) it claims the due alerts
 * one at a time (alerts.ts `claimDueAlert`: safe with any number of instances) and runs each,
 * which queues its mail in the outbox for the mail worker. A run that fails is logged and tried
 * again once its lease has passed.
 */
import type { Logger } from "#app/backend/lib/log.ts";
import { PollingLoop } from "#app/backend/lib/polling-loop.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { MINUTE_MS, SECOND_MS } from "#app/backend/lib/time.ts";
import { claimDueAlert, runAlert } from "./alerts.ts";

export type AlertWorkerOptions = {
  /** How often due alerts are looked for (default 60 s). */
  pollMs: number;
  /** How long a claim holds an alert (default 5 minutes: far longer than a run). */
  leaseMs: number;
  /** Most alerts one pass runs before it lets the next poll go on (default 500). */
  perPass: number;
};

export const ALERT_WORKER_DEFAULTS: AlertWorkerOptions = {
  pollMs: 60 * SECOND_MS,
  leaseMs: 5 * MINUTE_MS,
  perPass: 500,
};

export class AlertWorker {
  readonly #s: Services;
  readonly #log: Logger;
  readonly #options: AlertWorkerOptions;
  readonly #loop: PollingLoop;

  constructor(s: Services, settings: Partial<AlertWorkerOptions> = {}) {
    this.#s = s;
    this.#log = s.log;
    this.#options = { ...ALERT_WORKER_DEFAULTS, ...settings };
    this.#loop = new PollingLoop(() => this.#pass(), this.#options.pollMs);
  }

  start(): void {
    this.wake();
  }

  wake(): void {
    this.#loop.wake();
  }

  /** Resolves once a pass started after this call has finished (every alert due by then has run or failed). */
  drain(): Promise<void> {
    return this.#loop.drain();
  }

  stop(): Promise<void> {
    return this.#loop.stop();
  }

  async #pass(): Promise<void> {
    for (let i = 0; i < this.#options.perPass && !this.#loop.stopping; i++) {
      let claim;
      try {
        claim = await claimDueAlert(this.#s, this.#options.leaseMs);
      } catch (error) {
        this.#log.error("the job alert worker could not read the alerts", error);
        return;
      }
      if (!claim) return;
      try {
        await runAlert(this.#s, claim);
      } catch (error) {
        // The lease runs out and another pass (here or on another instance) tries again.
        this.#log.error(`job alert #${claim.id} could not run`, error);
      }
    }
  }
}
