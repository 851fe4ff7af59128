/**
 * The two steps of `/signup`: the sign-up form, and the 6-digit code sent to the address (also
 * asked by a login's security check).
 */
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { Field, RadioGroup } from "@chakra-ui/react";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { signupSchema } from "./signup.form.ts";
import { verifyOtpSchema } from "./verify-otp.form.ts";
import { AuthHeading } from "./auth-heading.tsx";
import { FormError, HiddenInput, TextField } from "#app/ui/fields.tsx";
import { StaticButton } from "#app/ui/static.tsx";

/** The code step of a login's security check (decision 117). */
export const VERIFY_LOGIN_TITLE = "Confirm it's you";

type StepProps = { lastResult: SubmissionResult<string[]> | undefined };

export function SignupStep({ lastResult, email }: StepProps & { email: string | null }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "signup",
    lastResult,
    defaultValue: { type_of_user: "individual", email: email ?? undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signupSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const accountType = fields.type_of_user;
  const terms = fields.accept_terms;
  return (
    <>
      <AuthHeading title="Create your account" subtitle="Join JobLink to find jobs, hire and grow your network." />
      <Form method="post" {...getFormProps(form)} noValidate>
        <div className="jl-stack jl-gap-4">
          <FormError id={form.errorId} errors={form.errors} />
          <Field.Root invalid={Boolean(accountType.errors?.length)} ids={{ errorText: accountType.errorId }}>
            <RadioGroup.Root
              name={accountType.name}
              defaultValue={accountType.initialValue ?? "individual"}
              colorPalette="brand"
              aria-describedby={accountType.errors?.length ? accountType.errorId : undefined}
              aria-labelledby="account-type-label"
            >
              <p id="account-type-label" className="jl-medium jl-text-sm jl-signup__legend">
                I am joining as
              </p>
              <div className="jl-hstack jl-gap-6 jl-wrap">
                <RadioGroup.Item value="individual">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>An individual</RadioGroup.ItemText>
                </RadioGroup.Item>
                <RadioGroup.Item value="corporate">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>A company</RadioGroup.ItemText>
                </RadioGroup.Item>
              </div>
            </RadioGroup.Root>
            <Field.ErrorText>{accountType.errors?.[0]}</Field.ErrorText>
          </Field.Root>
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" required />
          <TextField
            meta={fields.password}
            label="Password"
            type="password"
            autoComplete="new-password"
            helperText="8 to 20 characters with upper and lower case letters, a number and a special character."
            required
          />
          <TextField
            meta={fields.confirm_password}
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
          />
          {/* A native checkbox: its error is tied to it (aria-invalid, aria-describedby) with or without JavaScript. */}
          <div className="jl-field" data-invalid={terms.errors?.length ? "" : undefined}>
            <label className="jl-check jl-check--md">
              <input
                type="checkbox"
                id={terms.id}
                name={terms.name}
                value="on"
                defaultChecked={terms.initialValue === "on"}
                aria-required="true"
                aria-invalid={terms.errors?.length ? true : undefined}
                aria-describedby={terms.errors?.length ? terms.errorId : undefined}
              />
              <span>
                I agree to the{" "}
                <Link to="/terms-and-conditions" className="jl-link jl-fg-brand">
                  Terms and Conditions
                </Link>{" "}
                and the{" "}
                <Link to="/privacy-policy" className="jl-link jl-fg-brand">
                  Privacy Policy
                </Link>
                .
              </span>
            </label>
            {terms.errors?.length ? (
              <div id={terms.errorId} className="jl-field__error">
                {terms.errors[0]}
              </div>
            ) : null}
          </div>
          <StaticButton
            type="submit"
            palette="brand"
            loading={navigation.state === "submitting"}
            loadingText="Creating account"
          >
            Sign up
          </StaticButton>
        </div>
      </Form>
      <p className="jl-auth__alt">
        Already on JobLink?{" "}
        <Link to="/login" className="jl-link jl-fg-brand jl-semibold">
          Log in
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

export function VerifyStep({ email, purpose, lastResult }: StepProps & { email: string; purpose: "signup" | "login" }) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "verify-otp",
    lastResult,
    defaultValue: { email },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: verifyOtpSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <>
      <AuthHeading
        title={purpose === "login" ? VERIFY_LOGIN_TITLE : "Verify your email"}
        subtitle={
          purpose === "login" ? (
            <>
              For your security, enter the 6-digit code we sent to <strong className="jl-auth__email">{email}</strong>{" "}
              to log in. It expires in 10 minutes.
            </>
          ) : (
            <>
              Enter the 6-digit code we sent to <strong className="jl-auth__email">{email}</strong>. It expires in 10
              minutes.
            </>
          )
        }
      />
      <Form method="post" {...getFormProps(form)} noValidate>
        <HiddenInput {...getInputProps(fields.email, { type: "hidden" })} />
        <div className="jl-stack jl-gap-4">
          <FormError id={form.errorId} errors={form.errors} />
          <TextField
            meta={fields.otp}
            label="Verification code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
          />
          <StaticButton
            type="submit"
            name="intent"
            value="verify"
            palette="brand"
            loading={submitting === "verify"}
            loadingText="Verifying"
          >
            Verify
          </StaticButton>
          <StaticButton
            type="submit"
            name="intent"
            value="resend"
            variant="ghost"
            palette="brand"
            formNoValidate
            loading={submitting === "resend"}
          >
            Send a new code
          </StaticButton>
        </div>
      </Form>
      <p className="jl-auth__alt">
        {purpose === "login" ? "Not you?" : "Wrong email?"}{" "}
        <Link to={purpose === "login" ? "/login" : "/signup"} className="jl-link jl-fg-brand jl-semibold">
          {purpose === "login" ? "Back to log in" : "Start again"}
        </Link>
      </p>
    </>
  );
}
