import type { Route } from "./+types/individual.details";
import { individualDetailsAction, loadIndividualDetails } from "~/features/profiles/individual-details.server";
import { IndividualDetails } from "~/features/profiles/individual-details";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("individual");

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: pageTitle(data?.onboarding ? "Tell us about yourself" : "Your details") },
];

export const loader = (args: Route.LoaderArgs) => loadIndividualDetails(args);
export const action = (args: Route.ActionArgs) => individualDetailsAction(args);

export default function IndividualDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <IndividualDetails loaderData={loaderData} actionData={actionData} />;
}
