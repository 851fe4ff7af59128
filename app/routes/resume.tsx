import { redirect } from "react-router";
import type { Route } from "./+types/resume";
import { apiContext, sessionContext } from "#app/context.ts";
import { userIdParam } from "#app/features/profiles/profile.server.ts";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";
import { guard } from "#app/server/guards.server.ts";
import { resumeDownload } from "#app/features/profiles/resume-download.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member");

/**
 * `/resume/:userId` — a member's resume as a download, for whoever may see it (its owner, or a
 * member whose resume request was accepted; login is required by the route's guard). The PDF is
 * streamed from the API with the viewer's token, keeping its type and file name. When the API
 * refuses (403 no permission, 404 no resume), the viewer goes back to the profile with an error
 * snackbar.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const userId = userIdParam(params.userId);
  try {
    const upstream = await context.get(apiContext).profiles.resume({ user_id: userId }, { signal: request.signal });
    return resumeDownload(upstream);
  } catch (error) {
    if (!isUpstreamError(error) || error.status >= 500) throw error;
    if (error.status === 401) throw redirect(`/login?redirectTo=${encodeURIComponent(`/resume/${userId}`)}`);
    const session = context.get(sessionContext);
    session.flash("error", error.status === 404 ? "There is no resume to download." : snackbarMessagesFor(error)[0]);
    throw redirect(`/profile/${userId}`);
  }
}
