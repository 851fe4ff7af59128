/**
 * Job alerts on the job lists (issue 13, decision 133).
 *
 * `<CreateJobAlertForm filters redirectTo />`: under a filtered job list (the jobs tabs, the jobs
 * results of a search), "Create job alert" with its frequency. A plain POST form to
 * `/settings/job-alerts` (intent `create`) carrying the keywords and filters as their query string and the
 * page to come back to, so it works without JavaScript; the answer comes back as a snackbar.
 *
 * `<FrequencySelect id name defaultValue />`: the daily / weekly select (also on the settings page).
 */
import { Form } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type AlertFrequency } from "#app/forms/jobs/job-alerts.form.ts";
import { jobFilterKey, type JobFilters } from "#app/forms/jobs/job-filters.form.ts";
import { JOB_SEARCH_PARAM } from "#app/forms/jobs/job-search.form.ts";
import { buttonClass, SelectIndicator, StaticButton } from "#app/ui/static.tsx";

export const JOB_ALERTS_PATH = "/settings/job-alerts";

export function FrequencySelect({
  id,
  defaultValue = "daily",
  describedBy,
  invalid,
}: {
  id: string;
  defaultValue?: AlertFrequency;
  describedBy?: string;
  invalid?: boolean;
}) {
  return (
    <div className="jl-select jl-select--sm">
      <select
        id={id}
        name="frequency"
        defaultValue={defaultValue}
        className="jl-select__field"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      >
        {ALERT_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {ALERT_FREQUENCY_LABELS[frequency]}
          </option>
        ))}
      </select>
      {/* The chevron that says it is a select, not a text box. */}
      <SelectIndicator invalid={invalid} />
    </div>
  );
}

/** The list's search as the form carries it: the filters' key and the keywords (`q`). */
function searchKey(filters: JobFilters, keywords: string): string {
  const key = new URLSearchParams(jobFilterKey(filters));
  if (keywords.trim()) key.append(JOB_SEARCH_PARAM, keywords.trim());
  return key.toString();
}

export function CreateJobAlertForm({
  filters,
  keywords = "",
  redirectTo,
}: {
  filters: JobFilters;
  keywords?: string;
  redirectTo: string;
}) {
  return (
    <section className="jl-card jl-stack jl-gap-3" style={{ padding: "1rem" }} aria-labelledby="job-alert-heading">
      <h2 id="job-alert-heading" className="jl-heading jl-heading--md">
        Get these jobs by mail
      </h2>
      <p className="jl-muted">
        A job alert mails you the new jobs that match {keywords.trim() ? "these keywords and filters" : "these filters"}
        .
      </p>
      <Form method="post" action={JOB_ALERTS_PATH} className="jl-hstack jl-wrap" style={{ alignItems: "flex-end" }}>
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="filters" value={searchKey(filters, keywords)} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="jl-field">
          <label className="jl-field__label" htmlFor="job-alert-frequency">
            How often
          </label>
          <FrequencySelect id="job-alert-frequency" />
        </div>
        <StaticButton type="submit" palette="brand" size="sm">
          Create job alert
        </StaticButton>
        <Link to={JOB_ALERTS_PATH} className={buttonClass({ variant: "ghost", size: "sm" })}>
          Manage job alerts
        </Link>
      </Form>
    </section>
  );
}
