import { data, redirect } from "react-router";
import type { Route } from "./+types/applications.$id.resume";
import { apiContext, sessionContext } from "#app/context.ts";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";
import { guard } from "#app/server/guards.server.ts";
import { resumeDownload } from "#app/features/profiles/resume-download.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member");

/**
 * `/applications/:id/resume` — the resume attached to an application, for its poster (the API
 * logs the download: who, when) or its applicant. Streamed from the API with the viewer's
 * token. A refusal (404: not theirs, or no resume) goes back to where they came from with an
 * error snackbar.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data("No application was found.", { status: 404 });
  try {
    const upstream = await context.get(apiContext).referrals.resume({ referral_id: id }, { signal: request.signal });
    return resumeDownload(upstream);
  } catch (error) {
    if (!isUpstreamError(error) || error.status >= 500) throw error;
    if (error.status === 401) throw redirect(`/login?redirectTo=${encodeURIComponent(`/applications/${id}/resume`)}`);
    context.get(sessionContext).flash("error", snackbarMessagesFor(error)[0] ?? "There is no resume to download.");
    const referer = request.headers.get("referer");
    const back = referer && new URL(referer).origin === new URL(request.url).origin ? new URL(referer) : null;
    throw redirect(back ? back.pathname + back.search : "/notifications");
  }
}
