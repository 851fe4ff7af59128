/**
 * Account settings (issue 13, decision 136): change the password, change the email address with
 * a code mailed to the new one, mail preferences, and delete the account. The data export is
 * in export.ts.
 */
import type { z } from "zod";
import type { AccountOverview, MailPreferences } from "#app/contract/accounts.ts";
import {
  accountSettingsMessages,
  type changeEmailBody,
  type changePasswordBody,
  type confirmEmailBody,
  type deleteAccountBody,
} from "#app/forms/accounts/account-settings.form.ts";
import { messages } from "#app/forms/fields.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";
import { isUniqueViolation } from "#app/backend/lib/db/errors.ts";
import { lockMember } from "#app/backend/lib/db/locks.ts";
import { toBool, type User } from "#app/backend/lib/db/schema.ts";
import { sessionExpired, type Viewer } from "#app/backend/lib/http.ts";
import { hashPassword, verifyPassword } from "#app/backend/lib/password.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { keyFromPublicUrl } from "#app/backend/files/storage.ts";
import { deleteQuietly } from "#app/backend/files/swap.ts";
import { corporatesOfCompany, syncSearch } from "#app/backend/search/documents.ts";
import { accountDeletedMail, emailChangeCodeMail, emailChangedMail, passwordChangedMail } from "./account-mails.ts";
import { checkOtp, deleteOtps, startVerification, verificationByTicket } from "./otp.ts";
import { endOtherSessions } from "./sessions.ts";

export const ACCOUNT_MESSAGES = {
  passwordChanged: "Your password is changed. Other devices were logged out.",
  currentPasswordWrong: accountSettingsMessages.currentPasswordWrong,
  samePassword: "Choose a password different from the current one.",
  emailCodeSent: "We sent a code to your new email address. Enter it to finish the change.",
  emailChanged: "Your email address is changed.",
  sameEmail: "This is already your email address.",
  emailInUse: "This email address is used by another account.",
  codeIncorrect: "The code is incorrect.",
  codeExpired: "The code has expired. Start the change again.",
  codeLocked: "Too many wrong codes. Start the change again.",
  preferences: "Your mail preferences.",
  account: "Your account.",
  preferencesSaved: "Your mail preferences are saved.",
  deleted: "Your account is deleted.",
  confirmDelete: accountSettingsMessages.confirmDelete,
  notFound: "Your account was not found.",
} as const;

/** The typed word that confirms deleting an account without a password (Google sign-in only). */
export const DELETE_WORD = "DELETE";

const M = ACCOUNT_MESSAGES;

async function currentUser(s: Services, viewer: Viewer): Promise<User> {
  const user = await s.db.selectFrom("users").selectAll().where("id", "=", viewer.userId).executeTakeFirst();
  if (!user) throw sessionExpired();
  return user;
}

/**
 * Checks the current password of an account that has one (`field` carries the message). An
 * account without a password (Google sign-in only) has nothing to check.
 */
async function checkCurrentPassword(user: User, password: string | undefined, field: string): Promise<void> {
  if (user.password_hash === null) return;
  if (!password) throw fieldError(field, messages.required);
  if (!(await verifyPassword(password, user.password_hash))) throw fieldError(field, M.currentPasswordWrong);
}

/** What the settings page shows: the address, and whether the account has a password. */
export async function accountOverview(s: Services, viewer: Viewer): Promise<AccountOverview> {
  const user = await currentUser(s, viewer);
  return {
    id: user.id,
    email: user.email,
    type_of_user: user.type_of_user,
    has_password: user.password_hash !== null,
    google_sign_in: user.google_sub !== null,
    mail_preferences: await mailPreferences(s, viewer),
  };
}

// ---------------------------------------------------------------------------
// Password
// ---------------------------------------------------------------------------

/**
 * Sets a new password after checking the current one (an account without one, from Google
 * sign-in, sets its first), ends every other session of the member (this one stays) and mails
 * a notice, all in one transaction. Unused reset links stop working.
 */
export async function changePassword(
  s: Services,
  viewer: Viewer,
  input: z.output<typeof changePasswordBody>,
): Promise<void> {
  const user = await currentUser(s, viewer);
  await checkCurrentPassword(user, input.current_password, "current_password");
  if (user.password_hash !== null && input.current_password === input.password)
    throw fieldError("password", M.samePassword);
  const passwordHash = await hashPassword(input.password, s.scryptParams);
  const now = s.now();
  await s.mail.transaction(async (trx, mail) => {
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: iso(now) })
      .where("id", "=", user.id)
      .execute();
    await endOtherSessions(trx, user.id, viewer.sessionId, now);
    await trx
      .updateTable("password_resets")
      .set({ used_at: iso(now) })
      .where("user_id", "=", user.id)
      .where("used_at", "is", null)
      .execute();
    await deleteOtps(trx, user.id, "login");
    mail(passwordChangedMail(user.email, s.publicUrl));
  });
  // The other sessions stop at once on this instance; the current one is checked again.
  s.sessionCheck.forgetUser(user.id);
}

// ---------------------------------------------------------------------------
// Email address
// ---------------------------------------------------------------------------

async function emailInUse(db: Services["db"], email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .where("id", "!=", userId)
    .executeTakeFirst();
  return row !== undefined;
}

function inUse(): ApiError {
  return new ApiError(409, M.emailInUse, { errors: { email: [M.emailInUse] } });
}

/**
 * Starts moving the account to `email`: checks the password (when the account has one) and
 * that no other account has the address (a pending sign-up counts), then mails a code to the
 * new address (an `email_change` verification, at most three kept) in the same transaction.
 * Nothing changes until the code is entered ({@link confirmEmailChange}).
 */
export async function startEmailChange(
  s: Services,
  viewer: Viewer,
  input: z.output<typeof changeEmailBody>,
): Promise<{ email: string; verification_id: string }> {
  const user = await currentUser(s, viewer);
  await checkCurrentPassword(user, input.current_password, "current_password");
  if (input.email === user.email) throw fieldError("email", M.sameEmail);
  if (await emailInUse(s.db, input.email, user.id)) throw inUse();
  const now = s.now();
  const { ticket } = await s.mail.transaction(async (trx, mail) => {
    const started = await startVerification(
      trx,
      s.otpKey,
      { userId: user.id, purpose: "email_change", newEmail: input.email },
      now,
    );
    mail(emailChangeCodeMail(input.email, started.code));
    return started;
  });
  return { email: input.email, verification_id: ticket };
}

/**
 * Applies an email change with its code: the account's address becomes the new one (verified:
 * the code proves the mailbox), its other email changes are dropped, and the old address gets
 * a notice. 409 when another account took the address meanwhile.
 */
export async function confirmEmailChange(
  s: Services,
  viewer: Viewer,
  input: z.output<typeof confirmEmailBody>,
): Promise<{ email: string }> {
  const now = s.now();
  let outcome;
  try {
    outcome = await s.mail.transaction(async (trx, mail) => {
      await lockMember(trx, s.dialect, viewer.userId);
      const user = await trx.selectFrom("users").selectAll().where("id", "=", viewer.userId).executeTakeFirst();
      if (!user) return { check: "incorrect" as const };
      let verification = await verificationByTicket(trx, user.id, input.verification_id);
      if (verification?.purpose !== "email_change" || !verification.new_email) verification = undefined;
      const check = await checkOtp(trx, s.otpKey, verification, input.otp, now);
      if (check !== "valid" || !verification?.new_email) return { check };
      const newEmail = verification.new_email;
      if (await emailInUse(trx, newEmail, user.id)) throw inUse();
      await trx
        .updateTable("users")
        .set({ email: newEmail, email_verified: true, updated_at: iso(now) })
        .where("id", "=", user.id)
        .execute();
      await deleteOtps(trx, user.id, "email_change");
      // A reset link mailed to the old address stops working.
      await trx
        .updateTable("password_resets")
        .set({ used_at: iso(now) })
        .where("user_id", "=", user.id)
        .where("used_at", "is", null)
        .execute();
      mail(emailChangedMail(user.email, newEmail));
      return { check, email: newEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw inUse();
    throw error;
  }
  switch (outcome.check) {
    case "valid":
      // Cached sessions carry the old address.
      s.sessionCheck.forgetUser(viewer.userId);
      return { email: outcome.email! };
    case "locked":
      throw new ApiError(429, M.codeLocked, { errors: { otp: [M.codeLocked] } });
    case "expired":
      throw fieldError("otp", M.codeExpired);
    default:
      throw fieldError("otp", M.codeIncorrect);
  }
}

// ---------------------------------------------------------------------------
// Mail preferences
// ---------------------------------------------------------------------------

export type { MailPreferences };

export async function mailPreferences(s: Services, viewer: Viewer): Promise<MailPreferences> {
  const row = await s.db
    .selectFrom("users")
    .select(["mail_job_alerts", "mail_invites", "mail_notifications"])
    .where("id", "=", viewer.userId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, M.notFound);
  return {
    job_alerts: toBool(row.mail_job_alerts),
    invites: toBool(row.mail_invites),
    notifications: toBool(row.mail_notifications),
  };
}

/** Changes the preferences given (the others stay). */
export async function setMailPreferences(
  s: Services,
  viewer: Viewer,
  input: Partial<MailPreferences>,
): Promise<MailPreferences> {
  const changes = {
    ...(input.job_alerts !== undefined && { mail_job_alerts: input.job_alerts }),
    ...(input.invites !== undefined && { mail_invites: input.invites }),
    ...(input.notifications !== undefined && { mail_notifications: input.notifications }),
  };
  if (Object.keys(changes).length > 0) {
    await s.db
      .updateTable("users")
      .set({ ...changes, updated_at: iso(s.now()) })
      .where("id", "=", viewer.userId)
      .execute();
  }
  return mailPreferences(s, viewer);
}

// ---------------------------------------------------------------------------
// Deleting the account
// ---------------------------------------------------------------------------

/** The files of `userId` and of the applications to their posts, to remove after the commit. */
async function filesOf(db: Services["db"], userId: number): Promise<string[]> {
  const [individual, corporate, resume, applications] = await Promise.all([
    db.selectFrom("individuals").select(["profile_pic", "banner"]).where("user_id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("corporates")
      .select(["profile_pic", "banner", "logo"])
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    db.selectFrom("resumes").select("file_key").where("user_id", "=", userId).executeTakeFirst(),
    // Their own applications' resumes, and those sent to their posts (the posts go with them).
    db
      .selectFrom("referrals")
      .select("resume_file_key")
      .where("resume_file_key", "is not", null)
      .where((eb) =>
        eb.or([
          eb("user_id", "=", userId),
          eb("job_post_id", "in", eb.selectFrom("job_posts").select("id").where("user_id", "=", userId)),
        ]),
      )
      .execute(),
  ]);
  const urls = [
    individual?.profile_pic,
    individual?.banner,
    corporate?.profile_pic,
    corporate?.banner,
    corporate?.logo,
  ];
  const keys = urls.map((url) => keyFromPublicUrl(url)).filter((key): key is string => key !== null);
  if (resume) keys.push(resume.file_key);
  for (const row of applications) if (row.resume_file_key) keys.push(row.resume_file_key);
  return [...new Set(keys)];
}

/**
 * Deletes the account after its confirmation: the password, or for an account without one
 * (Google sign-in only) the word DELETE. One transaction removes the user row and, through the
 * foreign keys, everything that hangs on it (profile, experiences, educations, skills, resume
 * row, posts with their applications, likes, reposts, saved jobs, alerts, connections,
 * conversations and messages, notifications, sessions and refresh tokens, codes, invites);
 * notifications others got about the member go too (they name them); the search index forgets
 * the member, the company page and the posts; a notice is queued to the address. After the
 * commit the files are removed from storage (a failure there is logged). The address is free
 * for a new sign-up at once.
 */
export async function deleteAccount(
  s: Services,
  viewer: Viewer,
  input: z.output<typeof deleteAccountBody>,
): Promise<void> {
  const user = await currentUser(s, viewer);
  if (user.password_hash !== null) {
    await checkCurrentPassword(user, input.password, "password");
  } else if (input.confirm !== DELETE_WORD) {
    throw fieldError("confirm", M.confirmDelete);
  }
  const keys = await s.mail.transaction(async (trx, mail) => {
    await lockMember(trx, s.dialect, user.id);
    const files = await filesOf(trx, user.id);
    const posts = await trx
      .selectFrom("job_posts")
      .select(["id", "company_id"])
      .where("user_id", "=", user.id)
      .execute();
    const companies = new Set<number>([user.id]);
    for (const companyId of new Set(posts.map((post) => post.company_id))) {
      for (const corporate of await corporatesOfCompany(trx, companyId)) companies.add(corporate);
    }
    await trx.deleteFrom("notifications").where("actor_user_id", "=", user.id).execute();
    await trx.deleteFrom("users").where("id", "=", user.id).execute();
    await syncSearch(trx, s.dialect, {
      people: [user.id],
      companies: [...companies],
      jobs: posts.map((post) => post.id),
    });
    await s.mail.dropQueuedTo(trx, user.email);
    mail(accountDeletedMail(user.email));
    return files;
  });
  s.sessionCheck.forgetUser(user.id);
  s.lists.forgetMember(user.id);
  for (const key of keys) await deleteQuietly(s, key);
}
