import { useLocation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { JobActions, JobDialogs } from "./job-actions.tsx";
import { JobCard, posterPath } from "./job-card.tsx";
import { ListRow, ListSection, pagingOf } from "#app/ui/list-section.tsx";
import { UserAvatar } from "#app/ui/user-avatar.tsx";
import type { RecommendationsData } from "./recommendations.server.ts";

/** Jobs your connections recommended to you: who recommended each and when. */
export function Recommendations({ loaderData }: { loaderData: RecommendationsData }) {
  const { list, connections } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <div className="jl-stack jl-gap-5">
      <h1 className="jl-heading jl-heading--xl">Recommendations</h1>
      <JobDialogs posts={list.data.map((item) => item.job_post)} connections={connections} redirectTo={here} />
      <ListSection
        title="Jobs recommended to you"
        {...pagingOf(list)}
        pageParam="page"
        empty={{
          title: "No recommendations yet",
          description: "When a connection recommends a job to you, it appears here.",
        }}
      >
        {list.data.map((item) => (
          <ListRow key={item.id}>
            <JobCard
              post={item.job_post}
              detail={
                <div className="jl-hstack">
                  <UserAvatar name={item.recommended_by.name} src={item.recommended_by.profile_pic} size="xs" />
                  <p>
                    Recommended by{" "}
                    <Link to={posterPath(item.recommended_by)} className="jl-link jl-link--underline jl-fg jl-semibold">
                      {item.recommended_by.name}
                    </Link>{" "}
                    {item.created_time_ago}
                  </p>
                </div>
              }
              actions={<JobActions post={item.job_post} viewerType="individual" redirectTo={here} />}
            />
          </ListRow>
        ))}
      </ListSection>
    </div>
  );
}
