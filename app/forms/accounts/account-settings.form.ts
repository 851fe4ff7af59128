/**
 * The account settings (`/settings/account`, issue 13, decision 136): one page of forms, each
 * with its `intent`, parsed by one discriminated union; the API's bodies take the same fields
 * (app/backend/accounts/router.ts).
 */
import { z } from "zod";
import {
  allowedCharacters,
  confirmPasswordField,
  emailField,
  messages,
  otpField,
  passwordField,
  requireMatchingPasswords,
} from "#app/forms/fields.ts";

/** The account settings page (`/settings/account`). */
export const ACCOUNT_SETTINGS_PATH = "/settings/account";

/** The forms' sentences the API says too (app/backend/accounts/account.ts). */
export const accountSettingsMessages = {
  currentPasswordWrong: "The current password is incorrect.",
  confirmDelete: "Type DELETE to confirm.",
} as const;

/** Longest current password accepted for checking (new ones follow the sign-up rule, 8 to 20). */
const CURRENT_PASSWORD_MAX = 256;

/** The current password: optional here (an account from Google sign-in has none); the API says when it is needed. */
export const currentPasswordInput = z
  .string()
  .max(CURRENT_PASSWORD_MAX, { error: accountSettingsMessages.currentPasswordWrong, abort: true })
  .refine(...allowedCharacters)
  .optional()
  .transform((value) => (value === "" ? undefined : value));

export const verificationIdInput = z
  .string({ error: "The change is not valid any more. Start again." })
  .trim()
  .min(1, { error: "The change is not valid any more. Start again.", abort: true })
  .max(100, { error: "The change is not valid any more. Start again.", abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "The change is not valid any more. Start again." });

/** A checkbox of the preferences form: "on" when ticked, absent otherwise. */
const checkbox = z
  .literal("on", { error: "Tick or clear the box." })
  .optional()
  .transform((value) => value === "on");

// API bodies ------------------------------------------------------------------

export const changePasswordBody = z.object({ current_password: currentPasswordInput, password: passwordField });
export const changeEmailBody = z.object({ email: emailField, current_password: currentPasswordInput });
export const confirmEmailBody = z.object({ verification_id: verificationIdInput, otp: otpField });
const preference = z.boolean({ error: "Use true or false." }).optional();
export const mailPreferencesBody = z.object({ job_alerts: preference, invites: preference, notifications: preference });
export const deleteAccountBody = z.object({
  password: currentPasswordInput,
  confirm: z.string().trim().max(20, { error: accountSettingsMessages.confirmDelete }).optional(),
});

// The page's forms ----------------------------------------------------------------

export const passwordFormSchema = requireMatchingPasswords(
  z.object({
    intent: z.literal("password"),
    current_password: currentPasswordInput,
    password: passwordField,
    confirm_password: confirmPasswordField,
  }),
);
export const emailFormSchema = z.object({
  intent: z.literal("email"),
  email: emailField,
  current_password: currentPasswordInput,
});
export const emailCodeFormSchema = z.object({
  intent: z.literal("email-code"),
  email: emailField,
  verification_id: verificationIdInput,
  otp: otpField,
});
export const preferencesFormSchema = z.object({
  intent: z.literal("preferences"),
  job_alerts: checkbox,
  invites: checkbox,
  notifications: checkbox,
});
export const deleteFormSchema = z.object({
  intent: z.literal("delete"),
  password: currentPasswordInput,
  confirm: z.string().trim().max(20, { error: accountSettingsMessages.confirmDelete }).optional(),
});

export const accountSettingsSchema = z.discriminatedUnion(
  "intent",
  [passwordFormSchema, emailFormSchema, emailCodeFormSchema, preferencesFormSchema, deleteFormSchema],
  { error: messages.unknownAction },
);

export type AccountSettingsForm = z.infer<typeof accountSettingsSchema>;
export type AccountSettingsIntent = AccountSettingsForm["intent"];

export { messages };
