/** Lifetimes and limits of the account flows. */
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from "#app/backend/lib/time.ts";

/** A verification code is valid for 10 minutes. */
export const OTP_TTL_MS = 10 * MINUTE_MS;
/** After this many wrong codes the current code is locked; a new one must be requested. */
export const OTP_MAX_ATTEMPTS = 5;
/** A password-reset link is valid for 60 minutes, once. */
export const PASSWORD_RESET_TTL_MS = 60 * MINUTE_MS;
/** A refresh token is valid for 30 days (each refresh gives a new one). */
export const REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;
/**
 * Presenting a refresh token again within this time after it was rotated is taken as a race
 * between two tabs or requests (a fresh pair in the same family); later, as theft (the family
 * is revoked).
 */
export const REFRESH_REUSE_GRACE_MS = 30 * SECOND_MS;
/**
 * How long an instance trusts its own check that an access token's session is still open
 * (decision 115). A session ended on this instance stops at once; on another instance sharing
 * the database, at most this much later.
 */
export const SESSION_CHECK_CACHE_MS = 5 * SECOND_MS;
/**
 * Failed logins of one account are counted in windows of this length (from any address); once
 * more than RATE_LIMIT_PER_MINUTE failed in the current one, even the right password needs a
 * mailed code too, until the window ends (decision 117). Never a lock.
 */
export const LOGIN_FAILURE_WINDOW_MS = HOUR_MS;
