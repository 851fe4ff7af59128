import type { Route } from "./+types/moderation";
import { loadQueue } from "~/features/moderation/desk.server";
import { Queue } from "~/features/moderation/desk";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

/** The moderators' queue (issue 36, decision 175); anyone else gets the not-found page. */
export const middleware: Route.MiddlewareFunction[] = guard("member");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Moderation") }];

export const loader = (args: Route.LoaderArgs) => loadQueue(args);

export default function ModerationPage({ loaderData }: Route.ComponentProps) {
  return <Queue queue={loaderData.queue} />;
}
