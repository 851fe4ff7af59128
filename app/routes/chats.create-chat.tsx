import type { Route } from "./+types/chats.create-chat";
import { loadNewMessage, newMessageAction } from "#app/features/messages/new-message.server.ts";
import { NewMessage } from "#app/features/messages/new-message.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("New message") }];

export const loader = (args: Route.LoaderArgs) => loadNewMessage(args);
export const action = (args: Route.ActionArgs) => newMessageAction(args);

export default function NewMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewMessage loaderData={loaderData} actionData={actionData} />;
}
