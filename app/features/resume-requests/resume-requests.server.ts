/**
 * The resume request form endpoint (`/resume-requests`, docs/decisions/050-network-forms.md):
 * `intent` request (ask a member for their resume), accept or decline (the owner answers). Comes
 * back to the same-site `redirectTo` with a snackbar: the server's sentence, or its refusal (spec §8).
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { redirect, replace, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { resumeRequestSchema } from "./resume-request.form.ts";
import { safeRedirectTarget } from "#app/server/safe-redirect.ts";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";
import { withoutDialogParams } from "#app/features/network/dialog-params.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const FALLBACK = "/individual/requests";

/** Form endpoint (POST); a GET leads to the requests page. */
export function loadResumeRequests() {
  throw redirect(FALLBACK);
}

const DONE = { request: "Resume requested.", accept: "Request accepted.", decline: "Request declined." } as const;

export async function resumeRequestAction({ request, context }: Args) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const back = withoutDialogParams(safeRedirectTarget(String(formData.get("redirectTo") ?? ""), FALLBACK, request.url));
  const submission = parseWithZod(formData, { schema: resumeRequestSchema });
  if (submission.status !== "success") {
    session.flash("error", "That did not work. Please try again.");
    return replace(back);
  }

  const api = context.get(apiContext).resumeRequests;
  const input = submission.value;
  try {
    const { message } =
      input.intent === "request"
        ? await api.create({ user_id: input.user_id })
        : await api.answer({ request_id: input.request_id, action: input.intent });
    session.flash("success", message || DONE[input.intent]);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
  }
  return replace(back);
}
