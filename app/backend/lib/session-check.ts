/**
 * Is the session of an access token still open? One indexed lookup (the session by its primary
 * key, joined to its user by theirs) answers it and gives the caller's current email and type of
 * user; the answer is kept per process for SESSION_CHECK_CACHE_MS (decision 115).
 *
 * A session ended on this instance (logout, password reset, a stolen refresh token) is dropped
 * from the cache at once, after the change is committed; another instance sharing the database
 * notices within SESSION_CHECK_CACHE_MS. Only open sessions are cached, at most MAX_ENTRIES of
 * them (the oldest go first).
 */
import type { Db } from "#app/backend/lib/db/index.ts";
import type { UserType } from "#app/backend/lib/db/schema.ts";
import type { Clock } from "./time.ts";
import type { AccessClaims } from "./tokens.ts";
import { SESSION_CHECK_CACHE_MS } from "#app/backend/accounts/constants.ts";

export type SessionViewer = { userId: number; typeOfUser: UserType; email: string; sessionId: string };

const MAX_ENTRIES = 10_000;

export class SessionCheck {
  readonly #db: Db;
  readonly #now: Clock;
  readonly #ttlMs: number;
  readonly #cache = new Map<string, { viewer: SessionViewer; until: number }>();

  constructor(db: Db, now: Clock, ttlMs: number = SESSION_CHECK_CACHE_MS) {
    this.#db = db;
    this.#now = now;
    this.#ttlMs = ttlMs;
  }

  /** The caller behind valid access-token claims, or `null` when the session has ended. */
  async viewerFor(claims: AccessClaims): Promise<SessionViewer | null> {
    const nowMs = this.#now().getTime();
    const cached = this.#cache.get(claims.sessionId);
    if (cached && cached.until > nowMs && cached.viewer.userId === claims.userId) return cached.viewer;
    const row = await this.#db
      .selectFrom("sessions as s")
      .innerJoin("users as u", "u.id", "s.user_id")
      .select(["u.id", "u.email", "u.type_of_user"])
      .where("s.id", "=", claims.sessionId)
      .where("s.user_id", "=", claims.userId)
      .where("s.revoked_at", "is", null)
      .executeTakeFirst();
    if (!row) {
      this.#cache.delete(claims.sessionId);
      return null;
    }
    const viewer: SessionViewer = {
      userId: row.id,
      typeOfUser: row.type_of_user,
      email: row.email,
      sessionId: claims.sessionId,
    };
    if (this.#ttlMs > 0) {
      this.#cache.delete(claims.sessionId);
      if (this.#cache.size >= MAX_ENTRIES) this.#cache.delete(this.#cache.keys().next().value!);
      this.#cache.set(claims.sessionId, { viewer, until: nowMs + this.#ttlMs });
    }
    return viewer;
  }

  /** Forgets a session this instance has just ended (call after the change is committed). */
  forget(sessionId: string): void {
    this.#cache.delete(sessionId);
  }

  /** Forgets every session of a user (password reset). */
  forgetUser(userId: number): void {
    for (const [sessionId, entry] of this.#cache) if (entry.viewer.userId === userId) this.#cache.delete(sessionId);
  }
}
