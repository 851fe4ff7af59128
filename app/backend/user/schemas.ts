/** Request bodies of the account endpoints. Field rules and messages come from app/forms/fields.ts. */
import { z } from "zod";
import {
  currentPasswordField,
  emailField,
  isAllowedUrl,
  messages,
  otpField,
  passwordField,
  requiredString,
  typeOfUserField,
} from "../../forms/fields.ts";

export const signInSchema = z.object({
  email: emailField,
  password: passwordField,
  type_of_user: typeOfUserField,
});

/** The id of a verification (sign-up or login check) that the sign-in or login answer gave. */
const verificationIdField = z
  .string({ error: "The verification is not valid. Start again." })
  .trim()
  .min(1, { error: "The verification is not valid. Start again.", abort: true })
  .max(100, { error: "The verification is not valid. Start again.", abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "The verification is not valid. Start again." })
  .optional();

export const verifyOtpSchema = z.object({
  email: emailField,
  otp: otpField,
  verification_id: verificationIdField,
});

export const resendOtpSchema = z.object({
  email: emailField,
  action: z.literal("resend", { error: "Unknown action." }),
  verification_id: verificationIdField,
});

export const passwordLoginSchema = z.object({
  email: emailField,
  password: currentPasswordField,
});

export const googleLoginSchema = z.object({
  provider: z.literal("google", { error: "Unsupported sign-in provider." }),
  code: requiredString().max(4096, { error: "The Google code is not valid." }),
  code_verifier: requiredString().max(256, { error: "The code verifier is not valid." }),
  redirect_uri: requiredString().refine(isAllowedUrl, { error: messages.url }),
  type_of_user: typeOfUserField.optional(),
});

export const forgotPasswordSchema = z.object({
  email: emailField,
});

const resetIdField = requiredString().max(256, { error: "This reset link is invalid or has expired." });

export const resetPasswordQuerySchema = z.object({
  id: resetIdField,
});

export const resetPasswordSchema = z.object({
  id: resetIdField,
  password: passwordField,
});

export const refreshTokenSchema = z.object({
  refresh_token: requiredString().max(512, { error: "Your session has expired. Please log in again." }),
});

export const logoutSchema = refreshTokenSchema;
