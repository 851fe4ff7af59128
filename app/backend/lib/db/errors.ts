/** Recognises database errors that both drivers report differently. */

/** A UNIQUE (or primary key) constraint was violated: SQLite or PostgreSQL (23505). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (code === "23505") return true;
  if (typeof errcode === "number" && (errcode === 2067 || errcode === 1555)) return true;
  return typeof message === "string" && /UNIQUE constraint failed/i.test(message);
}

/** A FOREIGN KEY constraint was violated: SQLite (787) or PostgreSQL (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (code === "23503") return true;
  if (errcode === 787) return true;
  return typeof message === "string" && /FOREIGN KEY constraint failed/i.test(message);
}

/**
 * Runs a write that checks its target first, and once more when it fails on a foreign key: on
 * PostgreSQL another transaction can delete the target between the check and the insert. The
 * second run's checks see the deletion and answer as for any missing target (a 404), as the
 * requests that came a moment later do. SQLite runs writes one at a time, so it never gets here.
 */
export async function againIfTargetDeleted<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    return write();
  }
}
