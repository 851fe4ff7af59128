/**
 * The search parameters that open the job dialogs (each dialog is a URL, DESIGN.md):
 * `ask-referral=<job post id>` the request-referral dialog, `recommend=<job post id>` the
 * referral dialog (recommend the post to a connection).
 */
import { rememberedPaths, withoutDialogParams, withParam } from "#app/features/network/dialog-params.ts";

export const JOB_DIALOG_PARAMS = ["ask-referral", "recommend"] as const;
export type JobDialogParam = (typeof JOB_DIALOG_PARAMS)[number];

/** The form endpoint the job components post to. */
export const JOB_ACTIONS = "/jobs/actions";

/** A same-site path without the job (and network) dialogs' parameters: where a dialog closes to. */
export const withoutJobDialogParams = rememberedPaths((path) => {
  const url = new URL(withoutDialogParams(path), "http://internal");
  for (const name of JOB_DIALOG_PARAMS) url.searchParams.delete(name);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}${url.hash}`;
});

/** The job post id a dialog parameter names in `search` (`?recommend=12` → 12), else null. */
export function jobDialogTarget(search: string | URLSearchParams, param: JobDialogParam): number | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const value = Number(params.get(param));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** `path` with one job dialog opened for `jobPostId` (other dialogs closed). */
export function withJobDialog(path: string, param: JobDialogParam, jobPostId: number): string {
  return withParam(withoutJobDialogParams(path), param, jobPostId);
}
