import { data } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/corporate.posts.$id.applications";
import { apiContext } from "~/context";
import { guard } from "~/server/guards.server";
import { ApplicationsList } from "~/features/referrals/applications";
import { handlePosterAction } from "~/features/jobs/job-post.server";
import { posterApi } from "~/features/jobs/poster-api.server";
import { applicationFilterOf } from "~/features/referrals/application";
import { listPosition } from "~/ui/pagination";
import { notFoundFor } from "~/features/profiles/profile.server";
import { badgeClass, buttonClass } from "~/ui/static";
import { pageTitle } from "~/ui/title";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "corporate");

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: pageTitle(loaderData ? `Applications · ${loaderData.post.title}` : "Applications") }];

/**
 * `/corporate/posts/:id/applications` (issue 13, decision 130): a company's page for the
 * applications to one of its posts — the same statuses, filter and actions as an individual
 * poster's Responses tab (the post-details sheet keeps the Reposts tab spec §2 gives companies).
 * Another's post, or a deleted one, is a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data("No job post was found.", { status: 404 });
  const url = new URL(request.url);
  const jobs = posterApi(context.get(apiContext));
  const post = await jobs.read(id).catch((error: unknown) => notFoundFor(error, "No job post was found."));
  if (!post.is_mine) throw data("No job post was found.", { status: 404 });
  const filter = applicationFilterOf(url);
  const list = await jobs.responses(id, filter, listPosition(url));
  return {
    post: { id: post.id, title: post.title, status: post.status, responseCount: post.response_count ?? 0 },
    applications: {
      items: list.data,
      page: list.page,
      hasNext: list.has_next,
      nextCursor: list.next_cursor,
      prevCursor: list.prev_cursor,
      filter,
      showCommon: false,
    },
  };
}

export function action(args: Route.ActionArgs) {
  return handlePosterAction(args);
}

export default function CompanyApplications({ loaderData }: Route.ComponentProps) {
  const { post, applications } = loaderData;
  return (
    <div className="jl-stack jl-gap-4">
      <div className="jl-card jl-hero">
        <div className="jl-stack jl-gap-2">
          <p className="jl-text-sm jl-muted">Applications to</p>
          <div className="jl-post__title-row">
            <h1 className="jl-heading jl-heading--xl">{post.title}</h1>
            <span className={badgeClass("subtle", post.status === "open" ? "green" : "gray")}>{post.status === "open" ? "Open" : "Closed"}</span>
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
