import type { Route } from "./+types/settings.reports";
import { loadMyReports, myReportsAction } from "#app/features/moderation/my-reports.server.ts";
import { MyReports } from "#app/features/moderation/my-reports.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

/** A member's reports and the decisions about their content (issue 36, decision 175). */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Reports") }];

export const loader = (args: Route.LoaderArgs) => loadMyReports(args);
export const action = (args: Route.ActionArgs) => myReportsAction(args);

export default function MyReportsPage({ loaderData }: Route.ComponentProps) {
  return <MyReports loaderData={loaderData} />;
}
