import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/app";
import { AppShell } from "#app/ui/app-shell.tsx";
import { LiveStatusProvider, useLiveUpdates } from "#app/ui/live/use-live-updates.tsx";
import { loadHeader } from "#app/server/viewer.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  // Before anything is read: the live stream is told what changed since (ui/live/live-client.ts).
  // Only for a member with a stream: a visitor's page stays the same from one request to the
  // next (its ETag, decision 101).
  const readAt = Date.now();
  const header = await loadHeader(context);
  return { ...header, readAt: header.viewer?.onboarding_complete ? readAt : undefined };
}

/**
 * The header (who is logged in, the unread badge) is read again on every new page, not only
 * when this layout's parameters change, so the badge follows what the member has read.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

/**
 * The app layout: the header, the navigation and the page (the spec's default and profile
 * layouts, the same code). For a signed-in member it keeps one live-update stream open for the
 * tab (decision 127): the badges, the conversation list, the open conversation and the requests
 * follow what others do without a reload. Plain elements: the pages that use Chakra are inside
 * the `chakra-app` layout (routes.ts, decision 139).
 */
export default function Layout({ loaderData }: Route.ComponentProps) {
  const live = useLiveUpdates(Boolean(loaderData.viewer?.onboarding_complete), loaderData.readAt);
  return (
    <LiveStatusProvider value={live}>
      <AppShell viewer={loaderData.viewer} counts={loaderData.counts}>
        <Outlet />
      </AppShell>
    </LiveStatusProvider>
  );
}
