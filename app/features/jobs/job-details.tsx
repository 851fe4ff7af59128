/** A job post's page: the post and its actions, "Manage this post" for its poster, the company, similar open jobs. */
import { useLocation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { UserLink } from "#app/ui/user-link.tsx";
import { PostOverviewCard } from "./post-overview.tsx";
import { JobActions, JobDialogs } from "./job-actions.tsx";
import { JobCard } from "./job-card.tsx";
import { buttonClass } from "#app/ui/static.tsx";
import { reportPath } from "#app/features/moderation/moderation-words.ts";
import type { JobDetailsData } from "./job-details.server.ts";
import { FollowButton, followersText } from "#app/features/companies/follow-button.tsx";

export function JobDetails({ loaderData }: { loaderData: JobDetailsData }) {
  const { post, actions, corporatePoster, viewerType, connections, similar, company, follow } = loaderData;
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
      ) : viewerType ? (
        <p>
          <Link to={reportPath("job_post", post.id, here)} className="jl-link jl-fg-brand jl-text-sm">
            Report this job
          </Link>
        </p>
      ) : null}
      {company.pagePath || company.logo ? (
        <section className="jl-card jl-stack jl-gap-3" style={{ padding: "1rem" }} aria-labelledby="about-company">
          <div className="jl-hstack jl-gap-3">
            {company.logo ? (
              <img
                className="jl-company__logo"
                src={company.logo}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <h2 id="about-company" className="jl-heading jl-heading--md">
              About {company.name}
            </h2>
          </div>
          {follow ? (
            <div className="jl-hstack jl-gap-3 jl-wrap">
              <p className="jl-text-sm jl-muted" data-testid="follower-count">
                {followersText(follow.followers)}
              </p>
              <FollowButton
                companyId={follow.companyId}
                companyName={company.name}
                following={follow.following}
                viewerType={viewerType}
              />
            </div>
          ) : null}
          {company.about ? <p className="jl-pre-line">{company.about}</p> : null}
          {company.website ? (
            <p>
              {/* The site the JSON-LD's sameAs names (decision 170): shown, as Google asks. */}
              <UserLink href={company.website} className="jl-link jl-fg-brand jl-break-all">
                {company.website}
              </UserLink>
            </p>
          ) : null}
          {company.pagePath ? (
            <p>
              <Link to={company.pagePath} className="jl-link jl-fg-brand jl-semibold">
                See {company.name}’s page and open jobs
              </Link>
            </p>
          ) : null}
        </section>
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
