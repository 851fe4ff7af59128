import type { Route } from "./+types/corporate.posts.$id.applications";
import { loadCompanyApplications } from "#app/features/referrals/company-applications.server.ts";
import { CompanyApplications } from "#app/features/referrals/company-applications.tsx";
import { handleApplicationsAction } from "#app/features/jobs/job-post.server.ts";
import { pageTitle } from "#app/ui/title.ts";
import { guard } from "#app/server/guards.server.ts";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "corporate");

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? `Applications · ${loaderData.post.title}` : "Applications") },
];

export const loader = (args: Route.LoaderArgs) => loadCompanyApplications(args);
export const action = (args: Route.ActionArgs) => handleApplicationsAction(args);

export default function CompanyApplicationsPage({ loaderData }: Route.ComponentProps) {
  return <CompanyApplications loaderData={loaderData} />;
}
