import type { Route } from "./+types/report";
import { loadReportPage, reportAction } from "~/features/moderation/report.server";
import { ReportForm } from "~/features/moderation/report-form";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

/** Reporting a member, a company, a job post or a message (issue 36, decision 175). */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Report") }];

export const loader = (args: Route.LoaderArgs) => loadReportPage(args);
export const action = (args: Route.ActionArgs) => reportAction(args);

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ReportForm kind={loaderData.kind} id={loaderData.id} back={loaderData.back} lastResult={actionData} />;
}
