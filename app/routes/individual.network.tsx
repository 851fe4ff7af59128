import type { Route } from "./+types/individual.network";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("My network") }];

export default function Page() {
  return <SectionPage title="My network" emptyTitle="Your network is empty" emptyText="People you may know, your requests and your connections will appear here." />;
}
