import type { Route } from "./+types/individual.posts";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("My job posts") }];

export default function Page() {
  return <SectionPage title="My job posts" emptyTitle="No job posts yet" emptyText="Jobs you publish will be listed here with their responses." />;
}
