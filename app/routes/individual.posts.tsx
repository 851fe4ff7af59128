import type { Route } from "./+types/individual.posts";
import { handlePosterAction, loadMyPosts } from "~/features/jobs/job-post.server";
import { MyPostsPage } from "~/features/jobs/my-posts";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

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
