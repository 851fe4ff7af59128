import type { Route } from "./+types/settings.job-alerts";
import { jobAlertsAction, loadJobAlerts } from "#app/features/jobs/job-alerts.server.ts";
import { JobAlerts } from "#app/features/jobs/job-alerts.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

/**
 * A member's job alerts (issue 13, decision 133): change how often each mails, or delete it. The
 * same action creates an alert from a job list (`intent=create` with the list's filters and the
 * page to return to).
 */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Job alerts") }];

export const loader = (args: Route.LoaderArgs) => loadJobAlerts(args);
export const action = (args: Route.ActionArgs) => jobAlertsAction(args);

export default function JobAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <JobAlerts loaderData={loaderData} actionData={actionData} />;
}
