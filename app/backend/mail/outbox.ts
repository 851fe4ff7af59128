/**
 * The mail outbox table (decision 125): requests queue mail here, in the transaction of the
 * change that causes it, and the mail worker of any instance (worker.ts) claims, sends and
 * records it. A mail is written if and only if its change commits, and no request waits for
 * a mail server.
 *
 * Claiming is safe with several workers on one database: one statement marks the oldest due row
 * as taken (its attempt counted, a lease in `claimed_until`) and returns it. On PostgreSQL the
 * row is chosen with `FOR UPDATE SKIP LOCKED`, so two workers never wait on, nor take, the same
 * row; on SQLite the statement runs under the database's single write lock. The attempt number
 * the claim returned is the claim's token: a worker whose lease ran out (another worker took the
 * row since) cannot mark the row any more.
 */
import { sql } from "kysely";
import type { Db, DialectName } from "#app/backend/lib/db/index.ts";
import type { Updateable } from "kysely";
import type { MailOutboxTable, MailStatus } from "#app/backend/lib/db/schema.ts";
import { seal, unseal } from "#app/backend/lib/crypto.ts";
import { addMs, iso, type Clock } from "#app/backend/lib/time.ts";
import { newMessageId, type MailMessage, type OutgoingMail } from "#app/backend/mail.server.ts";

export type MailOutboxOptions = {
  db: Db;
  dialect: DialectName;
  now: Clock;
  /** Seals the bodies (lib/crypto.ts `deriveKey(secret, "mail-outbox")`). */
  key: Uint8Array;
  /** The sender, whose domain the Message-IDs take. */
  from: string;
  /** Where `List-Unsubscribe` points on optional mails (a `mailto:` or https URL). */
  unsubscribe: string;
};

/** A row a worker has claimed: `attempts` (this attempt's number) is the claim's token. */
export type ClaimedMail = Pick<
  MailOutboxTable,
  | "recipient"
  | "subject"
  | "body"
  | "list_unsubscribe"
  | "list_unsubscribe_post"
  | "message_id"
  | "next_attempt_at"
  | "created_at"
> & { id: number; attempts: number };

/** The `List-Unsubscribe-Post` value of RFC 8058's one-click unsubscribe. */
export const ONE_CLICK = "List-Unsubscribe=One-Click";

/** `status = 'queued'` as a literal, so the partial index (next_attempt_at) is usable on SQLite too. */
const QUEUED = sql.lit<MailStatus>("queued");

export class MailOutbox {
  readonly #db: Db;
  readonly #dialect: DialectName;
  readonly #now: Clock;
  readonly #key: Uint8Array;
  readonly #from: string;
  readonly #unsubscribe: string;
  readonly #listeners = new Set<() => void>();

  constructor(options: MailOutboxOptions) {
    this.#db = options.db;
    this.#dialect = options.dialect;
    this.#now = options.now;
    this.#key = options.key;
    this.#from = options.from;
    this.#unsubscribe = options.unsubscribe;
  }

  /**
   * Runs `work` in one transaction. The mails it hands to `mail` are written in that same
   * transaction (nothing is written when it fails), and this instance's worker is woken once
   * it has committed.
   */
  async transaction<T>(work: (trx: Db, mail: (message: MailMessage) => void) => Promise<T>): Promise<T> {
    let queued = 0;
    const result = await this.#db.transaction().execute(async (trx) => {
      const mails: MailMessage[] = [];
      const value = await work(trx, (message) => void mails.push(message));
      await this.add(trx, mails);
      queued = mails.length;
      return value;
    });
    if (queued > 0) this.notify();
    return result;
  }

  /**
   * Writes `mails` with `trx` (the caller's transaction). Call `notify()` after it commits, or
   * the mails wait for the worker's next poll; `transaction()` does both.
   */
  async add(trx: Db, mails: readonly MailMessage[]): Promise<void> {
    if (mails.length === 0) return;
    const now = iso(this.#now());
    await trx
      .insertInto("mail_outbox")
      .values(
        mails.map((mail) => {
          const messageId = newMessageId(this.#from);
          return {
            recipient: mail.to,
            subject: mail.subject,
            body: seal(this.#key, JSON.stringify({ text: mail.text, html: mail.html }), messageId),
            // A mail's own stop link (a job alert's, one-click) wins over the general address.
            list_unsubscribe: mail.unsubscribe?.url ?? (mail.optional ? this.#unsubscribe : null),
            list_unsubscribe_post: mail.unsubscribe?.oneClick ? ONE_CLICK : null,
            message_id: messageId,
            next_attempt_at: now,
            created_at: now,
          };
        }),
      )
      .execute();
  }

  /**
   * Drops the mails still waiting for `recipient` (a deleted account's: its codes, invites and
   * alerts must not go out after it is gone), with `trx`, the caller's transaction. Only queued
   * rows, through the queued rows' partial index; a mail a worker is sending right now is sent.
   */
  async dropQueuedTo(trx: Db, recipient: string): Promise<number> {
    const result = await trx
      .deleteFrom("mail_outbox")
      .where("status", "=", QUEUED)
      .where("recipient", "=", recipient)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", iso(this.#now()))]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Tells this instance's worker that mail was queued (worker.ts listens). */
  notify(): void {
    for (const listener of this.#listeners) listener();
  }

  /** Calls `listener` on each `notify()`; returns the function that stops it. */
  onQueued(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Claims the oldest due mail for `leaseMs` (null when none is due): queued, its next attempt
   * due, not claimed by a live worker, and tried fewer than `maxAttempts` times.
   */
  async claimNext(leaseMs: number, maxAttempts: number): Promise<ClaimedMail | null> {
    const now = this.#now();
    const due = this.#db
      .selectFrom("mail_outbox")
      .select("id")
      .where("status", "=", QUEUED)
      .where("next_attempt_at", "<=", iso(now))
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", iso(now))]))
      .where("attempts", "<", maxAttempts)
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(1)
      .$if(this.#dialect === "postgres", (qb) => qb.forUpdate().skipLocked());
    const row = await this.#db
      .updateTable("mail_outbox")
      .set((eb) => ({ attempts: eb("attempts", "+", 1), claimed_until: iso(addMs(now, leaseMs)) }))
      .where("id", "in", due)
      .returning([
        "id",
        "attempts",
        "recipient",
        "subject",
        "body",
        "list_unsubscribe",
        "list_unsubscribe_post",
        "message_id",
        "next_attempt_at",
        "created_at",
      ])
      .executeTakeFirst();
    return row ? { ...row, id: Number(row.id), attempts: Number(row.attempts) } : null;
  }

  /** The claimed mail as a transport takes it; throws when its body cannot be opened. */
  open(claim: ClaimedMail): OutgoingMail {
    const { text, html } = JSON.parse(unseal(this.#key, claim.body, claim.message_id)) as {
      text: string;
      html: string;
    };
    return {
      to: claim.recipient,
      subject: claim.subject,
      text,
      html,
      messageId: claim.message_id,
      listUnsubscribe: claim.list_unsubscribe,
      listUnsubscribePost: claim.list_unsubscribe_post ?? null,
    };
  }

  /** Records a sent mail (and forgets its body). False when the claim was lost meanwhile. */
  async markSent(claim: ClaimedMail): Promise<boolean> {
    const now = iso(this.#now());
    return this.#finishClaim(claim, { status: "sent", body: "", claimed_until: null, finished_at: now });
  }

  /** Records a failed attempt; the mail is tried again at `at`. */
  async retryLater(claim: ClaimedMail, error: string, at: Date): Promise<boolean> {
    return this.#finishClaim(claim, { next_attempt_at: iso(at), claimed_until: null, last_error: error });
  }

  /** Records that the mail will not be sent, and why. */
  async giveUp(claim: ClaimedMail, error: string): Promise<boolean> {
    const now = iso(this.#now());
    return this.#finishClaim(claim, {
      status: "failed",
      body: "",
      claimed_until: null,
      last_error: error,
      finished_at: now,
    });
  }

  async #finishClaim(
    claim: ClaimedMail,
    changes: Omit<Updateable<MailOutboxTable>, "id" | "attempts">,
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable("mail_outbox")
      .set(changes)
      .where("id", "=", claim.id)
      .where("attempts", "=", claim.attempts)
      .where("status", "=", QUEUED)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Gives up the mails whose last allowed attempt never finished (its worker stopped while its
   * lease ran): no worker claims them any more. Returns how many.
   */
  async giveUpAbandoned(maxAttempts: number): Promise<number> {
    const now = iso(this.#now());
    const result = await this.#db
      .updateTable("mail_outbox")
      .set({ status: "failed", body: "", claimed_until: null, finished_at: now, last_error: ABANDONED })
      .where("status", "=", QUEUED)
      .where("attempts", ">=", maxAttempts)
      .where("claimed_until", "<=", now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Deletes sent mails finished over `keepSentMs` ago and failed ones over `keepFailedMs` ago. */
  async prune(keepSentMs: number, keepFailedMs: number): Promise<number> {
    const now = this.#now();
    let deleted = 0;
    for (const [status, keepMs] of [
      ["sent", keepSentMs],
      ["failed", keepFailedMs],
    ] as const) {
      const result = await this.#db
        .deleteFrom("mail_outbox")
        .where("status", "=", status)
        .where("finished_at", "<", iso(addMs(now, -keepMs)))
        .executeTakeFirst();
      deleted += Number(result.numDeletedRows);
    }
    return deleted;
  }
}

export const ABANDONED = "the last attempt did not finish (its instance stopped during it)";
