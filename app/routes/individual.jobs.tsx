import type { Route } from "./+types/individual.jobs";
import { loadIndividualJobs } from "~/features/jobs/individual-jobs.server";
import { IndividualJobs } from "~/features/jobs/individual-jobs";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Jobs") }];

export const loader = (args: Route.LoaderArgs) => loadIndividualJobs(args);

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  return <IndividualJobs loaderData={loaderData} />;
}
