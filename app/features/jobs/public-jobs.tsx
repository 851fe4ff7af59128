/** The public job search (`/jobs`): the keyword box first, then the filter panel beside (or above) the results. */
import { useLocation } from "react-router";
import { hasJobFilters } from "#app/forms/jobs/job-filters.form.ts";
import { JobDialogs } from "./job-actions.tsx";
import { FILTERED_EMPTY, JobSearch } from "./job-filters.tsx";
import { JobKeywords } from "./job-keywords.tsx";
import { JobList } from "./job-list.tsx";
import { jobsHeading, relaxedNote } from "./job-search-heading.ts";
import { Link } from "#app/ui/link.tsx";
import { StaticEmptyState } from "#app/ui/static.tsx";
import type { PublicJobsData } from "./public-jobs.server.ts";

/** The empty state of a search that found nothing, even with words dropped. */
export const NO_MATCHES = {
  title: "No jobs found",
  description: "Try other or fewer words, or remove a filter.",
};

export function PublicJobs({ loaderData }: { loaderData: PublicJobsData }) {
  const { list, keywords, errors, filters, connections, panel, viewerType, feed } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  const filtered = hasJobFilters(filters);
  const words = list?.query.words.join(" ") ?? "";
  return (
    <div className="jl-stack jl-gap-5">
      <div className="jl-stack jl-gap-1">
        <h1 className="jl-heading jl-heading--xl">Jobs</h1>
        {viewerType ? null : (
          <p className="jl-muted">
            Open positions on JobLink.{" "}
            <Link to="/signup" className="jl-link jl-fg-brand jl-semibold">
              Sign up
            </Link>{" "}
            to apply or ask for a referral.
          </p>
        )}
      </div>
      <JobKeywords text={keywords.text} error={keywords.error} note={relaxedNote(list?.query ?? null)} />
      <JobSearch
        filters={filters}
        errors={errors}
        echo={list?.filters ?? null}
        panel={panel}
        total={list?.total ?? null}
        totalCapped={list?.total_capped ?? false}
        hidden={keywords.text ? { q: keywords.text } : {}}
      >
        {list ? (
          <>
            <JobDialogs posts={list.data} connections={connections} redirectTo={here} />
            <JobList
              title={jobsHeading({
                total: list.total,
                capped: list.total_capped,
                words,
                echo: list.filters,
                filtered,
                fallback: "Newest jobs",
              })}
              label="Jobs"
              list={list}
              empty={
                keywords.text
                  ? NO_MATCHES
                  : filtered
                    ? FILTERED_EMPTY
                    : { title: "No open jobs yet", description: "Open positions appear here as they are posted." }
              }
              viewerType={viewerType}
              redirectTo={here}
            />
          </>
        ) : (
          <section className="jl-section" aria-label="Job list">
            <StaticEmptyState
              title={keywords.error ? "Check the search" : "Check the filters"}
              description={
                keywords.error
                  ? "The search box says what to change."
                  : "Some filters have values we cannot use: see the messages beside them."
              }
            />
          </section>
        )}
      </JobSearch>
      <p className="jl-text-sm jl-muted">
        New jobs{filtered ? " with these filters" : ""} as they are posted:{" "}
        <a href={feed.path} className="jl-link jl-link--underline jl-fg-brand">
          the jobs feed (Atom)
        </a>
        {keywords.text ? " (it follows the filters, not the search words)" : ""}.
      </p>
    </div>
  );
}
