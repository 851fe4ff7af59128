import type { Route } from "./+types/corporate.details";
import { corporateDetailsAction, loadCorporateDetails } from "~/features/companies/corporate-details.server";
import { CorporateDetails } from "~/features/companies/corporate-details";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("corporate");

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: pageTitle(data?.onboarding ? "Set up your company" : "Company details") },
];

export const loader = (args: Route.LoaderArgs) => loadCorporateDetails(args);
export const action = (args: Route.ActionArgs) => corporateDetailsAction(args);

export default function CorporateDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CorporateDetails loaderData={loaderData} actionData={actionData} />;
}
