import type { Route } from "./+types/chats.create-chat";
import { loadNewMessage, newMessageAction } from "~/features/messages/new-message.server";
import { NewMessage } from "~/features/messages/new-message";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("New message") }];

export const loader = (args: Route.LoaderArgs) => loadNewMessage(args);
export const action = (args: Route.ActionArgs) => newMessageAction(args);

export default function NewMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewMessage loaderData={loaderData} actionData={actionData} />;
}
