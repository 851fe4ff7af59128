import type { Route } from "./+types/individual.network";
import { loadNetwork } from "#app/features/network/network.server.ts";
import { Network } from "#app/features/network/network.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("My network") }];

export const loader = (args: Route.LoaderArgs) => loadNetwork(args);

export default function NetworkPage({ loaderData }: Route.ComponentProps) {
  return <Network loaderData={loaderData} />;
}
