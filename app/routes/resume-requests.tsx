import type { Route } from "./+types/resume-requests";
import { loadResumeRequests, resumeRequestAction } from "#app/features/resume-requests/resume-requests.server.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member");

// The resume request form endpoint: a POST comes back to `redirectTo`; a GET leads to the requests page.
export const loader = () => loadResumeRequests();
export const action = (args: Route.ActionArgs) => resumeRequestAction(args);
