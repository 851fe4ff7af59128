import { badgeClass, SrOnly } from "#app/ui/static.tsx";
import { NotVerifiedNote, VerifiedBadge } from "#app/features/companies/verified-badge.tsx";
import { plural } from "./plural.ts";
import { formatEndDate } from "#app/forms/jobs/end-date.ts";
import type { PostOverview } from "./post-details.server.ts";

/**
 * The post itself: title, company, status, facts, skills and the (sanitised) description. Plain
 * elements with the static `jl-post*` classes of static-classes.ts (the job-details page is public and hot).
 */
export function PostOverviewCard({ post, headingLevel = "h1" }: { post: PostOverview; headingLevel?: "h1" | "h2" }) {
  const Title = headingLevel;
  return (
    <div className="jl-stack jl-gap-4">
      <div className="jl-stack jl-gap-1">
        <div className="jl-post__title-row">
          <Title className="jl-heading jl-heading--xl">{post.title}</Title>
          <span className={badgeClass("subtle", post.status === "open" ? "green" : "gray")}>
            {post.status === "open" ? "Open" : "Closed"}
          </span>
        </div>
        {post.employerVerified ? (
          <p>
            <VerifiedBadge />
          </p>
        ) : null}
        <p className="jl-muted">
          {post.company} · Posted by {post.posterName} ·{" "}
          <time dateTime={post.postedAt} title={formatEndDate(post.postedAt)}>
            {post.postedAgo}
          </time>
        </p>
        {post.employerVerified === false ? <NotVerifiedNote /> : null}
        {post.status === "closed" ? (
          <p className="jl-text-sm" data-testid="closed-notice">
            <strong>No longer accepting applications.</strong> {post.endNote}
          </p>
        ) : (
          <p className="jl-text-sm jl-muted" data-testid="end-date">
            {post.endNote}
          </p>
        )}
      </div>
      <dl className="jl-post__facts">
        {post.facts.map((fact) => (
          <div key={fact.label}>
            <dt className="jl-text-sm jl-muted">{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {post.skillMatch ? (
        <p className="jl-text-sm jl-semibold" data-testid="post-skill-match">
          {post.skillMatch.text}
        </p>
      ) : null}
      {post.skills.length ? (
        <ul className="jl-flex jl-wrap jl-gap-2" aria-label="Skills">
          {post.skills.map((skill) => {
            const have = post.skillMatch?.have.includes(skill) ?? false;
            return (
              <li key={skill}>
                <span className={badgeClass(have ? "solid" : "subtle", "brand")} data-have={have ? "" : undefined}>
                  {have ? <span aria-hidden="true">✓ </span> : null}
                  {skill}
                  {have ? <SrOnly> (on your profile)</SrOnly> : null}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {post.descriptionHtml ? (
        <div
          data-testid="job-description"
          className="jl-post__description"
          // Sanitised by the API when stored and again on the server before rendering (spec §5).
          dangerouslySetInnerHTML={{ __html: post.descriptionHtml }}
        />
      ) : null}
      <div className="jl-flex jl-wrap jl-gap-3 jl-text-sm jl-muted">
        <p>{plural(post.likeCount, "like")}</p>
        <p>{plural(post.repostCount, "repost")}</p>
        {post.responseCount !== null ? <p>{plural(post.responseCount, "response")}</p> : null}
      </div>
    </div>
  );
}
