import { parseWithZod } from "@conform-to/zod/v4";
import { Box, Button, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { createContext, data, Form, redirect, useLocation } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/chats.$id";
import { replyWithUpstreamError } from "~/server/form-reply.server";
import { apiContext, sessionContext } from "~/context";
import { conversationActionSchema } from "~/features/messages/chat-message.form";
import type { ConversationRead } from "~/contract/messages";
import { isUpstreamError, snackbarMessagesFor } from "~/upstream/errors";
import { fullName, previewOf } from "~/features/messages/conversation-row";
import { MessageForm } from "~/features/messages/message-form";
import { MessageList } from "~/features/messages/message-list";
import { useConversationPolling } from "~/features/messages/use-conversation-polling";
import { useLiveStatus } from "~/ui/live/use-live-updates";
import { profilePath } from "~/features/network/person-card";
import { RouteDialog, withSearch } from "~/ui/route-dialog";
import { pageTitle } from "~/ui/title";
import { UserAvatar } from "~/ui/user-avatar";
import { guard } from "~/server/guards.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? `Chat with ${fullName(loaderData.participant)}` : "Conversation") },
];

/** A positive integer from a route or search parameter, else null. */
function positiveInt(value: string | null | undefined): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

const notFound = () => data("Conversation not found.", { status: 404 });

/** The `?before=` message id of a page of older messages, else null. */
const beforeOf = (request: Request) => positiveInt(new URL(request.url).searchParams.get("before"));

/** The conversation as read by the middleware (a settled promise), for the loader. */
const readContext = createContext<Promise<ConversationRead> | null>(null);

/**
 * Reading a conversation marks the other member's messages read. Loaders run side by side, so
 * the read happens here, before them: the layout's header then counts the unread conversations
 * after this one was read (its Messages badge is right on this very page).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ...guard("member", "onboarded", "individual"),
  async ({ request, params, context }, next) => {
    const id = positiveInt(params.id);
    if (request.method === "GET" && id) {
      const read = context.get(apiContext).chat.read({ conversation_id: id, before: beforeOf(request) ?? undefined });
      await read.catch(() => undefined);
      context.set(readContext, read);
    }
    return next();
  },
];

/**
 * The conversation: its latest 50 messages (or the 50 before `?before=`), oldest first. The
 * conversation's message total comes along (from a poll after the newest message) so the page's
 * poller can tell when a message was deleted.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = positiveInt(params.id);
  if (!id) throw notFound();
  const before = beforeOf(request);
  const api = context.get(apiContext).chat;
  let read;
  try {
    read = await (context.get(readContext) ?? api.read({ conversation_id: id, before: before ?? undefined }));
  } catch (error) {
    if (isUpstreamError(error, 404)) throw notFound();
    throw error;
  }
  if (!read.conversation) throw notFound();
  const poll = before ? null : await api.poll({ conversation_id: id, after: read.cursor }).catch(() => null);
  return {
    conversationId: id,
    participant: read.participant,
    messages: read.messages,
    hasOlder: read.has_older,
    before,
    cursor: Math.max(read.cursor, poll?.cursor ?? 0),
    total: poll ? poll.total : null,
  };
}

/**
 * `intent=send` (`text`) or `intent=delete` (`message_id`). A refused message comes back with
 * its errors next to the field; a sent one reloads the conversation (no snackbar: the message in
 * the list says it went). A deletion comes back with a snackbar.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = positiveInt(params.id);
  if (!id) throw notFound();
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const before = beforeOf(request);
  const here = before ? `/chats/${id}?before=${before}` : `/chats/${id}`;
  const submission = parseWithZod(formData, { schema: conversationActionSchema });
  if (submission.status !== "success") {
    if (formData.get("intent") === "send") return data(submission.reply(), { status: 400 });
    session.flash("error", "That did not work. Please try again.");
    return redirect(here);
  }
  const api = context.get(apiContext).chat;
  const input = submission.value;
  if (input.intent === "send") {
    try {
      await api.send({ conversation_id: id, text: input.text });
    } catch (error) {
      return replyWithUpstreamError(submission, error, session, { fields: ["text"] });
    }
    return redirect(`/chats/${id}`);
  }
  try {
    const { message } = await api.deleteMessage({ message_id: input.message_id });
    session.flash("success", message || "Message deleted.");
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
  }
  return redirect(here);
}

export default function ConversationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { conversationId, participant, messages, hasOlder, before, cursor, total } = loaderData;
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
          <Link to="/individual/messages">Back to Messages</Link>
        </ChakraLink>
      </Box>
      <Box as="section" aria-labelledby="chat-heading" bg="white" borderRadius="lg" borderWidth="1px" px={{ base: "3", md: "5" }} py="4">
        <HStack gap="3" align="center" mb="4" minW="0">
          <UserAvatar name={name} src={participant.profile_pic} size="lg" />
          <Stack gap="0" minW="0" flex="1">
            <Heading as="h1" size="lg" id="chat-heading" minW="0" overflowWrap="anywhere">
              <Box as="span" srOnly>
                Chat with{" "}
              </Box>
              {/* Inline (not the link recipe's inline-flex), so a long name wraps at 360 px. */}
              <ChakraLink asChild color="fg" display="inline">
                <Link to={profilePath(participant)}>{name}</Link>
              </ChakraLink>
            </Heading>
            {participant.bio ? (
              <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                {participant.bio}
              </Text>
            ) : null}
          </Stack>
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

        <MessageList messages={messages} otherName={firstName} hasOlder={hasOlder} newerLink={before ? `/chats/${conversationId}` : null} />

        {/* Stays in sight above the bottom navigation while the conversation scrolls. */}
        <div className="jl-chat__compose">
          {participant.is_connected ? (
            <MessageForm id={`chat-${conversationId}`} action={`/chats/${conversationId}`} lastResult={actionData} />
          ) : (
            <Text color="fg.muted" fontSize="sm">
              You are no longer connected with {name}, so you cannot send new messages. Visit{" "}
              <ChakraLink asChild color="brand.primary" textDecoration="underline">
                <Link to={profilePath(participant)}>their profile</Link>
              </ChakraLink>{" "}
              to connect again.
            </Text>
          )}
        </div>
      </Box>
    </Stack>
  );
}
