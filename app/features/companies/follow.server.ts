/**
 * The Follow form endpoint (`/companies/follow`, decision 177): company pages, job pages and the
 * companies-you-follow settings post here with an `intent` (follow, unfollow, mail-on, mail-off)
 * and the page to come back to; the outcome is a snackbar there.
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { redirect, replace, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { safeRedirectTarget } from "#app/server/safe-redirect.ts";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";
import { FOLLOWING_PATH, followFormSchema } from "#app/forms/companies/follow.form.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** A GET leads to the companies one follows. */
export function loadFollow(): never {
  throw redirect(FOLLOWING_PATH);
}

export async function followAction({ request, context }: Args) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const back = safeRedirectTarget(String(formData.get("redirectTo") ?? ""), FOLLOWING_PATH, request.url);
  const submission = parseWithZod(formData, { schema: followFormSchema });
  if (submission.status !== "success") {
    session.flash("error", "That did not work. Please try again.");
    return replace(back);
  }
  const { company_id, intent } = submission.value;
  const body =
    intent === "follow"
      ? { company_id }
      : intent === "unfollow"
        ? { company_id, action: "undo" as const }
        : { company_id, mail: intent === "mail-on" };
  try {
    const done = await context.get(apiContext).companies.follow(body);
    session.flash("success", done.message);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
  }
  return replace(back);
}
