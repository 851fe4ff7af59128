/**
 * The sign-in and security page's loader and action (`/settings/security`, issue 38, decision
 * 178): the member's sessions, signing out one or all the others. Plain POST forms with an
 * `intent`, so each works without JavaScript; outcomes are snackbars.
 */
import { replace, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "~/context";
import { isUpstreamError, snackbarMessagesFor } from "~/upstream/errors";

export const SECURITY_SETTINGS_PATH = "/settings/security";

export type SecuritySettingsData = Awaited<ReturnType<typeof loadSecuritySettings>>;

export async function loadSecuritySettings({ context }: { context: Readonly<RouterContextProvider> }) {
  return { sessions: await context.get(apiContext).accounts.sessions() };
}

export async function securitySettingsAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const api = context.get(apiContext).accounts;
  try {
    switch (formData.get("intent")) {
      case "sign-out": {
        const done = await api.endSession({ session_id: String(formData.get("session_id") ?? "") });
        session.flash("success", done.message);
        break;
      }
      case "sign-out-others": {
        const done = await api.endOtherSessions();
        session.flash("success", done.message);
        break;
      }
      default:
        session.flash("error", "That did not work. Please try again.");
    }
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
  }
  return replace(SECURITY_SETTINGS_PATH);
}
