import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, replace } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/settings.job-alerts";
import { apiContext, sessionContext } from "~/context";
import { ALERT_FREQUENCY_LABELS, JOB_ALERT_MESSAGES, jobAlertFormSchema } from "~/features/jobs/job-alerts.form";
import { jobFilterInput, parseJobFilters } from "~/features/jobs/job-filters.form";
import { safeRedirectTarget } from "~/server/safe-redirect";
import { isUpstreamError, snackbarMessagesFor } from "~/upstream/errors";
import { FrequencySelect, JOB_ALERTS_PATH } from "~/features/jobs/job-alert-form";
import { buttonClass, SrOnly, StaticButton, StaticEmptyState } from "~/ui/static";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

/**
 * A member's job alerts (issue 13, decision 133): each alert's filters in one line, how often it
 * mails (a select and "Save", per alert) and "Delete"; plain POST forms with an `intent`, so the
 * page works without JavaScript. The same action creates an alert from a job list
 * (`intent=create` with the list's filters and the page to return to).
 */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Job alerts") }];

export async function loader({ context }: Route.LoaderArgs) {
  return { alerts: await context.get(apiContext).jobs.alerts() };
}

/** The alert a refused frequency form belongs to, and its messages. */
type Refused = { alertId: number; errors: string[] };

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const submission = parseWithZod(formData, { schema: jobAlertFormSchema });
  const back = safeRedirectTarget(String(formData.get("redirectTo") ?? ""), JOB_ALERTS_PATH, request.url);
  if (submission.status !== "success") {
    const alertId = Number(formData.get("alert_id"));
    const errors = Object.values(submission.reply().error ?? {}).flat().filter((text): text is string => typeof text === "string");
    if (formData.get("intent") === "frequency" && Number.isInteger(alertId) && alertId > 0) {
      return data({ refused: { alertId, errors } satisfies Refused }, { status: 400 });
    }
    for (const text of errors.length ? errors : ["That did not work. Please try again."]) session.flash("error", text);
    return replace(formData.get("intent") === "create" ? back : JOB_ALERTS_PATH);
  }
  const api = context.get(apiContext).jobs;
  const input = submission.value;
  try {
    switch (input.intent) {
      case "create": {
        const parsed = parseJobFilters(jobFilterInput(new URLSearchParams(input.filters ?? "")));
        if (!parsed.ok) {
          session.flash("error", JOB_ALERT_MESSAGES.noFilters);
          return replace(back);
        }
        const created = await api.createAlert({ filters: parsed.filters, frequency: input.frequency });
        session.flash("success", `${created.message} We will mail you new jobs ${input.frequency === "daily" ? "every day" : "every week"}.`);
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

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export default function JobAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { alerts } = loaderData;
  const refused = actionData?.refused ?? null;
  return (
    <div className="jl-stack jl-gap-5">
      <div className="jl-stack jl-gap-2">
        <h1 className="jl-heading jl-heading--xl">Job alerts</h1>
        <p className="jl-muted">
          Each alert mails you the new open jobs that match its filters, daily or weekly. Create one from the filters on{" "}
          <Link to="/individual/jobs" className="jl-link">
            Jobs
          </Link>
          .
        </p>
      </div>
      {alerts.length === 0 ? (
        <section className="jl-section" aria-label="Your job alerts">
          <StaticEmptyState title="No job alerts yet" description="On Jobs, choose filters, then select Create job alert to get the new matches by mail." />
        </section>
      ) : (
        <ul className="jl-stack jl-gap-3" aria-label="Your job alerts" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {alerts.map((alert) => {
            const errors = refused?.alertId === alert.id ? refused.errors : [];
            const errorId = `alert-${alert.id}-error`;
            return (
              <li key={alert.id} className="jl-card jl-stack jl-gap-3" style={{ padding: "1rem" }}>
                <h2 className="jl-heading jl-heading--md" id={`alert-${alert.id}`}>
                  {alert.summary}
                </h2>
                <p className="jl-muted">
                  {ALERT_FREQUENCY_LABELS[alert.frequency]} · created {dateFormat.format(new Date(alert.created_at))}
                  {alert.last_run_at ? ` · last checked ${dateFormat.format(new Date(alert.last_run_at))}` : ""} · next mail from{" "}
                  {dateFormat.format(new Date(alert.next_run_at))}
                </p>
                <div className="jl-hstack jl-wrap" style={{ alignItems: "flex-end" }}>
                  <Form method="post" className="jl-hstack jl-wrap" style={{ alignItems: "flex-end" }} aria-labelledby={`alert-${alert.id}`}>
                    <input type="hidden" name="intent" value="frequency" />
                    <input type="hidden" name="alert_id" value={alert.id} />
                    <div className="jl-field">
                      <label className="jl-field__label" htmlFor={`alert-${alert.id}-frequency`}>
                        How often<SrOnly> for {alert.summary}</SrOnly>
                      </label>
                      <FrequencySelect
                        id={`alert-${alert.id}-frequency`}
                        defaultValue={alert.frequency}
                        describedBy={errors.length ? errorId : undefined}
                        invalid={errors.length > 0}
                      />
                      {errors.length ? (
                        <span id={errorId} className="jl-field__error">
                          {errors.join(" ")}
                        </span>
                      ) : null}
                    </div>
                    <StaticButton type="submit" size="sm" variant="outline">
                      Save<SrOnly> how often {alert.summary} mails</SrOnly>
                    </StaticButton>
                  </Form>
                  <Link to={`/individual/jobs?${alert.query}`} className={buttonClass({ variant: "ghost", size: "sm" })}>
                    Show jobs<SrOnly> for {alert.summary}</SrOnly>
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="alert_id" value={alert.id} />
                    <StaticButton type="submit" size="sm" variant="outline" palette="red">
                      Delete<SrOnly> the alert {alert.summary}</SrOnly>
                    </StaticButton>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
