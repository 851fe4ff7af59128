import { useLocation } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/individual.jobs";
import { apiContext } from "~/context";
import { hasJobFilters, type JobFilterErrors } from "~/features/jobs/job-filters.form";
import type { FilteredPaged } from "~/features/jobs/jobs.api";
import type { AppliedJobPost, JobPost, SavedJobPost } from "~/contract/jobs";
import { canMakeAlert } from "~/features/jobs/job-alerts.form";
import { CreateJobAlertForm } from "~/features/jobs/job-alert-form";
import { JobDialogs } from "~/features/jobs/job-actions";
import { FILTERED_EMPTY, JobSearch } from "~/features/jobs/job-filters";
import { filterErrorsOf, loadFilterPanel, readJobFilters } from "~/features/jobs/job-filters.server";
import { JobList } from "~/features/jobs/job-list";
import { MyApplicationDetail } from "~/features/referrals/application";
import { loadJobDialogConnections } from "~/features/jobs/jobs.server";
import { listPosition } from "~/ui/pagination";
import { pageTitle } from "~/ui/title";
import { toCardList } from "~/features/jobs/card-post";
import { guard } from "~/server/guards.server";
import { StaticEmptyState } from "~/ui/static";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

/** When a referral was asked, in India's time zone on the server and in the browser alike. */
const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Jobs") }];

/** The tabs (`?tab=`), as links so they work without JavaScript. */
const TABS = [
  { id: "suggested", label: "Suggested" },
  { id: "applied", label: "Applied" },
  { id: "my_company", label: "My company" },
  { id: "saved", label: "Saved" },
] as const;
type Tab = (typeof TABS)[number]["id"];

function tabOf(url: string): Tab {
  const value = new URL(url).searchParams.get("tab");
  return TABS.find((tab) => tab.id === value)?.id ?? "suggested";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const tab = tabOf(request.url);
  // The filters and sort of the address (issue 13); bad values are shown next to the panel's
  // fields, and the list is not asked for.
  const { filters, errors } = readJobFilters(request);
  // Applied, my company and saved page by keyset (`?page=&cursor=` / `&before=`); suggested (ranked),
  // and any list sorted by salary, by number.
  const position = listPosition(request.url);
  const query = { ...(filters.sort === "salary" ? { page: position.page } : position), filters };
  const listing = async (): Promise<{ list: FilteredPaged<JobPost | AppliedJobPost | SavedJobPost> | null; errors: JobFilterErrors | null }> => {
    if (errors) return { list: null, errors };
    try {
      const list =
        tab === "applied"
          ? await api.jobs.applied(query)
          : tab === "my_company"
            ? await api.jobs.myCompany(query)
            : tab === "saved"
              ? await api.jobs.saved(query)
              : await api.jobs.suggested({ page: position.page, filters });
      return { list, errors: null };
    } catch (error) {
      const refused = filterErrorsOf(error);
      if (!refused) throw error;
      return { list: null, errors: refused };
    }
  };
  const [listed, connections, panel] = await Promise.all([listing(), loadJobDialogConnections(request, context), loadFilterPanel(api, request)]);
  // Applied items also carry `referral_id` and `applied_on`; the card shows `my_referral_status`.
  const list = listed.list ? { ...toCardList(listed.list), filters: listed.list.filters } : null;
  return { tab, list, connections, filters, errors: listed.errors, panel };
}

const EMPTY: Record<Tab, { title: string; description: string }> = {
  suggested: { title: "No suggestions yet", description: "Add skills and your current company to your profile and we will suggest jobs that fit." },
  applied: { title: "No referral requests yet", description: "Ask for a referral on a suggested job; it appears here with its status." },
  my_company: { title: "No openings at your company", description: "Open posts at the company of your current position appear here." },
  saved: { title: "No saved jobs yet", description: "Select Save on a job to keep it here, newest saved first." },
};

/** What a saved job that has closed since says (as its own page does, decision 130). */
export const NO_LONGER_ACCEPTING = "No longer accepting applications";

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { tab, list, connections, filters, errors, panel } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  const current = TABS.find((t) => t.id === tab)!;
  const filtered = hasJobFilters(filters);
  return (
    // Plain elements with the static `jl-tabs` / `jl-tab` classes of static-classes.ts.
    <div className="jl-stack jl-gap-5">
      <h1 className="jl-heading jl-heading--xl">Jobs</h1>
      <nav aria-label="Job lists" className="jl-tabs">
        <ul className="jl-tabs__list">
          {TABS.map((t) => {
            const active = t.id === tab;
            return (
              <li key={t.id}>
                <Link
                  to={t.id === "suggested" ? "/individual/jobs" : `/individual/jobs?tab=${t.id}`}
                  aria-current={active ? "page" : undefined}
                  className="jl-link jl-tab"
                >
                  {t.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <JobSearch
        filters={filters}
        errors={errors}
        echo={list?.filters ?? null}
        panel={panel}
        total={list?.total ?? null}
        totalCapped={list?.total_capped ?? false}
        hidden={tab === "suggested" ? {} : { tab }}
      >
        {list ? (
          <>
            <JobDialogs posts={list.data} connections={connections} redirectTo={here} />
            <JobList
              title={tab === "applied" ? "Applied jobs" : tab === "my_company" ? "Openings at your company" : tab === "saved" ? "Saved jobs" : "Suggested jobs"}
              list={list}
              empty={filtered ? FILTERED_EMPTY : EMPTY[current.id]}
              viewerType="individual"
              redirectTo={here}
              detail={
                tab === "applied"
                  ? (post) => {
                      const appliedOn = "applied_on" in post ? post.applied_on : null;
                      const application = "application" in post ? post.application : null;
                      return (
                        <>
                          {appliedOn ? <p className="jl-muted">Referral asked on {dateFormat.format(new Date(appliedOn))}</p> : null}
                          {application ? <MyApplicationDetail application={application} title={post.title} redirectTo={here} /> : null}
                        </>
                      );
                    }
                  : tab === "saved"
                    ? (post) => (post.status === "closed" ? <p className="jl-semibold">{NO_LONGER_ACCEPTING}</p> : null)
                    : undefined
              }
            />
            {canMakeAlert(filters) ? <CreateJobAlertForm filters={filters} redirectTo={here} /> : null}
          </>
        ) : (
          <section className="jl-section" aria-label="Job list">
            <StaticEmptyState title="Check the filters" description="Some filters have values we cannot use: see the messages beside them." />
          </section>
        )}
      </JobSearch>
    </div>
  );
}
