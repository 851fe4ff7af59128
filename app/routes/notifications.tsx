import type { Route } from "./+types/notifications";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Notifications") }];

export default function Page() {
  return <SectionPage title="Notifications" emptyTitle="You are all caught up" emptyText="Connection requests, referrals, reposts and messages will notify you here." />;
}
