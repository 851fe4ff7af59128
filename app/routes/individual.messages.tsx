import type { Route } from "./+types/individual.messages";
import { loadConversations } from "~/features/messages/conversations.server";
import { Conversations } from "~/features/messages/conversations";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Messages") }];

export const loader = (args: Route.LoaderArgs) => loadConversations(args);

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  return <Conversations loaderData={loaderData} />;
}
