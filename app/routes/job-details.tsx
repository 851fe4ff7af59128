import type { Route } from "./+types/job-details";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Job details") }];

export default function Page() {
  return <SectionPage title="Job details" emptyTitle="Job details" emptyText="The job and its details will appear here." />;
}
