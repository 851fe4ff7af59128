/** Logging out (`/logout`): without JavaScript, "Log out" lands on the confirmation as a page; its form posts here. */
import { redirect, type RouterContextProvider } from "react-router";
import { apiContext, memberOf, sessionContext } from "#app/context.ts";
import { dashboardPath } from "#app/server/guards.server.ts";

export type LogoutData = ReturnType<typeof loadLogout>;

type Args = { context: Readonly<RouterContextProvider> };

/** Without JavaScript, "Log out" lands here: the confirmation as a page (a member's: the route's guard). */
export function loadLogout({ context }: Args) {
  return { back: dashboardPath(memberOf(context).type_of_user) };
}

export async function logoutAction({ context }: Args) {
  const session = context.get(sessionContext);
  const refreshToken = session.auth?.refresh_token;
  if (session.auth && refreshToken) {
    // The server revokes the refresh token; the cookie goes whatever the answer.
    await context
      .get(apiContext)
      .accounts.logout({ refresh_token: refreshToken })
      .catch(() => undefined);
  }
  session.setAuth(null);
  session.flash("success", "You have been logged out.");
  return redirect("/login");
}
