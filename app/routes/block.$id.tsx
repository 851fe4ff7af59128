import type { Route } from "./+types/block.$id";
import { blocksAction, loadBlockConfirm } from "#app/features/blocks/blocks.server.ts";
import { BlockConfirm } from "#app/features/blocks/blocks.tsx";
import { guard } from "#app/server/guards.server.ts";
import { pageTitle } from "#app/ui/title.ts";

/**
 * The confirm step of blocking a member or a company (decision 174): a page of its own, so the
 * Block links of profiles, conversations and applications confirm without JavaScript too.
 */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded");

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? `Block ${loaderData.name}` : "Block") },
];

export const loader = (args: Route.LoaderArgs) => loadBlockConfirm(args);
export const action = (args: Route.ActionArgs) => blocksAction(args);

export default function BlockPage({ loaderData }: Route.ComponentProps) {
  return <BlockConfirm loaderData={loaderData} />;
}
