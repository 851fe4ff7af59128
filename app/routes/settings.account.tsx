import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, replace, useNavigation } from "react-router";
import type { Route } from "./+types/settings.account";
import { replyWithUpstreamError } from "~/actions.server";
import { apiContext, sessionContext } from "~/context";
import {
  accountSettingsSchema,
  deleteFormSchema,
  emailCodeFormSchema,
  emailFormSchema,
  passwordFormSchema,
  type AccountSettingsIntent,
} from "~/forms/account-settings";
import { guard } from "~/guards.server";
import { isUpstreamError, snackbarMessagesFor } from "~/upstream/errors";
import { FormError, TextField } from "~/ui/fields";
import { buttonClass, StaticButton } from "~/ui/static";
import { pageTitle } from "~/ui/title";

/**
 * Account settings (issue 13, decision 136), for both kinds of account: password, email address
 * (a code mailed to the new one), mail preferences, the data download and deleting the account.
 * Plain POST forms, each with its `intent`, so every one works without JavaScript.
 */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Account settings") }];

export const ACCOUNT_SETTINGS_PATH = "/settings/account";
const SECRET_FIELDS = ["current_password", "password", "confirm_password", "otp"];

export async function loader({ context }: Route.LoaderArgs) {
  return { account: await context.get(apiContext).user.account() };
}

type Reply = { intent: AccountSettingsIntent | null; result: SubmissionResult<string[]>; pending?: { email: string; verification_id: string } };

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const submission = parseWithZod(formData, { schema: accountSettingsSchema });
  const raw = String(formData.get("intent") ?? "");
  const intent = (["password", "email", "email-code", "preferences", "delete"].includes(raw) ? raw : null) as AccountSettingsIntent | null;
  const pendingFromForm = () => {
    const email = String(formData.get("email") ?? "");
    const id = String(formData.get("verification_id") ?? "");
    return email && id ? { email, verification_id: id } : undefined;
  };
  if (submission.status !== "success") {
    if (!intent) {
      session.flash("error", "That did not work. Please try again.");
      return replace(ACCOUNT_SETTINGS_PATH);
    }
    const reply: Reply = { intent, result: submission.reply({ hideFields: SECRET_FIELDS }), pending: intent === "email-code" ? pendingFromForm() : undefined };
    return data(reply, { status: 400 });
  }
  const api = context.get(apiContext).user;
  const input = submission.value;
  const failed = (error: unknown, fields: string[], pending?: Reply["pending"]) => {
    if (!isUpstreamError(error)) throw error;
    const response = replyWithUpstreamError(submission, error, session, { hideFields: SECRET_FIELDS, fields });
    return data({ intent: input.intent, result: response.data, pending } satisfies Reply, { status: response.init?.status ?? 400 });
  };
  switch (input.intent) {
    case "password":
      try {
        const done = await api.changePassword({ current_password: input.current_password, password: input.password });
        session.flash("success", done.message);
        return replace(ACCOUNT_SETTINGS_PATH);
      } catch (error) {
        return failed(error, ["current_password", "password"]);
      }
    case "email":
      try {
        const started = await api.changeEmail({ email: input.email, current_password: input.current_password });
        return data({ intent: "email", result: submission.reply({ resetForm: true }), pending: started.data } satisfies Reply);
      } catch (error) {
        return failed(error, ["email", "current_password"]);
      }
    case "email-code": {
      const pending = { email: input.email, verification_id: input.verification_id };
      try {
        const done = await api.confirmEmailChange({ verification_id: input.verification_id, otp: input.otp });
        session.flash("success", `${done.message} You now log in with ${done.data.email}.`);
        return replace(ACCOUNT_SETTINGS_PATH);
      } catch (error) {
        return failed(error, ["otp", "email"], pending);
      }
    }
    case "preferences":
      try {
        const saved = await context.get(apiContext).user.setMailPreferences({ job_alerts: input.job_alerts, invites: input.invites, notifications: input.notifications });
        session.flash("success", saved.message);
      } catch (error) {
        if (!isUpstreamError(error)) throw error;
        for (const text of snackbarMessagesFor(error)) session.flash("error", text);
      }
      return replace(ACCOUNT_SETTINGS_PATH);
    case "delete":
      try {
        await api.deleteAccount({ password: input.password, confirm: input.confirm });
      } catch (error) {
        return failed(error, ["password", "confirm"]);
      }
      session.setAuth(null);
      session.flash("success", "Your account and its data are deleted.");
      return redirect("/login");
  }
}

function lastResultFor(actionData: Reply | undefined, intent: AccountSettingsIntent) {
  return actionData?.intent === intent ? actionData.result : undefined;
}

function Section({ id, title, description, children }: { id: string; title: string; description?: React.ReactNode; children: React.ReactNode }) {
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

export default function AccountSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
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
      </div>

      <Section id="password-title" title={account.has_password ? "Change password" : "Set a password"} description="Every other device you are logged in on is logged out; this one stays.">
        <Form method="post" {...getFormProps(passwordForm)} noValidate aria-labelledby="password-title">
          <div className="jl-stack jl-gap-4">
            <input type="hidden" name="intent" value="password" />
            <FormError id={passwordForm.errorId} errors={passwordForm.errors} />
            {account.has_password ? (
              <TextField meta={passwordFields.current_password} label="Current password" type="password" autoComplete="current-password" required />
            ) : null}
            <TextField
              meta={passwordFields.password}
              label="New password"
              type="password"
              autoComplete="new-password"
              helperText="8 to 20 characters with upper and lower case letters, a number and a special character."
              required
            />
            <TextField meta={passwordFields.confirm_password} label="Confirm new password" type="password" autoComplete="new-password" required />
            <div>
              <StaticButton type="submit" palette="brand" loading={busy("password")} loadingText="Saving">
                Change password
              </StaticButton>
            </div>
          </div>
        </Form>
      </Section>

      <Section id="email-title" title="Email address" description="We mail a code to the new address; the change happens when you enter it here.">
        {pending ? (
          <Form method="post" {...getFormProps(codeForm)} noValidate aria-labelledby="email-title">
            <div className="jl-stack jl-gap-4">
              <p role="status">
                We sent a 6-digit code to <strong>{pending.email}</strong>. Enter it to use this address for your account.
              </p>
              <input type="hidden" name="intent" value="email-code" />
              <input type="hidden" name="email" value={pending.email} />
              <input type="hidden" name="verification_id" value={pending.verification_id} />
              <FormError id={codeForm.errorId} errors={codeForm.errors} />
              <TextField meta={codeFields.otp} label="Code from the email" inputMode="numeric" autoComplete="one-time-code" required />
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
              <TextField meta={emailFields.email} label="New email address" type="email" autoComplete="email" required />
              {account.has_password ? (
                <TextField meta={emailFields.current_password} label="Current password" type="password" autoComplete="current-password" required />
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

      <Section id="mail-title" title="Mail preferences" description="Mails about your account (codes, password and address changes) always come.">
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
              <input type="checkbox" name="invites" defaultChecked={prefs.invites} /> Invitations from members (connection requests)
            </label>
            <label className="jl-hstack">
              <input type="checkbox" name="notifications" defaultChecked={prefs.notifications} /> Other notifications
            </label>
            {account.type_of_user !== "individual" && prefs.job_alerts ? <input type="hidden" name="job_alerts" value="on" /> : null}
          </fieldset>
          <div style={{ marginTop: "0.75rem" }}>
            <StaticButton type="submit" variant="outline" loading={busy("preferences")} loadingText="Saving">
              Save preferences
            </StaticButton>
          </div>
        </Form>
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
              <TextField meta={deleteFields.password} label="Your password, to confirm" type="password" autoComplete="current-password" required />
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
