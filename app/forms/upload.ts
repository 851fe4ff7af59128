import { z } from "zod";
import { messages } from "./fields.ts";

const MB = 1024 * 1024;

/** The API's limits (docs/api-contract.md): images 5 MB, resumes 10 MB. */
export const IMAGE_MAX_BYTES = 5 * MB;
export const RESUME_MAX_BYTES = 10 * MB;

/** What the file inputs accept; the API checks the content (magic bytes) again. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";
export const RESUME_ACCEPT = "application/pdf,.pdf";

/** A file over `limitBytes`: "The file is too large. The limit is 5 MB." (also the API's 413). */
export function fileTooLargeMessage(limitBytes: number): string {
  return `The file is too large. The limit is ${Math.round(limitBytes / MB)} MB.`;
}

/** The API's own sentences, so the browser, the action and the API say the same thing (the API imports them). */
export const uploadMessages = {
  imageType: "Upload a JPEG, PNG or WebP image.",
  imageSize: fileTooLargeMessage(IMAGE_MAX_BYTES),
  resumeType: "Upload your resume as a PDF.",
  resumeSize: fileTooLargeMessage(RESUME_MAX_BYTES),
} as const;

/** Types a browser may give a file it cannot name: the API decides by content then. */
const UNKNOWN_TYPES = new Set(["", "application/octet-stream"]);

/**
 * A required file of at most `maxBytes` whose declared type, when the browser gives one, is one
 * of `types`. This is a quick first check (the name and declared type can lie); the API reads
 * the content. No file chosen → "This is Required.".
 */
function fileField(types: readonly string[], typeMessage: string, maxBytes: number, sizeMessage: string) {
  return z
    .file({ error: (issue) => (issue.input === undefined ? messages.required : typeMessage) })
    .refine((file) => file.size > 0, { error: messages.required, abort: true })
    .refine((file) => file.size <= maxBytes, { error: sizeMessage, abort: true })
    .refine((file) => UNKNOWN_TYPES.has(file.type) || types.includes(file.type), { error: typeMessage });
}

/** Photo, banner or logo (`file`): JPEG, PNG or WebP, at most 5 MB. */
export const imageUploadSchema = z.object({
  file: fileField(
    ["image/jpeg", "image/png", "image/webp"],
    uploadMessages.imageType,
    IMAGE_MAX_BYTES,
    uploadMessages.imageSize,
  ),
});

/** Resume (`file`): a PDF, at most 10 MB. */
export const resumeUploadSchema = z.object({
  file: fileField(["application/pdf"], uploadMessages.resumeType, RESUME_MAX_BYTES, uploadMessages.resumeSize),
});
