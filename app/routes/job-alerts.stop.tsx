import type { Route } from "./+types/job-alerts.stop";
import { loadStopJobAlert, stopJobAlertAction } from "#app/features/jobs/stop-job-alert.server.ts";
import { StopJobAlert } from "#app/features/jobs/stop-job-alert.tsx";
import { pageTitle } from "#app/ui/title.ts";

// No guard: the signed token in the address is the permission (decision 133).
export const meta: Route.MetaFunction = () => [{ title: pageTitle("Stop a job alert") }];

export const loader = (args: Route.LoaderArgs) => loadStopJobAlert(args);
export const action = (args: Route.ActionArgs) => stopJobAlertAction(args);

export default function StopJobAlertPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StopJobAlert loaderData={loaderData} actionData={actionData} />;
}
