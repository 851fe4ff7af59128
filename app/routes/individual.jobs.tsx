import { Link, useLocation } from "react-router";
import type { Route } from "./+types/individual.jobs";
import { apiContext } from "~/context";
import type { AppliedJobPost, JobPost, Paged } from "~/upstream/jobs-types";
import { JobDialogs } from "~/ui/jobs/job-actions";
import { JobList } from "~/ui/jobs/job-list";
import { MyApplicationDetail } from "~/ui/jobs/application";
import { loadJobDialogConnections } from "~/ui/jobs/jobs.server";
import { listPosition } from "~/ui/pagination";
import { pageTitle } from "~/ui/title";
import { toCardList } from "~/ui/jobs/card-post";
import { guard } from "~/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

/** When a referral was asked, in India's time zone on the server and in the browser alike. */
const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Jobs") }];

/** The tabs (`?tab=`), as links so they work without JavaScript. */
const TABS = [
  { id: "suggested", label: "Suggested" },
  { id: "applied", label: "Applied" },
  { id: "my_company", label: "My company" },
] as const;
type Tab = (typeof TABS)[number]["id"];

function tabOf(url: string): Tab {
  const value = new URL(url).searchParams.get("tab");
  return TABS.find((tab) => tab.id === value)?.id ?? "suggested";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext).jobs;
  const tab = tabOf(request.url);
  // Applied and my company page by keyset (`?page=&cursor=` / `&before=`); suggested (ranked) by number.
  const position = listPosition(request.url);
  const [list, connections] = await Promise.all([
    tab === "applied" ? api.applied(position) : tab === "my_company" ? api.myCompany(position) : api.suggested({ page: position.page }),
    loadJobDialogConnections(request, context),
  ]);
  // Applied items also carry `referral_id` and `applied_on`; the card shows `my_referral_status`.
  return { tab, list: toCardList(list as Paged<JobPost | AppliedJobPost>), connections };
}

const EMPTY: Record<Tab, { title: string; description: string }> = {
  suggested: { title: "No suggestions yet", description: "Add skills and your current company to your profile and we will suggest jobs that fit." },
  applied: { title: "No referral requests yet", description: "Ask for a referral on a suggested job; it appears here with its status." },
  my_company: { title: "No openings at your company", description: "Open posts at the company of your current position appear here." },
};

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { tab, list, connections } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  const current = TABS.find((t) => t.id === tab)!;
  return (
    // Plain elements with the static `jl-tabs` / `jl-tab` classes of theme.ts.
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
      <JobDialogs posts={list.data} connections={connections} redirectTo={here} />
      <JobList
        title={tab === "applied" ? "Applied jobs" : tab === "my_company" ? "Openings at your company" : "Suggested jobs"}
        list={list}
        empty={EMPTY[current.id]}
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
            : undefined
        }
      />
    </div>
  );
}
