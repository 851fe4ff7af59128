/**
 * The contract of pictures and public files: `/api/user/upload/picture/` (a member's photo and
 * banner, a company's logo) and `/api/files/{key}` (the stored pictures).
 */
import { z } from "zod";
import { messages } from "#app/forms/fields.ts";
import { IMAGE_MAX_BYTES, imageUploadSchema } from "#app/forms/upload.ts";
import { envelope } from "./common.ts";
import { endpoint } from "./endpoint.ts";

/** The picture slots (`logo` for companies only). */
export const PICTURE_TYPES = ["photo", "banner", "logo"] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

/** What an upload answers: the slot and the public URL of the stored, re-encoded picture. */
export const pictureUpload = z
  .strictObject({ type: z.enum(PICTURE_TYPES), url: z.string() })
  .meta({ id: "PictureUpload" });

export const pictureQuery = z.object({
  type: z.enum(PICTURE_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === "" ? messages.required : "Choose photo, banner or logo.",
  }),
});

export const uploadsApi = {
  uploadPicture: endpoint({
    method: "POST",
    path: "/api/user/upload/picture/",
    summary:
      "Stores a photo, banner or (companies) logo, re-encoded as WebP, replacing the previous one. A JPEG, PNG or WebP of at most 5 MB.",
    auth: "member",
    query: pictureQuery,
    form: imageUploadSchema,
    fileBytes: IMAGE_MAX_BYTES,
    response: envelope(pictureUpload),
  }),
  deletePicture: endpoint({
    method: "DELETE",
    path: "/api/user/upload/picture/",
    summary: "Removes the photo, banner or logo.",
    auth: "member",
    query: pictureQuery,
    response: envelope(z.strictObject({ type: z.enum(PICTURE_TYPES), url: z.null() })),
  }),
  file: endpoint({
    method: "GET",
    path: "/api/files/{key}",
    summary: "A stored picture (the URLs the answers give); cached for good, since a key is never reused.",
    auth: "public",
    params: z.object({ key: z.string() }),
    file: { contentType: "image/webp", description: "The picture (WebP; generated demo pictures are SVG)." },
  }),
};
