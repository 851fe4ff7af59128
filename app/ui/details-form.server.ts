import { redirect, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "~/context";
import { dashboardPath } from "~/guards.server";

/** Locations for the onboarding forms' pickers, as select options. */
export async function locationOptions(context: Readonly<RouterContextProvider>) {
  const locations = await context.get(apiContext).master.list("location", { limit: 100 });
  return locations.map((l) => ({ value: l.id, label: `${l.city}, ${l.state}` }));
}

/**
 * After a details form was saved: the first time it completes onboarding (the cookie records it)
 * and leads to the dashboard; later saves stay on the page.
 */
export function afterDetailsSaved(context: Readonly<RouterContextProvider>, pathname: string) {
  const session = context.get(sessionContext);
  const auth = session.auth!;
  if (!auth.onboarding_complete) {
    session.setAuth({ ...auth, onboarding_complete: true });
    session.flash("success", "Your profile is ready. Welcome to JobLink!");
    return redirect(dashboardPath(auth.type_of_user));
  }
  session.flash("success", "Your details have been saved.");
  return redirect(pathname);
}
