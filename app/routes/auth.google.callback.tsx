import { redirect } from "react-router";
import type { Route } from "./+types/auth.google.callback";
import { apiContext, sessionContext } from "~/context";
import { callbackUrl } from "~/server/google.server";
import { dashboardPath, detailsPath } from "~/server/guards.server";
import { snackbarMessagesFor } from "~/upstream/errors";
import { googleStateCookie } from "./auth.google";

/** The provider sends the user back here with a code; the API exchanges and verifies it. */
export async function loader({ request, context }: Route.LoaderArgs) {
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
    const login = await context.get(apiContext).user.googleLogin({
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
    return redirect(login.onboarding_complete ? dashboardPath(login.type_of_user) : detailsPath(login.type_of_user), { headers: clear });
  } catch (error) {
    for (const message of snackbarMessagesFor(error)) session.flash("error", message);
    return redirect("/login", { headers: clear });
  }
}
