import { useLocation } from "react-router";
import { JobDialogs } from "./job-actions.tsx";
import { JobList } from "./job-list.tsx";
import type { RecentOpeningsData } from "./recent-openings.server.ts";

/** Openings at companies, newest first. */
export function RecentOpenings({ loaderData }: { loaderData: RecentOpeningsData }) {
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
