import type { MiddlewareFunction } from "react-router";
import { type AuthRecord, apiContext, type FlashMessage, requestInfoContext, type Session, sessionContext } from "~/context";
import { readAuth, readFlash, writeAuth, writeFlash } from "~/cookies.server";
import { createRequestApi } from "~/upstream.server";

/**
 * Runs first on every request: reads the `auth` and `flash` cookies, puts the session and an
 * upstream client authenticated as this user into the router context, and writes the cookies
 * back when they changed (a login, a transparent token refresh, a logout, a snackbar).
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let auth: AuthRecord | null = await readAuth(request);
  let authChanged = false;
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
      },
    }),
  );

  const response = await next();

  if (authChanged) response.headers.append("Set-Cookie", await writeAuth(auth));
  const leftover = [...flashFromCookie, ...queued];
  const cookieHadFlash = incomingFlash.length > 0;
  if (leftover.length) response.headers.append("Set-Cookie", await writeFlash(leftover));
  else if (cookieHadFlash) response.headers.append("Set-Cookie", await writeFlash([]));
  return response;
};
