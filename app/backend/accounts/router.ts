/** `/api/user/*`: the account endpoints (app/contract/accounts.ts). */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import {
  forgotPasswordBody,
  googleLoginBody,
  passwordLoginBody,
  refreshTokenBody,
  resendOtpBody,
  signInBody,
  userApi as api,
  verifyOtpBody,
} from "#app/contract/accounts.ts";
import { ApiError } from "#app/backend/lib/envelope.ts";
import { clientAddress, ok, type AppContext, type AppEnv } from "#app/backend/lib/http.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { parseBody, parseQuery, parseWith, readJsonObject } from "#app/backend/lib/validation.ts";
import * as account from "./account.ts";
import { exportFileName, exportStream } from "./export.ts";
import { greet } from "./greet.ts";
import { invitesSentMessage, sendInvites } from "./invites.ts";
import { me } from "./me.ts";
import { listSessions, SESSION_MESSAGES, signOutOtherSessions, signOutSession } from "./session-list.ts";
import * as passkeys from "./passkeys.ts";
import * as twoFactor from "./two-factor.ts";
import * as users from "./service.ts";

const { USER_MESSAGES: M } = users;

type LimitedAction =
  "sign-in" | "verify-otp" | "login" | "login-two-factor" | "login-passkey" | "forgot-password" | "reset-password";

export function userRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);
  let warnedNoAddress = false;

  /**
   * Counts an attempt from the caller's address (before the body is even read); returns the key
   * counted, or null when no address is known.
   */
  async function limitByAddress(c: AppContext, action: LimitedAction): Promise<string | null> {
    const address = clientAddress(c, s.trustProxy);
    if (address) {
      const key = `${action}:ip:${address}`;
      await s.rateLimiter.enforce([key]);
      return key;
    }
    if (!warnedNoAddress) {
      warnedNoAddress = true;
      s.log.warn("no client address given: limiting account endpoints per email only");
    }
    return null;
  }

  /** Where a sign-in comes from, for its session's row and the new-device mail (decision 178). */
  const signInClient = (c: AppContext) => ({
    userAgent: c.req.header("user-agent"),
    address: clientAddress(c, s.trustProxy),
  });

  /** Counts an attempt on the account. */
  function limitByEmail(action: LimitedAction, email: string): Promise<void> {
    return s.rateLimiter.enforce([`${action}:email:${email.toLowerCase()}`]);
  }

  on(api.signIn, async (c) => {
    await limitByAddress(c, "sign-in");
    const body = await readJsonObject(c);
    if (body.provider !== undefined) {
      // Spec §7: sign-in also serves Google sign-up; it is the same as logging in with Google.
      const input = parseWith(googleLoginBody, body);
      return ok(c, api.signIn, M.loggedIn, await users.loginWithGoogle(s, input, signInClient(c)));
    }
    const input = parseWith(signInBody, body);
    await limitByEmail("sign-in", input.email);
    return ok(c, api.signIn, M.codeSent, await users.signIn(s, input));
  });

  on(api.verifyOtp, async (c) => {
    await limitByAddress(c, "verify-otp");
    const body = await readJsonObject(c);
    if (body.action !== undefined) {
      const input = parseWith(resendOtpBody, body);
      await limitByEmail("verify-otp", input.email);
      return ok(c, api.verifyOtp, M.codeResent, users.resendOtp(s, input));
    }
    const input = parseWith(verifyOtpBody, body);
    // With a verification id, the code is checked against that verification only (five tries),
    // and the unguessable id is what limits guessing: others trying codes on the same address
    // must not block its owner (decision 117).
    if (input.verification_id === undefined) await limitByEmail("verify-otp", input.email);
    return ok(c, api.verifyOtp, M.verified, await users.verifyOtp(s, input, signInClient(c)));
  });

  on(api.login, async (c) => {
    // Per address, failures count (RATE_LIMIT_PER_MINUTE a minute): every attempt is counted
    // before the body is read, and a right password takes its count back. Per account, failures
    // lead to a security check, never to a lock (users.login, decision 117).
    const addressKey = await limitByAddress(c, "login");
    const body = await readJsonObject(c);
    if (body.provider !== undefined) {
      const input = parseWith(googleLoginBody, body);
      const payload = await users.loginWithGoogle(s, input, signInClient(c));
      if (addressKey) await s.rateLimiter.release(addressKey);
      return ok(c, api.login, M.loggedIn, payload);
    }
    const input = parseWith(passwordLoginBody, body);
    let payload;
    try {
      payload = await users.login(s, input, signInClient(c));
    } catch (error) {
      // 403: the right password, and a mailed code to enter.
      if (addressKey && error instanceof ApiError && error.status === 403) await s.rateLimiter.release(addressKey);
      throw error;
    }
    if (addressKey) await s.rateLimiter.release(addressKey);
    return ok(c, api.login, M.loggedIn, payload);
  });

  on(api.loginTwoFactor, async (c) => {
    // Per address like login; each challenge also allows five codes only (two-factor.ts).
    await limitByAddress(c, "login-two-factor");
    const input = await parseBody(c, api.loginTwoFactor.body);
    return ok(c, api.loginTwoFactor, M.loggedIn, await users.loginTwoFactor(s, input, signInClient(c)));
  });

  // A passkey as the second step (decision 185): per address like the code step; each pending
  // login also allows five wrong tries, codes and passkeys together.
  on(api.loginTwoFactorPasskeyOptions, async (c) => {
    await limitByAddress(c, "login-two-factor");
    const input = await parseBody(c, api.loginTwoFactorPasskeyOptions.body);
    return ok(
      c,
      api.loginTwoFactorPasskeyOptions,
      passkeys.PK_MESSAGES.secondStepOptions,
      await passkeys.startPasskeySecondStep(s, input),
    );
  });

  on(api.loginTwoFactorPasskey, async (c) => {
    await limitByAddress(c, "login-two-factor");
    const input = await parseBody(c, api.loginTwoFactorPasskey.body);
    return ok(c, api.loginTwoFactorPasskey, M.loggedIn, await users.loginTwoFactorPasskey(s, input, signInClient(c)));
  });

  // Passkey sign-in (decision 183): each challenge is a row, so handing them out is limited per
  // address like login; an answer is good once, for its own challenge.
  on(api.loginPasskeyOptions, async (c) => {
    await limitByAddress(c, "login-passkey");
    return ok(c, api.loginPasskeyOptions, passkeys.PK_MESSAGES.loginOptions, await passkeys.startPasskeyLogin(s));
  });

  on(api.loginPasskey, async (c) => {
    await limitByAddress(c, "login-passkey");
    const input = await parseBody(c, api.loginPasskey.body);
    return ok(c, api.loginPasskey, M.loggedIn, await users.loginWithPasskey(s, input, signInClient(c)));
  });

  on(api.forgotPassword, async (c) => {
    await limitByAddress(c, "forgot-password");
    const input = await parseBody(c, forgotPasswordBody);
    await limitByEmail("forgot-password", input.email);
    users.forgotPassword(s, input);
    return ok(c, api.forgotPassword, M.resetSent);
  });

  on(api.checkResetLink, async (c) => {
    await limitByAddress(c, "reset-password");
    const { id } = parseQuery(c, api.checkResetLink.query);
    const email = await users.resetLinkEmail(s, id);
    if (email) await limitByEmail("reset-password", email);
    return ok(c, api.checkResetLink, M.resetValid, await users.checkResetLink(s, id));
  });

  on(api.resetPassword, async (c) => {
    await limitByAddress(c, "reset-password");
    const input = await parseBody(c, api.resetPassword.body);
    const email = await users.resetLinkEmail(s, input.id);
    if (email) await limitByEmail("reset-password", email);
    await users.resetPassword(s, input);
    return ok(c, api.resetPassword, M.resetDone);
  });

  on(api.refreshToken, async (c) => {
    const input = await parseBody(c, refreshTokenBody);
    return ok(c, api.refreshToken, M.refreshed, await users.refreshSession(s, input));
  });

  on(api.logout, async (c, { viewer }) => {
    const input = await parseBody(c, api.logout.body);
    await users.logout(s, viewer, input);
    return ok(c, api.logout, M.loggedOut);
  });

  on(api.greet, async (c, { viewer }) => {
    return ok(
      c,
      api.greet,
      "Greeting ready.",
      await greet(s.db, viewer.userId, parseQuery(c, api.greet.query).tz, s.now()),
    );
  });

  on(api.me, async (c, { viewer }) => {
    return ok(c, api.me, "Your account.", await me(s.db, viewer.userId));
  });

  on(api.sendInvites, async (c, { viewer }) => {
    // Per account, like login (RATE_LIMIT_PER_MINUTE calls a minute), before the body is read.
    await s.rateLimiter.enforce([`send-invites:user:${viewer.userId}`]);
    const input = parseWith(api.sendInvites.body, await readJsonObject(c));
    const result = await sendInvites(s, viewer.userId, input.emails);
    return ok(c, api.sendInvites, invitesSentMessage(result.sent.length), result);
  });

  // Account settings (issue 13, decision 136). Each is the caller's own account only, counted
  // per account (RATE_LIMIT_PER_MINUTE a minute) before the body is read.
  const limitAccount = (action: string, userId: number) => s.rateLimiter.enforce([`${action}:user:${userId}`]);
  const A = account.ACCOUNT_MESSAGES;

  on(api.account, async (c, { viewer }) => {
    return ok(c, api.account, A.account, await account.accountOverview(s, viewer));
  });

  on(api.changePassword, async (c, { viewer }) => {
    await limitAccount("change-password", viewer.userId);
    const input = await parseBody(c, api.changePassword.body);
    await account.changePassword(s, viewer, input);
    return ok(c, api.changePassword, A.passwordChanged);
  });

  on(api.changeEmail, async (c, { viewer }) => {
    await limitAccount("change-email", viewer.userId);
    const input = await parseBody(c, api.changeEmail.body);
    return ok(c, api.changeEmail, A.emailCodeSent, await account.startEmailChange(s, viewer, input));
  });

  on(api.confirmEmailChange, async (c, { viewer }) => {
    await limitAccount("change-email-verify", viewer.userId);
    const input = await parseBody(c, api.confirmEmailChange.body);
    return ok(c, api.confirmEmailChange, A.emailChanged, await account.confirmEmailChange(s, viewer, input));
  });

  on(api.mailPreferences, async (c, { viewer }) => {
    return ok(c, api.mailPreferences, A.preferences, await account.mailPreferences(s, viewer));
  });

  on(api.setMailPreferences, async (c, { viewer }) => {
    const input = await parseBody(c, api.setMailPreferences.body);
    return ok(c, api.setMailPreferences, A.preferencesSaved, await account.setMailPreferences(s, viewer, input));
  });

  // The archive itself, not an envelope (failures are envelopes): built while it is sent.
  on(api.exportData, async (c, { viewer }) => {
    await limitAccount("export", viewer.userId);
    const now = s.now();
    const body = exportStream(s.db, viewer.userId, viewer.typeOfUser, now, (error) =>
      s.log.error("the data export stopped", error),
    );
    return new Response(body, {
      status: 200,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

  // Sessions (issue 38, decision 178): the caller's own only.
  on(api.sessions, async (c, { viewer }) => {
    return ok(c, api.sessions, SESSION_MESSAGES.list, await listSessions(s, viewer));
  });

  on(api.endSession, async (c, { viewer }) => {
    await limitAccount("sessions", viewer.userId);
    const input = await parseBody(c, api.endSession.body);
    await signOutSession(s, viewer, input);
    return ok(c, api.endSession, SESSION_MESSAGES.ended);
  });

  on(api.endOtherSessions, async (c, { viewer }) => {
    await limitAccount("sessions", viewer.userId);
    const ended = await signOutOtherSessions(s, viewer);
    return ok(c, api.endOtherSessions, SESSION_MESSAGES.othersEnded(ended), { ended });
  });

  // Two-step verification (issue 38, decision 178): the caller's own account only.
  const TF = twoFactor.TF_MESSAGES;
  on(api.twoFactor, async (c, { viewer }) => {
    return ok(c, api.twoFactor, TF.status, await twoFactor.twoFactorStatus(s, viewer));
  });

  on(api.startTotp, async (c, { viewer }) => {
    await limitAccount("two-factor", viewer.userId);
    const input = await parseBody(c, api.startTotp.body);
    return ok(c, api.startTotp, TF.setupStarted, await twoFactor.startTotp(s, viewer, input));
  });

  on(api.confirmTotp, async (c, { viewer }) => {
    await limitAccount("two-factor", viewer.userId);
    const input = await parseBody(c, api.confirmTotp.body);
    return ok(c, api.confirmTotp, TF.enabled, await twoFactor.confirmTotp(s, viewer, input));
  });

  on(api.cancelTotp, async (c, { viewer }) => {
    await twoFactor.cancelTotp(s, viewer);
    return ok(c, api.cancelTotp, TF.cancelled);
  });

  on(api.newRecoveryCodes, async (c, { viewer }) => {
    await limitAccount("two-factor", viewer.userId);
    const input = await parseBody(c, api.newRecoveryCodes.body);
    return ok(c, api.newRecoveryCodes, TF.newCodes, await twoFactor.newRecoveryCodes(s, viewer, input));
  });

  on(api.disableTotp, async (c, { viewer }) => {
    await limitAccount("two-factor", viewer.userId);
    const input = await parseBody(c, api.disableTotp.body);
    await twoFactor.disableTotp(s, viewer, input);
    return ok(c, api.disableTotp, TF.disabled);
  });

  // Passkeys (issue 38, decision 183): the caller's own only; adding and removing need the
  // password, renaming does not (decision 190).
  const PK = passkeys.PK_MESSAGES;
  on(api.passkeys, async (c, { viewer }) => {
    return ok(c, api.passkeys, PK.list, await passkeys.listPasskeys(s, viewer));
  });

  on(api.passkeyOptions, async (c, { viewer }) => {
    await limitAccount("passkeys", viewer.userId);
    const input = await parseBody(c, api.passkeyOptions.body);
    return ok(c, api.passkeyOptions, PK.options, await passkeys.startRegistration(s, viewer, input));
  });

  on(api.registerPasskey, async (c, { viewer }) => {
    await limitAccount("passkeys", viewer.userId);
    const input = await parseBody(c, api.registerPasskey.body);
    return ok(c, api.registerPasskey, PK.added, await passkeys.finishRegistration(s, viewer, input));
  });

  on(api.renamePasskey, async (c, { viewer }) => {
    await limitAccount("passkeys", viewer.userId);
    const input = await parseBody(c, api.renamePasskey.body);
    return ok(c, api.renamePasskey, PK.renamed, await passkeys.renamePasskey(s, viewer, input));
  });

  on(api.removePasskey, async (c, { viewer }) => {
    await limitAccount("passkeys", viewer.userId);
    const input = await parseBody(c, api.removePasskey.body);
    await passkeys.removePasskey(s, viewer, input);
    return ok(c, api.removePasskey, PK.removed);
  });

  on(api.deleteAccount, async (c, { viewer }) => {
    await limitAccount("delete-account", viewer.userId);
    const input = await parseBody(c, api.deleteAccount.body);
    await account.deleteAccount(s, viewer, input);
    return ok(c, api.deleteAccount, A.deleted);
  });

  return app;
}
