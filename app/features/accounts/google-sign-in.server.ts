/**
 * Google sign-in (decision 034; the provider's settings in `app/server/google.server.ts`):
 * `/auth/google` starts it, `/auth/google/callback` finishes it; both are resource routes.
 */
import { secondStepRedirect } from "./two-factor-login.server.ts";
import { createHash, randomBytes } from "node:crypto";
import { createCookie, redirect, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { authorizationEndpoint, callbackUrl, googleSignInEnabled } from "#app/server/google.server.ts";
import { dashboardPath, detailsPath } from "#app/server/guards.server.ts";
import { snackbarMessagesFor } from "#app/upstream/errors.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export const googleStateCookie = createCookie("google_oidc", {
  path: "/auth/google",
  httpOnly: true,
  sameSite: "lax",
  secure: process.env.NODE_ENV === "production",
  maxAge: 10 * 60,
  secrets: [process.env.SESSION_SECRET ?? "joblink-dev-secret-change-me"],
});

/** Starts Google sign-in: a state and a PKCE verifier in a short cookie, then the provider. */
export async function startGoogleSignIn({ request, context }: Args) {
  const session = context.get(sessionContext);
  if (!googleSignInEnabled()) {
    session.flash("error", "Google sign-in is not available.");
    return redirect("/login");
  }
  const url = new URL(request.url);
  const typeOfUser = url.searchParams.get("type_of_user") === "corporate" ? "corporate" : "individual";
  const state = randomBytes(16).toString("base64url");
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  let endpoint: string;
  try {
    endpoint = await authorizationEndpoint();
  } catch {
    session.flash("error", "Google sign-in is unavailable right now. Please try again.");
    return redirect("/login");
  }
  const target = new URL(endpoint);
  target.search = new URLSearchParams({
    response_type: "code",
    client_id: process.env.GOOGLE_CLIENT_ID!,
    redirect_uri: callbackUrl(request),
    scope: "openid email profile",
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
  }).toString();
  return redirect(target.toString(), {
    headers: { "Set-Cookie": await googleStateCookie.serialize({ state, verifier, typeOfUser }) },
  });
}

/** The provider sends the user back here with a code; the API exchanges and verifies it. */
export async function finishGoogleSignIn({ request, context }: Args) {
  const session = context.get(sessionContext);
  const url = new URL(request.url);
  const saved = await googleStateCookie.parse(request.headers.get("Cookie"));
  const clear = { "Set-Cookie": await googleStateCookie.serialize("", { maxAge: 0 }) };
  const code = url.searchParams.get("code");
  if (!saved || !code || url.searchParams.get("state") !== saved.state) {
    session.flash("error", "Google sign-in did not complete. Please try again.");
    return redirect("/login", { headers: clear });
  }
  try {
    const login = await context.get(apiContext).accounts.googleLogin({
      code,
      code_verifier: saved.verifier,
      redirect_uri: callbackUrl(request),
      type_of_user: saved.typeOfUser,
    });
    session.setAuth({
      access_token: login.access_token,
      refresh_token: login.refresh_token,
      type_of_user: login.type_of_user,
      onboarding_complete: login.onboarding_complete,
    });
    return redirect(login.onboarding_complete ? dashboardPath(login.type_of_user) : detailsPath(login.type_of_user), {
      headers: clear,
    });
  } catch (error) {
    const secondStep = await secondStepRedirect(error, null, clear);
    if (secondStep) return secondStep;
    for (const message of snackbarMessagesFor(error)) session.flash("error", message);
    return redirect("/login", { headers: clear });
  }
}
