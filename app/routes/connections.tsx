import type { Route } from "./+types/connections";
import { connectionsAction, loadConnections } from "#app/features/network/connections.server.ts";
import { ConnectionRequest } from "#app/features/network/connections.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member");

/** The connection form endpoint: every network screen's forms post here (features/network/connections.server.ts). */
export const meta: Route.MetaFunction = () => [{ title: pageTitle("Send a connection request") }];

export const loader = (args: Route.LoaderArgs) => loadConnections(args);
export const action = (args: Route.ActionArgs) => connectionsAction(args);

/** Without JavaScript, a send-request form that failed validation comes back as this page. */
export default function ConnectionRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ConnectionRequest loaderData={loaderData} actionData={actionData} />;
}
