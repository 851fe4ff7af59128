import type { Route } from "./+types/jobs";
import { loadPublicJobs } from "#app/features/jobs/public-jobs.server.ts";
import { PublicJobs } from "#app/features/jobs/public-jobs.tsx";
import { pageTitle } from "#app/ui/title.ts";
import { shareMeta } from "#app/ui/share-meta.ts";
import { publicPageHeaders } from "#app/server/http-cache.ts";
import { guard } from "#app/server/guards.server.ts";

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
