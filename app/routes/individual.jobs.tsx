import type { Route } from "./+types/individual.jobs";
import { loadIndividualJobs } from "#app/features/jobs/individual-jobs.server.ts";
import { IndividualJobs } from "#app/features/jobs/individual-jobs.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Jobs") }];

export const loader = (args: Route.LoaderArgs) => loadIndividualJobs(args);

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  return <IndividualJobs loaderData={loaderData} />;
}
