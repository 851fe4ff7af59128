/**
 * Reading one uploaded file from a `multipart/form-data` body (field `file`) within a size
 * limit. The body itself is capped earlier (see `uploadBodyLimit` in app.server.ts): a
 * `Content-Length` over the limit is refused before a byte is read, and a body without one is
 * counted while it streams in.
 */
import type { Context } from "hono";
import { messages } from "#app/forms/fields.ts";
import { fileTooLargeMessage, IMAGE_MAX_BYTES, RESUME_MAX_BYTES } from "#app/forms/upload.ts";
import { ApiError, fieldError } from "#app/backend/lib/envelope.ts";

/** The limits the forms check too (app/forms/upload.ts). */
export { IMAGE_MAX_BYTES, RESUME_MAX_BYTES };
/** Room for the multipart boundaries and headers around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The 413's sentence, the forms' (app/forms/upload.ts). */
export const tooLargeMessage = fileTooLargeMessage;

export function tooLarge(limitBytes: number): ApiError {
  return new ApiError(413, tooLargeMessage(limitBytes), { headers: { Connection: "close" } });
}

export type Upload = { bytes: Uint8Array; name: string };

/** The file of field `file` (400 "This is Required." when missing or empty; 413 over `limitBytes`). */
export async function readUpload(c: Context, limitBytes: number): Promise<Upload> {
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) throw fieldError("file", messages.required);
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw fieldError("file", messages.required);
  }
  const file = form.get("file");
  if (file === null || typeof file === "string" || file.size === 0) throw fieldError("file", messages.required);
  if (file.size > limitBytes) throw tooLarge(limitBytes);
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}

/**
 * A file name safe to show and to keep: the last path segment, without control characters,
 * at most 150 characters; `fallback` when nothing is left.
 */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 150)
    .trim();
  return cleaned === "" || cleaned === "." || cleaned === ".." ? fallback : cleaned;
}
