import { createSignedCookie } from "./signed-cookie.server.ts";
import type { AuthRecord, FlashMessage } from "#app/context.ts";

const isProduction = process.env.NODE_ENV === "production";

function sessionSecrets(): string[] {
  const secret = process.env.SESSION_SECRET;
  if (!secret) {
    if (isProduction) throw new Error("SESSION_SECRET must be set in production.");
    return ["joblink-dev-secret-change-me"];
  }
  return secret
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

const AUTH_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The persistent `auth` cookie: signed, HttpOnly, SameSite=Lax, Secure in production, path /. */
export const authCookie = createSignedCookie("auth", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: isProduction,
  maxAge: AUTH_COOKIE_MAX_AGE_S,
  secrets: sessionSecrets(),
});

export async function readAuth(request: Request): Promise<AuthRecord | null> {
  const value = authCookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const record = value as Partial<AuthRecord>;
  if (typeof record.access_token !== "string") return null;
  if (record.type_of_user !== "individual" && record.type_of_user !== "corporate") return null;
  return {
    access_token: record.access_token,
    refresh_token: typeof record.refresh_token === "string" ? record.refresh_token : undefined,
    type_of_user: record.type_of_user,
    onboarding_complete: record.onboarding_complete === true,
  };
}

export function writeAuth(record: AuthRecord | null): string {
  return record ? authCookie.serialize(record) : authCookie.serialize("", { maxAge: 0 });
}

/** Messages for the snackbar carried across a redirect, so they show with JavaScript off too. */
export const flashCookie = createSignedCookie("flash", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: isProduction,
  secrets: sessionSecrets(),
});

export async function readFlash(request: Request): Promise<FlashMessage[]> {
  const value = flashCookie.parse(request.headers.get("Cookie"));
  if (!Array.isArray(value)) return [];
  return value.filter(
    (m): m is FlashMessage => m && (m.type === "success" || m.type === "error") && typeof m.message === "string",
  );
}

/** A `Set-Cookie` value that carries these messages to the next page. */
export function writeFlash(messages: FlashMessage[]): string {
  return messages.length ? flashCookie.serialize(messages.slice(0, 5)) : flashCookie.serialize("", { maxAge: 0 });
}

/**
 * The browser's time zone from the `tz` cookie (e.g. "Europe/London"), or undefined when there is
 * none (no JavaScript yet) or it is not a time zone this server knows.
 */
export function timeZoneFrom(request: Request): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  const match = header.match(/(?:^|;\s*)tz=([^;]{1,80})/);
  if (!match) return undefined;
  let zone: string;
  try {
    zone = decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return undefined;
  if (knownTimeZones.has(zone)) return zone;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
  } catch {
    return undefined;
  }
  // Checked once a zone (making a formatter costs far more than a lookup); the IANA list bounds it.
  if (knownTimeZones.size < 1000) knownTimeZones.add(zone);
  return zone;
}

const knownTimeZones = new Set<string>();

/**
 * Short-lived cookie remembering the verification waiting for its code in this browser: the
 * email, the verification id the API gave (it binds the code to this sign-up or login check,
 * decisions 116 and 117) and what it is for.
 */
export const pendingEmailCookie = createSignedCookie("pending_email", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: isProduction,
  maxAge: 30 * 60,
  secrets: sessionSecrets(),
});

/** A sign-up waiting for its code, or a login's security check (`purpose: "login"`). */
export type PendingVerification = { email: string; verification_id: string | null; purpose: "signup" | "login" };

export async function readPendingVerification(request: Request): Promise<PendingVerification | null> {
  const value: unknown = pendingEmailCookie.parse(request.headers.get("Cookie"));
  // Cookies written before verification ids held the email alone.
  if (typeof value === "string") return value ? { email: value, verification_id: null, purpose: "signup" } : null;
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  if (typeof record.email !== "string" || !record.email) return null;
  return {
    email: record.email,
    verification_id:
      typeof record.verification_id === "string" && record.verification_id ? record.verification_id : null,
    purpose: record.purpose === "login" ? "login" : "signup",
  };
}

/** The `Set-Cookie` value that keeps (or, with `null`, forgets) the pending verification. */
export function writePendingVerification(value: PendingVerification | null): string {
  return value ? pendingEmailCookie.serialize(value) : pendingEmailCookie.serialize("", { maxAge: 0 });
}

/**
 * A login waiting for its second step in this browser (issue 38, decision 178): the challenge the
 * API gave, the address, and where to go after. As long as the challenge lives (10 minutes).
 */
export const twoFactorCookie = createSignedCookie("two_factor", {
  path: "/login",
  httpOnly: true,
  sameSite: "lax",
  secure: isProduction,
  maxAge: 10 * 60,
  secrets: sessionSecrets(),
});
