/** The Messages page: New message, and the member's conversations. */
import { Link } from "~/ui/link";
import { ConversationRow } from "~/features/messages/conversation-row";
import { ListRow, ListSection, pagingOf } from "~/ui/list-section";
import { buttonClass } from "~/ui/static";
import type { ConversationsData } from "./conversations.server";

export function Conversations({ loaderData }: { loaderData: ConversationsData }) {
  const { conversations } = loaderData;
  return (
    <div className="jl-stack jl-gap-5">
      <div className="jl-hstack jl-justify-between jl-wrap jl-gap-3">
        <h1 className="jl-heading jl-heading--xl">Messages</h1>
        <Link to="/chats/create-chat" className={buttonClass({ size: "sm", palette: "brand" })}>
          New message
        </Link>
      </div>
      <ListSection
        title="Conversations"
        {...pagingOf(conversations)}
        pageParam="page"
        empty={{
          title: "No conversations yet",
          description: (
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
    </div>
  );
}
