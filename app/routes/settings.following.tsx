import type { Route } from "./+types/settings.following";
import { guard } from "~/server/guards.server";
import { pageTitle } from "~/ui/title";
import { loadFollowing } from "~/features/companies/following.server";
import { Following } from "~/features/companies/following";

/** The companies a member follows (issue 38, decision 177): mail of their new jobs on or off, unfollow. */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Companies you follow") }];

export const loader = (args: Route.LoaderArgs) => loadFollowing(args);

export default function FollowingPage({ loaderData }: Route.ComponentProps) {
  return <Following loaderData={loaderData} />;
}
