/**
 * One-time codes for email verification: 6 digits from crypto.randomInt, stored as an HMAC
 * (never in clear), valid for OTP_TTL_MS, locked after OTP_MAX_ATTEMPTS wrong tries. Issuing a
 * new code removes the user's previous ones.
 */
import { randomInt } from "node:crypto";
import type { Db } from "../lib/db/index.ts";
import { hmacHex, safeEqual } from "../lib/crypto.ts";
import { addMs, iso } from "../lib/time.ts";
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from "./constants.ts";

export { OTP_MAX_ATTEMPTS, OTP_TTL_MS };

export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export function hashOtp(key: Uint8Array, userId: number, code: string): string {
  return hmacHex(key, `${userId}:${code}`);
}

/** Replaces the user's codes with a new one and returns it (to be mailed, never logged). */
export async function issueOtp(db: Db, key: Uint8Array, userId: number, now: Date): Promise<string> {
  const code = generateOtp();
  await db.deleteFrom("otps").where("user_id", "=", userId).execute();
  await db
    .insertInto("otps")
    .values({
      user_id: userId,
      code_hash: hashOtp(key, userId, code),
      expires_at: iso(addMs(now, OTP_TTL_MS)),
      attempts: 0,
      created_at: iso(now),
    })
    .execute();
  return code;
}

export type OtpCheck = "valid" | "incorrect" | "expired" | "locked";

/**
 * Checks a code against the user's current one. A wrong code counts one attempt; the attempt
 * that reaches the limit, and every try after it, answer "locked".
 */
export async function checkOtp(db: Db, key: Uint8Array, userId: number, code: string, now: Date): Promise<OtpCheck> {
  const otp = await db
    .selectFrom("otps")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!otp) return "incorrect";
  if (otp.attempts >= OTP_MAX_ATTEMPTS) return "locked";
  if (otp.expires_at <= iso(now)) return "expired";
  if (safeEqual(otp.code_hash, hashOtp(key, userId, code))) return "valid";
  const updated = await db
    .updateTable("otps")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", otp.id)
    .returning("attempts")
    .executeTakeFirst();
  return (updated?.attempts ?? OTP_MAX_ATTEMPTS) >= OTP_MAX_ATTEMPTS ? "locked" : "incorrect";
}

export async function deleteOtps(db: Db, userId: number): Promise<void> {
  await db.deleteFrom("otps").where("user_id", "=", userId).execute();
}
