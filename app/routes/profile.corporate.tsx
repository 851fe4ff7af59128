import type { Route } from "./+types/profile.corporate";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Company profile") }];

export default function Page() {
  return <SectionPage title="Company profile" emptyTitle="Company profile" emptyText="The company's page, openings and employees will appear here." />;
}
