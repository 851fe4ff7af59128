/**
 * The contract of accounts: `/api/user/*` — sign-up with a mailed code, login (password or
 * Google), password reset, tokens, the greeting, invites, and the account settings (decision 136).
 */
import { z } from "zod";
import {
  changeEmailBody,
  changePasswordBody,
  confirmEmailBody,
  deleteAccountBody,
  mailPreferencesBody,
} from "#app/forms/accounts/account-settings.form.ts";
import { RESET_LINK_INVALID } from "#app/forms/accounts/reset-password.form.ts";
import {
  loginPasskeyBody,
  registerPasskeyBody,
  removePasskeyBody,
  renamePasskeyBody,
  secondStepPasskeyBody,
  secondStepPasskeyOptionsBody,
} from "#app/forms/accounts/passkeys.form.ts";
import { confirmTotpBody, loginTwoFactorBody, passwordCheckBody } from "#app/forms/accounts/two-factor.form.ts";
import {
  currentPasswordField,
  emailField,
  emailListField,
  isAllowedUrl,
  messages,
  otpField,
  passwordField,
  requiredString,
  typeOfUserField,
} from "#app/forms/fields.ts";
import { accountSummary, accountType, envelope, id, SESSION_EXPIRED, timestamp } from "./common.ts";
import { endpoint } from "./endpoint.ts";

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

/** What login, code verification, Google login and token refresh answer. */
export const loginPayload = z
  .strictObject({
    access_token: z.string(),
    refresh_token: z.string(),
    type_of_user: accountType,
    onboarding_complete: z.boolean(),
    user: z.strictObject({ id, email: z.string() }),
  })
  .meta({ id: "LoginPayload" });
export type LoginPayload = z.output<typeof loginPayload>;

/** The sign-up answer: the id that binds the mailed code to this sign-up (decision 116). */
export const signInPayload = z.strictObject({ email: z.string(), verification_id: z.string() });
export type SignInPayload = z.output<typeof signInPayload>;

/** `{ email }` answers (a new code; the reset link's check masks it: `a***@example.com`). */
export const emailPayload = z.strictObject({ email: z.string() });
export type EmailPayload = z.output<typeof emailPayload>;

/** `data` of greet/: `text` is "Good morning, Asha" (the company's name for companies). */
export const greeting = z
  .strictObject({
    /** "Good morning" (05–11), "Good afternoon" (12–16) or "Good evening". */
    greeting: z.enum(["Good morning", "Good afternoon", "Good evening"]),
    /** The first name, or the company's name. */
    name: z.string(),
    text: z.string(),
  })
  .meta({ id: "Greeting" });
export type Greeting = z.output<typeof greeting>;

/**
 * `data` of me/: who the caller is, as the app's header shows them (name, picture, the profile's
 * address parts), whether they finished onboarding, and the header's two badges (the same
 * counts as notification/check/ and chat/notification/); one read, where the whole profile
 * (individual/get/) is several and the badges two more calls (decision 151).
 */
export const me = z
  .strictObject({
    ...accountSummary.shape,
    onboarding_complete: z.boolean(),
    /** Unread notifications (notification/check/'s `unread_count`). */
    unread_notifications: z.number().int().nonnegative(),
    /** Conversations with unread messages (chat/notification/'s `unread_conversations`). */
    unread_conversations: z.number().int().nonnegative(),
    /** Whether the operator made the account a moderator (`npm run moderator`): the header links to the desk. */
    is_moderator: z.boolean(),
  })
  .meta({ id: "Me" });
export type Me = z.output<typeof me>;

/** `data` of send-invites/: who was mailed, and who was left out and why. */
export const sendInvitesResult = z.strictObject({
  sent: z.array(z.string()),
  /** Addresses of existing accounts (not mailed). */
  already_members: z.array(z.string()),
  /** Addresses this member invited in the last 24 hours (not mailed again). */
  already_invited: z.array(z.string()),
});
export type SendInvitesResult = z.output<typeof sendInvitesResult>;

/** Which mails the member gets (decision 136); all true by default. */
export const mailPreferences = z
  .strictObject({ job_alerts: z.boolean(), invites: z.boolean(), notifications: z.boolean() })
  .meta({ id: "MailPreferences" });
export type MailPreferences = z.output<typeof mailPreferences>;

/** The account as the settings page shows it. */
export const accountOverview = z
  .strictObject({
    id,
    email: z.string(),
    type_of_user: accountType,
    has_password: z.boolean(),
    google_sign_in: z.boolean(),
    mail_preferences: mailPreferences,
  })
  .meta({ id: "Account" });
export type AccountOverview = z.output<typeof accountOverview>;

/** One open session of the caller (decision 178): where and when it signed in, when last seen. */
export const sessionInfo = z
  .strictObject({
    id: z.string(),
    device: z.string().meta({ description: 'Browser and system from the user agent: "Chrome on Windows".' }),
    address: z
      .string()
      .nullable()
      .meta({ description: 'The sign-in\'s address, masked ("203.0.113.x"); null when unknown.' }),
    signed_in_at: timestamp,
    last_seen_at: timestamp.meta({
      description: "The sign-in or the last token refresh (at most 15 minutes behind while in use).",
    }),
    current: z.boolean().meta({ description: "The session of the token making this call." }),
  })
  .meta({ id: "Session" });
export type SessionInfo = z.output<typeof sessionInfo>;

/** An authenticator app's setup: the secret as text, the otpauth:// URL and its QR code. */
export const totpSetup = z
  .strictObject({
    secret: z.string().meta({ description: "Base32, for typing into the app." }),
    otpauth_url: z.string(),
    qr_svg: z.string().meta({ description: "The otpauth URL as a QR code, an SVG document." }),
  })
  .meta({ id: "TotpSetup" });
export type TotpSetup = z.output<typeof totpSetup>;

/** The caller's two-step verification (decision 178). */
export const twoFactorStatus = z
  .strictObject({
    totp: z
      .enum(["off", "pending", "on"])
      .meta({ description: '"pending": set up, waiting for a first code from the app.' }),
    setup: totpSetup.nullable().meta({ description: "While pending: what the app needs." }),
    on_since: timestamp.nullable().meta({ description: "When the app was turned on; null unless it is on." }),
    recovery_codes_left: z.number().int(),
    has_password: z
      .boolean()
      .meta({ description: "Turning it on or off needs the password; an account without one sets one first." }),
  })
  .meta({ id: "TwoFactorStatus" });
export type TwoFactorStatus = z.output<typeof twoFactorStatus>;

/** One of the caller's passkeys (decision 183). */
export const passkeyInfo = z
  .strictObject({
    id,
    name: z.string().meta({ description: 'What the member called it ("Phone", "Work laptop").' }),
    created_at: timestamp,
    last_used_at: timestamp.nullable().meta({ description: "The last sign-in with it; null when never used." }),
  })
  .meta({ id: "Passkey" });
export type PasskeyInfo = z.output<typeof passkeyInfo>;

const credentialDescriptor = z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() });

/**
 * WebAuthn's PublicKeyCredentialCreationOptionsJSON, for `navigator.credentials.create()` (as
 * @simplewebauthn/browser's `startRegistration` takes it). Its `challenge` is good once, for 5 minutes.
 */
export const passkeyCreationOptions = z
  .object({
    challenge: z.string(),
    rp: z.object({ name: z.string(), id: z.string().optional() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(credentialDescriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.string().optional(),
        residentKey: z.string().optional(),
        requireResidentKey: z.boolean().optional(),
        userVerification: z.string().optional(),
      })
      .optional(),
    hints: z.array(z.string()).optional(),
    attestation: z.string().optional(),
    attestationFormats: z.array(z.string()).optional(),
    extensions: z.unknown().optional(),
  })
  .meta({ id: "PasskeyCreationOptions" });

/** WebAuthn's PublicKeyCredentialRequestOptionsJSON, for `navigator.credentials.get()`: no credentials named (any passkey of JobLink). */
export const passkeyRequestOptions = z
  .object({
    challenge: z.string(),
    timeout: z.number().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(credentialDescriptor).optional(),
    userVerification: z.string().optional(),
    hints: z.array(z.string()).optional(),
    extensions: z.unknown().optional(),
  })
  .meta({ id: "PasskeyRequestOptions" });

// ---------------------------------------------------------------------------
// Requests (field rules and messages: app/forms/)
// ---------------------------------------------------------------------------

export const signInBody = z.object({ email: emailField, password: passwordField, type_of_user: typeOfUserField });

/** The id of a verification (sign-up or login check) that the sign-in or login answer gave. */
const verificationIdField = z
  .string({ error: "The verification is not valid. Start again." })
  .trim()
  .min(1, { error: "The verification is not valid. Start again.", abort: true })
  .max(100, { error: "The verification is not valid. Start again.", abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "The verification is not valid. Start again." })
  .optional();

export const verifyOtpBody = z.object({ email: emailField, otp: otpField, verification_id: verificationIdField });
export const resendOtpBody = z.object({
  email: emailField,
  action: z.literal("resend", { error: messages.unknownAction }),
  verification_id: verificationIdField,
});

export const passwordLoginBody = z.object({ email: emailField, password: currentPasswordField });

/** Google sign-in with an authorisation code (OpenID Connect with PKCE); `type_of_user` for an account made on first use. */
export const googleLoginBody = z.object({
  provider: z.literal("google", { error: "Unsupported sign-in provider." }),
  code: requiredString().max(4096, { error: "The Google code is not valid." }),
  code_verifier: requiredString().max(256, { error: "The code verifier is not valid." }),
  redirect_uri: requiredString().refine(isAllowedUrl, { error: messages.url }),
  type_of_user: typeOfUserField.optional(),
});

export const forgotPasswordBody = z.object({ email: emailField });

const resetIdField = requiredString().max(256, { error: RESET_LINK_INVALID });
export const resetPasswordQuery = z.object({ id: resetIdField });
export const resetPasswordBody = z.object({ id: resetIdField, password: passwordField });

export const refreshTokenBody = z.object({
  refresh_token: requiredString().max(512, { error: SESSION_EXPIRED }),
});

export const greetQuery = z.object({
  tz: z.string().optional().meta({ description: "An IANA time zone (default and fallback Asia/Kolkata)." }),
});

export const sendInvitesBody = z.object({ emails: emailListField });

export const SESSION_NOT_FOUND = "That session has already ended.";
export const endSessionBody = z.object({
  session_id: z
    .string({ error: SESSION_NOT_FOUND })
    .trim()
    .min(1, { error: SESSION_NOT_FOUND })
    .max(64, { error: SESSION_NOT_FOUND }),
});

// ---------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------

export const userApi = {
  signIn: endpoint({
    method: "POST",
    path: "/api/user/sign-in/",
    summary:
      'Starts a sign-up: mails a 6-digit code and answers the verification it belongs to. An address that has an account gets the same answer (its id matches nothing) and its owner a mail instead (decision 168). With `provider: "google"` it is Google sign-in (as login/).',
    auth: "public",
    body: z.union([signInBody, googleLoginBody]),
    response: envelope(z.union([signInPayload, loginPayload])),
  }),
  verifyOtp: endpoint({
    method: "POST",
    path: "/api/user/verify-otp/",
    summary:
      'Checks the mailed code and logs in (400 `errors.otp`; 429 after five wrong codes). With `action: "resend"` mails a new code instead (the same answer whether or not the address exists).',
    auth: "public",
    body: z.union([verifyOtpBody, resendOtpBody]),
    response: envelope(z.union([loginPayload, emailPayload])),
  }),
  login: endpoint({
    method: "POST",
    path: "/api/user/login/",
    summary:
      'Email and password login (401 wrong credentials; 403 with `data.verification_required` and a mailed code after repeated failures or for an unverified address), or Google (`provider: "google"`; the account is made on first use). An account with two-step verification gets 403 with `data.two_factor_required`, `data.challenge_id` and `data.methods` instead of tokens: send the code to login/two-factor/ within 10 minutes. `data.methods` lists `totp` and `recovery_code`, and `passkey` when the account has one (login/two-factor/passkey/). 503 with `Retry-After` when so many passwords wait to be checked that this one would wait for seconds (as every call that checks or sets a password).',
    auth: "public",
    body: z.union([passwordLoginBody, googleLoginBody]),
    response: envelope(loginPayload),
  }),
  loginTwoFactor: endpoint({
    method: "POST",
    path: "/api/user/login/two-factor/",
    summary:
      "The second step of a login with two-step verification: the `challenge_id` the login's 403 gave and a `code` from the authenticator app (6 digits) or a recovery code (used up). 400 `errors.code` wrong code; 401 expired challenge; 429 after five wrong codes (log in again).",
    auth: "public",
    body: loginTwoFactorBody,
    response: envelope(loginPayload),
  }),
  loginTwoFactorPasskeyOptions: endpoint({
    method: "POST",
    path: "/api/user/login/two-factor/passkey/options/",
    summary:
      "A passkey challenge for the second step of the pending login `challenge_id` (its 403 listed `passkey` in `data.methods`), naming that account's passkeys; good once for 5 minutes, for that pending login only. 401 expired pending login; 409 the account has no passkey; 429 after five wrong tries. Limited per address.",
    auth: "public",
    body: secondStepPasskeyOptionsBody,
    response: envelope(passkeyRequestOptions),
  }),
  loginTwoFactorPasskey: endpoint({
    method: "POST",
    path: "/api/user/login/two-factor/passkey/",
    summary:
      "The second step with a passkey: the `challenge_id` and the passkey's answer to a challenge from login/two-factor/passkey/options/ for the same pending login. The tokens; the pending login ends. 400 for a challenge expired, used, of another sign-in or not a second step's, another account's passkey, or an answer that does not verify (each counts one of the five tries); 401 expired pending login; 429 after five wrong tries.",
    auth: "public",
    body: secondStepPasskeyBody,
    response: envelope(loginPayload),
  }),
  forgotPassword: endpoint({
    method: "POST",
    path: "/api/user/forgot-password/",
    summary: "Mails a reset link; the same answer for unknown addresses.",
    auth: "public",
    body: forgotPasswordBody,
    response: envelope(),
  }),
  checkResetLink: endpoint({
    method: "GET",
    path: "/api/user/reset-password/",
    summary: "Checks a reset link: its address, masked. 404 when invalid or expired.",
    auth: "public",
    query: resetPasswordQuery,
    response: envelope(emailPayload),
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/api/user/reset-password/",
    summary: "Sets a new password with a reset link's id; every session of the account ends.",
    auth: "public",
    body: resetPasswordBody,
    response: envelope(),
  }),
  refreshToken: endpoint({
    method: "POST",
    path: "/api/user/token/refresh/",
    summary: "Exchanges a refresh token for a new pair (an expired bearer token sent along is ignored).",
    auth: "public",
    body: refreshTokenBody,
    response: envelope(loginPayload),
  }),
  logout: endpoint({
    method: "POST",
    path: "/api/user/logout/",
    summary: "Ends the session of the refresh token.",
    auth: "member",
    body: refreshTokenBody,
    response: envelope(),
  }),
  greet: endpoint({
    method: "GET",
    path: "/api/user/greet/",
    summary: 'The dashboard greeting for the time of day in `tz`: "Good morning, Asha".',
    auth: "member",
    query: greetQuery,
    response: envelope(greeting),
  }),
  me: endpoint({
    method: "GET",
    path: "/api/user/me/",
    summary:
      "Who the caller is, in one read: id, type, name (a company's name), first and last name, bio (a company's about text), picture (a company's logo), username, whether onboarding is done, and the header's badges (unread notifications, conversations with unread messages). Before onboarding the names are empty.",
    auth: "member",
    response: envelope(me),
  }),
  sendInvites: endpoint({
    method: "POST",
    path: "/api/user/send-invites/",
    summary:
      "Mails JobLink invites (with the sign-up link) to the addresses (a list, or one text split on commas, spaces and lines); members and addresses invited in the last day are left out. 429 past the daily limit.",
    auth: "member",
    body: sendInvitesBody,
    response: envelope(sendInvitesResult),
  }),
  account: endpoint({
    method: "GET",
    path: "/api/user/account/",
    summary: "The caller's account: address, type, whether it has a password or Google sign-in, mail preferences.",
    auth: "member",
    response: envelope(accountOverview),
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/api/user/change-password/",
    summary:
      "Changes the password (the current one needed where there is one); every other session ends and a notice is mailed.",
    auth: "member",
    body: changePasswordBody,
    response: envelope(),
  }),
  changeEmail: endpoint({
    method: "POST",
    path: "/api/user/change-email/",
    summary:
      "Mails a code to the new address; nothing changes until it is entered. 409 `errors.email` when another account has it.",
    auth: "member",
    body: changeEmailBody,
    response: envelope(signInPayload),
  }),
  confirmEmailChange: endpoint({
    method: "POST",
    path: "/api/user/change-email/verify/",
    summary: "Moves the account to the new address with the mailed code; the old address gets a notice.",
    auth: "member",
    body: confirmEmailBody,
    response: envelope(emailPayload),
  }),
  mailPreferences: endpoint({
    method: "GET",
    path: "/api/user/mail-preferences/",
    summary: "Which mails the caller gets.",
    auth: "member",
    response: envelope(mailPreferences),
  }),
  setMailPreferences: endpoint({
    method: "PUT",
    path: "/api/user/mail-preferences/",
    summary: "Sets the preferences given (booleans); answers all three.",
    auth: "member",
    body: mailPreferencesBody,
    response: envelope(mailPreferences),
  }),
  exportData: endpoint({
    method: "GET",
    path: "/api/user/export/",
    summary:
      'All of the caller\'s data as one JSON file (`format: "joblink-export-1"`), sent as an attachment while it is written (not an envelope).',
    auth: "member",
    file: { contentType: "application/json", description: "The archive, as an attachment." },
  }),
  sessions: endpoint({
    method: "GET",
    path: "/api/user/sessions/",
    summary:
      "The caller's open sessions, last seen first (at most 100): device, masked address, signed in, last seen, and which is this one.",
    auth: "member",
    response: envelope(z.array(sessionInfo)),
  }),
  endSession: endpoint({
    method: "POST",
    path: "/api/user/sessions/sign-out/",
    summary:
      "Signs out one of the caller's sessions (its tokens stop working at once); 404 when it is not an open session of the caller.",
    auth: "member",
    body: endSessionBody,
    response: envelope(),
  }),
  endOtherSessions: endpoint({
    method: "POST",
    path: "/api/user/sessions/sign-out-others/",
    summary: "Signs out every session of the caller but this one; answers how many ended.",
    auth: "member",
    response: envelope(z.strictObject({ ended: z.number().int() })),
  }),
  twoFactor: endpoint({
    method: "GET",
    path: "/api/user/two-factor/",
    summary:
      "The caller's two-step verification: the authenticator app off, pending (with its setup) or on, and recovery codes left.",
    auth: "member",
    response: envelope(twoFactorStatus),
  }),
  startTotp: endpoint({
    method: "POST",
    path: "/api/user/two-factor/totp/start/",
    summary:
      "Starts setting up an authenticator app (the password needed): a new secret, its otpauth URL and QR code. Nothing changes at login until a code confirms it. 409 when it is already on.",
    auth: "member",
    body: passwordCheckBody,
    response: envelope(totpSetup),
  }),
  confirmTotp: endpoint({
    method: "POST",
    path: "/api/user/two-factor/totp/confirm/",
    summary:
      "Turns the app on with a code from it, and answers ten single-use recovery codes, shown this once. 400 `errors.code`; 409 when nothing is being set up.",
    auth: "member",
    body: confirmTotpBody,
    response: envelope(z.strictObject({ recovery_codes: z.array(z.string()) })),
  }),
  newRecoveryCodes: endpoint({
    method: "POST",
    path: "/api/user/two-factor/recovery-codes/",
    summary:
      "Ten new recovery codes (the password needed), shown this once; the old ones stop working. 400 `errors.current_password`; 409 while two-step verification is off.",
    auth: "member",
    body: passwordCheckBody,
    response: envelope(z.strictObject({ recovery_codes: z.array(z.string()) })),
  }),
  cancelTotp: endpoint({
    method: "POST",
    path: "/api/user/two-factor/totp/cancel/",
    summary: "Drops a setup not yet confirmed (an app already on stays on).",
    auth: "member",
    response: envelope(),
  }),
  disableTotp: endpoint({
    method: "POST",
    path: "/api/user/two-factor/totp/disable/",
    summary: "Turns two-step verification off (the password needed); the recovery codes go with it.",
    auth: "member",
    body: passwordCheckBody,
    response: envelope(),
  }),
  passkeys: endpoint({
    method: "GET",
    path: "/api/user/passkeys/",
    summary: "The caller's passkeys, newest first (at most 20): name, added, last used.",
    auth: "member",
    response: envelope(z.array(passkeyInfo)),
  }),
  passkeyOptions: endpoint({
    method: "POST",
    path: "/api/user/passkeys/options/",
    summary:
      "Starts adding a passkey (the password needed): the options for `navigator.credentials.create()`, a discoverable credential with user verification. 409 at 20 passkeys.",
    auth: "member",
    body: passwordCheckBody,
    response: envelope(passkeyCreationOptions),
  }),
  registerPasskey: endpoint({
    method: "POST",
    path: "/api/user/passkeys/register/",
    summary:
      "Adds the passkey the browser made for the options' challenge (taken once, 5 minutes), checked against the app's origin and RP ID. 400 for an expired or used challenge or an answer that does not verify; 409 for a passkey already added.",
    auth: "member",
    body: registerPasskeyBody,
    response: envelope(passkeyInfo),
  }),
  renamePasskey: endpoint({
    method: "POST",
    path: "/api/user/passkeys/rename/",
    summary:
      "Renames one of the caller's passkeys (no password: the name changes no way in); answers it. 400 `errors.name` for a name the add rule refuses; 404 when it is not the caller's.",
    auth: "member",
    body: renamePasskeyBody,
    response: envelope(passkeyInfo),
  }),
  removePasskey: endpoint({
    method: "POST",
    path: "/api/user/passkeys/remove/",
    summary: "Removes one of the caller's passkeys (the password needed); 404 when it is not the caller's.",
    auth: "member",
    body: removePasskeyBody,
    response: envelope(),
  }),
  loginPasskeyOptions: endpoint({
    method: "POST",
    path: "/api/user/login/passkey/options/",
    summary:
      "A challenge for signing in with a passkey (any of JobLink's: the passkey says whose account), good once for 5 minutes. Limited per address.",
    auth: "public",
    response: envelope(passkeyRequestOptions),
  }),
  loginPasskey: endpoint({
    method: "POST",
    path: "/api/user/login/passkey/",
    summary:
      "Signs in with a passkey's answer to a sign-in challenge: the tokens, with no second step (a passkey with user verification is two factors). 400 for an expired or used challenge or an answer that does not verify; 401 for a passkey JobLink does not know.",
    auth: "public",
    body: loginPasskeyBody,
    response: envelope(loginPayload),
  }),
  deleteAccount: endpoint({
    method: "DELETE",
    path: "/api/user/delete/",
    summary:
      'Deletes the account and everything of it (`password`, or `confirm: "DELETE"` without one); every session ends.',
    auth: "member",
    body: deleteAccountBody,
    response: envelope(),
  }),
};
