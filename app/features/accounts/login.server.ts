/**
 * Logging in with an email and a password (`/login`, spec §2): to the dashboard, or to the page
 * asked for (`?redirectTo=`); an unverified address or a login's security check goes to the code
 * step (decision 117).
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { data, redirect, type RouterContextProvider } from "react-router";
import { replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import { apiContext, sessionContext } from "#app/context.ts";
import { writePendingVerification } from "#app/server/cookies.server.ts";
import { loginSchema } from "./login.form.ts";
import { dashboardPath, detailsPath } from "#app/server/guards.server.ts";
import { googleSignInEnabled } from "#app/server/google.server.ts";
import { safeRedirectTarget } from "#app/server/safe-redirect.ts";
import { isUpstreamError, snackbarMessagesFor, verificationRequiredOf } from "#app/upstream/errors.ts";
import type { LoginPayload, passkeyRequestOptions } from "#app/contract/accounts.ts";
import type { z } from "zod";
import { passkeyLoginSchema } from "#app/forms/accounts/passkeys.form.ts";
import { secondStepRedirect } from "./two-factor-login.server.ts";

export type LoginData = ReturnType<typeof loadLogin>;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export function loadLogin() {
  return { google: googleSignInEnabled() };
}

/** The passkey steps' answers to the page's fetcher: the browser's options, or what went wrong. */
export type PasskeyLoginReply = { passkey: { options?: z.output<typeof passkeyRequestOptions>; error?: string } };

/** The session of a login, and where it goes: the dashboard, onboarding, or the page asked for. */
function signedIn(login: LoginPayload, request: Request, context: Args["context"]): Response {
  context.get(sessionContext).setAuth({
    access_token: login.access_token,
    refresh_token: login.refresh_token,
    type_of_user: login.type_of_user,
    onboarding_complete: login.onboarding_complete,
  });
  const home = login.onboarding_complete ? dashboardPath(login.type_of_user) : detailsPath(login.type_of_user);
  const target = login.onboarding_complete
    ? safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo"), home, request.url)
    : home;
  return redirect(target);
}

/**
 * Signing in with a passkey (decision 183), in two posts of the page's JavaScript: a challenge
 * for the browser, then the passkey's answer, which logs in like a password would.
 */
async function passkeyLoginAction(formData: FormData, request: Request, context: Args["context"]) {
  const submission = parseWithZod(formData, { schema: passkeyLoginSchema });
  if (submission.status !== "success") {
    const error =
      Object.values(submission.error ?? {}).flat()[0] ?? "The passkey's answer could not be read. Try again.";
    return data({ passkey: { error } } satisfies PasskeyLoginReply, { status: 400 });
  }
  const api = context.get(apiContext).accounts;
  try {
    if (submission.value.intent === "passkey-options")
      return data({ passkey: { options: await api.loginPasskeyOptions() } } satisfies PasskeyLoginReply);
    return signedIn(await api.loginPasskey({ response: submission.value.response }), request, context);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return data({ passkey: { error: snackbarMessagesFor(error).join(" ") } } satisfies PasskeyLoginReply, {
      status: error.status,
    });
  }
}

export async function loginAction({ request, context }: Args) {
  const formData = await request.formData();
  if (String(formData.get("intent")).startsWith("passkey")) return passkeyLoginAction(formData, request, context);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const session = context.get(sessionContext);
  try {
    return signedIn(await context.get(apiContext).accounts.login(submission.value), request, context);
  } catch (error) {
    const secondStep = await secondStepRedirect(error, new URL(request.url).searchParams.get("redirectTo"));
    if (secondStep) return secondStep;
    const pending = verificationRequiredOf(error);
    if (pending) {
      // An address still waiting for verification, or a login's security check (decision 117):
      // the code step, bound to the verification this login started.
      session.flash("success", `We sent a new 6-digit code to ${submission.value.email}.`);
      const cookie = await writePendingVerification({
        email: pending.email,
        verification_id: pending.verificationId,
        purpose: pending.securityCheck ? "login" : "signup",
      });
      return redirect("/signup?step=verify", { headers: { "Set-Cookie": cookie } });
    }
    return replyWithUpstreamError(submission, error, session, { hideFields: ["password"] });
  }
}
