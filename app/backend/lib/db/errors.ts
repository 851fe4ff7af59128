/** Recognises database errors that both drivers report differently. */

/** A UNIQUE (or primary key) constraint was violated: SQLite or PostgreSQL (23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (code === "23505") return true;
  if (typeof errcode === "number" && (errcode === 2067 || errcode === 1555)) return true;
  return typeof message === "string" && /UNIQUE constraint failed/i.test(message);
}
