import { z } from "zod";
import { confirmPasswordField, passwordField, requireMatchingPasswords } from "#app/forms/fields.ts";

/** A link unknown, used or expired: the page says it, and the API's answers to the link (app/backend/accounts/password-reset.ts). */
export const RESET_LINK_INVALID = "This reset link is invalid or has expired.";

/**
 * Reset-password form (`/forgot-password/{id}`): POST /api/user/reset-password/
 * `{ id, password }`; the id comes from the route parameter, not from the form.
 * `confirm_password` must match → "Passwords do not match.".
 */
export const resetPasswordSchema = requireMatchingPasswords(
  z.object({
    password: passwordField,
    confirm_password: confirmPasswordField,
  }),
);
