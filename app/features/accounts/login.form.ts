import { z } from "zod";
import { currentPasswordField, emailField } from "#app/forms/fields.ts";

/**
 * Login form (`/login`): POST /api/user/login/ `{ email, password }`.
 * The password is only required here; the strength rule applies where a password is chosen.
 */
export const loginSchema = z.object({
  email: emailField,
  password: currentPasswordField,
});

export type LoginForm = z.infer<typeof loginSchema>;
