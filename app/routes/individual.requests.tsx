import type { Route } from "./+types/individual.requests";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";
import { loadRequests } from "#app/features/network/requests.server.ts";
import { Requests } from "#app/features/network/requests.tsx";

export const middleware: Route.MiddlewareFunction[] = guard("member", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("All requests") }];

export const loader = (args: Route.LoaderArgs) => loadRequests(args);

export default function RequestsPage({ loaderData }: Route.ComponentProps) {
  return <Requests loaderData={loaderData} />;
}
