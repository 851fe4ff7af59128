/**
 * The built-in upstream API (docs/api-contract.md), as a Web-standard `fetch` handler.
 *
 * - `createBackend(options)` opens the database, migrates it, loads the master lists and, on
 *   an empty database with `seedDemo`, the demo data.
 * - `getBackend()` is the process-wide instance configured from the environment.
 * - `nodeFetchHandler(backend)` adapts it to `@hono/node-server` with the socket's address.
 */
import { readFileSync } from "node:fs";
import type { DomainCheckSettings } from "#app/backend/companies/well-known.ts";
import type { HttpBindings, Http2Bindings } from "@hono/node-server";
import { createApp, databaseAnswers } from "./app.server.ts";
import { imageDecodeSlots, type ImageProcessingOptions } from "#app/backend/files/images.ts";
import { BackgroundTasks } from "#app/backend/lib/background.ts";
import { DEFAULT_UPLOAD_DIR, type FileStorage } from "#app/backend/files/storage.ts";
import { scryptWorkers } from "#app/backend/lib/password-workers.ts";
import { openStorage, parseStorageUrl, type OpenedStorage } from "#app/backend/files/storage-url.ts";
import { openDatabase, type QueryListener } from "#app/backend/lib/db/index.ts";
import { deriveKey } from "#app/backend/lib/crypto.ts";
import type { CallerCache, InProcessAnswer } from "#app/backend/lib/http.ts";
import { consoleLogger, type Logger } from "#app/backend/lib/log.ts";
import { DEFAULT_SCRYPT_PARAMS, type ScryptParams } from "#app/backend/lib/password.ts";
import { RateLimiter } from "#app/backend/lib/rate-limit.ts";
import { requestLimitsWith, type RequestLimits } from "#app/backend/lib/request-limits.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { systemClock, type Clock } from "#app/backend/lib/time.ts";
import { AccessTokens } from "#app/backend/lib/tokens.ts";
import { SessionCheck } from "#app/backend/lib/session-check.ts";
import { createMailer, DEFAULT_MAIL_FROM, DEFAULT_OUTBOX_DIR, mailAddress } from "./mail.server.ts";
import { MailOutbox } from "#app/backend/mail/outbox.ts";
import { MailWorker, type MailWorkerOptions } from "#app/backend/mail/worker.ts";
import { AlertWorker, type AlertWorkerOptions } from "#app/backend/jobs/alert-worker.ts";
import { PostStatsRecorder, type PostStatsOptions } from "#app/backend/jobs/post-stats.ts";
import { ClosingWorker, type ClosingWorkerOptions } from "#app/backend/jobs/closing-worker.ts";
import { migrateToLatest } from "#app/backend/migrations/index.ts";
import { keepStatistics } from "#app/backend/lib/db/statistics.ts";
import { createListCaches } from "#app/backend/lib/list-cache.ts";
import { LiveBus } from "#app/backend/live/bus.ts";
import { LiveStreams, type LiveStreamSettings } from "#app/backend/live/streams.ts";
import { ensureSearchIndex, rebuildSearchIndex } from "#app/backend/search/documents.ts";
import { seedDemoData } from "#app/backend/seed/demo.ts";
import { loadMasterData } from "#app/backend/seed/load-master.ts";
import { DEFAULT_GOOGLE_ISSUER, GoogleSignIn, type GoogleConfig } from "#app/backend/accounts/google.ts";

export { DEMO_LOGINS, DEMO_MEMBERS } from "#app/backend/seed/demo.ts";
export type { LoginPayload } from "#app/backend/accounts/sessions.ts";
export type { Clock } from "#app/backend/lib/time.ts";
export type { Logger } from "#app/backend/lib/log.ts";
export type { FileStorage } from "#app/backend/files/storage.ts";

export type BackendOptions = {
  /** `postgres://…` / `postgresql://…` for PostgreSQL; `file:path` (or a path) for SQLite. */
  databaseUrl: string;
  /** Most PostgreSQL connections this instance opens (default 10). */
  databasePoolSize?: number;
  /** Log every statement slower than this many milliseconds (SLOW_QUERY_MS; off when unset). */
  slowQueryMs?: number;
  /** The nice value of the password hashing threads (PASSWORD_HASH_NICE; default 5, decision 189). */
  passwordHashNice?: number;
  /** Sees every SQL statement run (the query-plan tests record them). */
  onQuery?: QueryListener;
  /** Where mail goes as `.eml` files when `smtpUrl` is not set (default `data/mail`). */
  mailOutboxDir?: string;
  smtpUrl?: string;
  mailFrom?: string;
  /**
   * Where `List-Unsubscribe` points on mails people can do without (invites): a `mailto:` or
   * https URL (default `mailto:` the sender's address with the subject "unsubscribe").
   */
  mailUnsubscribe?: string;
  /** The mail worker's intervals and bounds (mail/worker.ts MAIL_WORKER_DEFAULTS); tests shorten them. */
  mailWorker?: Partial<MailWorkerOptions>;
  /** The job alert worker's interval and lease (job-post/alert-worker.ts ALERT_WORKER_DEFAULTS). */
  alertWorker?: Partial<AlertWorkerOptions>;
  /** How posts' views and appearances are flushed and kept (jobs/post-stats.ts POST_STATS_DEFAULTS). */
  postStats?: Partial<PostStatsOptions>;
  /** The closing worker's interval (jobs/closing-worker.ts CLOSING_WORKER_DEFAULTS, decision 166). */
  closingWorker?: Partial<ClosingWorkerOptions>;
  /** Where uploaded files are kept on disk (default `data/uploads`) when `storageUrl` is `disk:` or unset. */
  uploadDir?: string;
  /**
   * `disk:` (or unset: files under `uploadDir`) or `s3://bucket[/prefix]?endpoint=…&region=…`
   * (app/backend/files/storage-url.ts); checked at start-up. Ignored when `storage` is given.
   */
  storageUrl?: string;
  /** A file store made by the caller (tests); by default the one `storageUrl` names. */
  storage?: FileStorage;
  /** Pictures decoded at once (default half the CPUs, at least 1) and uploads waiting for a turn (default 8). */
  imageProcessing?: ImageProcessingOptions;
  /** Base URL of the web app, for links in mail (default http://localhost:3000). */
  publicUrl?: string;
  /** Secret from which the token and code keys are derived. */
  secret: string;
  /** Load the demo accounts when the database has no users. */
  seedDemo?: boolean;
  /** Use the last `X-Forwarded-For` entry (the one the trusted proxy added) as the client address. */
  trustProxy?: boolean;
  /** Attempts allowed per minute, per client address and per account, on the guarded calls (default 10). */
  rateLimitPerMinute?: number;
  /**
   * Per-account limits on connection, resume and referral requests, recommendations and chat
   * messages (default REQUEST_LIMITS in lib/request-limits.ts); tests lower them.
   */
  requestLimits?: Partial<RequestLimits>;
  /**
   * How long computed lists (suggestions, network feed, search hits) are reused (default 60 s,
   * lib/list-cache.ts); 0 recomputes them on every request.
   */
  listCacheSeconds?: number;
  /** Lifetime of access tokens (default 15 minutes); refresh tokens renew them. */
  accessTokenTtlSeconds?: number;
  google?: { clientId: string; clientSecret: string; issuer?: string };
  /** scrypt cost for new password hashes (default N = 2^15, r = 8, p = 1); tests may lower it. */
  scryptParams?: ScryptParams;
  /**
   * Live updates' event streams (live/streams.ts LIVE_STREAM_DEFAULTS: limits, heartbeat, retry)
   * and, on PostgreSQL, the LISTEN connection's waits before opening again; tests shorten them.
   */
  live?: Partial<LiveStreamSettings> & { listenRetry?: { firstMs?: number; maxMs?: number } };
  /**
   * How a company's well-known file is fetched (companies/well-known.ts, decision 176): tests
   * trust their self-signed CA, connect to their local server and allow its loopback address.
   */
  domainCheck?: DomainCheckSettings;
  /** The clock (tests move it to check expiry and rate-limit windows). */
  now?: Clock;
  log?: Logger;
};

export type Backend = {
  /**
   * Answers a request for `/api/*` (or `/healthz`); `clientAddress` is the caller's address, for
   * rate limiting; `callers` lets the calls of one page request check their token once; with
   * `answer`, a JSON answer comes back with no body and its value in `answer.value`.
   */
  fetch(
    req: Request,
    env?: { clientAddress?: string; callers?: CallerCache; answer?: InProcessAnswer },
  ): Promise<Response>;
  /** True when the database answers. */
  health(): Promise<boolean>;
  /**
   * Resolves when the work started after earlier answers is done and this instance's mail
   * worker has been through the outbox: every mail due by then is sent or has failed an attempt.
   */
  settled(): Promise<void>;
  /**
   * Ends every open event stream (`/api/live/events/`) now. server.js calls it first when it
   * stops: an HTTP server waits for open responses, and a stream never ends by itself.
   */
  endStreams(): void;
  /** This instance's live updates (tests look at the open streams and the LISTEN connection). */
  readonly live: { bus: LiveBus; streams: LiveStreams };
  /** Ends the streams, stops the workers and closes the database. */
  close(): Promise<void>;
};

/** A start-up that failed, saying at which step (the database's own error is its `cause`). */
export class StartupError extends Error {
  constructor(step: string, cause: unknown) {
    super(`Start-up failed while ${step}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "StartupError";
  }
}

async function startupStep<T>(step: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new StartupError(step, error);
  }
}

export async function createBackend(options: BackendOptions): Promise<Backend> {
  if (!options.secret) throw new Error("createBackend: a secret is required");
  const now = options.now ?? systemClock;
  const log = options.log ?? consoleLogger;
  // The file store first: a wrong STORAGE_URL, bucket or key stops the start before the
  // database is touched (and never waits for the first upload to show).
  const files: OpenedStorage = options.storage
    ? { storage: options.storage, description: "given", close: async () => {} }
    : await startupStep("opening the file storage", async () =>
        openStorage(parseStorageUrl(options.storageUrl), { uploadDir: options.uploadDir || DEFAULT_UPLOAD_DIR }),
      );
  if (options.passwordHashNice !== undefined) scryptWorkers.nice = options.passwordHashNice;
  if (!options.storage) log.info(`file storage: ${files.description}`);
  const {
    db,
    dialect,
    close: closeDb,
  } = await startupStep("opening the database", async () =>
    openDatabase(options.databaseUrl, {
      poolSize: options.databasePoolSize,
      onQuery: options.onQuery,
      slowQueries: options.slowQueryMs
        ? {
            ms: options.slowQueryMs,
            report: (sql, ms) =>
              log.warn(`slow query (${ms.toFixed(1)} ms): ${sql.replace(/\s+/g, " ").slice(0, 2000)}`),
          }
        : undefined,
    }),
  ).catch(async (error: unknown) => {
    await files.close();
    throw error;
  });
  // Live updates: on PostgreSQL the LISTEN connection opens after the migrations (a database
  // that refuses it stops the start like any other step).
  const { listenRetry, ...streamSettings } = options.live ?? {};
  const live = new LiveBus({ db, dialect, databaseUrl: options.databaseUrl, log, listenRetry });
  const liveStreams = new LiveStreams(live, streamSettings, log);
  const sessionCheck = new SessionCheck(db, now);
  // A suspension on any instance ends the member's sessions: this instance's cache forgets them at once (decision 175).
  live.onChange(({ member, kind }) => {
    if (kind === "ended") sessionCheck.forgetUser(member);
  });
  const mailFrom = options.mailFrom || DEFAULT_MAIL_FROM;
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    outboxDir: options.mailOutboxDir ?? DEFAULT_OUTBOX_DIR,
    from: mailFrom,
    log: log.info,
  });
  const mail = new MailOutbox({
    db,
    dialect,
    now,
    key: deriveKey(options.secret, "mail-outbox"),
    from: mailFrom,
    unsubscribe: options.mailUnsubscribe || defaultUnsubscribe(mailFrom),
  });
  const mailWorker = new MailWorker({
    outbox: mail,
    mailer,
    log,
    now,
    settings: options.mailWorker,
    smtpUrl: options.smtpUrl,
  });
  const background = new BackgroundTasks(log);
  const google: GoogleConfig | null = options.google?.clientId
    ? {
        clientId: options.google.clientId,
        clientSecret: options.google.clientSecret,
        issuer: options.google.issuer || DEFAULT_GOOGLE_ISSUER,
      }
    : null;

  const services: Services = {
    db,
    dialect,
    now,
    log,
    mail,
    live,
    liveStreams,
    background,
    publicUrl: (options.publicUrl || "http://localhost:3000").replace(/\/+$/, ""),
    accessTokens: new AccessTokens(
      deriveKey(options.secret, "access-token"),
      now,
      options.accessTokenTtlSeconds ? options.accessTokenTtlSeconds * 1000 : undefined,
    ),
    sessionCheck,
    otpKey: deriveKey(options.secret, "otp"),
    alertKey: deriveKey(options.secret, "job-alert"),
    rateLimiter: new RateLimiter(db, now, { max: options.rateLimitPerMinute }),
    requestLimits: requestLimitsWith(options.requestLimits),
    google: google ? new GoogleSignIn(google) : null,
    trustProxy: options.trustProxy ?? false,
    scryptParams: options.scryptParams ?? DEFAULT_SCRYPT_PARAMS,
    storage: files.storage,
    lists: createListCaches(
      () => now().getTime(),
      options.listCacheSeconds === undefined ? undefined : options.listCacheSeconds * 1000,
    ),
    imageDecodes: imageDecodeSlots(options.imageProcessing),
    domainCheck: options.domainCheck ?? {},
    postStats: new PostStatsRecorder({
      db,
      dialect,
      now,
      log,
      visitorKey: deriveKey(options.secret, "post-viewers"),
      settings: options.postStats,
    }),
  };

  // Background work started here (filling an empty search index) stops when the backend closes.
  const stopping = new AbortController();
  let searchFill: Promise<void> | null = null;
  let statistics: { stop(): void } | null = null;
  try {
    await startupStep("migrating the database", () => migrateToLatest(db, dialect));
    await startupStep("listening for live updates", () => live.start());
    await startupStep("loading the master lists", () => loadMasterData(db, dialect));
    const seeded = options.seedDemo ? await startupStep("loading the demo data", () => seedDemoData(services)) : false;
    // The search index: rebuilt after the demo data went in, and whenever it is empty.
    await startupStep("building the search index", async () => {
      if (seeded) await rebuildSearchIndex(db, dialect);
      else searchFill = (await ensureSearchIndex(db, dialect, log, stopping.signal)).background;
    });
    statistics = await startupStep("gathering database statistics", () => keepStatistics(db, dialect, log));
  } catch (error) {
    stopping.abort();
    await searchFill;
    liveStreams.close();
    await live.close().catch(() => {});
    await closeDb().catch(() => {});
    await mailer.close().catch(() => {});
    await files.close().catch(() => {});
    throw error;
  }

  // Mail queued before this start (by a stopped instance, or waiting for a retry) goes out now.
  mailWorker.start();
  // Job alerts due while no instance ran go out now, then every poll.
  const alertWorker = new AlertWorker(services, options.alertWorker);
  alertWorker.start();
  services.postStats.start();
  // Posts that ended while no instance ran close now, then every poll.
  const closingWorker = new ClosingWorker(services, options.closingWorker);
  closingWorker.start();
  const app = createApp(services);
  let closing: Promise<void> | undefined;

  return {
    fetch: async (req, env) => {
      const answer = env?.answer;
      const response = await app.fetch(req, { clientAddress: env?.clientAddress, callers: env?.callers, answer });
      // The value stands for the body only when the answer is the one c.json made (no body of its own).
      if (answer && (response.body !== null || !response.headers.get("Content-Type")?.startsWith("application/json"))) {
        answer.answered = false;
        answer.value = undefined;
      }
      return response;
    },
    health: () => databaseAnswers(services),
    settled: async () => {
      await background.settled();
      await services.postStats.drain();
      await alertWorker.drain();
      await closingWorker.drain();
      await mailWorker.drain();
    },
    endStreams: () => liveStreams.endAll(),
    live: { bus: live, streams: liveStreams },
    close: () =>
      (closing ??= (async () => {
        // Open event streams first: nothing is told any more, and no response is left open.
        liveStreams.close();
        await live.close();
        statistics?.stop();
        stopping.abort();
        await searchFill;
        await background.settled();
        await alertWorker.stop();
        await closingWorker.stop();
        // Views and appearances counted since the last flush are written before the database closes.
        await services.postStats.stop();
        // The worker finishes the mail it is sending; queued mail waits in the database.
        await mailWorker.stop();
        await mailer.close();
        await closeDb();
        await files.close();
      })()),
  };
}

/** A `fetch` for `@hono/node-server`'s `serve()` that passes the socket's remote address. */
export function nodeFetchHandler(
  backend: Backend,
): (req: Request, env: HttpBindings | Http2Bindings) => Promise<Response> {
  return (req, env) => backend.fetch(req, { clientAddress: env.incoming.socket?.remoteAddress });
}

/** `mailto:` the sender's address, asking to unsubscribe (decision 125). */
export function defaultUnsubscribe(mailFrom: string): string {
  return `mailto:${mailAddress(mailFrom)}?subject=unsubscribe`;
}

const DEV_SECRET = "joblink-development-secret-not-for-production";

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === "") return fallback;
  return !["0", "false", "no", "off"].includes(value.trim().toLowerCase());
}

/** PASSWORD_HASH_NICE: a nice value from 0 to 19, or unset. */
function niceFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 19)
    throw new Error("PASSWORD_HASH_NICE must be a whole number from 0 to 19.");
  return n;
}

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** STORAGE_URL when set, refused here already when it cannot be used (decision 124). */
function storageUrlFromEnv(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  parseStorageUrl(value);
  return value.trim();
}

/** The mail worker's settings from `MAIL_POLL_SECONDS` and `MAIL_MAX_ATTEMPTS` (unset: the defaults). */
function mailWorkerFromEnv(env: NodeJS.ProcessEnv): Partial<MailWorkerOptions> | undefined {
  const pollSeconds = positiveInt(env.MAIL_POLL_SECONDS);
  const maxAttempts = positiveInt(env.MAIL_MAX_ATTEMPTS);
  if (pollSeconds === undefined && maxAttempts === undefined) return undefined;
  return {
    ...(pollSeconds === undefined ? {} : { pollMs: pollSeconds * 1000 }),
    ...(maxAttempts === undefined ? {} : { maxAttempts }),
  };
}

/** The job alert worker's poll from `JOB_ALERT_POLL_SECONDS` (unset: the default, 60). */
function alertWorkerFromEnv(env: NodeJS.ProcessEnv): Partial<AlertWorkerOptions> | undefined {
  const pollSeconds = positiveInt(env.JOB_ALERT_POLL_SECONDS);
  return pollSeconds === undefined ? undefined : { pollMs: pollSeconds * 1000 };
}

/** How often posts' views and appearances are written, from `POST_STATS_FLUSH_SECONDS` (unset: 5). */
function postStatsFromEnv(env: NodeJS.ProcessEnv): Partial<PostStatsOptions> | undefined {
  const flushSeconds = positiveInt(env.POST_STATS_FLUSH_SECONDS);
  return flushSeconds === undefined ? undefined : { flushMs: flushSeconds * 1000 };
}

/** The closing worker's poll from `JOB_CLOSING_POLL_SECONDS` (unset: the default, 60). */
function closingWorkerFromEnv(env: NodeJS.ProcessEnv): Partial<ClosingWorkerOptions> | undefined {
  const pollSeconds = positiveInt(env.JOB_CLOSING_POLL_SECONDS);
  return pollSeconds === undefined ? undefined : { pollMs: pollSeconds * 1000 };
}

/** The event streams' settings from `LIVE_MAX_STREAMS` and `LIVE_HEARTBEAT_SECONDS` (unset: the defaults). */
function liveFromEnv(env: NodeJS.ProcessEnv): BackendOptions["live"] {
  const maxStreams = positiveInt(env.LIVE_MAX_STREAMS);
  const heartbeatSeconds = positiveInt(env.LIVE_HEARTBEAT_SECONDS);
  if (maxStreams === undefined && heartbeatSeconds === undefined) return undefined;
  return {
    ...(maxStreams === undefined ? {} : { maxStreams }),
    ...(heartbeatSeconds === undefined ? {} : { heartbeatMs: heartbeatSeconds * 1000 }),
  };
}

/** Reads the backend's configuration from the environment (see README for each variable). */
export function backendOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): BackendOptions {
  const production = env.NODE_ENV === "production";
  let secret = env.SESSION_SECRET;
  if (!secret) {
    if (production) {
      throw new Error("SESSION_SECRET must be set in production (a long random string, the same on every instance).");
    }
    secret = DEV_SECRET;
  }
  return {
    databaseUrl: env.DATABASE_URL || "file:data/app.db",
    mailOutboxDir: env.MAIL_OUTBOX_DIR || DEFAULT_OUTBOX_DIR,
    uploadDir: env.UPLOAD_DIR || DEFAULT_UPLOAD_DIR,
    storageUrl: storageUrlFromEnv(env.STORAGE_URL),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    mailUnsubscribe: env.MAIL_UNSUBSCRIBE || undefined,
    mailWorker: mailWorkerFromEnv(env),
    alertWorker: alertWorkerFromEnv(env),
    postStats: postStatsFromEnv(env),
    closingWorker: closingWorkerFromEnv(env),
    live: liveFromEnv(env),
    publicUrl: env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`,
    secret,
    seedDemo: flag(env.SEED_DEMO, true),
    trustProxy: flag(env.TRUST_PROXY, false),
    rateLimitPerMinute: positiveInt(env.RATE_LIMIT_PER_MINUTE),
    accessTokenTtlSeconds: positiveInt(env.ACCESS_TOKEN_TTL_SECONDS),
    listCacheSeconds: env.LIST_CACHE_SECONDS === "0" ? 0 : positiveInt(env.LIST_CACHE_SECONDS),
    slowQueryMs: positiveInt(env.SLOW_QUERY_MS),
    passwordHashNice: niceFromEnv(env.PASSWORD_HASH_NICE),
    domainCheck: domainCheckFromEnv(env),
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET ?? "",
          issuer: env.GOOGLE_ISSUER || DEFAULT_GOOGLE_ISSUER,
        }
      : undefined,
  };
}

/**
 * The domain check's test settings (decision 176): `DOMAIN_CHECK_CA_FILE` (a PEM file of extra
 * CAs to trust), `DOMAIN_CHECK_CONNECT_TO` (`host:port` to connect to instead of the domain on
 * 443) and `DOMAIN_CHECK_ALLOW_PRIVATE=1` (private and loopback addresses allowed). Unset in
 * production: public addresses on 443 with the system's CAs only.
 */
export function domainCheckFromEnv(env: NodeJS.ProcessEnv): DomainCheckSettings {
  const settings: DomainCheckSettings = {};
  if (env.DOMAIN_CHECK_CA_FILE) settings.ca = readFileSync(env.DOMAIN_CHECK_CA_FILE, "utf8");
  const connectTo = env.DOMAIN_CHECK_CONNECT_TO
    ? /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(env.DOMAIN_CHECK_CONNECT_TO)
    : null;
  if (env.DOMAIN_CHECK_CONNECT_TO && !connectTo) throw new Error("DOMAIN_CHECK_CONNECT_TO must be host:port.");
  if (connectTo) settings.connectTo = { host: connectTo[1], port: Number(connectTo[2]) };
  if (flag(env.DOMAIN_CHECK_ALLOW_PRIVATE, false)) settings.allowPrivate = true;
  return settings;
}

declare global {
  // Survives Vite's module reloads in development, so one process keeps one backend.
  var __joblinkBackend: Promise<Backend> | undefined;
}

/** The process-wide backend, created on first use from the environment. */
export function getBackend(): Promise<Backend> {
  if (!globalThis.__joblinkBackend) {
    const created = Promise.resolve()
      .then(() => createBackend(backendOptionsFromEnv()))
      .catch((error: unknown) => {
        // Let the next call try again (e.g. the database was not up yet).
        if (globalThis.__joblinkBackend === created) globalThis.__joblinkBackend = undefined;
        throw error;
      });
    globalThis.__joblinkBackend = created;
  }
  return globalThis.__joblinkBackend;
}
