/** A company's page for the applications to one of its posts: the post's title and status, then the list. */
import { Link } from "#app/ui/link.tsx";
import { ApplicationsList } from "./applications.tsx";
import { badgeClass, buttonClass } from "#app/ui/static.tsx";
import type { CompanyApplicationsData } from "./company-applications.server.ts";

export function CompanyApplications({ loaderData }: { loaderData: CompanyApplicationsData }) {
  const { post, applications } = loaderData;
  return (
    <div className="jl-stack jl-gap-4">
      <div className="jl-card jl-hero">
        <div className="jl-stack jl-gap-2">
          <p className="jl-text-sm jl-muted">Applications to</p>
          <div className="jl-post__title-row">
            <h1 className="jl-heading jl-heading--xl">{post.title}</h1>
            <span className={badgeClass("subtle", post.status === "open" ? "green" : "gray")}>
              {post.status === "open" ? "Open" : "Closed"}
            </span>
          </div>
          <div className="jl-hstack jl-wrap">
            <Link to={`/my-company-post/${post.id}`} className={buttonClass({ size: "sm", variant: "outline" })}>
              Back to the post
            </Link>
          </div>
        </div>
      </div>
      <div className="jl-card jl-hero">
        <ApplicationsList data={applications} />
      </div>
    </div>
  );
}
