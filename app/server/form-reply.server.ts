import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { Session } from "#app/context.ts";
import { isUpstreamError, replyOptionsFor } from "#app/upstream/errors.ts";

type Replyable = {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }): SubmissionResult<string[]>;
};

/**
 * Turns a failed upstream call into a form reply: per-field messages go next to their fields;
 * anything else becomes error snackbars (spec §8) and only those: the same sentence above the
 * form as well said it twice ("Email or password is incorrect.", issue 34). A message about a
 * field the form does not show stays the form's error, beside the other fields' messages.
 */
export function replyWithUpstreamError(
  submission: Replyable,
  error: unknown,
  session: Session,
  options: { hideFields?: string[]; fields?: readonly string[] } = {},
) {
  if (!isUpstreamError(error)) throw error;
  const reply = replyOptionsFor(error, options);
  if (Object.keys(reply.fieldErrors).length === 0) {
    for (const message of reply.formErrors) session.flash("error", message);
    return data(submission.reply({ ...reply, formErrors: [] }), { status: error.status });
  }
  return data(submission.reply(reply), { status: error.status });
}

/**
 * The page's own path from an action's request, to redirect back to it. With JavaScript, React
 * Router posts to `<path>.data` (single fetch) and hands the action that URL unchanged, so a
 * redirect "back" to the raw pathname would lead to `/profile/3.data`.
 */
export function pagePathOf(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length) || "/";
  return pathname.replace(/\.data$/, "");
}
