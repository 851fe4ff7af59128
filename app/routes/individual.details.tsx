import type { Route } from "./+types/individual.details";
import { individualDetailsAction, loadIndividualDetails } from "#app/features/profiles/individual-details.server.ts";
import { IndividualDetails } from "#app/features/profiles/individual-details.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("individual");

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: pageTitle(data?.onboarding ? "Tell us about yourself" : "Your details") },
];

export const loader = (args: Route.LoaderArgs) => loadIndividualDetails(args);
export const action = (args: Route.ActionArgs) => individualDetailsAction(args);

export default function IndividualDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <IndividualDetails loaderData={loaderData} actionData={actionData} />;
}
