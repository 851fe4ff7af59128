/**
 * Access tokens: JWT (HS256, jose) carrying `sub` (user id), `type_of_user` and `sid` (the login
 * session, checked against the `sessions` table on every request), valid 15 minutes.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import type { UserType } from "#app/backend/lib/db/schema.ts";
import { MINUTE_MS, addMs, type Clock } from "./time.ts";

export const ACCESS_TOKEN_TTL_MS = 15 * MINUTE_MS;
const ISSUER = "joblink";
const AUDIENCE = "joblink-api";

/** How many verified tokens are remembered (oldest forgotten first). */
const VERIFIED_TOKENS_KEPT = 10_000;

export type AccessClaims = { userId: number; typeOfUser: UserType; sessionId: string };

export class AccessTokens {
  readonly #key: Uint8Array;
  readonly #now: Clock;
  readonly #ttlMs: number;

  constructor(key: Uint8Array, now: Clock, ttlMs: number = ACCESS_TOKEN_TTL_MS) {
    this.#key = key;
    this.#now = now;
    this.#ttlMs = ttlMs;
  }

  async sign(claims: AccessClaims): Promise<string> {
    const now = this.#now();
    return new SignJWT({ type_of_user: claims.typeOfUser, sid: claims.sessionId })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(addMs(now, this.#ttlMs))
      .sign(this.#key);
  }

  /** The claims of a valid, unexpired token; `null` for anything else. */
  /**
   * Tokens already verified, with their expiry: a member's browser sends the same token with
   * every page for 15 minutes, and checking its signature again each time (WebCrypto, async)
   * cost more than the rest of authentication. Keyed by the whole token, so only a token that
   * verified can hit; the expiry is still checked against the clock. Whether its session is still
   * open is checked by the caller on every request.
   */
  readonly #verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.#verified.get(token);
    if (known) {
      if (known.expiresAt > this.#now().getTime()) return known.claims;
      this.#verified.delete(token);
    }
    const claims = await this.#verifySignature(token);
    if (claims) {
      if (this.#verified.size >= VERIFIED_TOKENS_KEPT) this.#verified.delete(this.#verified.keys().next().value!);
      this.#verified.set(token, claims);
      return claims.claims;
    }
    return null;
  }

  async #verifySignature(token: string): Promise<{ claims: AccessClaims; expiresAt: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.#now(),
        requiredClaims: ["sub", "exp"],
      });
      const userId = Number(payload.sub);
      const typeOfUser = payload.type_of_user;
      const sessionId = payload.sid;
      if (!Number.isSafeInteger(userId) || userId <= 0) return null;
      if (typeOfUser !== "individual" && typeOfUser !== "corporate") return null;
      // Tokens from before sessions existed have no `sid`: the client refreshes them.
      if (typeof sessionId !== "string" || sessionId === "" || sessionId.length > 100) return null;
      return { claims: { userId, typeOfUser, sessionId }, expiresAt: (payload.exp ?? 0) * 1000 };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
