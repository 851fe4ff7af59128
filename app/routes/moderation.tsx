import type { Route } from "./+types/moderation";
import { loadQueue } from "#app/features/moderation/desk.server.ts";
import { Queue } from "#app/features/moderation/desk.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

/** The moderators' queue (issue 36, decision 175); anyone else gets the not-found page. */
export const middleware: Route.MiddlewareFunction[] = guard("member");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Moderation") }];

export const loader = (args: Route.LoaderArgs) => loadQueue(args);

export default function ModerationPage({ loaderData }: Route.ComponentProps) {
  return <Queue queue={loaderData.queue} />;
}
