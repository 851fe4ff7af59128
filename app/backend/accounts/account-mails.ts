/**
 * The mails of the account settings (decision 136): the code that confirms a new address, and
 * the notices of a changed password, a changed address and a deleted account; and the notice of a
 * sign-up tried with the address of an account (decision 168). All are asked for
 * by the account's owner (no List-Unsubscribe), and all go through the outbox (decision 125).
 */
import type { MailMessage } from "#app/backend/mail.server.ts";
import { renderMail } from "#app/backend/mail/layout.ts";
import { MINUTE_MS } from "#app/backend/lib/time.ts";
import { OTP_TTL_MS } from "./constants.ts";

export const EMAIL_CHANGE_CODE_SUBJECT = "Confirm your new JobLink email address";
export const PASSWORD_CHANGED_SUBJECT = "Your JobLink password was changed";
export const EMAIL_CHANGED_SUBJECT = "Your JobLink email address was changed";
export const ACCOUNT_DELETED_SUBJECT = "Your JobLink account was deleted";
export const SIGN_UP_ATTEMPT_SUBJECT = "Someone tried to sign up with your JobLink address";

function mail(to: string, subject: string, blocks: Parameters<typeof renderMail>[1]): MailMessage {
  return { to, subject, ...renderMail(subject, blocks) };
}

/** To the new address: the code that moves the account to it. */
export function emailChangeCodeMail(to: string, code: string): MailMessage {
  return mail(to, EMAIL_CHANGE_CODE_SUBJECT, [
    { text: "Hello," },
    { text: "Enter this code in your JobLink account settings to use this email address for your account:" },
    { code },
    {
      text: `The code expires in ${OTP_TTL_MS / MINUTE_MS} minutes. If you did not ask for it, you can ignore this email; nothing changes.`,
    },
    { text: "The JobLink team" },
  ]);
}

/** To the account's address after a password change in the settings. */
export function passwordChangedMail(to: string, publicUrl: string): MailMessage {
  return mail(to, PASSWORD_CHANGED_SUBJECT, [
    { text: "Hello," },
    { text: "The password of your JobLink account was just changed, and every other device was logged out." },
    {
      text: "If this was not you, choose a new password now with this link, and check the email address of your account:",
    },
    { link: `${publicUrl}/forgot-password`, label: "Reset your password" },
    { text: "The JobLink team" },
  ]);
}

/** To the old address once the account has moved to `newEmail`. */
export function emailChangedMail(to: string, newEmail: string): MailMessage {
  return mail(to, EMAIL_CHANGED_SUBJECT, [
    { text: "Hello," },
    {
      text: `The email address of your JobLink account was changed to ${newEmail}. Mail about your account now goes there, and you log in with it.`,
    },
    { text: "If this was not you, reply to this email at once so we can help you get your account back." },
    { text: "The JobLink team" },
  ]);
}

/** To the address of an account that was just deleted. */
export function accountDeletedMail(to: string): MailMessage {
  return mail(to, ACCOUNT_DELETED_SUBJECT, [
    { text: "Hello," },
    {
      text: "Your JobLink account and everything in it were deleted, as you asked. This address can be used for a new account.",
    },
    { text: "The JobLink team" },
  ]);
}

/** To the address of an account someone tried to sign up with again (decision 168). */
export function signUpAttemptMail(to: string, publicUrl: string): MailMessage {
  return mail(to, SIGN_UP_ATTEMPT_SUBJECT, [
    { text: "Hello," },
    {
      text: "Someone just tried to create a JobLink account with this email address, which already has one. No new account was made and nothing changed in yours.",
    },
    { text: "If it was you, log in instead; if you forgot your password, choose a new one:" },
    { link: `${publicUrl}/login`, label: "Log in to JobLink" },
    { link: `${publicUrl}/forgot-password`, label: "Reset your password" },
    { text: "If it was not you, you can ignore this email." },
    { text: "The JobLink team" },
  ]);
}

export const NEW_DEVICE_SUBJECT = "New sign-in to your JobLink account";

/** To the account's address when it signs in on a device it has not used before (decision 178). */
export function newDeviceMail(
  to: string,
  publicUrl: string,
  sign: { device: string; address: string | null; at: Date },
): MailMessage {
  const when = sign.at.toISOString().replace("T", " ").slice(0, 16);
  return mail(to, NEW_DEVICE_SUBJECT, [
    { text: "Hello," },
    {
      text: `Your JobLink account was just signed in to on a device it had not used before: ${sign.device}${sign.address ? `, from the network ${sign.address}` : ""}, at ${when} UTC.`,
    },
    { text: "If this was you, there is nothing to do. If it was not, sign that session out and change your password:" },
    { link: `${publicUrl}/settings/security`, label: "Review your sessions" },
    { text: "The JobLink team" },
  ]);
}
