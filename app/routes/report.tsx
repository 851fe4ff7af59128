import type { Route } from "./+types/report";
import { loadReportPage, reportAction } from "#app/features/moderation/report.server.ts";
import { ReportForm } from "#app/features/moderation/report-form.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

/** Reporting a member, a company, a job post or a message (issue 36, decision 175). */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Report") }];

export const loader = (args: Route.LoaderArgs) => loadReportPage(args);
export const action = (args: Route.ActionArgs) => reportAction(args);

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ReportForm kind={loaderData.kind} id={loaderData.id} back={loaderData.back} lastResult={actionData} />;
}
