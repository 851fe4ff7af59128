import type { Route } from "./+types/notifications";
import { loadNotifications, notificationsAction } from "~/features/notifications/notifications.server";
import { Notifications } from "~/features/notifications/notifications";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Notifications") }];

export const loader = (args: Route.LoaderArgs) => loadNotifications(args);
export const action = (args: Route.ActionArgs) => notificationsAction(args);

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  return <Notifications loaderData={loaderData} />;
}
