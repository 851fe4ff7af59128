import type { Route } from "./+types/moderation.cases.$id";
import { decideAction, loadCase } from "#app/features/moderation/desk.server.ts";
import { CaseScreen } from "#app/features/moderation/desk.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

/** One case of the moderation desk and its decision (issue 36, decision 175). */
export const middleware: Route.MiddlewareFunction[] = guard("member");

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? `Case: ${loaderData.item.title}` : "Moderation") },
];

export const loader = (args: Route.LoaderArgs) => loadCase(args);
export const action = (args: Route.ActionArgs) => decideAction(args);

export default function ModerationCasePage({ loaderData, actionData }: Route.ComponentProps) {
  return <CaseScreen item={loaderData.item} lastResult={actionData} />;
}
