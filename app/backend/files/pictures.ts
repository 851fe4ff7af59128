/**
 * Profile pictures: photo and banner of individuals and corporates, logo of corporates.
 * Stored re-encoded under `public/` and referenced by URL (`/api/files/<key>`) in the profile row.
 */
import { ApiError } from "#app/backend/lib/envelope.ts";
import { lockMember } from "#app/backend/lib/db/locks.ts";
import type { Viewer } from "#app/backend/lib/http.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { iso } from "#app/backend/lib/time.ts";
import { reencodePicture, type PictureType } from "./images.ts";
import { PUBLIC_PREFIX, keyFromPublicUrl, newFileKey, publicFileUrl } from "./storage.ts";
import { deleteQuietly, storeAndSwap } from "./swap.ts";
import type { uploadsApi } from "#app/contract/uploads.ts";
import type { DataOf } from "#app/contract/endpoint.ts";

export const PICTURE_MESSAGES = {
  uploaded: { photo: "Your photo is updated.", banner: "Your banner is updated.", logo: "Your logo is updated." },
  removed: { photo: "Your photo is removed.", banner: "Your banner is removed.", logo: "Your logo is removed." },
  logoOnlyCorporate: "Only company accounts have a logo.",
  noProfile: "Profile not found.",
  noCompanyProfile: "Company profile not found.",
} as const;

type Column = "profile_pic" | "banner" | "logo";
type Target = { table: "individuals" | "corporates"; column: Column };

function targetFor(viewer: Viewer, type: PictureType): Target {
  const column: Column = type === "photo" ? "profile_pic" : type;
  if (viewer.typeOfUser === "individual") {
    if (type === "logo") throw new ApiError(403, PICTURE_MESSAGES.logoOnlyCorporate);
    return { table: "individuals", column };
  }
  return { table: "corporates", column };
}

function noProfile(target: Target): ApiError {
  return new ApiError(
    404,
    target.table === "individuals" ? PICTURE_MESSAGES.noProfile : PICTURE_MESSAGES.noCompanyProfile,
  );
}

async function assertProfile(s: Services, target: Target, userId: number): Promise<void> {
  const row = await s.db.selectFrom(target.table).select("user_id").where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw noProfile(target);
}

async function currentUrl(db: Services["db"], target: Target, userId: number): Promise<string | null | undefined> {
  if (target.table === "individuals") {
    const row = await db
      .selectFrom("individuals")
      .select(["profile_pic", "banner"])
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return row ? row[target.column as "profile_pic" | "banner"] : undefined;
  }
  const row = await db
    .selectFrom("corporates")
    .select(["profile_pic", "banner", "logo"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? row[target.column] : undefined;
}

async function setUrl(
  db: Services["db"],
  target: Target,
  userId: number,
  url: string | null,
  now: string,
): Promise<void> {
  if (target.table === "individuals") {
    await db
      .updateTable("individuals")
      .set(target.column === "banner" ? { banner: url, updated_at: now } : { profile_pic: url, updated_at: now })
      .where("user_id", "=", userId)
      .execute();
  } else {
    await db
      .updateTable("corporates")
      .set({ [target.column]: url, updated_at: now })
      .where("user_id", "=", userId)
      .execute();
  }
}

/** 403/404 before any upload is read: the viewer may have this picture and has a profile. */
export async function assertCanUpload(s: Services, viewer: Viewer, type: PictureType): Promise<void> {
  await assertProfile(s, targetFor(viewer, type), viewer.userId);
}

/** Stores a new picture for the viewer's profile and returns its URL; the old file goes after the commit. */
export async function uploadPicture(
  s: Services,
  viewer: Viewer,
  type: PictureType,
  bytes: Uint8Array,
): Promise<DataOf<typeof uploadsApi.uploadPicture>> {
  const target = targetFor(viewer, type);
  await assertProfile(s, target, viewer.userId);
  const webp = await reencodePicture(bytes, type, s.imageDecodes);
  const key = newFileKey(PUBLIC_PREFIX, "webp");
  const url = publicFileUrl(key);
  const now = iso(s.now());
  return storeAndSwap(s, { key, bytes: webp, contentType: "image/webp" }, async (trx) => {
    // One swap at a time per member: each one sees the file the previous one stored (and
    // deletes it), so parallel uploads leave one file and no orphan.
    await lockMember(trx, s.dialect, viewer.userId);
    const old = await currentUrl(trx, target, viewer.userId);
    if (old === undefined) throw noProfile(target);
    await setUrl(trx, target, viewer.userId, url, now);
    return { oldKey: keyFromPublicUrl(old), result: { type, url } };
  });
}

/** Removes the viewer's picture of `type` (nothing to remove is fine). */
export async function removePicture(s: Services, viewer: Viewer, type: PictureType): Promise<void> {
  const target = targetFor(viewer, type);
  const now = iso(s.now());
  const old = await s.db.transaction().execute(async (trx) => {
    await lockMember(trx, s.dialect, viewer.userId);
    const current = await currentUrl(trx, target, viewer.userId);
    if (current === undefined) throw noProfile(target);
    if (current !== null) await setUrl(trx, target, viewer.userId, null, now);
    return current;
  });
  const oldKey = keyFromPublicUrl(old);
  if (oldKey) await deleteQuietly(s, oldKey);
}
