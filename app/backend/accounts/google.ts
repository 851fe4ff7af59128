/**
 * Google sign-in (OpenID Connect, authorization code with PKCE). The browser side sends the
 * code, its PKCE verifier and the redirect URI; here the code is exchanged at the issuer's token
 * endpoint (found through `${issuer}/.well-known/openid-configuration`) and the id_token is
 * verified against the issuer's JWKS: signature, `iss`, `aud` = client id, `exp`, and a
 * verified email.
 */
import { OAuth2Client } from "arctic";
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import { HOUR_MS } from "#app/backend/lib/time.ts";

export type GoogleConfig = { clientId: string; clientSecret: string; issuer: string };

export const DEFAULT_GOOGLE_ISSUER = "https://accounts.google.com";

export type GoogleIdentity = { sub: string; email: string };

/** A failure the user can act on (retry); the detail is for the server log only. */
export class GoogleSignInError extends Error {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(detail, options);
    this.name = "GoogleSignInError";
  }
}

type Discovery = { issuer: string; tokenEndpoint: string; jwks: JWTVerifyGetKey; fetchedAt: number };

const DISCOVERY_TTL_MS = 12 * HOUR_MS;

export class GoogleSignIn {
  readonly #config: GoogleConfig;
  #discovery: Promise<Discovery> | undefined;

  constructor(config: GoogleConfig) {
    this.#config = { ...config, issuer: config.issuer.replace(/\/+$/, "") };
  }

  async #discover(): Promise<Discovery> {
    const cached = this.#discovery;
    if (cached) {
      const value = await cached.catch(() => undefined);
      if (value && Date.now() - value.fetchedAt < DISCOVERY_TTL_MS) return value;
    }
    const next = this.#fetchDiscovery();
    this.#discovery = next;
    next.catch(() => {
      if (this.#discovery === next) this.#discovery = undefined;
    });
    return next;
  }

  async #fetchDiscovery(): Promise<Discovery> {
    const url = `${this.#config.issuer}/.well-known/openid-configuration`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new GoogleSignInError(`discovery request to ${url} failed`, { cause: error });
    }
    if (!response.ok) throw new GoogleSignInError(`discovery at ${url} answered ${response.status}`);
    const document = (await response.json()) as Record<string, unknown>;
    const { issuer, token_endpoint: tokenEndpoint, jwks_uri: jwksUri } = document;
    if (typeof issuer !== "string" || typeof tokenEndpoint !== "string" || typeof jwksUri !== "string") {
      throw new GoogleSignInError(`discovery document at ${url} lacks issuer, token_endpoint or jwks_uri`);
    }
    return { issuer, tokenEndpoint, jwks: createRemoteJWKSet(new URL(jwksUri)), fetchedAt: Date.now() };
  }

  /** Exchanges the authorization code and returns the verified identity. */
  async identify(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<GoogleIdentity> {
    const discovery = await this.#discover();
    const client = new OAuth2Client(this.#config.clientId, this.#config.clientSecret, input.redirectUri);
    let idToken: string;
    try {
      const tokens = await client.validateAuthorizationCode(discovery.tokenEndpoint, input.code, input.codeVerifier);
      idToken = tokens.idToken();
    } catch (error) {
      throw new GoogleSignInError("code exchange failed", { cause: error });
    }

    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, discovery.jwks, {
        issuer: discovery.issuer,
        audience: this.#config.clientId,
        // The provider's tokens carry the real time, so they are checked against it (not
        // against the backend's injectable clock).
        requiredClaims: ["sub", "exp", "iat"],
      }));
    } catch (error) {
      throw new GoogleSignInError("id_token verification failed", { cause: error });
    }
    const { sub, email, email_verified: emailVerified } = payload;
    if (typeof sub !== "string" || sub === "") throw new GoogleSignInError("id_token has no subject");
    if (typeof email !== "string" || !email.includes("@")) throw new GoogleSignInError("id_token has no email");
    if (emailVerified !== true && emailVerified !== "true")
      throw new GoogleSignInError("email is not verified at Google");
    return { sub, email: email.trim().toLowerCase() };
  }
}
