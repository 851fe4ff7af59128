import type { Route } from "./+types/profile.corporate";
import { loadCompanyProfile } from "~/features/companies/company-profile.server";
import { CompanyProfile } from "~/features/companies/company-profile";
import { shareMeta } from "~/ui/share-meta";
import { pageTitle } from "~/ui/title";
import { publicPageHeaders } from "~/server/http-cache";

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
