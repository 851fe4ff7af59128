import type { Route } from "./+types/post-details";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Post details") }];

export default function Page() {
  return <SectionPage title="Post details" emptyTitle="Post details" emptyText="The post and its details will appear here." />;
}
