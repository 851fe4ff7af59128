/** Pieces shared by the individual and corporate profiles. */
import { messages } from "#app/forms/fields.ts";
import type { Db } from "#app/backend/lib/db/index.ts";
import { ApiError, fieldError } from "./envelope.ts";
import type { Viewer } from "./http.ts";

/** A location as answers carry it (app/contract/common.ts). */

/** 400 on `location` unless the id is in the location master list. */
export async function assertLocationExists(db: Db, locationId: number): Promise<void> {
  const found = await db.selectFrom("locations").select("id").where("id", "=", locationId).executeTakeFirst();
  if (!found) throw fieldError("location", messages.location);
}

export const NOT_YOUR_PROFILE = "You can only update your own profile.";

/**
 * Updates always apply to the caller's own profile; naming someone else's (`user_id` in the
 * query or the body) is refused rather than silently ignored.
 */
export function assertOwnProfile(viewer: Viewer, ...claimed: unknown[]): void {
  for (const value of claimed) {
    if (value === undefined || value === null || value === "") continue;
    if (String(value).trim() !== String(viewer.userId)) throw new ApiError(403, NOT_YOUR_PROFILE);
  }
}
