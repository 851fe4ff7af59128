import type { Route } from "./+types/job-details";
import { loadJobDetails } from "~/features/jobs/job-details.server";
import { JobDetails } from "~/features/jobs/job-details";
import { shareMeta } from "~/ui/share-meta";
import { pageTitle } from "~/ui/title";
import { publicPageHeaders } from "~/server/http-cache";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("onboarded");

/** The same page for every visitor: cacheable for a minute (private again for members; decision 101). */
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? loaderData.post.title : "Job") },
  ...shareMeta(loaderData?.share),
  // Google for Jobs (decision 170); React Router escapes `<`, `>` and `&` inside the script.
  ...(loaderData?.jobPosting ? [{ "script:ld+json": loaderData.jobPosting }] : []),
];

export const loader = (args: Route.LoaderArgs) => loadJobDetails(args);

export default function JobDetailsPage({ loaderData }: Route.ComponentProps) {
  return <JobDetails loaderData={loaderData} />;
}
