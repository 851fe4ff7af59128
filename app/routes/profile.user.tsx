import type { Route } from "./+types/profile.user";
import { SectionPage } from "~/ui/page-placeholder";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Profile") }];

export default function Page() {
  return <SectionPage title="Profile" emptyTitle="Member profile" emptyText="The member's profile will appear here." />;
}
