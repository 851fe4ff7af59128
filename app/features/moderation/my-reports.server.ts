/**
 * `/settings/reports` (decision 175): the member's reports and their state, and the decisions
 * about the member's own content, with the one review a removal allows (`intent=review`).
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { replace, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { reviewFormSchema } from "#app/forms/moderation/moderation.form.ts";
import { listPosition } from "#app/ui/pagination.tsx";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";
import { MY_REPORTS_PATH } from "./moderation-words.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type MyReportsData = Awaited<ReturnType<typeof loadMyReports>>;

export async function loadMyReports({ request, context }: Args) {
  const api = context.get(apiContext).moderation;
  const [reports, cases] = await Promise.all([api.myReports(listPosition(request.url)), api.myCases()]);
  return { reports, cases };
}

export async function myReportsAction({ request, context }: Args) {
  const session = context.get(sessionContext);
  const submission = parseWithZod(await request.formData(), { schema: reviewFormSchema });
  if (submission.status !== "success") {
    session.flash("error", "That did not work. Please try again.");
    return replace(MY_REPORTS_PATH);
  }
  try {
    const asked = await context.get(apiContext).moderation.requestReview({ case_id: submission.value.case_id });
    session.flash("success", asked.message);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
  }
  return replace(MY_REPORTS_PATH);
}
