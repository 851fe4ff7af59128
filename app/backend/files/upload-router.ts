/**
 * `/api/user/upload/picture/?type=photo|banner|logo`: POST a multipart `file` to replace the
 * picture, DELETE to remove it. `/api/corporate/logo/update/` is the same as `type=logo`.
 */
import { Hono } from "hono";
import { contractRoutes } from "#app/backend/lib/contract-routes.ts";
import { uploadsApi as api } from "#app/contract/uploads.ts";
import { ok, type AppContext, type AppEnv, type Viewer } from "#app/backend/lib/http.ts";
import { enforceRequestLimit } from "#app/backend/lib/request-limits.ts";
import type { Services } from "#app/backend/lib/services.ts";
import { parseQuery } from "#app/backend/lib/validation.ts";
import type { PictureType } from "./images.ts";
import { PICTURE_MESSAGES, assertCanUpload, removePicture, uploadPicture } from "./pictures.ts";
import { IMAGE_MAX_BYTES, readUpload } from "./upload.ts";

/** Handles the upload of a picture of `type` for the caller. */
export async function handlePictureUpload(
  s: Services,
  c: AppContext,
  viewer: Viewer,
  type: PictureType,
): Promise<Response> {
  // Counted before anything is read: a refused upload costs one upsert.
  await enforceRequestLimit(s, "upload", viewer.userId);
  await assertCanUpload(s, viewer, type);
  const upload = await readUpload(c, IMAGE_MAX_BYTES);
  const data = await uploadPicture(s, viewer, type, upload.bytes);
  return ok(c, api.uploadPicture, PICTURE_MESSAGES.uploaded[type], data);
}

async function handlePictureRemoval(s: Services, c: AppContext, viewer: Viewer, type: PictureType): Promise<Response> {
  await removePicture(s, viewer, type);
  return ok(c, api.deletePicture, PICTURE_MESSAGES.removed[type], { type, url: null });
}

export function uploadRouter(s: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const on = contractRoutes(app, s);

  on(api.uploadPicture, async (c, { viewer, query: { type } }) => {
    return handlePictureUpload(s, c, viewer, type);
  });

  on(api.deletePicture, async (c, { viewer }) => {
    const { type } = parseQuery(c, api.uploadPicture.query);
    return handlePictureRemoval(s, c, viewer, type);
  });

  return app;
}
