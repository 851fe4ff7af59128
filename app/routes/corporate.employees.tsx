import type { Route } from "./+types/corporate.employees";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Employees") }];

export default function Page() {
  return <SectionPage title="Employees" emptyTitle="No employees listed yet" emptyText="Members whose current job is at your company will appear here." />;
}
