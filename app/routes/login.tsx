import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/login";
import { replyWithUpstreamError } from "~/server/form-reply.server";
import { apiContext, sessionContext } from "~/context";
import { writePendingVerification } from "~/server/cookies.server";
import { type LoginForm, loginSchema } from "~/features/accounts/login.form";
import { dashboardPath, detailsPath, guard } from "~/server/guards.server";
import { googleSignInEnabled } from "~/server/google.server";
import { safeRedirectTarget } from "~/server/safe-redirect";
import { verificationRequiredOf } from "~/upstream/errors";
import { AuthHeading } from "~/features/accounts/auth-heading";
import { FormError, TextField } from "~/ui/fields";
import { buttonClass, StaticButton } from "~/ui/static";
import { pageTitle } from "~/ui/title";

export const middleware: Route.MiddlewareFunction[] = guard("guest");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Login") }];

export function loader() {
  return { google: googleSignInEnabled() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const session = context.get(sessionContext);
  try {
    const login = await context.get(apiContext).user.login(submission.value);
    session.setAuth({
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
  } catch (error) {
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

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [form, fields] = useForm<LoginForm>({
    lastResult: actionData,
    // No validation in the browser: the server's answer carries the same messages, and leaving
    // Zod out keeps the first page a visitor loads small (issue 9: /login ≤ 150 kB of script).
  });
  const redirectTo = params.get("redirectTo");
  return (
    <>
      <AuthHeading title="Log in" subtitle="Welcome back to JobLink." />
      <Form method="post" {...getFormProps(form)} noValidate action={redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : undefined}>
        <div className="jl-stack jl-gap-4">
          <FormError id={form.errorId} errors={form.errors} />
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" required />
          <TextField meta={fields.password} label="Password" type="password" autoComplete="current-password" required />
          <div className="jl-hstack jl-justify-end">
            <Link to="/forgot-password" className="jl-link jl-text-sm jl-fg-brand">
              Forgot password?
            </Link>
          </div>
          <StaticButton type="submit" palette="brand" loading={navigation.state === "submitting"} loadingText="Logging in">
            Log in
          </StaticButton>
        </div>
      </Form>
      {loaderData.google ? (
        <div className="jl-stack jl-gap-4 jl-auth__google">
          <div className="jl-auth__or">
            <span role="separator" aria-orientation="horizontal" className="jl-separator" />
            <p className="jl-text-sm jl-muted">or</p>
            <span role="separator" aria-orientation="horizontal" className="jl-separator" />
          </div>
          <a href="/auth/google" className={buttonClass({ variant: "outline" })}>
            Continue with Google
          </a>
        </div>
      ) : null}
      <p className="jl-auth__alt">
        New to JobLink?{" "}
        <Link to="/signup" className="jl-link jl-fg-brand jl-semibold">
          Create an account
        </Link>
      </p>
    </>
  );
}
