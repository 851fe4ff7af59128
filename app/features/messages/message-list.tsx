import { Box, Button, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useLocation } from "react-router";
import { Link } from "#app/ui/link.tsx";
import type { ChatMessage } from "#app/contract/messages.ts";
import { withSearch } from "#app/ui/route-dialog.tsx";
import { reportPath } from "#app/features/moderation/moderation-words.ts";

/** Chat bubbles: static styles, kept out of the per-message props (DESIGN.md: long lists). */
const bubble = {
  px: "3",
  py: "2",
  borderRadius: "xl",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  wordBreak: "break-word",
  maxW: "full",
} as const;

/**
 * The messages of a conversation, oldest first, mine on the right and theirs on the left.
 *
 * The list sits in a scroll box laid out `column-reverse`, so the browser opens it at the newest
 * message and keeps it there as messages arrive, with or without JavaScript. The box is as tall
 * as the screen leaves it (the conversation's `jl-chat` column). "Show older
 * messages" is a plain link (`?before=<oldest id>`). Text is plain: React escapes it, and
 * `white-space: pre-wrap` keeps the line breaks; long words wrap.
 */
export function MessageList({
  messages,
  otherName,
  hasOlder,
  newerLink,
}: {
  messages: ChatMessage[];
  /** The other member's first name, for screen readers ("Rahul: …"). */
  otherName: string;
  hasOlder: boolean;
  /** On a page of older messages: the way back to the latest ones. */
  newerLink?: string | null;
}) {
  const location = useLocation();
  const oldest = messages[0];
  const lastMine = [...messages].reverse().find((message) => message.is_mine);
  return (
    <Box
      role="log"
      aria-label={`Messages with ${otherName}`}
      tabIndex={0}
      display="flex"
      flexDirection="column-reverse"
      overflowY="auto"
      // The log takes what the screen leaves beside the header, the form and (on a phone) the
      // bottom bar (`jl-chat`), so its newest message is never behind the form.
      flex="1 1 0"
      minH="24"
      px={{ base: "2", md: "4" }}
      py="3"
      bg="gray.50"
      borderRadius="md"
      borderWidth="1px"
      _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
      data-testid="chat-log"
    >
      <Stack gap="2">
        {hasOlder && oldest ? (
          <Box textAlign="center">
            <Button asChild size="xs" variant="outline" bg="white">
              <Link to={withSearch(location, { before: oldest.id, delete: null })}>Show older messages</Link>
            </Button>
          </Box>
        ) : null}
        {messages.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="6">
            No messages here yet. Say hello below.
          </Text>
        ) : (
          <Box as="ol" listStyleType="none" display="flex" flexDirection="column" gap="2">
            {messages.map((message, index) => (
              <MessageItem
                key={message.id}
                message={message}
                otherName={otherName}
                showRead={message.id === lastMine?.id}
                showTime={endsRun(message, messages[index + 1])}
              />
            ))}
          </Box>
        )}
        {newerLink ? (
          <Box textAlign="center">
            <Button asChild size="xs" variant="outline" bg="white">
              <Link to={newerLink}>Show the latest messages</Link>
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}

/** A message shows its time when the next one is from the other side or from another moment. */
function endsRun(message: ChatMessage, next: ChatMessage | undefined): boolean {
  return !next || next.is_mine !== message.is_mine || next.created_time_ago !== message.created_time_ago;
}

function MessageItem({
  message,
  otherName,
  showRead,
  showTime,
}: {
  message: ChatMessage;
  otherName: string;
  showRead: boolean;
  showTime: boolean;
}) {
  const location = useLocation();
  const mine = message.is_mine;
  return (
    <Box
      as="li"
      id={`message-${message.id}`}
      display="flex"
      justifyContent={mine ? "flex-end" : "flex-start"}
      data-mine={mine ? "true" : undefined}
    >
      <Stack gap="0.5" maxW={{ base: "85%", md: "70%" }} minW="0" align={mine ? "flex-end" : "flex-start"}>
        <Box
          {...bubble}
          bg={mine ? "brand.primary" : "white"}
          color={mine ? "white" : "fg"}
          borderWidth={mine ? "0" : "1px"}
          data-testid="chat-bubble"
        >
          <Box as="span" srOnly>
            {mine ? "You: " : `${otherName}: `}
          </Box>
          {message.text}
        </Box>
        {/* Every message has an action under it: Delete for mine, Report for theirs (decision 175). */}
        <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap" justify={mine ? "flex-end" : "flex-start"}>
          {showTime ? (
            <Text as="span">
              <time dateTime={message.created_at}>{message.created_time_ago}</time>
              {mine && showRead && message.is_read ? " · Seen" : null}
            </Text>
          ) : null}
          {mine ? (
            <ChakraLink asChild color="fg.muted" textDecoration="underline" fontSize="xs">
              <Link to={withSearch(location, { delete: message.id })} preventScrollReset>
                Delete
                <Box as="span" srOnly>
                  {` message: ${message.text.slice(0, 40)}`}
                </Box>
              </Link>
            </ChakraLink>
          ) : (
            <ChakraLink asChild color="fg.muted" textDecoration="underline" fontSize="xs">
              <Link to={reportPath("message", message.id, location.pathname + location.search)}>
                Report
                <Box as="span" srOnly>
                  {` message: ${message.text.slice(0, 40)}`}
                </Box>
              </Link>
            </ChakraLink>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
