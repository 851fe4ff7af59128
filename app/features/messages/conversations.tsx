/**
 * The Messages page: New message, and the conversations. A company has no connections to pick
 * from: its conversations start from the applications to its posts (decision 163).
 */
import { Link } from "#app/ui/link.tsx";
import { ConversationRow } from "./conversation-row.tsx";
import { ListRow, ListSection, pagingOf } from "#app/ui/list-section.tsx";
import { buttonClass } from "#app/ui/static.tsx";
import type { ConversationsData } from "./conversations.server.ts";
import { ChatSplitPrompt } from "./chat-split.tsx";

export function Conversations({ loaderData }: { loaderData: ConversationsData }) {
  const { conversations, viewerType } = loaderData;
  const company = viewerType === "corporate";
  return (
    <div className="jl-stack jl-gap-5">
      <div className="jl-hstack jl-justify-between jl-wrap jl-gap-3">
        <h1 className="jl-heading jl-heading--xl">Messages</h1>
        {company ? null : (
          <Link to="/chats/create-chat" className={buttonClass({ size: "sm", palette: "brand" })}>
            New message
          </Link>
        )}
      </div>
      <ChatSplitPrompt>
        <ListSection
          title="Conversations"
          {...pagingOf(conversations)}
          pageParam="page"
          empty={{
            title: "No conversations yet",
            description: company ? (
              <>
                Press Message on an application in{" "}
                <Link to="/corporate/posts" className="jl-link jl-link--underline jl-fg-brand">
                  your posts
                </Link>{" "}
                to talk to the applicant.
              </>
            ) : (
              <>
                Start one with{" "}
                <Link to="/chats/create-chat" className="jl-link jl-link--underline jl-fg-brand">
                  New message
                </Link>
                , or press Message next to one of your connections in{" "}
                <Link to="/individual/network" className="jl-link jl-link--underline jl-fg-brand">
                  My network
                </Link>
                .
              </>
            ),
          }}
        >
          {conversations.data.map((conversation) => (
            <ListRow key={conversation.id}>
              <ConversationRow conversation={conversation} />
            </ListRow>
          ))}
        </ListSection>
      </ChatSplitPrompt>
    </div>
  );
}
