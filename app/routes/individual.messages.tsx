import { Button, Heading, HStack, Link as ChakraLink, Stack } from "@chakra-ui/react";
import { Link } from "react-router";
import type { Route } from "./+types/individual.messages";
import { apiContext } from "~/context";
import { ConversationRow } from "~/ui/chat/conversation-row";
import { ListRow, ListSection } from "~/ui/network/list-section";
import { listPosition } from "~/ui/pagination";
import { pageTitle } from "~/ui/title";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Messages") }];

/** The member's conversations, most recent activity first, 20 a page (by keyset: `?page=&cursor=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const conversations = await context.get(apiContext).chat.conversations(listPosition(request.url));
  return { conversations };
}

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { conversations } = loaderData;
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          Messages
        </Heading>
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/chats/create-chat">New message</Link>
        </Button>
      </HStack>
      <ListSection
        title="Conversations"
        total={conversations.total}
        page={conversations.page}
        hasNext={conversations.has_next}
        nextCursor={conversations.next_cursor}
        prevCursor={conversations.prev_cursor}
        pageParam="page"
        count={conversations.data.length}
        empty={{
          title: "No conversations yet",
          description: (
            <>
              Start one with{" "}
              <ChakraLink asChild color="brand.primary" textDecoration="underline">
                <Link to="/chats/create-chat">New message</Link>
              </ChakraLink>
              , or press Message next to one of your connections in{" "}
              <ChakraLink asChild color="brand.primary" textDecoration="underline">
                <Link to="/individual/network">My network</Link>
              </ChakraLink>
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
    </Stack>
  );
}
