import type { Route } from "./+types/chats.$id";
import { conversationAction, loadConversation, readConversationFirst } from "~/features/messages/conversation.server";
import { Conversation } from "~/features/messages/conversation";
import { fullName } from "~/features/messages/conversation-row";
import { ChatSplit } from "~/features/messages/chat-split";
import { messagesPath } from "~/features/messages/chat-paths";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? `Chat with ${fullName(loaderData.participant)}` : "Conversation") },
];

/** The guard, then the read that marks the conversation read before the header's loader counts it. */
export const middleware: Route.MiddlewareFunction[] = [...guard("member", "onboarded"), readConversationFirst];

export const loader = (args: Route.LoaderArgs) => loadConversation(args);
export const action = (args: Route.ActionArgs) => conversationAction(args);

export default function ConversationPage({ loaderData, actionData }: Route.ComponentProps) {
  const conversation = <Conversation loaderData={loaderData} actionData={actionData} />;
  if (!loaderData.side) return conversation;
  return (
    <ChatSplit
      conversations={loaderData.side.conversations}
      currentId={loaderData.conversationId}
      moreTo={loaderData.side.hasMore ? messagesPath(loaderData.viewerType) : null}
    >
      {conversation}
    </ChatSplit>
  );
}
