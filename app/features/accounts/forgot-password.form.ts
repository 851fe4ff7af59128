import { z } from "zod";
import { emailField } from "#app/forms/fields.ts";

/** Forgot-password form (`/forgot-password`): POST /api/user/forgot-password/ `{ email }`. */
export const forgotPasswordSchema = z.object({
  email: emailField,
});
