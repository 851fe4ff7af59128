import type { Route } from "./+types/individual.requests";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";
import { loadRequests } from "~/features/network/requests.server";
import { Requests } from "~/features/network/requests";

export const middleware: Route.MiddlewareFunction[] = guard("member", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("All requests") }];

export const loader = (args: Route.LoaderArgs) => loadRequests(args);

export default function RequestsPage({ loaderData }: Route.ComponentProps) {
  return <Requests loaderData={loaderData} />;
}
