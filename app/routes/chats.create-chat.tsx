import { parseWithZod } from "@conform-to/zod/v4";
import { Box, Button, Heading, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { data, redirect } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/chats.create-chat";
import { replyWithUpstreamError } from "~/server/form-reply.server";
import { apiContext, sessionContext } from "~/context";
import { firstMessageSchema } from "~/features/messages/chat-message.form";
import { isUpstreamError, snackbarMessagesFor } from "~/upstream/errors";
import { fullName } from "~/features/messages/conversation-row";
import { MessageForm } from "~/features/messages/message-form";
import { ListRow, ListSection, pagingOf } from "~/features/network/list-section";
import { listPosition } from "~/ui/pagination";
import { PersonCard, type PersonLike } from "~/features/network/person-card";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("New message") }];

/**
 * `?user_id=<member>`: the conversation with them when there is one (redirect), else the member
 * and a first-message form; a member one may not message gets the API's reason. Without
 * `user_id`: the member's connections, each a link to `?user_id=`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const userId = Number(url.searchParams.get("user_id"));
  const api = context.get(apiContext);
  if (url.searchParams.has("user_id")) {
    if (!Number.isInteger(userId) || userId <= 0) return { kind: "refused" as const, reason: "Choose a connection to message.", person: null, notConnected: false };
    try {
      const read = await api.chat.read({ participant_id: userId });
      if (read.conversation) throw redirect(`/chats/${read.conversation.id}`);
      return { kind: "new" as const, participant: read.participant };
    } catch (error) {
      if (!isUpstreamError(error) || error.status >= 500 || error.status === 401) throw error;
      const person = await api.individual
        .get({ user_id: userId })
        .then((p): PersonLike => ({ id: p.id, first_name: p.first_name, last_name: p.last_name, bio: p.bio, profile_pic: p.profile_pic, username: p.username }))
        .catch(() => null);
      // 403: not a connection (say how to become one); 400/404: yourself, a company, nobody.
      const notConnected = error.status === 403;
      return { kind: "refused" as const, reason: snackbarMessagesFor(error)[0] ?? "You can message only your connections.", person: notConnected ? person : null, notConnected };
    }
  }
  const connections = await api.network.connections(listPosition(url));
  return { kind: "pick" as const, connections };
}

/** The first message: the conversation is created and opened. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const submission = parseWithZod(await request.formData(), { schema: firstMessageSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    const { data: sent, message } = await context.get(apiContext).chat.send({ participant_id: submission.value.participant_id, text: submission.value.text });
    session.flash("success", message || "Message sent.");
    return redirect(`/chats/${sent.conversation.id}`);
  } catch (error) {
    return replyWithUpstreamError(submission, error, session, { fields: ["text"] });
  }
}

export default function NewMessagePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Stack gap="5">
      <Box>
        <ChakraLink asChild fontSize="sm" color="brand.primary" textDecoration="underline">
          <Link to="/individual/messages">Back to Messages</Link>
        </ChakraLink>
      </Box>
      <Heading as="h1" size="xl">
        New message
      </Heading>
      {loaderData.kind === "new" ? (
        <Box as="section" aria-label={`First message to ${fullName(loaderData.participant)}`} bg="white" borderRadius="lg" borderWidth="1px" px={{ base: "3", md: "5" }} py="4">
          <PersonCard person={loaderData.participant} detail="Your connection" />
          <MessageForm
            id={`first-message-${loaderData.participant.id}`}
            action={`/chats/create-chat?user_id=${loaderData.participant.id}`}
            lastResult={actionData}
            hidden={{ participant_id: loaderData.participant.id }}
          />
        </Box>
      ) : loaderData.kind === "refused" ? (
        <Box as="section" aria-label="Cannot start this conversation" bg="white" borderRadius="lg" borderWidth="1px" px={{ base: "3", md: "5" }} py="4">
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
