import type { Route } from "./+types/chats.$id";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Conversation") }];

export default function Page() {
  return <SectionPage title="Conversation" emptyTitle="No messages yet" emptyText="Messages in this conversation will appear here." />;
}
