import { parseWithZod } from "#app/forms/parse.ts";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { pagePathOf, replyWithUpstreamError } from "#app/server/form-reply.server.ts";
import { apiContext, memberOf, sessionContext } from "#app/context.ts";
import { dashboardPath } from "#app/server/guards.server.ts";
import type { UpstreamApi } from "#app/upstream/api.ts";
import { findReply } from "#app/ui/picker/find.server.ts";

/** The location a details form starts from, as the picker's known option. */
export function knownLocation(location: { id: number; city: string; state: string } | null | undefined) {
  return location ? [{ value: location.id, label: `${location.city}, ${location.state}` }] : [];
}

type DetailsArea<Input> = { create(input: Input): Promise<unknown>; update(input: Input): Promise<unknown> };

/**
 * The action of both details pages: validate, then create the profile (onboarding) or update it.
 * The first save completes onboarding (the cookie records it) and leads to the dashboard; later
 * saves stay on the page.
 */
export async function saveDetails<Schema extends z.ZodObject>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  schema: Schema,
  area: (api: UpstreamApi) => DetailsArea<z.infer<Schema>>,
) {
  const formData = await request.formData();
  // The location picker's Find (no JavaScript): the form again, with the matches.
  const found = await findReply(formData, context.get(apiContext));
  if (found) return data(found);
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const session = context.get(sessionContext);
  const auth = memberOf(context);
  const target = area(context.get(apiContext));
  try {
    if (auth.onboarding_complete) await target.update(submission.value);
    else await target.create(submission.value);
  } catch (error) {
    return replyWithUpstreamError(submission, error, session, { fields: Object.keys(schema.shape) });
  }
  if (!auth.onboarding_complete) {
    // The session's tokens as they are now: the call above may have refreshed them, and the
    // guard's record still holds the old ones (whose refresh token the refresh used up).
    session.setAuth({ ...(session.auth ?? auth), onboarding_complete: true });
    session.flash("success", "Your profile is ready. Welcome to JobLink!");
    return redirect(dashboardPath(auth.type_of_user));
  }
  session.flash("success", "Your details have been saved.");
  return redirect(pagePathOf(request));
}
