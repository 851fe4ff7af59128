/**
 * The login's second step (`/login/two-factor`, issue 38, decision 178): a login, a security
 * check's code or Google sign-in whose account has two-step verification answers a challenge;
 * this browser keeps it in a signed cookie and the page asks for a code from the app or a
 * recovery code. A plain form, so it works without JavaScript; with it, an account that has a
 * passkey may use that instead (decision 185).
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { z } from "zod";
import { data, redirect, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { twoFactorCookie } from "#app/server/cookies.server.ts";
import { replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import { dashboardPath, detailsPath } from "#app/server/guards.server.ts";
import { safeRedirectTarget } from "#app/server/safe-redirect.ts";
import { isUpstreamError, snackbarMessagesFor, twoFactorRequiredOf } from "#app/upstream/errors.ts";
import type { LoginPayload } from "#app/contract/accounts.ts";
import type { PasskeyLoginReply } from "./login.server.ts";
import { passkeyLoginSchema } from "#app/forms/accounts/passkeys.form.ts";
import { loginCodeField } from "#app/forms/accounts/two-factor.form.ts";

export const TWO_FACTOR_LOGIN_PATH = "/login/two-factor";

export const twoFactorLoginSchema = z.object({ code: loginCodeField });

type Pending = { challenge_id: string; email: string; redirect_to: string | null; passkey: boolean };
type Args = { request: Request; context: Readonly<RouterContextProvider> };

async function readPending(request: Request): Promise<Pending | null> {
  const value: unknown = await twoFactorCookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  if (typeof record.challenge_id !== "string" || typeof record.email !== "string") return null;
  return {
    challenge_id: record.challenge_id,
    email: record.email,
    redirect_to: typeof record.redirect_to === "string" ? record.redirect_to : null,
    passkey: record.passkey === true,
  };
}

const forget = () => twoFactorCookie.serialize("", { maxAge: 0 });

/**
 * The redirect to the second step when `error` is a login's "two-step verification required",
 * else null. `redirectTo` is where the member asked to go (checked again after the step).
 */
export async function secondStepRedirect(
  error: unknown,
  redirectTo: string | null,
  headers: HeadersInit = {},
): Promise<Response | null> {
  const pending = twoFactorRequiredOf(error);
  if (!pending) return null;
  const out = new Headers(headers);
  out.append(
    "Set-Cookie",
    await twoFactorCookie.serialize({
      challenge_id: pending.challengeId,
      email: pending.email,
      redirect_to: redirectTo,
      passkey: pending.passkey,
    } satisfies Pending),
  );
  return redirect(TWO_FACTOR_LOGIN_PATH, { headers: out });
}

export async function loadTwoFactorLogin({ request, context }: Args) {
  const pending = await readPending(request);
  if (!pending) {
    context.get(sessionContext).flash("error", "This sign-in has expired. Log in again.");
    throw redirect("/login");
  }
  return { email: pending.email, passkey: pending.passkey };
}

/** The session of a finished second step, to the page asked for (checked again) or home. */
async function signedIn(
  login: LoginPayload,
  pending: Pending,
  request: Request,
  context: Args["context"],
): Promise<Response> {
  context.get(sessionContext).setAuth({
    access_token: login.access_token,
    refresh_token: login.refresh_token,
    type_of_user: login.type_of_user,
    onboarding_complete: login.onboarding_complete,
  });
  const home = login.onboarding_complete ? dashboardPath(login.type_of_user) : detailsPath(login.type_of_user);
  const target = login.onboarding_complete ? safeRedirectTarget(pending.redirect_to, home, request.url) : home;
  return redirect(target, { headers: { "Set-Cookie": await forget() } });
}

/** An expired pending login or too many wrong tries: start again from the login. */
async function startAgain(error: unknown, context: Args["context"]): Promise<Response | null> {
  if (!isUpstreamError(error, 401) && !isUpstreamError(error, 429)) return null;
  const session = context.get(sessionContext);
  for (const text of snackbarMessagesFor(error)) session.flash("error", text);
  return redirect("/login", { headers: { "Set-Cookie": await forget() } });
}

/**
 * The passkey as the second step (decision 185), in two posts of the page's JavaScript: a
 * challenge bound to this pending login, then the passkey's answer, which finishes the login.
 */
async function passkeyStepAction(formData: FormData, pending: Pending, request: Request, context: Args["context"]) {
  const submission = parseWithZod(formData, { schema: passkeyLoginSchema });
  if (submission.status !== "success") {
    const error =
      Object.values(submission.error ?? {}).flat()[0] ?? "The passkey's answer could not be read. Try again.";
    return data({ passkey: { error } } satisfies PasskeyLoginReply, { status: 400 });
  }
  const api = context.get(apiContext).accounts;
  const challenge_id = pending.challenge_id;
  try {
    if (submission.value.intent === "passkey-options")
      return data({
        passkey: { options: await api.loginTwoFactorPasskeyOptions({ challenge_id }) },
      } satisfies PasskeyLoginReply);
    return await signedIn(
      await api.loginTwoFactorPasskey({ challenge_id, response: submission.value.response }),
      pending,
      request,
      context,
    );
  } catch (error) {
    const again = await startAgain(error, context);
    if (again) return again;
    if (!isUpstreamError(error)) throw error;
    return data({ passkey: { error: snackbarMessagesFor(error).join(" ") } } satisfies PasskeyLoginReply, {
      status: error.status,
    });
  }
}

export async function twoFactorLoginAction({ request, context }: Args) {
  const session = context.get(sessionContext);
  const pending = await readPending(request);
  if (!pending) {
    session.flash("error", "This sign-in has expired. Log in again.");
    return redirect("/login");
  }
  const formData = await request.formData();
  if (String(formData.get("intent")).startsWith("passkey"))
    return passkeyStepAction(formData, pending, request, context);
  const submission = parseWithZod(formData, { schema: twoFactorLoginSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["code"] }), { status: 400 });
  try {
    const login = await context
      .get(apiContext)
      .accounts.loginTwoFactor({ challenge_id: pending.challenge_id, code: submission.value.code });
    return await signedIn(login, pending, request, context);
  } catch (error) {
    return (
      (await startAgain(error, context)) ??
      replyWithUpstreamError(submission, error, session, { hideFields: ["code"], fields: ["code"] })
    );
  }
}
