/**
 * Two-step verification's forms (issue 38, decision 178): turning the authenticator app on
 * (the password, then a code from the app), off (the password), and the login's second step (a
 * code from the app or a recovery code). The API's bodies are these rules.
 */
import { z } from "zod";
import { currentPasswordField, requiredString } from "#app/forms/fields.ts";

export const TWO_FACTOR_MESSAGES = {
  appCode: "Enter the 6-digit code from your authenticator app.",
  loginCode: "Enter the 6-digit code from your app, or one of your recovery codes.",
  challenge: "This sign-in has expired. Log in again.",
} as const;

/** A code from the app: six digits (spaces a phone shows between groups are dropped). */
export const appCodeField = requiredString()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { error: TWO_FACTOR_MESSAGES.appCode }));

/** The second step's code: six digits, or a recovery code ("k7m2p-x9q4r"; case, spaces and dashes do not matter). */
export const loginCodeField = requiredString()
  .max(40, { error: TWO_FACTOR_MESSAGES.loginCode, abort: true })
  .transform((value) => value.replace(/[\s-]+/g, "").toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, { error: TWO_FACTOR_MESSAGES.loginCode }));

export const passwordCheckBody = z.object({ current_password: currentPasswordField });
export const confirmTotpBody = z.object({ code: appCodeField });
/** The pending login's challenge id (the login's 403 gave it); the TOTP and passkey steps both name it. */
export const challengeIdField = z
  .string({ error: TWO_FACTOR_MESSAGES.challenge })
  .trim()
  .min(1, { error: TWO_FACTOR_MESSAGES.challenge, abort: true })
  .max(100, { error: TWO_FACTOR_MESSAGES.challenge, abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, { error: TWO_FACTOR_MESSAGES.challenge });

export const loginTwoFactorBody = z.object({ challenge_id: challengeIdField, code: loginCodeField });

/** The security page's forms, one per `intent`. */
export const twoFactorSettingsSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("totp-start"), current_password: currentPasswordField }),
  z.object({ intent: z.literal("totp-confirm"), code: appCodeField }),
  z.object({ intent: z.literal("totp-disable"), current_password: currentPasswordField }),
  z.object({ intent: z.literal("recovery-codes"), current_password: currentPasswordField }),
]);
