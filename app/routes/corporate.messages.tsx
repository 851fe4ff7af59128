import type { Route } from "./+types/corporate.messages";
import { loadConversations } from "~/features/messages/conversations.server";
import { Conversations } from "~/features/messages/conversations";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

// A company's conversations with the people who applied to its posts (decision 163): the
// members' Messages screen under the company's own prefix.
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "corporate");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Messages") }];

export const loader = (args: Route.LoaderArgs) => loadConversations(args);

export default function CompanyMessagesPage({ loaderData }: Route.ComponentProps) {
  return <Conversations loaderData={loaderData} />;
}
