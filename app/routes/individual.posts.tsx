import type { Route } from "./+types/individual.posts";
import { handlePosterAction, loadMyPosts } from "#app/features/jobs/job-post.server.ts";
import { MyPostsPage } from "#app/features/jobs/my-posts.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("My job posts") }];

export function loader(args: Route.LoaderArgs) {
  return loadMyPosts(args, "individual");
}

export function action(args: Route.ActionArgs) {
  return handlePosterAction(args);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <MyPostsPage posterType="individual" {...loaderData} lastResult={actionData} />;
}
