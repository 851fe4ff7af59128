/** What every area's router and service gets: the database, the clock, mail, tokens, limits. */
import type { FileStorage } from "#app/backend/files/storage.ts";
import type { BackgroundTasks } from "./background.ts";
import type { MailOutbox } from "#app/backend/mail/outbox.ts";
import type { GoogleSignIn } from "#app/backend/accounts/google.ts";
import type { Db, DialectName } from "#app/backend/lib/db/index.ts";
import type { ListCaches } from "./list-cache.ts";
import type { LiveBus } from "#app/backend/live/bus.ts";
import type { PostStatsRecorder } from "#app/backend/jobs/post-stats.ts";
import type { LiveStreams } from "#app/backend/live/streams.ts";
import type { Logger } from "./log.ts";
import type { RateLimiter } from "./rate-limit.ts";
import type { RequestLimits } from "./request-limits.ts";
import type { SessionCheck } from "./session-check.ts";
import type { ScryptParams } from "./password.ts";
import type { Semaphore } from "./semaphore.ts";
import type { Clock } from "./time.ts";
import type { AccessTokens } from "./tokens.ts";
import type { DomainCheckSettings } from "#app/backend/companies/well-known.ts";

export type Services = {
  db: Db;
  dialect: DialectName;
  now: Clock;
  log: Logger;
  /** Mail is queued here, in the transaction of the change that causes it (decision 125). */
  mail: MailOutbox;
  /**
   * Live updates (decision 127): changes recorded with `changed(trx, …)` in
   * `live.transaction(actor, …)` are told to the member's open event streams once the
   * transaction commits, on every instance (never to the actor).
   */
  live: LiveBus;
  /** This instance's open event streams (`/api/live/events/`). */
  liveStreams: LiveStreams;
  /** Work done after the answer (the lookups of forgot-password and resend): see background.ts. */
  background: BackgroundTasks;
  /** Base URL of the web app, for links in mail (no trailing slash). */
  publicUrl: string;
  accessTokens: AccessTokens;
  /** Whether an access token's session is still open (cached briefly per process). */
  sessionCheck: SessionCheck;
  /** Key for the HMAC of job alerts' stop links (job-post/alerts.ts). */
  alertKey: Uint8Array;
  /** Key for the HMAC of one-time codes. */
  otpKey: Uint8Array;
  rateLimiter: RateLimiter;
  /** Per-account limits on requests to other members and messages (request-limits.ts). */
  requestLimits: RequestLimits;
  /** `null` when Google sign-in is not configured. */
  google: GoogleSignIn | null;
  /** Take the client address from `X-Forwarded-For` (its last entry, added by the trusted proxy). */
  trustProxy: boolean;
  /** Cost of new password hashes (and of the dummy check for unknown accounts). */
  scryptParams: ScryptParams;
  /** Uploaded files (photos, banners, logos, resumes). */
  storage: FileStorage;
  /** Computed lists kept for a minute (suggestions, network feed, search): list-cache.ts. */
  lists: ListCaches;
  /** Turns for decoding uploaded pictures, a few at a time (files/images.ts). */
  imageDecodes: Semaphore;
  /** How a company's well-known file is fetched (decision 176): an extra CA, a test server's address, private addresses allowed (tests only). */
  domainCheck: DomainCheckSettings;
  /** Posts' views and appearances, counted in memory and written every few seconds (jobs/post-stats.ts, decision 164). */
  postStats: PostStatsRecorder;
};
