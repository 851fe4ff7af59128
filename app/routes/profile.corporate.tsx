import type { Route } from "./+types/profile.corporate";
import { loadCompanyProfile } from "#app/features/companies/company-profile.server.ts";
import { CompanyProfile } from "#app/features/companies/company-profile.tsx";
import { shareMeta } from "#app/ui/share-meta.ts";
import { pageTitle } from "#app/ui/title.ts";
import { publicPageHeaders } from "#app/server/http-cache.ts";

/** The same page for every visitor: cacheable for a minute (private again for members; decision 101). */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? loaderData.company.company_name : "Company profile") },
  ...shareMeta(loaderData?.share),
];

export const loader = (args: Route.LoaderArgs) => loadCompanyProfile(args);

export default function CompanyProfilePage({ loaderData }: Route.ComponentProps) {
  return <CompanyProfile loaderData={loaderData} />;
}
