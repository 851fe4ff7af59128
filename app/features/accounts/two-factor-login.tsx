/** The login's second step: a code from the authenticator app, a recovery code, or (with JavaScript) a passkey. */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { AuthHeading } from "./auth-heading.tsx";
import type { PasskeyLoginReply } from "./login.server.ts";
import { FormError, TextField } from "#app/ui/fields.tsx";
import { Link } from "#app/ui/link.tsx";
import { StaticButton } from "#app/ui/static.tsx";
import { PasskeyPrompt } from "./passkey-prompt.tsx";

type Props = {
  email: string;
  passkey: boolean;
  actionData: SubmissionResult<string[]> | PasskeyLoginReply | undefined;
};

export function TwoFactorLogin({ email, passkey, actionData }: Props) {
  const navigation = useNavigation();
  // No validation in the browser, as on /login: the server's answer carries the messages. The
  // passkey steps answer the passkey button's fetcher, not this form.
  const [form, fields] = useForm<{ code: string }>({
    lastResult: actionData && !("passkey" in actionData) ? actionData : undefined,
  });
  return (
    <>
      <AuthHeading
        title="Two-step verification"
        subtitle={
          <>
            Enter the 6-digit code from your authenticator app to log in as <strong>{email}</strong>.
          </>
        }
      />
      <Form method="post" {...getFormProps(form)} noValidate>
        <div className="jl-stack jl-gap-4">
          <FormError id={form.errorId} errors={form.errors} />
          <TextField
            meta={fields.code}
            label="Code"
            autoComplete="one-time-code"
            helperText="Lost your phone? Enter one of your recovery codes instead."
            required
          />
          <StaticButton
            type="submit"
            palette="brand"
            loading={navigation.state === "submitting"}
            loadingText="Checking"
          >
            Verify
          </StaticButton>
          {/* Decision 185: only for an account with a passkey, after hydration, where the browser has WebAuthn. */}
          {passkey ? <PasskeyPrompt action={undefined} label="Use a passkey instead" errorId="passkey-error" /> : null}
        </div>
      </Form>
      <p className="jl-auth__alt">
        <Link to="/login" className="jl-link jl-fg-brand jl-semibold">
          Back to log in
        </Link>
      </p>
    </>
  );
}
