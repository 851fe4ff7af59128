import type { Route } from "./+types/search-results";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Search results") }];

export default function Page() {
  return <SectionPage title="Search results" emptyTitle="Nothing to show yet" emptyText="Search for people, companies and jobs with the search box at the top." />;
}
