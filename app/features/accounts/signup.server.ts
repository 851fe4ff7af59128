/**
 * The sign-up page's loader and action (`/signup`, spec §2 and §3): the form, then the code step
 * (also the code step of a login's security check, decision 117).
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { data, redirect, type RouterContextProvider } from "react-router";
import { replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import { apiContext, sessionContext } from "#app/context.ts";
import { readPendingVerification, writePendingVerification } from "#app/server/cookies.server.ts";
import { secondStepRedirect } from "./two-factor-login.server.ts";
import { signupSchema } from "./signup.form.ts";
import { verifyOtpSchema } from "./verify-otp.form.ts";
import { detailsPath } from "#app/server/guards.server.ts";

export async function loadSignup({ request }: { request: Request }) {
  const url = new URL(request.url);
  if (url.searchParams.get("step") === "verify") {
    const pending = await readPendingVerification(request);
    if (pending) return { step: "verify" as const, email: pending.email, purpose: pending.purpose };
    throw redirect("/signup");
  }
  // The invite mail links to /signup?email=… : the email field starts with that address.
  return { step: "signup" as const, email: invitedEmail(url.searchParams.get("email")) };
}

/** An address from the invite link to prefill, or null (blank or implausibly long). */
function invitedEmail(value: string | null): string | null {
  const email = value?.trim() ?? "";
  return email && email.length <= 254 ? email : null;
}

export async function signupAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const api = context.get(apiContext);

  if (formData.get("intent") === "verify" || formData.get("intent") === "resend") {
    const pending = await readPendingVerification(request);
    if (!pending) {
      session.flash("error", "Your sign-up session has expired. Please start again.");
      return redirect("/signup");
    }
    const { email } = pending;
    // The id binds the code to the sign-up (or login check) this browser started (decision 116).
    const bound = pending.verification_id ? { verification_id: pending.verification_id } : {};
    formData.set("email", email);
    const submission = parseWithZod(formData, { schema: verifyOtpSchema });
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    try {
      if (submission.value.intent === "resend") {
        await api.accounts.resendOtp({ email, ...bound });
        session.flash("success", `We sent a new code to ${email}.`);
        return data(submission.reply({ resetForm: true }));
      }
      const login = await api.accounts.verifyOtp({ email, otp: submission.value.otp, ...bound });
      session.setAuth({
        access_token: login.access_token,
        refresh_token: login.refresh_token,
        type_of_user: login.type_of_user,
        onboarding_complete: login.onboarding_complete,
      });
      session.flash(
        "success",
        pending.purpose === "login" ? "Welcome back!" : "Your email is verified. Welcome to JobLink!",
      );
      return redirect(
        login.onboarding_complete ? `/${login.type_of_user}/dashboard` : detailsPath(login.type_of_user),
        {
          headers: { "Set-Cookie": await writePendingVerification(null) },
        },
      );
    } catch (error) {
      // A login's security check passed for an account with two-step verification.
      const secondStep = await secondStepRedirect(error, null, { "Set-Cookie": await writePendingVerification(null) });
      if (secondStep) return secondStep;
      return replyWithUpstreamError(submission, error, session, { fields: ["otp"] });
    }
  }

  const submission = parseWithZod(formData, { schema: signupSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password", "confirm_password"] }), { status: 400 });
  }
  try {
    const { email, password, type_of_user } = submission.value;
    const started = await api.accounts.signIn({ email, password, type_of_user });
    session.flash("success", `We sent a 6-digit code to ${email}.`);
    return redirect("/signup?step=verify", {
      headers: {
        "Set-Cookie": await writePendingVerification({
          email,
          verification_id: started.verification_id ?? null,
          purpose: "signup",
        }),
      },
    });
  } catch (error) {
    return replyWithUpstreamError(submission, error, session, {
      hideFields: ["password", "confirm_password"],
      fields: ["email", "password", "type_of_user"],
    });
  }
}
