import type { Route } from "./+types/my-company-post";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Job post") }];

export default function Page() {
  return <SectionPage title="Job post" emptyTitle="Post details" emptyText="The post, its responses and its reposts will appear here." />;
}
