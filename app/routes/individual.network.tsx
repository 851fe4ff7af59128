import type { Route } from "./+types/individual.network";
import { loadNetwork } from "~/features/network/network.server";
import { Network } from "~/features/network/network";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("My network") }];

export const loader = (args: Route.LoaderArgs) => loadNetwork(args);

export default function NetworkPage({ loaderData }: Route.ComponentProps) {
  return <Network loaderData={loaderData} />;
}
