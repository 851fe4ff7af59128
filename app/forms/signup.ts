import { z } from "zod";
import { emailField, messages, passwordField, typeOfUserField } from "./fields";

/**
 * Sign-up form (`/signup`): POST /api/user/sign-in/ `{ email, password, type_of_user }`.
 * `confirm_password` and `accept_terms` stay in the web layer.
 *
 * Errors: each field's own rule; `confirm_password` → "Passwords do not match." (checked as
 * soon as both passwords are present, even while another field is still wrong);
 * `accept_terms` (a checkbox, value "on") → "Please accept the terms to continue.".
 */
export const signupSchema = z
  .object({
    type_of_user: typeOfUserField,
    email: emailField,
    password: passwordField,
    confirm_password: z.string({ error: messages.required }).min(1, {
      error: messages.required,
      abort: true,
    }),
    accept_terms: z.literal(true, { error: messages.acceptTerms }),
  })
  .refine((value) => value.password === value.confirm_password, {
    error: messages.passwordMismatch,
    path: ["confirm_password"],
    when: ({ value }) => bothPasswordsPresent(value),
  });

export type SignupForm = z.infer<typeof signupSchema>;

/** True when the (possibly invalid) form value carries both passwords as non-empty strings. */
export function bothPasswordsPresent(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const { password, confirm_password } = value as Record<string, unknown>;
  return (
    typeof password === "string" &&
    password !== "" &&
    typeof confirm_password === "string" &&
    confirm_password !== ""
  );
}
