/**
 * A member's job alerts screen: each alert's filters in one line, how often it mails (a select and
 * "Save", per alert) and "Delete"; plain POST forms with an `intent`, so it works without
 * JavaScript.
 */
import { Form } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { ALERT_FREQUENCY_LABELS } from "#app/forms/jobs/job-alerts.form.ts";
import { FrequencySelect } from "./job-alert-form.tsx";
import { buttonClass, SrOnly, StaticButton, StaticEmptyState } from "#app/ui/static.tsx";
import type { JobAlertsData, RefusedAlert } from "./job-alerts.server.ts";

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

export function JobAlerts({
  loaderData,
  actionData,
}: {
  loaderData: JobAlertsData;
  actionData: { refused: RefusedAlert } | undefined;
}) {
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
          <StaticEmptyState
            titleAs="h2"
            title="No job alerts yet"
            description="On Jobs, choose filters, then select Create job alert to get the new matches by mail."
          />
        </section>
      ) : (
        <ul
          className="jl-stack jl-gap-3"
          aria-label="Your job alerts"
          style={{ listStyle: "none", margin: 0, padding: 0 }}
        >
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
                  {alert.last_run_at ? ` · last checked ${dateFormat.format(new Date(alert.last_run_at))}` : ""} · next
                  mail from {dateFormat.format(new Date(alert.next_run_at))}
                </p>
                <div className="jl-hstack jl-wrap" style={{ alignItems: "flex-end" }}>
                  <Form
                    method="post"
                    className="jl-hstack jl-wrap"
                    style={{ alignItems: "flex-end" }}
                    aria-labelledby={`alert-${alert.id}`}
                  >
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
                  <Link
                    to={`/individual/jobs?${alert.query}`}
                    className={buttonClass({ variant: "outline", size: "sm" })}
                  >
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
