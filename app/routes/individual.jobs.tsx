import type { Route } from "./+types/individual.jobs";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Jobs") }];

export default function Page() {
  return <SectionPage title="Jobs" emptyTitle="No jobs to show yet" emptyText="Suggested jobs, jobs you applied to and openings at your company will appear here." />;
}
