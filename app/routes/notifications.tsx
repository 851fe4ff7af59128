import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, replace, useLocation, useRouteLoaderData } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/notifications";
import { apiContext, sessionContext } from "~/context";
import { notificationActionSchema } from "~/features/notifications/notification.form";
import { safeRedirectTarget, sameSitePath } from "~/server/safe-redirect";
import { isUpstreamError, snackbarMessagesFor } from "~/upstream/errors";
import type { NotificationItem } from "~/contract/notifications";
import { IntentButton } from "~/features/network/intent-form";
import { ListRow, ListSection, pagingOf } from "~/features/network/list-section";
import { listPosition } from "~/ui/pagination";
import { SrOnly } from "~/ui/static";
import { pageTitle } from "~/ui/title";
import { UserAvatar } from "~/ui/user-avatar";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Notifications") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Opening a notification (`?open=<id>&to=<its link>`) marks it read on the way to its link.
  const openId = Number(url.searchParams.get("open"));
  const to = sameSitePath(url.searchParams.get("to"), request.url);
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
  const back = safeRedirectTarget(String(formData.get("redirectTo") ?? ""), "/notifications", request.url);
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

/** Where a notification leads: through `?open=` (which marks it read) while it is unread. */
function hrefOf(item: NotificationItem): string | null {
  // A notification's link, when it is a path on this site.
  const link = sameSitePath(item.link);
  if (!link || item.is_read) return link;
  return `/notifications?${new URLSearchParams({ open: String(item.id), to: link })}`;
}

function NotificationRow({ item, redirectTo }: { item: NotificationItem; redirectTo: string }) {
  const link = hrefOf(item);
  const actorName = item.actor ? `${item.actor.first_name} ${item.actor.last_name}`.trim() : null;
  const text = (
    <>
      {item.is_read ? null : <SrOnly>Unread: </SrOnly>}
      {item.message}
    </>
  );
  // Plain elements with the static `jl-notice*` classes of static-classes.ts (a row per notification).
  return (
    <div className="jl-notice" data-unread={item.is_read ? undefined : "true"}>
      <div className="jl-notice__avatar">
        <UserAvatar name={actorName ?? "JobLink"} src={item.actor?.profile_pic} size="md" />
        {item.is_read ? null : <div className="jl-notice__dot" aria-hidden="true" />}
      </div>
      <div className="jl-person__body">
        <p className={item.is_read ? undefined : "jl-semibold"}>
          {link ? (
            <Link to={link} className="jl-link jl-notice__link">
              {text}
            </Link>
          ) : (
            text
          )}
        </p>
        <p className="jl-text-xs jl-muted">{item.created_time_ago}</p>
      </div>
      {item.is_read ? null : (
        <div className="jl-notice__action">
          <IntentButton action="/notifications" intent="read" fields={{ id: item.id }} redirectTo={redirectTo} variant="ghost" colorPalette="brand">
            Mark as read
            <SrOnly>: {item.message}</SrOnly>
          </IntentButton>
        </div>
      )}
    </div>
  );
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { notifications } = loaderData;
  const location = useLocation();
  const here = location.pathname + location.search;
  const layout = useRouteLoaderData<{ counts?: { notifications?: number } }>("layouts/app");
  const anyUnread = notifications.data.some((item) => !item.is_read) || Boolean(layout?.counts?.notifications);
  return (
    <div className="jl-stack jl-gap-5">
      <div className="jl-hstack jl-justify-between jl-wrap jl-gap-3">
        <h1 className="jl-heading jl-heading--xl">Notifications</h1>
        {anyUnread ? (
          <IntentButton action="/notifications" intent="read_all" fields={{}} redirectTo={here} variant="outline" colorPalette="brand">
            Mark all as read
          </IntentButton>
        ) : null}
      </div>
      <ListSection
        title="All notifications"
        {...pagingOf(notifications)}
        pageParam="page"
        empty={{ title: "You are all caught up", description: "Connection requests, approvals and resume requests will notify you here." }}
      >
        {notifications.data.map((item) => (
          <ListRow key={item.id}>
            <NotificationRow item={item} redirectTo={here} />
          </ListRow>
        ))}
      </ListSection>
    </div>
  );
}
