import { parseWithZod } from "@conform-to/zod/v4";
import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link, redirect, replace, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/notifications";
import { apiContext, sessionContext } from "~/context";
import { notificationActionSchema } from "~/forms/notification";
import { safeRedirectTarget } from "~/guards.server";
import { isUpstreamError, snackbarMessagesFor } from "~/upstream/errors";
import type { NotificationItem } from "~/upstream/network-types";
import { IntentButton } from "~/ui/network/intent-form";
import { ListRow, ListSection } from "~/ui/network/list-section";
import { listPosition } from "~/ui/pagination";
import { pageTitle } from "~/ui/title";
import { UserAvatar } from "~/ui/user-avatar";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Notifications") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Opening a notification (`?open=<id>&to=<its link>`) marks it read on the way to its link.
  const openId = Number(url.searchParams.get("open"));
  const to = safeLink(url.searchParams.get("to"));
  if (Number.isInteger(openId) && openId > 0 && to) {
    await context
      .get(apiContext)
      .network.markNotificationRead({ id: openId })
      .catch(() => undefined);
    throw redirect(to);
  }
  const notifications = await context.get(apiContext).network.notifications(listPosition(request.url));
  return { notifications };
}

/** `intent=read` (one notification) or `intent=read_all`; back to the same page of the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const back = safeRedirectTarget(String(formData.get("redirectTo") ?? ""), "/notifications");
  const target = back.startsWith("/notifications") ? back : "/notifications";
  const submission = parseWithZod(formData, { schema: notificationActionSchema });
  if (submission.status !== "success") {
    session.flash("error", "That did not work. Please try again.");
    return replace(target);
  }
  const api = context.get(apiContext).network;
  try {
    if (submission.value.intent === "read") {
      await api.markNotificationRead({ id: submission.value.id });
    } else {
      await api.markAllNotificationsRead();
      session.flash("success", "All notifications are marked as read.");
    }
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
  }
  return replace(target);
}

/** A notification's link, when it is a path on this site. */
function safeLink(link: string | null): string | null {
  return link && link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\") ? link : null;
}

/** Where a notification leads: through `?open=` (which marks it read) while it is unread. */
function hrefOf(item: NotificationItem): string | null {
  const link = safeLink(item.link);
  if (!link || item.is_read) return link;
  return `/notifications?${new URLSearchParams({ open: String(item.id), to: link })}`;
}

function NotificationRow({ item, redirectTo }: { item: NotificationItem; redirectTo: string }) {
  const link = hrefOf(item);
  const actorName = item.actor ? `${item.actor.first_name} ${item.actor.last_name}`.trim() : null;
  const text = (
    <>
      {item.is_read ? null : (
        <Box as="span" srOnly>
          Unread:{" "}
        </Box>
      )}
      {item.message}
    </>
  );
  return (
    <HStack
      align="flex-start"
      gap="3"
      py="3"
      px="2"
      mx="-2"
      borderRadius="md"
      bg={item.is_read ? undefined : "brand.subtle"}
      data-unread={item.is_read ? undefined : "true"}
      wrap={{ base: "wrap", sm: "nowrap" }}
    >
      <Box position="relative" flexShrink={0}>
        <UserAvatar name={actorName ?? "JobLink"} src={item.actor?.profile_pic} size="md" />
        {item.is_read ? null : (
          <Box position="absolute" top="0" right="0" boxSize="2.5" borderRadius="full" bg="brand.like" borderWidth="2px" borderColor="white" aria-hidden="true" />
        )}
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight={item.is_read ? "normal" : "semibold"}>
          {link ? (
            <ChakraLink asChild color="fg" textDecoration="underline" textDecorationColor="brand.200">
              <Link to={link}>{text}</Link>
            </ChakraLink>
          ) : (
            text
          )}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {item.created_time_ago}
        </Text>
      </Stack>
      {item.is_read ? null : (
        <Box flexShrink={0} w={{ base: "full", sm: "auto" }} display="flex" justifyContent="flex-end">
          <IntentButton action="/notifications" intent="read" fields={{ id: item.id }} redirectTo={redirectTo} variant="ghost" colorPalette="brand">
            Mark as read
            <Box as="span" srOnly>
              : {item.message}
            </Box>
          </IntentButton>
        </Box>
      )}
    </HStack>
  );
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { notifications } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  const layout = useRouteLoaderData<{ counts?: { notifications?: number } }>("layouts/profile");
  const anyUnread = notifications.data.some((item) => !item.is_read) || Boolean(layout?.counts?.notifications);
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          Notifications
        </Heading>
        {anyUnread ? (
          <IntentButton action="/notifications" intent="read_all" fields={{}} redirectTo={here} variant="outline" colorPalette="brand">
            Mark all as read
          </IntentButton>
        ) : null}
      </HStack>
      <ListSection
        title="All notifications"
        total={notifications.total}
        page={notifications.page}
        hasNext={notifications.has_next}
        nextCursor={notifications.next_cursor}
        prevCursor={notifications.prev_cursor}
        pageParam="page"
        count={notifications.data.length}
        empty={{ title: "You are all caught up", description: "Connection requests, approvals and resume requests will notify you here." }}
      >
        {notifications.data.map((item) => (
          <ListRow key={item.id}>
            <NotificationRow item={item} redirectTo={here} />
          </ListRow>
        ))}
      </ListSection>
    </Stack>
  );
}
