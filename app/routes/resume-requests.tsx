import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, replace } from "react-router";
import type { Route } from "./+types/resume-requests";
import { apiContext, sessionContext } from "~/context";
import { resumeRequestSchema } from "~/features/resume-requests/resume-request.form";
import { safeRedirectTarget } from "~/server/safe-redirect";
import { isUpstreamError, snackbarMessagesFor } from "~/upstream/errors";
import { withoutDialogParams } from "~/features/network/dialog-params";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member");

/**
 * The resume request form endpoint (docs/decisions/050-network-forms.md): `intent` request
 * (ask a member for their resume), accept or decline (the owner answers). Comes back to the
 * same-site `redirectTo` with a snackbar: the server's sentence, or its refusal (spec §8).
 */

const FALLBACK = "/individual/requests";

/** Form endpoint (POST); a GET leads to the requests page. */
export function loader() {
  throw redirect(FALLBACK);
}

const DONE = { request: "Resume requested.", accept: "Request accepted.", decline: "Request declined." } as const;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const back = withoutDialogParams(safeRedirectTarget(String(formData.get("redirectTo") ?? ""), FALLBACK, request.url));
  const submission = parseWithZod(formData, { schema: resumeRequestSchema });
  if (submission.status !== "success") {
    session.flash("error", "That did not work. Please try again.");
    return replace(back);
  }

  const api = context.get(apiContext).network;
  const input = submission.value;
  try {
    const { message } =
      input.intent === "request"
        ? await api.requestResume({ user_id: input.user_id })
        : await api.answerResumeRequest({ request_id: input.request_id, action: input.intent });
    session.flash("success", message || DONE[input.intent]);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
  }
  return replace(back);
}
