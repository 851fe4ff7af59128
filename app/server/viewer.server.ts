import type { RouterContextProvider } from "react-router";
import { apiContext, sessionContext } from "#app/context.ts";
import type { Viewer } from "#app/ui/app-header.tsx";

/** The badge counts of the header's sections. */
export type HeaderCounts = { notifications?: number; messages?: number };

/**
 * Everything the app header needs: the logged-in person as it shows them (null for a visitor)
 * and their badge counts.
 */
export async function loadHeader(
  context: Readonly<RouterContextProvider>,
): Promise<{ viewer: Viewer | null; counts: HeaderCounts }> {
  const { auth } = context.get(sessionContext);
  if (!auth) return { viewer: null, counts: {} };
  const base = { type_of_user: auth.type_of_user, onboarding_complete: auth.onboarding_complete };
  if (!auth.onboarding_complete) return { viewer: { ...base, name: "New member" }, counts: {} };
  const api = context.get(apiContext);
  try {
    // One read of who the caller is and their badges (GET /api/user/me/, decision 151), not the
    // whole profile and two more calls.
    const me = await api.accounts.me();
    // The badges of the Notifications and Messages tabs (a company has them too: decision 163).
    const counts = { notifications: me.unread_notifications, messages: me.unread_conversations };
    const moderator = me.is_moderator ? { is_moderator: true } : {};
    if (me.type_of_user === "corporate") {
      return {
        viewer: {
          ...base,
          ...moderator,
          name: me.name,
          profile_pic: me.profile_pic,
          profile_url: `/profile/corporate/${me.id}`,
        },
        counts,
      };
    }
    return {
      viewer: {
        ...base,
        ...moderator,
        name: me.name,
        profile_pic: me.profile_pic,
        profile_url: me.username ? `/profile/${me.username}/${me.id}` : `/profile/${me.id}`,
      },
      counts,
    };
  } catch {
    // The header never breaks the page: a failed read shows a generic name and no badges.
    return { viewer: { ...base, name: "Member" }, counts: {} };
  }
}
