import { useLocation } from "react-router";
import type { Route } from "./+types/individual.recent-openings";
import { apiContext } from "~/context";
import { JobDialogs } from "~/features/jobs/job-actions";
import { JobList } from "~/features/jobs/job-list";
import { loadJobDialogConnections } from "~/features/jobs/jobs.server";
import { listPosition } from "~/ui/pagination";
import { pageTitle } from "~/ui/title";
import { CARDS_PER_PAGE, toCardList } from "~/features/jobs/card-post";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Recent openings") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [list, connections] = await Promise.all([
    // By keyset: `?page=&cursor=` / `&before=` from the Previous / Next links.
    context.get(apiContext).jobs.recent({ ...listPosition(request.url), page_size: CARDS_PER_PAGE }),
    loadJobDialogConnections(request, context),
  ]);
  return { list: toCardList(list), connections };
}

/** Openings at companies, newest first. */
export default function RecentOpenings({ loaderData }: Route.ComponentProps) {
  const { list, connections } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <div className="jl-stack jl-gap-5">
      <h1 className="jl-heading jl-heading--xl">Recent openings</h1>
      <JobDialogs posts={list.data} connections={connections} redirectTo={here} />
      <JobList
        title="Openings at companies"
        list={list}
        empty={{ title: "No recent openings", description: "New openings posted by companies appear here." }}
        viewerType="individual"
        redirectTo={here}
      />
    </div>
  );
}
