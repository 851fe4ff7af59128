import type { Route } from "./+types/corporate.posts";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Job posts") }];

export default function Page() {
  return <SectionPage title="Job posts" emptyTitle="No job posts yet" emptyText="Openings you publish will be listed here with their reposts." />;
}
