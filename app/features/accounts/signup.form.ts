import { z } from "zod";
import {
  confirmPasswordField,
  emailField,
  messages,
  passwordField,
  requireMatchingPasswords,
  typeOfUserField,
} from "#app/forms/fields.ts";

/**
 * Sign-up form (`/signup`): POST /api/user/sign-in/ `{ email, password, type_of_user }`.
 * `confirm_password` and `accept_terms` stay in the web layer.
 *
 * Errors: each field's own rule; `confirm_password` → "Passwords do not match.";
 * `accept_terms` (a checkbox, value "on") → "Please accept the terms to continue.".
 */
export const signupSchema = requireMatchingPasswords(
  z.object({
    type_of_user: typeOfUserField,
    email: emailField,
    password: passwordField,
    confirm_password: confirmPasswordField,
    accept_terms: z.literal(true, { error: messages.acceptTerms }),
  }),
);
