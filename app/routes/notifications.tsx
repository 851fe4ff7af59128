import type { Route } from "./+types/notifications";
import { loadNotifications, notificationsAction } from "#app/features/notifications/notifications.server.ts";
import { Notifications } from "#app/features/notifications/notifications.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Notifications") }];

export const loader = (args: Route.LoaderArgs) => loadNotifications(args);
export const action = (args: Route.ActionArgs) => notificationsAction(args);

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  return <Notifications loaderData={loaderData} />;
}
