import { Badge, HStack, LinkBox, LinkOverlay, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import type { Conversation } from "~/upstream/chat-types";
import { UserAvatar } from "~/ui/user-avatar";

export const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`.trim();

/** One line of a message as a preview (line breaks become spaces). */
export function previewOf(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * A conversation in the Messages list: the other member's avatar and name (the link into the
 * conversation), the last message ("You: …" when it is yours), when it was, and the unread count.
 */
export function ConversationRow({ conversation }: { conversation: Conversation }) {
  const name = fullName(conversation.participant);
  const last = conversation.last_message;
  const unread = conversation.unread_count > 0;
  return (
    <LinkBox as="article" display="flex" alignItems="center" gap="3" py="3" data-unread={unread ? "true" : undefined}>
      <UserAvatar name={name} src={conversation.participant.profile_pic} size="lg" />
      <Stack gap="0.5" flex="1" minW="0">
        <HStack justify="space-between" align="baseline" gap="2" minW="0">
          {/* The whole row is the link's target (an overlay over the article). */}
          <LinkOverlay asChild fontWeight={unread ? "bold" : "semibold"} color="fg" minW="0" truncate _hover={{ textDecoration: "underline" }}>
            {/* The unread count is in the accessible name (not an sr-only span: its static
                position after a long, truncated name lay outside the row and made 360 px
                screens scroll sideways). The name starts with the visible text (WCAG 2.5.3). */}
            <Link
              to={`/chats/${conversation.id}`}
              aria-label={unread ? `${name}, ${conversation.unread_count} unread ${conversation.unread_count === 1 ? "message" : "messages"}` : undefined}
            >
              {name}
            </Link>
          </LinkOverlay>
          <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>
            {conversation.updated_time_ago}
          </Text>
        </HStack>
        <HStack justify="space-between" gap="2" minW="0">
          <Text fontSize="sm" color={unread ? "fg" : "fg.muted"} fontWeight={unread ? "semibold" : "normal"} truncate minW="0">
            {last ? `${last.is_mine ? "You: " : ""}${previewOf(last.text)}` : "No messages yet"}
          </Text>
          {unread ? (
            <Badge colorPalette="red" variant="solid" borderRadius="full" flexShrink={0} aria-hidden="true">
              {conversation.unread_count > 99 ? "99+" : conversation.unread_count}
            </Badge>
          ) : null}
        </HStack>
      </Stack>
    </LinkBox>
  );
}
