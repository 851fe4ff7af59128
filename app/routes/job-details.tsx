import { data, useLocation } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/job-details";
import { apiContext } from "~/context";
import { overviewOf } from "~/features/jobs/post-details.server";
import { PostOverviewCard } from "~/features/jobs/post-overview";
import { JobActions, JobDialogs } from "~/features/jobs/job-actions";
import { toCardPost } from "~/features/jobs/card-post";
import { JobCard, jobDetailsPath } from "~/features/jobs/job-card";
import { loadJobDialogConnections, viewerTypeOf } from "~/features/jobs/jobs.server";
import { notFoundFor } from "~/features/profiles/profile.server";
import { buttonClass } from "~/ui/static";
import { shareMeta } from "~/ui/share-meta";
import { publicFileUrl, publicUrlFor } from "~/ui/share-meta.server";
import { pageTitle } from "~/ui/title";
import { publicPageHeaders } from "~/server/http-cache";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("onboarded");

/** The same page for every visitor: cacheable for a minute (private again for members; decision 101). */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: pageTitle(loaderData ? loaderData.post.title : "Job") }, ...shareMeta(loaderData?.share)];

/** A job for members and visitors (spec §2): 404 only for unknown (deleted) posts; a closed one is marked and offers similar open posts. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data("No job post was found.", { status: 404 });
  const [post, connections] = await Promise.all([
    context
      .get(apiContext)
      .jobs.read({ job_post_id: id })
      .catch((error: unknown) => notFoundFor(error, "No job post was found.")),
    loadJobDialogConnections(request, context),
  ]);
  const { id: _id, title, status, is_mine, liked_by_me, reposted_by_me, my_referral_status, my_application_status, saved_by_me } = post;
  // A closed post stays readable (decision 130) with a few similar open posts below it.
  const similar = status === "closed" ? await context.get(apiContext).jobs.similar({ job_post_id: id }).catch(() => []) : [];
  const overview = overviewOf(post);
  const places = post.locations.map((location) => location.city).join(", ");
  return {
    // What a shared link previews (the same for every visitor, like the page).
    share: {
      url: publicUrlFor(request, jobDetailsPath(id)),
      title: `${post.title} at ${overview.company}`,
      description: [
        `${overview.company} is hiring a ${post.title}${places ? ` in ${places}` : ""}.`,
        overview.facts.filter((fact) => fact.label === "Job type" || fact.label === "Employment type" || fact.label === "Minimum experience").map((fact) => fact.value).join(" · "),
        post.status === "closed" ? "No longer accepting applications." : "",
      ].filter(Boolean).join(" "),
      // A company poster's picture is its logo.
      image: publicFileUrl(request, post.posted_by.type_of_user === "corporate" ? post.posted_by.profile_pic : null),
      type: "article" as const,
    },
    post: overview,
    actions: { id: post.id, title, status, is_mine, liked_by_me, reposted_by_me, my_referral_status, my_application_status, saved_by_me },
    similar: similar.map(toCardPost),
    corporatePoster: post.posted_by.type_of_user === "corporate",
    viewerType: viewerTypeOf(context),
    connections,
  };
}

export default function JobDetails({ loaderData }: Route.ComponentProps) {
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
