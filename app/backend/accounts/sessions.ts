/**
 * Login sessions: a 15-minute JWT access token plus an opaque 30-day refresh token, stored as
 * its SHA-256. Each login is a row of `sessions` whose id is the family of its refresh tokens;
 * access tokens carry it (`sid`) and stop working as soon as the session is revoked (decision
 * 115). Refreshing rotates the token within its family; see REFRESH_REUSE_GRACE_MS for what
 * happens when a rotated token comes back.
 */
import type { LoginPayload } from "#app/contract/accounts.ts";
import { randomUUID } from "node:crypto";
import type { Db } from "#app/backend/lib/db/index.ts";
import { toBool, type User } from "#app/backend/lib/db/schema.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { sessionExpired } from "#app/backend/lib/http.ts";
import { suspensionMessage } from "#app/backend/moderation/roles.ts";
import { randomToken, sha256Hex } from "#app/backend/lib/crypto.ts";
import { addMs, iso } from "#app/backend/lib/time.ts";
import type { AccessTokens } from "#app/backend/lib/tokens.ts";
import { REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_MS } from "./constants.ts";
import { describeDevice, maskAddress, USER_AGENT_MAX, type SignInClient } from "./devices.ts";

export type { LoginPayload };

type SessionDeps = { db: Db; accessTokens: AccessTokens };

/** Stores a new refresh token in `family` (a new family when omitted) and returns it. */
async function insertRefreshToken(db: Db, userId: number, now: Date, family: string = randomUUID()): Promise<string> {
  const token = randomToken(32);
  await db
    .insertInto("refresh_tokens")
    .values({
      user_id: userId,
      token_hash: sha256Hex(token),
      family,
      created_at: iso(now),
      expires_at: iso(addMs(now, REFRESH_TOKEN_TTL_MS)),
      rotated_at: null,
      revoked_at: null,
    })
    .execute();
  return token;
}

async function payloadFor(
  deps: SessionDeps,
  user: User,
  sessionId: string,
  refreshToken: string,
): Promise<LoginPayload> {
  return {
    access_token: await deps.accessTokens.sign({ userId: user.id, typeOfUser: user.type_of_user, sessionId }),
    refresh_token: refreshToken,
    type_of_user: user.type_of_user,
    onboarding_complete: toBool(user.onboarding_complete),
    user: { id: user.id, email: user.email },
  };
}

/** Starts a session (a new token family) for `user`, noting the device and address it came from. */
export async function startSession(
  deps: SessionDeps,
  user: User,
  now: Date,
  client: SignInClient = {},
): Promise<LoginPayload> {
  // A suspended or banned account gets no session, by any way of logging in (decision 175).
  const suspended = suspensionMessage(user, now);
  if (suspended) throw new ApiError(403, suspended, { data: { suspended_until: user.suspended_until } });
  const sessionId = randomUUID();
  await deps.db
    .insertInto("sessions")
    .values({
      id: sessionId,
      user_id: user.id,
      created_at: iso(now),
      revoked_at: null,
      device: describeDevice(client.userAgent),
      user_agent: client.userAgent?.trim().slice(0, USER_AGENT_MAX) || null,
      address: maskAddress(client.address),
      last_seen_at: iso(now),
    })
    .execute();
  return payloadFor(deps, user, sessionId, await insertRefreshToken(deps.db, user.id, now, sessionId));
}

/**
 * Whether a sign-in from `client` is on a device the account has not used before: it has had
 * sessions, none of them on this device. An account's first session (its sign-up) is not "new".
 * Two seeks on `(user_id, device)`; ended sessions count, so signing out does not make it new.
 */
export async function isNewDevice(db: Db, userId: number, client: SignInClient): Promise<boolean> {
  const device = describeDevice(client.userAgent);
  const seen = await db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", userId)
    .where("device", "=", device)
    .limit(1)
    .executeTakeFirst();
  if (seen) return false;
  const any = await db.selectFrom("sessions").select("id").where("user_id", "=", userId).limit(1).executeTakeFirst();
  return any !== undefined;
}

/** A session as the settings list it. */
export type SessionRow = {
  id: string;
  device: string | null;
  address: string | null;
  created_at: string;
  last_seen_at: string | null;
};

/** The most sessions listed: more than anyone signs in on within the refresh tokens' 30 days. */
export const SESSIONS_LISTED = 100;

/**
 * The open sessions of `userId`, last seen first: not ended, and used within the refresh
 * tokens' lifetime (an older one can no longer be renewed). Through `sessions_user_id_idx`.
 */
export async function openSessions(db: Db, userId: number, now: Date): Promise<SessionRow[]> {
  const alive = iso(addMs(now, -REFRESH_TOKEN_TTL_MS));
  const rows = await db
    .selectFrom("sessions")
    .select(["id", "device", "address", "created_at", "last_seen_at"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where((eb) => eb(eb.fn.coalesce("last_seen_at", "created_at"), ">", alive))
    .orderBy((eb) => eb.fn.coalesce("last_seen_at", "created_at"), "desc")
    .orderBy("id")
    .limit(SESSIONS_LISTED)
    .execute();
  return rows;
}

/** Ends the session `sessionId` when it is an open one of `userId`; false when there is none. */
export async function endOwnSession(db: Db, userId: number, sessionId: string, now: Date): Promise<boolean> {
  const owned = await db
    .selectFrom("sessions")
    .select("id")
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!owned) return false;
  await revokeFamily(db, sessionId, now);
  return true;
}

/**
 * Exchanges a refresh token for a new pair. Unknown, expired or revoked → 401. A token rotated
 * at most REFRESH_REUSE_GRACE_MS ago gets another fresh pair in its family; one rotated earlier
 * revokes the whole family (token theft) and returns the ended session's id, so the caller can
 * commit that revocation (and forget the session) before answering 401. Run inside a transaction.
 */
export async function rotateSession(
  deps: SessionDeps,
  refreshToken: string,
  now: Date,
): Promise<LoginPayload | { endedSession: string }> {
  const { db } = deps;
  const stored = await db
    .selectFrom("refresh_tokens")
    .selectAll()
    .where("token_hash", "=", sha256Hex(refreshToken))
    .executeTakeFirst();
  if (!stored || stored.revoked_at !== null || stored.expires_at <= iso(now)) throw sessionExpired();

  if (stored.rotated_at === null) {
    const claimed = await db
      .updateTable("refresh_tokens")
      .set({ rotated_at: iso(now) })
      .where("id", "=", stored.id)
      .where("rotated_at", "is", null)
      .executeTakeFirst();
    // Zero rows: a concurrent request rotated it a moment ago, which is within the grace time.
    if (Number(claimed.numUpdatedRows) === 0) stored.rotated_at = iso(now);
  } else if (now.getTime() - Date.parse(stored.rotated_at) > REFRESH_REUSE_GRACE_MS) {
    await revokeFamily(db, stored.family, now);
    return { endedSession: stored.family };
  }

  const user = await db
    .selectFrom("users")
    .innerJoin("sessions", "sessions.user_id", "users.id")
    .selectAll("users")
    .where("users.id", "=", stored.user_id)
    .where("sessions.id", "=", stored.family)
    .where("sessions.revoked_at", "is", null)
    .executeTakeFirst();
  if (!user) throw sessionExpired();
  await db
    .updateTable("sessions")
    .set({ last_seen_at: iso(now) })
    .where("id", "=", stored.family)
    .execute();
  return payloadFor(deps, user, stored.family, await insertRefreshToken(db, user.id, now, stored.family));
}

/** Ends the session `family`: its refresh tokens and (through the session row) its access tokens. */
export async function revokeFamily(db: Db, family: string, now: Date): Promise<void> {
  await db
    .updateTable("refresh_tokens")
    .set({ revoked_at: iso(now) })
    .where("family", "=", family)
    .where("revoked_at", "is", null)
    .execute();
  await db
    .updateTable("sessions")
    .set({ revoked_at: iso(now) })
    .where("id", "=", family)
    .where("revoked_at", "is", null)
    .execute();
}

/**
 * Ends the session of `refreshToken` if it belongs to `userId` (unknown tokens and other users'
 * are ignored) and the session `sessionId` of the caller's access token. Returns the ids of the
 * sessions ended.
 */
export async function endSession(
  db: Db,
  userId: number,
  sessionId: string,
  refreshToken: string,
  now: Date,
): Promise<string[]> {
  const stored = await db
    .selectFrom("refresh_tokens")
    .select(["family", "user_id"])
    .where("token_hash", "=", sha256Hex(refreshToken))
    .executeTakeFirst();
  const families = new Set([sessionId]);
  if (stored && stored.user_id === userId) families.add(stored.family);
  for (const family of families) await revokeFamily(db, family, now);
  return [...families];
}

/** Ends every session of a user (password reset): refresh tokens and access tokens alike. */
export async function endAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable("refresh_tokens")
    .set({ revoked_at: iso(now) })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
  await db
    .updateTable("sessions")
    .set({ revoked_at: iso(now) })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
}

/**
 * Ends every session of a user but `keepSessionId` (a password change, "sign out all other
 * sessions": the device that asked stays); answers how many sessions ended.
 */
export async function endOtherSessions(db: Db, userId: number, keepSessionId: string, now: Date): Promise<number> {
  await db
    .updateTable("refresh_tokens")
    .set({ revoked_at: iso(now) })
    .where("user_id", "=", userId)
    .where("family", "!=", keepSessionId)
    .where("revoked_at", "is", null)
    .execute();
  const ended = await db
    .updateTable("sessions")
    .set({ revoked_at: iso(now) })
    .where("user_id", "=", userId)
    .where("id", "!=", keepSessionId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}
