import type { Route } from "./+types/companies.follow";
import { guard } from "#app/server/guards.server.ts";
import { followAction, loadFollow } from "#app/features/companies/follow.server.ts";

/** The Follow form endpoint (decision 177): members follow companies here; each form comes back to its page. */
export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "individual");

export const loader = () => loadFollow();
export const action = (args: Route.ActionArgs) => followAction(args);
