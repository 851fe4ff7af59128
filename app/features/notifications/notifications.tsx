/** The notifications screen: "Mark all as read" and the list, each unread row with its "Mark as read". */
import { useLocation, useRouteLoaderData } from "react-router";
import { Link } from "#app/ui/link.tsx";
import type { NotificationItem } from "#app/contract/notifications.ts";
import { IntentButton } from "#app/ui/intent-button.tsx";
import { ListRow, ListSection, pagingOf } from "#app/ui/list-section.tsx";
import { sameSitePath } from "#app/server/safe-redirect.ts";
import { SrOnly } from "#app/ui/static.tsx";
import { UserAvatar } from "#app/ui/user-avatar.tsx";
import type { NotificationsData } from "./notifications.server.ts";

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
          <IntentButton
            action="/notifications"
            intent="read"
            fields={{ id: item.id }}
            redirectTo={redirectTo}
            variant="ghost"
            colorPalette="brand"
          >
            Mark as read
            <SrOnly>: {item.message}</SrOnly>
          </IntentButton>
        </div>
      )}
    </div>
  );
}

export function Notifications({ loaderData }: { loaderData: NotificationsData }) {
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
          <IntentButton
            action="/notifications"
            intent="read_all"
            fields={{}}
            redirectTo={here}
            variant="outline"
            colorPalette="brand"
          >
            Mark all as read
          </IntentButton>
        ) : null}
      </div>
      <ListSection
        title="All notifications"
        {...pagingOf(notifications)}
        pageParam="page"
        empty={{
          title: "You are all caught up",
          description: "Connection requests, approvals and resume requests will notify you here.",
        }}
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
