import type { Route } from "./+types/moderation.cases.$id";
import { decideAction, loadCase } from "~/features/moderation/desk.server";
import { CaseScreen } from "~/features/moderation/desk";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

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
