import type { Route } from "./+types/job-details";
import { loadJobDetails } from "#app/features/jobs/job-details.server.ts";
import { JobDetails } from "#app/features/jobs/job-details.tsx";
import { shareMeta } from "#app/ui/share-meta.ts";
import { pageTitle } from "#app/ui/title.ts";
import { publicPageHeaders } from "#app/server/http-cache.ts";
import { guard } from "#app/server/guards.server.ts";

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
