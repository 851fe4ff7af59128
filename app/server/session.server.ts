import { redirect, type MiddlewareFunction } from "react-router";
import {
  type AuthRecord,
  apiContext,
  type FlashMessage,
  requestInfoContext,
  type Session,
  sessionContext,
} from "#app/context.ts";
import { readAuth, readFlash, writeAuth, writeFlash } from "./cookies.server.ts";
import { sameSitePath } from "./safe-redirect.ts";
import { createRequestApi } from "./upstream.server.ts";

/** The snackbar after a session the server ended (logout elsewhere, a password reset, ...). */
export const SESSION_ENDED_MESSAGE = "Your session has ended. Please log in again.";

/** Marks the redirect this middleware makes for an ended session (taken off before it leaves). */
const SESSION_ENDED_HEADER = "X-JobLink-Session-Ended";

/**
 * Where a request goes once its session turned out to have ended on the server (decision 115): a
 * page load (GET, HEAD) to the same address again, now as a visitor (a public page shows as to a
 * visitor, the guard of a member page sends on to /login?redirectTo=…); a form post back to the
 * page it was sent from (same origin only), else to /login.
 */
export function sessionEndedTarget(request: Request, url: URL): string {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD") return url.pathname + url.search;
  // The referring page, when it is on this site, through the one check of redirect targets
  // (decision 112: a referrer's path may read as another host, `//evil.example`).
  const referer = sameSitePath(request.headers.get("Referer"), url.href);
  if (referer) return referer.replace(/#.*$/, "");
  return "/login";
}

function isRedirect(response: Response): boolean {
  return response.status >= 300 && response.status < 400 && response.headers.has("Location");
}

/**
 * Runs first on every request: reads the `auth` and `flash` cookies, puts the session and an
 * upstream client authenticated as this user into the router context, and writes the cookies
 * back when they changed (a login, a transparent token refresh, a logout, a snackbar).
 *
 * When an upstream call finds that the session ended on the server, the cookie is cleared and the
 * request ends in a redirect (see {@link sessionEndedTarget}) with a snackbar, whatever the loader
 * or action made of it: the failed call rejects with that redirect, and any other answer is
 * replaced by it (a redirect the route chose itself, e.g. logout's, stands).
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  let auth: AuthRecord | null = await readAuth(request);
  let authChanged = false;
  let sessionEnded = false;
  const endedRedirect = () => redirect(sessionEndedTarget(request, url), { headers: { [SESSION_ENDED_HEADER]: "1" } });
  const incomingFlash = await readFlash(request);
  let flashFromCookie = incomingFlash;
  const queued: FlashMessage[] = [];

  const session: Session = {
    get auth() {
      return auth;
    },
    setAuth(nextAuth) {
      auth = nextAuth;
      authChanged = true;
    },
    flash(type, message) {
      queued.push({ type, message });
    },
    takeFlash() {
      const taken = [...flashFromCookie, ...queued];
      flashFromCookie = [];
      queued.length = 0;
      return taken;
    },
  };
  context.set(sessionContext, session);

  const { clientAddress } = context.get(requestInfoContext);
  context.set(
    apiContext,
    createRequestApi({
      request,
      auth,
      clientAddress,
      onTokensRefreshed(payload) {
        session.setAuth({
          access_token: payload.access_token,
          refresh_token: payload.refresh_token,
          type_of_user: payload.type_of_user,
          onboarding_complete: payload.onboarding_complete,
        });
      },
      onSessionExpired() {
        session.setAuth(null);
        sessionEnded = true;
      },
      sessionExpiredError: endedRedirect,
    }),
  );

  let response = await next();
  if (sessionEnded) {
    if (!isRedirect(response)) response = endedRedirect();
    if (response.headers.has(SESSION_ENDED_HEADER)) {
      response.headers.delete(SESSION_ENDED_HEADER);
      session.flash("error", SESSION_ENDED_MESSAGE);
    }
  }

  if (authChanged) response.headers.append("Set-Cookie", await writeAuth(auth));
  const leftover = [...flashFromCookie, ...queued];
  const cookieHadFlash = incomingFlash.length > 0;
  if (leftover.length) response.headers.append("Set-Cookie", await writeFlash(leftover));
  else if (cookieHadFlash) response.headers.append("Set-Cookie", await writeFlash([]));
  return response;
};
