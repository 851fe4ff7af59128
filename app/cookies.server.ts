import { createSignedCookie } from "~/signed-cookie.server";
import type { AuthRecord, FlashMessage } from "~/context";

const isProduction = process.env.NODE_ENV === "production";

function sessionSecrets(): string[] {
  const secret = process.env.SESSION_SECRET;
  if (!secret) {
    if (isProduction) throw new Error("SESSION_SECRET must be set in production.");
    return ["joblink-dev-secret-change-me"];
  }
  return secret.split(",").map((s) => s.trim()).filter(Boolean);
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
    (m): m is FlashMessage =>
      m && (m.type === "success" || m.type === "error") && typeof m.message === "string",
  );
}

/** A `Set-Cookie` value that carries these messages to the next page. */
export function writeFlash(messages: FlashMessage[]): string {
  return messages.length
    ? flashCookie.serialize(messages.slice(0, 5))
    : flashCookie.serialize("", { maxAge: 0 });
}

/** The `tz` cookie's name: the browser's IANA time zone, written by the root once JavaScript runs. */
export const TIME_ZONE_COOKIE = "tz";

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
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** Short-lived cookie remembering which email is waiting for its OTP during sign-up and login. */
export const pendingEmailCookie = createSignedCookie("pending_email", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: isProduction,
  maxAge: 30 * 60,
  secrets: sessionSecrets(),
});
