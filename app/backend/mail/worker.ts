/**
 * The mail worker: one per instance, started with the API and stopped by its `close()`
 * (decision 125). It sends the outbox's due mails one at a time, oldest first:
 *
 * - Woken at once when this instance queues mail (so a code arrives within a second), and
 *   otherwise every `pollMs` for mail queued by other instances or due for a retry.
 * - A failed attempt is tried again after an exponential backoff (`retryDelayMs`, with jitter so
 *   instances do not retry in step); after `maxAttempts` the mail is given up. The reason is
 *   kept in `last_error`, with URLs, codes and the SMTP password taken out (`describeFailure`).
 * - Each claim is a lease longer than a send can take (`sendTimeoutMs`), so a mail is sent
 *   once; if this instance dies during a send, another claims the mail after the lease.
 * - Once an hour it deletes sent mails older than `keepSentMs` and failed ones older than
 *   `keepFailedMs`.
 */
import { PollingLoop } from "#app/backend/lib/polling-loop.ts";
import type { Logger } from "#app/backend/lib/log.ts";
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, addMs, type Clock } from "#app/backend/lib/time.ts";
import type { Mailer } from "#app/backend/mail.server.ts";
import { ABANDONED, type ClaimedMail, type MailOutbox } from "./outbox.ts";

export type MailWorkerOptions = {
  /** How often the outbox is looked at without being woken (default 5 s). */
  pollMs: number;
  /** Attempts before a mail is given up (default 8: about half an hour of retries). */
  maxAttempts: number;
  /** Wait after the first failed attempt, doubled after each next one (default 15 s)… */
  retryBaseMs: number;
  /** …up to this (default 15 minutes). */
  retryMaxMs: number;
  /** The longest one delivery may take before it counts as failed (default 60 s). */
  sendTimeoutMs: number;
  /** How long a claim holds a mail (default 5 minutes: longer than any delivery). */
  leaseMs: number;
  /** Sent mails are deleted this long after (default 7 days)… */
  keepSentMs: number;
  /** …and failed ones this long after (default 30 days), for looking into. */
  keepFailedMs: number;
};

export const MAIL_WORKER_DEFAULTS: MailWorkerOptions = {
  pollMs: 5 * SECOND_MS,
  maxAttempts: 8,
  retryBaseMs: 15 * SECOND_MS,
  retryMaxMs: 15 * MINUTE_MS,
  sendTimeoutMs: 60 * SECOND_MS,
  leaseMs: 5 * MINUTE_MS,
  keepSentMs: 7 * DAY_MS,
  keepFailedMs: 30 * DAY_MS,
};

/** Pruning runs at most this often per instance. */
const PRUNE_EVERY_MS = HOUR_MS;
/** The longest `last_error` kept. */
const MAX_ERROR_LENGTH = 500;

/**
 * The wait after failed attempt number `attempt` (1-based): base × 2^(attempt − 1), at most
 * `max`, then spread by ±20 % (`random` in [0, 1)).
 */
export function retryDelayMs(
  attempt: number,
  options: Pick<MailWorkerOptions, "retryBaseMs" | "retryMaxMs">,
  random = Math.random,
): number {
  const plain = Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(plain * (0.8 + 0.4 * random()));
}

/**
 * Why a delivery failed, fit for the database and the log: one line, at most 500 characters,
 * without anything secret that could ride along in an error (the SMTP URL's password, any URL,
 * which could be a reset link, and any 6-digit number, which could be a code).
 */
export function describeFailure(error: unknown, smtpUrl?: string): string {
  let text = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && !text.includes(code)) text = `${code}: ${text}`;
  if (smtpUrl && URL.canParse(smtpUrl)) {
    const { password } = new URL(smtpUrl);
    if (password) {
      for (const form of new Set([password, decodeURIComponent(password)])) text = text.split(form).join("***");
    }
  }
  text = text
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, "[url]")
    .replace(/(?<!\d)\d{6}(?!\d)/g, "[number]")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text || "unknown error";
}

export class MailWorker {
  readonly #outbox: MailOutbox;
  readonly #mailer: Mailer;
  readonly #log: Logger;
  readonly #now: Clock;
  readonly #options: MailWorkerOptions;
  readonly #smtpUrl: string | undefined;
  readonly #random: () => number;
  #stopListening: (() => void) | null = null;
  readonly #loop: PollingLoop;
  #lastPrune = Number.NEGATIVE_INFINITY;

  constructor(options: {
    outbox: MailOutbox;
    mailer: Mailer;
    log: Logger;
    now: Clock;
    settings?: Partial<MailWorkerOptions>;
    /** Only to take its password out of recorded errors. */
    smtpUrl?: string;
    /** For the backoff's jitter (tests fix it). */
    random?: () => number;
  }) {
    this.#outbox = options.outbox;
    this.#mailer = options.mailer;
    this.#log = options.log;
    this.#now = options.now;
    this.#options = { ...MAIL_WORKER_DEFAULTS, ...options.settings };
    this.#smtpUrl = options.smtpUrl;
    this.#random = options.random ?? Math.random;
    this.#loop = new PollingLoop(
      () => this.#pass(),
      () => this.#options.pollMs,
    );
  }

  get options(): Readonly<MailWorkerOptions> {
    return this.#options;
  }

  /** Starts: a first pass now, then one on every `notify()` and every `pollMs`. */
  start(): void {
    this.#stopListening ??= this.#outbox.onQueued(() => this.wake());
    this.wake();
  }

  /** Runs a pass as soon as possible (after the one running, if any). */
  wake(): void {
    this.#loop.wake();
  }

  /**
   * Resolves once a pass started after this call has finished: every mail due by then that no
   * other worker holds has been sent, or has failed its attempt. The tests read mail after it.
   */
  drain(): Promise<void> {
    return this.#loop.drain();
  }

  /** Stops: no new attempt starts; waits for the one under way (its lease covers a hard stop). */
  async stop(): Promise<void> {
    this.#stopListening?.();
    await this.#loop.stop();
  }

  async #pass(): Promise<void> {
    try {
      await this.#housekeeping();
    } catch (error) {
      // Sending comes first; pruning is tried again in an hour.
      this.#log.error("the mail worker could not prune the outbox", error);
    }
    try {
      while (!this.#loop.stopping) {
        const claim = await this.#outbox.claimNext(this.#options.leaseMs, this.#options.maxAttempts);
        if (!claim) return;
        await this.#deliver(claim);
      }
    } catch (error) {
      // The database did not answer: the next poll tries again.
      this.#log.error("the mail worker could not read the outbox", error);
    }
  }

  async #housekeeping(): Promise<void> {
    const now = this.#now().getTime();
    if (now - this.#lastPrune < PRUNE_EVERY_MS) return;
    this.#lastPrune = now;
    const abandoned = await this.#outbox.giveUpAbandoned(this.#options.maxAttempts);
    if (abandoned > 0) this.#log.error(`${abandoned} mail(s) given up: ${ABANDONED}`);
    await this.#outbox.prune(this.#options.keepSentMs, this.#options.keepFailedMs);
  }

  async #deliver(claim: ClaimedMail): Promise<void> {
    const label = `mail #${claim.id} ("${claim.subject}")`;
    try {
      // A body that cannot be opened was sealed under another SESSION_SECRET: it counts as a
      // failed attempt rather than a lost mail, since another instance (with the secret the
      // mail was queued under) may still send it.
      let mail;
      try {
        mail = this.#outbox.open(claim);
      } catch {
        throw new Error("its body could not be opened here (was SESSION_SECRET changed?)");
      }
      await this.#sendWithin(mail);
    } catch (error) {
      const reason = describeFailure(error, this.#smtpUrl);
      const { maxAttempts } = this.#options;
      if (claim.attempts >= maxAttempts) {
        await this.#outbox.giveUp(claim, reason);
        this.#log.error(`${label} given up after ${claim.attempts} attempts: ${reason}`);
      } else {
        const delay = retryDelayMs(claim.attempts, this.#options, this.#random);
        await this.#outbox.retryLater(claim, reason, addMs(this.#now(), delay));
        this.#log.warn(
          `${label} not sent (attempt ${claim.attempts} of ${maxAttempts}; next in ${Math.ceil(delay / SECOND_MS)} s): ${reason}`,
        );
      }
      return;
    }
    if (!(await this.#outbox.markSent(claim))) {
      // Our lease ran out during the send and another worker claimed the mail: it may go twice.
      this.#log.warn(`${label} was sent, but its claim had passed to another worker`);
    }
  }

  /** Sends `mail`, failing after `sendTimeoutMs` (the transport is told to stop too). */
  async #sendWithin(mail: Parameters<Mailer["send"]>[0]): Promise<void> {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`no answer within ${this.#options.sendTimeoutMs / SECOND_MS} s`);
        abort.abort(error);
        reject(error);
      }, this.#options.sendTimeoutMs);
    });
    const sending = this.#mailer.send(mail, { signal: abort.signal });
    sending.catch(() => {}); // after a timeout, its own failure is of no interest
    try {
      await Promise.race([sending, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
