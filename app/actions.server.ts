import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { Session } from "~/context";
import { UpstreamError } from "~/upstream/client";
import { snackbarMessagesFor } from "~/upstream/errors";

type Replyable = {
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }): SubmissionResult<string[]>;
};

/**
 * Turns a failed upstream call into a form reply: per-field messages go next to their fields;
 * anything else becomes the form's error and error snackbars (spec §8).
 */
export function replyWithUpstreamError(
  submission: Replyable,
  error: unknown,
  session: Session,
  options: { hideFields?: string[]; fields?: string[] } = {},
) {
  if (!(error instanceof UpstreamError)) throw error;
  const fieldErrors = error.fieldErrors ?? {};
  const known = Object.entries(fieldErrors).filter(([name]) => !options.fields || options.fields.includes(name));
  if (known.length > 0) {
    return data(submission.reply({ fieldErrors: Object.fromEntries(known), hideFields: options.hideFields }), {
      status: error.status,
    });
  }
  const messages = snackbarMessagesFor(error);
  for (const message of messages) session.flash("error", message);
  return data(submission.reply({ formErrors: messages, hideFields: options.hideFields }), { status: error.status });
}
