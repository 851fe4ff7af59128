import { createContext } from "react-router";
import type { UpstreamApi } from "~/upstream/api";

export type UserType = "individual" | "corporate";

/** The login record kept in the `auth` cookie (spec §3), plus the refresh token. */
export type AuthRecord = {
  access_token: string;
  refresh_token?: string;
  type_of_user: UserType;
  onboarding_complete: boolean;
};

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
