/**
 * The account settings screen: one section per setting, each a plain POST form with its `intent`,
 * so every one works without JavaScript.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { Form, useNavigation } from "react-router";
import {
  ACCOUNT_SETTINGS_PATH,
  deleteFormSchema,
  emailCodeFormSchema,
  emailFormSchema,
  passwordFormSchema,
  type AccountSettingsIntent,
} from "#app/forms/accounts/account-settings.form.ts";
import { FormError, TextField } from "#app/ui/fields.tsx";
import { buttonClass, StaticButton } from "#app/ui/static.tsx";
import { Link } from "#app/ui/link.tsx";
import { BLOCKED_PATH } from "#app/features/blocks/blocks.form.ts";
import type { AccountSettingsData, Reply } from "./account-settings.server.ts";

function lastResultFor(actionData: Reply | undefined, intent: AccountSettingsIntent) {
  return actionData?.intent === intent ? actionData.result : undefined;
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="jl-card jl-stack jl-gap-3" aria-labelledby={id} style={{ padding: "1rem" }}>
      <h2 className="jl-heading jl-heading--md" id={id}>
        {title}
      </h2>
      {description ? <p className="jl-muted">{description}</p> : null}
      {children}
    </section>
  );
}

export function AccountSettings({ loaderData, actionData }: { loaderData: AccountSettingsData; actionData: unknown }) {
  const { account } = loaderData;
  const reply = actionData as Reply | undefined;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const pending = reply?.pending;

  const [passwordForm, passwordFields] = useForm({
    id: "password-form",
    lastResult: lastResultFor(reply, "password"),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [emailForm, emailFields] = useForm({
    id: "email-form",
    lastResult: pending ? undefined : lastResultFor(reply, "email"),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [codeForm, codeFields] = useForm({
    id: "email-code-form",
    lastResult: lastResultFor(reply, "email-code"),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailCodeFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const [deleteForm, deleteFields] = useForm({
    id: "delete-form",
    lastResult: lastResultFor(reply, "delete"),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const prefs = account.mail_preferences;

  return (
    <div className="jl-stack jl-gap-5">
      <div className="jl-stack jl-gap-2">
        <h1 className="jl-heading jl-heading--xl">Account settings</h1>
        <p className="jl-muted">
          Signed in as <strong>{account.email}</strong>
          {account.type_of_user === "corporate" ? " (company account)" : ""}.
        </p>
        <p>
          <a href="/settings/security" className="jl-link">
            Sign-in and security
          </a>
          : where you are signed in.
        </p>
      </div>

      <Section
        id="password-title"
        title={account.has_password ? "Change password" : "Set a password"}
        description="Every other device you are logged in on is logged out; this one stays."
      >
        <Form method="post" {...getFormProps(passwordForm)} noValidate aria-labelledby="password-title">
          <div className="jl-stack jl-gap-4">
            <input type="hidden" name="intent" value="password" />
            <FormError id={passwordForm.errorId} errors={passwordForm.errors} />
            {account.has_password ? (
              <TextField
                meta={passwordFields.current_password}
                label="Current password"
                type="password"
                autoComplete="current-password"
                required
              />
            ) : null}
            <TextField
              meta={passwordFields.password}
              label="New password"
              type="password"
              autoComplete="new-password"
              helperText="8 to 20 characters with upper and lower case letters, a number and a special character."
              required
            />
            <TextField
              meta={passwordFields.confirm_password}
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              required
            />
            <div>
              <StaticButton type="submit" palette="brand" loading={busy("password")} loadingText="Saving">
                Change password
              </StaticButton>
            </div>
          </div>
        </Form>
      </Section>

      <Section
        id="email-title"
        title="Email address"
        description="We mail a code to the new address; the change happens when you enter it here."
      >
        {pending ? (
          <Form method="post" {...getFormProps(codeForm)} noValidate aria-labelledby="email-title">
            <div className="jl-stack jl-gap-4">
              <p role="status">
                We sent a 6-digit code to <strong>{pending.email}</strong>. Enter it to use this address for your
                account.
              </p>
              <input type="hidden" name="intent" value="email-code" />
              <input type="hidden" name="email" value={pending.email} />
              <input type="hidden" name="verification_id" value={pending.verification_id} />
              <FormError id={codeForm.errorId} errors={codeForm.errors} />
              <TextField
                meta={codeFields.otp}
                label="Code from the email"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
              />
              <div className="jl-hstack jl-wrap">
                <StaticButton type="submit" palette="brand" loading={busy("email-code")} loadingText="Checking">
                  Confirm new email
                </StaticButton>
                <a href={ACCOUNT_SETTINGS_PATH} className="jl-link">
                  Cancel
                </a>
              </div>
            </div>
          </Form>
        ) : (
          <Form method="post" {...getFormProps(emailForm)} noValidate aria-labelledby="email-title">
            <div className="jl-stack jl-gap-4">
              <input type="hidden" name="intent" value="email" />
              <FormError id={emailForm.errorId} errors={emailForm.errors} />
              <TextField
                meta={emailFields.email}
                label="New email address"
                type="email"
                autoComplete="email"
                required
              />
              {account.has_password ? (
                <TextField
                  meta={emailFields.current_password}
                  label="Current password"
                  type="password"
                  autoComplete="current-password"
                  required
                />
              ) : null}
              <div>
                <StaticButton type="submit" palette="brand" loading={busy("email")} loadingText="Sending">
                  Send code
                </StaticButton>
              </div>
            </div>
          </Form>
        )}
      </Section>

      <Section
        id="mail-title"
        title="Mail preferences"
        description="Mails about your account (codes, password and address changes) always come."
      >
        <Form method="post" aria-labelledby="mail-title">
          <input type="hidden" name="intent" value="preferences" />
          <fieldset className="jl-stack jl-gap-2" style={{ border: 0, margin: 0, padding: 0 }}>
            <legend className="jl-field__label">Send me mail about</legend>
            {account.type_of_user === "individual" ? (
              <label className="jl-hstack">
                <input type="checkbox" name="job_alerts" defaultChecked={prefs.job_alerts} /> New jobs for my job alerts
              </label>
            ) : null}
            <label className="jl-hstack">
              <input type="checkbox" name="invites" defaultChecked={prefs.invites} /> Invitations from members
              (connection requests)
            </label>
            <label className="jl-hstack">
              <input type="checkbox" name="notifications" defaultChecked={prefs.notifications} /> Other notifications
            </label>
            {account.type_of_user !== "individual" && prefs.job_alerts ? (
              <input type="hidden" name="job_alerts" value="on" />
            ) : null}
          </fieldset>
          <div style={{ marginTop: "0.75rem" }}>
            <StaticButton type="submit" variant="outline" loading={busy("preferences")} loadingText="Saving">
              Save preferences
            </StaticButton>
          </div>
        </Form>
      </Section>

      <Section
        id="blocked-title"
        title="Blocked accounts"
        description="The members and companies you blocked: you do not see each other and cannot reach each other. Unblock them from the list."
      >
        <div>
          <Link to={BLOCKED_PATH} className={buttonClass({ variant: "outline" })}>
            See blocked accounts
          </Link>
        </div>
      </Section>

      <Section
        id="export-title"
        title="Download your data"
        description={
          account.type_of_user === "corporate"
            ? "Your account, company page, job posts and notifications as one JSON file."
            : "Your account, profile, experience, education, skills, posts, applications, saved jobs, alerts, connections, messages and notifications as one JSON file."
        }
      >
        <div>
          <a href={`${ACCOUNT_SETTINGS_PATH}/export`} download className={buttonClass({ variant: "outline" })}>
            Download my data
          </a>
        </div>
      </Section>

      <Section
        id="delete-title"
        title="Delete account"
        description="This removes your account and everything in it for good: profile, files, posts and their applications, connections and messages. Your email address can then be used for a new account."
      >
        <Form method="post" {...getFormProps(deleteForm)} noValidate aria-labelledby="delete-title">
          <div className="jl-stack jl-gap-4">
            <input type="hidden" name="intent" value="delete" />
            <FormError id={deleteForm.errorId} errors={deleteForm.errors} />
            {account.has_password ? (
              <TextField
                meta={deleteFields.password}
                label="Your password, to confirm"
                type="password"
                autoComplete="current-password"
                required
              />
            ) : (
              <TextField meta={deleteFields.confirm} label="Type DELETE to confirm" autoComplete="off" required />
            )}
            <div>
              <StaticButton type="submit" palette="red" loading={busy("delete")} loadingText="Deleting">
                Delete my account
              </StaticButton>
            </div>
          </div>
        </Form>
      </Section>
    </div>
  );
}
