import type { Route } from "./+types/settings.blocked";
import { blocksAction, loadBlockedList } from "~/features/blocks/blocks.server";
import { BlockedList } from "~/features/blocks/blocks";
import { guard } from "~/server/guards.server";
import { pageTitle } from "~/ui/title";

/** The accounts the member (or company) blocked, each with Unblock (decision 174). */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Blocked accounts") }];

export const loader = (args: Route.LoaderArgs) => loadBlockedList(args);
export const action = (args: Route.ActionArgs) => blocksAction(args);

export default function BlockedAccountsPage({ loaderData }: Route.ComponentProps) {
  return <BlockedList loaderData={loaderData} />;
}
