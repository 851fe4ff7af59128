import type { Route } from "./+types/settings.blocked";
import { blocksAction, loadBlockedList } from "#app/features/blocks/blocks.server.ts";
import { BlockedList } from "#app/features/blocks/blocks.tsx";
import { guard } from "#app/server/guards.server.ts";
import { pageTitle } from "#app/ui/title.ts";

/** The accounts the member (or company) blocked, each with Unblock (decision 174). */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Blocked accounts") }];

export const loader = (args: Route.LoaderArgs) => loadBlockedList(args);
export const action = (args: Route.ActionArgs) => blocksAction(args);

export default function BlockedAccountsPage({ loaderData }: Route.ComponentProps) {
  return <BlockedList loaderData={loaderData} />;
}
