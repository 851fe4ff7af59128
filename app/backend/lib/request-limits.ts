/**
 * Per-account limits on the calls that reach other members: connection requests, resume and
 * referral requests, job recommendations and chat messages. One request per pair already stops
 * duplicates; these stop one account (a script) from sending to everyone. Uploads are limited
 * the same way, because each costs the server real work (decoding a picture; decision 123).
 *
 * The numbers are far above what a person does by hand. They are counted per account (the
 * e2e suite and offices share one address) in the database's `rate_limits` table, so they hold
 * across app instances. Every call counts, before its body is read, so a refused call (429,
 * "Too many attempts. Please try again in N seconds." and `Retry-After`) writes nothing.
 * See docs/decisions/032-api-abuse-limits.md.
 */
import type { Services } from "./services.ts";
import type { WindowLimit } from "./rate-limit.ts";
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from "./time.ts";

export type RequestLimitName =
  "connection-request" | "resume-request" | "referral-request" | "job-recommendation" | "chat-message" | "upload";

export type RequestLimits = Record<RequestLimitName, readonly WindowLimit[]>;

/** The limits, per account; every window of a kind must allow the call. */
export const REQUEST_LIMITS: RequestLimits = {
  /** `POST /api/connection/create/`. */
  "connection-request": [
    { windowMs: HOUR_MS, max: 30 },
    { windowMs: DAY_MS, max: 100 },
  ],
  /** `POST /api/job-post/resume_request/` (members and companies). */
  "resume-request": [{ windowMs: HOUR_MS, max: 30 }],
  /** `POST /api/job-post/referral/create/`. */
  "referral-request": [{ windowMs: HOUR_MS, max: 30 }],
  /** `POST /api/job-post/recommend/`. */
  "job-recommendation": [{ windowMs: HOUR_MS, max: 30 }],
  /** `POST /api/chat/message/send/`. */
  "chat-message": [{ windowMs: MINUTE_MS, max: 60 }],
  /** `POST /api/user/upload/picture/`, `/api/corporate/logo/update/`, `/api/individual/resume/upload/`, together. */
  upload: [
    { windowMs: MINUTE_MS, max: 10 },
    { windowMs: DAY_MS, max: 100 },
  ],
};

/** The 429's message where a kind has its own (the others say "Too many attempts. …"). */
const REQUEST_LIMIT_MESSAGES: Partial<Record<RequestLimitName, (seconds: number) => string>> = {
  upload: (seconds) => `Too many uploads. Please try again in ${seconds} seconds.`,
};

/** The defaults with `overrides` (tests lower them) in place. */
export function requestLimitsWith(overrides: Partial<RequestLimits> = {}): RequestLimits {
  return { ...REQUEST_LIMITS, ...overrides };
}

/** The `rate_limits` key of one window: the window length is part of it (one key, one length). */
export function requestLimitKey(name: RequestLimitName, userId: number, windowMs: number): string {
  return `${name}:user:${userId}:${Math.round(windowMs / SECOND_MS)}s`;
}

/** Counts one `name` call by `userId` in each of its windows; throws 429 when one is full. */
export async function enforceRequestLimit(
  s: Pick<Services, "rateLimiter" | "requestLimits">,
  name: RequestLimitName,
  userId: number,
): Promise<void> {
  await s.rateLimiter.enforceLimits(
    s.requestLimits[name].map((limit) => ({ key: requestLimitKey(name, userId, limit.windowMs), ...limit })),
    REQUEST_LIMIT_MESSAGES[name],
  );
}
