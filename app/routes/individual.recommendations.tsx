import type { Route } from "./+types/individual.recommendations";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Recommendations") }];

export default function Page() {
  return <SectionPage title="Recommendations" emptyTitle="No recommendations yet" emptyText="Jobs that your connections recommend to you will appear here." />;
}
