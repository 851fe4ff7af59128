import type { Route } from "./+types/jobs.actions";
import { jobActionsAction, loadJobActions } from "#app/features/jobs/job-actions.server.ts";
import { RefusedJobFormPage } from "#app/features/jobs/refused-job-form.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

/**
 * The job actions form endpoint (docs/decisions/070-job-discovery-screens.md): every job screen
 * posts its like, save, repost, referral request, recommendation or withdrawal here with the page
 * to come back to. A GET leads to the jobs page; without JavaScript, a dialog's form that was
 * refused comes back as this route's page.
 */
export const middleware: Route.MiddlewareFunction[] = guard("member");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Job post") }];

export const loader = (args: Route.LoaderArgs) => loadJobActions(args);
export const action = (args: Route.ActionArgs) => jobActionsAction(args);

export default function JobActionFormPage({ loaderData, actionData }: Route.ComponentProps) {
  return <RefusedJobFormPage loaderData={loaderData} actionData={actionData} />;
}
