import type { Route } from "./+types/corporate.dashboard";
import { loadCorporateDashboard } from "#app/features/dashboards/corporate-dashboard.server.ts";
import { CorporateDashboard } from "#app/features/dashboards/corporate-dashboard.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "corporate");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Dashboard") }];

export const loader = (args: Route.LoaderArgs) => loadCorporateDashboard(args);

export default function CorporateDashboardPage({ loaderData }: Route.ComponentProps) {
  return <CorporateDashboard loaderData={loaderData} />;
}
