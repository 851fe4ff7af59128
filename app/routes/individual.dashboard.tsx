import type { Route } from "./+types/individual.dashboard";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";
import { individualDashboardAction, loadIndividualDashboard } from "~/features/dashboards/individual-dashboard.server";
import { IndividualDashboard } from "~/features/dashboards/individual-dashboard";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Dashboard") }];

export const loader = (args: Route.LoaderArgs) => loadIndividualDashboard(args);
export const action = (args: Route.ActionArgs) => individualDashboardAction(args);

export default function IndividualDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  return <IndividualDashboard loaderData={loaderData} actionData={actionData} />;
}
