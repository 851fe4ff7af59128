import type { Route } from "./+types/jobs";
import { loadPublicJobs } from "~/features/jobs/public-jobs.server";
import { PublicJobs } from "~/features/jobs/public-jobs";
import { pageTitle } from "~/ui/title";
import { shareMeta } from "~/ui/share-meta";
import { publicPageHeaders } from "~/server/http-cache";
import { guard } from "~/server/guards.server";

export const middleware: Route.MiddlewareFunction[] = guard("onboarded");

/** The same page for every visitor: cacheable for a minute (private again for members; decision 101). */
export const headers = publicPageHeaders;

/** The canonical address, the share tags and the feed (decision 170). */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle("Jobs") },
  ...shareMeta(loaderData?.share),
];

export const loader = (args: Route.LoaderArgs) => loadPublicJobs(args);

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  return <PublicJobs loaderData={loaderData} />;
}
