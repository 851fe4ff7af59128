import type { Route } from "./+types/individual.messages";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Messages") }];

export default function Page() {
  return <SectionPage title="Messages" emptyTitle="No conversations yet" emptyText="Start a conversation with one of your connections and it will appear here." />;
}
