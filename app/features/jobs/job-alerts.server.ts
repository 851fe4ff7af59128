/**
 * A member's job alerts (`/settings/job-alerts`, issue 13, decision 133): the list, and the one
 * action that creates an alert from a job list (`intent=create` with the list's filters and the
 * page to return to), changes how often one mails (`intent=frequency`) or deletes one.
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { data, replace, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { JOB_ALERT_MESSAGES, jobAlertFormSchema } from "#app/forms/jobs/job-alerts.form.ts";
import { jobFilterInput, parseJobFilters } from "#app/forms/jobs/job-filters.form.ts";
import { readJobSearchText } from "#app/forms/jobs/job-search.form.ts";
import { safeRedirectTarget } from "#app/server/safe-redirect.ts";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";
import { JOB_ALERTS_PATH } from "./job-alert-form.tsx";

export type JobAlertsData = Awaited<ReturnType<typeof loadJobAlerts>>;

export async function loadJobAlerts({ context }: { context: Readonly<RouterContextProvider> }) {
  return { alerts: await context.get(apiContext).jobs.alerts() };
}

/** The alert a refused frequency form belongs to, and its messages. */
export type RefusedAlert = { alertId: number; errors: string[] };

export async function jobAlertsAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const submission = parseWithZod(formData, { schema: jobAlertFormSchema });
  const back = safeRedirectTarget(String(formData.get("redirectTo") ?? ""), JOB_ALERTS_PATH, request.url);
  if (submission.status !== "success") {
    const alertId = Number(formData.get("alert_id"));
    const errors = Object.values(submission.reply().error ?? {})
      .flat()
      .filter((text): text is string => typeof text === "string");
    if (formData.get("intent") === "frequency" && Number.isInteger(alertId) && alertId > 0) {
      return data({ refused: { alertId, errors } satisfies RefusedAlert }, { status: 400 });
    }
    for (const text of errors.length ? errors : ["That did not work. Please try again."]) session.flash("error", text);
    return replace(formData.get("intent") === "create" ? back : JOB_ALERTS_PATH);
  }
  const api = context.get(apiContext).jobs;
  const input = submission.value;
  try {
    switch (input.intent) {
      case "create": {
        // The list's search as its address: the filters and the keywords (`q`).
        const search = new URLSearchParams(input.filters ?? "");
        const parsed = parseJobFilters(jobFilterInput(search));
        const keywords = readJobSearchText(search);
        if (!parsed.ok || keywords.error) {
          session.flash("error", keywords.error ?? JOB_ALERT_MESSAGES.noFilters);
          return replace(back);
        }
        const created = await api.createAlert({
          filters: parsed.filters,
          q: keywords.text,
          frequency: input.frequency,
        });
        session.flash(
          "success",
          `${created.message} We will mail you new jobs ${input.frequency === "daily" ? "every day" : "every week"}.`,
        );
        return replace(back);
      }
      case "frequency": {
        const updated = await api.updateAlert({ alert_id: input.alert_id, frequency: input.frequency });
        session.flash("success", updated.message);
        break;
      }
      case "delete": {
        const deleted = await api.deleteAlert({ alert_id: input.alert_id });
        session.flash("success", deleted.message);
        break;
      }
    }
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
    return replace(input.intent === "create" ? back : JOB_ALERTS_PATH);
  }
  return replace(JOB_ALERTS_PATH);
}
