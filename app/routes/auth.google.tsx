import { createHash, randomBytes } from "node:crypto";
import { createCookie, redirect } from "react-router";
import type { Route } from "./+types/auth.google";
import { sessionContext } from "~/context";
import { authorizationEndpoint, callbackUrl, googleSignInEnabled } from "~/server/google.server";

export const googleStateCookie = createCookie("google_oidc", {
  path: "/auth/google",
  httpOnly: true,
  sameSite: "lax",
  secure: process.env.NODE_ENV === "production",
  maxAge: 10 * 60,
  secrets: [process.env.SESSION_SECRET ?? "joblink-dev-secret-change-me"],
});

/** Starts Google sign-in: a state and a PKCE verifier in a short cookie, then the provider. */
export async function loader({ request, context }: Route.LoaderArgs) {
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
