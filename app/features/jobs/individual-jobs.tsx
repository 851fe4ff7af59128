/** A member's jobs screen: the tabs, the filter panel, the list, and "Create job alert". */
import { useLocation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { hasJobFilters } from "#app/forms/jobs/job-filters.form.ts";
import { canMakeAlert } from "#app/forms/jobs/job-alerts.form.ts";
import { CreateJobAlertForm } from "./job-alert-form.tsx";
import { JobDialogs } from "./job-actions.tsx";
import { FILTERED_EMPTY, JobSearch } from "./job-filters.tsx";
import { JobList } from "./job-list.tsx";
import { JobKeywords } from "./job-keywords.tsx";
import { jobsHeading, relaxedNote } from "./job-search-heading.ts";
import { NO_MATCHES } from "./public-jobs.tsx";
import { JOB_TABS, type JobTab } from "./job-tabs.ts";
import { MyApplicationDetail } from "#app/features/referrals/application.tsx";
import { buttonClass, StaticEmptyState } from "#app/ui/static.tsx";
import type { IndividualJobsData } from "./individual-jobs.server.ts";

/** When a referral was asked, in India's time zone on the server and in the browser alike. */
const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

const EMPTY: Record<JobTab, { title: string; description: string }> = {
  suggested: {
    title: "No suggestions yet",
    description: "Add skills and your current company to your profile and we will suggest jobs that fit.",
  },
  applied: {
    title: "No applications yet",
    description: "Apply to a company's job or ask for a referral on a member's; it appears here with its status.",
  },
  my_company: {
    title: "No openings at your company",
    description: "Open posts at the company of your current position appear here.",
  },
  saved: { title: "No saved jobs yet", description: "Select Save on a job to keep it here, newest saved first." },
  following: {
    title: "No new jobs from companies you follow",
    description: "Follow companies on their pages; their new openings of the last 30 days appear here.",
  },
};

/** Where a member posts a job: their posts, with the new post's dialog open. */
export const POST_A_JOB_PATH = "/individual/posts?post=new";

/**
 * The member's job lists as tabs (links, so they work without JavaScript): the feeds of
 * `/individual/jobs`, then their own posts (`/individual/posts`, which shows the same tabs).
 */
export function JobTabsNav({ current }: { current: JobTab | "my_posts" }) {
  const tabs = [
    ...JOB_TABS.map((t) => ({
      id: t.id,
      label: t.label,
      to: t.id === "suggested" ? "/individual/jobs" : `/individual/jobs?tab=${t.id}`,
    })),
    { id: "my_posts", label: "My posts", to: "/individual/posts" },
  ];
  return (
    // Plain elements with the static `jl-tabs` / `jl-tab` classes of static-classes.ts.
    <nav aria-label="Job lists" className="jl-tabs">
      <ul className="jl-tabs__list">
        {tabs.map((t) => (
          <li key={t.id}>
            <Link to={t.to} aria-current={t.id === current ? "page" : undefined} className="jl-link jl-tab">
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What a saved job that has closed since says (as its own page does, decision 130). */
export const NO_LONGER_ACCEPTING = "No longer accepting applications";

export function IndividualJobs({ loaderData }: { loaderData: IndividualJobsData }) {
  const { tab, list, connections, filters, errors, panel, keywords, query } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  const current = JOB_TABS.find((t) => t.id === tab)!;
  const filtered = hasJobFilters(filters);
  return (
    <div className="jl-stack jl-gap-5">
      <div className="jl-hstack jl-wrap" style={{ justifyContent: "space-between" }}>
        <h1 className="jl-heading jl-heading--xl">Jobs</h1>
        <Link to={POST_A_JOB_PATH} className={buttonClass({ palette: "brand" })}>
          Post a job
        </Link>
      </div>
      <JobTabsNav current={tab} />
      {/* Keywords search every open job: the box sends to the first tab (job-keywords.tsx). */}
      <JobKeywords text={keywords.text} error={keywords.error} note={relaxedNote(query)} />
      <JobSearch
        filters={filters}
        errors={errors}
        echo={list?.filters ?? null}
        panel={panel}
        total={list?.total ?? null}
        totalCapped={list?.total_capped ?? false}
        hidden={tab === "suggested" ? (keywords.text ? { q: keywords.text } : {}) : { tab }}
        mySkills
      >
        {list ? (
          <>
            <JobDialogs posts={list.data} connections={connections} redirectTo={here} />
            <JobList
              title={
                tab === "applied"
                  ? "Applied jobs"
                  : tab === "my_company"
                    ? "Openings at your company"
                    : tab === "saved"
                      ? "Saved jobs"
                      : tab === "following"
                        ? "From companies you follow"
                        : jobsHeading({
                            total: list.total,
                            capped: list.total_capped,
                            words: query?.words.join(" ") ?? "",
                            echo: list.filters,
                            filtered,
                            fallback: "Suggested jobs",
                          })
              }
              label={tab === "suggested" ? "Suggested jobs" : undefined}
              list={list}
              empty={keywords.text ? NO_MATCHES : filtered ? FILTERED_EMPTY : EMPTY[current.id]}
              viewerType="individual"
              redirectTo={here}
              detail={
                tab === "applied"
                  ? (post) => {
                      const appliedOn = "applied_on" in post ? post.applied_on : null;
                      const application = "application" in post ? post.application : null;
                      return (
                        <>
                          {appliedOn ? (
                            <p className="jl-muted">{`${post.posted_by.type_of_user === "corporate" ? "Applied" : "Referral asked"} on ${dateFormat.format(new Date(appliedOn))}`}</p>
                          ) : null}
                          {application ? (
                            <MyApplicationDetail application={application} title={post.title} redirectTo={here} />
                          ) : null}
                        </>
                      );
                    }
                  : tab === "saved"
                    ? (post) => (post.status === "closed" ? <p className="jl-semibold">{NO_LONGER_ACCEPTING}</p> : null)
                    : undefined
              }
            />
            {canMakeAlert(filters, keywords.text) ? (
              <CreateJobAlertForm filters={filters} keywords={keywords.text} redirectTo={here} />
            ) : null}
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
    </div>
  );
}
