/** A job post's page: the post and its actions, "Manage this post" for its poster, similar open jobs when it is closed. */
import { useLocation } from "react-router";
import { Link } from "~/ui/link";
import { PostOverviewCard } from "~/features/jobs/post-overview";
import { JobActions, JobDialogs } from "~/features/jobs/job-actions";
import { JobCard } from "~/features/jobs/job-card";
import { buttonClass } from "~/ui/static";
import type { JobDetailsData } from "./job-details.server";

export function JobDetails({ loaderData }: { loaderData: JobDetailsData }) {
  const { post, actions, corporatePoster, viewerType, connections, similar } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    // Plain elements with the static classes of static-classes.ts (jl-card, jl-hero: the same padding).
    <div className="jl-stack jl-gap-4">
      <JobDialogs posts={[actions]} connections={connections} redirectTo={here} />
      <div className="jl-card jl-hero">
        <PostOverviewCard post={post} />
        <div className="jl-post__actions">
          <JobActions post={actions} viewerType={viewerType} redirectTo={here} />
        </div>
      </div>
      {actions.is_mine ? (
        <div>
          <Link
            to={corporatePoster ? `/my-company-post/${post.id}` : `/post-details/${post.id}`}
            className={buttonClass({ variant: "outline", palette: "brand" })}
          >
            Manage this post
          </Link>
        </div>
      ) : null}
      {similar.length ? (
        <section className="jl-stack jl-gap-3" aria-labelledby="similar-jobs">
          <h2 id="similar-jobs" className="jl-heading jl-heading--xl">
            Similar open jobs
          </h2>
          <ul className="jl-stack jl-gap-3" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {similar.map((p) => (
              <li key={p.id} className="jl-card" style={{ padding: "1rem" }}>
                <JobCard post={p} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
