import type { Route } from "./+types/corporate.candidates";
import { loadCandidates } from "~/features/companies/candidates.server";
import { Candidates } from "~/features/companies/candidates";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "corporate");

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Candidates") }];

export const loader = (args: Route.LoaderArgs) => loadCandidates(args);

export default function CandidatesPage({ loaderData }: Route.ComponentProps) {
  return <Candidates loaderData={loaderData} />;
}
