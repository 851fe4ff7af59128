import { createContext, type RouterContextProvider } from "react-router";
import type { LoginPayload } from "#app/contract/accounts.ts";
import type { UserType } from "#app/forms/fields.ts";
import type { UpstreamApi } from "#app/upstream/api.ts";

/** The two kinds of account (declared once, in app/forms/fields.ts). */
export type { UserType };

/** The login record kept in the `auth` cookie (spec §3), plus the refresh token. */
export type AuthRecord = Pick<LoginPayload, "access_token" | "type_of_user" | "onboarding_complete"> &
  Partial<Pick<LoginPayload, "refresh_token">>;

/** Per-request facts set by the server before routing. */
export type RequestInfo = { nonce: string; clientAddress?: string };

export type FlashMessage = { type: "success" | "error"; message: string };

export type Session = {
  readonly auth: AuthRecord | null;
  /** Replace (or clear with null) the login record; the cookie is written with the response. */
  setAuth(next: AuthRecord | null): void;
  /** Queue a snackbar: shown on this page when loaders run now, else on the next page. */
  flash(type: FlashMessage["type"], message: string): void;
  /** Take the queued snackbars (the root loader does). */
  takeFlash(): FlashMessage[];
};

export const requestInfoContext = createContext<RequestInfo>({ nonce: "" });
export const sessionContext = createContext<Session>();
export const apiContext = createContext<UpstreamApi>();

/**
 * The logged-in member of a route guarded with "member", "individual" or "corporate"
 * (`guard(...)`, app/server/guards.server.ts): set by the guard, so the route's loaders and actions read
 * it without checking the login again. Never null: it has no default, and only a guard that let a
 * member through sets it.
 */
export const memberContext = createContext<AuthRecord>();

/** The member a guard let through; an error when the route has no member guard (a code mistake). */
export function memberOf(context: Readonly<RouterContextProvider>): AuthRecord {
  try {
    return context.get(memberContext);
  } catch {
    throw new Error("memberOf: this route has no member guard");
  }
}
