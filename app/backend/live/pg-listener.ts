/**
 * The dedicated PostgreSQL connection that LISTENs for the changes of every instance (decision
 * 127). It is not a pool connection: a pooled one is handed to other work between queries and
 * would stop listening. When the connection is lost it is opened again (0.5 s, doubling up to
 * 30 s); `onState(false)` and `onState(true)` say when the feed is down and up again, because
 * notifications sent meanwhile are lost for this instance.
 */
import { createHash } from "node:crypto";
import pg from "pg";
import type { Logger } from "#app/backend/lib/log.ts";

/** Waits before opening the connection again: the first, and the longest. */
export const LISTEN_RETRY_FIRST_MS = 500;
export const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * The channel of a database schema: `joblink_live` for `public`, `joblink_live_<schema>` for
 * another one (notifications are per database, not per schema: two deployments in two schemas
 * of one database must not hear each other), a hash of it when that is too long for a name.
 */
export function channelFor(schema: string): string {
  if (schema === "public") return "joblink_live";
  const name = `joblink_live_${schema}`;
  if (Buffer.byteLength(name) <= 63 && /^[A-Za-z0-9_]+$/.test(schema)) return name;
  return `joblink_live_${createHash("sha256").update(schema).digest("hex").slice(0, 24)}`;
}

/** A quoted SQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export type PgListenerOptions = {
  databaseUrl: string;
  channel: string;
  /** Each notification's payload on the channel. */
  onPayload(payload: string): void;
  /** The feed is up (listening) or down (lost, being opened again). */
  onState(up: boolean): void;
  log: Logger;
  /** First and longest wait before opening the connection again (tests shorten them). */
  retryFirstMs?: number;
  retryMaxMs?: number;
};

export class PgListener {
  readonly #options: PgListenerOptions;
  #client: pg.Client | null = null;
  #closed = false;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #nextRetryMs: number;

  constructor(options: PgListenerOptions) {
    this.#options = options;
    this.#nextRetryMs = options.retryFirstMs ?? LISTEN_RETRY_FIRST_MS;
  }

  /** Opens the connection and listens; rejects when that fails (at start-up). */
  async start(): Promise<void> {
    await this.#connect();
  }

  /** Whether the connection is listening now. */
  get listening(): boolean {
    return this.#client !== null;
  }

  /** The server process id of the listening connection (tests end it to see the feed come back). */
  processId(): number | null {
    return (this.#client as unknown as { processID?: number } | null)?.processID ?? null;
  }

  async #connect(): Promise<void> {
    const { databaseUrl, channel } = this.#options;
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true, application_name: "joblink-live" });
    let ready = false;
    const lost = (error?: Error) => {
      if (!ready) return;
      ready = false;
      if (error && !this.#closed)
        this.#options.log.warn(`live updates: the LISTEN connection was lost (${error.message}); opening it again`);
      this.#lost(client);
    };
    client.on("error", lost);
    client.on("end", () => lost());
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload) this.#options.onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (this.#closed) {
      await client.end().catch(() => {});
      return;
    }
    ready = true;
    this.#client = client;
    this.#nextRetryMs = this.#options.retryFirstMs ?? LISTEN_RETRY_FIRST_MS;
    this.#options.onState(true);
  }

  #lost(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = null;
    client.end().catch(() => {});
    if (this.#closed) return;
    this.#options.onState(false);
    this.#scheduleRetry();
  }

  #scheduleRetry(): void {
    if (this.#closed || this.#retryTimer) return;
    const wait = this.#nextRetryMs;
    this.#nextRetryMs = Math.min(wait * 2, this.#options.retryMaxMs ?? LISTEN_RETRY_MAX_MS);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      this.#connect().catch((error: unknown) => {
        this.#options.log.warn(
          `live updates: LISTEN failed (${error instanceof Error ? error.message : String(error)}); trying again`,
        );
        this.#scheduleRetry();
      });
    }, wait);
    this.#retryTimer.unref?.();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }
}
