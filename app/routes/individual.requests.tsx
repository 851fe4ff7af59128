import type { Route } from "./+types/individual.requests";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Requests") }];

export default function Page() {
  return <SectionPage title="Requests" emptyTitle="No pending requests" emptyText="Connection and resume requests you receive will appear here." />;
}
