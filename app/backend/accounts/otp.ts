/**
 * One-time codes ("verifications"): 6 digits from crypto.randomInt, stored as an HMAC (never in
 * clear), valid for OTP_TTL_MS, locked after OTP_MAX_ATTEMPTS wrong tries.
 *
 * Each verification is a row of `otps` with a purpose:
 * - `signup`: one per sign-up of a not yet verified address, with the password and type chosen
 *   in it, applied when the address is verified with its code (decision 116);
 * - `login`: the security check of a login while the account sees many wrong passwords
 *   (decision 117);
 * - `email_change`: a signed-in member's new address, mailed to that address and applied when
 *   its code is entered in the settings (decision 136); never accepted by verify-otp.
 * Each has a verification id (a random ticket, stored as its SHA-256) that only the client that
 * started it receives: with it, a code is checked against that verification only, so nobody
 * else can use up its tries, and a code mailed for another sign-up does not fit it.
 */
import { randomInt } from "node:crypto";
import type { Db } from "#app/backend/lib/db/index.ts";
import type { OtpPurpose, OtpsTable, UserType } from "#app/backend/lib/db/schema.ts";
import { hmacHex, randomToken, safeEqual, sha256Hex } from "#app/backend/lib/crypto.ts";
import { addMs, iso } from "#app/backend/lib/time.ts";
import type { Selectable } from "kysely";
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from "./constants.ts";

export { OTP_MAX_ATTEMPTS, OTP_TTL_MS };

/** Sign-ups (and security checks) kept waiting per account; older ones are dropped. */
export const MAX_PENDING_VERIFICATIONS = 3;

export type Verification = Selectable<OtpsTable>;

export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export function hashOtp(key: Uint8Array, userId: number, code: string): string {
  return hmacHex(key, `${userId}:${code}`);
}

/** The stored form of a verification id. */
export function ticketHash(ticket: string): string {
  return sha256Hex(ticket);
}

/**
 * Starts a verification for `userId` and returns its code (to be mailed, never logged) and id
 * (for the client that started it). Keeps at most MAX_PENDING_VERIFICATIONS of its purpose.
 */
export async function startVerification(
  db: Db,
  key: Uint8Array,
  input: {
    userId: number;
    purpose: OtpPurpose;
    passwordHash?: string | null;
    typeOfUser?: UserType | null;
    newEmail?: string | null;
  },
  now: Date,
): Promise<{ code: string; ticket: string }> {
  const code = generateOtp();
  const ticket = randomToken(32);
  await db
    .insertInto("otps")
    .values({
      user_id: input.userId,
      code_hash: hashOtp(key, input.userId, code),
      expires_at: iso(addMs(now, OTP_TTL_MS)),
      attempts: 0,
      created_at: iso(now),
      purpose: input.purpose,
      ticket_hash: ticketHash(ticket),
      password_hash: input.passwordHash ?? null,
      type_of_user: input.typeOfUser ?? null,
      new_email: input.newEmail ?? null,
    })
    .execute();
  const kept = await db
    .selectFrom("otps")
    .select("id")
    .where("user_id", "=", input.userId)
    .where("purpose", "=", input.purpose)
    .orderBy("id", "desc")
    .limit(MAX_PENDING_VERIFICATIONS)
    .execute();
  await db
    .deleteFrom("otps")
    .where("user_id", "=", input.userId)
    .where("purpose", "=", input.purpose)
    .where(
      "id",
      "not in",
      kept.map((row) => row.id),
    )
    .execute();
  return { code, ticket };
}

/**
 * A new code for an existing verification (a code sent again; a login of a pending sign-up):
 * the tries start over. With `newTicket`, the verification also gets a new id, returned.
 */
export async function renewVerification(
  db: Db,
  key: Uint8Array,
  verification: Verification,
  now: Date,
  options: { newTicket?: boolean } = {},
): Promise<{ code: string; ticket: string | null }> {
  const code = generateOtp();
  const ticket = options.newTicket ? randomToken(32) : null;
  await db
    .updateTable("otps")
    .set({
      code_hash: hashOtp(key, verification.user_id, code),
      expires_at: iso(addMs(now, OTP_TTL_MS)),
      attempts: 0,
      created_at: iso(now),
      ...(ticket !== null && { ticket_hash: ticketHash(ticket) }),
    })
    .where("id", "=", verification.id)
    .execute();
  return { code, ticket };
}

/** The verification of `userId` with this id, or undefined. */
export async function verificationByTicket(db: Db, userId: number, ticket: string): Promise<Verification | undefined> {
  return db
    .selectFrom("otps")
    .selectAll()
    .where("ticket_hash", "=", ticketHash(ticket))
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** The pending sign-ups of `userId`, newest first. */
export async function pendingSignUps(db: Db, userId: number): Promise<Verification[]> {
  return db
    .selectFrom("otps")
    .selectAll()
    .where("user_id", "=", userId)
    .where("purpose", "=", "signup")
    .orderBy("id", "desc")
    .execute();
}

export type OtpCheck = "valid" | "incorrect" | "expired" | "locked";

/**
 * Checks a code against one verification. A wrong code counts one attempt; the attempt that
 * reaches the limit, and every try after it, answer "locked".
 */
export async function checkOtp(
  db: Db,
  key: Uint8Array,
  verification: Verification | undefined,
  code: string,
  now: Date,
): Promise<OtpCheck> {
  if (!verification) return "incorrect";
  if (verification.attempts >= OTP_MAX_ATTEMPTS) return "locked";
  if (verification.expires_at <= iso(now)) return "expired";
  if (safeEqual(verification.code_hash, hashOtp(key, verification.user_id, code))) return "valid";
  const updated = await db
    .updateTable("otps")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", verification.id)
    .returning("attempts")
    .executeTakeFirst();
  return (updated?.attempts ?? OTP_MAX_ATTEMPTS) >= OTP_MAX_ATTEMPTS ? "locked" : "incorrect";
}

export async function deleteOtps(db: Db, userId: number, purpose?: OtpPurpose): Promise<void> {
  let query = db.deleteFrom("otps").where("user_id", "=", userId);
  if (purpose) query = query.where("purpose", "=", purpose);
  await query.execute();
}
