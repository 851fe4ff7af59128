import { redirect } from "react-router";
import type { Route } from "./+types/resume";
import { apiContext, sessionContext } from "~/context";
import { userIdParam } from "~/ui/profile/profile.server";
import { isUpstreamError, snackbarMessagesFor } from "~/upstream/errors";
import { guard } from "~/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member");

/** Headers of the upstream file answer passed on to the browser. */
const PASSED_HEADERS = ["Content-Type", "Content-Disposition", "Content-Length", "Last-Modified", "ETag"];

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
    const upstream = await context.get(apiContext).profile.resume({ user_id: userId }, { signal: request.signal });
    const headers = new Headers();
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/pdf");
    if (!headers.has("Content-Disposition")) headers.set("Content-Disposition", 'attachment; filename="resume.pdf"');
    // Private to this viewer: never kept by shared caches, re-checked on every download.
    headers.set("Cache-Control", "private, no-store");
    headers.set("X-Content-Type-Options", "nosniff");
    return new Response(upstream.body, { status: 200, headers });
  } catch (error) {
    if (!isUpstreamError(error) || error.status >= 500) throw error;
    if (error.status === 401) throw redirect(`/login?redirectTo=${encodeURIComponent(`/resume/${userId}`)}`);
    const session = context.get(sessionContext);
    session.flash("error", error.status === 404 ? "There is no resume to download." : snackbarMessagesFor(error)[0]);
    throw redirect(`/profile/${userId}`);
  }
}
