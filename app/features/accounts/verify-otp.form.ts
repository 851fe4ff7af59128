import { z } from "zod";
import { emailField, messages, otpField } from "#app/forms/fields.ts";

/**
 * OTP step of sign-up (and of a login that needs verification). One form, two buttons
 * named `intent`:
 * - `intent=verify` (also the default when no button value is sent, e.g. Enter pressed in
 *   a browser that submits without the button) → POST /api/user/verify-otp/ `{ email, otp }`;
 * - `intent=resend` → POST /api/user/verify-otp/ `{ email, action: "resend" }`; the code
 *   field is ignored.
 * An unknown intent → "Unknown action." on `intent`.
 */
export const verifyOtpSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("verify").default("verify"),
      email: emailField,
      otp: otpField,
    }),
    z.object({
      intent: z.literal("resend"),
      email: emailField,
    }),
  ],
  { error: messages.unknownAction },
);
