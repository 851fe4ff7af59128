import type { Route } from "./+types/individual.dashboard";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";
import {
  individualDashboardAction,
  loadIndividualDashboard,
} from "#app/features/dashboards/individual-dashboard.server.ts";
import { IndividualDashboard } from "#app/features/dashboards/individual-dashboard.tsx";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Dashboard") }];

export const loader = (args: Route.LoaderArgs) => loadIndividualDashboard(args);
export const action = (args: Route.ActionArgs) => individualDashboardAction(args);

export default function IndividualDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  return <IndividualDashboard loaderData={loaderData} actionData={actionData} />;
}
