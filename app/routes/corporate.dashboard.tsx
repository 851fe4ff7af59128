import type { Route } from "./+types/corporate.dashboard";
import { loadCorporateDashboard } from "~/features/dashboards/corporate-dashboard.server";
import { CorporateDashboard } from "~/features/dashboards/corporate-dashboard";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "corporate");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Dashboard") }];

export const loader = (args: Route.LoaderArgs) => loadCorporateDashboard(args);

export default function CorporateDashboardPage({ loaderData }: Route.ComponentProps) {
  return <CorporateDashboard loaderData={loaderData} />;
}
