import { describe, expect, test } from "vitest";
import {
  accountSettingsSchema,
  changePasswordBody,
  deleteAccountBody,
  mailPreferencesBody,
} from "./account-settings.form.ts";

const errorsOf = (input: Record<string, unknown>) => {
  const result = accountSettingsSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("account settings forms", () => {
  test("password: the sign-up rule and the matching confirmation", () => {
    expect(
      errorsOf({ intent: "password", current_password: "Old@12345", password: "weak", confirm_password: "weak" }),
    ).toEqual({
      password: "Try a mix of upper and lower case letters,numbers and special characters",
    });
    expect(
      errorsOf({
        intent: "password",
        current_password: "Old@12345",
        password: "Fresh#Pass9",
        confirm_password: "Fresh#Pass8",
      }),
    ).toEqual({
      confirm_password: "Passwords do not match.",
    });
    expect(errorsOf({ intent: "password", password: "Fresh#Pass9", confirm_password: "Fresh#Pass9" })).toEqual({});
  });

  test("email and code", () => {
    expect(errorsOf({ intent: "email", email: "nope" })).toEqual({ email: "Email Must Be Valid" });
    expect(errorsOf({ intent: "email-code", email: "a@b.co", verification_id: "abc", otp: "12a" })).toEqual({
      otp: "Enter the 6-digit code.",
    });
    expect(errorsOf({ intent: "email-code", email: "a@b.co", verification_id: "../x", otp: "123456" })).toEqual({
      verification_id: "The change is not valid any more. Start again.",
    });
  });

  test("preferences: ticked boxes are on, missing ones off", () => {
    const parsed = accountSettingsSchema.parse({ intent: "preferences", job_alerts: "on" });
    expect(parsed).toEqual({ intent: "preferences", job_alerts: true, invites: false, notifications: false });
    expect(mailPreferencesBody.safeParse({ invites: "yes" }).success).toBe(false);
    expect(mailPreferencesBody.parse({})).toEqual({});
  });

  test("an empty current password counts as none; an unknown intent is refused", () => {
    expect(
      changePasswordBody.parse({ current_password: "", password: "Fresh#Pass9" }).current_password,
    ).toBeUndefined();
    expect(deleteAccountBody.parse({ confirm: " DELETE " }).confirm).toBe("DELETE");
    expect(errorsOf({ intent: "rename" })).toEqual({ intent: "Unknown action." });
  });
});
