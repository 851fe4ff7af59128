import type { Route } from "./+types/individual.recent-openings";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Recent openings") }];

export default function Page() {
  return <SectionPage title="Recent openings" emptyTitle="No recent openings" emptyText="New openings at companies will appear here." />;
}
