/**
 * The sign-in and security page's loader and action (`/settings/security`, issue 38, decision
 * 178): the member's sessions, signing out one or all the others. Plain POST forms with an
 * `intent`, so each works without JavaScript; outcomes are snackbars.
 */
import { type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "#app/forms/parse.ts";
import { data, replace, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import { isUpstreamError, replyOptionsFor, snackbarMessagesFor } from "#app/upstream/errors.ts";
import type { passkeyCreationOptions } from "#app/contract/accounts.ts";
import type { z } from "zod";
import { passkeySettingsSchema } from "#app/forms/accounts/passkeys.form.ts";
import { twoFactorSettingsSchema } from "#app/forms/accounts/two-factor.form.ts";

export const SECURITY_SETTINGS_PATH = "/settings/security";

export type SecuritySettingsData = Awaited<ReturnType<typeof loadSecuritySettings>>;

export async function loadSecuritySettings({ context }: { context: Readonly<RouterContextProvider> }) {
  const api = context.get(apiContext).accounts;
  const [sessions, twoFactor, passkeys] = await Promise.all([api.sessions(), api.twoFactor(), api.passkeys()]);
  return { sessions, twoFactor, passkeys };
}

/** A two-step form's answer: its errors, or (once, after confirming) the recovery codes. */
export type SecurityReply = {
  intent: string;
  result?: SubmissionResult<string[]>;
  recoveryCodes?: string[];
  /** After the password of "Add a passkey": what the browser needs to make it. */
  passkeyOptions?: z.output<typeof passkeyCreationOptions>;
};

const TWO_FACTOR_INTENTS = ["totp-start", "totp-confirm", "totp-disable", "recovery-codes"];

async function twoFactorAction(formData: FormData, context: Readonly<RouterContextProvider>) {
  const session = context.get(sessionContext);
  const api = context.get(apiContext).accounts;
  const intent = String(formData.get("intent"));
  const submission = parseWithZod(formData, { schema: twoFactorSettingsSchema });
  const hide = { hideFields: ["current_password", "code"] };
  if (submission.status !== "success")
    return data({ intent, result: submission.reply(hide) } satisfies SecurityReply, { status: 400 });
  const input = submission.value;
  try {
    switch (input.intent) {
      case "totp-start":
        session.flash("success", (await api.startTotp({ current_password: input.current_password })).message);
        return replace(SECURITY_SETTINGS_PATH);
      case "totp-confirm": {
        // The codes are shown in this answer only: a reload shows them no more.
        const done = await api.confirmTotp({ code: input.code });
        session.flash("success", done.message);
        return data({ intent, recoveryCodes: done.data.recovery_codes } satisfies SecurityReply);
      }
      case "recovery-codes": {
        // A new set, shown in this answer only, as after turning the app on.
        const done = await api.newRecoveryCodes({ current_password: input.current_password });
        session.flash("success", done.message);
        return data({ intent, recoveryCodes: done.data.recovery_codes } satisfies SecurityReply);
      }
      case "totp-disable":
        session.flash("success", (await api.disableTotp({ current_password: input.current_password })).message);
        return replace(SECURITY_SETTINGS_PATH);
    }
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const response = replyWithUpstreamError(submission, error, session, {
      ...hide,
      fields: ["current_password", "code"],
    });
    return data({ intent, result: response.data } satisfies SecurityReply, { status: response.init?.status ?? 400 });
  }
}

const PASSKEY_INTENTS = ["passkey-options", "passkey-add", "passkey-rename", "passkey-remove"];

/**
 * Passkeys (decision 183). Adding one is two posts of the page's JavaScript (the password, which
 * answers the browser's options; then the browser's new passkey with its name); renaming one is
 * a plain form with the name (decision 190), removing one a plain form with the password.
 */
async function passkeyAction(formData: FormData, context: Readonly<RouterContextProvider>) {
  const session = context.get(sessionContext);
  const api = context.get(apiContext).accounts;
  const intent = String(formData.get("intent"));
  const submission = parseWithZod(formData, { schema: passkeySettingsSchema });
  const hide = { hideFields: ["current_password", "response"] };
  if (submission.status !== "success")
    return data({ intent, result: submission.reply(hide) } satisfies SecurityReply, { status: 400 });
  const input = submission.value;
  try {
    switch (input.intent) {
      case "passkey-options":
        // The reply clears the form's earlier errors (a wrong password before the right one).
        return data({
          intent,
          result: submission.reply(hide),
          passkeyOptions: await api.passkeyOptions({ current_password: input.current_password }),
        } satisfies SecurityReply);
      case "passkey-add":
        session.flash("success", (await api.registerPasskey({ name: input.name, response: input.response })).message);
        return replace(SECURITY_SETTINGS_PATH);
      case "passkey-rename":
        session.flash("success", (await api.renamePasskey({ passkey_id: input.passkey_id, name: input.name })).message);
        return replace(SECURITY_SETTINGS_PATH);
      case "passkey-remove":
        session.flash(
          "success",
          (await api.removePasskey({ passkey_id: input.passkey_id, current_password: input.current_password })).message,
        );
        return replace(SECURITY_SETTINGS_PATH);
    }
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    // Beside the password or the name when the API names them; above the form otherwise (an
    // expired challenge, a passkey that did not verify), where the member is looking.
    const reply = submission.reply(replyOptionsFor(error, { ...hide, fields: ["current_password", "name"] }));
    return data({ intent, result: reply } satisfies SecurityReply, { status: error.status });
  }
}

export async function securitySettingsAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const formData = await request.formData();
  if (TWO_FACTOR_INTENTS.includes(String(formData.get("intent")))) return twoFactorAction(formData, context);
  if (PASSKEY_INTENTS.includes(String(formData.get("intent")))) return passkeyAction(formData, context);
  const session = context.get(sessionContext);
  const api = context.get(apiContext).accounts;
  try {
    switch (formData.get("intent")) {
      case "sign-out": {
        const done = await api.endSession({ session_id: String(formData.get("session_id") ?? "") });
        session.flash("success", done.message);
        break;
      }
      case "sign-out-others": {
        const done = await api.endOtherSessions();
        session.flash("success", done.message);
        break;
      }
      case "totp-cancel":
        session.flash("success", (await api.cancelTotp()).message);
        break;
      default:
        session.flash("error", "That did not work. Please try again.");
    }
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
  }
  return replace(SECURITY_SETTINGS_PATH);
}
