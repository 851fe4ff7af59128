/** The member's reports and the decisions about their content (`/settings/reports`); plain forms, so it works without JavaScript. */
import { Form } from "react-router";
import { Pagination } from "#app/ui/pagination.tsx";
import { badgeClass, SrOnly, StaticButton, StaticEmptyState } from "#app/ui/static.tsx";
import { REPORT_REASON_LABELS, REPORT_TARGET_LABELS } from "#app/forms/moderation/moderation.form.ts";
import { OUTCOME_WORDS, when } from "./moderation-words.ts";
import type { MyReportsData } from "./my-reports.server.ts";

const LIST = { listStyle: "none", margin: 0, padding: 0 } as const;

export function MyReports({ loaderData }: { loaderData: MyReportsData }) {
  const { reports, cases } = loaderData;
  return (
    <div className="jl-stack jl-gap-5">
      <div className="jl-stack jl-gap-2">
        <h1 className="jl-heading jl-heading--xl">Reports</h1>
        <p className="jl-muted">
          What you reported and where each report stands, and what moderators decided about your own content.
        </p>
      </div>
      <section className="jl-stack jl-gap-3" aria-labelledby="my-reports">
        <h2 className="jl-heading jl-heading--md" id="my-reports">
          Your reports
        </h2>
        {reports.data.length === 0 ? (
          <StaticEmptyState
            titleAs="h3"
            title="No reports"
            description="Use Report on a profile, a company page, a job or a message to tell a moderator about it."
          />
        ) : (
          <ul className="jl-stack jl-gap-3" style={LIST}>
            {reports.data.map((report) => (
              <li key={report.id} className="jl-card jl-stack jl-gap-2" style={{ padding: "1rem" }}>
                <p className="jl-semibold">
                  {report.title} <span className="jl-muted">({REPORT_TARGET_LABELS[report.target_kind]})</span>
                </p>
                <p className="jl-muted jl-text-sm">
                  {REPORT_REASON_LABELS[report.reason]} · reported {when(report.created_at)}
                </p>
                {report.note ? <p className="jl-text-sm">{report.note}</p> : null}
                <p>
                  <span className={badgeClass("subtle", report.state === "open" ? "orange" : "green")}>
                    {report.state === "open"
                      ? "Waiting for a moderator"
                      : report.outcome
                        ? `Closed: ${OUTCOME_WORDS[report.outcome]}`
                        : "Closed"}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={reports.page}
          hasNext={reports.has_next}
          nextCursor={reports.next_cursor}
          prevCursor={reports.prev_cursor}
          label="Your reports"
        />
      </section>
      <section className="jl-stack jl-gap-3" aria-labelledby="my-cases">
        <h2 className="jl-heading jl-heading--md" id="my-cases">
          Decisions about your content
        </h2>
        {cases.length === 0 ? (
          <StaticEmptyState
            titleAs="h3"
            title="Nothing here"
            description="Moderators have not decided anything about your content or account."
          />
        ) : (
          <ul className="jl-stack jl-gap-3" style={LIST}>
            {cases.map((item) => (
              <li key={item.id} className="jl-card jl-stack jl-gap-2" style={{ padding: "1rem" }}>
                <p className="jl-semibold">
                  {item.title} <span className="jl-muted">({REPORT_TARGET_LABELS[item.target_kind]})</span>
                </p>
                <p className="jl-text-sm">
                  {item.review_requested && item.outcome === null
                    ? "Review requested: a moderator will look at it again."
                    : `${item.outcome ? OUTCOME_WORDS[item.outcome] : "Decided"}${item.closed_at ? ` on ${when(item.closed_at)}` : ""}.`}
                  {item.reason ? ` Reason: ${item.reason}` : ""}
                </p>
                {item.can_request_review ? (
                  <Form method="post">
                    <input type="hidden" name="case_id" value={item.id} />
                    <StaticButton type="submit" size="sm" variant="outline">
                      Ask for a review<SrOnly> of {item.title}</SrOnly>
                    </StaticButton>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
