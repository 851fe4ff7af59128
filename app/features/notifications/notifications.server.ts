/**
 * A member's notifications (`/notifications`, spec §2): the list, newest first by keyset; opening
 * one (`?open=`) marks it read on the way to its link; `intent=read` and `intent=read_all`.
 */
import { parseWithZod } from "#app/forms/parse.ts";
import { redirect, replace, type RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import { notificationActionSchema } from "./notification.form.ts";
import { safeRedirectTarget, sameSitePath } from "#app/server/safe-redirect.ts";
import { isUpstreamError, snackbarMessagesFor } from "#app/upstream/errors.ts";
import { listPosition } from "#app/ui/pagination.tsx";

export type NotificationsData = Awaited<ReturnType<typeof loadNotifications>>;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function loadNotifications({ request, context }: Args) {
  const url = new URL(request.url);
  // Opening a notification (`?open=<id>&to=<its link>`) marks it read on the way to its link.
  const openId = Number(url.searchParams.get("open"));
  const to = sameSitePath(url.searchParams.get("to"), request.url);
  if (Number.isInteger(openId) && openId > 0 && to) {
    await context
      .get(apiContext)
      .notifications.markRead({ id: openId })
      .catch(() => undefined);
    throw redirect(to);
  }
  const notifications = await context.get(apiContext).notifications.list(listPosition(request.url));
  return { notifications };
}

/** `intent=read` (one notification) or `intent=read_all`; back to the same page of the list. */
export async function notificationsAction({ request, context }: Args) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const back = safeRedirectTarget(String(formData.get("redirectTo") ?? ""), "/notifications", request.url);
  const target = back.startsWith("/notifications") ? back : "/notifications";
  const submission = parseWithZod(formData, { schema: notificationActionSchema });
  if (submission.status !== "success") {
    session.flash("error", "That did not work. Please try again.");
    return replace(target);
  }
  const api = context.get(apiContext).notifications;
  try {
    if (submission.value.intent === "read") {
      await api.markRead({ id: submission.value.id });
    } else {
      await api.markAllRead();
      session.flash("success", "All notifications are marked as read.");
    }
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    for (const text of snackbarMessagesFor(error)) session.flash("error", text);
  }
  return replace(target);
}
