/**
 * The new-message screen: the member's connections to pick from, the first-message form, or why
 * not; for a company, where its conversations start (an application's Message button).
 */
import type { SubmissionResult } from "@conform-to/react";
import { Box, Button, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link } from "#app/ui/link.tsx";
import { messagesPath } from "./chat-paths.ts";
import { fullName } from "./conversation-row.tsx";
import { MessageForm } from "./message-form.tsx";
import { ListRow, ListSection, pagingOf } from "#app/ui/list-section.tsx";
import { PersonCard } from "#app/ui/person-card.tsx";
import type { NewMessageData } from "./new-message.server.ts";

export function NewMessage({
  loaderData,
  actionData,
}: {
  loaderData: NewMessageData;
  actionData: SubmissionResult<string[]> | undefined;
}) {
  return (
    <Stack gap="5">
      <Box>
        <ChakraLink asChild fontSize="sm" color="brand.primary" textDecoration="underline">
          <Link to={messagesPath(loaderData.kind === "company" ? "corporate" : "individual")}>Back to Messages</Link>
        </ChakraLink>
      </Box>
      <Heading as="h1" size="xl">
        New message
      </Heading>
      {loaderData.kind === "new" ? (
        <Box
          as="section"
          aria-label={`First message to ${fullName(loaderData.participant)}`}
          bg="white"
          borderRadius="lg"
          borderWidth="1px"
          px={{ base: "3", md: "5" }}
          py="4"
        >
          <PersonCard
            person={loaderData.participant}
            detail={loaderData.participant.is_connected ? "Your connection" : "Applied to your post"}
          />
          <MessageForm
            id={`first-message-${loaderData.participant.id}`}
            action={`/chats/create-chat?user_id=${loaderData.participant.id}`}
            lastResult={actionData}
            hidden={{ participant_id: loaderData.participant.id }}
          />
        </Box>
      ) : loaderData.kind === "refused" ? (
        <Box
          as="section"
          aria-label="Cannot start this conversation"
          bg="white"
          borderRadius="lg"
          borderWidth="1px"
          px={{ base: "3", md: "5" }}
          py="4"
        >
          {loaderData.person ? <PersonCard person={loaderData.person} /> : null}
          <Text fontWeight="semibold" role="status">
            {loaderData.reason}
          </Text>
          <Text color="fg.muted" fontSize="sm" mt="1">
            {loaderData.notConnected && loaderData.person
              ? `Connect with ${loaderData.person.first_name || fullName(loaderData.person)} first; once they accept, you can message them.`
              : "You can message your connections: pick one of them instead."}
          </Text>
          <Button asChild size="sm" variant="outline" mt="3">
            <Link to="/chats/create-chat">Choose a connection</Link>
          </Button>
        </Box>
      ) : loaderData.kind === "company" ? (
        <Box
          as="section"
          aria-label="Messages for companies"
          bg="white"
          borderRadius="lg"
          borderWidth="1px"
          px={{ base: "3", md: "5" }}
          py="4"
        >
          <Text>
            A company talks to the people who applied to its posts: open a post&apos;s applications from{" "}
            <ChakraLink asChild color="brand.primary" textDecoration="underline">
              <Link to="/corporate/posts">your posts</Link>
            </ChakraLink>{" "}
            and press Message on one.
          </Text>
        </Box>
      ) : (
        <ListSection
          title="Your connections"
          {...pagingOf(loaderData.connections)}
          pageParam="page"
          empty={{
            title: "No connections to message yet",
            description: (
              <>
                You can message your connections. Find people you know in{" "}
                <ChakraLink asChild color="brand.primary" textDecoration="underline">
                  <Link to="/individual/network">My network</Link>
                </ChakraLink>{" "}
                and connect with them first.
              </>
            ),
          }}
        >
          {loaderData.connections.data.map((person) => (
            <ListRow key={person.id}>
              <PersonCard
                person={person}
                actions={
                  <Button asChild size="sm" colorPalette="brand">
                    <Link to={`/chats/create-chat?user_id=${person.id}`}>
                      Message
                      <Box as="span" srOnly>
                        {` ${fullName(person)}`}
                      </Box>
                    </Link>
                  </Button>
                }
              />
            </ListRow>
          ))}
        </ListSection>
      )}
    </Stack>
  );
}
