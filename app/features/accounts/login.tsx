/** The login screen: email and password, "Forgot password?", Google when it is set up, and sign-up. */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation, useSearchParams } from "react-router";
import { Link } from "#app/ui/link.tsx";
import type { LoginForm } from "./login.form.ts";
import { AuthHeading } from "./auth-heading.tsx";
import { FormError, TextField } from "#app/ui/fields.tsx";
import { buttonClass, StaticButton } from "#app/ui/static.tsx";
import type { LoginData, PasskeyLoginReply } from "./login.server.ts";
import { PasskeyPrompt } from "./passkey-prompt.tsx";

export function Login({
  loaderData,
  actionData,
}: {
  loaderData: LoginData;
  actionData: SubmissionResult<string[]> | PasskeyLoginReply | undefined;
}) {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [form, fields] = useForm<LoginForm>({
    // The passkey steps answer the passkey button's fetcher, not this form.
    lastResult: actionData && !("passkey" in actionData) ? actionData : undefined,
    // No validation in the browser: the server's answer carries the same messages, and leaving
    // Zod out keeps the first page a visitor loads small (issue 9: /login ≤ 150 kB of script).
  });
  const redirectTo = params.get("redirectTo");
  const action = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : undefined;
  return (
    <>
      <AuthHeading title="Log in" subtitle="Welcome back to JobLink." />
      <Form method="post" {...getFormProps(form)} noValidate action={action}>
        <div className="jl-stack jl-gap-4">
          <FormError id={form.errorId} errors={form.errors} />
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" required />
          <TextField meta={fields.password} label="Password" type="password" autoComplete="current-password" required />
          <div className="jl-hstack jl-justify-end">
            <Link to="/forgot-password" className="jl-link jl-text-sm jl-fg-brand">
              Forgot password?
            </Link>
          </div>
          <StaticButton
            type="submit"
            palette="brand"
            loading={navigation.state === "submitting"}
            loadingText="Logging in"
          >
            Log in
          </StaticButton>
          {/* Decision 183: rendered after hydration only, where the browser has WebAuthn. */}
          <PasskeyPrompt action={action} label="Sign in with a passkey" errorId="passkey-error" />
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
      <p className="jl-auth__alt jl-auth__jobs">
        Looking for work?{" "}
        <Link to="/jobs" className="jl-link jl-fg-brand jl-semibold">
          Browse open jobs
        </Link>
      </p>
    </>
  );
}
