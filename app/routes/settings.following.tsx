import type { Route } from "./+types/settings.following";
import { guard } from "#app/server/guards.server.ts";
import { pageTitle } from "#app/ui/title.ts";
import { loadFollowing } from "#app/features/companies/following.server.ts";
import { Following } from "#app/features/companies/following.tsx";

/** The companies a member follows (issue 38, decision 177): mail of their new jobs on or off, unfollow. */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Companies you follow") }];

export const loader = (args: Route.LoaderArgs) => loadFollowing(args);

export default function FollowingPage({ loaderData }: Route.ComponentProps) {
  return <Following loaderData={loaderData} />;
}
