import type { Route } from "./+types/individual.recent-openings";
import { loadRecentOpenings } from "#app/features/jobs/recent-openings.server.ts";
import { RecentOpenings } from "#app/features/jobs/recent-openings.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Recent openings") }];

export const loader = (args: Route.LoaderArgs) => loadRecentOpenings(args);

export default function RecentOpeningsPage({ loaderData }: Route.ComponentProps) {
  return <RecentOpenings loaderData={loaderData} />;
}
