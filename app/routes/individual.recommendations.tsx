import type { Route } from "./+types/individual.recommendations";
import { loadRecommendations } from "~/features/jobs/recommendations.server";
import { Recommendations } from "~/features/jobs/recommendations";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Recommendations") }];

export const loader = (args: Route.LoaderArgs) => loadRecommendations(args);

export default function RecommendationsPage({ loaderData }: Route.ComponentProps) {
  return <Recommendations loaderData={loaderData} />;
}
