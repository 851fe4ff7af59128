/** A company's dashboard screen: the greeting with its two actions, and its job posts. */
import { Link } from "#app/ui/link.tsx";
import { PostRow } from "#app/features/jobs/my-posts.tsx";
import { SectionPage } from "#app/ui/page-placeholder.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { buttonClass } from "#app/ui/static.tsx";
import type { CorporateDashboardData } from "./corporate-dashboard.server.ts";

export function CorporateDashboard({ loaderData }: { loaderData: CorporateDashboardData }) {
  return (
    // Plain elements with the static classes of static-classes.ts (jl-card, jl-hero…), as the member's dashboard.
    <div className="jl-stack jl-gap-6">
      <div className="jl-card jl-hero">
        <h1 className="jl-heading jl-heading--2xl jl-hero__title">{loaderData.greeting}</h1>
        <p className="jl-hero__bio">{loaderData.companyName} on JobLink</p>
        <div className="jl-hero__actions">
          <Link to="/corporate/posts?post=new" className={buttonClass({ palette: "brand" })}>
            Post a job
          </Link>
          <Link to="/corporate/employees" className={buttonClass({ variant: "outline", palette: "brand" })}>
            See employees
          </Link>
        </div>
      </div>
      {loaderData.posts.length ? (
        <div className="jl-stack jl-gap-3">
          <h2 className="jl-heading jl-heading--xl">Your job posts</h2>
          <ul className="jl-stack jl-gap-3" aria-label="Your job posts">
            {loaderData.posts.map((post) => (
              <PostRow
                key={post.id}
                post={{ ...post, response_count: post.response_count ?? 0 }}
                to={`/my-company-post/${post.id}`}
                responsesTo={`/corporate/posts/${post.id}/applications`}
              />
            ))}
          </ul>
          <Pagination
            page={loaderData.page}
            hasNext={loaderData.hasNext}
            nextCursor={loaderData.nextCursor}
            prevCursor={loaderData.prevCursor}
            label="Your job posts"
          />
        </div>
      ) : (
        <SectionPage
          title="Your job posts"
          emptyTitle="No job posts yet"
          emptyText="Your openings with their responses and reposts will appear here."
        />
      )}
    </div>
  );
}
