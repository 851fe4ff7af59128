import { Link } from "~/ui/link";
import type { Route } from "./+types/individual.messages";
import { apiContext } from "~/context";
import { ConversationRow } from "~/features/messages/conversation-row";
import { ListRow, ListSection, pagingOf } from "~/features/network/list-section";
import { listPosition } from "~/ui/pagination";
import { pageTitle } from "~/ui/title";
import { buttonClass } from "~/ui/static";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Messages") }];

/** The member's conversations, most recent activity first, 20 a page (by keyset: `?page=&cursor=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const conversations = await context.get(apiContext).chat.conversations(listPosition(request.url));
  return { conversations };
}

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
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
