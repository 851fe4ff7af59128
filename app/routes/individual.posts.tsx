import type { Route } from "./+types/individual.posts";
import { handlePosterAction, loadMyPosts } from "~/ui/job-post/job-post.server";
import { MyPostsPage } from "~/ui/job-post/my-posts";
import { pageTitle } from "~/ui/title";
import { guard } from "~/guards.server";

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
