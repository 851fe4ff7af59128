import { z } from "zod";
import { messages, passwordField } from "./fields";
import { bothPasswordsPresent } from "./signup";

/**
 * Reset-password form (`/forgot-password/{id}`): POST /api/user/reset-password/
 * `{ id, password }`; the id comes from the route parameter, not from the form.
 * `confirm_password` must match → "Passwords do not match.".
 */
export const resetPasswordSchema = z
  .object({
    password: passwordField,
    confirm_password: z.string({ error: messages.required }).min(1, {
      error: messages.required,
      abort: true,
    }),
  })
  .refine((value) => value.password === value.confirm_password, {
    error: messages.passwordMismatch,
    path: ["confirm_password"],
    when: ({ value }) => bothPasswordsPresent(value),
  });

export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;
