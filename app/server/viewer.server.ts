import type { RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "~/context";
import type { Viewer } from "~/ui/app-header";

/** The badge counts of the header's sections. */
export type HeaderCounts = { notifications?: number; messages?: number };

/** The logged-in person as the header shows them, or null for a visitor. */
export async function loadViewer(context: Readonly<RouterContextProvider>): Promise<Viewer | null> {
  const { auth } = context.get(sessionContext);
  if (!auth) return null;
  const base = { type_of_user: auth.type_of_user, onboarding_complete: auth.onboarding_complete };
  if (!auth.onboarding_complete) return { ...base, name: "New member" };
  const api = context.get(apiContext);
  try {
    // One read of who the caller is (GET /api/user/me/), not the whole profile.
    const me = await api.user.me();
    if (me.type_of_user === "corporate") {
      return { ...base, name: me.name, profile_pic: me.profile_pic, profile_url: `/profile/corporate/${me.id}` };
    }
    return { ...base, name: me.name, profile_pic: me.profile_pic, profile_url: me.username ? `/profile/${me.username}/${me.id}` : `/profile/${me.id}` };
  } catch {
    return { ...base, name: "Member" };
  }
}

/**
 * The header's badge counts of an onboarded individual, two cheap calls side by side: unread
 * notifications (`/api/notification/check/`) and conversations with unread messages
 * (`/api/chat/notification/`). A failed call leaves its badge out; it never breaks the page.
 */
export async function loadHeaderCounts(context: Readonly<RouterContextProvider>): Promise<HeaderCounts> {
  const { auth } = context.get(sessionContext);
  if (!auth || !auth.onboarding_complete || auth.type_of_user !== "individual") return {};
  const api = context.get(apiContext);
  const [notifications, chat] = await Promise.allSettled([api.network.unreadNotifications(), api.chat.unread()]);
  const counts: HeaderCounts = {};
  if (notifications.status === "fulfilled") counts.notifications = notifications.value.unread_count;
  if (chat.status === "fulfilled") counts.messages = chat.value.unread_conversations;
  return counts;
}

/** Everything the app header needs, loaded side by side. */
export async function loadHeader(context: Readonly<RouterContextProvider>): Promise<{ viewer: Viewer | null; counts: HeaderCounts }> {
  const [viewer, counts] = await Promise.all([loadViewer(context), loadHeaderCounts(context)]);
  return { viewer, counts: viewer ? counts : {} };
}
