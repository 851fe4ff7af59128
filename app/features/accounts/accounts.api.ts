import type { z } from "zod";
import type { UpstreamClient } from "#app/upstream/client.ts";
import { call, dataOf, messageOf, publicCall, withMessage, type CallOptions } from "#app/upstream/calls.ts";
import type { BodyOf } from "#app/contract/endpoint.ts";
import {
  type EmailPayload,
  type googleLoginBody,
  type greetQuery,
  type LoginPayload,
  type passwordLoginBody,
  type refreshTokenBody,
  type resendOtpBody,
  type resetPasswordBody,
  type resetPasswordQuery,
  type SignInPayload,
  type signInBody,
  userApi as userContract,
  type verifyOtpBody,
} from "#app/contract/accounts.ts";

export type { CallOptions };

/** Body of POST /api/user/sign-in/. */
export type SignInInput = z.input<typeof signInBody>;
/** Body of POST /api/user/verify-otp/: `verification_id` is the one the sign-in or login answer gave (binds the code to it). */
export type VerifyOtpInput = z.input<typeof verifyOtpBody>;
/** What `resendOtp` takes (it adds `action: "resend"`). */
export type ResendOtpInput = Omit<z.input<typeof resendOtpBody>, "action">;
/** Body of POST /api/user/login/ with email and password. */
export type LoginInput = z.input<typeof passwordLoginBody>;
/** What `googleLogin` takes (it adds `provider: "google"`): an authorisation code (OpenID Connect, PKCE). */
export type GoogleLoginInput = Omit<z.input<typeof googleLoginBody>, "provider">;
/** Body of POST /api/user/reset-password/. */
export type ResetPasswordInput = z.input<typeof resetPasswordBody>;
/** Body of the token refresh and logout calls. */
export type RefreshTokenInput = z.input<typeof refreshTokenBody>;
/** Query of GET /api/user/greet/: an IANA time zone (the API defaults to Asia/Kolkata). */
export type GreetQuery = z.input<typeof greetQuery>;
/** Body of POST /api/user/send-invites/: a list, or one text split on commas, spaces and new lines. */
export type SendInvitesInput = BodyOf<typeof userContract.sendInvites>;

/** Account calls: `/api/user/`. */
export function accountsCalls(client: UpstreamClient) {
  return {
    /** Starts a sign-up: mails an OTP (or, to an address that has an account, a notice to its owner: the same answer). */
    signIn: (input: SignInInput, options?: CallOptions) =>
      // The endpoint answers a login instead for `provider: "google"`, which this call does not send.
      dataOf(client.send(userContract.signIn, publicCall(options, { body: input }))) as Promise<SignInPayload>,

    /** Verifies the mailed code and logs in. 400 `errors.otp`; 429 after five wrong codes. */
    verifyOtp: (input: VerifyOtpInput, options?: CallOptions) =>
      // The endpoint answers `{ email }` instead for `action: "resend"` (resendOtp).
      dataOf(client.send(userContract.verifyOtp, publicCall(options, { body: input }))) as Promise<LoginPayload>,

    /** Mails a new code; the same answer whether or not the email exists. */
    resendOtp: (input: ResendOtpInput, options?: CallOptions) =>
      dataOf(
        client.send(
          userContract.verifyOtp,
          publicCall(options, {
            body: {
              email: input.email,
              action: "resend",
              ...(input.verification_id ? { verification_id: input.verification_id } : {}),
            },
          }),
        ),
      ) as Promise<EmailPayload>,

    /** Email and password login. 401 wrong credentials; 403 `data.verification_required` when unverified. */
    login: (input: LoginInput, options?: CallOptions) =>
      dataOf(client.send(userContract.login, publicCall(options, { body: input }))),

    /** Google login with an authorisation code; creates the account on first use. */
    googleLogin: (input: GoogleLoginInput, options?: CallOptions) =>
      dataOf(client.send(userContract.login, publicCall(options, { body: { provider: "google", ...input } }))),

    /** The second step of a login with two-step verification. 400 `errors.code`; 401 expired; 429 too many codes. */
    loginTwoFactor: (input: BodyOf<typeof userContract.loginTwoFactor>, options?: CallOptions) =>
      dataOf(client.send(userContract.loginTwoFactor, publicCall(options, { body: input }))),

    /** A passkey challenge for the second step of the pending login `challenge_id` (decision 185). 401 expired; 409 no passkey; 429 locked. */
    loginTwoFactorPasskeyOptions: (
      input: BodyOf<typeof userContract.loginTwoFactorPasskeyOptions>,
      options?: CallOptions,
    ) => dataOf(client.send(userContract.loginTwoFactorPasskeyOptions, publicCall(options, { body: input }))),

    /** The second step with a passkey's answer. 400 challenge not this login's, other account's passkey or not verified; 401 expired; 429 locked. */
    loginTwoFactorPasskey: (input: BodyOf<typeof userContract.loginTwoFactorPasskey>, options?: CallOptions) =>
      dataOf(client.send(userContract.loginTwoFactorPasskey, publicCall(options, { body: input }))),

    /** A challenge for signing in with any passkey (decision 183). */
    loginPasskeyOptions: (options?: CallOptions) =>
      dataOf(client.send(userContract.loginPasskeyOptions, publicCall(options))),

    /** Signs in with a passkey's answer (no second step). 400 expired, used or not verified; 401 unknown passkey. */
    loginPasskey: (input: BodyOf<typeof userContract.loginPasskey>, options?: CallOptions) =>
      dataOf(client.send(userContract.loginPasskey, publicCall(options, { body: input }))),

    /** Mails a reset link; the same answer for unknown emails. */
    forgotPassword: (input: BodyOf<typeof userContract.forgotPassword>, options?: CallOptions) =>
      messageOf(client.send(userContract.forgotPassword, publicCall(options, { body: input }))),

    /** Checks a reset link: `{ email }`, masked. 404 when invalid or expired. */
    checkResetLink: (query: z.input<typeof resetPasswordQuery>, options?: CallOptions) =>
      dataOf(client.send(userContract.checkResetLink, publicCall(options, { query: { id: query.id } }))),

    /** Sets a new password with a reset link id; revokes every refresh token. 400 `errors.id`. */
    resetPassword: (input: ResetPasswordInput, options?: CallOptions) =>
      messageOf(client.send(userContract.resetPassword, publicCall(options, { body: input }))),

    /** Exchanges a refresh token for a new pair (the client also does this on its own after a 401). */
    refreshToken: (input: RefreshTokenInput, options?: CallOptions) =>
      dataOf(
        client.send(userContract.refreshToken, publicCall(options, { body: { refresh_token: input.refresh_token } })),
      ),

    /** Revokes the refresh token on the server. */
    logout: (input: RefreshTokenInput, options?: CallOptions) =>
      messageOf(client.send(userContract.logout, call(options, { body: { refresh_token: input.refresh_token } }))),

    /**
     * Who the caller is, in one read (names, bio, picture, username, onboarding): what the header
     * and the dashboard show of them, without the whole profile's reads.
     */
    me: (options?: CallOptions) => dataOf(client.send(userContract.me, call(options))),

    /** The dashboard greeting for the time of day in `tz` ("Good morning, Asha"). */
    greet: (query: GreetQuery = {}, options?: CallOptions) =>
      dataOf(client.send(userContract.greet, call(options, { query: { tz: query.tz?.trim() || undefined } }))),

    // Account settings (decision 136) -------------------------------------------------

    /** The caller's account: email, type, whether it has a password, mail preferences. */
    account: (options?: CallOptions) => dataOf(client.send(userContract.account, call(options))),

    /** Changes the password; other sessions end. 400 `errors.current_password` / `errors.password`. */
    changePassword: (input: BodyOf<typeof userContract.changePassword>, options?: CallOptions) =>
      messageOf(client.send(userContract.changePassword, call(options, { body: input }))),

    /** Mails a code to the new address: `{ email, verification_id }`. 409 `errors.email` when in use. */
    changeEmail: (input: BodyOf<typeof userContract.changeEmail>, options?: CallOptions) =>
      withMessage(client.send(userContract.changeEmail, call(options, { body: input }))),

    /** Applies the change with the mailed code. 400 `errors.otp`; 409 `errors.email`. */
    confirmEmailChange: (input: BodyOf<typeof userContract.confirmEmailChange>, options?: CallOptions) =>
      withMessage(client.send(userContract.confirmEmailChange, call(options, { body: input }))),

    /** Sets the mail preferences given. */
    setMailPreferences: (input: BodyOf<typeof userContract.setMailPreferences>, options?: CallOptions) =>
      withMessage(client.send(userContract.setMailPreferences, call(options, { body: input }))),

    /** The data archive as a download (the `Response`, body unread). */
    exportData: (options?: CallOptions) => client.sendRaw(userContract.exportData, call(options)),

    /** Deletes the account: `password`, or `confirm: "DELETE"` for an account without one. */
    deleteAccount: (input: BodyOf<typeof userContract.deleteAccount>, options?: CallOptions) =>
      messageOf(client.send(userContract.deleteAccount, call(options, { body: input }))),

    // Two-step verification (issue 38, decision 178) ------------------------------------

    /** The caller's two-step verification: off, pending (with the app's setup) or on. */
    twoFactor: (options?: CallOptions) => dataOf(client.send(userContract.twoFactor, call(options))),

    /** Starts the app's setup (the password needed): secret, otpauth URL, QR code. */
    startTotp: (input: BodyOf<typeof userContract.startTotp>, options?: CallOptions) =>
      withMessage(client.send(userContract.startTotp, call(options, { body: input }))),

    /** Turns the app on with a code from it: the ten recovery codes, shown once. */
    confirmTotp: (input: BodyOf<typeof userContract.confirmTotp>, options?: CallOptions) =>
      withMessage(client.send(userContract.confirmTotp, call(options, { body: input }))),

    /** Ten new recovery codes (the password needed), shown once; the old ones stop working. 409 while off. */
    newRecoveryCodes: (input: BodyOf<typeof userContract.newRecoveryCodes>, options?: CallOptions) =>
      withMessage(client.send(userContract.newRecoveryCodes, call(options, { body: input }))),

    /** Drops a setup not yet confirmed. */
    cancelTotp: (options?: CallOptions) => messageOf(client.send(userContract.cancelTotp, call(options))),

    /** Turns two-step verification off (the password needed). */
    disableTotp: (input: BodyOf<typeof userContract.disableTotp>, options?: CallOptions) =>
      messageOf(client.send(userContract.disableTotp, call(options, { body: input }))),

    // Passkeys (issue 38, decision 183) ------------------------------------------------

    /** The caller's passkeys, newest first. */
    passkeys: (options?: CallOptions) => dataOf(client.send(userContract.passkeys, call(options))),

    /** Starts adding a passkey (the password needed): the options for the browser. 409 at the limit. */
    passkeyOptions: (input: BodyOf<typeof userContract.passkeyOptions>, options?: CallOptions) =>
      dataOf(client.send(userContract.passkeyOptions, call(options, { body: input }))),

    /** Adds the passkey the browser made. 400 expired or not verified; 409 already added. */
    registerPasskey: (input: BodyOf<typeof userContract.registerPasskey>, options?: CallOptions) =>
      withMessage(client.send(userContract.registerPasskey, call(options, { body: input }))),

    /** Renames one of the caller's passkeys (no password). 400 bad name; 404 when not the caller's. */
    renamePasskey: (input: BodyOf<typeof userContract.renamePasskey>, options?: CallOptions) =>
      withMessage(client.send(userContract.renamePasskey, call(options, { body: input }))),

    /** Removes one of the caller's passkeys (the password needed). 404 when not the caller's. */
    removePasskey: (input: BodyOf<typeof userContract.removePasskey>, options?: CallOptions) =>
      messageOf(client.send(userContract.removePasskey, call(options, { body: input }))),

    // Sessions (issue 38, decision 178) ------------------------------------------------

    /** The caller's open sessions, last seen first; `current` marks this one. */
    sessions: (options?: CallOptions) => dataOf(client.send(userContract.sessions, call(options))),

    /** Signs out one of the caller's sessions. 404 when it has ended (or is not the caller's). */
    endSession: (input: BodyOf<typeof userContract.endSession>, options?: CallOptions) =>
      messageOf(client.send(userContract.endSession, call(options, { body: input }))),

    /** Signs out every other session of the caller: `{ data: { ended }, message }`. */
    endOtherSessions: (options?: CallOptions) => withMessage(client.send(userContract.endOtherSessions, call(options))),

    /**
     * Mails JobLink invites (with the sign-up link) to the addresses; members and addresses invited
     * today are left out. Resolves with `{ data: { sent, already_members, already_invited }, message }`
     * ("Invites sent to N people."). 400 `errors.emails`; 429 too many invites.
     */
    sendInvites: (input: SendInvitesInput, options?: CallOptions) =>
      withMessage(client.send(userContract.sendInvites, call(options, { body: { emails: input.emails } }))),
  };
}
