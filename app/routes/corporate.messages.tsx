import type { Route } from "./+types/corporate.messages";
import { loadConversations } from "#app/features/messages/conversations.server.ts";
import { Conversations } from "#app/features/messages/conversations.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

// A company's conversations with the people who applied to its posts (decision 163): the
// members' Messages screen under the company's own prefix.
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "corporate");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Messages") }];

export const loader = (args: Route.LoaderArgs) => loadConversations(args);

export default function CompanyMessagesPage({ loaderData }: Route.ComponentProps) {
  return <Conversations loaderData={loaderData} />;
}
