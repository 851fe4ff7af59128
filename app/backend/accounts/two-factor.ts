/**
 * Two-step verification (issue 38, decision 178): an authenticator app (TOTP) turned on and off
 * with the password, ten single-use recovery codes, and the login's second step. A login whose
 * password is right gets a challenge (its id, 10 minutes, five tries) instead of tokens, and the
 * second step with the challenge and a code starts the session.
 */
import { randomInt } from "node:crypto";
import QRCode from "qrcode";
import type { z } from "zod";
import type { TotpSetup, TwoFactorStatus } from "#app/contract/accounts.ts";
import {
  TWO_FACTOR_MESSAGES,
  type confirmTotpBody,
  type loginTwoFactorBody,
  type passwordCheckBody,
} from "#app/forms/accounts/two-factor.form.ts";
import { hmacHex, randomToken, sha256Hex } from "#app/backend/lib/crypto.ts";
import { isForeignKeyViolation } from "#app/backend/lib/db/errors.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import type { User } from "#app/backend/lib/db/schema.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";
import { sessionExpired, type Viewer } from "#app/backend/lib/http.ts";
import { verifyPassword } from "#app/backend/lib/password.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { addMs, iso, MINUTE_MS } from "#app/backend/lib/time.ts";
import { matchTotp, newTotpSecret, otpauthUrl } from "./totp.ts";

export const TWO_FACTOR_CHALLENGE_TTL_MS = 10 * MINUTE_MS;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;

export const TF_MESSAGES = {
  status: "Your two-step verification.",
  required: "Enter the code from your authenticator app to finish logging in.",
  setupStarted: "Scan the QR code with your authenticator app, then enter the code it shows.",
  enabled: "Two-step verification is on. Keep your recovery codes somewhere safe.",
  cancelled: "The setup is cancelled.",
  disabled: "Two-step verification is off.",
  newCodes: "Your new recovery codes are ready. The old ones no longer work.",
  notOn: "Turn on two-step verification first: recovery codes belong to it.",
  alreadyOn: "Two-step verification is already on.",
  nothingPending: "Start the setup again: scan a new QR code.",
  needsPassword: "Set a password in the account settings first: turning two-step verification on or off needs it.",
  passwordWrong: "The current password is incorrect.",
  codeWrong: "The code is incorrect.",
  challengeExpired: TWO_FACTOR_MESSAGES.challenge,
  tooManyCodes: "Too many wrong codes. Log in again.",
} as const;

/** The second steps a pending login may take: a passkey too when the account has one (decision 185). */
export type SecondStepMethod = "totp" | "recovery_code" | "passkey";

/** The 403 body a login with two-step verification answers (the documented second step). */
export type TwoFactorPending = { email: string; challenge_id: string; methods: SecondStepMethod[] };

export function twoFactorRequired(pending: TwoFactorPending): ApiError {
  return new ApiError(403, TF_MESSAGES.required, {
    data: {
      two_factor_required: true,
      email: pending.email,
      challenge_id: pending.challenge_id,
      methods: pending.methods,
    },
  });
}

/** Whether `userId` has an authenticator app turned on (a primary-key read). */
export async function hasTwoFactor(db: Db, userId: number): Promise<boolean> {
  const factor = await db
    .selectFrom("totp_factors")
    .select("confirmed_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return factor?.confirmed_at != null;
}

/** A new login challenge for `userId`: the id is answered, its SHA-256 stored. */
export async function startChallenge(db: Db, user: User, now: Date): Promise<TwoFactorPending> {
  const token = randomToken(32);
  // The account's challenges that were never finished go as a new one starts.
  await db
    .deleteFrom("two_factor_challenges")
    .where("user_id", "=", user.id)
    .where("expires_at", "<=", iso(now))
    .execute();
  await db
    .insertInto("two_factor_challenges")
    .values({
      id: sha256Hex(token),
      user_id: user.id,
      created_at: iso(now),
      expires_at: iso(addMs(now, TWO_FACTOR_CHALLENGE_TTL_MS)),
    })
    .execute();
  const passkey = await db
    .selectFrom("passkeys")
    .select("id")
    .where("user_id", "=", user.id)
    .limit(1)
    .executeTakeFirst();
  return {
    email: user.email,
    challenge_id: token,
    methods: passkey ? ["totp", "recovery_code", "passkey"] : ["totp", "recovery_code"],
  };
}

/**
 * The pending login of `challengeId` when it may still take a second step (not expired, under
 * five tries, the app still on), else why not. Both the code and the passkey steps read it.
 */
export async function pendingLogin(
  db: Db,
  challengeId: string,
  now: Date,
): Promise<{ hash: string; userId: number } | { refused: "expired" | "locked" }> {
  const hash = sha256Hex(challengeId);
  const challenge = await db.selectFrom("two_factor_challenges").selectAll().where("id", "=", hash).executeTakeFirst();
  if (!challenge || challenge.expires_at <= iso(now)) return { refused: "expired" };
  if (challenge.attempts >= TWO_FACTOR_MAX_ATTEMPTS) return { refused: "locked" };
  if (!(await hasTwoFactor(db, challenge.user_id))) return { refused: "expired" };
  return { hash, userId: challenge.user_id };
}

/** One wrong try of a pending login's second step (a wrong code, or a passkey that did not pass). */
export async function countWrongTry(db: Db, challengeHash: string): Promise<void> {
  await db
    .updateTable("two_factor_challenges")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", challengeHash)
    .execute();
}

/**
 * Ends the pending login `challengeHash` once its second step passed: one delete, so of two
 * steps racing for it only one starts a session. False when it expired or was used meanwhile.
 */
export async function takePendingLogin(db: Db, challengeHash: string, now: Date): Promise<boolean> {
  const taken = await db
    .deleteFrom("two_factor_challenges")
    .where("id", "=", challengeHash)
    .where("expires_at", ">", iso(now))
    .where("attempts", "<", TWO_FACTOR_MAX_ATTEMPTS)
    .executeTakeFirst();
  return Number(taken.numDeletedRows) === 1;
}

/** A recovery code as stored: HMAC under the OTP key (50 bits is too few for a bare hash). */
function recoveryHash(s: Services, code: string): string {
  return hmacHex(s.otpKey, code.replace(/[\s-]+/g, "").toLowerCase());
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** "k7m2p-x9q4r": ten characters without look-alikes (0/o, 1/l/i). */
function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export async function currentUser(s: Services, viewer: Viewer): Promise<User> {
  const user = await s.db.selectFrom("users").selectAll().where("id", "=", viewer.userId).executeTakeFirst();
  if (!user) throw sessionExpired();
  return user;
}

/** The password check of turning a factor on or off (the field error says what to fix). */
export async function checkPassword(user: User, password: string): Promise<void> {
  if (user.password_hash === null) throw fieldError("current_password", TF_MESSAGES.needsPassword);
  if (!(await verifyPassword(password, user.password_hash)))
    throw fieldError("current_password", TF_MESSAGES.passwordWrong);
}

async function setupOf(secret: string, email: string): Promise<TotpSetup> {
  const url = otpauthUrl(secret, email);
  return {
    secret,
    otpauth_url: url,
    qr_svg: await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 }),
  };
}

export async function twoFactorStatus(s: Services, viewer: Viewer): Promise<TwoFactorStatus> {
  const user = await currentUser(s, viewer);
  const factor = await s.db.selectFrom("totp_factors").selectAll().where("user_id", "=", user.id).executeTakeFirst();
  const left = await s.db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", user.id)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  const totp = !factor ? "off" : factor.confirmed_at ? "on" : "pending";
  return {
    totp,
    setup: totp === "pending" ? await setupOf(factor!.secret, user.email) : null,
    on_since: totp === "on" ? factor!.confirmed_at : null,
    recovery_codes_left: totp === "on" ? Number(left.n) : 0,
    has_password: user.password_hash !== null,
  };
}

/**
 * Takes the caller's `users` row for the transaction (PostgreSQL: FOR KEY SHARE) before any row of
 * its factor, as the account's deletion takes the account first and then its factor in the
 * cascade: a deletion in between waits, or has won (the session ended: 401). The other order
 * (the factor's row, then the recovery codes' foreign key) deadlocks with it.
 */
async function holdOwnAccount(s: Services, trx: Db, userId: number): Promise<void> {
  const account = await trx
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .$if(s.dialect === "postgres", (qb) => qb.forKeyShare())
    .executeTakeFirst();
  if (!account) throw sessionExpired();
}

/** A write of the caller's own factor: an account deleted meanwhile is a session that ended, not a 500. */
async function ownFactorWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw sessionExpired();
    throw error;
  }
}

/** A new secret, waiting for a first code; replaces a setup not confirmed. 409 when already on. */
export async function startTotp(
  s: Services,
  viewer: Viewer,
  input: z.output<typeof passwordCheckBody>,
): Promise<TotpSetup> {
  const user = await currentUser(s, viewer);
  await checkPassword(user, input.current_password);
  const secret = newTotpSecret();
  const now = iso(s.now());
  await ownFactorWrite(() =>
    s.db.transaction().execute(async (trx) => {
      // The account first: a setup started again deletes, then inserts, the factor's row.
      await holdOwnAccount(s, trx, user.id);
      const existing = await trx
        .selectFrom("totp_factors")
        .select("confirmed_at")
        .where("user_id", "=", user.id)
        .executeTakeFirst();
      if (existing?.confirmed_at) throw new ApiError(409, TF_MESSAGES.alreadyOn);
      await trx.deleteFrom("totp_factors").where("user_id", "=", user.id).execute();
      await trx
        .insertInto("totp_factors")
        .values({ user_id: user.id, secret, created_at: now, confirmed_at: null, last_step: null })
        .execute();
    }),
  );
  return setupOf(secret, user.email);
}

/** Turns the app on with its first code; answers the recovery codes (stored as hashes only). */
export async function confirmTotp(
  s: Services,
  viewer: Viewer,
  input: z.output<typeof confirmTotpBody>,
): Promise<{ recovery_codes: string[] }> {
  const now = s.now();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ownFactorWrite(() =>
    s.db.transaction().execute(async (trx) => {
      // The account first, then the factor (decision 190): the deletion's order.
      await holdOwnAccount(s, trx, viewer.userId);
      const factor = await trx
        .selectFrom("totp_factors")
        .selectAll()
        .where("user_id", "=", viewer.userId)
        .executeTakeFirst();
      if (!factor || factor.confirmed_at)
        throw new ApiError(409, factor ? TF_MESSAGES.alreadyOn : TF_MESSAGES.nothingPending);
      const step = matchTotp(factor.secret, input.code, now);
      if (step === null) throw fieldError("code", TF_MESSAGES.codeWrong);
      // Only the setup this code matched: a cancel or a new setup in between makes it 409.
      const confirmed = await trx
        .updateTable("totp_factors")
        .set({ confirmed_at: iso(now), last_step: step })
        .where("user_id", "=", viewer.userId)
        .where("secret", "=", factor.secret)
        .where("confirmed_at", "is", null)
        .executeTakeFirst();
      if (Number(confirmed.numUpdatedRows) === 0) throw new ApiError(409, TF_MESSAGES.nothingPending);
      await replaceRecoveryCodes(s, trx, viewer.userId, codes);
    }),
  );
  return { recovery_codes: codes };
}

/** The account's recovery codes become `codes` (stored as hashes): the old ones, used or not, go. */
async function replaceRecoveryCodes(s: Services, trx: Db, userId: number, codes: string[]): Promise<void> {
  await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await trx
    .insertInto("recovery_codes")
    .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryHash(s, code), used_at: null })))
    .execute();
}

/**
 * POST two-factor/recovery-codes: ten new recovery codes behind the password, shown in this
 * answer only; the old ones stop working. 409 while two-step verification is off.
 */
export async function newRecoveryCodes(
  s: Services,
  viewer: Viewer,
  input: z.output<typeof passwordCheckBody>,
): Promise<{ recovery_codes: string[] }> {
  const user = await currentUser(s, viewer);
  await checkPassword(user, input.current_password);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ownFactorWrite(() =>
    s.db.transaction().execute(async (trx) => {
      // The account's row first, as its deletion takes it first (decision 185).
      await holdOwnAccount(s, trx, user.id);
      // Touching the confirmed factor locks its row: a turn-off in between waits, or has won.
      const on = await trx
        .updateTable("totp_factors")
        .set((eb) => ({ confirmed_at: eb.ref("confirmed_at") }))
        .where("user_id", "=", user.id)
        .where("confirmed_at", "is not", null)
        .executeTakeFirst();
      if (Number(on.numUpdatedRows) !== 1) throw new ApiError(409, TF_MESSAGES.notOn);
      await replaceRecoveryCodes(s, trx, user.id, codes);
    }),
  );
  return { recovery_codes: codes };
}

export async function cancelTotp(s: Services, viewer: Viewer): Promise<void> {
  await s.db
    .deleteFrom("totp_factors")
    .where("user_id", "=", viewer.userId)
    .where("confirmed_at", "is", null)
    .execute();
}

export async function disableTotp(
  s: Services,
  viewer: Viewer,
  input: z.output<typeof passwordCheckBody>,
): Promise<void> {
  const user = await currentUser(s, viewer);
  await checkPassword(user, input.current_password);
  await s.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("totp_factors").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("recovery_codes").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("two_factor_challenges").where("user_id", "=", user.id).execute();
  });
}

/**
 * Checks the second step in `trx`: the challenge (not expired, under five tries) and the code,
 * the app's (later than the last one used) or an unused recovery code (used up now). Answers the
 * user, or what went wrong; a wrong code counts a try, which the caller commits.
 */
export async function checkSecondStep(
  s: Services,
  trx: Db,
  input: z.output<typeof loginTwoFactorBody>,
  now: Date,
): Promise<{ user: User } | { refused: "expired" | "locked" | "wrong" }> {
  const pending = await pendingLogin(trx, input.challenge_id, now);
  if ("refused" in pending) return pending;
  const challengeHash = pending.hash;
  const user = await trx.selectFrom("users").selectAll().where("id", "=", pending.userId).executeTakeFirst();
  const factor = await trx
    .selectFrom("totp_factors")
    .selectAll()
    .where("user_id", "=", pending.userId)
    .executeTakeFirst();
  if (!user || !factor?.confirmed_at) return { refused: "expired" };

  let accepted = false;
  if (/^\d{6}$/.test(input.code)) {
    const step = matchTotp(factor.secret, input.code, now, factor.last_step);
    if (step !== null) {
      const claimed = await trx
        .updateTable("totp_factors")
        .set({ last_step: step })
        .where("user_id", "=", user.id)
        .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", step)]))
        .executeTakeFirst();
      accepted = Number(claimed.numUpdatedRows) === 1;
    }
  } else {
    const used = await trx
      .updateTable("recovery_codes")
      .set({ used_at: iso(now) })
      .where("user_id", "=", user.id)
      .where("code_hash", "=", recoveryHash(s, input.code))
      .where("used_at", "is", null)
      .executeTakeFirst();
    accepted = Number(used.numUpdatedRows) === 1;
  }
  if (!accepted) {
    await countWrongTry(trx, challengeHash);
    return { refused: "wrong" };
  }
  // A passkey step that took the pending login meanwhile wins (PostgreSQL): this one has expired.
  if (!(await takePendingLogin(trx, challengeHash, now))) return { refused: "expired" };
  return { user };
}

/** The error of a refused second step. */
export function secondStepRefusal(refused: "expired" | "locked" | "wrong"): ApiError {
  if (refused === "expired") return new ApiError(401, TF_MESSAGES.challengeExpired);
  if (refused === "locked")
    return new ApiError(429, TF_MESSAGES.tooManyCodes, { errors: { code: [TF_MESSAGES.tooManyCodes] } });
  return fieldError("code", TF_MESSAGES.codeWrong);
}
