import type { Route } from "./+types/corporate.details";
import { corporateDetailsAction, loadCorporateDetails } from "#app/features/companies/corporate-details.server.ts";
import { CorporateDetails } from "#app/features/companies/corporate-details.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("corporate");

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: pageTitle(data?.onboarding ? "Set up your company" : "Company details") },
];

export const loader = (args: Route.LoaderArgs) => loadCorporateDetails(args);
export const action = (args: Route.ActionArgs) => corporateDetailsAction(args);

export default function CorporateDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CorporateDetails loaderData={loaderData} actionData={actionData} />;
}
