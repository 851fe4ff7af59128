import type { Route } from "./+types/corporate.candidates";
import { loadCandidates } from "#app/features/companies/candidates.server.ts";
import { Candidates } from "#app/features/companies/candidates.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "corporate");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Candidates") }];

export const loader = (args: Route.LoaderArgs) => loadCandidates(args);

export default function CandidatesPage({ loaderData }: Route.ComponentProps) {
  return <Candidates loaderData={loaderData} />;
}
