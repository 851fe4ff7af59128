import type { Route } from "./+types/job-alerts.stop";
import { loadStopJobAlert, stopJobAlertAction } from "~/features/jobs/stop-job-alert.server";
import { StopJobAlert } from "~/features/jobs/stop-job-alert";
import { pageTitle } from "~/ui/title";

// No guard: the signed token in the address is the permission (decision 133).
export const meta: Route.MetaFunction = () => [{ title: pageTitle("Stop a job alert") }];

export const loader = (args: Route.LoaderArgs) => loadStopJobAlert(args);
export const action = (args: Route.ActionArgs) => stopJobAlertAction(args);

export default function StopJobAlertPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StopJobAlert loaderData={loaderData} actionData={actionData} />;
}
