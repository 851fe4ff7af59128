/**
 * The account settings page's loader and action (`/settings/account`, issue 13, decision 136):
 * password, email address, mail preferences and deleting the account, one form per `intent`.
 */
import { type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { data, redirect, replace } from "react-router";
import { replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import { apiContext, sessionContext } from "#app/context.ts";
import {
  ACCOUNT_SETTINGS_PATH,
  accountSettingsSchema,
  type AccountSettingsIntent,
} from "#app/forms/accounts/account-settings.form.ts";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";
import type { RouterContextProvider } from "react-router";
export type AccountSettingsData = Awaited<ReturnType<typeof loadAccountSettings>>;

const SECRET_FIELDS = ["current_password", "password", "confirm_password", "otp"];

export async function loadAccountSettings({ context }: { context: Readonly<RouterContextProvider> }) {
  return { account: await context.get(apiContext).accounts.account() };
}

export type Reply = {
  intent: AccountSettingsIntent | null;
  result: SubmissionResult<string[]>;
  pending?: { email: string; verification_id: string };
};

export async function accountSettingsAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const submission = parseWithZod(formData, { schema: accountSettingsSchema });
  const raw = String(formData.get("intent") ?? "");
  const intent = (
    ["password", "email", "email-code", "preferences", "delete"].includes(raw) ? raw : null
  ) as AccountSettingsIntent | null;
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
    const reply: Reply = {
      intent,
      result: submission.reply({ hideFields: SECRET_FIELDS }),
      pending: intent === "email-code" ? pendingFromForm() : undefined,
    };
    return data(reply, { status: 400 });
  }
  const api = context.get(apiContext).accounts;
  const input = submission.value;
  const failed = (error: unknown, fields: string[], pending?: Reply["pending"]) => {
    if (!isUpstreamError(error)) throw error;
    const response = replyWithUpstreamError(submission, error, session, { hideFields: SECRET_FIELDS, fields });
    return data({ intent: input.intent, result: response.data, pending } satisfies Reply, {
      status: response.init?.status ?? 400,
    });
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
        return data({
          intent: "email",
          result: submission.reply({ resetForm: true }),
          pending: started.data,
        } satisfies Reply);
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
        const saved = await context.get(apiContext).accounts.setMailPreferences({
          job_alerts: input.job_alerts,
          invites: input.invites,
          notifications: input.notifications,
        });
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
