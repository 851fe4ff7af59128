import { parseWithZod } from "#app/forms/parse.ts";
import { data } from "react-router";
import type { z } from "zod";
import { replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import type { Session } from "#app/context.ts";
import { isUpstreamError } from "#app/upstream/errors.ts";

type FileSchema = z.ZodObject<{ file: z.ZodType<File> }>;

/**
 * Runs one upload from a multipart form: checks the file with `schema` (required, size,
 * declared type), then `store(file)`. Resolves with `null` when stored (the caller flashes and
 * redirects), else with the reply to render next to the file field:
 * - the API's 400 (`errors.file`, e.g. "Upload a JPEG, PNG or WebP image.") on the field;
 * - a 413: its message ("The file is too large. The limit is 5 MB.") on the field, and the
 *   status text ("Payload Too Large") as an error snackbar, as spec §8 asks;
 * - anything else as spec §8 says (snackbar and form error).
 * The API stores nothing on failure (it answers only once the file is stored whole).
 */
export async function runUpload(
  formData: FormData,
  schema: FileSchema,
  session: Session,
  store: (file: File) => Promise<unknown>,
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["file"] }), { status: 400 });
  try {
    await store(submission.value.file as File);
    return null;
  } catch (error) {
    if (isUpstreamError(error, 413)) {
      session.flash("error", error.statusText);
      return data(submission.reply({ fieldErrors: { file: [error.message] }, hideFields: ["file"] }), { status: 413 });
    }
    return replyWithUpstreamError(submission, error, session, { fields: ["file"], hideFields: ["file"] });
  }
}
