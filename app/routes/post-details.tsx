import type { Route } from "./+types/post-details";
import { handleApplicationsAction } from "#app/features/jobs/job-post.server.ts";
import { loadPostDetails } from "#app/features/jobs/post-details.server.ts";
import { PostDetails } from "#app/features/jobs/post-details.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

// Two routes share this module (app/routes.ts): /my-company-post/:id needs a login,
// /post-details/:id is open to visitors (a logged-in member must have finished onboarding).
const [posterOnly] = guard("member", "onboarded");
const [openToVisitors] = guard("onboarded");
export const middleware: Route.MiddlewareFunction[] = [
  (args, next) => (args.pattern.startsWith("/my-company-post/") ? posterOnly : openToVisitors)(args, next),
];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? loaderData.post.title : "Job post") },
];

export const loader = (args: Route.LoaderArgs) => loadPostDetails(args);
export const action = (args: Route.ActionArgs) => handleApplicationsAction(args);

export default function PostDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  // A pipeline form's reply is read by the applications list itself (useActionData).
  return (
    <PostDetails loaderData={loaderData} actionData={actionData && "pipeline" in actionData ? undefined : actionData} />
  );
}
