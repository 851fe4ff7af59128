import { redirect } from "react-router";
import type { Route } from "./+types/settings.account.export";
import { apiContext, sessionContext } from "#app/context.ts";
import { guard } from "#app/server/guards.server.ts";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member");

const PASSED_HEADERS = ["Content-Type", "Content-Disposition"];

/**
 * `/settings/account/export`: the member's data archive as a download (decision 136), streamed
 * from the API with the member's token as it is written. A refusal (too many downloads) goes
 * back to the settings with an error snackbar.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const upstream = await context.get(apiContext).accounts.exportData({ signal: request.signal });
    const headers = new Headers();
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    headers.set("Cache-Control", "private, no-store");
    headers.set("X-Content-Type-Options", "nosniff");
    return new Response(upstream.body, { status: 200, headers });
  } catch (error) {
    if (!isUpstreamError(error) || error.status >= 500) throw error;
    if (error.status === 401) throw redirect(`/login?redirectTo=${encodeURIComponent("/settings/account")}`);
    context.get(sessionContext).flash("error", snackbarMessagesFor(error)[0]);
    throw redirect("/settings/account");
  }
}
