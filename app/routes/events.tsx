import type { Route } from "./+types/events";
import { liveEvents } from "#app/server/live-updates.server.ts";

/**
 * The signed-in member's live updates as Server-Sent Events (a resource route, decision 127):
 * the API's stream relayed, or 204 without a finished sign-in. Not behind `guard(...)`: an
 * EventSource would follow its redirect to /login (app/server/live-updates.server.ts).
 */
export const loader = (args: Route.LoaderArgs) => liveEvents(args);
