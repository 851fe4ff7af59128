import type { Route } from "./+types/settings.reports";
import { loadMyReports, myReportsAction } from "~/features/moderation/my-reports.server";
import { MyReports } from "~/features/moderation/my-reports";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

/** A member's reports and the decisions about their content (issue 36, decision 175). */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Reports") }];

export const loader = (args: Route.LoaderArgs) => loadMyReports(args);
export const action = (args: Route.ActionArgs) => myReportsAction(args);

export default function MyReportsPage({ loaderData }: Route.ComponentProps) {
  return <MyReports loaderData={loaderData} />;
}
