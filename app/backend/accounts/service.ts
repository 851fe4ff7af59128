/** The account life cycle: sign-up with a mailed code, login, Google, password reset, sessions. */
import type { z } from "zod";
import type { loginPasskeyBody, secondStepPasskeyBody } from "#app/forms/accounts/passkeys.form.ts";
import type { loginTwoFactorBody } from "#app/forms/accounts/two-factor.form.ts";
import type {
  forgotPasswordBody,
  googleLoginBody,
  passwordLoginBody,
  refreshTokenBody,
  resendOtpBody,
  resetPasswordBody,
  SignInPayload,
  signInBody,
  verifyOtpBody,
} from "#app/contract/accounts.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";
import { sessionExpired } from "#app/backend/lib/http.ts";
import { isUniqueViolation } from "#app/backend/lib/db/errors.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import type { User } from "#app/backend/lib/db/schema.ts";
import { toBool } from "#app/backend/lib/db/schema.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "#app/backend/lib/password.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { LOGIN_FAILURE_WINDOW_MS } from "./constants.ts";
import { otpMail, resetMail } from "#app/backend/mail.server.ts";
import { randomToken } from "#app/backend/lib/crypto.ts";
import { newDeviceMail, signUpAttemptMail } from "./account-mails.ts";
import { describeDevice, maskAddress, type SignInClient } from "./devices.ts";
import { checkPasskeyLogin, checkPasskeySecondStep } from "./passkeys.ts";
import {
  checkSecondStep,
  hasTwoFactor,
  secondStepRefusal,
  startChallenge,
  takePendingLogin,
  twoFactorRequired,
  type TwoFactorPending,
} from "./two-factor.ts";
import type { MailMessage } from "#app/backend/mail.server.ts";
import { GoogleSignInError } from "./google.ts";
import {
  checkOtp,
  deleteOtps,
  pendingSignUps,
  renewVerification,
  startVerification,
  verificationByTicket,
  type Verification,
} from "./otp.ts";
import { RESET_LINK_INVALID, consumeReset, createResetId, findValidReset, maskEmail } from "./password-reset.ts";
import { endAllSessions, endSession, isNewDevice, rotateSession, startSession, type LoginPayload } from "./sessions.ts";

export const USER_MESSAGES = {
  codeSent: "We sent a verification code to your email.",
  codeResent: "If this email is waiting for verification, a new code is on its way.",
  verified: "Your email is verified.",
  codeIncorrect: "The code is incorrect.",
  codeExpired: "The code has expired. Request a new one.",
  codeLocked: "Too many wrong codes. Request a new one.",
  loggedIn: "Logged in successfully.",
  badCredentials: "Email or password is incorrect.",
  verificationRequired: "Please verify your email. We sent a new code to it.",
  securityCheck: "For your security, enter the code we sent to your email to log in.",
  googleNotConfigured: "Google sign-in is not configured.",
  googleFailed: "Google sign-in failed. Please try again.",
  googleLinkedElsewhere: "This email is linked to another Google account.",
  resetSent: "If an account exists for this email, we sent a link to reset the password.",
  resetValid: "This reset link is valid.",
  resetDone: "Your password has been reset. Please log in.",
  refreshed: "Your session was refreshed.",
  loggedOut: "You are logged out.",
} as const;

async function findUserByEmail(s: Services, email: string): Promise<User | undefined> {
  return s.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

/**
 * Starts a login's session in `trx` and, when it is on a device the account has not used before,
 * queues the owner's notice with it (decision 178): once per device, as the session is its record.
 * An account with two-step verification gets a challenge instead (unless `secondStepDone`), which
 * the caller answers with {@link finishLogin} once the transaction has committed.
 */
async function loginSession(
  s: Services,
  trx: Db,
  mail: (message: MailMessage) => void,
  user: User,
  now: Date,
  client: SignInClient,
  secondStepDone = false,
): Promise<LoginPayload | { pending: TwoFactorPending }> {
  if (!secondStepDone && (await hasTwoFactor(trx, user.id))) return { pending: await startChallenge(trx, user, now) };
  if (await isNewDevice(trx, user.id, client)) {
    mail(
      newDeviceMail(user.email, s.publicUrl, {
        device: describeDevice(client.userAgent),
        address: maskAddress(client.address),
        at: now,
      }),
    );
  }
  return startSession({ db: trx, accessTokens: s.accessTokens }, user, now, client);
}

/** The tokens of a login, or the 403 that asks for its second step. */
function finishLogin(result: LoginPayload | { pending: TwoFactorPending }): LoginPayload {
  if ("pending" in result) throw twoFactorRequired(result.pending);
  return result;
}

/**
 * POST login/two-factor: the second step. A wrong code's try is committed before the refusal,
 * so five wrong codes end the challenge whatever happens in between.
 */
export async function loginTwoFactor(
  s: Services,
  input: z.output<typeof loginTwoFactorBody>,
  client: SignInClient = {},
): Promise<LoginPayload> {
  const now = s.now();
  const outcome = await s.mail.transaction(async (trx, mail) => {
    const checked = await checkSecondStep(s, trx, input, now);
    if ("refused" in checked) return checked;
    return { payload: finishLogin(await loginSession(s, trx, mail, checked.user, now, client, true)) };
  });
  if ("refused" in outcome) throw secondStepRefusal(outcome.refused);
  return outcome.payload;
}

/**
 * POST login/two-factor/passkey: a passkey of the account as the second step (decision 185).
 * The pending login is taken with the session, so it ends once whichever step gets it first.
 */
export async function loginTwoFactorPasskey(
  s: Services,
  input: z.output<typeof secondStepPasskeyBody>,
  client: SignInClient = {},
): Promise<LoginPayload> {
  const checked = await checkPasskeySecondStep(s, input);
  const now = s.now();
  return s.mail.transaction(async (trx, mail) => {
    const user = await trx.selectFrom("users").selectAll().where("id", "=", checked.userId).executeTakeFirst();
    if (!user || !(await takePendingLogin(trx, checked.pendingHash, now))) throw secondStepRefusal("expired");
    return finishLogin(await loginSession(s, trx, mail, user, now, client, true));
  });
}

/**
 * POST login/passkey: a passkey's answer checked, then a session with no second step: the
 * passkey is something the member has and its user verification something they know or are
 * (decision 183).
 */
export async function loginWithPasskey(
  s: Services,
  input: z.output<typeof loginPasskeyBody>,
  client: SignInClient = {},
): Promise<LoginPayload> {
  const user = await checkPasskeyLogin(s, input);
  const now = s.now();
  return finishLogin(await s.mail.transaction((trx, mail) => loginSession(s, trx, mail, user, now, client, true)));
}

/**
 * POST sign-in: creates the account (not yet verified, no password) or finds the waiting one,
 * and starts a sign-up of its own: its code, password and type are kept together, and the answer
 * carries its verification id. A later sign-up with the same address changes nothing of an
 * earlier one (decision 116). The code's mail is queued in the same transaction (decision 125):
 * the pending sign-up and its mail are written together or not at all, and the mail server is
 * never waited for. An address that has an account gets the same answer, and its owner a mail
 * (decision 168): sign-up does not tell anyone who has an account.
 */
export async function signIn(s: Services, input: z.output<typeof signInBody>): Promise<SignInPayload> {
  // Hashed whether or not the address has an account: both answers take the same time.
  const passwordHash = await hashPassword(input.password, s.scryptParams);
  const now = s.now();
  const attempt = () =>
    s.mail.transaction(async (trx, mail) => {
      const current = await trx.selectFrom("users").selectAll().where("email", "=", input.email).executeTakeFirst();
      if (current && toBool(current.email_verified)) {
        // The address has an account: its owner is told by mail, and the answer is the one a new
        // address gets, with a verification id that matches nothing (decision 168).
        mail(signUpAttemptMail(input.email, s.publicUrl));
        return randomToken(32);
      }
      let userId: number;
      if (current) {
        userId = current.id;
      } else {
        const inserted = await trx
          .insertInto("users")
          .values({
            email: input.email,
            // The password and type of a sign-up are set when its code verifies the address.
            password_hash: null,
            type_of_user: input.type_of_user,
            email_verified: false,
            onboarding_complete: false,
            google_sub: null,
            created_at: iso(now),
            updated_at: iso(now),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        userId = inserted.id;
      }
      const verification = await startVerification(
        trx,
        s.otpKey,
        { userId, purpose: "signup", passwordHash, typeOfUser: input.type_of_user },
        now,
      );
      mail(otpMail(input.email, verification.code));
      return verification.ticket;
    });
  let ticket: string;
  try {
    ticket = await attempt();
  } catch (error) {
    // Two sign-ups for the same new email at once: the second one lost the insert, and now finds
    // the account waiting, as a later sign-up would.
    if (!isUniqueViolation(error)) throw error;
    ticket = await attempt();
  }
  return { email: input.email, verification_id: ticket };
}

/**
 * POST verify-otp: checks the code and starts a session.
 * - With `verification_id`, the code is checked against that verification only: a sign-up's
 *   (the address is verified with the password and type chosen in it) or a login's security
 *   check (decision 117).
 * - Without it (clients of the first contract), against the newest sign-up's code; when other
 *   sign-ups of the address are waiting too, nobody's chosen password is trusted: the address is
 *   verified without one, and its owner sets one through "Forgot password" (decision 116).
 */
export async function verifyOtp(
  s: Services,
  input: z.output<typeof verifyOtpBody>,
  client: SignInClient = {},
): Promise<LoginPayload> {
  const now = s.now();
  const outcome = await s.mail.transaction(async (trx, mail) => {
    const user = await trx.selectFrom("users").selectAll().where("email", "=", input.email).executeTakeFirst();
    if (!user) return { check: "incorrect" as const };
    let verification: Verification | undefined;
    let othersWaiting = false;
    if (input.verification_id !== undefined) {
      verification = await verificationByTicket(trx, user.id, input.verification_id);
    } else {
      const signUps = await pendingSignUps(trx, user.id);
      verification = signUps[0];
      othersWaiting = signUps.length > 1;
    }
    // Only sign-ups and login checks: an email change's code is entered in the settings
    // (account.ts), a company domain's on its verification page (companies/verification.ts).
    if (verification && verification.purpose !== "signup" && verification.purpose !== "login") verification = undefined;
    const check = await checkOtp(trx, s.otpKey, verification, input.otp, now);
    if (check !== "valid" || !verification) return { check };

    if (verification.purpose === "login") {
      // A login's security check: the password was right, the code proves the mailbox.
      await deleteOtps(trx, user.id, "login");
      return { check, payload: await loginSession(s, trx, mail, user, now, client) };
    }
    const passwordHash = othersWaiting ? null : (verification.password_hash ?? user.password_hash);
    const verified = await trx
      .updateTable("users")
      .set({
        email_verified: true,
        password_hash: passwordHash,
        type_of_user: verification.type_of_user ?? user.type_of_user,
        updated_at: iso(now),
      })
      .where("id", "=", user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await deleteOtps(trx, user.id);
    return { check, payload: await startSession({ db: trx, accessTokens: s.accessTokens }, verified, now, client) };
  });
  switch (outcome.check) {
    case "valid":
      return finishLogin(outcome.payload!);
    case "locked":
      throw new ApiError(429, USER_MESSAGES.codeLocked, { errors: { otp: [USER_MESSAGES.codeLocked] } });
    case "expired":
      throw fieldError("otp", USER_MESSAGES.codeExpired);
    default:
      throw fieldError("otp", USER_MESSAGES.codeIncorrect);
  }
}

/**
 * POST verify-otp with action "resend": a new code. With `verification_id`, for that
 * verification (a sign-up, or a login's security check); without it, for the newest sign-up of
 * an unverified address. Same answer otherwise. The lookup, the new code and its queued mail
 * (one transaction) happen after the answer, so known and unknown addresses answer alike, in
 * time too.
 */
export function resendOtp(s: Services, input: Omit<z.output<typeof resendOtpBody>, "action">): { email: string } {
  s.background.run("new code", async () => {
    const now = s.now();
    const newCode = async (trx: Db): Promise<string | null> => {
      const user = await trx.selectFrom("users").selectAll().where("email", "=", input.email).executeTakeFirst();
      if (!user) return null;
      if (input.verification_id !== undefined) {
        const verification = await verificationByTicket(trx, user.id, input.verification_id);
        if (
          !verification ||
          (verification.purpose !== "signup" && verification.purpose !== "login") ||
          (verification.purpose === "signup" && toBool(user.email_verified))
        )
          return null;
        return (await renewVerification(trx, s.otpKey, verification, now)).code;
      }
      if (toBool(user.email_verified)) return null;
      const [newest] = await pendingSignUps(trx, user.id);
      if (newest) return (await renewVerification(trx, s.otpKey, newest, now)).code;
      return (await startVerification(trx, s.otpKey, { userId: user.id, purpose: "signup" }, now)).code;
    };
    await s.mail.transaction(async (trx, mail) => {
      const code = await newCode(trx);
      if (code !== null) mail(otpMail(input.email, code));
    });
  });
  return { email: input.email };
}

/**
 * The sign-up of an unverified account whose password `password` is: its pending sign-ups
 * (newest first), else the account's own password (accounts from before decision 116).
 * `undefined` when none matches.
 */
async function matchingSignUp(
  s: Services,
  user: User,
  password: string,
): Promise<{ verification: Verification | null } | undefined> {
  const signUps = (await pendingSignUps(s.db, user.id)).filter((signUp) => signUp.password_hash !== null);
  for (const signUp of signUps) {
    if (await verifyPassword(password, signUp.password_hash!)) return { verification: signUp };
  }
  if (user.password_hash !== null)
    return (await verifyPassword(password, user.password_hash)) ? { verification: null } : undefined;
  if (signUps.length === 0) await verifyAgainstDummy(password, s.scryptParams);
  return undefined;
}

/** The key counting an account's failed logins (decision 117); it names its window. */
function loginFailuresKey(email: string): string {
  return `login-failures:email:${email.toLowerCase()}:${LOGIN_FAILURE_WINDOW_MS / 1000}s`;
}

/**
 * POST login with email and password.
 *
 * Every attempt is counted on the account first (one atomic upsert, so parallel guesses each get
 * their own number) and a right password takes its count back: the count is of failures. When
 * this attempt's number is past the limit (RATE_LIMIT_PER_MINUTE in LOGIN_FAILURE_WINDOW_MS,
 * from any address), the right password gets no session but a security check: a code mailed to
 * the account, bound to a verification id only this answer carries (403). So wrong passwords
 * from anywhere never lock the owner out, and a right guess among them does not get in.
 */
export async function login(
  s: Services,
  input: z.output<typeof passwordLoginBody>,
  client: SignInClient = {},
): Promise<LoginPayload> {
  const failures = { windowMs: LOGIN_FAILURE_WINDOW_MS, max: s.rateLimiter.max };
  const attempt = await s.rateLimiter.hit(loginFailuresKey(input.email), failures);
  const user = await findUserByEmail(s, input.email);
  if (user && !toBool(user.email_verified)) {
    // A sign-up waiting for its code: the password of one of its sign-ups gets a new code for it.
    const matched = await matchingSignUp(s, user, input.password);
    if (!matched) throw new ApiError(401, USER_MESSAGES.badCredentials);
    await s.rateLimiter.release(loginFailuresKey(input.email), failures);
    const now = s.now();
    const { ticket } = await s.mail.transaction(async (trx, mail) => {
      const verification = matched.verification
        ? await renewVerification(trx, s.otpKey, matched.verification, now, { newTicket: true })
        : await startVerification(trx, s.otpKey, { userId: user.id, purpose: "signup" }, now);
      mail(otpMail(user.email, verification.code));
      return verification;
    });
    throw new ApiError(403, USER_MESSAGES.verificationRequired, {
      data: { verification_required: true, email: user.email, verification_id: ticket },
    });
  }
  const matches =
    user && user.password_hash !== null
      ? await verifyPassword(input.password, user.password_hash)
      : await verifyAgainstDummy(input.password, s.scryptParams);
  if (!user || !matches) throw new ApiError(401, USER_MESSAGES.badCredentials);
  await s.rateLimiter.release(loginFailuresKey(input.email), failures);
  const now = s.now();
  if (!attempt.allowed) {
    const { ticket } = await s.mail.transaction(async (trx, mail) => {
      const verification = await startVerification(trx, s.otpKey, { userId: user.id, purpose: "login" }, now);
      mail(otpMail(user.email, verification.code));
      return verification;
    });
    throw new ApiError(403, USER_MESSAGES.securityCheck, {
      data: { verification_required: true, security_check: true, email: user.email, verification_id: ticket },
    });
  }
  return finishLogin(await s.mail.transaction((trx, mail) => loginSession(s, trx, mail, user, now, client)));
}

/**
 * POST login with provider "google": finds the account by Google subject, else by email (taken
 * as verified), else creates it. Linking Google to an account whose email was never verified
 * drops that account's password: whoever registered it could not prove the address.
 */
export async function loginWithGoogle(
  s: Services,
  input: Omit<z.output<typeof googleLoginBody>, "provider">,
  client: SignInClient = {},
): Promise<LoginPayload> {
  if (!s.google) throw new ApiError(400, USER_MESSAGES.googleNotConfigured);
  let identity;
  try {
    identity = await s.google.identify({
      code: input.code,
      codeVerifier: input.code_verifier,
      redirectUri: input.redirect_uri,
    });
  } catch (error) {
    if (error instanceof GoogleSignInError) {
      s.log.warn(
        `Google sign-in failed: ${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ""}`,
      );
      throw new ApiError(400, USER_MESSAGES.googleFailed);
    }
    throw error;
  }
  const now = s.now();
  const result = await s.mail.transaction(async (trx, mail) => {
    let user = await trx.selectFrom("users").selectAll().where("google_sub", "=", identity.sub).executeTakeFirst();
    if (!user) {
      const byEmail = await trx.selectFrom("users").selectAll().where("email", "=", identity.email).executeTakeFirst();
      if (byEmail) {
        if (byEmail.google_sub !== null) throw new ApiError(409, USER_MESSAGES.googleLinkedElsewhere);
        const wasVerified = toBool(byEmail.email_verified);
        user = await trx
          .updateTable("users")
          .set({
            google_sub: identity.sub,
            email_verified: true,
            ...(wasVerified ? {} : { password_hash: null, type_of_user: input.type_of_user ?? byEmail.type_of_user }),
            updated_at: iso(now),
          })
          .where("id", "=", byEmail.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await deleteOtps(trx, byEmail.id);
      } else {
        user = await trx
          .insertInto("users")
          .values({
            email: identity.email,
            password_hash: null,
            type_of_user: input.type_of_user ?? "individual",
            email_verified: true,
            onboarding_complete: false,
            google_sub: identity.sub,
            created_at: iso(now),
            updated_at: iso(now),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      }
    }
    return loginSession(s, trx, mail, user, now, client);
  });
  return finishLogin(result);
}

/**
 * POST forgot-password: mails a reset link when the account exists; the answer never tells. The
 * lookup, the link and its queued mail (one transaction) happen after the answer, so a known and
 * an unknown address answer in the same time.
 */
export function forgotPassword(s: Services, input: z.output<typeof forgotPasswordBody>): void {
  s.background.run("reset link mail", async () => {
    const user = await findUserByEmail(s, input.email);
    if (!user) return;
    const now = s.now();
    await s.mail.transaction(async (trx, mail) => {
      const id = await createResetId(trx, user.id, now);
      mail(resetMail(user.email, `${s.publicUrl}/forgot-password/${encodeURIComponent(id)}`));
    });
  });
}

/** The user a reset link belongs to, for rate limiting by account; `null` when the link is not valid. */
export async function resetLinkEmail(s: Services, id: string): Promise<string | null> {
  return (await findValidReset(s.db, id, s.now()))?.email ?? null;
}

/** GET reset-password: the masked email of a valid link; 404 otherwise. */
export async function checkResetLink(s: Services, id: string): Promise<{ email: string }> {
  const reset = await findValidReset(s.db, id, s.now());
  if (!reset) throw new ApiError(404, RESET_LINK_INVALID);
  return { email: maskEmail(reset.email) };
}

/**
 * POST reset-password: sets the new password, uses up the link, ends every session. Opening
 * the mailed link proves the address, so the email counts as verified from here on.
 */
export async function resetPassword(s: Services, input: z.output<typeof resetPasswordBody>): Promise<void> {
  // Check the link before spending a hash on it; the transaction checks it again.
  if (!(await findValidReset(s.db, input.id, s.now()))) throw fieldError("id", RESET_LINK_INVALID);
  const passwordHash = await hashPassword(input.password, s.scryptParams);
  const now = s.now();
  const userId = await s.db.transaction().execute(async (trx) => {
    const reset = await findValidReset(trx, input.id, now);
    if (!reset || !(await consumeReset(trx, reset.resetId, now))) throw fieldError("id", RESET_LINK_INVALID);
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, email_verified: true, updated_at: iso(now) })
      .where("id", "=", reset.userId)
      .execute();
    await deleteOtps(trx, reset.userId);
    await endAllSessions(trx, reset.userId, now);
    // Other links of the same user stop working too.
    await trx
      .updateTable("password_resets")
      .set({ used_at: iso(now) })
      .where("user_id", "=", reset.userId)
      .where("used_at", "is", null)
      .execute();
    return reset.userId;
  });
  s.sessionCheck.forgetUser(userId);
}

/** POST token/refresh: rotates the refresh token. */
export async function refreshSession(s: Services, input: z.output<typeof refreshTokenBody>): Promise<LoginPayload> {
  const now = s.now();
  const outcome = await s.db
    .transaction()
    .execute((trx) => rotateSession({ db: trx, accessTokens: s.accessTokens }, input.refresh_token, now));
  if ("endedSession" in outcome) {
    s.sessionCheck.forget(outcome.endedSession);
    s.log.warn("a rotated refresh token was presented again; its family is revoked");
    throw sessionExpired();
  }
  return outcome;
}

/**
 * POST logout: ends the caller's session (the access token's) and the session of the given
 * refresh token when it is the caller's: refresh tokens of the family and access tokens alike.
 */
export async function logout(
  s: Services,
  viewer: { userId: number; sessionId: string },
  input: z.output<typeof refreshTokenBody>,
): Promise<void> {
  const ended = await s.db
    .transaction()
    .execute((trx) => endSession(trx, viewer.userId, viewer.sessionId, input.refresh_token, s.now()));
  for (const sessionId of ended) s.sessionCheck.forget(sessionId);
}
