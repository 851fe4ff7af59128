import type { Route } from "./+types/individual.recent-openings";
import { loadRecentOpenings } from "~/features/jobs/recent-openings.server";
import { RecentOpenings } from "~/features/jobs/recent-openings";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Recent openings") }];

export const loader = (args: Route.LoaderArgs) => loadRecentOpenings(args);

export default function RecentOpeningsPage({ loaderData }: Route.ComponentProps) {
  return <RecentOpenings loaderData={loaderData} />;
}
