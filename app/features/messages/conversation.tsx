/** A conversation screen: the other member, the messages, the compose form and the delete confirmation. */
import { BlockLink } from "#app/features/blocks/block-link.tsx";
import type { SubmissionResult } from "@conform-to/react";
import { Box, Button, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Form, useLocation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import { messagesPath, participantPath } from "./chat-paths.ts";
import { positiveInt } from "./conversation-params.ts";
import { fullName, previewOf } from "./conversation-row.tsx";
import { MessageForm } from "./message-form.tsx";
import { MessageList } from "./message-list.tsx";
import { useConversationPolling } from "./use-conversation-polling.ts";
import { useLiveStatus } from "#app/ui/live/use-live-updates.tsx";
import { RouteDialog, withSearch } from "#app/ui/route-dialog.tsx";
import { UserAvatar } from "#app/ui/user-avatar.tsx";
import type { ConversationData } from "./conversation.server.ts";

export function Conversation({
  loaderData,
  actionData,
}: {
  loaderData: ConversationData;
  actionData: SubmissionResult<string[]> | undefined;
}) {
  const { conversationId, viewerType, participant, messages, hasOlder, before, cursor, total } = loaderData;
  const location = useLocation();
  const name = fullName(participant);
  const firstName = participant.first_name || name;
  const live = useLiveStatus() === "open";
  useConversationPolling({ conversationId, cursor, total, enabled: !before, live });

  const deleteId = positiveInt(new URLSearchParams(location.search).get("delete"));
  const toDelete = deleteId ? messages.find((message) => message.id === deleteId && message.is_mine) : undefined;
  const closeTo = withSearch(location, { delete: null });

  return (
    <Stack gap="4">
      <Box>
        <ChakraLink asChild fontSize="sm" color="brand.primary" textDecoration="underline">
          <Link to={messagesPath(viewerType)}>Back to Messages</Link>
        </ChakraLink>
      </Box>
      <Box
        as="section"
        aria-labelledby="chat-heading"
        className="jl-chat"
        bg="white"
        borderRadius="lg"
        borderWidth="1px"
        px={{ base: "3", md: "5" }}
        py="4"
      >
        <HStack gap="3" align="center" mb="4" minW="0">
          <UserAvatar name={name} src={participant.profile_pic} size="lg" />
          <Stack gap="0" minW="0" flex="1">
            <Heading as="h1" size="lg" id="chat-heading" minW="0" overflowWrap="anywhere">
              <Box as="span" srOnly>
                Chat with{" "}
              </Box>
              {/* Inline (not the link recipe's inline-flex), so a long name wraps at 360 px. */}
              <ChakraLink asChild color="fg" display="inline">
                <Link to={participantPath(participant)}>{name}</Link>
              </ChakraLink>
            </Heading>
            {participant.bio ? (
              <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                {participant.bio}
              </Text>
            ) : null}
          </Stack>
          <BlockLink userId={participant.id} name={name} back={location.pathname} />
        </HStack>

        {toDelete ? (
          <RouteDialog title="Delete message?" closeTo={closeTo} size="confirm">
            <Text>The message is removed for you and {firstName}.</Text>
            <Text fontSize="sm" color="fg.muted" lineClamp={3} overflowWrap="anywhere">
              “{previewOf(toDelete.text)}”
            </Text>
            <HStack justify="flex-end" gap="2">
              <Button asChild variant="outline">
                <Link to={closeTo} preventScrollReset>
                  Cancel
                </Link>
              </Button>
              <Form method="post" action={closeTo} preventScrollReset>
                <input type="hidden" name="message_id" value={toDelete.id} />
                <Button type="submit" name="intent" value="delete" colorPalette="red">
                  Delete
                </Button>
              </Form>
            </HStack>
          </RouteDialog>
        ) : null}

        <MessageList
          messages={messages}
          otherName={firstName}
          hasOlder={hasOlder}
          newerLink={before ? `/chats/${conversationId}` : null}
        />

        {/* Stays in sight above the bottom navigation while the conversation scrolls. */}
        <div className="jl-chat__compose">
          {participant.can_message ? (
            <MessageForm id={`chat-${conversationId}`} action={`/chats/${conversationId}`} lastResult={actionData} />
          ) : viewerType === "corporate" || participant.type_of_user === "corporate" || !messages.length ? (
            // About an application (decision 163): the poster writes first; a closed one ends it.
            <Text color="fg.muted" fontSize="sm">
              {messages.length
                ? `You cannot send new messages to ${name} here.`
                : `You can reply once ${name} writes to you.`}
            </Text>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              You are no longer connected with {name}, so you cannot send new messages. Visit{" "}
              <ChakraLink asChild color="brand.primary" textDecoration="underline">
                <Link to={participantPath(participant)}>their profile</Link>
              </ChakraLink>{" "}
              to connect again.
            </Text>
          )}
        </div>
      </Box>
    </Stack>
  );
}
