/**
 * Password-reset links: `${publicUrl}/forgot-password/{id}` with a random id stored as its
 * SHA-256, valid PASSWORD_RESET_TTL_MS and once. A new link replaces the older unused ones.
 */
import type { Db } from "#app/backend/lib/db/index.ts";
import { randomToken, sha256Hex } from "#app/backend/lib/crypto.ts";
import { addMs, iso } from "#app/backend/lib/time.ts";
import { RESET_LINK_INVALID } from "#app/forms/accounts/reset-password.form.ts";
import { PASSWORD_RESET_TTL_MS } from "./constants.ts";

export { PASSWORD_RESET_TTL_MS, RESET_LINK_INVALID };

/** Creates a link id for `userId` (to be mailed, never logged). */
export async function createResetId(db: Db, userId: number, now: Date): Promise<string> {
  const id = randomToken(32);
  await db
    .updateTable("password_resets")
    .set({ used_at: iso(now) })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
  await db
    .insertInto("password_resets")
    .values({
      user_id: userId,
      token_hash: sha256Hex(id),
      created_at: iso(now),
      expires_at: iso(addMs(now, PASSWORD_RESET_TTL_MS)),
      used_at: null,
    })
    .execute();
  return id;
}

export type ValidReset = { resetId: number; userId: number; email: string };

/** The link's user when the id is known, unused and unexpired; otherwise `null`. */
export async function findValidReset(db: Db, id: string, now: Date): Promise<ValidReset | null> {
  const row = await db
    .selectFrom("password_resets")
    .innerJoin("users", "users.id", "password_resets.user_id")
    .select(["password_resets.id as resetId", "users.id as userId", "users.email as email"])
    .where("password_resets.token_hash", "=", sha256Hex(id))
    .where("password_resets.used_at", "is", null)
    .where("password_resets.expires_at", ">", iso(now))
    .executeTakeFirst();
  return row ?? null;
}

/** Marks the link used; false when another request used it first. */
export async function consumeReset(db: Db, resetId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("password_resets")
    .set({ used_at: iso(now) })
    .where("id", "=", resetId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** `asha@example.com` → `a***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}
