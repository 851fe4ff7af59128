import type { Route } from "./+types/chats.$id";
import {
  conversationAction,
  loadConversation,
  readConversationFirst,
} from "#app/features/messages/conversation.server.ts";
import { Conversation } from "#app/features/messages/conversation.tsx";
import { fullName } from "#app/features/messages/conversation-row.tsx";
import { ChatSplit } from "#app/features/messages/chat-split.tsx";
import { messagesPath } from "#app/features/messages/chat-paths.ts";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

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
