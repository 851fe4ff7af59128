import type { Route } from "./+types/corporate.posts.$id.applications";
import { loadCompanyApplications } from "~/features/referrals/company-applications.server";
import { CompanyApplications } from "~/features/referrals/company-applications";
import { handleApplicationsAction } from "~/features/jobs/job-post.server";
import { pageTitle } from "~/ui/title";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("member", "onboarded", "corporate");

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? `Applications · ${loaderData.post.title}` : "Applications") },
];

export const loader = (args: Route.LoaderArgs) => loadCompanyApplications(args);
export const action = (args: Route.ActionArgs) => handleApplicationsAction(args);

export default function CompanyApplicationsPage({ loaderData }: Route.ComponentProps) {
  return <CompanyApplications loaderData={loaderData} />;
}
