import type { Route } from "./+types/individual.recommendations";
import { loadRecommendations } from "#app/features/jobs/recommendations.server.ts";
import { Recommendations } from "#app/features/jobs/recommendations.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Recommendations") }];

export const loader = (args: Route.LoaderArgs) => loadRecommendations(args);

export default function RecommendationsPage({ loaderData }: Route.ComponentProps) {
  return <Recommendations loaderData={loaderData} />;
}
