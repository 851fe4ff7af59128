import type { Route } from "./+types/chats.create-chat";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("New message") }];

export default function Page() {
  return <SectionPage title="New message" emptyTitle="No connections to message yet" emptyText="Once you connect with people you can start a conversation with them here." />;
}
