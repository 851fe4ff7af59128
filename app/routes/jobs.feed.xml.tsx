import type { Route } from "./+types/jobs.feed.xml";
import { jobSearchFeedResponse } from "#app/features/seo/feed.server.ts";

/** `/jobs/feed.xml?<job filters>`: a job search as an Atom feed (decision 170). */
export const loader = (args: Route.LoaderArgs) => jobSearchFeedResponse(args);
