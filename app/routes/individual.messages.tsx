import type { Route } from "./+types/individual.messages";
import { loadConversations } from "#app/features/messages/conversations.server.ts";
import { Conversations } from "#app/features/messages/conversations.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Messages") }];

export const loader = (args: Route.LoaderArgs) => loadConversations(args);

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  return <Conversations loaderData={loaderData} />;
}
